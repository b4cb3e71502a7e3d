import { ORDER_STATUS_DISPLAY, SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { voucherSummaryText } from '@bizgift/domain/orders';
import { type AdminOrder, useAdminPage } from '../../../../api/admin.ts';
import { OrderSourceBadge, OrderStatusBadge } from '../../../../components/ui/Badge.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { Select } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { SearchForm, Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { Deliveries, type ListProps } from './DeliveriesTab.tsx';

const PAGE_SIZE = 20;
const TABS = [
  { key: 'orders', label: '주문' },
  { key: 'failed', label: '발송 실패' },
  { key: 'deliveries', label: '전체 발송' },
] as const;

export function OrdersSection() {
  const { page, values, update } = useListParams(['tab', 'q', 'status', 'voucher'] as const, {
    voucher: /^[1-4]$/,
  });
  const tab = (TABS.find((t) => t.key === values.tab)?.key ?? 'orders') as (typeof TABS)[number]['key'];
  return (
    <>
      <PageHeader
        console
        documentTitle="주문·발송 - 관리자"
        title="주문·발송"
        description="주문을 찾고, 실패한 발송을 재발송하거나 회원 대신 환불하며, 쿠폰 사용 여부를 확인합니다."
      />
      <div role="tablist" aria-label="주문·발송 보기" className="mb-5 flex gap-1 border-b border-gray-200">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => update({ tab: t.key === 'orders' ? '' : t.key, q: '', status: '', voucher: '' })}
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
          voucher={values.voucher}
          update={update}
          failedOnly={tab === 'failed'}
        />
      )}
    </>
  );
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
    {
      key: 'name',
      header: '주문명',
      cell: (o) => (
        <span className="flex max-w-64 items-center gap-1.5">
          <span className="line-clamp-2">{o.name}</span>
          <OrderSourceBadge source={o.source} />
        </span>
      ),
    },
    {
      key: 'send',
      header: '발송',
      cell: (o) => (
        <span className="whitespace-nowrap text-[13px]">
          {SEND_TYPE_DISPLAY[o.send_type] ?? '-'}
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
      key: 'vouchers',
      header: '쿠폰 사용',
      cell: (o) => (
        <span className="whitespace-nowrap tabular-nums">
          {voucherSummaryText(o.vouchers)}
          {o.vouchers.cancelled > 0 && (
            <span className="block text-[12px] text-gray-500">취소 {o.vouchers.cancelled}개</span>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: '상태',
      cell: (o) => <OrderStatusBadge order={o} />,
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
