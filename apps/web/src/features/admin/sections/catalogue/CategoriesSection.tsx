import { useState } from 'react';
import { useAdminGet } from '../../../../api/admin.ts';
import { type AdminCategory, catalogApi } from '../../../../api/adminCatalog.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { QueryResult } from '../../../../components/ui/QueryResult.tsx';
import { categoryOptions, DeleteDialog } from '../formParts.tsx';
import { CategoryForm } from './CategoryForm.tsx';

export function CategoriesSection() {
  const query = useAdminGet<AdminCategory[]>('/api/admin/categories');
  const [editing, setEditing] = useState<{ category: AdminCategory | null; parentId: number | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const rows = categoryOptions(query.data ?? []);
  const childCount = (id: number) => (query.data ?? []).filter((c) => c.parent_id === id).length;
  return (
    <>
      <PageHeader
        console
        documentTitle="카테고리 - 관리자"
        title="카테고리"
        description="카테고리는 여러 단계로 나눌 수 있습니다. 같은 단계에서는 순서가 작은 것이 먼저 보입니다."
        actions={
          <Button variant="primary" onClick={() => setEditing({ category: null, parentId: null })}>
            최상위 카테고리 추가
          </Button>
        }
      />
      <QueryResult
        query={query}
        failed="카테고리를 불러오지 못했습니다."
        isEmpty={() => rows.length === 0}
        empty={<EmptyState message="카테고리가 없습니다." />}
      >
        {() => (
          <ul
            className="overflow-hidden rounded-xl border border-gray-200 bg-white"
            aria-label="카테고리 트리"
          >
            {rows.map(({ node, depth }) => (
              <li
                key={node.id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-4 py-2.5 last:border-0"
                style={{ paddingLeft: 16 + depth * 24 }}
              >
                <span className="flex min-w-0 items-center gap-2">
                  {depth > 0 && (
                    <span aria-hidden="true" className="text-gray-300">
                      └
                    </span>
                  )}
                  <span className={`text-sm ${depth === 0 ? 'font-bold text-gray-900' : 'text-gray-800'}`}>
                    {node.name}
                  </span>
                  <span className="text-[12px] text-gray-500 tabular-nums">
                    순서 {node.sort_order} · 상품 {node.goods_count.toLocaleString('ko-KR')}개
                  </span>
                </span>
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing({ category: null, parentId: node.id })}
                  >
                    하위 추가
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing({ category: node, parentId: node.parent_id })}
                  >
                    수정
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-600"
                    onClick={() => setDeleting(node)}
                    disabled={childCount(node.id) > 0 || node.goods_count > 0}
                    title={
                      childCount(node.id) > 0 || node.goods_count > 0
                        ? '하위 카테고리나 상품이 있으면 삭제할 수 없습니다.'
                        : undefined
                    }
                  >
                    삭제
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryResult>
      {editing && (
        <CategoryForm
          category={editing.category}
          parentId={editing.parentId}
          all={query.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog
        target={deleting}
        title="카테고리 삭제"
        done="카테고리가 삭제되었습니다."
        remove={catalogApi.deleteCategory}
        onClose={() => setDeleting(null)}
      >
        ‘{deleting?.name}’ 카테고리를 삭제합니다.
      </DeleteDialog>
    </>
  );
}
