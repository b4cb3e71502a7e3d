import { formatNumber, formatWon, parseWon } from '@bizgift/domain/money';
import { BALANCE_REFUND_STATUS, REFUND_MESSAGES as M } from '@bizgift/domain/refunds';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/http.ts';
import {
  type BalanceRefund,
  useBalanceRefunds,
  useRefundAccount,
  useRequestBalanceRefund,
} from '../../api/refunds.ts';
import { BalanceRefundStatusBadge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { amountDigits, formatDateTime } from '../../lib/format.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { useBalance } from '../../lib/useSession.ts';
import { RefundReceiptButton } from './ChargeDocuments.tsx';
import { RefundAccountCard } from './RefundAccountCard.tsx';

/**
 * 잔액 환급 신청 (/mypage/balance-refund): the company's owner gets unused recharge
 * money back to the business's own account. Asking takes the amount off the balance at once; staff
 * transfer it (환급 완료) or reject it (the amount comes back).
 */
export function BalanceRefundPage() {
  const { can } = useCompany();
  const allowed = can('refund');
  const account = useRefundAccount(allowed);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <PageHeader
        title="잔액 환급 신청"
        description="사용하지 않은 충전금을 회사 명의 계좌로 돌려받을 수 있습니다."
        crumb={{ to: '/mypage/charge-history', label: '충전금 이용내역' }}
      />
      {!allowed ? (
        <Notice tone="info">
          {roleReason('refund')} 환급이 필요하면 회사의 대표 관리자에게 요청해주세요.
        </Notice>
      ) : (
        <div className="space-y-6">
          <QueryResult query={account} loading="환급 계좌를 불러오는 중...">
            {(state) => (
              <>
                <RefundAccountCard state={state} />
                <RequestForm hasAccount={state.account !== null} />
              </>
            )}
          </QueryResult>
          <RefundHistory />
        </div>
      )}
    </div>
  );
}

