import { useState } from 'react';
import { ACTIVITY_PAGE_SIZE, type Activity, useActivity } from '../../api/company.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { activityLabel } from './labels.ts';

/** 활동 기록: who did what in the company, newest first, 20 to a page. */
export function ActivityPanel() {
  const [page, setPage] = useState(1);
  const query = useActivity(page);
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className="mb-3 text-lg font-bold text-gray-900">
        활동 기록
      </h2>
      <QueryResult
        query={query}
        loading="활동 기록을 불러오는 중입니다."
        failed="활동 기록을 불러오지 못했습니다."
        isEmpty={(data) => data.count === 0}
        empty={<EmptyState message="아직 활동 기록이 없습니다." />}
      >
        {(data) => (
          <div aria-busy={query.isFetching}>
            <ol className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
              {data.results.map((a) => (
                <ActivityRow key={a.id} activity={a} />
              ))}
            </ol>
            <Pagination
              page={page}
              count={data.count}
              pageSize={ACTIVITY_PAGE_SIZE}
              onChange={setPage}
              buttons={5}
            />
          </div>
        )}
      </QueryResult>
    </section>
  );
}

function ActivityRow({ activity: a }: { activity: Activity }) {
  const actor = a.actor ? a.actor.fullname || a.actor.username : '시스템';
  return (
    <li className="flex flex-col gap-1 px-4 py-3.5 sm:flex-row sm:items-baseline sm:gap-4">
      <time dateTime={a.created_at} className="shrink-0 text-[13px] text-gray-500 tabular-nums sm:w-36">
        {formatDateTime(a.created_at)}
      </time>
      <p className="min-w-0 flex-1 text-sm text-gray-800">
        <strong className="font-semibold text-gray-900">{actor}</strong>
        {a.actor && <span className="text-gray-500"> ({a.actor.username})</span>} ·{' '}
        <span className="font-medium">{activityLabel(a.action)}</span>
        {a.target && <span className="break-all"> · {a.target}</span>}
        {a.detail && <span className="block break-all text-[13px] text-gray-500">{a.detail}</span>}
      </p>
    </li>
  );
}
