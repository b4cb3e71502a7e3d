import { DELIVERY_STATUS_DISPLAY, ORDER_STATUS_DISPLAY } from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { useId, useState } from 'react';
import {
  type AdminDelivery,
  type AdminOrder,
  api,
  useAdminMutation,
  useAdminPage,
} from '../../../api/admin.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { Field, inputClass, Select } from '../../../components/ui/Field.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { SearchForm, Toolbar } from '../../../components/ui/SearchPanel.tsx';
import { useToast } from '../../../components/ui/Toast.tsx';
import { useListParams } from '../../../components/ui/useListParams.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';

const PAGE_SIZE = 20;
const ORDER_TONE = { 0: 'amber', 2: 'blue', 3: 'green', 4: 'gray' } as const;
const DELIVERY_TONE = { 0: 'amber', 1: 'green', 2: 'blue', 3: 'red', 4: 'gray', 5: 'red' } as const;

const TABS = [
  { key: 'orders', label: '주문' },
  { key: 'failed', label: '발송 실패' },
  { key: 'deliveries', label: '전체 발송' },
] as const;

export function OrdersSection() {
  const { page, values, update } = useListParams(['tab', 'q', 'status'] as const);
  const tab = (TABS.find((t) => t.key === values.tab)?.key ?? 'orders') as (typeof TABS)[number]['key'];
  return (
    <>
      <PageHeader
        console
        documentTitle="주문·발송 - 관리자"
        title="주문·발송"
        description="주문을 찾고, 실패한 발송을 재발송하거나 회원 대신 환불합니다."
      />
      <div role="tablist" aria-label="주문·발송 보기" className="mb-5 flex gap-1 border-b border-gray-200">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => update({ tab: t.key === 'orders' ? '' : t.key, q: '', status: '' })}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold ${
              tab === t.key
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-gray-500 hover:text-gray-800'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 'orders' ? (
        <Orders page={page} q={values.q} status={values.status} update={update} />
      ) : (
        <Deliveries
          page={page}
          q={values.q}
          status={values.status}
          update={update}
          failedOnly={tab === 'failed'}
        />
      )}
    </>
  );
}

interface ListProps {
  page: number;
  q: string;
  status: string;
  update: (patch: Record<string, string | number>) => void;
}

function Orders({ page, q, status, update }: ListProps) {
  const query = useAdminPage<AdminOrder>('/api/admin/orders', {
    page,
    page_size: PAGE_SIZE,
    q: q || undefined,
    status: status || undefined,
  });
  const columns: Column<AdminOrder>[] = [
    { key: 'id', header: '주문번호', cell: (o) => <span className="tabular-nums">#{o.id}</span> },
    {
      key: 'at',
      header: '주문일시',
      cell: (o) => <span className="whitespace-nowrap">{formatDateTime(o.created_at)}</span>,
    },
    {
      key: 'member',
      header: '회원',
      cell: (o) => (
        <span>
          <span className="font-semibold">{o.company_name || '-'}</span>
          <span className="block text-[12.5px] text-gray-500">{o.username}</span>
        </span>
      ),
    },
    { key: 'name', header: '주문명', cell: (o) => <span className="line-clamp-2 max-w-64">{o.name}</span> },
    {
      key: 'send',
      header: '발송',
      cell: (o) => (
        <span className="whitespace-nowrap text-[13px]">
          {o.send_type === 2 ? '이메일' : '문자'}
          {o.is_reserved && <span className="block text-gray-500">예약 {formatDateTime(o.delivery_at)}</span>}
        </span>
      ),
    },
    {
      key: 'amount',
      header: '결제 금액',
      numeric: true,
      cell: (o) => (
        <span>
          {formatWon(o.total_order_amount)}
          {o.total_refund_amount !== '0' && (
            <span className="block text-[12px] text-red-600">환불 {formatWon(o.total_refund_amount)}</span>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: '상태',
      cell: (o) => <Badge tone={ORDER_TONE[o.status as 0 | 2 | 3 | 4] ?? 'gray'}>{o.status_display}</Badge>,
    },
  ];
  return (
    <>
      <Toolbar>
        <SearchForm
          value={q}
          onSearch={(v) => update({ q: v })}
          placeholder="주문번호, 주문명, 아이디, 회사명"
          label="주문 검색"
        />
        <Select
          label="상태"
          value={status}
          onChange={(v) => update({ status: v })}
          options={[
            { value: '', label: '전체' },
            ...Object.entries(ORDER_STATUS_DISPLAY).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Toolbar>
      <DataTable
        caption="주문 목록"
        query={query}
        columns={columns}
        rowKey={(o) => o.id}
        empty="조건에 맞는 주문이 없습니다."
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />
    </>
  );
}

const recipientOf = (d: AdminDelivery) =>
  d.send_type === 2 ? d.email || '-' : formatPhone(d.phone ?? d.recipient);

function Deliveries({ page, q, status, update, failedOnly }: ListProps & { failedOnly: boolean }) {
  const query = useAdminPage<AdminDelivery>('/api/admin/deliveries', {
    page,
    page_size: PAGE_SIZE,
    recipient: q || undefined,
    status: failedOnly ? status || '3,5' : status || undefined,
  });
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
          <span className="block text-[12px] text-gray-500">{d.send_type === 2 ? '이메일' : '문자'}</span>
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
    {
      key: 'actions',
      header: <span className="sr-only">처리</span>,
      cell: (d) => (
        <span className="flex justify-end gap-1.5">
          {[1, 2, 3, 5].includes(d.status) && (
            <Button
              size="sm"
              onClick={() => {
                setTarget(d.send_type === 2 ? (d.email ?? '') : (d.phone ?? d.recipient ?? ''));
                setRetrying(d);
              }}
            >
              재발송
            </Button>
          )}
          {[3, 5].includes(d.status) && (
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

      <ConfirmDialog
        open={!!retrying}
        title="재발송"
        confirmLabel="재발송"
        onClose={() => setRetrying(null)}
        onConfirm={async () => {
          if (!retrying) return;
          const value = target.trim();
          await retry.mutateAsync(
            retrying.send_type === 2
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
              label={retrying.send_type === 2 ? '받는 분 이메일' : '받는 분 휴대폰 번호'}
              htmlFor={targetId}
              className="mt-3"
            >
              <input
                id={targetId}
                value={target}
                onChange={(e) => setTarget(e.target.value)}
                inputMode={retrying.send_type === 2 ? 'email' : 'tel'}
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
