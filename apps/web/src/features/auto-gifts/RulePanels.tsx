import type { AutoGiftSendStatus } from '@bizgift/domain/auto-gifts';
import { useState } from 'react';
import { Link } from 'react-router';
import { HISTORY_PAGE_SIZE, useAutoGiftHistory, useUpcomingGifts } from '../../api/autoGifts.ts';
import { errorMessage } from '../../api/http.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';

const PREVIEW_DAYS = 30;
const TONE: Record<AutoGiftSendStatus, Tone> = {
  sent: 'green',
  skipped: 'red',
  waiting_balance: 'amber',
  missed: 'gray',
};

/** 다음 30일: who gets a gift, on which day, and what goes out if it were sent today. */
export function UpcomingPanel({ ruleId }: { ruleId: number }) {
  const upcoming = useUpcomingGifts(ruleId, PREVIEW_DAYS);
  if (upcoming.isPending) return <LoadingState label="미리보기를 불러오는 중..." />;
  if (upcoming.isError)
    return (
      <ErrorState
        message={errorMessage(upcoming.error, '미리보기를 불러오지 못했습니다.')}
        onRetry={() => upcoming.refetch()}
      />
    );
  if (upcoming.data.length === 0)
    return <p className="py-4 text-sm text-gray-500">앞으로 {PREVIEW_DAYS}일 동안 보낼 선물이 없습니다.</p>;
  return (
    <ul className="divide-y divide-gray-100" aria-label={`앞으로 ${PREVIEW_DAYS}일 동안 보낼 선물`}>
      {upcoming.data.map((g) => (
        <li
          key={`${g.contact_id}-${g.occasion_date}`}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3"
        >
          <span className="w-24 shrink-0 font-semibold tabular-nums text-gray-900">{formatDate(g.date)}</span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-gray-900">{g.name}</span>
            <span className="block text-[12.5px] text-gray-500">기념일 {formatDate(g.occasion_date)}</span>
          </span>
          <span className="text-sm text-gray-700">
            {g.goods ? (
              `[${g.goods.brand}] ${g.goods.name}`
            ) : (
              <span className="text-red-600">보낼 수 있는 상품이 없어 건너뜁니다</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the rule sent, skipped or is waiting to send, newest first, with the reason. */
export function HistoryPanel({ ruleId }: { ruleId: number }) {
  const [page, setPage] = useState(1);
  const history = useAutoGiftHistory(ruleId, page);
  if (history.isPending) return <LoadingState label="발송 기록을 불러오는 중..." />;
  if (history.isError)
    return (
      <ErrorState
        message={errorMessage(history.error, '발송 기록을 불러오지 못했습니다.')}
        onRetry={() => history.refetch()}
      />
    );
  if (history.data.count === 0)
    return <p className="py-4 text-sm text-gray-500">아직 보낸 선물이 없습니다.</p>;
  return (
    <div aria-busy={history.isFetching}>
      <ul className="divide-y divide-gray-100" aria-label="발송 기록">
        {history.data.results.map((s) => (
          <li key={s.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-3">
            <Badge tone={TONE[s.status]}>{s.status_display}</Badge>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-gray-900">
                {s.contact_name} · {s.occasion_label} {formatDate(s.occasion_date)}
              </span>
              {s.goods && <span className="block text-[13px] text-gray-600">{s.goods.name}</span>}
              {s.reason && <span className="block text-[13px] text-gray-600">{s.reason}</span>}
              <span className="block text-[12.5px] text-gray-500">{formatDateTime(s.updated_at)}</span>
            </span>
            {s.order_id && (
              <Link
                to={`/mypage/orders/${s.order_id}`}
                className="text-sm font-medium text-brand-700 underline"
              >
                주문 {s.order_id}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        count={history.data.count}
        pageSize={HISTORY_PAGE_SIZE}
        onChange={setPage}
        buttons={5}
      />
    </div>
  );
}
