import { sendsToPhone } from '@bizgift/domain/codes';
import { parseWon } from '@bizgift/domain/money';
import type { SendType } from '@bizgift/domain/recipient-import';
import { MESSAGE_LIMITS } from '@bizgift/domain/recipients';
import { DEFAULT_VALID_PERIOD, type Goods, goodsPrices } from '../../api/catalog.ts';
import type { OrderPayload } from '../../api/orders.ts';
import { fromKstInput, toKstInput } from '../../lib/format.ts';
import { contactOf } from './contactRecipients.ts';

/** SPEC §5 "Order screen" and §8 "Order" in Korean. */
export const CHECKOUT_MESSAGES = {
  productDataInvalid: '상품 정보를 불러올 수 없습니다.',
  cartEmpty: '장바구니가 비어 있습니다.',
  notInCart: '선택한 상품이 장바구니에 없습니다.',
  noSelection: '주문할 상품을 선택해주세요.',
  agreeRequired: '주문 내용 확인 및 동의가 필요합니다.',
  orderFailed: '주문 처리 중 오류가 발생했습니다. 다시 시도해주세요.',
  insufficient: '충전금이 부족합니다. 충전 후 다시 시도해주세요.',
  senderRequired: '발신번호를 입력해주세요.',
  senderInvalid: '발신번호는 숫자 8~11자리로 입력해주세요.',
  bodyTooLong: `메시지 내용은 ${MESSAGE_LIMITS.bodyMaxBytes.toLocaleString('ko-KR')}바이트까지 보낼 수 있습니다.`,
  reservedTime: '예약 발송은 10분 이후부터 90일 이내로 선택해주세요.',
  tooMany: `한 번에 최대 ${MESSAGE_LIMITS.maxDeliveriesPerOrder.toLocaleString('ko-KR')}건까지 발송할 수 있습니다.`,
  quantityMax: `수량은 1개 이상 ${MESSAGE_LIMITS.maxQuantity}개 이하로 입력해주세요.`,
  someMissing: '장바구니에서 삭제된 상품은 제외했습니다.',
} as const;

/** E-mail is always sent from this fixed address (SPEC §2 Checkout: read-only no-reply sender). */
export const EMAIL_SENDER = 'no-reply@bizgift.co.kr';
export const RESERVE_MIN_MS = 10 * 60 * 1000;
export const RESERVE_MAX_MS = 90 * 24 * 60 * 60 * 1000;

/** One product row of the send screen. */
export interface CheckoutItem {
  goodsId: number;
  name: string;
  brand: string;
  image: string | null;
  /** Unit sale price in won. */
  price: number;
  regularPrice: number;
  validPeriod: number;
}

/**
 * SPEC §2: productData is URL-encoded JSON (id, name, image, price or discounted_amount,
 * regular_price or regular_amount, brand, valid_period, quantity). Null when unusable.
 */
export function parseProductData(raw: string | null): { item: CheckoutItem; quantity: number } | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    try {
      data = JSON.parse(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const id = typeof d.id === 'string' && /^\d+$/.test(d.id) ? Number(d.id) : d.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof d.name !== 'string' || !d.name.trim()) return null;
  const price = parseWon((d.price ?? d.discounted_amount) as string | number | undefined);
  if (price <= 0) return null;
  const regular = parseWon((d.regular_price ?? d.regular_amount) as string | number | undefined);
  const valid = Number(d.valid_period);
  return {
    item: {
      goodsId: id,
      name: d.name,
      brand: typeof d.brand === 'string' ? d.brand : '',
      image: typeof d.image === 'string' ? d.image : null,
      price,
      regularPrice: Math.max(regular, price),
      validPeriod: Number.isInteger(valid) && valid > 0 ? valid : DEFAULT_VALID_PERIOD,
    },
    quantity: normalizeQuantity(String(d.quantity ?? '1')),
  };
}

/** 'cartItems=1,2,3' → [1, 2, 3] (unique, positive integers; anything else dropped). */
export function parseCartItemIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,15}$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)];
}

/**
 * SPEC §5: quantity minimum 1; non-numeric becomes 1 (and the server allows at most 100). The
 * leading integer counts: '2.5' is 2 and '-2' is 1, never 25 or 2 by dropping characters.
 */
export function normalizeQuantity(input: string): number {
  const n = Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MESSAGE_LIMITS.maxQuantity);
}

/**
 * The one mapping from goods as the API sends them (a cart row's goods or the goods detail) to a
 * checkout row: prices parsed, the regular price never below the sale price.
 */
export function toCheckoutItem(
  goods: Pick<Goods, 'id' | 'name' | 'brand' | 'image' | 'price' | 'regular_price' | 'valid_period'>,
  fallbackValidPeriod = DEFAULT_VALID_PERIOD,
): CheckoutItem {
  return {
    goodsId: goods.id,
    name: goods.name,
    brand: goods.brand,
    image: goods.image,
    ...goodsPrices(goods),
    validPeriod: goods.valid_period || fallbackValidPeriod,
  };
}

/** SPEC §9: total = unit price × quantity × recipients, summed over the rows. */
export function orderTotal(items: readonly CheckoutItem[], quantity: number, recipients: number): number {
  return items.reduce((sum, item) => sum + item.price * quantity * recipients, 0);
}

/** The SPEC §3 order creation payload: each recipient repeated once per quantity. */
export function buildOrderPayload(input: {
  items: readonly CheckoutItem[];
  quantity: number;
  sendType: SendType;
  recipients: readonly string[];
  /** Recipient → name, for `#{이름}`; recipients without one go without. */
  names?: Readonly<Record<string, string>>;
  title: string;
  message: string;
  sender: string;
  deliveryAt: Date;
  reserved: boolean;
}): OrderPayload {
  const { items, quantity, sendType, recipients } = input;
  const count = quantity * recipients.length;
  const deliveries: OrderPayload['deliveries'] = [];
  for (const r of recipients) {
    const name = input.names?.[r];
    const extra = name ? { name } : {};
    const contact = contactOf(r);
    for (let q = 0; q < quantity; q++)
      deliveries.push(
        contact
          ? { contact_id: contact.id }
          : sendsToPhone(sendType)
            ? { recipient: r, ...extra }
            : { email: r, ...extra },
      );
  }
  return {
    title: '',
    name: input.title.trim(),
    send_msg: input.message,
    sender: input.sender.trim(),
    send_type: sendType,
    delivery_at: input.deliveryAt.toISOString(),
    is_reserved: input.reserved,
    order_items: items.map((item) => ({
      goods: item.goodsId,
      amount: String(item.price),
      total_count: count,
      total_amount: String(item.price * count),
    })),
    deliveries,
    payments: { recharge: String(orderTotal(items, quantity, recipients.length)), reward: '0' },
  };
}

/** A sensible first reservation time (KST): the next full 10 minutes after one hour from now. */
export function defaultReservation(now: Date = new Date()): string {
  const tenMinutes = 10 * 60 * 1000;
  return toKstInput(new Date(Math.ceil((now.getTime() + 60 * 60 * 1000) / tenMinutes) * tenMinutes));
}

/** The reserved time typed (read as KST, whatever the browser's zone) against the server's window. */
export function reservationError(kst: string, now: Date = new Date()): string | null {
  const at = fromKstInput(kst);
  if (!at) return CHECKOUT_MESSAGES.reservedTime;
  const diff = at.getTime() - now.getTime();
  if (diff < RESERVE_MIN_MS || diff > RESERVE_MAX_MS) return CHECKOUT_MESSAGES.reservedTime;
  return null;
}

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; fall back to random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // not a secure context
    }
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
