import { TRANSACTION_TYPE, TRANSACTION_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { RECHARGE_MESSAGES as M } from '@bizgift/domain/recharge';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useChargeHistory } from '../../api/recharges.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { DateRange, FoldOnPhone } from '../../components/ui/SearchPanel.tsx';
import { describeLedgerNumber, formatDateTime } from '../../lib/format.ts';
import { useCompany } from '../../lib/useCompany.ts';
import { useBalance } from '../../lib/useSession.ts';
import { ChargeHistoryExport, RechargeReceiptButton } from './ChargeDocuments.tsx';
import { SignedAmount } from './SignedAmount.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A charge line from a recharge: it has a 충전 확인서. */
const isCharge = (t: { transaction_type: number; recharge_details: { id: number } | null }) =>
  t.transaction_type === TRANSACTION_TYPE.CHARGE && t.recharge_details !== null;
const TYPES = Object.entries(TRANSACTION_TYPE_DISPLAY);

/** SPEC §2 Charge-money history (/mypage/charge-history). Filters and page live in the URL. */
export function ChargeHistoryPage() {
  const [params, setParams] = useSearchParams();
  const after = DATE.test(params.get('created_at_after') ?? '') ? params.get('created_at_after')! : '';
  const before = DATE.test(params.get('created_at_before') ?? '') ? params.get('created_at_before')! : '';
  const type = /^[1-7]$/.test(params.get('transaction_type') ?? '') ? params.get('transaction_type')! : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const [from, setFrom] = useState(after);
  const [to, setTo] = useState(before);
  const [draftType, setDraftType] = useState(type);
  useEffect(() => {
    setFrom(after);
    setTo(before);
    setDraftType(type);
  }, [after, before, type]);

  const balance = useBalance();
  const { can } = useCompany();
  const history = useChargeHistory({
    created_at_after: after || undefined,
    created_at_before: before || undefined,
    transaction_type: type || undefined,
    page,
  });

  const search = (e: FormEvent) => {
    e.preventDefault();
    const q = new URLSearchParams();
    if (from) q.set('created_at_after', from);
    if (to) q.set('created_at_before', to);
    if (draftType) q.set('transaction_type', draftType);
    setParams(q);
  };
  const setPage = (p: number) =>
    setParams((prev) => {
      const q = new URLSearchParams(prev);
      if (p <= 1) q.delete('page');
      else q.set('page', String(p));
      return q;
    });
  const filtered = !!(after || before || type);

  const rows = history.data?.results ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <PageHeader
        title="충전금 이용내역"
        description="충전, 사용, 환불, 잔액 환급 내역을 확인할 수 있습니다."
      />

      <section className="mb-6 flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between md:p-6">
        <div>
          <p className="text-sm text-gray-500">보유 충전금</p>
          <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums" data-testid="history-balance">
            {balance.data ? formatWon(balance.data.recharge) : balance.isError ? '-' : '…'}
          </p>
        </div>
        <div className="flex gap-2">
          {can('refund') && (
            <Link
              to="/mypage/balance-refund"
              className={`${buttonClass('secondary', 'lg')} flex-1 sm:flex-none`}
            >
              잔액 환급 신청
            </Link>
          )}
          <Link to="/mypage/point-charge" className={`${buttonClass('primary', 'lg')} flex-1 sm:flex-none`}>
            충전하기
          </Link>
        </div>
      </section>

      <FoldOnPhone active={[after, before, type].filter(Boolean).length}>
        <form
          onSubmit={search}
          className="mb-5 flex flex-col gap-2 rounded-2xl bg-gray-50 p-4 md:flex-row md:items-center"
        >
          <DateRange
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            idPrefix="history"
            className={`${inputClass('lg')} md:w-40`}
          />
          <label htmlFor="history-type" className="sr-only">
            거래 구분
          </label>
          <select
            id="history-type"
            value={draftType}
            onChange={(e) => setDraftType(e.target.value)}
            className={`${inputClass('lg')} md:w-40`}
          >
            <option value="">전체</option>
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <div className="flex gap-2 md:ml-auto">
            <button type="submit" className={`${buttonClass('primary', 'lg')} flex-1 md:flex-none`}>
              조회
            </button>
            {filtered && (
              <button
                type="button"
                onClick={() => setParams(new URLSearchParams())}
                className={buttonClass('secondary', 'lg')}
              >
                초기화
              </button>
            )}
          </div>
        </form>
      </FoldOnPhone>
      <ChargeHistoryExport
        filters={{
          created_at_after: after || undefined,
          created_at_before: before || undefined,
          transaction_type: type || undefined,
        }}
      />

      <QueryResult
        query={history}
        loading={M.loadingHistory}
        isEmpty={() => rows.length === 0}
        empty={<EmptyState message={M.emptyHistory} />}
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-gray-500">
              총 <strong className="text-gray-800">{data.count.toLocaleString('ko-KR')}</strong>건
            </p>
            <div className="hidden overflow-hidden rounded-xl border border-gray-200 md:block">
              <table className="w-full text-sm">
                <thead className="bg-gray-50 text-gray-600">
                  <tr>
                    <th scope="col" className="px-4 py-3 text-left font-medium">
                      주문번호
                    </th>
                    <th scope="col" className="px-4 py-3 text-center font-medium">
                      거래구분
                    </th>
                    <th scope="col" className="px-4 py-3 text-left font-medium">
                      충전수단
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      적용금액
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      잔액
                    </th>
                    <th scope="col" className="px-4 py-3 text-left font-medium">
                      일시
                    </th>
                    <th scope="col" className="px-4 py-3 text-center font-medium">
                      증빙
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {rows.map((t) => (
                    <tr key={t.id} data-testid="history-row">
                      <td className="max-w-64 truncate px-4 py-3 text-gray-700" title={t.order_number}>
                        <LedgerNumber value={t.order_number} />
                      </td>
                      <td className="px-4 py-3 text-center text-gray-800">{t.transaction_type_display}</td>
                      <td className="px-4 py-3 text-gray-600">
                        {t.recharge_details?.recharge_method_display ?? '-'}
                      </td>
                      <td className="px-4 py-3 text-right">
                        <SignedAmount type={t.transaction_type} amount={t.amount} />
                      </td>
                      <td
                        className="px-4 py-3 text-right text-gray-800 tabular-nums"
                        data-testid="history-balance-after"
                      >
                        {formatWon(t.balance_after)}
                      </td>
                      <td className="px-4 py-3 text-gray-500 tabular-nums">{formatDateTime(t.created_at)}</td>
                      <td className="px-4 py-2 text-center">
                        {isCharge(t) && <RechargeReceiptButton rechargeId={t.recharge_details!.id} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-2 md:hidden">
              {rows.map((t) => (
                <li key={t.id} className="rounded-xl border border-gray-200 bg-white px-4 py-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-semibold text-gray-900">
                      {t.transaction_type_display}
                      {t.recharge_details && (
                        <span className="ml-1 font-normal text-gray-500">
                          · {t.recharge_details.recharge_method_display}
                        </span>
                      )}
                    </span>
                    <SignedAmount type={t.transaction_type} amount={t.amount} />
                  </div>
                  <p className="mt-1 flex justify-between gap-2 text-xs text-gray-500">
                    <span className="truncate">
                      {formatDateTime(t.created_at)} · <LedgerNumber value={t.order_number} />
                    </span>
                    <span className="shrink-0 tabular-nums">잔액 {formatWon(t.balance_after)}</span>
                  </p>
                  {isCharge(t) && (
                    <div className="mt-2">
                      <RechargeReceiptButton rechargeId={t.recharge_details!.id} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <Pagination page={page} count={data.count} pageSize={10} onChange={setPage} buttons={10} />
          </>
        )}
      </QueryResult>
    </div>
  );
}

/** ORDER-12 as 주문 12 (a link to the order), BANK-3 as 입금 요청 3; a payment's order number as it is. */
function LedgerNumber({ value }: { value: string }) {
  const { text, orderId, refundId } = describeLedgerNumber(value);
  if (orderId === undefined && refundId === undefined) return <>{text}</>;
  return (
    <Link
      to={orderId !== undefined ? `/mypage/orders/${orderId}` : '/mypage/balance-refund'}
      className="text-brand-700 underline underline-offset-2"
    >
      {text}
    </Link>
  );
}
