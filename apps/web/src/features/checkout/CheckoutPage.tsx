import { formatNumber, parseWon } from '@bizgift/domain/money';
import type { SendType } from '@bizgift/domain/recipient-import';
import { formatPhone, MESSAGE_LIMITS, RECIPIENT_MESSAGES, smsBytes } from '@bizgift/domain/recipients';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cartKey, cartQuery } from '../../api/cart.ts';
import { goodsDetailQuery } from '../../api/catalog.ts';
import { ApiError, MINUTE } from '../../api/http.ts';
import {
  type CreatedOrder,
  cancelReservedOrder,
  createOrder,
  type OrderCreatedState,
  orderKeys,
} from '../../api/orders.ts';
import { balanceKey } from '../../api/payments.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { Won } from '../../components/Price.tsx';
import { PageSpinner } from '../../components/ui/LoadingState.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useBalance, useSession } from '../../lib/useSession.ts';
import {
  buildOrderPayload,
  CHECKOUT_MESSAGES,
  type CheckoutItem,
  defaultReservation,
  EMAIL_SENDER,
  newIdempotencyKey,
  normalizeQuantity,
  orderTotal,
  parseCartItemIds,
  parseProductData,
  RESERVE_MAX_MS,
  RESERVE_MIN_MS,
  reservationError,
  toLocalInput,
} from './order.ts';
import { RecipientsSection } from './RecipientsSection.tsx';

const TITLE = '모바일 쿠폰 발송';

/** Alerts once (StrictMode runs effects twice in development) and leaves the page. */
function useBailOut(message: string | null, to: string) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!message || done.current) return;
    done.current = true;
    window.alert(message);
    navigate(to, { replace: true });
  }, [message, to, navigate]);
}

/**
 * SPEC §2 Checkout: reached from the cart (`cartItems`) or a direct purchase
 * (`directOrder=true&productData=`); the §8 failures alert and leave.
 */
export function CheckoutPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  return params.get('directOrder') === 'true' ? (
    <DirectCheckout raw={params.get('productData')} />
  ) : (
    <CartCheckout raw={params.get('cartItems')} />
  );
}

function DirectCheckout({ raw }: { raw: string | null }) {
  const parsed = useMemo(() => parseProductData(raw), [raw]);
  useBailOut(parsed ? null : CHECKOUT_MESSAGES.productDataInvalid, '/');
  // The link carries a price; the server's current one is what will be charged, so show that.
  const fresh = useQuery({ ...goodsDetailQuery(parsed?.item.goodsId ?? null), staleTime: MINUTE });
  if (!parsed) return <PageSpinner />;
  const item: CheckoutItem = fresh.data
    ? {
        ...parsed.item,
        name: fresh.data.name,
        brand: fresh.data.brand,
        image: fresh.data.image,
        price: parseWon(fresh.data.price),
        regularPrice: Math.max(parseWon(fresh.data.regular_price), parseWon(fresh.data.price)),
        validPeriod: fresh.data.valid_period || parsed.item.validPeriod,
      }
    : parsed.item;
  return (
    <CheckoutForm
      items={[item]}
      initialQuantity={parsed.quantity}
      refreshPrices={async () => {
        await fresh.refetch();
      }}
    />
  );
}

function CartCheckout({ raw }: { raw: string | null }) {
  const ids = useMemo(() => parseCartItemIds(raw), [raw]);
  const cart = useQuery(cartQuery());
  const [initialIds] = useState(ids);
  const cartItems = cart.data ?? [];
  const chosen = cartItems.filter((c) => ids.includes(c.id));
  let bail: string | null = null;
  if (ids.length === 0) bail = CHECKOUT_MESSAGES.noSelection;
  else if (cart.isSuccess && cartItems.length === 0) bail = CHECKOUT_MESSAGES.cartEmpty;
  else if (cart.isSuccess && chosen.length === 0) bail = CHECKOUT_MESSAGES.notInCart;
  const [settled, setSettled] = useState(false);
  // After the first load, only leave for failures (an order in progress keeps its rows).
  if (cart.isSuccess && !settled && !bail) setSettled(true);
  useBailOut(settled ? null : bail, '/cart');

  if (cart.isError && !cart.data) {
    return (
      <Shell>
        <div role="alert" className="rounded-2xl border border-red-100 bg-red-50 px-6 py-10 text-center">
          <p className="font-semibold text-red-700">{CHECKOUT_MESSAGES.productDataInvalid}</p>
          <button
            type="button"
            onClick={() => void cart.refetch()}
            className="mt-3 rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-100"
          >
            다시 시도
          </button>
        </div>
      </Shell>
    );
  }
  if (!cart.isSuccess || (!settled && bail)) return <PageSpinner label="주문 정보를 불러오는 중입니다." />;
  const items: CheckoutItem[] = chosen.map((c) => ({
    goodsId: c.goods.id,
    name: c.goods.name,
    brand: c.goods.brand,
    image: c.goods.image,
    price: parseWon(c.goods.price),
    regularPrice: Math.max(parseWon(c.goods.regular_price), parseWon(c.goods.price)),
    validPeriod: c.goods.valid_period || 30,
  }));
  return (
    <CheckoutForm
      items={items}
      initialQuantity={1}
      note={chosen.length < initialIds.length ? CHECKOUT_MESSAGES.someMissing : undefined}
      refreshPrices={async () => {
        await cart.refetch();
      }}
    />
  );
}

