import { SEND_TYPE, sendsToPhone } from '@bizgift/domain/codes';
import { parseWon } from '@bizgift/domain/money';
import type { SendType } from '@bizgift/domain/recipient-import';
import { formatPhone, MESSAGE_LIMITS, RECIPIENT_MESSAGES, smsBytes } from '@bizgift/domain/recipients';
import { hasNamePlaceholder, personalize, SEND_MESSAGE_TEXTS } from '@bizgift/domain/send-message';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartKey } from '../../api/cart.ts';
import { ApiError } from '../../api/http.ts';
import {
  type CreatedOrder,
  checkDuplicateSends,
  createOrder,
  type DuplicateCheck,
  type OrderCreatedState,
  orderKeys,
} from '../../api/orders.ts';
import { balanceKey } from '../../api/payments.ts';
import { fromKstInput, toKstInput } from '../../lib/format.ts';
import { useBalance, useSession } from '../../lib/useSession.ts';
import { contactOf } from './contactRecipients.ts';
import { type DraftOwner, loadDraft } from './draft.ts';
import {
  buildOrderPayload,
  CHECKOUT_MESSAGES,
  type CheckoutItem,
  defaultReservation,
  EMAIL_SENDER,
  newIdempotencyKey,
  normalizeQuantity,
  orderTotal,
  RESERVE_MAX_MS,
  RESERVE_MIN_MS,
  reservationError,
} from './order.ts';
import { useDraftGuard } from './useDraftGuard.ts';

export type FieldErrors = Partial<Record<'recipients' | 'sender' | 'message' | 'reserve' | 'agree', string>>;

/** What the send form checks before it orders (SPEC §2 Checkout, §8). */
export function validateCheckout(input: {
  sendType: SendType;
  recipients: readonly string[];
  deliveries: number;
  senderPhone: string;
  messageBytes: number;
  reserved: boolean;
  reserveAt: string;
  agree: boolean;
  /** Recipients without a name while the message says `#{이름}`. */
  unnamed?: number;
  now?: Date;
}): FieldErrors {
  const e: FieldErrors = {};
  if (input.recipients.length === 0)
    e.recipients = sendsToPhone(input.sendType) ? RECIPIENT_MESSAGES.addPhone : RECIPIENT_MESSAGES.addEmail;
  else if (input.deliveries > MESSAGE_LIMITS.maxDeliveriesPerOrder) e.recipients = CHECKOUT_MESSAGES.tooMany;
  else if (input.unnamed) e.recipients = SEND_MESSAGE_TEXTS.namesMissing(input.unnamed);
  if (sendsToPhone(input.sendType)) {
    const digits = input.senderPhone.replace(/\D/g, '');
    if (!digits) e.sender = CHECKOUT_MESSAGES.senderRequired;
    else if (digits.length < 8 || digits.length > 11) e.sender = CHECKOUT_MESSAGES.senderInvalid;
  }
  if (input.messageBytes > MESSAGE_LIMITS.bodyMaxBytes) e.message = CHECKOUT_MESSAGES.bodyTooLong;
  if (input.reserved) {
    const problem = reservationError(input.reserveAt, input.now);
    if (problem) e.reserve = problem;
  }
  if (!input.agree) e.agree = CHECKOUT_MESSAGES.agreeRequired;
  return e;
}

/**
 * The send form's state and its one action: quantities, recipients by send type, message,
 * reservation, agreement, the totals against the balance, validation with focus on the first
 * problem, and an order placed once per attempt (Idempotency-Key) with the caches refreshed.
 */
