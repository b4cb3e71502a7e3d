import {
  DELIVERY_STATUS_DISPLAY,
  RECEIVED_CHANNEL_DISPLAY,
  REFUNDABLE_DELIVERY_STATUSES,
  RESENDABLE_DELIVERY_STATUSES,
  SEND_TYPE,
  SEND_TYPE_DISPLAY,
  VOUCHER_STATUS_DISPLAY,
} from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { useId, useState } from 'react';
import { type AdminDelivery, api, useAdminMutation, useAdminPage } from '../../../../api/admin.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { Field, inputClass, Select } from '../../../../components/ui/Field.tsx';
import { SearchForm, Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { formatDateTime, formatPhone } from '../../../../lib/format.ts';
import { useVoucherActions, VoucherCell } from './VoucherActions.tsx';

const PAGE_SIZE = 20;
const DELIVERY_TONE = { 0: 'amber', 1: 'green', 2: 'blue', 3: 'red', 4: 'gray', 5: 'red' } as const;

export interface ListProps {
  page: number;
  q: string;
  status: string;
  update: (patch: Record<string, string | number>) => void;
}

const recipientOf = (d: AdminDelivery) =>
  d.send_type === SEND_TYPE.EMAIL ? d.email || '-' : formatPhone(d.phone ?? d.recipient);

/** The staff delivery list (all, or failed only): resend, refund and the voucher's state and actions. */
export function Deliveries({
  page,
  q,
  status,
  voucher,
  update,
  failedOnly,
}: ListProps & { voucher: string; failedOnly: boolean }) {
  const query = useAdminPage<AdminDelivery>('/api/admin/deliveries', {
    page,
    page_size: PAGE_SIZE,
    recipient: q || undefined,
    status: failedOnly ? status || '3,5' : status || undefined,
    voucher_status: voucher || undefined,
  });
  const vouchers = useVoucherActions();
  const [retrying, setRetrying] = useState<AdminDelivery | null>(null);
  const [target, setTarget] = useState('');
  const [refunding, setRefunding] = useState<AdminDelivery | null>(null);
  const [reason, setReason] = useState('');
  const retry = useAdminMutation(api.retryDelivery);
  const refund = useAdminMutation(api.refundDelivery);
  const toast = useToast();
  const targetId = useId();
  const reasonId = useId();

  const columns: Column<AdminDelivery>[] = [
    { key: 'id', header: '발송번호', cell: (d) => <span className="tabular-nums">#{d.id}</span> },
    { key: 'order', header: '주문', cell: (d) => <span className="tabular-nums">#{d.order_id}</span> },
    {
      key: 'at',
      header: '일시',
      cell: (d) => <span className="whitespace-nowrap">{formatDateTime(d.created_at)}</span>,
    },
    {
      key: 'goods',
      header: '상품',
      cell: (d) => (
        <span>
          <span className="text-[12.5px] text-gray-500">{d.goods.brand}</span>
          <span className="block">{d.goods.name}</span>
        </span>
      ),
    },
    {
      key: 'to',
      header: '받는 분',
      cell: (d) => (
        <span className="whitespace-nowrap">
          {recipientOf(d)}
          <span className="block text-[12px] text-gray-500">
            {SEND_TYPE_DISPLAY[d.send_type] ?? '-'}
            {d.received_channel ? ` · ${RECEIVED_CHANNEL_DISPLAY[d.received_channel]}(으)로 수신` : ''}
          </span>
        </span>
      ),
    },
    { key: 'amount', header: '금액', numeric: true, cell: (d) => formatWon(d.amount) },
    {
      key: 'status',
      header: '상태',
      cell: (d) => (
        <Badge tone={DELIVERY_TONE[d.status as 0 | 1 | 2 | 3 | 4 | 5] ?? 'gray'}>{d.status_display}</Badge>
      ),
    },
    { key: 'voucher', header: '쿠폰', cell: (d) => <VoucherCell d={d} /> },
    {
      key: 'actions',
      header: <span className="sr-only">처리</span>,
      cell: (d) => (
        <span className="flex flex-col items-end gap-1.5">
          {vouchers.buttons(d)}
          {RESENDABLE_DELIVERY_STATUSES.includes(d.status) && (
            <Button
              size="sm"
              onClick={() => {
                setTarget(d.send_type === SEND_TYPE.EMAIL ? (d.email ?? '') : (d.phone ?? d.recipient ?? ''));
                setRetrying(d);
              }}
            >
              재발송
            </Button>
          )}
          {REFUNDABLE_DELIVERY_STATUSES.includes(d.status) && (
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                setReason('');
                setRefunding(d);
              }}
            >
              환불
            </Button>
          )}
        </span>
      ),
    },
  ];
  const statusOptions = failedOnly ? ['3', '5'] : Object.keys(DELIVERY_STATUS_DISPLAY);
  return (
    <>
      <Toolbar>
        <SearchForm
          value={q}
          onSearch={(v) => update({ q: v })}
          placeholder="받는 분 휴대폰 번호 또는 이메일"
          label="받는 분 검색"
        />
        <Select
          label="상태"
          value={status}
          onChange={(v) => update({ status: v })}
          options={[
            { value: '', label: failedOnly ? '실패 전체' : '전체' },
            ...statusOptions.map((value) => ({
              value,
              label: DELIVERY_STATUS_DISPLAY[Number(value)] ?? value,
            })),
          ]}
        />
        <Select
          label="쿠폰 상태"
          value={voucher}
          onChange={(v) => update({ voucher: v })}
          options={[
            { value: '', label: '전체' },
            ...Object.entries(VOUCHER_STATUS_DISPLAY).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Toolbar>
      <DataTable
        caption="발송 목록"
        query={query}
        columns={columns}
        rowKey={(d) => d.id}
        empty={failedOnly ? '처리할 발송 실패 건이 없습니다.' : '조건에 맞는 발송이 없습니다.'}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />

      {vouchers.dialogs}
      <ConfirmDialog
        open={!!retrying}
        title="재발송"
        confirmLabel="재발송"
        onClose={() => setRetrying(null)}
        onConfirm={async () => {
          if (!retrying) return;
          const value = target.trim();
          await retry.mutateAsync(
            retrying.send_type === SEND_TYPE.EMAIL
              ? { id: retrying.id, email: value || undefined }
              : { id: retrying.id, phone: value || undefined },
          );
          toast('재발송을 요청했습니다.');
        }}
      >
        {retrying && (
          <>
            <p>
              {retrying.goods.name} 상품권을 다시 보냅니다. 받는 분을 바로잡아야 하면 아래에서 고쳐주세요.
            </p>
            <Field
              label={retrying.send_type === SEND_TYPE.EMAIL ? '받는 분 이메일' : '받는 분 휴대폰 번호'}
              htmlFor={targetId}
              className="mt-3"
            >
              <input
                id={targetId}
                value={target}
                onChange={(e) => setTarget(e.target.value)}
                inputMode={retrying.send_type === SEND_TYPE.EMAIL ? 'email' : 'tel'}
                className={inputClass()}
              />
            </Field>
          </>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={!!refunding}
        title="회원 대신 환불"
        confirmLabel="환불"
        tone="danger"
        disabled={!reason.trim()}
        onClose={() => setRefunding(null)}
        onConfirm={async () => {
          if (!refunding) return;
          await refund.mutateAsync({ id: refunding.id, reason: reason.trim() });
          toast('환불 처리되었습니다.');
        }}
      >
        {refunding && (
          <>
            <p>
              발송 #{refunding.id} ({refunding.goods.name})을 환불합니다.{' '}
              <strong className="text-gray-900">{formatWon(refunding.amount)}</strong>이 회원 충전금으로
              돌아가며, 되돌릴 수 없습니다.
            </p>
            <Field label="환불 사유" htmlFor={reasonId} required className="mt-3">
              <input
                id={reasonId}
                value={reason}
                maxLength={200}
                onChange={(e) => setReason(e.target.value)}
                className={inputClass()}
                placeholder="예: 발급처 장애로 발송 불가"
              />
            </Field>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
