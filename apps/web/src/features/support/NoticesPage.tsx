import { NOTICE_TYPE, NOTICE_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { SUPPORT_LIMITS } from '@bizgift/domain/support-messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Notice } from '../../api/support.ts';
import { useNotices } from '../../api/support.ts';
import { HeadRow } from '../../components/ui/CardTable.tsx';
import { EmptyState, ErrorState } from '../../components/ui/EmptyState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { formatDate } from '../../lib/format.ts';

const TABS = [
  { type: undefined, label: '전체' },
  { type: NOTICE_TYPE.GENERAL, label: NOTICE_TYPE_DISPLAY[NOTICE_TYPE.GENERAL]! },
  { type: NOTICE_TYPE.EVENT, label: NOTICE_TYPE_DISPLAY[NOTICE_TYPE.EVENT]! },
] as const;

export function TypeBadge({ type, label }: { type: number; label: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded px-2 py-0.5 text-xs font-semibold ${
        type === NOTICE_TYPE.EVENT ? 'bg-orange-100 text-orange-800' : 'bg-gray-100 text-gray-700'
      }`}
    >
      {label}
    </span>
  );
}

export function NoticesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const typeParam = params.get('notice_type');
  const type = typeParam === '1' || typeParam === '2' ? Number(typeParam) : undefined;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);
  const tabsId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Keep the box in step with the URL (back/forward).
  useEffect(() => setDraft(search), [search]);

  const query = useNotices({ page, type, search });

  const update = (changes: Record<string, string | undefined>) =>
    setParams((prev) => {
      const q = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined || v === '') q.delete(k);
        else q.set(k, v);
      }
      return q;
    });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ search: draft.trim() || undefined, page: undefined });
  };

  const selectTab = (index: number, focus = false) => {
    const t = TABS[index]!;
    update({ notice_type: t.type === undefined ? undefined : String(t.type), page: undefined });
    if (focus) tabRefs.current[index]?.focus();
  };
  const activeIndex = TABS.findIndex((t) => t.type === type);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <PageHeader
        crumb={{ to: '/customer-center', label: '고객센터' }}
        title="공지사항"
        description="비즈기프트의 새 소식과 이벤트를 알려드립니다."
      />

      <div className="mb-5 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div
          role="tablist"
          aria-label="공지 유형"
          className="flex gap-1"
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            e.preventDefault();
            const delta = e.key === 'ArrowRight' ? 1 : TABS.length - 1;
            selectTab((activeIndex + delta) % TABS.length, true);
          }}
        >
          {TABS.map((t, i) => (
            <button
              key={t.label}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${tabsId}-${i}`}
              aria-selected={i === activeIndex}
              aria-controls={`${tabsId}-panel`}
              tabIndex={i === activeIndex ? 0 : -1}
              onClick={() => selectTab(i)}
              className={`rounded-full px-4 py-2 text-sm font-semibold ${
                i === activeIndex
                  ? 'bg-gray-900 text-white'
                  : 'bg-white text-gray-600 ring-1 ring-gray-300 ring-inset hover:bg-gray-50'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>

        <search>
          <form onSubmit={onSearch} className="flex gap-2">
            <label htmlFor="notice-search" className="sr-only">
              공지사항 검색
            </label>
            <input
              id="notice-search"
              type="search"
              value={draft}
              maxLength={SUPPORT_LIMITS.searchMax}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                // Enter that ends Korean composition must not search with half-typed text.
                if (e.key === 'Enter' && e.nativeEvent.isComposing) e.preventDefault();
              }}
              placeholder="제목 또는 내용으로 검색"
              className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm focus:outline-2 focus:outline-brand-600 md:w-64"
            />
            <button
              type="submit"
              className="shrink-0 rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-700"
            >
              검색
            </button>
          </form>
        </search>
      </div>

      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${activeIndex}`}>
        {query.isPending ? (
          <LoadingState label="공지사항을 불러오는 중입니다." />
        ) : query.isError ? (
          <ErrorState message="공지사항을 불러오지 못했습니다." onRetry={() => void query.refetch()} />
        ) : query.data.count === 0 ? (
          <EmptyState
            message={search ? `'${search}'에 대한 검색 결과가 없습니다.` : '등록된 공지사항이 없습니다.'}
            actions={
              search ? (
                <button
                  type="button"
                  onClick={() => update({ search: undefined, page: undefined })}
                  className="text-sm font-medium text-gray-700 underline"
                >
                  검색어 지우기
                </button>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="mb-2 text-sm text-gray-600">
              총 <strong className="text-gray-900">{query.data.count.toLocaleString('ko-KR')}</strong>건
            </p>
            <NoticeTable
              notices={query.data.results}
              firstNumber={query.data.count - (page - 1) * 10}
              onOpen={(id) => navigate(`/customer-center/notices/${id}`)}
            />
            <Pagination
              mode="blocks"
              page={page}
              count={query.data.count}
              pageSize={10}
              onChange={(p) => update({ page: String(p) })}
            />
          </>
        )}
      </div>
    </div>
  );
}

function NoticeTable({
  notices,
  firstNumber,
  onOpen,
}: {
  notices: Notice[];
  firstNumber: number;
  onOpen: (id: number) => void;
}) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">공지사항 목록</caption>
      <thead className="hidden border-y border-gray-900 bg-gray-50 text-gray-700 md:table-header-group">
        <HeadRow
          columns={[
            { label: 'No', className: 'w-20 py-3 font-semibold' },
            { label: '제목', className: 'py-3 text-left font-semibold' },
            { label: '구분', className: 'w-24 py-3 font-semibold' },
            { label: '등록일', className: 'w-28 py-3 font-semibold' },
            { label: '조회수', className: 'w-20 py-3 font-semibold' },
          ]}
        />
      </thead>
      <tbody className="border-t border-gray-900 md:border-t-0">
        {notices.map((n, i) => (
          <tr
            key={n.id}
            onClick={() => onOpen(n.id)}
            className={`block cursor-pointer border-b border-gray-200 px-1 py-3 hover:bg-gray-50 md:table-row md:p-0 ${
              n.is_pinned ? 'bg-brand-50/60' : ''
            }`}
          >
            <td className="hidden py-3.5 text-center text-gray-500 md:table-cell">
              {n.is_pinned ? (
                <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  공지
                </span>
              ) : (
                firstNumber - i
              )}
            </td>
            <td className="block md:table-cell md:py-3.5 md:pr-4">
              <Link
                to={`/customer-center/notices/${n.id}`}
                onClick={(e) => e.stopPropagation()}
                className="flex min-w-0 items-center gap-2 font-medium text-gray-900 hover:underline focus-visible:outline-2"
              >
                {n.is_pinned && (
                  <span className="shrink-0 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white md:hidden">
                    공지
                  </span>
                )}
                <span className="truncate">{n.title}</span>
              </Link>
            </td>
            <td className="inline-block pt-1.5 md:table-cell md:py-3.5 md:text-center">
              <TypeBadge type={n.notice_type} label={n.notice_type_display} />
            </td>
            <td className="inline-block pt-1.5 pl-2 text-gray-500 md:table-cell md:py-3.5 md:pl-0 md:text-center">
              {formatDate(n.created_at)}
            </td>
            <td className="inline-block pt-1.5 pl-2 text-gray-500 md:table-cell md:py-3.5 md:pl-0 md:text-center">
              <span className="md:hidden">조회 </span>
              {n.views.toLocaleString('ko-KR')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