export function useCheckoutForm({
  items,
  initialQuantity,
  refreshPrices,
}: {
  items: CheckoutItem[];
  initialQuantity: number;
  refreshPrices: () => Promise<void>;
}) {
  const ids = { title: useId(), message: useId(), sender: useId(), reserve: useId(), agree: useId() };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const balance = useBalance();

  // The draft is this member's for these goods, fixed when the page opens: a draft typed for other
  // goods never comes back here.
  const [draftOwner] = useState<DraftOwner | null>(() =>
    user ? { userId: user.username, goods: items.map((i) => i.goodsId) } : null,
  );
  // A draft from before a reload or a trip elsewhere, read once.
  const [restored] = useState(() =>
    draftOwner === null ? null : loadDraft(window.sessionStorage, draftOwner),
  );
  const [quantityText, setQuantityText] = useState(String(initialQuantity));
  const quantity = normalizeQuantity(quantityText);
  const [title, setTitle] = useState(restored?.title ?? '');
  const [message, setMessage] = useState(restored?.message ?? '');
  const [senderPhone, setSenderPhone] = useState(
    () => restored?.senderPhone || formatPhone(user?.phone_number?.replace(/\D/g, '') ?? ''),
  );
  const [sendType, setSendType] = useState<SendType>(restored?.sendType ?? SEND_TYPE.SMS);
  const [phones, setPhones] = useState<string[]>(restored?.phones ?? []);
  const [emails, setEmails] = useState<string[]>(restored?.emails ?? []);
  const [names, setNames] = useState<Record<string, string>>(restored?.names ?? {});
  const [duplicates, setDuplicates] = useState<DuplicateCheck | null>(null);
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

  const recipients = sendsToPhone(sendType) ? phones : emails;
  const setRecipients = sendsToPhone(sendType) ? setPhones : setEmails;
  const unitSum = items.reduce((s, i) => s + i.price, 0);
  const total = orderTotal(items, quantity, recipients.length);
  const deliveries = quantity * recipients.length * items.length;
  const recharge = balance.data ? parseWon(balance.data.recharge) : null;
  const insufficient = recharge !== null && total > recharge;
  const personal = hasNamePlaceholder(title, message);
  // Measured as the longest name will make it: the real message is counted per recipient.
  const longestName = personal
    ? recipients.reduce((a, r) => ((names[r]?.length ?? 0) > a.length ? names[r]! : a), '')
    : '';
  const titleBytes = smsBytes(personalize(title, longestName));
  const messageBytes = smsBytes(personalize(message, longestName));
  const unnamed = personal ? recipients.filter((r) => !names[r]).length : 0;

  const guard = useDraftGuard(draftOwner, { title, message, senderPhone, sendType, phones, emails, names });
  const clearError = (field: keyof FieldErrors) => {
    setSubmitError(null);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): FieldErrors =>
    validateCheckout({
      sendType,
      recipients,
      deliveries,
      senderPhone,
      messageBytes,
      reserved,
      reserveAt,
      agree,
      unnamed,
    });

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

  /** `confirmed`: the member saw the duplicate-send warning and goes on. */
  const submit = async (confirmed = false) => {
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
      // A contact's number is the server's to read: address-book recipients go as their ids.
      const typed = recipients.filter((r) => !contactOf(r));
      const contactIds = recipients.flatMap((r) => contactOf(r)?.id ?? []);
      if (!confirmed && recipients.length > 0) {
        const found = await checkDuplicateSends({
          send_type: sendType,
          goods: items.map((i) => i.goodsId),
          recipients: typed,
          contact_ids: contactIds,
        }).catch(() => null); // advisory: a failed check does not stand in the way of paying
        if (found && found.count > 0) {
          setDuplicates(found);
          return;
        }
      }
      setDuplicates(null);
      const payload = buildOrderPayload({
        items,
        quantity,
        sendType,
        recipients,
        names,
        title,
        message,
        sender: sendsToPhone(sendType) ? senderPhone.replace(/\D/g, '') : EMAIL_SENDER,
        deliveryAt: (reserved && fromKstInput(reserveAt)) || new Date(),
        reserved,
      });
      const order = await createOrder(payload, idempotencyKey.current);
      guard.finish();
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
      // Its own address (post → redirect → get): a reload or Back never pays again.
      navigate(`/checkout/complete?order=${order.id}`, { replace: true });
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

  const minReserve = toKstInput(new Date(Date.now() + RESERVE_MIN_MS));
  const maxReserve = toKstInput(new Date(Date.now() + RESERVE_MAX_MS));
  /** After the reserved-order dialog: the cart is refreshed on leaving, then the orders list. */
  const leaveToOrders = (state: OrderCreatedState) => {
    void queryClient.invalidateQueries({ queryKey: cartKey });
    navigate('/mypage/orders', { replace: true, state });
  };

  return {
    items,
    ids,
    quantityText,
    setQuantityText,
    quantity,
    title,
    setTitle,
    message,
    setMessage,
    senderPhone,
    setSenderPhone,
    sendType,
    setSendType,
    recipients,
    setRecipients,
    names,
    setNames,
    unnamed,
    personal,
    restored: restored !== null,
    discardDraft: () => {
      guard.discard();
      setTitle('');
      setMessage('');
      setPhones([]);
      setEmails([]);
      setNames({});
    },
    duplicates,
    closeDuplicates: () => setDuplicates(null),
    reserved,
    setReserved,
    reserveAt,
    setReserveAt,
    minReserve,
    maxReserve,
    agree,
    setAgree,
    errors,
    clearError,
    submitError,
    submitting,
    created,
    unitSum,
    total,
    deliveries,
    recharge,
    insufficient,
    titleBytes,
    messageBytes,
    balance,
    submit,
    leaveToOrders,
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
