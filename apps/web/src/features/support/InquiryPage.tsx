import { INQUIRY_STATUS } from '@bizgift/domain/codes';
import { INQUIRY_MESSAGES } from '@bizgift/domain/support-messages';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Inquiry } from '../../api/support.ts';
import { useInquiries } from '../../api/support.ts';
import { EmptyState, ErrorState } from '../../components/ui/EmptyState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { InquiryForm } from './InquiryForm.tsx';

type Tab = 'create' | 'history';

export function InquiryPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'create';
  const [notice, setNotice] = useState<string | null>(null);
  const tabsId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ create: null, history: null });

  const selectTab = (next: Tab, focus = false) => {
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'history') q.set('tab', 'history');
        else q.delete('tab');
        q.delete('page');
        return q;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[next]?.focus();
  };

  const tabs: { key: Tab; label: string }[] = [
    { key: 'create', label: '문의하기' },
    { key: 'history', label: '나의 문의 내역' },
  ];

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 md:py-12">
      <PageHeader
        crumb={{ to: '/customer-center', label: '고객센터' }}
        title="1:1 문의"
        description="서비스 이용 중 궁금한 점을 남겨 주시면 담당자가 확인 후 답변드립니다."
      />

      <div
        role="tablist"
        aria-label="1:1 문의"
        className="mb-6 flex border-b border-gray-200"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
            e.preventDefault();
            selectTab(tab === 'create' ? 'history' : 'create', true);
          }
        }}
      >
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`${tabsId}-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${tabsId}-${t.key}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => selectTab(t.key)}
            className={`-mb-px border-b-2 px-4 py-3 text-sm font-semibold md:text-base ${
              tab === t.key
                ? 'border-brand-600 text-brand-600'
                : 'border-transparent text-gray-500 hover:text-gray-800'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>

      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {notice}
        </p>
      )}

      <div role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'create' ? (
          <InquiryForm
            onCreated={() => {
              setNotice(INQUIRY_MESSAGES.created);
              selectTab('history');
            }}
            onEdit={() => setNotice(null)}
          />
        ) : (
          <InquiryHistory onWrite={() => selectTab('create')} />
        )}
      </div>
    </div>
  );
}

function InquiryHistory({ onWrite }: { onWrite: () => void }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useInquiries(page);
  const [open, setOpen] = useState<number | null>(null);

  if (query.isPending) return <LoadingState label="문의 내역을 불러오는 중입니다." />;
  if (query.isError)
    return <ErrorState message="문의 내역을 불러오지 못했습니다." onRetry={() => void query.refetch()} />;
  const { count, results } = query.data;
  if (count === 0)
    return (
      <EmptyState
        message="등록된 문의가 없습니다."
        description="궁금한 점을 남겨 주시면 담당자가 확인 후 답변드립니다."
        actions={
          <button
            type="button"
            onClick={onWrite}
            className="mt-1 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            문의하기
          </button>
        }
      />
    );

  return (
    <div>
      <p className="mb-3 text-sm text-gray-600">
        총 <strong className="text-gray-900">{count.toLocaleString('ko-KR')}</strong>건
      </p>
      <ul className="divide-y divide-gray-200 border-y border-gray-200" aria-label="나의 문의 내역">
        {results.map((item) => (
          <InquiryItem
            key={item.id}
            item={item}
            open={open === item.id}
            onToggle={() => setOpen(open === item.id ? null : item.id)}
          />
        ))}
      </ul>
      <Pagination
        mode="blocks"
        page={page}
        count={count}
        pageSize={10}
        onChange={(p) => {
          setOpen(null);
          setParams(
            (prev) => {
              const q = new URLSearchParams(prev);
              q.set('page', String(p));
              return q;
            },
            { replace: false },
          );
        }}
      />
    </div>
  );
}

function StatusBadge({ status, label }: { status: number; label: string }) {
  const answered = status === INQUIRY_STATUS.ANSWERED;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        answered ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'
      }`}
    >
      {label || (answered ? '답변완료' : '답변대기')}
    </span>
  );
}

function InquiryItem({ item, open, onToggle }: { item: Inquiry; open: boolean; onToggle: () => void }) {
  const panelId = `inquiry-${item.id}-detail`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-start gap-3 px-2 py-4 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 md:items-center md:px-4"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1 md:flex-row md:items-center md:gap-3">
          <span className="shrink-0 text-xs font-medium text-gray-500 md:w-20">
            [{item.inquiry_type_display}]
          </span>
          <span className="min-w-0 flex-1 truncate font-medium text-gray-900">{item.title}</span>
          <span className="shrink-0 text-xs text-gray-500">{formatDateTime(item.created_at)}</span>
        </span>
        <StatusBadge status={item.status} label={item.status_display} />
        <span
          aria-hidden="true"
          className={`mt-0.5 shrink-0 text-gray-500 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          ▾
        </span>
      </button>
      {open && (
        <div id={panelId} className="space-y-4 bg-gray-50 px-4 py-5 md:px-6">
          <div>
            <p className="mb-1 text-xs font-semibold text-gray-500">문의 내용</p>
            <p className="whitespace-pre-line break-words leading-7 text-gray-800">{item.content}</p>
          </div>
          {item.status === INQUIRY_STATUS.ANSWERED && item.answer ? (
            <div className="rounded-lg border border-green-200 bg-white p-4">
              <p className="mb-1 flex items-center gap-2 text-xs font-semibold text-green-800">
                답변
                {item.answered_at && (
                  <span className="font-normal text-gray-500">{formatDateTime(item.answered_at)}</span>
                )}
              </p>
              <p className="whitespace-pre-line break-words leading-7 text-gray-800">{item.answer}</p>
            </div>
          ) : (
            <p className="rounded-lg border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-600">
              {INQUIRY_MESSAGES.waitingAnswer}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
