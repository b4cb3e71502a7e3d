import { INQUIRY_STATUS } from '@bizgift/domain/codes';
import { INQUIRY_MESSAGES, SUPPORT_LIMITS } from '@bizgift/domain/support-messages';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type AdminInquiry, api, useAdminMutation, useAdminPage } from '../../../../api/admin.ts';
import { ApiError, errorMessage } from '../../../../api/http.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { inputClass, Select } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { Pagination } from '../../../../components/ui/Pagination.tsx';
import { QueryResult } from '../../../../components/ui/QueryResult.tsx';
import { Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import { formatDateTime } from '../../../../lib/format.ts';

const PAGE_SIZE = 10;

/** Unanswered inquiries first (oldest waiting at the top); the member sees the answer in their history. */
export function InquiriesSection() {
  const { page, values, update } = useListParams(['status'] as const);
  const status = values.status === '' ? '1' : values.status;
  const query = useAdminPage<AdminInquiry>('/api/admin/inquiries', {
    page,
    page_size: PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  });
  return (
    <>
      <PageHeader
        console
        documentTitle="1:1 문의 - 관리자"
        title="1:1 문의"
        description="답변 대기 문의가 오래된 순서로 먼저 보입니다. 답변을 등록하면 회원의 문의 내역에 바로 표시됩니다."
      />
      <Toolbar>
        <Select
          label="상태"
          value={status}
          onChange={(v) => update({ status: v === '1' ? '' : v })}
          options={[
            { value: '1', label: '답변대기' },
            { value: '2', label: '답변완료' },
            { value: 'all', label: '전체' },
          ]}
        />
        {query.data && (
          <span className="text-[13px] text-gray-500">
            총{' '}
            <strong className="text-gray-800 tabular-nums">{query.data.count.toLocaleString('ko-KR')}</strong>
            건
          </span>
        )}
      </Toolbar>
      <QueryResult
        query={query}
        failed="문의 목록을 불러오지 못했습니다."
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState message={status === '1' ? '답변을 기다리는 문의가 없습니다.' : '문의가 없습니다.'} />
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.results.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} />
            ))}
          </ul>
        )}
      </QueryResult>
      {query.data && (
        <Pagination
          page={page}
          count={query.data.count}
          pageSize={PAGE_SIZE}
          onChange={(p) => update({ page: p })}
        />
      )}
    </>
  );
}

function InquiryCard({ inquiry }: { inquiry: AdminInquiry }) {
  const waiting = inquiry.status === INQUIRY_STATUS.WAITING;
  const [editing, setEditing] = useState(waiting);
  const [answer, setAnswer] = useState(inquiry.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation(api.answerInquiry);
  const toast = useToast();
  const answerId = useId();
  return (
    <li className="rounded-xl border border-gray-200 bg-white">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 px-5 py-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={waiting ? 'amber' : 'green'}>{inquiry.status_display}</Badge>
            <span className="text-[12.5px] text-gray-500">{inquiry.inquiry_type_display}</span>
          </div>
          <h2 className="mt-1.5 text-[15px] font-bold break-words text-gray-900">{inquiry.title}</h2>
          <p className="mt-0.5 text-[12.5px] text-gray-500">
            <Link
              to={`/admin/members/${inquiry.user.id}`}
              className="font-medium text-gray-700 hover:underline"
            >
              {inquiry.user.company_name || inquiry.user.fullname} ({inquiry.user.username})
            </Link>{' '}
            · {formatDateTime(inquiry.created_at)}
          </p>
        </div>
      </div>
      <div className="px-5 py-4">
        <p className="text-sm leading-relaxed whitespace-pre-wrap break-words text-gray-800">
          {inquiry.content}
        </p>
        {editing ? (
          <form
            className="mt-4"
            noValidate
            onSubmit={async (e) => {
              e.preventDefault();
              const text = answer.trim();
              if (!text) {
                setError(INQUIRY_MESSAGES.answerRequired);
                return;
              }
              setError(null);
              try {
                await save.mutateAsync({ id: inquiry.id, answer: text });
                toast(INQUIRY_MESSAGES.answered);
                setEditing(false);
              } catch (err) {
                setError(
                  err instanceof ApiError ? (err.fieldError('answer') ?? err.message) : errorMessage(err),
                );
              }
            }}
          >
            <label htmlFor={answerId} className="mb-1.5 block text-[13px] font-semibold text-gray-700">
              답변
            </label>
            <textarea
              id={answerId}
              rows={5}
              value={answer}
              maxLength={SUPPORT_LIMITS.answerMax}
              onChange={(e) => {
                setAnswer(e.target.value);
                setError(null);
              }}
              aria-invalid={!!error}
              className={inputClass()}
              placeholder="회원에게 보일 답변을 입력해주세요."
            />
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <span className="text-[12px] text-gray-500 tabular-nums">
                {answer.length.toLocaleString('ko-KR')} / {SUPPORT_LIMITS.answerMax.toLocaleString('ko-KR')}
              </span>
              <span className="flex gap-2">
                {!waiting && (
                  <Button
                    onClick={() => {
                      setAnswer(inquiry.answer ?? '');
                      setError(null);
                      setEditing(false);
                    }}
                  >
                    취소
                  </Button>
                )}
                <Button type="submit" variant="primary" busy={save.isPending}>
                  {waiting ? '답변 등록' : '답변 수정'}
                </Button>
              </span>
            </div>
            {error && (
              <p role="alert" className="mt-1 text-[13px] text-red-600">
                {error}
              </p>
            )}
          </form>
        ) : (
          <div className="mt-4 rounded-lg bg-brand-50/60 px-4 py-3">
            <div className="flex items-center justify-between gap-2">
              <p className="text-[13px] font-semibold text-brand-800">
                답변 · {formatDateTime(inquiry.answered_at)}
              </p>
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                수정
              </Button>
            </div>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-wrap break-words text-gray-800">
              {inquiry.answer}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}