function RequestForm({ hasAccount }: { hasAccount: boolean }) {
  const balance = useBalance();
  const list = useBalanceRefunds(1, true);
  const create = useRequestBalanceRefund();
  const ids = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<BalanceRefund | null>(null);

  const available = balance.data ? parseWon(balance.data.recharge) : 0;
  const waiting = list.data?.results.find((r) => r.status === BALANCE_REFUND_STATUS.REQUESTED);
  const blocked = !hasAccount || !!waiting;

  const onAmount = (value: string) => {
    setAmount(amountDigits(value));
    setError('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const value = Number(amount);
    const problem = !value ? M.amountInvalid : value > available ? M.amountTooLarge : '';
    if (problem) {
      setError(problem);
      amountRef.current?.focus();
      return;
    }
    setConfirming(true);
  };

  return (
    <section
      aria-labelledby="refund-request-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 md:p-6"
    >
      <h2 id="refund-request-title" className="text-[16px] font-bold text-gray-900">
        환급 신청
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-keep text-gray-600">
        <li>충전금 잔액 안에서 원하는 금액을 신청할 수 있습니다. 적립금은 환급되지 않습니다.</li>
        <li>신청한 금액은 충전금에서 바로 차감되어 보류되며, 영업일 기준 3일 안에 환급 계좌로 입금됩니다.</li>
        <li>신청이 반려되면 보류된 금액은 충전금으로 돌아갑니다.</li>
      </ul>
      {!hasAccount && (
        <Notice tone="warning" className="mt-4">
          {M.accountMissing}
        </Notice>
      )}
      {waiting && (
        <Notice tone="warning" className="mt-4">
          {formatWon(waiting.amount)} 환급 신청이 처리 중입니다. 처리된 뒤 다시 신청할 수 있습니다.
        </Notice>
      )}
      <form onSubmit={submit} noValidate className="mt-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <label htmlFor={`${ids}-amount`} className="text-[15px] font-semibold text-gray-900">
            환급 신청 금액
          </label>
          <p className="text-sm text-gray-600">
            환급 가능 금액{' '}
            <strong className="text-gray-900 tabular-nums" data-testid="refundable">
              {balance.data ? formatWon(available) : '…'}
            </strong>
          </p>
        </div>
        <div className="mt-2 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <input
              ref={amountRef}
              id={`${ids}-amount`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="금액 입력"
              disabled={blocked}
              value={amount ? formatNumber(amount) : ''}
              onChange={(e) => onAmount(e.target.value)}
              aria-invalid={!!error || undefined}
              aria-describedby={`${ids}-amount-msg`}
              className={`${inputClass('lg')} h-12 pr-10 text-right text-lg font-semibold tabular-nums`}
            />
            <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-gray-500">
              원
            </span>
          </div>
          <Button
            size="lg"
            className="h-12"
            disabled={blocked || !available}
            onClick={() => onAmount(String(available))}
          >
            전액
          </Button>
        </div>
        <p
          id={`${ids}-amount-msg`}
          className={`mt-2 min-h-5 text-sm ${error ? 'text-red-600' : 'text-gray-500'}`}
        >
          {error || '1원 단위로 신청할 수 있습니다.'}
        </p>
        {done && (
          <Notice tone="success" className="mt-3">
            {M.requested}
          </Notice>
        )}
        <div className="mt-4 flex justify-end border-t border-gray-100 pt-4">
          <Button
            type="submit"
            variant="primary"
            size="lg"
            disabled={blocked}
            className="w-full sm:w-auto sm:min-w-40"
          >
            환급 신청
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="잔액 환급 신청"
        confirmLabel="환급 신청"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            setDone(await create.mutateAsync(Number(amount)));
            setAmount('');
          } catch (err) {
            if (err instanceof ApiError && err.fieldError('amount')) setError(err.fieldError('amount')!);
            throw err;
          }
        }}
      >
        <p className="break-keep">
          충전금 <strong className="text-gray-900 tabular-nums">{formatWon(Number(amount) || 0)}</strong>의
          환급을 신청합니다. 신청하면 이 금액은 충전금에서 바로 차감되어 보류되고, 처리되면 등록한 환급 계좌로
          입금됩니다.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function RefundHistory() {
  const [page, setPage] = useState(1);
  const list = useBalanceRefunds(page, true);
  return (
    <section aria-labelledby="refund-history-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="refund-history-title" className="text-[16px] font-bold text-gray-900">
          환급 신청 내역
        </h2>
        <Link to="/mypage/charge-history" className="text-sm font-medium text-brand-700 hover:underline">
          충전금 이용내역 보기 ›
        </Link>
      </div>
      <QueryResult
        query={list}
        loading="환급 신청 내역을 불러오는 중..."
        isEmpty={(d) => d.results.length === 0}
        empty={<EmptyState icon="wallet" message="환급 신청 내역이 없습니다." />}
      >
        {(data) => (
          <>
            <ul className="space-y-2">
              {data.results.map((r) => (
                <li
                  key={r.id}
                  data-testid="refund-row"
                  className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex items-center gap-2">
                      <BalanceRefundStatusBadge status={r.status} label={r.status_display} />
                      <strong className="text-gray-900 tabular-nums">{formatWon(r.amount)}</strong>
                    </p>
                    <p className="mt-1 text-sm break-keep text-gray-600">
                      {r.bank} <span className="whitespace-nowrap tabular-nums">{r.account_number}</span> ·{' '}
                      {r.holder}
                    </p>
                    {r.reject_reason && (
                      <p className="mt-1 text-sm break-keep text-gray-700">
                        반려 사유: {r.reject_reason} (신청 금액은 충전금으로 돌아갔습니다)
                      </p>
                    )}
                  </div>
                  <div className="flex shrink-0 flex-col gap-2 sm:items-end">
                    <p className="text-[13px] text-gray-500 tabular-nums sm:text-right">
                      신청 {formatDateTime(r.created_at)}
                      {r.processed_at && (
                        <span className="block">
                          {r.status === BALANCE_REFUND_STATUS.PAID ? '입금' : '처리'}{' '}
                          {formatDateTime(r.processed_at)}
                        </span>
                      )}
                    </p>
                    {r.status === BALANCE_REFUND_STATUS.PAID && <RefundReceiptButton refundId={r.id} />}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={page} count={data.count} pageSize={10} onChange={setPage} />
          </>
        )}
      </QueryResult>
    </section>
  );
}
