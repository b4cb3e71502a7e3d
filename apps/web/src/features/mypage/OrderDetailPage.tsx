import { REFUNDABLE_DELIVERY_STATUSES, RESENDABLE_DELIVERY_STATUSES } from '@bizgift/domain/codes';
import { formatNumber, formatWon, parseWon } from '@bizgift/domain/money';
import { formatPhone, normalizeEmail, normalizePhone } from '@bizgift/domain/recipients';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/http.ts';
import {
  type Delivery,
  type Order,
  PAGE_SIZE,
  useCancelOrder,
  useDeliveries,
  useDelivery,
  useOrder,
  useRefundDelivery,
  useResendDelivery,
} from '../../api/orders.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { DeliveryStatusBadge, OrderStatusBadge } from '../../components/ui/Badge.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { useDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState, ErrorState } from '../../components/ui/EmptyState.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { CouponDownloadModal } from './CouponDownloadModal.tsx';
import { recipientText, SEND_TYPE_LABEL } from './format.ts';
import { DELIVERY_TEXTS, ORDER_TEXTS } from './messages.ts';

/** What a list hands to the detail route in navigation state (SPEC §2 Order/delivery detail). */
export interface DetailState {
  order?: Order;
  delivery?: Delivery;
  title?: string;
  backPath?: string;
}

const CANCEL_DONE = '예약 발송이 취소되었습니다. 결제 금액이 충전금으로 반환되었습니다.';

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Only paths inside the shop; the spec's 'mypage/delivery-refund' form gets its leading slash. */
function safeBackPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const path = value.startsWith('/') ? value : `/${value}`;
  return path.startsWith('/mypage') && !path.startsWith('//') ? path : null;
}

/**
 * `/mypage/orders/{id}` shows an order; `/mypage/orders/{id}?delivery={deliveryId}` one of its
 * deliveries. A record handed over in navigation state shows at once; without one (reload, shared
 * link) it is loaded by id. Only a record that cannot be found sends the user back with the
 * spec's message.
 */
export function OrderDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as DetailState;
  const deliveryParam = params.get('delivery');
  const orderId = parseId(id);
  const deliveryId = deliveryParam === null ? null : parseId(deliveryParam);
  const backPath =
    safeBackPath(state.backPath) ?? (deliveryParam !== null ? '/mypage/delivery-refund' : '/mypage/orders');
  const missingMessage = backPath.startsWith('/mypage/delivery-refund')
    ? DELIVERY_TEXTS.fromSentList
    : DELIVERY_TEXTS.fromOrderList;
  const missing = <Navigate to={backPath} replace state={{ message: missingMessage }} />;

  if (orderId === null || (deliveryParam !== null && deliveryId === null)) return missing;
  if (deliveryId !== null) {
    return (
      <DeliveryDetail
        key={deliveryId}
        orderId={orderId}
        deliveryId={deliveryId}
        initial={state.delivery?.id === deliveryId ? state.delivery : undefined}
        title={state.title || '발송 상세'}
        backPath={backPath}
        missing={missing}
      />
    );
  }
  return (
    <OrderDetail
      key={orderId}
      orderId={orderId}
      initial={state.order?.id === orderId ? state.order : undefined}
      title={state.title || '주문 상세'}
      backPath={backPath}
      missing={missing}
    />
  );
}

function backLabel(backPath: string): string {
  if (backPath.startsWith('/mypage/delivery-refund')) return '발송/환불 목록';
  if (/^\/mypage\/orders\/\d+/.test(backPath)) return '주문 상세';
  return '주문 목록';
}

