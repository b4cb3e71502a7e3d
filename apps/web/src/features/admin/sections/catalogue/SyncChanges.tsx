import { formatWon } from '@bizgift/domain/money';
import { SUPPLIER_SYNC_KIND_DISPLAY, type SupplierSyncChange } from '@bizgift/domain/supplier';
import { useState } from 'react';
import { useAdminPage } from '../../../../api/admin.ts';
import { Badge, type Tone } from '../../../../components/ui/Badge.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { Select } from '../../../../components/ui/Field.tsx';

const PAGE_SIZE = 20;
const KIND_TONE: Record<SupplierSyncChange['kind'], Tone> = {
  created: 'green',
  updated: 'blue',
  discontinued: 'red',
};
const STATE_DISPLAY: Record<string, string> = {
  SALE: '판매중',
  ENDED: '판매 기간 종료',
  GONE: '목록에서 빠짐',
};
const FIELDS: Record<string, { label: string; show: (v: unknown) => string }> = {
  name: { label: '상품명', show: String },
  brand: { label: '브랜드', show: String },
  image: { label: '이미지', show: () => '새 이미지' },
  supplier_price: { label: '매입가', show: (v) => formatWon(v as number) },
  price: { label: '판매가', show: (v) => formatWon(v as number) },
  regular_price: { label: '정가', show: (v) => formatWon(v as number) },
  valid_period: { label: '유효기간', show: (v) => `${v}일` },
  is_on_sale: { label: '판매', show: (v) => (v ? '판매중' : '중지') },
  supplier_state: { label: '공급사 상태', show: (v) => STATE_DISPLAY[String(v)] ?? `중지(${v})` },
};

const ORDER = Object.keys(FIELDS);

function DiffList({ diff }: { diff: SupplierSyncChange['diff'] }) {
  return (
    <ul className="flex flex-col gap-0.5 text-[13px]">
      {Object.entries(diff)
        .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
        .map(([key, [before, after]]) => {
          const field = FIELDS[key] ?? { label: key, show: String };
          return (
            <li key={key} className="text-gray-600">
              <span className="font-medium text-gray-800">{field.label}</span>{' '}
              {before !== null && before !== undefined && key !== 'image' && (
                <>
                  <span className="text-gray-500 line-through">{field.show(before)}</span> →{' '}
                </>
              )}
              <span className="font-semibold text-gray-900">{after === null ? '-' : field.show(after)}</span>
            </li>
          );
        })}
    </ul>
  );
}

/** What one sync changed, goods by goods, filtered by kind. */
export function SyncChanges({ syncId, onClose }: { syncId: number; onClose: () => void }) {
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const query = useAdminPage<SupplierSyncChange>(`/api/admin/supplier/syncs/${syncId}/changes`, {
    page,
    page_size: PAGE_SIZE,
    kind: kind || undefined,
  });
  const columns: Column<SupplierSyncChange>[] = [
    {
      key: 'kind',
      header: '구분',
      cell: (c) => <Badge tone={KIND_TONE[c.kind]}>{SUPPLIER_SYNC_KIND_DISPLAY[c.kind]}</Badge>,
    },
    {
      key: 'goods',
      header: '상품 · 변경 내용',
      cell: (c) => (
        <span className="flex min-w-0 flex-col gap-1.5 sm:flex-row sm:gap-6">
          <span className="block sm:w-56 sm:shrink-0">
            <span className="block font-semibold text-gray-900">{c.name}</span>
            <span className="block font-mono text-[12px] text-gray-500">{c.supplier_goods_code}</span>
          </span>
          <DiffList diff={c.diff} />
        </span>
      ),
    },
  ];
  return (
    <Card
      title={`동기화 #${syncId} 변경 내역`}
      actions={
        <>
          <Select
            label="구분"
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(1);
            }}
            options={[
              { value: '', label: '전체' },
              ...Object.entries(SUPPLIER_SYNC_KIND_DISPLAY).map(([value, label]) => ({ value, label })),
            ]}
          />
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg px-2 text-[13px] font-medium text-gray-500 hover:text-gray-900"
          >
            닫기
          </button>
        </>
      }
    >
      <DataTable
        caption="상품별 변경 내역"
        query={query}
        columns={columns}
        rowKey={(c) => c.id}
        empty="이 동기화에서 바뀐 상품이 없습니다."
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        minWidth={300}
      />
    </Card>
  );
}
