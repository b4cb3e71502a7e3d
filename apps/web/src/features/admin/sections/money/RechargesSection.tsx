import {
  RECHARGE_METHOD,
  RECHARGE_METHOD_DISPLAY,
  RECHARGE_STATUS,
  RECHARGE_STATUS_DISPLAY,
} from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { useState } from 'react';
import { type AdminRecharge, api, useAdminMutation, useAdminPage } from '../../../../api/admin.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
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
const STATUS_TONE = { 0: 'amber', 1: 'green', 2: 'gray', 3: 'red' } as const;

/** Bank transfers wait here (status 0) until staff approve (credited once) or reject them. */
export function RechargesSection() {
  const { page, values, update } = useListParams(['status', 'method'] as const);
  const status = values.status === '' ? '0' : values.status;
  const query = useAdminPage<AdminRecharge>('/api/admin/recharges', {
    page,
    page_size: PAGE_SIZE,
    status: status === 'all' ? undefined : status,
    recharge_method: values.method || undefined,
  });
  const [approving, setApproving] = useState<AdminRecharge | null>(null);
  const [rejecting, setRejecting] = useState<AdminRecharge | null>(null);
  const approve = useAdminMutation(api.approveRecharge);
  const reject = useAdminMutation(api.rejectRecharge);
  const toast = useToast();

  const columns: Column<AdminRecharge>[] = [
    ...requestColumns<AdminRecharge>('요청일시', '회사 · 요청자'),
    { key: 'depositor', header: '입금자명', cell: (r) => <Depositor r={r} /> },
    { key: 'method', header: '결제 수단', cell: (r) => r.recharge_method_display },
    { key: 'amount', header: '금액', numeric: true, cell: (r) => <strong>{formatWon(r.amount)}</strong> },
    ...settleColumns<AdminRecharge>({
      badge: (r) => <Badge tone={STATUS_TONE[r.status as 0 | 1 | 2 | 3] ?? 'gray'}>{r.status_display}</Badge>,
      reason: (r) => r.fail_reason,
      settledAt: (r) => r.approved_at,
      actions: (r) =>
        r.status === RECHARGE_STATUS.PENDING && r.recharge_method === RECHARGE_METHOD.BANK_TRANSFER ? (
          <DecideButtons
            settleLabel="승인"
            onSettle={() => setApproving(r)}
            onReject={() => setRejecting(r)}
          />
        ) : null,
    }),
  ];

  return (
    <>
      <PageHeader
        console
        documentTitle="충전 요청 - 관리자"
        title="충전 요청"
        description="무통장입금 요청은 입금을 확인한 뒤 승인하면 회원 충전금에 바로 반영됩니다."
      />
      <Toolbar>
        <Select
          label="상태"
          value={status}
          onChange={(v) => update({ status: v === '0' ? '' : v })}
          options={[
            { value: 'all', label: '전체' },
            ...Object.entries(RECHARGE_STATUS_DISPLAY).map(([value, label]) => ({ value, label })),
          ]}
        />
        <Select
          label="결제 수단"
          value={values.method}
          onChange={(v) => update({ method: v })}
          options={[
            { value: '', label: '전체' },
            ...Object.entries(RECHARGE_METHOD_DISPLAY).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Toolbar>
      <DataTable
        caption="충전 요청 목록"
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        empty={status === '0' ? '승인을 기다리는 충전 요청이 없습니다.' : '조건에 맞는 충전 요청이 없습니다.'}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />

      <ConfirmDialog
        open={!!approving}
        title="충전 요청 승인"
        confirmLabel="승인"
        onClose={() => setApproving(null)}
        onConfirm={async () => {
          if (!approving) return;
          await approve.mutateAsync(approving.id);
          toast(`${formatWon(approving.amount)} 충전을 승인했습니다.`);
        }}
      >
        {approving && (
          <>
            <p>
              <strong className="text-gray-900">{requesterName(approving)}</strong> 회원의 무통장입금{' '}
              <strong className="text-gray-900">{formatWon(approving.amount)}</strong>을 승인합니다.
            </p>
            <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm">
              입금자명 <strong className="text-gray-900">{approving.depositor_name || '-'}</strong> 의 입금을
              통장에서 확인하셨나요? 승인하면 회원 충전금에 바로 더해집니다.
              <span className="mt-1 block text-[13px] text-gray-500">
                담당자 {approving.member.fullname} · 회사 {approving.member.company_name ?? '-'}
              </span>
            </p>
          </>
        )}
      </ConfirmDialog>

      <RejectDialog
        request={rejecting}
        title="충전 요청 반려"
        reasonLabel="반려 사유 (선택)"
        placeholder="예: 입금 내역이 확인되지 않습니다."
        onClose={() => setRejecting(null)}
        onReject={async (r, reason) => {
          await reject.mutateAsync({ id: r.id, reason });
          toast('충전 요청을 반려했습니다.');
        }}
      >
        {(r) => (
          <p>
            <strong className="text-gray-900">{requesterName(r)}</strong> 회원의 {formatWon(r.amount)} 충전
            요청을 반려합니다. 충전금은 변하지 않습니다.
          </p>
        )}
      </RejectDialog>
    </>
  );
}

/**
 * The name the transfer carries, and whose it is: a member may deposit under the manager's name or
 * the company's, so staff see both to match the bank statement.
 */
function Depositor({ r }: { r: AdminRecharge }) {
  if (!r.depositor_name) return <>-</>;
  const company = r.depositor_name === r.member.company_name;
  return (
    <span>
      {r.depositor_name}
      <span className="block text-[12.5px] whitespace-nowrap text-gray-500">
        {company
          ? `회사명 · 담당자 ${r.member.fullname}`
          : `담당자명 · ${r.member.company_name ?? '회사 없음'}`}
      </span>
    </span>
  );
}
