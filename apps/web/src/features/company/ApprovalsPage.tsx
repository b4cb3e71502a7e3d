import { formatWon } from '@bizgift/domain/money';
import type { OrderDto as Order } from '@bizgift/domain/orders';
import { useId, useState } from 'react';
import { APPROVALS_PAGE_SIZE, useApprovals, useApproveOrder, useRejectOrder } from '../../api/company.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Field, inputClass } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { useSession } from '../../lib/useSession.ts';

const REASON_MAX = 200;

const goods = (o: Order) => {
  const [first, ...rest] = o.order_items;
  if (!first) return '-';
  return rest.length ? `${first.goods.name} 외 ${rest.length}건` : first.goods.name;
};
const count = (o: Order) => o.order_items.reduce((n, i) => n + i.total_count, 0);
const placer = (o: Order) => (o.placed_by ? o.placed_by.fullname || o.placed_by.username : '-');

type Decision = { kind: 'approve' | 'reject'; order: Order } | null;

/**
 * 승인 대기: a 발송 담당's orders above the approval policy, their amount already held.
 * 승인 sends the vouchers; 반려 (with a reason) refunds the order whole. Nobody decides their own order.
 */
export function ApprovalsPage() {
  const id = useId();
  const { can, query: company } = useCompany();
  const { user } = useSession();
  const allowed = can('approve');
  const [page, setPage] = useState(1);
  const query = useApprovals(page, allowed && company.isSuccess);
  const approve = useApproveOrder();
  const reject = useRejectOrder();
  const [decision, setDecision] = useState<Decision>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const open = (kind: 'approve' | 'reject', order: Order) => {
    setReason('');
    setDone(null);
    setDecision({ kind, order });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHeader
        crumb={{ to: '/mypage', label: '마이페이지' }}
        title="승인 대기"
        description="승인 기준을 넘은 발송 담당자의 주문입니다. 결제 금액은 충전금에서 미리 잡아 두었습니다."
      />
      {done && (
        <Notice tone="success" onClose={() => setDone(null)} className="mb-5">
          {done}
        </Notice>
      )}
      {!allowed ? (
        <Notice tone="info">{roleReason('approve')}</Notice>
      ) : (
        <QueryResult
          query={query}
          loading="승인 대기 주문을 불러오는 중입니다."
          failed="승인 대기 주문을 불러오지 못했습니다."
          isEmpty={(data) => data.count === 0}
          empty={<EmptyState message="승인을 기다리는 주문이 없습니다." icon="order" />}
        >
          {(data) => (
            <div aria-busy={query.isFetching}>
              <p className="mb-2 text-sm text-gray-600">
                총 <strong className="text-gray-900">{data.count.toLocaleString('ko-KR')}</strong>건
              </p>
              <ul className="flex flex-col gap-3">
                {data.results.map((o) => {
                  const mine = o.placed_by?.username === user?.username;
                  return (
                    <li
                      key={o.id}
                      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 md:flex-row md:items-center md:gap-6 md:p-5"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="text-[13px] text-gray-500 tabular-nums">
                          No.{o.id} · {formatDateTime(o.created_at)} · 주문자{' '}
                          <strong className="font-semibold text-gray-800">{placer(o)}</strong>
                        </p>
                        <p className="mt-1 truncate font-semibold text-gray-900">
                          {o.name || o.title || '(발송명 없음)'}
                        </p>
                        <p className="mt-0.5 truncate text-sm text-gray-600">
                          {goods(o)} · {count(o).toLocaleString('ko-KR')}매
                        </p>
                      </div>
                      <strong className="text-lg text-gray-900 tabular-nums md:w-36 md:text-right">
                        {formatWon(o.total_order_amount)}
                      </strong>
                      <div className="flex flex-col gap-1 md:w-52">
                        <div className="flex gap-2">
                          <Button
                            variant="primary"
                            className="flex-1"
                            disabled={mine}
                            onClick={() => open('approve', o)}
                            aria-label={`주문 ${o.id} 승인`}
                          >
                            승인
                          </Button>
                          <Button
                            className="flex-1"
                            disabled={mine}
                            onClick={() => open('reject', o)}
                            aria-label={`주문 ${o.id} 반려`}
                          >
                            반려
                          </Button>
                        </div>
                        {mine && (
                          <p className="text-[13px] text-gray-500">본인 주문은 다른 관리자가 결정합니다.</p>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Pagination
                page={page}
                count={data.count}
                pageSize={APPROVALS_PAGE_SIZE}
                onChange={setPage}
                buttons={5}
              />
            </div>
          )}
        </QueryResult>
      )}

      <ConfirmDialog
        open={decision !== null}
        title={decision?.kind === 'approve' ? '주문 승인' : '주문 반려'}
        confirmLabel={decision?.kind === 'approve' ? '승인' : '반려'}
        tone={decision?.kind === 'approve' ? 'primary' : 'danger'}
        disabled={decision?.kind === 'reject' && !reason.trim()}
        onClose={() => setDecision(null)}
        onConfirm={async () => {
          if (!decision) return;
          const { order } = decision;
          if (decision.kind === 'approve') {
            await approve.mutateAsync(order.id);
            setDone(`주문 ${order.id}을 승인했습니다. 상품권 발송을 시작합니다.`);
            return;
          }
          await reject.mutateAsync({ id: order.id, reason: reason.trim() });
          setDone(
            `주문 ${order.id}을 반려했습니다. 결제 금액 ${formatWon(order.total_order_amount)}은 충전금으로 환불됩니다.`,
          );
        }}
      >
        {decision && (
          <>
            <p>
              {placer(decision.order)}님의 주문{' '}
              <strong className="text-gray-900">{decision.order.name || goods(decision.order)}</strong> (
              {formatWon(decision.order.total_order_amount)})을{' '}
              {decision.kind === 'approve'
                ? '승인할까요? 승인하면 바로 상품권이 발송되며 되돌릴 수 없습니다.'
                : '반려할까요? 결제 금액은 충전금으로 환불되고 주문자에게 사유가 전달됩니다.'}
            </p>
            {decision.kind === 'reject' && (
              <Field
                label="반려 사유"
                htmlFor={`${id}-reason`}
                required
                hint="사유를 입력해야 반려할 수 있습니다. 주문자에게 이메일로 전달됩니다."
                className="mt-4"
              >
                <textarea
                  id={`${id}-reason`}
                  rows={3}
                  maxLength={REASON_MAX}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  className={inputClass()}
                />
              </Field>
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
