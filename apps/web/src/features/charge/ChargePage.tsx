import { RECHARGE_METHOD } from '@bizgift/domain/codes';
import { formatNumber, formatWon } from '@bizgift/domain/money';
import {
  checkRechargeAmount,
  DEPOSITOR_KIND_DISPLAY,
  type DepositorKind,
  RECHARGE_MESSAGES as M,
} from '@bizgift/domain/recharge';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/http.ts';
import { type CreatedRecharge, useChargeOptions, useCreateRecharge } from '../../api/recharges.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { amountDigits } from '../../lib/format.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { useBalance, useSession } from '../../lib/useSession.ts';
import { loadPaymentSdk } from './paymentSdk.ts';
import { RechargeRequestList } from './RechargeRequestList.tsx';

const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000];

/**
 * What a member can pay with. 신용카드 and 가상계좌 (SPEC's codes 2 and 3) are not offered yet: two
 * greyed 준비 중 tiles made the screen look unfinished, and cards are paid through 통합결제.
 */
const METHODS = [
  { value: RECHARGE_METHOD.INTEGRATED, label: '통합결제', hint: '신용카드 · 간편결제' },
  { value: RECHARGE_METHOD.BANK_TRANSFER, label: '무통장입금', hint: '입금 확인 후 충전' },
] as const;

/** SPEC §2 Charge page (/charge and /mypage/point-charge). */
export function ChargePage() {
  const { can } = useCompany();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <PageHeader
        title="충전금 충전"
        description="충전한 금액으로 모바일 상품권을 구매하고 발송할 수 있습니다."
        actions={
          <Link to="/mypage/charge-history" className="text-sm font-medium text-brand-700 hover:underline">
            충전금 이용내역 보기 ›
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        {can('recharge') ? (
          <ChargeForm />
        ) : (
          <Notice tone="info" className="self-start">
            {roleReason('recharge')} 충전이 필요하면 회사의 대표 관리자나 관리자에게 요청해주세요.
          </Notice>
        )}
        <BalanceCard />
      </div>
      <RechargeRequestList />
    </div>
  );
}

function BalanceCard() {
  const balance = useBalance();
  return (
    <aside className="order-first rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white lg:order-none lg:self-start">
      <p className="text-sm text-brand-100">보유 충전금</p>
      <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="charge-balance">
        {balance.data ? formatWon(balance.data.recharge) : balance.isError ? '-' : '…'}
      </p>
      <dl className="mt-4 flex justify-between border-t border-white/20 pt-4 text-sm">
        <dt className="text-brand-100">적립금</dt>
        <dd className="font-semibold tabular-nums">{balance.data ? formatWon(balance.data.reward) : '-'}</dd>
      </dl>
    </aside>
  );
}

