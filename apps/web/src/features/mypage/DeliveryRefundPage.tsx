import {
  DELIVERY_STATUS,
  DELIVERY_STATUS_DISPLAY,
  isVoucherCancellable,
  SEND_TYPE,
  VOUCHER_STATUS,
  VOUCHER_STATUS_DISPLAY,
} from '@bizgift/domain/codes';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { type Delivery, PAGE_SIZE, useDeliveries, useResendDelivery } from '../../api/orders.ts';
import { DeliveryStatusBadge, VoucherStatusBadge } from '../../components/ui/Badge.tsx';
import { useDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { SearchPanel } from '../../components/ui/SearchPanel.tsx';
import { DAY, useListParams } from '../../components/ui/useListParams.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { recipientText } from './format.ts';
import { SentListExport } from './ListDocuments.tsx';
import { ResultPages, SendTime } from './listParts.tsx';
import { DELIVERY_TEXTS } from './messages.ts';
import { placerName, usePlacerOptions } from './placers.ts';
import { useFlashMessage } from './useFlashMessage.ts';
import { CANCEL_RULE, CancelVoucherButton, useVoucherCancel } from './VoucherCancel.tsx';

const FILTER_KEYS = [
  'goods_name',
  'recipient',
  'status',
  'voucher_status',
  'placed_by',
  'created_at_after',
  'created_at_before',
] as const;
const VOUCHER_OPTIONS = Object.values(VOUCHER_STATUS).map((s) => ({
  value: String(s),
  label: VOUCHER_STATUS_DISPLAY[s]!,
}));
const { PENDING, COMPLETED, SENT, SEND_FAILED, REFUNDED, ADMIN_FAILED } = DELIVERY_STATUS;
const STATUS_OPTIONS = [COMPLETED, SENT, SEND_FAILED, REFUNDED, ADMIN_FAILED, PENDING].map((s) => ({
  value: String(s),
  label: DELIVERY_STATUS_DISPLAY[s]!,
}));

export const DELIVERY_LIST_BACK = '/mypage/delivery-refund';

/** Where a delivery's detail lives: its order's detail route, with the delivery chosen. */
export const deliveryPath = (d: Pick<Delivery, 'id' | 'order_id'>) =>
  `/mypage/orders/${d.order_id}?delivery=${d.id}`;

export function DeliveryRefundPage() {
  useDocumentTitle('발송/환불 조회');
  const navigate = useNavigate();
  const location = useLocation();
  const { page, filters, apply, setPage } = useListParams(FILTER_KEYS, {
    status: /^\d$/,
    voucher_status: /^[1-4]$/,
    placed_by: /^\d{1,10}$/,
    created_at_after: DAY,
    created_at_before: DAY,
  });
  const query = useDeliveries(page, filters);
  const resend = useResendDelivery();
  const dialog = useDialog();
  const [flash, clearFlash] = useFlashMessage();
  const voucherCancel = useVoucherCancel(dialog);
  const filtered = Object.keys(filters).length > 0;
  const { can } = useCompany();
  const everyone = can('allOrders');
  const placers = usePlacerOptions(everyone, query.data?.results, filters.placed_by);

  const open = (d: Delivery) =>
    navigate(deliveryPath(d), {
      state: { delivery: d, title: '발송 상세', backPath: `${DELIVERY_LIST_BACK}${location.search}` },
    });

  /** SPEC §4: the list offers resend only in status 3, after a confirmation naming goods and recipient. */
  const onResend = async (d: Delivery) => {
    if (resend.isPending) return;
    const to = recipientText(d);
    const ok = await dialog.confirm({
      title: '쿠폰 재발송',
      message: `'${d.goods.name}' 쿠폰을 ${to}(으)로 다시 보내시겠습니까?`,
      confirmLabel: '재발송',
    });
    if (!ok) return;
    try {
      await resend.mutateAsync(
        d.send_type === SEND_TYPE.EMAIL
          ? { id: d.id, test: d.test, email: d.email ?? '' }
          : { id: d.id, test: d.test, phone: d.phone ?? '' },
      );
      await dialog.alert({ title: '재발송 완료', message: DELIVERY_TEXTS.resent });
    } catch (error) {
      const detail = error instanceof ApiError ? error.message : '';
      await dialog.alert({
        title: '재발송 실패',
        message:
          detail && detail !== DELIVERY_TEXTS.resendFailed
            ? `${DELIVERY_TEXTS.resendFailed}\n${detail}`
            : DELIVERY_TEXTS.resendFailed,
      });
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHeader
        crumb={{ to: '/mypage', label: '마이페이지' }}
        title="발송/환불 조회"
        description="보낸 쿠폰의 발송 결과와 사용 여부를 확인하고, 발송에 실패한 쿠폰은 재발송하거나 환불받을 수 있습니다."
      />
      <Notice tone="info" className="mb-5">
        {CANCEL_RULE}
      </Notice>
      {flash && (
        <Notice tone="warning" onClose={clearFlash} className="mb-5">
          {flash}
        </Notice>
      )}
      {!everyone && (
        <Notice tone="info" className="mb-5">
          {roleReason('allOrders')}
        </Notice>
      )}
      <SearchPanel
        label="발송 내역 검색"
        texts={[
          { name: 'goods_name', label: '상품명', placeholder: '상품명을 입력하세요' },
          { name: 'recipient', label: '수신자', placeholder: '휴대폰 번호 또는 이메일', maxLength: 254 },
        ]}
        select={[
          { name: 'status', label: '발송 상태', options: STATUS_OPTIONS },
          { name: 'voucher_status', label: '쿠폰 상태', options: VOUCHER_OPTIONS },
          ...(everyone ? [{ name: 'placed_by' as const, label: '주문자', options: placers }] : []),
        ]}
        applied={filters}
        onApply={apply}
      />
      <SentListExport filters={filters} />

      <QueryResult
        query={query}
        loading={DELIVERY_TEXTS.loading}
        failed={DELIVERY_TEXTS.loadFailed}
        isEmpty={(data) => data.count === 0}
        empty={
          <EmptyState
            message={DELIVERY_TEXTS.empty}
            description={filtered ? '검색 조건을 바꿔 다시 조회해 보세요.' : undefined}
          />
        }
      >
        {(data) => (
          <ResultPages
            count={data.count}
            busy={query.isFetching}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          >
            <DeliveryTable
              deliveries={data.results}
              firstNumber={data.count - (page - 1) * PAGE_SIZE}
              onOpen={open}
              onResend={onResend}
              resending={resend.isPending ? resend.variables?.id : undefined}
              onCancel={voucherCancel.run}
              cancelling={voucherCancel.pendingId}
              showPlacer={everyone}
            />
          </ResultPages>
        )}
      </QueryResult>
      {dialog.element}
    </div>
  );
}

/** A failed send offers resend; an unused voucher of a completed send offers cancel. */
function RowAction({
  d,
  resending,
  cancelling,
  onResend,
  onCancel,
}: {
  d: Delivery;
  resending: boolean;
  cancelling: boolean;
  onResend: (d: Delivery) => void;
  onCancel: (d: Delivery) => void;
}) {
  if (isVoucherCancellable(d)) return <CancelVoucherButton d={d} busy={cancelling} onCancel={onCancel} />;
  if (d.status !== SEND_FAILED) return <span className="text-gray-300">-</span>;
  return <ResendButton d={d} busy={resending} onResend={onResend} />;
}

function ResendButton({
  d,
  busy,
  onResend,
}: {
  d: Delivery;
  busy: boolean;
  onResend: (d: Delivery) => void;
}) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        onResend(d);
      }}
      className="inline-flex items-center rounded-lg border border-red-200 bg-white px-3 py-1.5 text-[13px] font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
    >
      {busy ? '재발송 중...' : '재발송'}
    </button>
  );
}

