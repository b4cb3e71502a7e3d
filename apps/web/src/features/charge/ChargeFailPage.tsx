import { RECHARGE_MESSAGES as M } from '@bizgift/domain/recharge';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/Button.tsx';
import { ResultIcon } from '../../components/ui/ResultIcon.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

/** The provider's code for a payer who closed or cancelled its payment window. */
const USER_CANCEL = 'USER_CANCEL';

/**
 * SPEC §2 Charge fail: the message from the query string, else the unknown-error text. The
 * provider's code is for staff and logs, never shown; a payer's own cancel reads as 결제 취소.
 */
export function ChargeFailPage() {
  useDocumentTitle('충전 실패');
  const [params] = useSearchParams();
  const message = params.get('message')?.trim();
  const code = params.get('code')?.trim();
  const orderId = params.get('orderId')?.trim();
  const cancelled = code === USER_CANCEL;
  const text = (message || M.unknownError).slice(0, 200);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-14 text-center md:py-20">
      <ResultIcon tone="failed" />
      <h1 className="mt-5 text-2xl font-bold text-gray-900">
        {cancelled ? '결제를 취소했습니다' : '결제에 실패했습니다'}
      </h1>
      <p
        role="alert"
        className={`mt-3 text-[15px] ${cancelled ? 'text-gray-700' : 'text-red-700'}`}
        data-testid="charge-fail-message"
      >
        {text}
      </p>
      {orderId && (
        <dl className="mt-6 w-full rounded-2xl border border-gray-200 bg-white text-left text-sm">
          <div className="flex justify-between gap-4 px-5 py-3">
            <dt className="shrink-0 text-gray-500">주문번호</dt>
            <dd className="break-all text-gray-900">{orderId}</dd>
          </div>
        </dl>
      )}
      <p className="mt-4 text-sm text-gray-500">결제가 완료되지 않아 충전금은 변동되지 않았습니다.</p>
      <div className="mt-8 grid w-full grid-cols-2 gap-3">
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          홈으로
        </Link>
        <Link to="/mypage/point-charge" className={buttonClass('primary', 'lg')}>
          다시 시도
        </Link>
      </div>
    </div>
  );
}
