import type { ReactNode } from 'react';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { deliverySendTime } from './format.ts';

/**
 * One page of a member's list (orders, sent vouchers, vouchers about to expire): 총 N건 above the
 * rows, the page numbers below; busy while another page loads.
 */
export function ResultPages({
  count,
  busy,
  page,
  pageSize,
  onPage,
  showCount = true,
  children,
}: {
  count: number;
  busy: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** false where the page shows the count itself (above its own filters). */
  showCount?: boolean;
  children: ReactNode;
}) {
  return (
    <div aria-busy={busy}>
      {showCount && <ResultCount count={count} className="mb-2" />}
      {children}
      <Pagination page={page} count={count} pageSize={pageSize} onChange={onPage} buttons={5} />
    </div>
  );
}

export function ResultCount({ count, className }: { count: number; className?: string }) {
  return (
    <p className={`${className ?? ''} text-sm text-gray-600`.trim()}>
      총 <strong className="text-gray-900">{count.toLocaleString('ko-KR')}</strong>건
    </p>
  );
}

/** A delivery's 발송일시 (`deliverySendTime`): a reserved send not sent yet reads '예약' before its time. */
export function SendTime({ delivery }: { delivery: Parameters<typeof deliverySendTime>[0] }) {
  const { at, reserved } = deliverySendTime(delivery);
  return (
    <span className="tabular-nums" data-testid="send-time">
      {reserved && (
        <>
          <span className="rounded bg-blue-50 px-1 py-px text-xs font-semibold text-blue-700">예약</span>{' '}
        </>
      )}
      <span className="whitespace-nowrap">{formatDateTime(at)}</span>
    </span>
  );
}
