import { createHash } from 'node:crypto';
import {
  DELIVERY_STATUS,
  ORDER_STATUS,
  SEND_TYPE,
  sendsToPhone,
  TRANSACTION_TYPE,
  VOUCHER_STATUS,
} from '@bizgift/domain/codes';
import {
  type ActivityAction,
  type Actor,
  type CompanyRole,
  limitExceededMessage,
} from '@bizgift/domain/company';
import { CONTACT_TEXTS } from '@bizgift/domain/contacts';
import { formatWon } from '@bizgift/domain/money';
import {
  type OrderDto,
  type OrderSource,
  orderStatusDisplay,
  type VoucherSummaryDto,
} from '@bizgift/domain/orders';
import { MESSAGE_LIMITS, normalizeEmail, normalizePhone, smsBytes } from '@bizgift/domain/recipients';
import {
  checkRecipientName,
  hasNamePlaceholder,
  personalize,
  SEND_MESSAGE_TEXTS,
} from '@bizgift/domain/send-message';
import type { WebhookEventType } from '@bizgift/domain/webhooks';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { companyActivity } from '../../db/schema/company.ts';
import { cartItems, deliveries, memberOrderCounts, orderItems, orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { codeList, escapeLike, isUniqueViolation, preparedStatement } from '../../db/sql.ts';
import type { Page } from '../../http/envelope.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { type ProviderKind, providerUnavailable } from '../../providers/registry.ts';
import {
  actorsById,
  countsTowardLimits,
  memberLimitLock,
  monthStartKst,
  spentWon,
} from '../company/people.ts';
import { visibleTo } from '../company/policy.ts';
import { contactsForOrder } from '../contacts/service.ts';
import { emitDeliveryEvents } from '../deliveries/events.ts';
import { applyBalanceChange, ensureTestWallet, walletMode } from '../wallet/ledger.ts';
import { emitWebhook, endpointsFor, NEW_MESSAGE_ID, subscribed, webhookPayload } from '../webhooks/outbox.ts';
import type { CreateOrderInput, ResolvedOrderInput } from './payload.ts';

export const ORDER_MESSAGES = {
  priceChanged: '가격이 변경되었습니다. 최신 가격을 확인한 뒤 다시 주문해주세요.',
  notOnSale: '판매가 종료되었거나 주문할 수 없는 상품이 포함되어 있습니다.',
  duplicateGoods: '같은 상품이 두 번 담겨 있습니다.',
  kakaoOff: '카카오 알림톡은 지금 사용할 수 없습니다. 문자나 이메일로 보내주세요.',
  countMismatch: '주문 수량과 수신자 수가 맞지 않습니다.',
  quantity: `수량은 1개 이상 ${MESSAGE_LIMITS.maxQuantity}개 이하로 입력해주세요.`,
  tooMany: `한 번에 최대 ${MESSAGE_LIMITS.maxDeliveriesPerOrder.toLocaleString('ko-KR')}건까지 발송할 수 있습니다.`,
  smsNeedsPhone: '문자 발송은 수신번호로만 보낼 수 있습니다.',
  emailNeedsEmail: '이메일 발송은 이메일 주소로만 보낼 수 있습니다.',
  reservedTime: '예약 발송은 10분 이후부터 90일 이내로 선택해주세요.',
  notFound: '주문 정보를 찾을 수 없습니다.',
  notCancellable: '예약 발송 전의 주문만 취소할 수 있습니다.',
  idempotencyMismatch:
    '같은 멱등성 키(Idempotency-Key)로 다른 내용의 주문을 보냈습니다. 새 주문에는 새 키를 사용해주세요.',
} as const;

const RESERVE_MIN_MS = 10 * 60 * 1000;
const RESERVE_MAX_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * How an order is placed besides its payload: its idempotency key, the API key that placed it (null:
 * a person), and for an anniversary rule its source and the rule's own write.
 */
export interface PlaceOptions {
  idempotencyKey?: string;
  apiKeyId?: number | null;
  source?: OrderSource;
  /**
   * A test key's order (issue #30 §2): paid from the company's test wallet (opened with 10,000,000원
   * on first use), sent with the sandbox issuer and senders only, never waiting for approval and never
   * counted against a member's monthly limit.
   */
  test?: boolean;
  /** Runs in the order's transaction once the order is written: what it throws undoes the order. */
  within?: (tx: Tx, orderId: number) => Promise<void>;
}

/** Something that makes sure an order's deliveries get processed (the job queue). */
export interface DeliveryScheduler {
  scheduleOrder(orderId: number, runAt: Date): Promise<void>;
}

interface Recipients {
  column: 'recipientPhone' | 'recipientEmail';
  /** one entry per delivery, normalised, in payload order */
  values: string[];
  /** the recipient's name per delivery ('' none), parallel to values */
  names: string[];
  /** whether the recipient came from the address book, parallel to values */
  fromContact: boolean[];
  quantity: number;
}

/** Normalises and checks the delivery entries: all of the send type, each recipient the same number of times. */
function readRecipients(input: ResolvedOrderInput): Recipients {
  const sms = sendsToPhone(input.send_type);
  const values: string[] = [];
  const names: string[] = [];
  const fromContact = input.deliveries.map((entry) => !!entry.fromContact);
  for (const [index, entry] of input.deliveries.entries()) {
    const path = `deliveries.${index}`;
    const name = checkRecipientName(entry.name ?? '');
    if (!name.ok) throw badRequest(name.message, { [`${path}.name`]: [name.message] });
    names.push(name.name);
    if (sms) {
      if (!('recipient' in entry))
        throw badRequest(ORDER_MESSAGES.smsNeedsPhone, { [path]: [ORDER_MESSAGES.smsNeedsPhone] });
      const phone = normalizePhone(entry.recipient);
      if (!phone.ok) throw badRequest(phone.message, { [path]: [phone.message] });
      values.push(phone.phone);
    } else {
      if (!('email' in entry))
        throw badRequest(ORDER_MESSAGES.emailNeedsEmail, { [path]: [ORDER_MESSAGES.emailNeedsEmail] });
      const email = normalizeEmail(entry.email);
      if (!email.ok) throw badRequest(email.message, { [path]: [email.message] });
      values.push(email.email);
    }
  }
  const perRecipient = new Map<string, number>();
  for (const v of values) perRecipient.set(v, (perRecipient.get(v) ?? 0) + 1);
  const counts = new Set(perRecipient.values());
  if (counts.size !== 1) throw badRequest(ORDER_MESSAGES.countMismatch);
  const quantity = [...counts][0]!;
  if (quantity > MESSAGE_LIMITS.maxQuantity) throw badRequest(ORDER_MESSAGES.quantity);
  checkPersonalMessage(input, values, names);
  return { column: sms ? 'recipientPhone' : 'recipientEmail', values, names, fromContact, quantity };
}

/**
 * `#{이름}` needs a name for every recipient (a greeting to nobody is worse than none), and the
 * body is measured per recipient after the name is put in: the longest name decides.
 */
function checkPersonalMessage(input: ResolvedOrderInput, values: string[], names: string[]) {
  if (!hasNamePlaceholder(input.name, input.send_msg)) return;
  const missing = new Set(values.filter((_, i) => !names[i]));
  if (missing.size > 0) {
    const message = SEND_MESSAGE_TEXTS.namesMissing(missing.size);
    throw badRequest(message, { deliveries: [message] });
  }
  let longest = 0;
  for (const [i, name] of names.entries()) if (name.length > names[longest]!.length) longest = i;
  const bytes = smsBytes(personalize(input.send_msg, names[longest]));
  if (bytes > MESSAGE_LIMITS.bodyMaxBytes) {
    const message = SEND_MESSAGE_TEXTS.tooLongFor(names[longest]!, bytes);
    throw badRequest(message, { send_msg: [message] });
  }
}

/**
 * Issue #31 §2: a `{contact_id}` delivery becomes the contact's own number (or e-mail, by the send
 * type) and name, read from the caller's company's address book: the client never sends the number
 * (a sender only ever saw it masked), and another company's contact is not found.
 */
async function withContacts(db: Db, userId: number, input: CreateOrderInput): Promise<ResolvedOrderInput> {
  const ids = input.deliveries.flatMap((d) => ('contact_id' in d ? [d.contact_id] : []));
  if (ids.length === 0) return input as ResolvedOrderInput;
  const [caller] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  const book = await contactsForOrder(db, caller?.companyId ?? 0, [...new Set(ids)]);
  const sms = sendsToPhone(input.send_type);
  const deliveries = input.deliveries.map((entry, index) => {
    if (!('contact_id' in entry)) return entry;
    const path = `deliveries.${index}`;
    const contact = book.get(entry.contact_id);
    if (!contact)
      throw badRequest(CONTACT_TEXTS.orderContactMissing, { [path]: [CONTACT_TEXTS.orderContactMissing] });
    const address = sms ? contact.phone : contact.email;
    if (!address) {
      const message = (sms ? CONTACT_TEXTS.orderContactNoPhone : CONTACT_TEXTS.orderContactNoEmail)(
        contact.name,
      );
      throw badRequest(message, { [path]: [message] });
    }
    const fromContact = true as const;
    return sms
      ? { recipient: address, name: contact.name, fromContact }
      : { email: address, name: contact.name, fromContact };
  });
  return { ...input, deliveries };
}

function deliveryTime(input: CreateOrderInput, now: Date): Date {
  if (!input.is_reserved) return now;
  const at = input.delivery_at ? new Date(input.delivery_at) : undefined;
  if (
    !at ||
    at.getTime() < now.getTime() + RESERVE_MIN_MS - 60_000 ||
    at.getTime() > now.getTime() + RESERVE_MAX_MS
  ) {
    throw badRequest(ORDER_MESSAGES.reservedTime, { delivery_at: [ORDER_MESSAGES.reservedTime] });
  }
  return at;
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly scheduler: DeliveryScheduler,
    /** Providers switched off (production without credentials): orders needing them are refused. */
    private readonly offProviders: readonly ProviderKind[] = [],
    private readonly now: () => Date = () => new Date(),
    /** 알림톡 (send type 3) is configured (SOLAPI_KAKAO_PF_ID and SOLAPI_KAKAO_TEMPLATE_ID). */
    private readonly kakao = false,
  ) {}

  /**
   * DESIGN §4 Ordering: the server prices the order from its own goods prices, then in one
   * transaction writes order, items and one delivery per recipient per quantity, removes the
   * ordered cart items and debits the wallet (locked). The queue is told after commit; a sweep in
   * the worker picks up anything a crash left unscheduled. Units sold are counted by the worker when
   * it starts the order, so concurrent orders of one goods do not queue on its row here.
   */
  async create(
    userId: number,
    input: CreateOrderInput,
    options: PlaceOptions = {},
  ): Promise<{ order: OrderDto; replayed: boolean }> {
    const { idempotencyKey, apiKeyId = null, test = false } = options;
    // The parsed body (keys in the schema's order), so the same request always hashes the same.
    const requestHash = idempotencyKey
      ? createHash('sha256').update(JSON.stringify(input)).digest('hex')
      : null;
    if (idempotencyKey) {
      const existing = await this.findByIdempotencyKey(userId, idempotencyKey, requestHash, test);
      if (existing) return { order: existing, replayed: true };
    }
    if (input.send_type === SEND_TYPE.KAKAO && !this.kakao) throw badRequest(ORDER_MESSAGES.kakaoOff);
    const channel = sendsToPhone(input.send_type) ? 'sms' : 'email';
    // The test world always has its sandboxes, whatever the live providers are.
    for (const kind of test ? [] : (['voucher', channel] as const)) {
      if (this.offProviders.includes(kind)) throw providerUnavailable(kind);
    }
    const now = this.now();
    const recipients = readRecipients(await withContacts(this.db, userId, input));
    const deliveryAt = deliveryTime(input, now);
    const goodsIds = input.order_items.map((i) => i.goods);
    if (new Set(goodsIds).size !== goodsIds.length) throw badRequest(ORDER_MESSAGES.duplicateGoods);
    const deliveryCount = recipients.values.length;
    if (deliveryCount * input.order_items.length > MESSAGE_LIMITS.maxDeliveriesPerOrder) {
      throw badRequest(ORDER_MESSAGES.tooMany);
    }
    for (const item of input.order_items) {
      if (item.total_count !== deliveryCount) throw badRequest(ORDER_MESSAGES.countMismatch);
    }
    let created: OrderDto;
    try {
      created = await this.db.transaction(async (tx) => {
        // Who places it and the goods' prices, read first in the transaction; a member with a
        // monthly limit takes its own lock in the same statement (issue #32 §3). Prices read here
        // are the ones charged: a price changed meanwhile is the same race as one changed right after.
        const { placer, byId } = await readOrderContext(tx, userId, goodsIds, test);
        let total = 0;
        for (const item of input.order_items) {
          const g = byId.get(item.goods);
          if (!g?.isOnSale) throw conflict(ORDER_MESSAGES.notOnSale, 'not_on_sale');
          const expected = g.price * deliveryCount;
          if (item.amount !== g.price || item.total_amount !== expected) {
            throw conflict(ORDER_MESSAGES.priceChanged, 'price_changed');
          }
          total += expected;
        }
        if (input.payments.recharge !== total) throw conflict(ORDER_MESSAGES.priceChanged, 'price_changed');
        // Issue #27 §3: a sender's order above the company's threshold waits for an approver, paid.
        // Never a test order (issue #30 §2): the test world has no approvals.
        const awaitsApproval =
          !test && placer.role === 'sender' && placer.approvalOver !== null && total > placer.approvalOver;
        const first = byId.get(input.order_items[0]!.goods)!;
        const defaultName =
          input.order_items.length > 1
            ? `[${first.brand}] ${first.name} 외 ${input.order_items.length - 1}건`
            : `[${first.brand}] ${first.name}`;
        const order: NewOrder = {
          userId,
          companyId: placer.companyId,
          // A title with #{이름} is a template, not a name for the order list.
          name: input.title || (hasNamePlaceholder(input.name) ? '' : input.name) || defaultName,
          title: input.name,
          sendMsg: input.send_msg,
          sender: input.sender,
          sendType: input.send_type,
          status: awaitsApproval ? ORDER_STATUS.APPROVAL_PENDING : ORDER_STATUS.PAYMENT_PENDING,
          isReserved: input.is_reserved,
          deliveryAt,
          totalOrderAmount: total,
          totalRefundAmount: 0,
          idempotencyKey: idempotencyKey ?? null,
          source: options.source ?? 'manual',
          idempotencyHash: requestHash,
          apiKeyId,
          test,
          cancelledAt: null,
        };
        // The answer as it will be, but for what the database assigns (ids, the time): its
        // order.created event is written in the order's statement, which fills those in.
        const answer = orderDto(
          { ...order, id: 0, createdAt: now },
          input.order_items.map((item) => {
            const g = byId.get(item.goods)!;
            return {
              item: {
                id: 0,
                orderId: 0,
                goodsId: item.goods,
                amount: item.amount,
                totalCount: item.total_count,
                totalAmount: item.total_amount,
                refundAmount: 0,
              },
              goodsName: g.name,
              goodsImage: g.image,
              brand: g.brand,
            };
          }),
          { id: userId, username: placer.username, fullname: placer.fullname },
          // Nothing issued yet: every delivery is one voucher to come.
          {
            ...NO_COUNTS,
            vouchers: { ...NO_VOUCHERS, total: input.order_items.reduce((n, i) => n + i.total_count, 0) },
            live: input.order_items.reduce((n, i) => n + i.total_count, 0),
          },
        );
        // The order, items, deliveries, activity log entry and webhook message, held to the member's
        // limit (test orders spend test money: no limit applies and they count toward none): one statement.
        const written = await insertOrder(tx, order, input.order_items, recipients, {
          activity: {
            action: awaitsApproval ? 'order.approval_requested' : 'order.placed',
            detail: test ? `${formatWon(total)} (테스트)` : formatWon(total),
          },
          limit: test ? null : placer.monthlyLimit,
          monthStart: monthStartKst(now),
          event: webhookPayload('order.created', answer, now),
        });
        if ('spent' in written) {
          throw conflict(
            limitExceededMessage(Math.max(0, placer.monthlyLimit! - written.spent)),
            'limit_exceeded',
          );
        }
        // Before the wallet's lock: a caller's row lock taken after it could wait on a transaction
        // that waits for the wallet (two anniversary runs at once).
        await options.within?.(tx, written.id);
        if (test) await ensureTestWallet(tx, userId);
        // Last, so the wallet row stays locked only for this statement and the commit.
        await applyBalanceChange(tx, {
          userId,
          transactionType: TRANSACTION_TYPE.USE,
          amount: -total,
          orderId: written.id,
          mode: walletMode(test),
        });
        return {
          ...answer,
          id: written.id,
          created_at: written.createdAt.toISOString(),
          order_items: answer.order_items.map((item) => ({
            ...item,
            id: written.itemIds.get(item.goods.id)!,
          })),
        };
      });
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error, 'orders_user_idempotency_key')) {
        const existing = await this.findByIdempotencyKey(userId, idempotencyKey, requestHash, test);
        if (existing) return { order: existing, replayed: true };
      }
      throw error;
    }
    // An order waiting for approval is scheduled when it is approved (approvals.ts).
    if (created.status === ORDER_STATUS.APPROVAL_PENDING) return { order: created, replayed: false };
    try {
      await this.scheduler.scheduleOrder(created.id, deliveryAt);
    } catch {
      // The order is committed and paid: answering 500 now would invite a second order. Its
      // deliveries are the durable record; the worker's sweep picks up whatever is due and was
      // never enqueued (the queue logs the failure).
    }
    return { order: created, replayed: false };
  }

  /**
   * The order an earlier request with this idempotency key placed, or null. The same key with
   * another body is a client's mistake, not a retry: 422 idempotency_mismatch (orders from before
   * the body was kept have no hash and are taken as the same request).
   */
  private async findByIdempotencyKey(
    userId: number,
    key: string,
    requestHash: string | null,
    test: boolean,
  ): Promise<OrderDto | null> {
    // Keys are per world: a test key's key never replays (or clashes with) a live order.
    const [row] = await this.db
      .select({ id: orders.id, hash: orders.idempotencyHash })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.test, test), eq(orders.idempotencyKey, key)))
      .limit(1);
    if (!row) return null;
    if (row.hash !== null && row.hash !== requestHash) {
      throw new AppError(422, ORDER_MESSAGES.idempotencyMismatch, 'idempotency_mismatch');
    }
    return this.get(userId, row.id, test);
  }

  /** One order of the member's company, of the live world or (`test`) the test world (issue #30 §2). */
  async get(userId: number, orderId: number, test = false): Promise<OrderDto> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), visibleTo(userId, orders, test)))
      .limit(1);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const [dto] = await this.toDtos([order]);
    return dto!;
  }

  /** These orders as the member may see them, in the order of `ids` (the approvals list). */
  async byIds(userId: number, ids: number[]): Promise<OrderDto[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), visibleTo(userId, orders)));
    const dtos = new Map((await this.toDtos(rows)).map((d) => [d.id, d]));
    return ids.flatMap((id) => dtos.get(id) ?? []);
  }

  async list(userId: number, filters: OrderFilters, pageReq: PageRequest): Promise<Page<OrderDto>> {
    const where = orderListWhere(userId, filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(filters.ordering === 'id' ? asc(orders.id) : desc(orders.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      orderListCount(this.db, userId, filters, where),
    ]);
    return pageOf(pageReq, total?.n ?? 0, await this.toDtos(rows));
  }

  /** Beyond the spec: a reserved order can be cancelled before its time (see cancelReservedIn). */
  async cancelReserved(userId: number, orderId: number, test = false): Promise<OrderDto> {
    await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), visibleTo(userId, orders, test)))
        .for('update');
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      if (!(await cancelReservedIn(tx, order, this.now(), RESERVED_CANCEL_REASON))) {
        throw new AppError(409, ORDER_MESSAGES.notCancellable, 'not_cancellable');
      }
    });
    return this.get(userId, orderId, test);
  }

  private toDtos(rows: (typeof orders.$inferSelect)[]): Promise<OrderDto[]> {
    return orderDtos(this.db, rows);
  }
}

