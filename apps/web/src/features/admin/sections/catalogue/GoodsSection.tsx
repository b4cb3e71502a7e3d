import { discountRate, formatWon } from '@bizgift/domain/money';
import { useState } from 'react';
import { useAdminMutation, useAdminPage } from '../../../../api/admin.ts';
import { type AdminBrand, type AdminGoods, catalogApi } from '../../../../api/adminCatalog.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { Select } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { SearchForm, Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import { PAGE_SIZE } from '../formParts.tsx';
import { GoodsForm } from './GoodsForm.tsx';

export function GoodsSection() {
  const { page, values, update } = useListParams(['q', 'brand', 'sale'] as const);
  const query = useAdminPage<AdminGoods>('/api/admin/goods', {
    page,
    page_size: PAGE_SIZE,
    q: values.q || undefined,
    brand_id: values.brand || undefined,
    is_on_sale: values.sale || undefined,
  });
  const brands = useAdminPage<AdminBrand>('/api/admin/brands', { page: 1, page_size: 200 });
  const [editing, setEditing] = useState<AdminGoods | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminGoods | null>(null);
  const update_ = useAdminMutation(catalogApi.updateGoods);
  const toast = useToast();

  const columns: Column<AdminGoods>[] = [
    {
      key: 'goods',
      header: '상품',
      cell: (g) => (
        <button type="button" onClick={() => setEditing(g)} className="flex items-center gap-3 text-left">
          <img
            src={g.image}
            alt=""
            className="size-12 shrink-0 rounded-lg border border-gray-100 object-cover"
          />
          <span className="min-w-0">
            <span className="block text-[12.5px] text-gray-500">{g.brand}</span>
            <span className="line-clamp-2 font-semibold text-gray-900 hover:underline">{g.name}</span>
            {g.supplier_goods_code && (
              <span className="block font-mono text-[12px] text-gray-500">{g.supplier_goods_code}</span>
            )}
          </span>
        </button>
      ),
    },
    {
      key: 'category',
      header: '카테고리',
      cell: (g) => <span className="text-[13px]">{g.category ?? '-'}</span>,
    },
    {
      key: 'price',
      header: '판매가',
      numeric: true,
      cell: (g) => (
        <span className="whitespace-nowrap">
          <strong>{formatWon(g.price)}</strong>
          {g.supplier_price && (
            <span className="block text-[12px] text-gray-500">매입 {formatWon(g.supplier_price)}</span>
          )}
          {discountRate(g.price, g.regular_price) > 0 && (
            <span className="block text-[12px] text-gray-500 line-through">{formatWon(g.regular_price)}</span>
          )}
        </span>
      ),
    },
    { key: 'valid', header: '유효기간', numeric: true, cell: (g) => `${g.valid_period}일` },
    {
      key: 'flags',
      header: '구분',
      cell: (g) => (
        <span className="flex flex-wrap gap-1">
          {g.supplier_goods_code && <Badge tone="green">공급사</Badge>}
          {g.supplier_state && g.supplier_state !== 'SALE' && <Badge tone="red">공급사 판매 중지</Badge>}
          {g.is_corporate_only && <Badge tone="blue">법인 전용</Badge>}
          {!g.supplier_goods_code && !g.is_corporate_only && <span className="text-gray-500">-</span>}
        </span>
      ),
    },
    { key: 'sold', header: '판매', numeric: true, cell: (g) => g.sold_count.toLocaleString('ko-KR') },
    {
      key: 'sale',
      header: '판매 상태',
      cell: (g) => (
        <button
          type="button"
          role="switch"
          aria-checked={g.is_on_sale}
          aria-label={`${g.name} 판매 ${g.is_on_sale ? '중' : '중지'}`}
          onClick={() => setToggling(g)}
          className="flex items-center gap-2"
        >
          <span
            className={`relative h-5 w-9 rounded-full transition-colors ${g.is_on_sale ? 'bg-brand-600' : 'bg-gray-300'}`}
          >
            <span
              className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${g.is_on_sale ? 'left-[18px]' : 'left-0.5'}`}
            />
          </span>
          <span className="text-[12.5px] text-gray-600">{g.is_on_sale ? '판매중' : '중지'}</span>
        </button>
      ),
    },
    {
      key: 'edit',
      header: <span className="sr-only">관리</span>,
      cell: (g) => (
        <Button size="sm" onClick={() => setEditing(g)}>
          수정
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        console
        documentTitle="상품 - 관리자"
        title="상품"
        description="판매 중지한 상품은 회원 화면에서 바로 사라지고, 주문 내역에는 그대로 남습니다."
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            상품 등록
          </Button>
        }
      />
      <Toolbar>
        <SearchForm
          value={values.q}
          onSearch={(q) => update({ q })}
          placeholder="상품명, 브랜드, 상품번호, 공급사 코드"
          label="상품 검색"
        />
        <Select
          label="브랜드"
          value={values.brand}
          onChange={(v) => update({ brand: v })}
          options={[
            { value: '', label: '전체' },
            ...(brands.data?.results ?? []).map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
        <Select
          label="판매"
          value={values.sale}
          onChange={(v) => update({ sale: v })}
          options={[
            { value: '', label: '전체' },
            { value: 'true', label: '판매중' },
            { value: 'false', label: '판매 중지' },
          ]}
        />
      </Toolbar>
      <DataTable
        caption="상품 목록"
        query={query}
        columns={columns}
        rowKey={(g) => g.id}
        empty="조건에 맞는 상품이 없습니다."
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
        minWidth={900}
      />
      {editing && <GoodsForm goods={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.is_on_sale ? '판매 중지' : '판매 재개'}
        confirmLabel={toggling?.is_on_sale ? '판매 중지' : '판매 재개'}
        tone={toggling?.is_on_sale ? 'danger' : 'primary'}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          await update_.mutateAsync({ id: toggling.id, is_on_sale: !toggling.is_on_sale });
          toast(toggling.is_on_sale ? '판매를 중지했습니다.' : '판매를 재개했습니다.');
        }}
      >
        {toggling?.is_on_sale
          ? `‘${toggling.name}’ 상품을 판매 중지합니다. 회원은 더 이상 이 상품을 보거나 주문할 수 없습니다.`
          : `‘${toggling?.name}’ 상품을 다시 판매합니다.`}
      </ConfirmDialog>
    </>
  );
}
