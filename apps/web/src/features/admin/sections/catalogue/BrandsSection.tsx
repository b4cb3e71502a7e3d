import { useState } from 'react';
import { useAdminPage } from '../../../../api/admin.ts';
import { type AdminBrand, catalogApi } from '../../../../api/adminCatalog.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { SearchForm, Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import { DeleteDialog, EditDeleteButtons } from '../formParts.tsx';
import { BrandForm } from './BrandForm.tsx';

export function BrandsSection() {
  const { page, values, update } = useListParams(['q'] as const);
  const query = useAdminPage<AdminBrand>('/api/admin/brands', {
    page,
    page_size: 50,
    q: values.q || undefined,
  });
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const columns: Column<AdminBrand>[] = [
    {
      key: 'brand',
      header: '브랜드',
      cell: (b) => (
        <span className="flex items-center gap-3">
          <img src={b.image} alt="" className="size-10 rounded-full border border-gray-100 object-cover" />
          <span className="font-semibold text-gray-900">{b.name}</span>
        </span>
      ),
    },
    {
      key: 'color',
      header: '색상',
      cell: (b) => (
        <span className="flex items-center gap-2 font-mono text-[12.5px] text-gray-600">
          <span className="size-4 rounded border border-gray-200" style={{ background: b.color }} />
          {b.color}
        </span>
      ),
    },
    { key: 'sort', header: '순서', numeric: true, cell: (b) => b.sort_order },
    { key: 'goods', header: '상품 수', numeric: true, cell: (b) => b.goods_count.toLocaleString('ko-KR') },
    {
      key: 'actions',
      header: <span className="sr-only">관리</span>,
      cell: (b) => (
        <span className="flex justify-end gap-1.5">
          <EditDeleteButtons
            onEdit={() => setEditing(b)}
            onDelete={() => setDeleting(b)}
            blocked={b.goods_count > 0 ? '상품이 있는 브랜드는 삭제할 수 없습니다.' : undefined}
          />
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        console
        documentTitle="브랜드 - 관리자"
        title="브랜드"
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            브랜드 등록
          </Button>
        }
      />
      <Toolbar>
        <SearchForm
          value={values.q}
          onSearch={(q) => update({ q })}
          placeholder="브랜드명"
          label="브랜드 검색"
        />
      </Toolbar>
      <DataTable
        caption="브랜드 목록"
        query={query}
        columns={columns}
        rowKey={(b) => b.id}
        empty="브랜드가 없습니다."
        page={page}
        pageSize={50}
        onPage={(p) => update({ page: p })}
        minWidth={600}
      />
      {editing && <BrandForm brand={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        title="브랜드 삭제"
        done="브랜드가 삭제되었습니다."
        remove={catalogApi.deleteBrand}
        onClose={() => setDeleting(null)}
      >
        ‘{deleting?.name}’ 브랜드를 삭제합니다. 상품이 있는 브랜드는 삭제할 수 없습니다.
      </DeleteDialog>
    </>
  );
}
