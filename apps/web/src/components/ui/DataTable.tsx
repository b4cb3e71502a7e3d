import type { ReactNode } from 'react';
import { errorMessage } from '../../api/http.ts';
import { type EmptyIcon, EmptyState, ErrorState } from './EmptyState.tsx';
import { Spinner } from './LoadingState.tsx';
import { Pagination } from './Pagination.tsx';
import { scrollableRegion, useScrollEdges } from './useScrollEdges.ts';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Right-align (money, counts). */
  numeric?: boolean;
}

/**
 * A server-paginated table with loading, empty and error states. On narrow screens it scrolls
 * sideways inside its card (with a shade on the hidden side) rather than squeezing every column.
 */
export function DataTable<T>({
  query,
  columns,
  rowKey,
  empty,
  emptyIcon,
  page,
  pageSize,
  onPage,
  caption,
  minWidth = 720,
}: {
  query: {
    data?: { count: number; results: T[] } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isFetching?: boolean;
  };
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  emptyIcon?: EmptyIcon;
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  caption: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center rounded-xl border border-gray-200 bg-white py-16">
        <Spinner label="목록을 불러오는 중입니다." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, '목록을 불러오지 못했습니다.')}
        onRetry={() => query.refetch()}
      />
    );
  }
  const rows = query.data?.results ?? [];
  const count = query.data?.count ?? 0;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-[13px] text-gray-500">
        <span>
          총{' '}
          <strong className="font-semibold text-gray-800 tabular-nums">
            {count.toLocaleString('ko-KR')}
          </strong>
          건
        </span>
        {query.isFetching && <Spinner size="sm" label="새로 고치는 중" />}
      </div>
      {rows.length === 0 ? (
        <EmptyState message={empty} icon={emptyIcon} />
      ) : (
        <ScrollBox label={caption}>
          <table className="w-full border-collapse text-sm" style={{ minWidth }}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-gray-200 bg-gray-50 text-left text-[12.5px] font-semibold text-gray-600">
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`whitespace-nowrap px-4 py-2.5 ${c.numeric ? 'text-right' : ''} ${c.className ?? ''}`}
                  >
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-gray-100 last:border-0 hover:bg-gray-50/60">
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={`px-4 py-3 align-middle text-gray-800 ${c.numeric ? 'text-right tabular-nums' : ''} ${c.className ?? ''}`}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {page && pageSize && onPage && (
        <Pagination page={page} count={count} pageSize={pageSize} onChange={onPage} />
      )}
    </div>
  );
}

/**
 * The table's card. It scrolls sideways when the table is wider, and a shade with an arrow on the
 * hidden side says so (a cut-off column otherwise looks like the whole table). While it scrolls it is a
 * named region in the tab order, so a keyboard can scroll it too.
 */
function ScrollBox({ children, label }: { children: ReactNode; label: string }) {
  const { ref, left, right } = useScrollEdges<HTMLDivElement>();
  const shade = 'pointer-events-none absolute inset-y-px w-10 transition-opacity';
  return (
    <div className="relative">
      {/* `relative`: the table's screen-reader-only labels are positioned absolutely; without a
          positioned scroll box they escape it and widen the whole page on a phone. */}
      <div
        ref={ref}
        {...scrollableRegion(left || right, label)}
        className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        className={`${shade} left-px rounded-l-xl bg-gradient-to-r from-gray-900/10 to-transparent ${left ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        aria-hidden="true"
        data-scroll-hint={right ? 'right' : undefined}
        className={`${shade} right-px flex items-center justify-end rounded-r-xl bg-gradient-to-l from-gray-900/10 to-transparent pr-1 text-gray-500 ${right ? 'opacity-100' : 'opacity-0'}`}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M7.2 4.7a.75.75 0 0 1 1.06 0l4.77 4.77a.75.75 0 0 1 0 1.06l-4.77 4.77a.75.75 0 1 1-1.06-1.06L11.44 10 7.2 5.76a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </div>
    </div>
  );
}
