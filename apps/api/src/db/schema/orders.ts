import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { at, createdAt, fk, id, won } from './columns.ts';
import { companies, users } from './users.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: fk('goods_id')
      .notNull()
      .references(() => goods.id),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_user_goods_key').on(t.userId, t.goodsId)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Who placed it (`placed_by`); the company owns it. */
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    /** Send name shown in the order list (SPEC §3 Order.name). */
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    sendMsg: text('send_msg').notNull().default(''),
    sender: text('sender').notNull().default(''),
    sendType: smallint('send_type').notNull(),
    status: smallint('status').notNull().default(0),
    isReserved: boolean('is_reserved').notNull().default(false),
    deliveryAt: at('delivery_at').notNull(),
    totalOrderAmount: won('total_order_amount').notNull(),
    totalRefundAmount: won('total_refund_amount').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    /** Where it came from: the checkout or the API (`manual`), or an anniversary rule (`auto_gift`, 자동 발송). */
    source: text('source', { enum: ['manual', 'auto_gift'] })
      .notNull()
      .default('manual'),
    /** sha256 of the request body sent with the idempotency key: a retry must send the same one. */
    idempotencyHash: text('idempotency_hash'),
    /** The API key that placed it (issue #30 §1); null when a person did. */
    apiKeyId: fk('api_key_id'),
    /**
     * Placed with a test key (issue #30 §2): paid from the test wallet, vouchers from the built-in
     * sandbox issuer, messages only to the outbox; never in live lists, sums or limits.
     */
    test: boolean('test').notNull().default(false),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.id),
    // What a member placed this month (the monthly limit, 마이페이지's company figures): a range of one
    // member's live orders by time, not all of them, with the amounts summed, so the sum is read from
    // the index alone (issue #32 §4).
    index('orders_user_month_idx').on(t.userId, t.test, t.createdAt, t.totalOrderAmount, t.totalRefundAmount),
    // user_id in the index: the order list's count (company, and the member's own for a sender) is
    // answered from the index alone (issue #32 §4).
    index('orders_company_idx').on(t.companyId, t.id, t.userId),
    // The staff dashboard's orders today / in 7 days.
    index('orders_created_idx').on(t.createdAt),
    index('orders_awaiting_approval_idx').on(t.companyId, t.createdAt).where(sql`${t.status} = 5`),
    // Per world (issue #30 §2): a test key's Idempotency-Key never meets a live order's.
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.test, t.idempotencyKey),
    check('orders_amount_non_negative', sql`${t.totalOrderAmount} >= 0`),
  ],
);

/**
 * How many orders each member placed in each company and world (issue #32 §4): the order list's
 * total without filters is a sum over a company's few rows here instead of a count over all its
 * orders. Kept by the database (migration 0035): a deferred trigger on `orders` adds and removes at
 * commit, in the transaction that wrote the order, so every writer keeps it exact and a reader sees
 * the orders and their count from the same commit.
 */
