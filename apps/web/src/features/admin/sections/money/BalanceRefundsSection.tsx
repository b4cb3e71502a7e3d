import { DOCUMENT_TITLES } from '@bizgift/domain/documents';
import { formatWon } from '@bizgift/domain/money';
import {
  BALANCE_REFUND_STATUS,
  BALANCE_REFUND_STATUS_DISPLAY,
  REFUND_MESSAGES as M,
} from '@bizgift/domain/refunds';
import { useState } from 'react';
import { type AdminBalanceRefund, api, useAdminMutation, useAdminPage } from '../../../../api/admin.ts';
import { DOCUMENTS } from '../../../../api/documents.ts';
import { DownloadButton } from '../../../../components/DownloadButton.tsx';
import { BalanceRefundStatusBadge } from '../../../../components/ui/Badge.tsx';
import { CopyButton } from '../../../../components/ui/CopyButton.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { Select } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import {
  DecideButtons,
  RejectDialog,
  requestColumns,
  requesterName,
  settleColumns,
} from './requestCells.tsx';

const PAGE_SIZE = 20;

/**
 * 잔액 환급 requests. The amount left the member's balance when they asked; staff
 * transfer it to the registered account and mark it 환급 완료, or reject it with a reason (the amount
 * goes back to the balance). Either happens once: the server settles a request only while it waits.
 */
export function BalanceRefundsSection() {
  const { page, values, update } = useListParams(['status'] as const);
  const status = values.status === '' ? String(BALANCE_REFUND_STATUS.REQUESTED) : values.status;
  const query = useAdminPage<AdminBalanceRefund>('/api/admin/balance-refunds', {
    page,
    page_size: PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  });
  const [paying, setPaying] = useState<AdminBalanceRefund | null>(null);
  const [rejecting, setRejecting] = useState<AdminBalanceRefund | null>(null);
  const pay = useAdminMutation(api.payBalanceRefund);
  const reject = useAdminMutation(api.rejectBalanceRefund);
  const toast = useToast();

  const columns: Column<AdminBalanceRefund>[] = [
    ...requestColumns<AdminBalanceRefund>('신청일시', '회원'),
    {
      key: 'account',
      header: '환급 계좌',
      cell: (r) => (
        <span className="flex items-center gap-2">
          <span>
            <span className="block whitespace-nowrap">
              {r.bank} <span className="tabular-nums">{r.account_number}</span>
            </span>
            <span className="block text-[12.5px] text-gray-500">예금주 {r.holder}</span>
          </span>
          {r.status === BALANCE_REFUND_STATUS.REQUESTED && (
            <CopyButton text={r.account_number} what={`${r.bank} 계좌번호`} />
          )}
        </span>
      ),
    },
    { key: 'amount', header: '금액', numeric: true, cell: (r) => <strong>{formatWon(r.amount)}</strong> },
    ...settleColumns<AdminBalanceRefund>({
      badge: (r) => <BalanceRefundStatusBadge status={r.status} label={r.status_display} />,
      reason: (r) => r.reject_reason,
      settledAt: (r) => r.processed_at,
      actions: (r) =>
        r.status === BALANCE_REFUND_STATUS.REQUESTED ? (
          <DecideButtons
            settleLabel="환급 완료"
            onSettle={() => setPaying(r)}
            onReject={() => setRejecting(r)}
          />
        ) : r.status === BALANCE_REFUND_STATUS.PAID ? (
          <DownloadButton
            path={DOCUMENTS.admin.refundReceipt(r.id)}
            fileName={`${DOCUMENT_TITLES.refundReceipt}_${r.id}.pdf`}
            label="환급 확인서"
            className="px-2 py-1 text-xs"
          />
        ) : null,
    }),
  ];

  return (
    <>
      <PageHeader
        console
        documentTitle="잔액 환급 - 관리자"
        title="잔액 환급"
        description="회원이 신청한 금액은 신청 즉시 충전금에서 빠져 보류됩니다. 등록 계좌로 이체한 뒤 환급 완료로 처리하거나, 반려하면 금액이 충전금으로 돌아갑니다."
      />
      <Toolbar>
        <Select
          label="상태"
          value={status}
          onChange={(v) => update({ status: v === String(BALANCE_REFUND_STATUS.REQUESTED) ? '' : v })}
          options={[
            { value: 'all', label: '전체' },
            ...Object.entries(BALANCE_REFUND_STATUS_DISPLAY).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Toolbar>
      <DataTable
        caption="잔액 환급 신청 목록"
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        empty={
          status === String(BALANCE_REFUND_STATUS.REQUESTED)
            ? '처리를 기다리는 환급 신청이 없습니다.'
            : '조건에 맞는 환급 신청이 없습니다.'
        }
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />

      <ConfirmDialog
        open={!!paying}
        title="잔액 환급 완료 처리"
        confirmLabel="환급 완료"
        onClose={() => setPaying(null)}
        onConfirm={async () => {
          if (!paying) return;
          await pay.mutateAsync(paying.id);
          toast(`${formatWon(paying.amount)} 환급을 완료로 처리했습니다.`);
        }}
      >
        {paying && (
          <>
            <p className="break-keep">
              <strong className="text-gray-900">{requesterName(paying)}</strong> 회원의 잔액 환급{' '}
              <strong className="text-gray-900">{formatWon(paying.amount)}</strong>을 완료로 처리합니다.
            </p>
            <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm break-keep">
              <strong className="text-gray-900">
                {paying.bank} {paying.account_number} (예금주 {paying.holder})
              </strong>
              로 이체를 마치셨나요? 완료로 처리하면 되돌릴 수 없습니다.
            </p>
          </>
        )}
      </ConfirmDialog>

      <RejectDialog
        request={rejecting}
        title="잔액 환급 반려"
        reasonLabel="반려 사유 (회원에게 보입니다)"
        placeholder="예: 예금주가 회사명과 다릅니다."
        reasonRequired
        onClose={() => setRejecting(null)}
        onReject={async (r, reason) => {
          await reject.mutateAsync({ id: r.id, reason });
          toast(M.rejected);
        }}
      >
        {(r) => (
          <p className="break-keep">
            <strong className="text-gray-900">{requesterName(r)}</strong> 회원의 {formatWon(r.amount)} 환급
            신청을 반려합니다. 보류한 금액은 회원 충전금으로 돌아갑니다.
          </p>
        )}
      </RejectDialog>
    </>
  );
}