type FieldErrors = Partial<Record<'recipients' | 'sender' | 'message' | 'reserve' | 'agree', string>>;

function CheckoutForm({
  items,
  initialQuantity,
  note,
  refreshPrices,
}: {
  items: CheckoutItem[];
  initialQuantity: number;
  note?: string;
  refreshPrices: () => Promise<void>;
}) {
  const ids = { title: useId(), message: useId(), sender: useId(), reserve: useId(), agree: useId() };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const balance = useBalance();

  const [quantityText, setQuantityText] = useState(String(initialQuantity));
  const quantity = normalizeQuantity(quantityText);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [senderPhone, setSenderPhone] = useState(() =>
    formatPhone(user?.phone_number?.replace(/\D/g, '') ?? ''),
  );
  const [sendType, setSendType] = useState<SendType>(1);
  const [phones, setPhones] = useState<string[]>([]);
  const [emails, setEmails] = useState<string[]>([]);
  const [reserved, setReserved] = useState(false);
  const [reserveAt, setReserveAt] = useState(() => defaultReservation());
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<CreatedOrder | null>(null);
  // One key per checkout attempt, kept across retries of the same submit (a lost response replays).
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);

  const recipients = sendType === 1 ? phones : emails;
  const setRecipients = sendType === 1 ? setPhones : setEmails;
  const unitSum = items.reduce((s, i) => s + i.price, 0);
  const total = orderTotal(items, quantity, recipients.length);
  const deliveries = quantity * recipients.length * items.length;
  const recharge = balance.data ? parseWon(balance.data.recharge) : null;
  const insufficient = recharge !== null && total > recharge;
  const titleBytes = smsBytes(title);
  const messageBytes = smsBytes(message);

  const clearError = (field: keyof FieldErrors) => {
    setSubmitError(null);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): FieldErrors => {
    const e: FieldErrors = {};
    if (recipients.length === 0)
      e.recipients = sendType === 1 ? RECIPIENT_MESSAGES.addPhone : RECIPIENT_MESSAGES.addEmail;
    else if (deliveries > MESSAGE_LIMITS.maxDeliveriesPerOrder) e.recipients = CHECKOUT_MESSAGES.tooMany;
    if (sendType === 1) {
      const digits = senderPhone.replace(/\D/g, '');
      if (!digits) e.sender = CHECKOUT_MESSAGES.senderRequired;
      else if (digits.length < 8 || digits.length > 11) e.sender = CHECKOUT_MESSAGES.senderInvalid;
    }
    if (messageBytes > MESSAGE_LIMITS.bodyMaxBytes) e.message = CHECKOUT_MESSAGES.bodyTooLong;
    if (reserved) {
      const problem = reservationError(reserveAt);
      if (problem) e.reserve = problem;
    }
    if (!agree) e.agree = CHECKOUT_MESSAGES.agreeRequired;
    return e;
  };

  const focusFirst = (e: FieldErrors) => {
    const order: [keyof FieldErrors, string][] = [
      ['recipients', 'recipients-section'],
      ['sender', ids.sender],
      ['message', ids.message],
      ['reserve', ids.reserve],
      ['agree', ids.agree],
    ];
    const first = order.find(([k]) => e[k]);
    if (!first) return;
    const el = document.getElementById(first[1]);
    const target = el?.matches('input,textarea') ? el : el?.querySelector<HTMLElement>('input');
    target?.focus();
    (target ?? el)?.scrollIntoView?.({ block: 'center' });
  };

  const submit = async () => {
    if (inFlight.current) return;
    setSubmitError(null);
    const e = validate();
    setErrors(e);
    if (Object.values(e).some(Boolean)) {
      focusFirst(e);
      return;
    }
    if (insufficient) {
      setSubmitError(CHECKOUT_MESSAGES.insufficient);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const payload = buildOrderPayload({
        items,
        quantity,
        sendType,
        recipients,
        title,
        message,
        sender: sendType === 1 ? senderPhone.replace(/\D/g, '') : EMAIL_SENDER,
        deliveryAt: reserved ? new Date(reserveAt) : new Date(),
        reserved,
      });
      const order = await createOrder(payload, idempotencyKey.current);
      // SPEC §4 Cart add: after order creation, balance, orders and carts data are refreshed.
      // (The cart is refreshed on leaving, so the rows stay on screen under the reservation dialog.)
      void queryClient.invalidateQueries({ queryKey: balanceKey });
      // Every order and delivery list and detail lives under one key.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (order.is_reserved) {
        setCreated(order);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: cartKey });
      const state: OrderCreatedState = {
        orderMessage: `주문이 완료되었습니다. 쿠폰 ${deliveries.toLocaleString('ko-KR')}건의 발송을 시작합니다.`,
        orderId: order.id,
        reserved: false,
      };
      navigate('/mypage/orders', { replace: true, state });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setSubmitError(error.message);
        await refreshPrices().catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: balanceKey });
      } else if (error instanceof ApiError && error.status === 400 && error.message) {
        setSubmitError(error.message);
      } else if (error instanceof ApiError && error.status === 401) {
        // the HTTP client already sent the visitor to the login page
      } else {
        setSubmitError(CHECKOUT_MESSAGES.orderFailed);
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const minReserve = toLocalInput(new Date(Date.now() + RESERVE_MIN_MS));
  const maxReserve = toLocalInput(new Date(Date.now() + RESERVE_MAX_MS));

  return (
    <Shell>
      {note && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {note}
        </p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start"
      >
        <div className="space-y-8">
          <Section step="01" title="상품 정보 확인">
            <ProductRows
              items={items}
              quantityText={quantityText}
              quantity={quantity}
              onQuantityText={setQuantityText}
              onQuantityBlur={() => setQuantityText(String(quantity))}
            />
          </Section>

          <Section step="02" title="발송 정보 입력">
            <div className="space-y-5">
              <fieldset>
                <legend className="text-sm font-semibold text-gray-800">발송 방법</legend>
                <div className="mt-1.5 inline-flex rounded-xl bg-gray-100 p-1">
                  {(
                    [
                      [1, '문자(SMS)'],
                      [2, '이메일'],
                    ] as const
                  ).map(([value, label]) => (
                    <label
                      key={value}
                      className={`cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                        sendType === value
                          ? 'bg-white text-brand-700 shadow-sm'
                          : 'text-gray-500 hover:text-gray-800'
                      }`}
                    >
                      <input
                        type="radio"
                        name="send-type"
                        value={value}
                        checked={sendType === value}
                        onChange={() => {
                          setSendType(value);
                          clearError('recipients');
                          clearError('sender');
                        }}
                        className="sr-only"
                      />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>

              <div>
                <FieldLabel
                  htmlFor={ids.title}
                  counter={`${titleBytes}/${MESSAGE_LIMITS.titleDisplayBytes} bytes`}
                  over={titleBytes > MESSAGE_LIMITS.titleDisplayBytes}
                >
                  메시지 제목
                </FieldLabel>
                <input
                  id={ids.title}
                  value={title}
                  maxLength={MESSAGE_LIMITS.titleMaxBytes}
                  onChange={(e) => setTitle(e.target.value)}
                  placeholder="예) 설 명절 감사 선물"
                  className={inputClass(false)}
                />
              </div>

              <div>
                <FieldLabel
                  htmlFor={ids.message}
                  counter={`${messageBytes}/${MESSAGE_LIMITS.bodyDisplayBytes} bytes`}
                  over={messageBytes > MESSAGE_LIMITS.bodyDisplayBytes}
                >
                  메시지 내용
                </FieldLabel>
                <textarea
                  id={ids.message}
                  value={message}
                  rows={5}
                  onChange={(e) => {
                    setMessage(e.target.value);
                    clearError('message');
                  }}
                  placeholder="받는 분께 전할 메시지를 입력해주세요. 쿠폰 번호와 유효기간은 자동으로 함께 발송됩니다."
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? `${ids.message}-error` : undefined}
                  className={`${inputClass(!!errors.message)} resize-y`}
                />
                <FieldError id={`${ids.message}-error`} message={errors.message} />
              </div>

              <div>
                <label htmlFor={ids.sender} className="text-sm font-semibold text-gray-800">
                  {sendType === 1 ? '발신번호' : '발신 이메일'}
                </label>
                {sendType === 1 ? (
                  <input
                    id={ids.sender}
                    type="tel"
                    inputMode="tel"
                    value={senderPhone}
                    onChange={(e) => {
                      setSenderPhone(e.target.value.replace(/[^\d-]/g, ''));
                      clearError('sender');
                    }}
                    placeholder="02-1234-5678"
                    aria-invalid={errors.sender ? true : undefined}
                    aria-describedby={errors.sender ? `${ids.sender}-error` : undefined}
                    className={`${inputClass(!!errors.sender)} sm:max-w-xs`}
                  />
                ) : (
                  <input
                    id={ids.sender}
                    value={EMAIL_SENDER}
                    readOnly
                    aria-readonly="true"
                    className={`${inputClass(false)} bg-gray-50 text-gray-600 sm:max-w-xs`}
                  />
                )}
                <FieldError id={`${ids.sender}-error`} message={errors.sender} />
              </div>

              <div id="recipients-section">
                <RecipientsSection
                  sendType={sendType}
                  recipients={recipients}
                  onChange={(next) => {
                    setRecipients(next);
                    clearError('recipients');
                  }}
                  error={errors.recipients}
                />
              </div>

              <fieldset>
                <legend className="text-sm font-semibold text-gray-800">발송 시간</legend>
                <div className="mt-1.5 flex flex-wrap gap-4">
                  <label className="inline-flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="radio"
                      name="send-time"
                      checked={!reserved}
                      onChange={() => {
                        setReserved(false);
                        clearError('reserve');
                      }}
                      className="size-4 accent-brand-600"
                    />
                    즉시 발송
                  </label>
                  <label className="inline-flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="radio"
                      name="send-time"
                      checked={reserved}
                      onChange={() => setReserved(true)}
                      className="size-4 accent-brand-600"
                    />
                    예약 발송
                  </label>
                </div>
                {reserved && (
                  <div className="mt-3">
                    <label htmlFor={ids.reserve} className="sr-only">
                      예약 발송 일시
                    </label>
                    <input
                      id={ids.reserve}
                      type="datetime-local"
                      value={reserveAt}
                      min={minReserve}
                      max={maxReserve}
                      step={600}
                      onChange={(e) => {
                        setReserveAt(e.target.value);
                        clearError('reserve');
                      }}
                      aria-invalid={errors.reserve ? true : undefined}
                      aria-describedby={`${ids.reserve}-hint`}
                      className={`${inputClass(!!errors.reserve)} sm:max-w-xs`}
                    />
                    <p id={`${ids.reserve}-hint`} className="mt-1.5 text-xs text-gray-500">
                      지금부터 10분 이후 ~ 90일 이내로 예약할 수 있습니다. 예약 시간 전까지 주문 내역에서
                      취소하면 결제 금액이 충전금으로 전액 반환됩니다.
                    </p>
                    <FieldError id={`${ids.reserve}-error`} message={errors.reserve} />
                  </div>
                )}
              </fieldset>
            </div>
          </Section>
        </div>

        <div className="lg:sticky lg:top-36">
          <Section step="03" title="결제">
            <dl className="space-y-2.5 text-[15px]">
              <Row label="상품 단가 합계">
                <Won value={unitSum} />
              </Row>
              <Row label="수량">
                <span className="tabular-nums">{formatNumber(quantity)}개</span>
              </Row>
              <Row label="수신자">
                <span className="tabular-nums">{formatNumber(recipients.length)}명</span>
              </Row>
              <div className="flex items-baseline justify-between border-t border-gray-200 pt-3">
                <dt className="font-semibold text-gray-900">총 결제 금액</dt>
                <dd className="text-2xl font-bold text-brand-700" data-testid="order-total">
                  <Won value={total} />
                </dd>
              </div>
              <Row label="보유 충전금">
                {recharge === null ? (
                  <span className="text-gray-400">{balance.isError ? '-' : '확인 중...'}</span>
                ) : (
                  <Won value={recharge} />
                )}
              </Row>
              {recharge !== null && (
                <Row label="결제 후 잔액">
                  <span className={insufficient ? 'font-semibold text-red-600' : ''}>
                    {insufficient ? '-' : ''}
                    <Won value={Math.abs(recharge - total)} />
                  </span>
                </Row>
              )}
            </dl>
            {insufficient && (
              <div
                role="alert"
                className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
              >
                <p className="font-semibold">충전금이 부족합니다.</p>
                <p className="mt-0.5">
                  부족한 금액 <Won value={total - (recharge ?? 0)} className="font-semibold" />을 충전한 뒤
                  결제해주세요.
                </p>
              </div>
            )}
            <Link
              to="/charge"
              className="mt-3 flex w-full items-center justify-center rounded-xl border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
            >
              충전금 충전하기
            </Link>

            <div className="mt-5 border-t border-gray-200 pt-4">
              <label
                htmlFor={ids.agree}
                className="flex cursor-pointer items-start gap-2.5 text-sm text-gray-800"
              >
                <input
                  id={ids.agree}
                  type="checkbox"
                  checked={agree}
                  onChange={(e) => {
                    setAgree(e.target.checked);
                    clearError('agree');
                  }}
                  aria-invalid={errors.agree ? true : undefined}
                  aria-describedby={errors.agree ? `${ids.agree}-error` : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-brand-600"
                />
                <span>
                  주문 내용(상품, 수량, 수신자, 발송 시간)을 확인했으며 충전금 결제에 동의합니다.{' '}
                  <span className="text-red-600">(필수)</span>
                </span>
              </label>
              <FieldError id={`${ids.agree}-error`} message={errors.agree} />
            </div>

            {submitError && (
              <p
                role="alert"
                className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
              >
                {submitError}
              </p>
            )}

            <button
              type="submit"
              disabled={submitting}
              aria-busy={submitting || undefined}
              className="mt-4 w-full rounded-xl bg-brand-600 px-4 py-4 text-base font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {submitting ? '결제 처리 중...' : total > 0 ? `${formatNumber(total)}원 결제하기` : '결제하기'}
            </button>
            <p className="mt-2 text-center text-xs text-gray-500">
              {reserved ? '예약한 시간에 발송됩니다.' : '결제 즉시 쿠폰이 발송됩니다.'}
            </p>
          </Section>
        </div>
      </form>

      <ReservedDoneModal
        order={created}
        onDone={(state) => {
          void queryClient.invalidateQueries({ queryKey: cartKey });
          navigate('/mypage/orders', { replace: true, state });
        }}
      />
    </Shell>
  );
}

/** Beyond the spec: a reserved order can be cancelled right here, before its time, refunded in full. */
function ReservedDoneModal({
  order,
  onDone,
}: {
  order: CreatedOrder | null;
  onDone: (state: OrderCreatedState) => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!order) return null;
  const when = new Date(order.delivery_at).toLocaleString('ko-KR', {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const reservedMessage = `예약 발송 주문이 완료되었습니다. ${when}에 발송됩니다.`;
  const cancel = async () => {
    setCancelling(true);
    setError(null);
    try {
      await cancelReservedOrder(order.id);
      void queryClient.invalidateQueries({ queryKey: balanceKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      onDone({
        orderMessage: '예약 발송이 취소되었습니다. 결제 금액이 충전금으로 반환되었습니다.',
        orderId: order.id,
        reserved: true,
      });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : CHECKOUT_MESSAGES.orderFailed);
      setCancelling(false);
    }
  };
  return (
    <Modal
      open
      size="md"
      title={confirming ? '예약 발송 취소' : '예약 발송 완료'}
      onClose={() => onDone({ orderMessage: reservedMessage, orderId: order.id, reserved: true })}
      footer={
        confirming ? (
          <>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={cancelling}
              className={secondaryButton}
            >
              돌아가기
            </button>
            <button
              type="button"
              onClick={() => void cancel()}
              disabled={cancelling}
              className="rounded-xl bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
            >
              {cancelling ? '취소하는 중...' : '예약 취소'}
            </button>
          </>
        ) : (
          <>
            <button type="button" onClick={() => setConfirming(true)} className={secondaryButton}>
              예약 취소
            </button>
            <button
              type="button"
              onClick={() => onDone({ orderMessage: reservedMessage, orderId: order.id, reserved: true })}
              className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              주문 내역 보기
            </button>
          </>
        )
      }
    >
      {confirming ? (
        <p>
          예약 발송을 취소하시겠습니까? 결제 금액{' '}
          <Won value={order.total_order_amount} className="font-semibold" />이 충전금으로 전액 반환됩니다.
        </p>
      ) : (
        <p>
          {reservedMessage} 발송 전까지 주문 내역에서 취소할 수 있으며, 취소하면 결제 금액{' '}
          <Won value={order.total_order_amount} className="font-semibold" />이 충전금으로 반환됩니다.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      )}
    </Modal>
  );
}

const secondaryButton =
  'rounded-xl border border-gray-300 px-4 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-60';

const inputClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-gray-900 placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-500' : 'border-gray-300'
  }`;

function Shell({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="mb-6 text-2xl font-bold text-gray-900 md:mb-8 md:text-3xl">{TITLE}</h1>
      {children}
    </section>
  );
}

function Section({ step, title, children }: { step: string; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="mb-4 flex items-baseline gap-2 text-lg font-bold text-gray-900">
        <span className="text-brand-600 tabular-nums">{step}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function FieldLabel({
  htmlFor,
  counter,
  over,
  children,
}: {
  htmlFor: string;
  counter: string;
  over: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between">
      <label htmlFor={htmlFor} className="text-sm font-semibold text-gray-800">
        {children}
      </label>
      <span className={`text-xs tabular-nums ${over ? 'font-semibold text-red-600' : 'text-gray-500'}`}>
        {counter}
      </span>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}

function QuantityInput({
  value,
  quantity,
  onChange,
  onBlur,
}: {
  value: string;
  quantity: number;
  onChange: (v: string) => void;
  onBlur: () => void;
}) {
  const btn =
    'flex size-9 items-center justify-center text-lg text-gray-600 hover:bg-gray-50 disabled:text-gray-300';
  return (
    <div className="inline-flex items-center rounded-lg border border-gray-300 bg-white">
      <button
        type="button"
        aria-label="수량 줄이기"
        disabled={quantity <= 1}
        onClick={() => onChange(String(quantity - 1))}
        className={btn}
      >
        −
      </button>
      <input
        aria-label="수량"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className="h-9 w-12 border-x border-gray-300 text-center tabular-nums focus:outline-2 focus:outline-brand-600"
      />
      <button
        type="button"
        aria-label="수량 늘리기"
        disabled={quantity >= MESSAGE_LIMITS.maxQuantity}
        onClick={() => onChange(String(quantity + 1))}
        className={btn}
      >
        +
      </button>
    </div>
  );
}

function ProductRows({
  items,
  quantityText,
  quantity,
  onQuantityText,
  onQuantityBlur,
}: {
  items: CheckoutItem[];
  quantityText: string;
  quantity: number;
  onQuantityText: (v: string) => void;
  onQuantityBlur: () => void;
}) {
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item, index) => (
        <li
          key={item.goodsId}
          className="flex flex-wrap items-center gap-x-4 gap-y-3 py-3 first:pt-0 last:pb-0"
        >
          <ImageWithFallback
            src={item.image}
            alt=""
            className="size-16 shrink-0 rounded-xl border border-gray-100 object-cover sm:size-20"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-[13px] text-gray-500">[{item.brand}]</p>
            <p className="line-clamp-2 font-medium text-gray-900">{item.name}</p>
            <p className="mt-0.5 text-xs text-gray-500">유효기간 {item.validPeriod}일</p>
          </div>
          <div className="flex w-full items-center justify-between gap-4 sm:w-auto sm:justify-end">
            <div className="text-right">
              {item.regularPrice > item.price && (
                <p className="text-xs text-gray-400 line-through tabular-nums">
                  {formatNumber(item.regularPrice)}원
                </p>
              )}
              <Won value={item.price} className="font-bold text-gray-900" />
            </div>
            <div className="w-32 text-right">
              {index === 0 ? (
                <QuantityInput
                  value={quantityText}
                  quantity={quantity}
                  onChange={onQuantityText}
                  onBlur={onQuantityBlur}
                />
              ) : (
                <span className="inline-block rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-600">
                  동일 수량 ({quantity}개)
                </span>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
