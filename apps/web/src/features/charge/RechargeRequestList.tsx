import { RECHARGE_METHOD, RECHARGE_STATUS } from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { RECHARGE_MESSAGES as M } from '@bizgift/domain/recharge';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import {
  type DateRange as DateFilter,
  type RechargeRequest as Recharge,
  useCancelRecharge,
  useRechargeRequests,
} from '../../api/recharges.ts';
import { RechargeStatusBadge } from '../../components/ui/Badge.tsx';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { useDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { DateRange } from '../../components/ui/SearchPanel.tsx';
import { formatDateTime } from '../../lib/format.ts';

const PAGE_SIZE = 10;
const requester = (r: Recharge) => r.requested_by.fullname || r.requested_by.username;

/** SPEC §2 '충전 요청 및 현황': date filter and client-side paging of 10; a waiting bank transfer can be withdrawn. */
export function RechargeRequestList() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<DateFilter>({});
  const [page, setPage] = useState(1);
  const query = useRechargeRequests(range);
  const dialog = useDialog();
  const cancel = useCancelRecharge();
  const onCancel = async (r: Recharge) => {
    const ok = await dialog.confirm({
      title: '충전 요청 취소',
      message: `${formatWon(r.amount)} 무통장입금 요청을 취소합니다.\n${M.cancelConfirm}`,
      confirmLabel: '요청 취소',
      cancelLabel: '닫기',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(r.id);
      await dialog.alert({ title: '충전 요청 취소', message: M.cancelled });
    } catch (error) {
      await dialog.alert({ title: '취소하지 못했습니다', message: errorMessage(error) });
    }
  };
  const cancelButton = (r: Recharge) =>
    r.status === RECHARGE_STATUS.PENDING && r.recharge_method === RECHARGE_METHOD.BANK_TRANSFER ? (
      <Button
        size="sm"
        variant="ghost"
        className="text-red-600"
        busy={cancel.isPending && cancel.variables === r.id}
        onClick={() => void onCancel(r)}
      >
        요청 취소
      </Button>
    ) : null;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setRange({ created_at_after: from || undefined, created_at_before: to || undefined });
    setPage(1);
  };
  const reset = () => {
    setFrom('');
    setTo('');
    setRange({});
    setPage(1);
  };

  const rows = query.data ?? [];
  const visible = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <section aria-labelledby="recharge-requests-title" className="mt-10">
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <h2 id="recharge-requests-title" className="text-xl font-bold text-gray-900">
          충전 요청 및 현황
        </h2>
        <form onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <DateRange
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            idPrefix="recharge-requests"
            className={`${inputClass('lg')} md:w-40`}
          />
          <div className="flex gap-2">
            <button type="submit" className={`${buttonClass('secondary', 'lg')} flex-1 sm:flex-none`}>
              조회
            </button>
            {(range.created_at_after || range.created_at_before) && (
              <button
                type="button"
                onClick={reset}
                className="h-11 px-3 text-sm text-gray-500 hover:text-gray-800"
              >
                초기화
              </button>
            )}
          </div>
        </form>
      </div>

      <QueryResult
        query={query}
        loading="충전 요청을 불러오는 중..."
        isEmpty={() => rows.length === 0}
        empty={<EmptyState message="충전 요청 내역이 없습니다." />}
      >
        {() => (
          <>
            <div className="hidden overflow-hidden rounded-xl border border-gray-200 md:block">
              <table className="w-full text-sm">
                <thead className="bg-gray-50 text-gray-600">
                  <tr>
                    <th scope="col" className="px-4 py-3 text-left font-medium">
                      신청일시
                    </th>
                    <th scope="col" className="px-4 py-3 text-left font-medium">
                      요청자
                    </th>
                    <th scope="col" className="px-4 py-3 text-left font-medium">
                      결제수단
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      금액
                    </th>
                    <th scope="col" className="px-4 py-3 text-center font-medium">
                      상태
                    </th>
                    <th scope="col" className="px-4 py-3 text-left font-medium">
                      승인일시
                    </th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">처리</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {visible.map((r) => (
                    <tr key={r.id} data-testid="recharge-request-row">
                      <td className="px-4 py-3 text-gray-700 tabular-nums">{formatDateTime(r.created_at)}</td>
                      <td className="px-4 py-3 text-gray-700" title={r.requested_by.username}>
                        {requester(r)}
                      </td>
                      <td className="px-4 py-3 text-gray-700">{r.recharge_method_display}</td>
                      <td className="px-4 py-3 text-right font-semibold text-gray-900 tabular-nums">
                        {formatWon(r.amount)}
                      </td>
                      <td className="px-4 py-3 text-center">
                        <RechargeStatusBadge status={r.status} label={r.status_display} />
                      </td>
                      <td className="px-4 py-3 text-gray-500 tabular-nums">
                        {formatDateTime(r.approved_at)}
                      </td>
                      <td className="px-4 py-2 text-right">{cancelButton(r)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-2 md:hidden">
              {visible.map((r) => (
                <li key={r.id} className="rounded-xl border border-gray-200 bg-white px-4 py-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-gray-900 tabular-nums">{formatWon(r.amount)}</span>
                    <RechargeStatusBadge status={r.status} label={r.status_display} />
                  </div>
                  <div className="mt-1 flex items-center justify-between gap-2">
                    <p className="text-sm text-gray-500">
                      {r.recharge_method_display} · {formatDateTime(r.created_at)} · 요청자 {requester(r)}
                    </p>
                    {cancelButton(r)}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={page} count={rows.length} pageSize={PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryResult>
      {dialog.element}
    </section>
  );
}
