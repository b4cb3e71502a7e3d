import type { SupplierStatus, SupplierSync } from '@bizgift/domain/supplier';
import { useState } from 'react';
import { useAdminGet, useAdminMutation, useAdminPage } from '../../../../api/admin.ts';
import { supplierApi } from '../../../../api/adminSupplier.ts';
import { errorMessage } from '../../../../api/http.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { MarginRuleCard } from './MarginRuleCard.tsx';
import { SyncChanges } from './SyncChanges.tsx';

const PAGE_SIZE = 10;
const count = (n: number, tone: string) => (
  <span className={n > 0 ? `font-semibold ${tone}` : 'text-gray-500'}>{n.toLocaleString('ko-KR')}</span>
);

/**
 * 공급사 상품 동기화: the margin rule, a sync now, and every sync's counts; a row opens that sync's
 * per-goods differences. The daily sync runs at 04:00 (Korean time) by itself.
 */
export function SupplierSection() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useAdminPage<SupplierSync>('/api/admin/supplier/syncs', { page, page_size: PAGE_SIZE });
  const supplier = useAdminGet<SupplierStatus>('/api/admin/supplier');
  const sync = useAdminMutation(supplierApi.sync);
  const toast = useToast();
  const [failed, setFailed] = useState<string | null>(null);

  const run = async () => {
    setFailed(null);
    try {
      const done = await sync.mutateAsync();
      toast(`동기화 완료: 신규 ${done.created}건, 변경 ${done.updated}건, 판매 중지 ${done.discontinued}건`);
      setOpen(done.id);
    } catch (error) {
      setFailed(errorMessage(error, '상품 동기화에 실패했습니다.'));
    }
  };

  const columns: Column<SupplierSync>[] = [
    {
      key: 'started',
      header: '시작',
      cell: (s) => (
        <button
          type="button"
          onClick={() => setOpen(s.id)}
          className="whitespace-nowrap text-left font-semibold text-gray-900 tabular-nums hover:underline"
          aria-label={`동기화 #${s.id} 변경 내역 보기`}
        >
          {formatDateTime(s.started_at)}
        </button>
      ),
    },
    { key: 'trigger', header: '실행', cell: (s) => (s.trigger === 'daily' ? '자동(매일)' : '수동') },
    {
      key: 'status',
      header: '결과',
      cell: (s) =>
        s.status === 'done' ? (
          <Badge tone="green">완료</Badge>
        ) : s.status === 'running' ? (
          <Badge tone="blue">진행 중</Badge>
        ) : (
          <span title={s.error ?? ''}>
            <Badge tone="red">실패</Badge>
          </span>
        ),
    },
    { key: 'created', header: '신규', numeric: true, cell: (s) => count(s.created, 'text-emerald-700') },
    { key: 'updated', header: '변경', numeric: true, cell: (s) => count(s.updated, 'text-brand-700') },
    {
      key: 'discontinued',
      header: '판매 중지',
      numeric: true,
      cell: (s) => count(s.discontinued, 'text-red-600'),
    },
    { key: 'unchanged', header: '유지', numeric: true, cell: (s) => count(s.unchanged, 'text-gray-700') },
    {
      key: 'margin',
      header: '마진 규칙',
      cell: (s) =>
        s.margin ? (
          <span className="whitespace-nowrap text-[13px] text-gray-600">
            {s.margin.percent}% + {s.margin.fixed_won.toLocaleString('ko-KR')}원 · {s.margin.round_to}원 올림
          </span>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <>
      <PageHeader
        console
        documentTitle="공급사 동기화 - 관리자"
        title="공급사 상품 동기화"
        description={`상품권 공급사${supplier.data ? `(${supplier.data.issuer === 'builtin' ? '샌드박스' : '기프티쇼 비즈'})` : ''}의 상품 목록을 가져와 상품을 등록·수정하고, 공급사가 판매를 멈춘 상품은 판매 중지합니다. 매일 오전 4시에 자동으로 실행됩니다.`}
        actions={
          <Button variant="primary" onClick={run} disabled={sync.isPending}>
            {sync.isPending ? '동기화 중...' : '지금 동기화'}
          </Button>
        }
      />
      {failed && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-[13px] font-medium text-red-700">
          {failed}
        </p>
      )}
      <div className="flex flex-col gap-5">
        <MarginRuleCard />
        <section aria-labelledby="sync-history" className="flex flex-col gap-3">
          <h2 id="sync-history" className="text-[15px] font-bold text-gray-900">
            동기화 기록
          </h2>
          <DataTable
            caption="동기화 기록"
            query={query}
            columns={columns}
            rowKey={(s) => s.id}
            empty="아직 동기화한 적이 없습니다. ‘지금 동기화’를 눌러 공급사 상품을 가져오세요."
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            minWidth={760}
          />
        </section>
        {open !== null && <SyncChanges key={open} syncId={open} onClose={() => setOpen(null)} />}
      </div>
    </>
  );
}