function DetailHeader({
  title,
  backPath,
  children,
}: {
  title: string;
  backPath: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-6 md:mb-8">
      <nav aria-label="위치" className="mb-2 text-sm text-gray-500">
        <Link to="/mypage" className="hover:text-gray-800 hover:underline">
          마이페이지
        </Link>
        <span aria-hidden="true"> › </span>
        <Link to={backPath} className="hover:text-gray-800 hover:underline">
          {backLabel(backPath)}
        </Link>
        <span aria-hidden="true"> › </span>
        <span className="text-gray-700">{title}</span>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        <div className="flex gap-2">
          {children}
          <Link to={backPath} className={buttonClass('secondary')}>
            <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
              <path
                d="M12 5l-5 5 5 5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {backLabel(backPath)}으로
          </Link>
        </div>
      </div>
    </header>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4 border-b border-gray-100 py-3 last:border-b-0">
      <dt className="w-24 shrink-0 text-sm text-gray-500">{label}</dt>
      <dd className="min-w-0 flex-1 text-[15px] break-all text-gray-900">{children}</dd>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Delivery

function DeliveryDetail({
  orderId,
  deliveryId,
  initial,
  title,
  backPath,
  missing,
}: {
  orderId: number;
  deliveryId: number;
  initial?: Delivery;
  title: string;
  backPath: string;
  missing: React.ReactElement;
}) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const query = useDelivery(deliveryId, initial);
  const refund = useRefundDelivery();
  const dialog = useDialog();
  const [resendOpen, setResendOpen] = useState(false);
  const [couponOpen, setCouponOpen] = useState(false);

  if (query.isPending)
    return (
      <Frame>
        <LoadingState label="발송 정보를 불러오는 중..." />
      </Frame>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return missing;
    return (
      <Frame>
        <DetailHeader title={title} backPath={backPath} />
        <ErrorState
          message={errorMessage(query.error, DELIVERY_TEXTS.detailNotFound)}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  }
  const d = query.data;
  if (d.order_id !== orderId) return missing;
  const couponNo = d.gifticon.coupon_no;
  const refunded = d.status === 4;

  const onRefund = async () => {
    if (!d.id) {
      await dialog.alert({ title: '환불 요청', message: DELIVERY_TEXTS.noDeliveryId });
      return;
    }
    if (!REFUNDABLE_DELIVERY_STATUSES.includes(d.status)) {
      await dialog.alert({
        title: '환불 요청',
        message: `${DELIVERY_TEXTS.notRefundable}\n발송실패 또는 실패(관리자문의) 상태의 쿠폰만 환불할 수 있습니다.`,
      });
      return;
    }
    const ok = await dialog.confirm({
      title: '환불 요청',
      message: `'${d.goods.name}' 쿠폰을 환불하시겠습니까?\n결제 금액 ${formatWon(d.amount)}이 충전금으로 반환됩니다.`,
      confirmLabel: '환불 요청',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await refund.mutateAsync(d.id);
    } catch (error) {
      await dialog.alert({ title: '환불 실패', message: errorMessage(error, DELIVERY_TEXTS.refundFailed) });
      return;
    }
    const back = await dialog.confirm({
      title: '환불 완료',
      message: `${DELIVERY_TEXTS.refunded}\n\n목록으로 돌아가시겠습니까?`,
      confirmLabel: '목록으로',
      cancelLabel: '계속 보기',
    });
    if (back) navigate(backPath);
  };

  return (
    <Frame>
      <DetailHeader title={title} backPath={backPath} />
      <article className="grid gap-6 rounded-2xl border border-gray-200 bg-white p-5 md:grid-cols-[260px_1fr] md:gap-8 md:p-8">
        <ImageWithFallback
          src={d.goods.image}
          alt={d.goods.name}
          loading="eager"
          className="mx-auto aspect-square w-full max-w-[260px] rounded-xl border border-gray-100 object-cover"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-gray-500">{d.goods.brand}</p>
          <div className="mt-1 flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-xl font-bold text-gray-900 md:text-2xl">{d.goods.name}</h2>
            <DeliveryStatusBadge status={d.status} label={d.status_display} />
          </div>
          <dl className="mt-4 border-t border-gray-200">
            <Row label="발송일시">
              <span className="tabular-nums">{formatDateTime(d.sent_at ?? d.created_at)}</span>
            </Row>
            <Row label={d.send_type === 2 ? '수신 이메일' : '수신번호'}>
              <span className="tabular-nums">{recipientText(d)}</span>
            </Row>
            <Row label="유효기간">
              <span className="tabular-nums">
                {d.goods.valid_period}일
                {d.valid_until && (
                  <span className="ml-1.5 text-sm text-gray-500">({formatDate(d.valid_until)}까지)</span>
                )}
              </span>
            </Row>
            <Row label="결제금액">
              <span className="tabular-nums">{formatWon(d.amount)}</span>
              {refunded && <span className="ml-2 text-sm text-blue-700">충전금으로 환불됨</span>}
            </Row>
            <Row label="주문번호">
              <Link
                to={`/mypage/orders/${d.order_id}`}
                state={{ title: '주문 상세', backPath: '/mypage/orders' }}
                className="text-brand-700 tabular-nums hover:underline"
              >
                {d.order_id}
              </Link>
            </Row>
          </dl>

          {d.status === 3 && (
            <p className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              쿠폰을 보내지 못했습니다. 수신번호를 확인해 재발송하거나, 환불을 요청하면 결제 금액이 충전금으로
              반환됩니다.
            </p>
          )}
          {d.status === 5 && (
            <p className="mt-4 rounded-xl bg-orange-50 px-4 py-3 text-sm text-orange-800">
              쿠폰 발급에 실패했습니다. 고객센터로 문의하시거나 환불을 요청해주세요.
            </p>
          )}

          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <button
              type="button"
              onClick={() => setCouponOpen(true)}
              disabled={!couponNo || refunded}
              className={buttonClass('primary')}
            >
              {!couponNo ? DELIVERY_TEXTS.noCoupon : refunded ? '환불된 쿠폰' : '쿠폰 다운로드'}
            </button>
            {RESENDABLE_DELIVERY_STATUSES.includes(d.status) && (
              <button type="button" onClick={() => setResendOpen(true)} className={buttonClass('secondary')}>
                재발송
              </button>
            )}
            {!refunded && (
              <button
                type="button"
                onClick={onRefund}
                disabled={refund.isPending}
                className={
                  REFUNDABLE_DELIVERY_STATUSES.includes(d.status)
                    ? 'inline-flex items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50'
                    : buttonClass('secondary')
                }
              >
                {refund.isPending ? '환불 요청 중...' : '환불 요청'}
              </button>
            )}
          </div>
        </div>
      </article>

      {couponNo && (
        <CouponDownloadModal delivery={d} open={couponOpen} onClose={() => setCouponOpen(false)} />
      )}
      <ResendModal
        delivery={d}
        open={resendOpen}
        onClose={() => setResendOpen(false)}
        onDone={() => dialog.alert({ title: '재발송 완료', message: DELIVERY_TEXTS.resent })}
      />
      {dialog.element}
    </Frame>
  );
}

/** SPEC §2: the resend modal asks for the phone number, prefilled with the recipient (e-mail for e-mail sends). */
function ResendModal({
  delivery,
  open,
  onClose,
  onDone,
}: {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const email = delivery.send_type === 2;
  const prefill = email ? (delivery.email ?? '') : formatPhone(delivery.phone ?? delivery.recipient ?? '');
  const [value, setValue] = useState(prefill);
  const [error, setError] = useState<string | null>(null);
  const resend = useResendDelivery();

  const close = () => {
    if (resend.isPending) return;
    setValue(prefill);
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setError(email ? '이메일을 입력해주세요.' : DELIVERY_TEXTS.phoneRequired);
      return;
    }
    const checked = email ? normalizeEmail(value) : normalizePhone(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      await resend.mutateAsync({
        id: delivery.id,
        recipient: 'phone' in checked ? checked.phone : checked.email,
      });
      setError(null);
      onClose();
      onDone();
    } catch (err) {
      setError(errorMessage(err, DELIVERY_TEXTS.resendFailed));
    }
  };

  return (
    <Modal open={open} title="쿠폰 재발송" size="sm" onClose={close}>
      <form onSubmit={submit} noValidate>
        <p className="text-sm text-gray-600">
          '{delivery.goods.name}' 쿠폰을 같은 쿠폰번호로 다시 보냅니다. 받는 {email ? '이메일' : '번호'}를
          확인해주세요.
        </p>
        <label htmlFor={`${id}-to`} className="mt-4 mb-1 block text-sm font-medium text-gray-700">
          {email ? '수신 이메일' : '휴대폰 번호'}
        </label>
        <input
          id={`${id}-to`}
          type={email ? 'email' : 'tel'}
          inputMode={email ? 'email' : 'tel'}
          autoComplete="off"
          value={value}
          maxLength={email ? 254 : 20}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={email ? 'name@company.com' : '010-0000-0000'}
          className={inputClass()}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('secondary')}>
            취소
          </button>
          <button type="submit" disabled={resend.isPending} className={buttonClass('primary')}>
            {resend.isPending ? '재발송 중...' : '재발송'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

// ---------------------------------------------------------------------------------------------
// Order

function canCancel(order: Order): boolean {
  return order.status === 0 && order.is_reserved && new Date(order.delivery_at).getTime() > Date.now();
}

function OrderDetail({
  orderId,
  initial,
  title,
  backPath,
  missing,
}: {
  orderId: number;
  initial?: Order;
  title: string;
  backPath: string;
  missing: React.ReactElement;
}) {
  useDocumentTitle(title);
  const location = useLocation();
  const query = useOrder(orderId, initial);
  const cancel = useCancelOrder();
  const dialog = useDialog();

  if (query.isPending)
    return (
      <Frame>
        <LoadingState label="주문 정보를 불러오는 중..." />
      </Frame>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return missing;
    return (
      <Frame>
        <DetailHeader title={title} backPath={backPath} />
        <ErrorState
          message={errorMessage(query.error, DELIVERY_TEXTS.detailNotFound)}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  }
  const order = query.data;
  const refundTotal = parseWon(order.total_refund_amount);

  const onCancel = async () => {
    const ok = await dialog.confirm({
      title: '예약 취소',
      message: `${formatDateTime(order.delivery_at)} 예약 발송을 취소하시겠습니까?\n결제 금액 ${formatWon(order.total_order_amount)}이 충전금으로 반환됩니다.`,
      confirmLabel: '예약 취소',
      cancelLabel: '닫기',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(order.id);
      await dialog.alert({ title: '예약 취소 완료', message: CANCEL_DONE });
    } catch (error) {
      await dialog.alert({
        title: '예약 취소 실패',
        message: errorMessage(error, '예약 취소에 실패했습니다.'),
      });
    }
  };

  return (
    <Frame>
      <DetailHeader title={title} backPath={backPath}>
        {canCancel(order) && (
          <button
            type="button"
            onClick={onCancel}
            disabled={cancel.isPending}
            className={buttonClass('danger')}
          >
            {cancel.isPending ? '취소 중...' : '예약 취소'}
          </button>
        )}
      </DetailHeader>

      <section
        aria-labelledby="order-summary"
        className="rounded-2xl border border-gray-200 bg-white p-5 md:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-summary" className="text-lg font-bold text-gray-900">
            주문번호 <span className="tabular-nums">{order.id}</span>
          </h2>
          <OrderStatusBadge status={order.status} label={order.status_display} />
        </div>
        <dl className="mt-4 grid border-t border-gray-200 md:grid-cols-2 md:gap-x-10">
          <Row label="주문일시">
            <span className="tabular-nums">{formatDateTime(order.created_at)}</span>
          </Row>
          <Row label={order.is_reserved ? '예약 발송' : '발송일시'}>
            <span className="tabular-nums">{formatDateTime(order.delivery_at)}</span>
          </Row>
          <Row label="발송명">{order.name || '-'}</Row>
          <Row label="발송방법">{SEND_TYPE_LABEL[order.send_type] ?? '-'}</Row>
          {order.title && order.title !== order.name && <Row label="주문명">{order.title}</Row>}
          {order.sender && <Row label="발신자">{formatPhone(order.sender)}</Row>}
        </dl>
        {order.send_msg && (
          <div className="mt-4">
            <p className="mb-1.5 text-sm text-gray-500">메시지</p>
            <p className="max-h-48 overflow-y-auto rounded-xl bg-gray-50 px-4 py-3 text-sm whitespace-pre-wrap text-gray-800">
              {order.send_msg}
            </p>
          </div>
        )}
        <div className="mt-5 flex flex-col gap-1 rounded-xl bg-gray-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:gap-6">
          <span className="flex justify-between gap-3 text-sm">
            <span className="text-gray-600">결제금액</span>
            <strong className="text-base text-gray-900 tabular-nums">
              {formatWon(order.total_order_amount)}
            </strong>
          </span>
          <span className="flex justify-between gap-3 text-sm">
            <span className="text-gray-600">환불금액</span>
            <strong
              className={`text-base tabular-nums ${refundTotal > 0 ? 'text-red-600' : 'text-gray-900'}`}
            >
              {formatWon(refundTotal)}
            </strong>
          </span>
        </div>
      </section>

      <section aria-labelledby="order-items" className="mt-8">
        <h2 id="order-items" className="mb-3 text-lg font-bold text-gray-900">
          주문 상품
        </h2>
        {order.order_items.length === 0 ? (
          <EmptyState message={ORDER_TEXTS.noItems} />
        ) : (
          <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
            {order.order_items.map((item) => (
              <li key={item.id} className="flex items-center gap-4 p-4">
                <ImageWithFallback
                  src={item.goods.image}
                  alt={item.goods.name}
                  className="size-16 shrink-0 rounded-lg border border-gray-100 object-cover md:size-20"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-xs text-gray-500">{item.goods.brand}</p>
                  <p className="font-semibold text-gray-900">{item.goods.name}</p>
                  <p className="mt-0.5 text-sm text-gray-500 tabular-nums">
                    {formatWon(item.amount)} × {formatNumber(item.total_count)}매
                  </p>
                </div>
                <div className="shrink-0 text-right tabular-nums">
                  <p className="font-bold text-gray-900">{formatWon(item.total_amount)}</p>
                  {parseWon(item.refund_amount) > 0 && (
                    <p className="text-xs text-red-600">환불 {formatWon(item.refund_amount)}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <OrderDeliveries orderId={order.id} backPath={`${location.pathname}${location.search}`} />
      {dialog.element}
    </Frame>
  );
}

function OrderDeliveries({ orderId, backPath }: { orderId: number; backPath: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useDeliveries(page, { order_id: orderId });
  const open = (d: Delivery) =>
    navigate(`/mypage/orders/${orderId}?delivery=${d.id}`, {
      state: { delivery: d, title: '발송 상세', backPath },
    });

  return (
    <section aria-labelledby="order-deliveries" className="mt-8">
      <h2 id="order-deliveries" className="mb-3 text-lg font-bold text-gray-900">
        발송 내역
        {query.data && (
          <span className="ml-2 text-sm font-medium text-gray-500 tabular-nums">
            {query.data.count.toLocaleString('ko-KR')}건
          </span>
        )}
      </h2>
      {query.isPending ? (
        <LoadingState label={DELIVERY_TEXTS.loading} />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, DELIVERY_TEXTS.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.count === 0 ? (
        <EmptyState message={DELIVERY_TEXTS.empty} />
      ) : (
        <>
          <ul
            className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white"
            aria-busy={query.isFetching}
          >
            {query.data.results.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  onClick={() => open(d)}
                  className="flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-gray-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-gray-900 tabular-nums">{recipientText(d)}</span>
                    <span className="block truncate text-[13px] text-gray-500">
                      {d.goods.name} · {formatDateTime(d.sent_at ?? d.created_at)}
                    </span>
                  </span>
                  <DeliveryStatusBadge status={d.status} label={d.status_display} />
                  <svg
                    viewBox="0 0 20 20"
                    className="size-4 shrink-0 text-gray-400"
                    fill="none"
                    aria-hidden="true"
                  >
                    <path
                      d="M8 5l5 5-5 5"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            count={query.data.count}
            pageSize={PAGE_SIZE}
            onChange={setPage}
            buttons={5}
          />
        </>
      )}
    </section>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">{children}</div>;
}
