import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import type { Column } from '../../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { inputClass } from '../../../../components/ui/Field.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

/**
 * What the request queues share (충전 요청, 잔액 환급): when and who asked — the company and its
 * person, linked to the member's page —, which staff member settled it, when, and the two answers
 * to a waiting request with the reason of a 반려.
 */
interface Requester {
  member: { id: number; username: string; fullname: string; company_name: string | null };
}

export const requesterName = (r: Requester) =>
  `${r.member.company_name || r.member.fullname}(${r.member.username})`;

export function RequesterCell({ r }: { r: Requester }) {
  return (
    <Link to={`/admin/members/${r.member.id}`} className="block hover:underline">
      <span className="font-semibold text-gray-900">{r.member.company_name || r.member.fullname}</span>
      <span className="block text-[12.5px] whitespace-nowrap text-gray-500">
        {r.member.username} · {r.member.fullname}
      </span>
    </Link>
  );
}

export function ProcessedCell({ by, at }: { by: string | null; at: string | null }) {
  if (!by) return <>-</>;
  return (
    <span className="text-[12.5px] text-gray-600">
      {by}
      {at && <span className="block">{formatDateTime(at)}</span>}
    </span>
  );
}

/** The queue's first two columns: when the request came (`createdHeader`) and who asked (`memberHeader`). */
export function requestColumns<R extends Requester & { created_at: string }>(
  createdHeader: string,
  memberHeader: string,
): Column<R>[] {
  return [
    {
      key: 'created',
      header: createdHeader,
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.created_at)}</span>,
    },
    {
      key: 'member',
      header: memberHeader,
      cell: (r) => <RequesterCell r={r} />,
    },
  ];
}

/**
 * The queue's last three columns: the request's state (`badge`, and under it the reason it was
 * turned down or failed, if any), which staff member settled it and when, and `actions`.
 */
export function settleColumns<R extends { processed_by: string | null }>({
  badge,
  reason,
  settledAt,
  actions,
}: {
  badge: (r: R) => ReactNode;
  reason: (r: R) => string | null;
  settledAt: (r: R) => string | null;
  actions: (r: R) => ReactNode;
}): Column<R>[] {
  return [
    {
      key: 'status',
      header: '상태',
      cell: (r) => (
        <span className="flex flex-col items-start gap-0.5">
          {badge(r)}
          {reason(r) && <span className="text-[12px] text-gray-500">{reason(r)}</span>}
        </span>
      ),
    },
    {
      key: 'processed',
      header: '처리',
      cell: (r) => <ProcessedCell by={r.processed_by} at={settledAt(r)} />,
    },
    { key: 'actions', header: <span className="sr-only">처리</span>, cell: actions },
  ];
}

/** A waiting request's two buttons: settle it (`settleLabel`) or 반려. */
export function DecideButtons({
  settleLabel,
  onSettle,
  onReject,
}: {
  settleLabel: string;
  onSettle: () => void;
  onReject: () => void;
}) {
  return (
    <span className="flex justify-end gap-1.5">
      <Button size="sm" variant="primary" onClick={onSettle}>
        {settleLabel}
      </Button>
      <Button size="sm" onClick={onReject}>
        반려
      </Button>
    </span>
  );
}

/**
 * 반려 of `request` (open while it is set), behind a confirmation with a reason box that starts
 * empty for each request; `reasonRequired` keeps 반려 off until a reason is typed.
 */
export function RejectDialog<R>({
  request,
  title,
  reasonLabel,
  placeholder,
  reasonRequired,
  onReject,
  onClose,
  children,
}: {
  request: R | null;
  title: string;
  reasonLabel: string;
  placeholder: string;
  reasonRequired?: boolean;
  /** Rejects it with the trimmed reason (and says so); a thrown ApiError stays in the dialog. */
  onReject: (request: R, reason: string) => Promise<void>;
  onClose: () => void;
  /** What is rejected, above the reason. */
  children: (request: R) => ReactNode;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonFor, setReasonFor] = useState(request);
  if (reasonFor !== request) {
    setReasonFor(request);
    setReason('');
  }
  return (
    <ConfirmDialog
      open={!!request}
      title={title}
      confirmLabel="반려"
      tone="danger"
      disabled={reasonRequired ? !reason.trim() : undefined}
      onClose={onClose}
      onConfirm={async () => {
        if (!request) return;
        await onReject(request, reason.trim());
      }}
    >
      {request && (
        <>
          {children(request)}
          <label htmlFor={reasonId} className="mt-3 mb-1 block text-[13px] font-semibold text-gray-700">
            {reasonLabel}
          </label>
          <textarea
            id={reasonId}
            rows={2}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={inputClass()}
            placeholder={placeholder}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