function ChargeForm() {
  const { user } = useSession();
  const options = useChargeOptions();
  const create = useCreateRecharge();
  // /charge?amount=4500: the shortfall the send screen asked to charge.
  const [params] = useSearchParams();
  const [amount, setAmount] = useState(() =>
    /^\d{1,9}$/.test(params.get('amount') ?? '') ? params.get('amount')! : '',
  );
  const [method, setMethod] = useState<number>(RECHARGE_METHOD.INTEGRATED);
  const [depositorKind, setDepositorKind] = useState<DepositorKind>('manager');
  const [amountError, setAmountError] = useState('');
  const [formError, setFormError] = useState('');
  const [bankDone, setBankDone] = useState<CreatedRecharge | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  const integratedAvailable = options.data?.integrated.available ?? true;
  const sdkUrl = options.data?.integrated.sdk_url ?? null;
  // Without a provider only bank transfer can be chosen.
  useEffect(() => {
    if (options.data && !options.data.integrated.available) setMethod(RECHARGE_METHOD.BANK_TRANSFER);
  }, [options.data]);
  // Load the provider SDK early; a failure shows when the member pays.
  useEffect(() => {
    if (method === RECHARGE_METHOD.INTEGRATED && sdkUrl) loadPaymentSdk(sdkUrl).catch(() => undefined);
  }, [method, sdkUrl]);

  const onAmount = (value: string) => {
    setAmount(amountDigits(value));
    setAmountError('');
    setFormError('');
  };
  const addAmount = (plus: number) => onAmount(String((Number(amount) || 0) + plus));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError('');
    setBankDone(null);
    const check = checkRechargeAmount(amount, options.data?.max_amount);
    if (!check.ok) {
      setAmountError(check.message);
      amountRef.current?.focus();
      return;
    }
    if (method === RECHARGE_METHOD.INTEGRATED) {
      if (!sdkUrl) {
        setFormError(M.integratedUnavailable);
        return;
      }
      let DanalPayments: Awaited<ReturnType<typeof loadPaymentSdk>>;
      try {
        DanalPayments = await loadPaymentSdk(sdkUrl);
      } catch {
        setFormError(M.sdkLoadFailed);
        return;
      }
      try {
        const created = await create.mutateAsync({ amount: String(check.amount), recharge_method: method });
        if (!created.payment) throw new Error('no payment request');
        setRedirecting(true);
        await DanalPayments(created.payment.client_key).requestPayment(created.payment.request);
      } catch (error) {
        setRedirecting(false);
        if (error instanceof ApiError && error.fieldError('amount')) {
          setAmountError(error.fieldError('amount')!);
          amountRef.current?.focus();
        } else {
          setFormError(errorMessage(error, M.paymentRequestFailed));
        }
      }
      return;
    }
    try {
      const created = await create.mutateAsync({
        amount: String(check.amount),
        recharge_method: method,
        depositor: depositorKind,
      });
      setBankDone(created);
      setAmount('');
    } catch (error) {
      if (error instanceof ApiError && error.fieldError('amount')) {
        setAmountError(error.fieldError('amount')!);
        amountRef.current?.focus();
      } else {
        setFormError(errorMessage(error, M.rechargeRequestFailed));
      }
    }
  };

  const busy = create.isPending || redirecting;
  const deposit = options.data?.deposit;
  const depositorOptions = deposit?.depositor_options ?? [];
  const depositor =
    depositorOptions.find((o) => o.kind === depositorKind)?.name ||
    deposit?.depositor_name ||
    user?.fullname ||
    '';

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl border border-gray-200 bg-white p-5 md:p-7">
      <div>
        <label htmlFor={`${ids}-amount`} className="mb-2 block text-[15px] font-semibold text-gray-900">
          충전 금액
        </label>
        <div className="relative">
          <input
            ref={amountRef}
            id={`${ids}-amount`}
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder="금액 입력"
            value={amount ? formatNumber(amount) : ''}
            onChange={(e) => onAmount(e.target.value)}
            aria-invalid={!!amountError}
            aria-describedby={`${ids}-amount-msg`}
            className={`${inputClass('lg')} h-12 pr-10 text-right text-lg font-semibold tabular-nums ${amountError ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : ''}`}
          />
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-gray-500">
            원
          </span>
        </div>
        <p
          id={`${ids}-amount-msg`}
          className={`mt-2 min-h-5 text-sm ${amountError ? 'text-red-600' : 'text-gray-500'}`}
        >
          {amountError || '최소 1,000원부터 충전할 수 있습니다.'}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          {QUICK_AMOUNTS.map((v) => (
            <button
              key={v}
              type="button"
              onClick={() => addAmount(v)}
              className="rounded-full border border-gray-300 px-3 py-1.5 text-sm text-gray-700 hover:border-brand-400 hover:text-brand-700"
            >
              +{v >= 10_000 ? `${v / 10_000}만원` : `${formatNumber(v)}원`}
            </button>
          ))}
          <button
            type="button"
            onClick={() => onAmount('')}
            className="rounded-full px-3 py-1.5 text-sm text-gray-500 hover:bg-gray-100"
          >
            초기화
          </button>
        </div>
      </div>

      <fieldset className="mt-7">
        <legend className="mb-3 text-[15px] font-semibold text-gray-900">결제 수단</legend>
        <div className="grid grid-cols-2 gap-2">
          {METHODS.map((m) => {
            const disabled = m.value === RECHARGE_METHOD.INTEGRATED && !integratedAvailable;
            const checked = method === m.value;
            return (
              <label
                key={m.value}
                className={`flex cursor-pointer flex-col rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${
                  disabled
                    ? 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-500'
                    : checked
                      ? 'border-brand-600 bg-brand-50 text-brand-800 ring-1 ring-brand-600'
                      : 'border-gray-300 text-gray-800 hover:border-gray-400'
                }`}
              >
                <input
                  type="radio"
                  name="recharge_method"
                  value={m.value}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => {
                    setMethod(m.value);
                    setFormError('');
                  }}
                  className="sr-only"
                />
                <span className="text-[15px] font-semibold">{m.label}</span>
                <span className="mt-0.5 text-xs">{disabled ? '사용 불가' : m.hint}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {method === RECHARGE_METHOD.BANK_TRANSFER && (
        <section aria-label="입금 계좌 안내" className="mt-5 rounded-xl bg-gray-50 p-4 md:p-5">
          <h2 className="text-sm font-semibold text-gray-900">입금 계좌 안내</h2>
          {options.isPending ? (
            <p className="mt-2 text-sm text-gray-500">계좌 정보를 불러오는 중...</p>
          ) : options.isError ? (
            <p className="mt-2 text-sm text-red-600">
              계좌 정보를 불러오지 못했습니다. 새로고침 후 다시 시도해주세요.
            </p>
          ) : (
            <ul className="mt-3 space-y-2">
              {deposit?.accounts.map((a) => (
                <li
                  key={a.account_number}
                  className="flex items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3"
                >
                  <span className="min-w-0">
                    <span className="block text-sm break-keep text-gray-600">
                      {a.bank} · 예금주 <span className="whitespace-nowrap">{a.holder}</span>
                    </span>
                    <span className="block font-semibold tracking-wide whitespace-nowrap text-gray-900 tabular-nums">
                      {a.account_number}
                    </span>
                  </span>
                  <CopyButton text={a.account_number} what={`${a.bank} 계좌번호`} />
                </li>
              ))}
            </ul>
          )}
          {depositorOptions.length > 1 && (
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-gray-900">입금자명</legend>
              <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {depositorOptions.map((o) => (
                  <label
                    key={o.kind}
                    className={`flex cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${
                      depositorKind === o.kind
                        ? 'border-brand-600 text-brand-800'
                        : 'border-gray-300 text-gray-800'
                    }`}
                  >
                    <input
                      type="radio"
                      name="depositor"
                      value={o.kind}
                      checked={depositorKind === o.kind}
                      onChange={() => setDepositorKind(o.kind)}
                      className="size-4 accent-brand-600"
                    />
                    <span className="min-w-0 break-keep">
                      <strong className="font-semibold">{o.name}</strong>{' '}
                      <span className="text-gray-500">({DEPOSITOR_KIND_DISPLAY[o.kind]})</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <p className="mt-3 text-sm font-medium break-keep text-amber-800">
            {M.depositorNotice}
            {depositor && (
              <>
                {' '}
                (입금자명: <strong>{depositor}</strong>)
              </>
            )}
          </p>
          <p className="mt-1 text-xs text-gray-500">입금이 확인되면 관리자 승인 후 충전금이 적립됩니다.</p>
        </section>
      )}

      {formError && (
        <div className="mt-5">
          <Notice tone="error">{formError}</Notice>
        </div>
      )}
      {bankDone && (
        <div
          role="status"
          className="mt-5 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"
        >
          <p className="font-semibold">{M.bankRequested}</p>
          <p className="mt-1">
            요청 금액 {formatWon(bankDone.recharge.amount)} · 입금자명{' '}
            {bankDone.deposit?.depositor_name ?? depositor}
          </p>
        </div>
      )}

      {/* The amount above the button on a phone, as read before paying (it sat under it). */}
      <div className="mt-6 flex flex-col items-stretch gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-600">
          결제 금액 <strong className="text-lg text-gray-900 tabular-nums">{formatWon(amount || 0)}</strong>
        </p>
        {/* Until the charge options arrive it is not known whether integrated payment is offered: a click
            then said 통합결제를 사용할 수 없습니다 on a slow connection (seen in a CI journey). */}
        <button
          type="submit"
          disabled={busy || options.isPending}
          className={`${buttonClass('primary', 'lg')} sm:min-w-40`}
        >
          {busy ? '처리 중...' : method === RECHARGE_METHOD.BANK_TRANSFER ? '충전 요청하기' : '결제하기'}
        </button>
      </div>
    </form>
  );
}