/** Orders as the API answers them (items, voucher counts, who placed them), read through `db`. */
export async function orderDtos(db: DbOrTx, rows: (typeof orders.$inferSelect)[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: orderItems, goodsName: goods.name, goodsImage: goods.image, brand: brands.name })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const [summaries, placers] = await Promise.all([
    orderCounts(
      db,
      rows.map((r) => r.id),
    ),
    actorsById(db, [...new Set(rows.map((r) => r.userId))]),
  ]);
  return rows.map((o) =>
    orderDto(
      o,
      items.filter(({ item }) => item.orderId === o.id),
      placers.get(o.userId) ?? { id: o.userId, username: '', fullname: '' },
      summaries.get(o.id),
    ),
  );
}

/**
 * Records `type` for the order, with the order as GET /api/orders/{id} answers it (as it stands in
 * `tx`), when its company subscribed: a company without webhooks pays one lookup.
 */
export async function emitOrderEvent(
  tx: DbOrTx,
  type: WebhookEventType,
  order: typeof orders.$inferSelect,
  now = new Date(),
): Promise<void> {
  const owner = { companyId: order.companyId };
  if (!(await subscribed(tx, owner, type))) return;
  const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
  const [dto] = await orderDtos(tx, [current!]);
  await emitWebhook(tx, owner, type, dto, now);
}