function DeliveryTable({
  deliveries,
  firstNumber,
  onOpen,
  onResend,
  resending,
  onCancel,
  cancelling,
  showPlacer,
}: {
  deliveries: Delivery[];
  firstNumber: number;
  onOpen: (d: Delivery) => void;
  onResend: (d: Delivery) => void;
  resending?: number;
  onCancel: (d: Delivery) => void;
  cancelling?: number;
  /** the 주문자 column (not for a 발송 담당, who sees only its own) */
  showPlacer: boolean;
}) {
  const action = (d: Delivery) => (
    <RowAction
      d={d}
      resending={resending === d.id}
      cancelling={cancelling === d.id}
      onResend={onResend}
      onCancel={onCancel}
    />
  );
  return (
    <>
      <table className="hidden w-full table-fixed border-collapse text-sm md:table">
        <caption className="sr-only">발송 목록 (행을 누르면 상세가 열립니다)</caption>
        <thead className="border-y border-gray-900 bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="w-16 py-3 font-semibold">
              No
            </th>
            <th scope="col" className="w-36 py-3 font-semibold">
              발송일시
            </th>
            <th scope="col" className="w-48 py-3 font-semibold">
              수신번호/이메일
            </th>
            <th scope="col" className="py-3 text-left font-semibold">
              상품명
            </th>
            {showPlacer && (
              <th scope="col" className="w-24 py-3 font-semibold">
                주문자
              </th>
            )}
            <th scope="col" className="w-20 py-3 font-semibold">
              유효기간
            </th>
            <th scope="col" className="w-24 py-3 font-semibold">
              발송 상태
            </th>
            <th scope="col" className="w-24 py-3 font-semibold">
              쿠폰
            </th>
            <th scope="col" className="w-28 py-3 font-semibold">
              관리
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d, i) => (
            <tr
              key={d.id}
              onClick={() => onOpen(d)}
              className="cursor-pointer border-b border-gray-200 hover:bg-gray-50"
            >
              <td className="py-3.5 text-center text-gray-500 tabular-nums">{firstNumber - i}</td>
              <td className="py-3.5 text-center text-gray-600 tabular-nums">
                <SendTime delivery={d} />
              </td>
              <td className="truncate px-2 py-3.5 text-center text-gray-800 tabular-nums">
                {recipientText(d)}
              </td>
              <td className="py-3.5 pr-3">
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(d);
                  }}
                  className="block w-full min-w-0 text-left"
                >
                  <span className="block text-xs text-gray-500">{d.goods.brand}</span>
                  <span className="block truncate font-medium text-gray-900 hover:underline">
                    {d.goods.name}
                  </span>
                </button>
              </td>
              {showPlacer && (
                <td className="truncate px-1 py-3.5 text-center text-gray-700" title={d.placed_by.username}>
                  {placerName(d)}
                </td>
              )}
              <td className="py-3.5 text-center text-gray-600 tabular-nums">{d.goods.valid_period}일</td>
              <td className="py-3.5 text-center">
                <DeliveryStatusBadge status={d.status} label={d.status_display} />
              </td>
              <td className="py-3.5 text-center">
                <VoucherStatusBadge gifticon={d.gifticon} />
              </td>
              <td className="py-3.5 text-center">{action(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col gap-3 md:hidden">
        {deliveries.map((d, i) => (
          <li key={d.id} className="rounded-2xl border border-gray-200 bg-white shadow-xs">
            <button type="button" onClick={() => onOpen(d)} className="block w-full p-4 text-left">
              <div className="flex items-center justify-between gap-2 text-[13px] text-gray-500">
                <span className="tabular-nums">
                  {firstNumber - i}. <SendTime delivery={d} />
                </span>
                <span className="flex gap-1.5">
                  <DeliveryStatusBadge status={d.status} label={d.status_display} />
                  <VoucherStatusBadge gifticon={d.gifticon} />
                </span>
              </div>
              <p className="mt-2 text-xs text-gray-500">{d.goods.brand}</p>
              <p className="truncate font-semibold text-gray-900">{d.goods.name}</p>
              <p className="mt-1 text-sm text-gray-600 tabular-nums">
                {recipientText(d)} · 유효기간 {d.goods.valid_period}일
                {showPlacer && ` · 주문자 ${placerName(d)}`}
              </p>
            </button>
            {(d.status === SEND_FAILED || isVoucherCancellable(d)) && (
              <div className="flex justify-end border-t border-gray-100 px-4 py-2.5">{action(d)}</div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