export const memberOrderCounts = pgTable(
  'member_order_counts',
  {
    companyId: fk('company_id').notNull(),
    userId: fk('user_id').notNull(),
    test: boolean('test').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.test] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: fk('order_id')
      .notNull()
      .references(() => orders.id),
    goodsId: fk('goods_id')
      .notNull()
      .references(() => goods.id),
    /** Unit price charged, copied from the goods at order time. */
    amount: won('amount').notNull(),
    totalCount: integer('total_count').notNull(),
    totalAmount: won('total_amount').notNull(),
    refundAmount: won('refund_amount').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    orderId: fk('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: fk('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    goodsId: fk('goods_id')
      .notNull()
      .references(() => goods.id),
    sendType: smallint('send_type').notNull(),
    recipientPhone: text('recipient_phone'),
    recipientEmail: text('recipient_email'),
    /** The name the member gave this recipient: `#{이름}` in the message becomes it (issue #16 §5). */
    recipientName: text('recipient_name'),
    /**
     * The recipient was picked from the company's address book (issue #31 §2): its number or e-mail
     * is shown masked to 발송 담당 and 조회 전용, as the address book itself is.
     */
    fromContact: boolean('from_contact').notNull().default(false),
    /** Its order's `test` (issue #30 §2), kept here so the worker and lists need not join the order. */
    test: boolean('test').notNull().default(false),
    status: smallint('status').notNull().default(0),
    couponNo: text('coupon_no'),
    couponExpiresAt: at('coupon_expires_at'),
    /** The voucher's own state at the issuer (gifticon.status): 1 unused, 2 used, 3 expired, 4 cancelled. */
    voucherStatus: smallint('voucher_status'),
    voucherUsedAt: at('voucher_used_at'),
    /** Last time the issuer was asked for the voucher's state (the status sync). */
    voucherCheckedAt: at('voucher_checked_at'),
    /** Set while a cancel holds the voucher (supplier call in flight); a resend or a second cancel waits. */
    cancelStartedAt: at('cancel_started_at'),
    voucherCancelledAt: at('voucher_cancelled_at'),
    /** Who had the voucher cancelled: a member's cancels count against the daily limit. */
    voucherCancelledBy: text('voucher_cancelled_by', { enum: ['member', 'staff', 'system'] }),
    /**
     * Our transaction id at the issuer for the current issuing attempt, stored before the call so a
     * send whose answer was lost can be taken back under the same id (`issue_seq` makes the next one new).
     */
    supplierTrId: text('supplier_tr_id'),
    issueSeq: integer('issue_seq').notNull().default(0),
    /** When the delivery ended in 3 or 5: the automatic refund counts from here. */
    failedAt: at('failed_at'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (re)try this delivery: the reservation time, then retry backoff. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    refundedAt: at('refunded_at'),
    refundReason: text('refund_reason'),
    /**
     * The recipient's key to their voucher page (/v/{token}): 244 random bits from the database's
     * strong random source (two v4 UUIDs), base64url. Never the coupon number, never guessable.
     */
    token: text('token')
      .notNull()
      .default(
        sql`rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`,
      ),
    /** The carrier's report that the message reached the phone (the gateway's final result). */
    receivedAt: at('received_at'),
    /** How a 알림톡 (send type 3) reached the phone, from the carrier report: itself, or the gateway's SMS/LMS instead. */
    receivedChannel: text('received_channel', { enum: ['alimtalk', 'sms'] }),
    /** The recipient's first look at the voucher page (no IP or device is kept). */
    openedAt: at('opened_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('deliveries_order_idx').on(t.orderId),
    uniqueIndex('deliveries_token_key').on(t.token),
    index('deliveries_user_idx').on(t.userId, t.id),
    index('deliveries_company_idx').on(t.companyId, t.id),
    // The duplicate-send check: this member's deliveries of these goods in the last days.
    index('deliveries_user_goods_created_idx').on(t.userId, t.goodsId, t.createdAt),
    index('deliveries_status_idx').on(t.status),
    // The staff dashboard's vouchers sent today / in 7 days (issue #32 §4).
    index('deliveries_sent_idx').on(t.sentAt).where(sql`${t.status} = 1`),
    index('deliveries_pending_idx').on(t.orderId, t.nextAttemptAt).where(sql`${t.status} in (0, 2)`),
    uniqueIndex('deliveries_coupon_key').on(t.couponNo),
    uniqueIndex('deliveries_supplier_tr_key').on(t.supplierTrId),
    index('deliveries_voucher_sync_idx').on(t.voucherCheckedAt, t.id).where(sql`${t.voucherStatus} = 1`),
    index('deliveries_failed_idx').on(t.failedAt).where(sql`${t.status} in (3, 5)`),
    index('deliveries_user_cancelled_idx').on(t.userId, t.voucherCancelledAt),
  ],
);

/**
 * The built-in issuer's own books (the sandbox supplier): every voucher it issued, under our
 * transaction id, with its lifecycle. Kept apart from deliveries so the shop learns a voucher's state
 * only by asking the issuer, as it must with a real supplier.
 */
export const sandboxVouchers = pgTable(
  'sandbox_vouchers',
  {
    id: id(),
    trId: text('tr_id').notNull(),
    couponNo: text('coupon_no').notNull(),
    goodsId: fk('goods_id').notNull(),
    status: smallint('status').notNull().default(1),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_vouchers_tr_key').on(t.trId),
    uniqueIndex('sandbox_vouchers_coupon_key').on(t.couponNo),
  ],
);

/**
 * Every issuing attempt at the voucher supplier, by its tr_id, written before the call. Its outcome
 * stays unknown (null) while the supplier may still issue under it: a send whose answer was lost
 * (timeout, crash) may be carried out late. Nothing is issued again while the last attempt's fate is
 * unknown, and the status sync keeps looking each unknown one up (coupon detail by tr_id) and
 * cancels one found issued: exactly one live voucher per delivery.
 */
export const supplierAttempts = pgTable(
  'supplier_attempts',
  {
    trId: text('tr_id').primaryKey(),
    deliveryId: fk('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    startedAt: at('started_at').notNull().defaultNow(),
    /** null: unknown; issued (the delivery's voucher), refused, cancelled (taken back), gone (used or expired), absent (never found). */
    outcome: text('outcome', { enum: ['issued', 'refused', 'cancelled', 'gone', 'absent'] }),
    /** Last time the supplier was asked about it. */
    checkedAt: at('checked_at'),
    /**
     * An unknown attempt whose call ended without a readable answer (garbage, a cut connection): from
     * then on a lookup that finds nothing settles it as absent. Null while the call is out, when it
     * timed out or its worker died in it: then the supplier may still carry it out later.
     */
    settleAfter: at('settle_after'),
  },
  (t) => [
    index('supplier_attempts_delivery_idx').on(t.deliveryId),
    index('supplier_attempts_unknown_idx').on(t.startedAt).where(sql`${t.outcome} is null`),
  ],
);

/** Every SMS and e-mail handed to a provider (or refused by it): the outbox staff can read. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email', 'kakao'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    deliveryId: fk('delivery_id'),
    /** The gateway's final word on a sent message (carrier report): reached the phone, or not. */
    reportStatus: text('report_status', { enum: ['received', 'failed'] }),
    /** Why the carrier could not deliver it, in Korean (없는 번호, 스팸 차단, 수신 거부, 단말 불가…). */
    reportReason: text('report_reason'),
    reportedAt: at('reported_at'),
    /** Last time the report poll asked the gateway about this message (no final report had come). */
    reportPolledAt: at('report_polled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_recipient_idx').on(t.recipient),
    index('messages_delivery_idx').on(t.deliveryId),
    index('messages_provider_message_idx').on(t.providerMessageId),
  ],
);

/**
 * Caller numbers registered with the SMS gateway (issue #16 §2, per company since issue #28 §2):
 * Korean law lets a message show only a pre-registered number, and the shop answers for it. A
 * member asks for a number of its company with proof (통신서비스 이용증명원), staff approve or
 * reject it; an order goes out from it only while it is approved, active and the ordering member's
 * company's. `SMS_SENDER_NUMBER`, the shop's own, is always allowed and the default.
 */
export const senderNumbers = pgTable(
  'sender_numbers',
  {
    id: id(),
    /** Digits only (0212345678, 15880000). */
    number: text('number').notNull(),
    /** The member's note (e.g. 본사 대표번호). */
    label: text('label').notNull().default(''),
    /** Whose number it is; null only for a pre-company row nobody could be found for (rejected). */
    companyId: fk('company_id').references(() => companies.id),
    /** 'pending' (asked, proof uploaded), 'approved' (usable while active) or 'rejected'. */
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    isActive: boolean('is_active').notNull().default(true),
    /** The proof's stored file under DATA_DIR/sender-proofs (random name, sniffed extension). */
    proofFile: text('proof_file'),
    requestedBy: fk('requested_by').references(() => users.id),
    reviewedBy: fk('reviewed_by').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    // A number belongs to one company at a time; a rejected request does not hold it.
    uniqueIndex('sender_numbers_number_live_key').on(t.number).where(sql`${t.status} <> 'rejected'`),
    index('sender_numbers_company_idx').on(t.companyId),
  ],
);