type OrderRow = typeof orders.$inferSelect;
/** An order as written: everything but what the database assigns. */
type NewOrder = Omit<OrderRow, 'id' | 'createdAt'>;

interface ItemWithGoods {
  item: typeof orderItems.$inferSelect;
  goodsName: string;
  goodsImage: string;
  brand: string;
}

export const NO_VOUCHERS: VoucherSummaryDto = { total: 0, unused: 0, used: 0, expired: 0, cancelled: 0 };

/** An order's deliveries counted: its vouchers by gifticon status, and its sends that failed (issue #29 §2). */
export interface OrderCounts {
  vouchers: VoucherSummaryDto;
  /** Deliveries failed to send or issue (3, 5), not refunded. */
  failed: number;
  /** Deliveries not refunded. */
  live: number;
}

export const NO_COUNTS: OrderCounts = { vouchers: NO_VOUCHERS, failed: 0, live: 0 };

/** The status fields of an order's answer: SPEC's code, and the word that follows its sends. */
export const orderStatusFields = (status: number, counts: OrderCounts = NO_COUNTS) => ({
  status,
  status_display: orderStatusDisplay(status, counts.failed, counts.live),
  failed_count: counts.failed,
  live_count: counts.live,
});

/**
 * Vouchers per order by gifticon status (an unused one past its expiry counts as expired) and its
 * failed sends, one query.
 */
