import { formatNumber } from '@bizgift/domain/money';
import { rechargeStatusTone, type Tone, transactionSign } from '@bizgift/domain/recharge';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner.tsx';

export const INPUT =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-[15px] text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-gray-50';
export const BUTTON_PRIMARY =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 text-[15px] font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const BUTTON_SECONDARY =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-5 text-[15px] font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60';

const TONE_BADGE: Record<Tone, string> = {
  yellow: 'bg-amber-100 text-amber-800',
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-700',
  grey: 'bg-gray-100 text-gray-700',
  blue: 'bg-blue-100 text-blue-800',
};

/** SPEC §4 recharge status: 0 yellow, 1 green, 2 and 3 red, others grey. */
export function RechargeStatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE_BADGE[rechargeStatusTone(status)]}`}
    >
      {label}
    </span>
  );
}

/** SPEC §4: a charge shows blue "+ amount"; every other type red "- amount". */
export function SignedAmount({ type, amount }: { type: number; amount: string }) {
  const { sign, tone } = transactionSign(type);
  return (
    <span
      className={`font-semibold tabular-nums whitespace-nowrap ${tone === 'blue' ? 'text-blue-600' : 'text-red-600'}`}
    >
      {sign === '+' ? '+' : '−'} {formatNumber(amount)}원
    </span>
  );
}

export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 md:mb-8 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        {description && <p className="mt-2 text-gray-600">{description}</p>}
      </div>
      {action}
    </header>
  );
}

export function LoadingRow({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-14">
      <Spinner label={label} size="lg" />
      <span className="text-sm text-gray-500" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}

export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
    >
      {children}
    </div>
  );
}

/** From / to date inputs (YYYY-MM-DD), used by both lists. */
export function DateRangeFields({
  from,
  to,
  onFrom,
  onTo,
  idPrefix,
}: {
  from: string;
  to: string;
  onFrom: (v: string) => void;
  onTo: (v: string) => void;
  idPrefix: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${idPrefix}-from`} className="sr-only">
        시작일
      </label>
      <input
        id={`${idPrefix}-from`}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => onFrom(e.target.value)}
        className={`${INPUT} min-w-0 md:w-40`}
      />
      <span aria-hidden="true" className="text-gray-400">
        ~
      </span>
      <label htmlFor={`${idPrefix}-to`} className="sr-only">
        종료일
      </label>
      <input
        id={`${idPrefix}-to`}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => onTo(e.target.value)}
        className={`${INPUT} min-w-0 md:w-40`}
      />
    </div>
  );
}
