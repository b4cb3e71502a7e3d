import { useState } from 'react';
import { useAdminGet } from '../../../../api/admin.ts';
import { type AdminBanner, catalogApi } from '../../../../api/adminCatalog.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { QueryResult } from '../../../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { DeleteDialog, EditDeleteButtons } from '../formParts.tsx';
import { BannerForm } from './BannerForm.tsx';

function bannerState(b: AdminBanner): { label: string; tone: 'green' | 'gray' | 'amber' } {
  const now = Date.now();
  if (!b.is_active) return { label: '사용 안 함', tone: 'gray' };
  if (b.starts_at && new Date(b.starts_at).getTime() > now) return { label: '게시 예정', tone: 'amber' };
  if (b.ends_at && new Date(b.ends_at).getTime() < now) return { label: '기간 종료', tone: 'gray' };
  return { label: '게시중', tone: 'green' };
}

export function BannersSection() {
  const query = useAdminGet<AdminBanner[]>('/api/admin/banners');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  return (
    <>
      <PageHeader
        console
        documentTitle="배너 - 관리자"
        title="배너"
        description="홈 화면 슬라이드 배너입니다. 사용 중이고 게시 기간 안에 있는 배너만 순서대로 보입니다."
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            배너 등록
          </Button>
        }
      />
      <QueryResult
        query={query}
        failed="배너를 불러오지 못했습니다."
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState message="배너가 없습니다." />}
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {data.map((b) => {
              const state = bannerState(b);
              return (
                <li key={b.id} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
                  <img
                    src={b.image_pc}
                    alt={b.title}
                    className="aspect-[3/1] w-full bg-gray-100 object-cover"
                  />
                  <div className="flex flex-wrap items-start justify-between gap-3 p-4">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <Badge tone={state.tone}>{state.label}</Badge>
                        <span className="font-semibold text-gray-900">{b.title}</span>
                      </p>
                      <p className="mt-1 text-[12.5px] break-all text-gray-500">
                        순서 {b.sort_order} · {b.link_url || '링크 없음'}
                      </p>
                      <p className="text-[12.5px] text-gray-500">
                        {b.starts_at || b.ends_at
                          ? `${formatDateTime(b.starts_at)} ~ ${formatDateTime(b.ends_at)}`
                          : '기간 제한 없음'}
                      </p>
                    </div>
                    <span className="flex gap-1.5">
                      <EditDeleteButtons onEdit={() => setEditing(b)} onDelete={() => setDeleting(b)} />
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryResult>
      {editing && <BannerForm banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        title="배너 삭제"
        done="배너가 삭제되었습니다."
        remove={catalogApi.deleteBanner}
        onClose={() => setDeleting(null)}
      >
        ‘{deleting?.title}’ 배너를 삭제합니다. 홈 화면에서 바로 사라집니다.
      </DeleteDialog>
    </>
  );
}