export async function orderCounts(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderCounts>> {
  if (orderIds.length === 0) return new Map();
  const unused = codeList(VOUCHER_STATUS.UNUSED);
  const result = (await db.execute(sql`
    select order_id, count(*) as total,
      count(*) filter (where status in (${codeList(DELIVERY_STATUS.SEND_FAILED, DELIVERY_STATUS.ADMIN_FAILED)})) as failed,
      count(*) filter (where status <> ${codeList(DELIVERY_STATUS.REFUNDED)}) as live,
      count(*) filter (where voucher_status = ${unused} and coupon_expires_at >= now()) as unused,
      count(*) filter (where voucher_status = ${codeList(VOUCHER_STATUS.USED)}) as used,
      count(*) filter (where voucher_status = ${codeList(VOUCHER_STATUS.EXPIRED)}
        or (voucher_status = ${unused} and coupon_expires_at < now())) as expired,
      count(*) filter (where voucher_status = ${codeList(VOUCHER_STATUS.CANCELLED)}) as cancelled
    from ${deliveries} where order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by order_id`)) as unknown as { rows: Record<string, string | number>[] };
  return new Map(
    result.rows.map((r) => [
      Number(r.order_id),
      {
        vouchers: {
          total: Number(r.total),
          unused: Number(r.unused),
          used: Number(r.used),
          expired: Number(r.expired),
          cancelled: Number(r.cancelled),
        },
        failed: Number(r.failed),
        live: Number(r.live),
      },
    ]),
  );
}

function orderDto(o: OrderRow, items: ItemWithGoods[], placedBy: Actor, counts = NO_COUNTS): OrderDto {
  return {
    id: o.id,
    name: o.name,
    title: o.title,
    send_msg: o.sendMsg,
    sender: o.sender,
    send_type: o.sendType,
    ...orderStatusFields(o.status, counts),
    is_reserved: o.isReserved,
    created_at: o.createdAt.toISOString(),
    delivery_at: o.deliveryAt.toISOString(),
    total_order_amount: String(o.totalOrderAmount),
    total_refund_amount: String(o.totalRefundAmount),
    order_items: items.map(({ item, goodsName, goodsImage, brand }) => ({
      id: item.id,
      goods: { id: item.goodsId, name: goodsName, brand, image: goodsImage },
      amount: String(item.amount),
      total_count: item.totalCount,
      total_amount: String(item.totalAmount),
      refund_amount: String(item.refundAmount),
    })),
    vouchers: counts.vouchers,
    placed_by: placedBy,
    source: o.source,
    test: o.test,
  };
}

/** The member placing an order, with its company's approval threshold. */
interface Placer {
  companyId: number;
  role: CompanyRole;
  monthlyLimit: number | null;
  approvalOver: number | null;
  username: string;
  fullname: string;
}

const p = sql.placeholder;

/**
 * One row per goods found (one with no goods when none is): the member, its company's threshold, and
 * the goods. A member with a monthly limit takes its own lock here, in a statement of its own before
 * the one that sums its month (see memberLimitLock); a test order counts toward no limit and takes none.
 */
const orderContextStatement = preparedStatement<{
  company_id: number | string;
  company_role: CompanyRole;
  monthly_limit: number | string | null;
  approval_over: number | string | null;
  username: string;
  fullname: string;
  goods_id: number | string | null;
  goods_name: string;
  image: string;
  price: number | string;
  is_on_sale: boolean;
  brand: string;
}>(
  'order_context',
  sql`
    with member as (
      select u.company_id, u.company_role, u.monthly_limit, c.approval_over, u.username, u.fullname,
        case when u.monthly_limit is not null and not ${p('test')}::boolean
          then ${memberLimitLock(sql`u.id`)} end as limit_lock
      from ${users} u join ${companies} c on c.id = u.company_id
      where u.id = ${p('user')}::bigint and u.company_role is not null)
    select m.company_id, m.company_role, m.monthly_limit, m.approval_over, m.username, m.fullname,
      m.limit_lock is not null as locked, g.id as goods_id, g.name as goods_name, g.image, g.price,
      g.is_on_sale, b.name as brand
    from member m
      left join (${goods} g join ${brands} b on b.id = g.brand_id) on g.id = any(${p('goods')}::bigint[])`,
);

async function readOrderContext(tx: Tx, userId: number, goodsIds: number[], test: boolean) {
  const rows = await orderContextStatement(tx, { user: userId, goods: goodsIds, test });
  const [row] = rows;
  if (!row) throw notFound();
  const placer: Placer = {
    companyId: Number(row.company_id),
    role: row.company_role,
    monthlyLimit: row.monthly_limit === null ? null : Number(row.monthly_limit),
    approvalOver: row.approval_over === null ? null : Number(row.approval_over),
    username: row.username,
    fullname: row.fullname,
  };
  const byId = new Map(
    rows.flatMap((r) =>
      r.goods_id === null
        ? []
        : [
            [
              Number(r.goods_id),
              {
                name: r.goods_name,
                image: r.image,
                price: Number(r.price),
                isOnSale: r.is_on_sale,
                brand: r.brand,
              },
            ] as const,
          ],
    ),
  );
  return { placer, byId };
}

/**
 * Writes the order, its items, one delivery per recipient per quantity, its entry in the company's
 * activity log (issue #27 §4) and its order.created webhook message (issue #30 §3), and removes the
 * ordered goods from the member's cart: one statement, prepared once per connection, whatever the
 * size of the order (a 10,000-recipient order included), inside the caller's transaction. With a
 * monthly limit, nothing is written when what the member placed this month and this order together
 * would pass it: the sum is read by this statement, which starts after the member's lock is held
 * (order context). Deliveries get their ids in item order, then payload order, which is the order the
 * worker sends them in. The event is the answer with the ids and the time the database assigned.
 */
const placeOrderStatement = preparedStatement<{
  spent: number | string;
  id: number | string | null;
  created_ms: number | string | null;
  items: string | { id: number | string; goodsId: number | string }[] | null;
}>(
  'place_order',
  sql`
    with spent as (
      select ${spentWon} as won from ${orders}
      where ${p('limit')}::bigint is not null and ${orders.userId} = ${p('user')}::bigint
        and ${countsTowardLimits(p('monthStart'))}),
    new_order as (
      insert into ${orders} (user_id, company_id, name, title, send_msg, sender, send_type, status, is_reserved,
                             delivery_at, total_order_amount, idempotency_key, idempotency_hash, api_key_id, source, test)
      select ${p('user')}, ${p('company')}, ${p('name')}, ${p('title')}, ${p('sendMsg')}, ${p('sender')}, ${p('sendType')},
             ${p('status')}, ${p('isReserved')}, ${p('deliveryAt')}, ${p('total')}, ${p('idempotencyKey')},
             ${p('idempotencyHash')}, ${p('apiKey')}, ${p('source')}, ${p('test')}
      where ${p('limit')}::bigint is null or (select won from spent) + ${p('total')}::bigint <= ${p('limit')}::bigint
      returning id, company_id, created_at),
    new_items as (
      insert into ${orderItems} (order_id, goods_id, amount, total_count, total_amount)
      select new_order.id, (e.value->>'goods')::bigint, (e.value->>'amount')::bigint,
             (e.value->>'count')::int, (e.value->>'total')::bigint
      from new_order, jsonb_array_elements(${p('items')}::jsonb) with ordinality as e(value, position)
      order by e.position
      returning id, order_id, goods_id),
    new_deliveries as (
      insert into ${deliveries} (order_id, order_item_id, user_id, company_id, goods_id, send_type, recipient_phone,
                                 recipient_email, recipient_name, from_contact, next_attempt_at, test)
      select i.order_id, i.id, ${p('user')}, ${p('company')}, i.goods_id, ${p('sendType')},
             case when ${p('sms')}::boolean then r.value->>0 end, case when ${p('sms')}::boolean then null else r.value->>0 end,
             nullif(r.value->>1, ''), (r.value->>2)::boolean, ${p('nextAttempt')}::timestamptz, ${p('test')}::boolean
      from new_items i, jsonb_array_elements(${p('recipients')}::jsonb) with ordinality as r(value, position)
      order by i.id, r.position
      returning id),
    new_activity as (
      insert into ${companyActivity} (company_id, actor_id, api_key_id, action, target, detail)
      select new_order.company_id, ${p('user')}, ${p('apiKey')}, ${p('action')}, '주문 ' || new_order.id, ${p('detail')}
      from new_order),
    new_event as (
      insert into webhook_messages (message_id, endpoint_id, type, payload)
      select ${NEW_MESSAGE_ID}, e.id, 'order.created',
        jsonb_set(jsonb_set(jsonb_set(ev.body,
          '{data,id}', to_jsonb(new_order.id)),
          '{data,created_at}', to_jsonb(to_char(new_order.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
          '{data,order_items}', (
            select jsonb_agg(t.item || jsonb_build_object('id', i.id) order by i.id)
            from new_items i
              join jsonb_array_elements(ev.body->'data'->'order_items') as t(item)
                on (t.item->'goods'->>'id')::bigint = i.goods_id))
      from new_order, (select ${p('event')}::jsonb as body) ev, webhook_endpoints e
      where ${endpointsFor(sql`new_order.company_id`, 'order.created')}
      order by e.id),
    ordered_from_cart as (
      delete from ${cartItems}
      where user_id = ${p('user')} and goods_id in (select goods_id from new_items))
    select spent.won as spent, new_order.id,
      floor(extract(epoch from new_order.created_at) * 1000)::float8 as created_ms,
      (select json_agg(json_build_object('id', i.id, 'goodsId', i.goods_id) order by i.id) from new_items i) as items
    from spent left join new_order on true`,
);

async function insertOrder(
  tx: Tx,
  order: NewOrder,
  items: CreateOrderInput['order_items'],
  recipients: Recipients,
  options: {
    activity: { action: ActivityAction; detail: string };
    /** The member's monthly limit, null when none applies. */
    limit: number | null;
    /** Where this calendar month started (what counts toward the limit). */
    monthStart: Date;
    /** The order.created event's body (webhookPayload) with placeholders for what the database assigns. */
    event: string;
  },
): Promise<{ id: number; createdAt: Date; itemIds: Map<number, number> } | { spent: number }> {
  const [row] = await placeOrderStatement(tx, {
    limit: options.limit,
    monthStart: options.monthStart,
    user: order.userId,
    company: order.companyId,
    name: order.name,
    title: order.title,
    sendMsg: order.sendMsg,
    sender: order.sender,
    sendType: order.sendType,
    status: order.status,
    isReserved: order.isReserved,
    deliveryAt: order.deliveryAt.toISOString(),
    total: order.totalOrderAmount,
    idempotencyKey: order.idempotencyKey,
    idempotencyHash: order.idempotencyHash,
    apiKey: order.apiKeyId,
    source: order.source,
    test: order.test,
    items: JSON.stringify(
      items.map((i) => ({ goods: i.goods, amount: i.amount, count: i.total_count, total: i.total_amount })),
    ),
    sms: recipients.column === 'recipientPhone',
    recipients: JSON.stringify(
      recipients.values.map((v, i) => [v, recipients.names[i], recipients.fromContact[i]]),
    ),
    // Held for approval: never due until an approver releases it (approvals.ts sets the time).
    nextAttempt: order.status === ORDER_STATUS.APPROVAL_PENDING ? 'infinity' : order.deliveryAt.toISOString(),
    action: options.activity.action,
    detail: options.activity.detail,
    event: options.event,
  });
  if (row!.id === null) return { spent: Number(row!.spent) };
  const written = typeof row!.items === 'string' ? JSON.parse(row!.items) : row!.items;
  return {
    id: Number(row!.id),
    createdAt: new Date(Number(row!.created_ms)),
    itemIds: new Map(
      written.map((i: { id: number | string; goodsId: number | string }) => [
        Number(i.goodsId),
        Number(i.id),
      ]),
    ),
  };
}

export interface OrderFilters {
  /** Issue #27: the orders one member of the company placed. */
  placedBy?: number;
  name?: string;
  goodsName?: string;
  status?: number;
  createdAfter?: Date;
  createdBefore?: Date;
  ordering?: 'id' | '-id';
  /** Issue #30 §2: the test world's orders instead of the live ones. */
  test?: boolean;
}

/**
 * The order list's total. Without filters on the orders themselves (the first screen, or one member's
 * orders) it is the sum of the kept counts of the members the caller may see, a few rows however
 * many orders the company has (issue #32 §4); the same visibility condition as the rows, on
 * `member_order_counts`. Otherwise the matching orders are counted.
 */
function orderListCount(db: Db, userId: number, filters: OrderFilters, where: SQL) {
  // Any filter but these narrows the rows (a filter added later too): then they are counted.
  const { placedBy, ordering: _ordering, test, ...narrowing } = filters;
  if (Object.values(narrowing).some((v) => v !== undefined && v !== '')) {
    return db.select({ n: count() }).from(orders).where(where);
  }
  return db
    .select({ n: sql<number>`coalesce(sum(${memberOrderCounts.orders}), 0)`.mapWith(Number) })
    .from(memberOrderCounts)
    .where(
      and(
        visibleTo(userId, memberOrderCounts, test),
        placedBy === undefined ? undefined : eq(memberOrderCounts.userId, placedBy),
      ),
    );
}

/** The member's order list filters (the list and its Excel export read the same rows). */
export function orderListWhere(userId: number, filters: OrderFilters): SQL {
  const conditions: SQL[] = [visibleTo(userId, orders, filters.test)];
  if (filters.placedBy !== undefined) conditions.push(eq(orders.userId, filters.placedBy));
  if (filters.name) conditions.push(ilike(orders.name, `%${escapeLike(filters.name)}%`));
  if (filters.status !== undefined) conditions.push(eq(orders.status, filters.status));
  if (filters.createdAfter) conditions.push(gte(orders.createdAt, filters.createdAfter));
  if (filters.createdBefore) conditions.push(lte(orders.createdAt, filters.createdBefore));
  if (filters.goodsName) {
    conditions.push(
      sql`exists (select 1 from ${orderItems} oi join ${goods} g on g.id = oi.goods_id where oi.order_id = ${orders.id} and g.name ilike ${`%${escapeLike(filters.goodsName)}%`})`,
    );
  }
  return and(...conditions)!;
}

const RESERVED_CANCEL_REASON = '예약 발송 취소';

/**
 * Cancels a reserved order whose time has not come and whose deliveries all still wait, refunding
 * it to the member's wallet; false when it is not cancellable. The order row must already be
 * locked; every delivery row is locked next, so the worker (which claims with SKIP LOCKED) can
 * never send one we refund. Used by the member's cancel and by withdrawal (DESIGN §4).
 */
export async function cancelReservedIn(
  tx: Tx,
  order: typeof orders.$inferSelect,
  now: Date,
  reason: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: deliveries.id, status: deliveries.status })
    .from(deliveries)
    .where(eq(deliveries.orderId, order.id))
    .orderBy(asc(deliveries.id))
    .for('update');
  const cancellable =
    order.isReserved &&
    order.status === ORDER_STATUS.PAYMENT_PENDING &&
    order.deliveryAt.getTime() > now.getTime() &&
    rows.every((d) => d.status === DELIVERY_STATUS.PENDING);
  if (!cancellable) return false;
  await refundWholeOrderIn(tx, order, now, reason);
  return true;
}

