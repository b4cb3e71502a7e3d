import { RECHARGE_STATUS } from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useRechargeByOrder, useRefreshBalance } from '../../api/recharges.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { ResultIcon } from '../../components/ui/ResultIcon.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

/**
 * SPEC §2 Charge success: amount and order number from the query string. It only displays: the
 * money was credited (or not) by the provider's verified notification; the status shown comes
 * from the server and is polled briefly while the notification is still on its way.
 */
export function ChargeSuccessPage() {
  useDocumentTitle('충전 결과');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const amount = params.get('amount') ?? '';
  const recharge = useRechargeByOrder(orderId, true);
  const refresh = useRefreshBalance();
  const status = recharge.data?.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh once the status is known
  useEffect(() => {
    if (status === RECHARGE_STATUS.APPROVED) void refresh();
  }, [status]);

  const title =
    status === RECHARGE_STATUS.APPROVED
      ? '충전이 완료되었습니다'
      : status === RECHARGE_STATUS.REJECTED || status === RECHARGE_STATUS.FAILED
        ? '결제가 완료되지 않았습니다'
        : recharge.isError
          ? '결제 결과를 확인할 수 없습니다'
          : '결제를 확인하고 있습니다';
  const ok = status === RECHARGE_STATUS.APPROVED;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-14 text-center md:py-20">
      <ResultIcon tone={ok ? 'done' : 'waiting'} />
      <h1 className="mt-5 text-2xl font-bold text-gray-900" data-testid="charge-success-title">
        {title}
      </h1>
      {!ok &&
        !recharge.isError &&
        status !== RECHARGE_STATUS.REJECTED &&
        status !== RECHARGE_STATUS.FAILED && (
          <p className="mt-2 text-sm text-gray-500">
            결제사의 승인 알림을 기다리는 중입니다. 잠시만 기다려주세요.
          </p>
        )}
      {recharge.isError && (
        <p className="mt-2 text-sm text-gray-500">충전금 이용내역에서 결과를 확인해주세요.</p>
      )}
      <dl className="mt-8 w-full divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white text-left">
        <div className="flex items-center justify-between px-5 py-4">
          <dt className="text-sm text-gray-500">충전 금액</dt>
          <dd className="text-lg font-bold text-gray-900 tabular-nums" data-testid="charge-success-amount">
            {formatWon(amount)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-5 py-4">
          <dt className="shrink-0 text-sm text-gray-500">주문번호</dt>
          <dd className="text-sm font-medium break-all text-gray-900">{orderId || '-'}</dd>
        </div>
        {recharge.data && (
          <div className="flex items-center justify-between px-5 py-4">
            <dt className="text-sm text-gray-500">상태</dt>
            <dd className="text-sm font-semibold text-gray-900">{recharge.data.status_display}</dd>
          </div>
        )}
      </dl>
      <div className="mt-8 grid w-full grid-cols-2 gap-3">
        <Link to="/mypage/charge-history" className={buttonClass('secondary', 'lg')}>
          충전 내역 보기
        </Link>
        <Link to="/mypage/point-charge" className={buttonClass('primary', 'lg')}>
          계속 충전하기
        </Link>
      </div>
    </div>
  );
}
