import { NOTICE_MESSAGES } from '@bizgift/domain/support-messages';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isNotFound, useNotice } from '../../api/support.ts';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { TypeBadge } from './NoticesPage.tsx';

const listButton =
  'inline-flex items-center rounded-lg border border-gray-300 bg-white px-5 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2';

export function NoticeDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const validId = /^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const query = useNotice(validId);
  useDocumentTitle(query.data?.title ?? '공지사항');
  // Came from the list inside the app: going back keeps its tab, search and page.
  const cameFromList = location.key !== 'default';
  const backToList = () => (cameFromList ? navigate(-1) : navigate('/customer-center/notices'));

  let body: ReactNode;
  if (validId === null || (query.isError && query.error && isNotFound(query.error))) {
    body = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-4 py-16 text-center">
        <p className="text-gray-700">{NOTICE_MESSAGES.notFound}</p>
        <Link to="/customer-center/notices" className={`${listButton} mt-5`}>
          목록으로
        </Link>
      </div>
    );
  } else if (query.isPending) {
    body = <LoadingState label="공지사항을 불러오는 중입니다." />;
  } else if (query.isError) {
    body = <ErrorState message="공지사항을 불러오지 못했습니다." onRetry={() => void query.refetch()} />;
  } else {
    const n = query.data;
    body = (
      <article>
        <header className="border-y border-gray-900 px-1 py-5 md:px-4">
          <div className="mb-2 flex items-center gap-2">
            {n.is_pinned && (
              <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">공지</span>
            )}
            <TypeBadge type={n.notice_type} label={n.notice_type_display} />
          </div>
          <h2 className="text-xl font-bold break-words text-gray-900 md:text-2xl">{n.title}</h2>
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-500">
            <div className="flex gap-1.5">
              <dt>등록일</dt>
              <dd className="text-gray-700">{formatDateTime(n.created_at)}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt>조회수</dt>
              <dd className="text-gray-700">{n.views.toLocaleString('ko-KR')}</dd>
            </div>
          </dl>
        </header>
        <div className="min-h-48 border-b border-gray-200 px-1 py-8 leading-8 break-words whitespace-pre-line text-gray-800 md:px-4">
          {n.content}
        </div>
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={backToList} className={listButton}>
            목록으로
          </button>
        </div>
      </article>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 md:py-12">
      <PageHeader crumb={{ to: '/customer-center', label: '고객센터' }} title="공지사항" />
      {body}
    </div>
  );
}