/**
 * Refunds an order none of whose deliveries went out: every delivery refunded, the whole amount back
 * to the company wallet (ledger type 3), the order cancelled (4). The order and its delivery rows must
 * already be locked by the caller (a reserved order's cancel, an approver's rejection, an approval
 * left 7 days).
 */
export async function refundWholeOrderIn(
  tx: Tx,
  order: typeof orders.$inferSelect,
  now: Date,
  reason: string,
): Promise<void> {
  await tx
    .update(deliveries)
    .set({ status: DELIVERY_STATUS.REFUNDED, refundedAt: now, refundReason: reason })
    .where(eq(deliveries.orderId, order.id));
  const refunded = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.orderId, order.id))
    .orderBy(asc(deliveries.id));
  await tx
    .update(orderItems)
    .set({ refundAmount: sql`${orderItems.totalAmount}` })
    .where(eq(orderItems.orderId, order.id));
  await tx
    .update(orders)
    .set({
      status: ORDER_STATUS.ORDER_CANCELLED,
      cancelledAt: now,
      totalRefundAmount: order.totalOrderAmount,
    })
    .where(eq(orders.id, order.id));
  await applyBalanceChange(tx, {
    userId: order.userId,
    transactionType: TRANSACTION_TYPE.REFUND,
    amount: order.totalOrderAmount,
    orderId: order.id,
    memo: `${reason} 환불`,
  });
  await emitDeliveryEvents(
    tx,
    'delivery.refunded',
    refunded.map((d) => d.id),
    now,
  );
}
