import { DELIVERY_STATUS, ORDER_STATUS, SEND_TYPE, VOUCHER_STATUS } from '@bizgift/domain/codes';
import { groupCoupon } from '@bizgift/domain/coupon';
import { voucherPath } from '@bizgift/domain/vouchers';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { Coalescer } from '../../db/coalesce.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { deliveries, messages, orderItems, orders, supplierAttempts } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { codeList } from '../../db/sql.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import { type MessagingProviders, testWorld } from '../../providers/registry.ts';
import { barcodeJpeg } from '../../providers/sms/barcode-image.ts';
import { GiftishowError, isBizmoneyShort } from '../../providers/voucher/giftishow.ts';
import { type IssuedVoucher, OutcomeUnknown } from '../../providers/voucher/voucher-issuer.ts';
import { startOrderCountingSales } from '../catalog/sales.ts';
import { resolveSender } from '../sender-numbers/service.ts';
import { emitDeliveryEvents } from './events.ts';
import {
  EarlierIssuePending,
  recordLostAnswer,
  recordRefusal,
  settleEarlierAttempts,
  takeBackAttempt,
} from './supplier-attempts.ts';
import { ALIMTALK_TEMPLATE, BARCODE_CID, fillTemplate, voucherText } from './voucher-message.ts';

/** Deliveries still to send: waiting (0) or claimed by a worker (2), as the partial index has them. */
const OPEN = codeList(DELIVERY_STATUS.PENDING, DELIVERY_STATUS.SENT);

/** How a delivery ends when its send fails for good: 3 send failed, 5 issuing failed (ask staff). */
type FinalFailure = typeof DELIVERY_STATUS.SEND_FAILED | typeof DELIVERY_STATUS.ADMIN_FAILED;

type DeliveryRow = typeof deliveries.$inferSelect;

export interface WorkerOptions {
  maxAttempts: number;
  retryBaseSeconds: number;
  smsFrom: string;
  mailFrom: string;
  /** Base of the voucher links in messages (PUBLIC_URL). */
  publicUrl: string;
  /**
   * The KakaoTalk channel and registered template of send type 3 (알림톡); without it those fail.
   * reminderTemplateId: the registered expiry-reminder template (modules/reminders).
   */
  kakao?: { pfId: string; templateId: string; reminderTemplateId?: string };
  /** How long a claimed delivery is reserved for this worker before another may take it over. */
  leaseSeconds?: number;
  batchSize?: number;
  concurrency?: number;
  /** The clock a voucher's issue day (and so its expiry) is read from; tests set the hour. */
  clock?: () => Date;
}

export interface ProcessResult {
  processed: number;
  /** When deliveries of this order are due again (retries, reservations), if any remain. */
  nextRunAt: Date | null;
  /** Deliveries of this run that ended in 5 (issuing failed): refunded at once. */
  issuingFailed: number;
}

/**
 * Delivers vouchers: claims due deliveries of an order (SKIP LOCKED, so several workers never take
 * the same one), issues the voucher once (the coupon is stored before any send, so a retry or a
 * restart re-sends the same coupon), sends it and records every attempt in the outbox.
 * Status: 0 pending → 2 in flight → 1 completed | 0 retry later | 3 send failed | 5 issuing failed.
 */
export class DeliveryWorker {
  private readonly leaseSeconds: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  /** The providers of a delivery's world: a test order's go only to the sandboxes (issue #30 §2). */
  private readonly world: (test: boolean | undefined) => MessagingProviders;

  constructor(
    private readonly db: Db,
    providers: MessagingProviders,
    private readonly options: WorkerOptions,
    private readonly log?: Pick<Logger, 'warn' | 'error' | 'info'>,
  ) {
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.batchSize = options.batchSize ?? 200;
    this.concurrency = options.concurrency ?? 25;
    this.world = testWorld(providers, db, options.kakao);
  }

  private stopping = false;
  private issuingFailedCount = 0;

  /*
   * The four writes every voucher makes, each shared by the sends in flight at that moment (group
   * commit, db/coalesce.ts): with SUPPLIER_MAX_CONCURRENCY sends overlapping the supplier's answer
   * time, a statement per voucher per step was most of the database's work.
   */

  /** Still ours (claimed, same attempt), and did a message already go out (a resume after a crash)? */
  private readonly ownership = new Coalescer<number, Ownership | undefined>(
    async (ids) => {
      // Aliases spelled out: inside the subquery an unqualified "id" would be the message's.
      const { rows } = (await this.db.execute(sql`
        select d.id, d.status, d.attempts,
          exists (select 1 from ${messages} m where m.delivery_id = d.id and m.status = 'sent') as sent
        from ${deliveries} d where d.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`)) as unknown as {
        rows: { id: number | string; status: number; attempts: number; sent: boolean }[];
      };
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return ids.map((id) => byId.get(id));
    },
    (id) => id,
  );

  /** A new tr_id stored before the supplier is called; false when another issue got there first. */
  private readonly trIds = new Coalescer<{ id: number; seq: number; tr_id: string }, boolean>(
    async (items) => {
      // The attempt is recorded with its tr_id in the same statement: its fate is unknown until answered.
      const { rows } = (await this.db.execute(sql`
        with taken as (
          update ${deliveries} d set supplier_tr_id = x.tr_id, issue_seq = x.seq
          from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(id bigint, seq int, tr_id text)
          where d.id = x.id and d.issue_seq = x.seq - 1 and d.coupon_no is null
          returning d.id, x.tr_id
        ), attempts as (
          insert into ${supplierAttempts} (tr_id, delivery_id) select tr_id, id from taken
        )
        select id from taken`)) as unknown as { rows: { id: number | string }[] };
      const taken = new Set(rows.map((r) => Number(r.id)));
      return items.map((i) => taken.has(i.id));
    },
    (item) => item.id,
  );

  /** The issued coupon, stored under the tr_id it was issued for; false when someone else's is stored. */
  private readonly coupons = new Coalescer<
    { id: number; tr_id: string; coupon_no: string; expires_at: string },
    boolean
  >(
    async (items) => {
      // Not once the attempt was settled otherwise (taken back as a stray by the reconciliation).
      const { rows } = (await this.db.execute(sql`
        with stored as (
          update ${deliveries} d set coupon_no = x.coupon_no, coupon_expires_at = x.expires_at,
            voucher_status = ${codeList(VOUCHER_STATUS.UNUSED)}
          from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
            as x(id bigint, tr_id text, coupon_no text, expires_at timestamptz)
          where d.id = x.id and d.supplier_tr_id = x.tr_id and d.coupon_no is null
            and not exists (select 1 from ${supplierAttempts} a where a.tr_id = x.tr_id and a.outcome is not null)
          returning d.id, x.tr_id
        ), settled as (
          update ${supplierAttempts} a set outcome = 'issued', checked_at = now() from stored where a.tr_id = stored.tr_id
        )
        select id from stored`)) as unknown as { rows: { id: number | string }[] };
      const stored = new Set(rows.map((r) => Number(r.id)));
      return items.map((i) => stored.has(i.id));
    },
    (item) => item.id,
  );

  /**
   * A message that went out: its outbox row, and the delivery completed if the claim is still ours
   * (`attempts` fences a worker that lost its lease: its late success is recorded, nothing else).
   * One statement, atomic; retried briefly, since a fault here must never count as a failed send
   * (that would queue a second one): the outbox row is what stops a resume from sending again.
   */
  private readonly completions = new Coalescer<SentRecord, void>(
    async (items) => {
      const statement = sql`
        with x as (
          select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(delivery_id bigint,
            attempts int, channel text, recipient text, subject text, body text, provider text,
            provider_message_id text, sent_at timestamptz)
        ), recorded as (
          insert into ${messages} (channel, recipient, subject, body, status, provider, provider_message_id, delivery_id)
          select channel, recipient, subject, body, 'sent', provider, provider_message_id, delivery_id from x
        )
        update ${deliveries} d set status = ${codeList(DELIVERY_STATUS.COMPLETED)}, sent_at = x.sent_at, last_error = null
        from x where d.id = x.delivery_id and d.status = ${codeList(DELIVERY_STATUS.SENT)} and d.attempts = x.attempts
        returning d.id`;
      // delivery.sent for the ones completed here, committed with them (issue #30 §3).
      await retried(() =>
        this.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(statement)) as unknown as { rows: { id: number | string }[] };
          await emitDeliveryEvents(
            tx,
            'delivery.sent',
            rows.map((r) => Number(r.id)),
          );
        }),
      );
      return items.map(() => undefined);
    },
    (item) => item.delivery_id,
  );

  /**
   * Graceful shutdown: sends already in flight finish, the rest of a claimed batch is handed back
   * at once (not after the lease), so a restarted or another worker resumes right away.
   */
  stop(): void {
    this.stopping = true;
  }

  async processOrder(orderId: number): Promise<ProcessResult> {
    let processed = 0;
    this.issuingFailedCount = 0;
    let context: OrderContext | null = null;
    while (!this.stopping) {
      const claimed = await this.claim(orderId);
      if (claimed.length === 0) break;
      if (!context) {
        await startOrderCountingSales(this.db, orderId);
        context = await this.orderContext(orderId);
        if (!context) break;
      }
      const current = context;
      const unstarted: DeliveryRow[] = [];
      // A short lease kept alive while this worker lives: a worker killed mid-batch loses its
      // claims within one lease, instead of after a long lease a slow batch would have needed.
      const heartbeat = setInterval(() => void this.extendLease(claimed), (this.leaseSeconds * 1000) / 3);
      try {
        await runWithConcurrency(claimed, this.concurrency, async (d) => {
          if (this.stopping) {
            unstarted.push(d);
            return;
          }
          try {
            await this.deliver(d, current);
          } catch (error) {
            // A database fault mid-delivery: the lease expires and the delivery is taken up again.
            this.log?.error({ err: error, deliveryId: d.id }, 'delivery failed unexpectedly');
          }
        });
      } finally {
        clearInterval(heartbeat);
      }
      await this.release(unstarted);
      processed += claimed.length - unstarted.length;
      // A short batch took everything due that nobody else holds; what falls due later is nextRunAt.
      if (claimed.length < this.batchSize) break;
    }
    return { processed, nextRunAt: await this.settle(orderId), issuingFailed: this.issuingFailedCount };
  }

  /** Pushes the lease of the batch's deliveries still in flight under this claim one lease ahead. */
  private async extendLease(claimed: DeliveryRow[]): Promise<void> {
    const held = sql.join(
      claimed.map((d) => sql`(${d.id}::bigint, ${d.attempts}::int)`),
      sql`, `,
    );
    try {
      await this.db
        .update(deliveries)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
        .where(
          and(
            inArray(
              deliveries.id,
              claimed.map((d) => d.id),
            ),
            eq(deliveries.status, DELIVERY_STATUS.SENT),
            sql`(${deliveries.id}, ${deliveries.attempts}) in (${held})`,
          ),
        );
    } catch (error) {
      this.log?.warn({ err: error }, 'delivery lease could not be extended');
    }
  }

  /** Hands claimed deliveries back untouched: due now, and the claim does not count as an attempt. */
  private async release(claimed: DeliveryRow[]): Promise<void> {
    for (const d of claimed) {
      await this.db
        .update(deliveries)
        .set({
          status: DELIVERY_STATUS.PENDING,
          attempts: sql`${deliveries.attempts} - 1`,
          nextAttemptAt: new Date(),
        })
        .where(this.stillClaimed(d));
    }
  }

  /** Orders that have due deliveries nobody holds: after a crash, a lost enqueue or a restart. */
  async dueOrders(limit = 100): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ orderId: deliveries.orderId })
      .from(deliveries)
      .where(and(sql`${deliveries.status} in (${OPEN})`, sql`${deliveries.nextAttemptAt} <= now()`))
      .limit(limit);
    return rows.map((r) => r.orderId);
  }

  /** Processes everything due now (tests, the sweep). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await this.dueOrders();
      if (due.length === 0) return total;
      let progressed = 0;
      for (const orderId of due) progressed += (await this.processOrder(orderId)).processed;
      total += progressed;
      if (progressed === 0) return total;
    }
  }

  /** Takes up to a batch of the order's due deliveries that no other worker holds, in id order. */
  private async claim(orderId: number): Promise<DeliveryRow[]> {
    const due = this.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.orderId, orderId),
          sql`${deliveries.status} in (${OPEN})`,
          sql`${deliveries.nextAttemptAt} <= now()`,
        ),
      )
      .orderBy(asc(deliveries.id))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(deliveries)
      .set({
        status: DELIVERY_STATUS.SENT,
        attempts: sql`${deliveries.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${this.leaseSeconds})`,
      })
      .where(inArray(deliveries.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  /** The order, who sends it and its goods, read once per run of an order. */
  private async orderContext(orderId: number): Promise<OrderContext | null> {
    const [row] = await this.db
      .select({
        order: orders,
        company: companies.name,
        fullname: users.fullname,
        memberPhone: users.phoneNumber,
        goods: sql<OrderGoods[] | string>`(
          select json_agg(json_build_object('id', g.id, 'name', g.name, 'validPeriod', g.valid_period, 'brand', b.name, 'supplierGoodsCode', g.supplier_goods_code))
          from ${goods} g join ${brands} b on b.id = g.brand_id
          where g.id in (select goods_id from ${orderItems} where order_id = ${orderId}))`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row) return null;
    const goodsRows: OrderGoods[] = typeof row.goods === 'string' ? JSON.parse(row.goods) : (row.goods ?? []);
    return {
      order: row.order,
      smsFrom: await this.smsSender(row.order.sender, row.order.userId),
      senderName: row.company ?? row.fullname,
      memberPhone: row.memberPhone,
      goods: new Map(goodsRows.map((g) => [Number(g.id), g])),
    };
  }

  private async deliver(delivery: DeliveryRow, context: OrderContext) {
    // Still ours? A worker that stalled past its lease has been replaced (attempts moved on, or the
    // delivery is settled): it must not send. And a delivery taken over after a crash may already
    // have gone out: the outbox says so.
    const current = await this.ownership.submit(delivery.id);
    if (current?.status !== DELIVERY_STATUS.SENT || current.attempts !== delivery.attempts) return;
    if (current.sent) {
      await this.finish(delivery, { status: DELIVERY_STATUS.COMPLETED, sentAt: new Date(), lastError: null });
      return;
    }
    const g = context.goods.get(delivery.goodsId);
    if (!g) {
      await this.finish(delivery, {
        status: DELIVERY_STATUS.ADMIN_FAILED,
        lastError: '상품 정보를 찾을 수 없습니다.',
        failedAt: new Date(),
      });
      return;
    }
    let coupon =
      delivery.couponNo && delivery.couponExpiresAt
        ? { couponNo: delivery.couponNo, expiresAt: delivery.couponExpiresAt }
        : null;
    if (!coupon) {
      try {
        coupon = await this.issue(delivery, g, context.memberPhone);
      } catch (error) {
        if (error instanceof EarlierIssuePending) {
          // Not an attempt: back in the queue until the earlier attempt's fate can be known.
          await this.db
            .update(deliveries)
            .set({
              status: DELIVERY_STATUS.PENDING,
              attempts: sql`${deliveries.attempts} - 1`,
              nextAttemptAt: error.until,
              lastError: error.message,
            })
            .where(this.stillClaimed(delivery));
          return;
        }
        if (isBizmoneyShort(error)) {
          // Staff see it on the dashboard (GET /api/admin/supplier); the log says it at once.
          this.log?.error(
            { deliveryId: delivery.id },
            'supplier bizmoney exhausted: voucher not issued, refunded',
          );
        }
        await this.failed(delivery, error, DELIVERY_STATUS.ADMIN_FAILED);
        return;
      }
    }
    const message = voucherText({
      brand: g.brand,
      goodsName: g.name,
      couponNo: coupon.couponNo,
      expiresAt: coupon.expiresAt,
      title: context.order.title,
      body: context.order.sendMsg,
      senderName: context.senderName,
      url: this.voucherUrl(delivery.token),
      recipientName: delivery.recipientName,
    });
    if (delivery.attempts > 1 && (await this.sentEarlier(delivery, message))) return;
    await this.sendAndRecord(delivery, { ...message, couponNo: coupon.couponNo }, context.smsFrom);
  }

  /**
   * A text message whose earlier attempt's outcome is unknown (a worker killed between the gateway's
   * acceptance and the outbox write, a timeout) is looked up at the gateway before it is sent again:
   * found under our key, that send is recorded as this delivery's and nothing goes out twice. True
   * when the delivery is settled here (found, or the lookup failed and it is retried later).
   */
  private async sentEarlier(
    delivery: DeliveryRow,
    message: { subject: string; text: string; alimtalk?: Record<string, string> },
  ): Promise<boolean> {
    const channel = CHANNEL[delivery.sendType] ?? 'email';
    const sms = this.world(delivery.test).sms;
    if (channel === 'email' || !sms.find || !delivery.recipientPhone) return false;
    let found: { messageId: string } | null;
    try {
      found = await sms.find({
        to: delivery.recipientPhone,
        idempotencyKey: `delivery-${delivery.id}`,
        since: delivery.createdAt,
      });
    } catch (error) {
      // Unknown whether it went out: not sent blindly, tried again later.
      await this.failed(delivery, error, DELIVERY_STATUS.SEND_FAILED);
      return true;
    }
    if (!found) return false;
    await this.completions.submit({
      channel,
      recipient: delivery.recipientPhone,
      subject: message.subject,
      body:
        channel === 'kakao' && message.alimtalk
          ? fillTemplate(ALIMTALK_TEMPLATE, message.alimtalk)
          : message.text,
      provider: sms.name,
      provider_message_id: found.messageId,
      delivery_id: delivery.id,
      attempts: delivery.attempts,
      sent_at: new Date().toISOString(),
    });
    return true;
  }

  /**
   * The number recipients see: the order's sender when it is approved for the ordering member's
   * company (issue #16 §2, #28 §2), else SMS_SENDER_NUMBER; `registered` says whether the one asked
   * for was taken.
   */
  senderNumber(sender: string, userId: number): Promise<{ from: string; registered: boolean }> {
    return resolveSender(this.db, this.options.smsFrom, sender, userId);
  }

  async smsSender(sender: string, userId: number): Promise<string> {
    return (await this.senderNumber(sender, userId)).from;
  }

  get mailFrom(): string {
    return this.options.mailFrom;
  }

  voucherUrl(token: string): string {
    return `${this.options.publicUrl.replace(/\/+$/, '')}${voucherPath(token)}`;
  }

  /** Sends one voucher message (first send or a resend) and records it in the outbox; `smsFrom` from smsSender(). */
  async sendAndRecord(
    delivery: Pick<DeliveryRow, 'id' | 'sendType' | 'recipientPhone' | 'recipientEmail' | 'attempts'> & {
      test?: boolean;
    },
    voucher: {
      subject: string;
      text: string;
      html: string;
      couponNo?: string;
      alimtalk?: Record<string, string>;
    },
    smsFrom: string,
    options: { recipientOverride?: string; isResend?: boolean } = {},
  ): Promise<boolean> {
    const channel = CHANNEL[delivery.sendType] ?? 'email';
    const recipient =
      options.recipientOverride ??
      (channel === 'email' ? delivery.recipientEmail : delivery.recipientPhone) ??
      '';
    const providers = this.world(delivery.test);
    const provider = channel === 'email' ? providers.email : providers.sms;
    // A 알림톡 is the registered template filled in: that text is what the phone (or the gateway's
    // replacement SMS) shows, and what the outbox keeps.
    const message =
      channel === 'kakao' && voucher.alimtalk
        ? { ...voucher, text: fillTemplate(ALIMTALK_TEMPLATE, voucher.alimtalk) }
        : voucher;
    let sent: { messageId: string };
    try {
      sent =
        channel === 'kakao'
          ? await providers.sms.send({
              to: recipient,
              from: smsFrom,
              subject: message.subject,
              text: message.text,
              kakao: { ...this.kakaoTemplate(), variables: voucher.alimtalk ?? {} },
              idempotencyKey: `delivery-${delivery.id}${options.isResend ? `-resend-${Date.now()}` : ''}`,
            })
          : channel === 'sms'
            ? await providers.sms.send({
                to: recipient,
                from: smsFrom,
                subject: message.subject,
                text: message.text,
                // MMS with the voucher's barcode (issue #16 §2); the text carries the page's link.
                ...(message.couponNo
                  ? {
                      image: {
                        name: `coupon-${delivery.id}.jpg`,
                        jpeg: barcodeJpeg(message.couponNo, groupCoupon(message.couponNo)),
                      },
                    }
                  : {}),
                idempotencyKey: `delivery-${delivery.id}${options.isResend ? `-resend-${Date.now()}` : ''}`,
              })
            : await providers.email.send({
                to: recipient,
                from: this.options.mailFrom,
                subject: message.subject,
                text: message.text,
                html: message.html,
                ...(message.couponNo
                  ? {
                      inlineImages: [
                        {
                          cid: BARCODE_CID,
                          filename: 'barcode.jpg',
                          content: barcodeJpeg(message.couponNo, groupCoupon(message.couponNo)),
                          contentType: 'image/jpeg',
                        },
                      ],
                    }
                  : {}),
                idempotencyKey: `delivery-${delivery.id}`,
                // One Message-ID for every attempt of the voucher's e-mail (a resend asked for is a new one).
                ...(options.isResend
                  ? {}
                  : { messageId: voucherMessageId(delivery.id, this.options.mailFrom) }),
              });
    } catch (error) {
      await this.db.insert(messages).values({
        channel,
        recipient,
        subject: message.subject,
        body: message.text,
        status: 'failed',
        provider: provider.name,
        error: (error as Error).message.slice(0, 500),
        deliveryId: delivery.id,
      });
      if (!options.isResend) await this.failed(delivery, error, DELIVERY_STATUS.SEND_FAILED);
      return false;
    }
    // The message is out: from here on a database fault must never count as a failed send.
    const record: Omit<SentRecord, 'delivery_id' | 'attempts' | 'sent_at'> = {
      channel,
      recipient,
      subject: message.subject,
      body: message.text,
      provider: provider.name,
      provider_message_id: sent.messageId,
    };
    if (options.isResend) {
      // A resend leaves the delivery's state alone: its outbox row is all there is to write.
      const { provider_message_id: providerMessageId, ...rest } = record;
      await retried(() =>
        this.db
          .insert(messages)
          .values({ ...rest, status: 'sent', providerMessageId, deliveryId: delivery.id }),
      );
    } else {
      await this.completions.submit({
        ...record,
        delivery_id: delivery.id,
        attempts: delivery.attempts,
        sent_at: new Date().toISOString(),
      });
    }
    return true;
  }

  /** The 알림톡 channel and expiry-reminder template, when one is registered (else: none). */
  get kakaoReminder(): { pfId: string; templateId: string } | undefined {
    const kakao = this.options.kakao;
    return kakao?.reminderTemplateId ? { pfId: kakao.pfId, templateId: kakao.reminderTemplateId } : undefined;
  }

  /** The 알림톡 channel and template; a send type 3 without them fails for good (nothing to send with). */
  private kakaoTemplate() {
    if (!this.options.kakao) throw new ProviderError('카카오 알림톡이 설정되지 않았습니다.', true);
    return { pfId: this.options.kakao.pfId, templateId: this.options.kakao.templateId };
  }

  /**
   * A claim is fenced by `attempts` (the claim bumps it): once a delivery has been taken over after
   * its lease ran out, or settled by someone else, a late write of the old holder changes nothing.
   */
  private stillClaimed(delivery: Pick<DeliveryRow, 'id' | 'attempts'>) {
    return and(
      eq(deliveries.id, delivery.id),
      eq(deliveries.status, DELIVERY_STATUS.SENT),
      eq(deliveries.attempts, delivery.attempts),
    );
  }

  /** The delivery's voucher, issued now if it has none yet (a resend after issuing failed). */
  async ensureVoucher(delivery: DeliveryRow): Promise<{ couponNo: string; expiresAt: Date }> {
    if (delivery.couponNo && delivery.couponExpiresAt) {
      return { couponNo: delivery.couponNo, expiresAt: delivery.couponExpiresAt };
    }
    const [g] = await this.db
      .select({ validPeriod: goods.validPeriod, supplierGoodsCode: goods.supplierGoodsCode })
      .from(goods)
      .where(eq(goods.id, delivery.goodsId));
    const [member] = delivery.recipientPhone
      ? []
      : await this.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, delivery.userId));
    return this.issue(delivery, g ?? { validPeriod: 30, supplierGoodsCode: null }, member?.phone ?? null);
  }

  /**
   * Issues the delivery's voucher under a new tr_id, stored (with its attempt) before the call. An
   * earlier attempt whose answer was lost is settled first (supplier-attempts.ts): looked up by its
   * tr_id, cancelled when found issued, and waited for while the supplier may still carry it out, so
   * a lost answer never leaves a second live voucher nor gets the recipient two.
   */
  private async issue(delivery: DeliveryRow, g: IssueGoods, memberPhone: string | null) {
    const issuer = this.world(delivery.test).voucher;
    if (delivery.supplierTrId) await settleEarlierAttempts(this.db, issuer, delivery);
    const seq = delivery.issueSeq + 1;
    const trId = `BG${delivery.id}T${seq}`;
    const taken = await this.trIds.submit({ id: delivery.id, seq, tr_id: trId });
    if (!taken) return this.storedVoucher(delivery.id);
    delivery.supplierTrId = trId;
    delivery.issueSeq = seq;
    let voucher: IssuedVoucher;
    try {
      voucher = await issuer.issue({
        trId,
        goods: { id: delivery.goodsId, supplierGoodsCode: g.supplierGoodsCode, validDays: g.validPeriod },
        recipientPhone: delivery.recipientPhone,
        ordererPhone: memberPhone,
        now: this.options.clock?.() ?? new Date(),
      });
    } catch (error) {
      // The supplier answered with a refusal: nothing was issued. A call that ended without a
      // readable answer is looked up now; one still unanswered waits for the late-issue time.
      if (error instanceof GiftishowError || (error instanceof ProviderError && error.permanent)) {
        await recordRefusal(this.db, trId);
      } else if (error instanceof OutcomeUnknown) {
        await recordLostAnswer(this.db, issuer, trId, error);
      }
      throw error;
    }
    const stored = await this.coupons.submit({
      id: delivery.id,
      tr_id: trId,
      coupon_no: voucher.couponNo,
      expires_at: voucher.expiresAt.toISOString(),
    });
    if (stored) return voucher;
    // Someone else issued meanwhile (a resend racing the worker): ours must not stay live.
    await takeBackAttempt(this.db, issuer, trId);
    return this.storedVoucher(delivery.id);
  }

  private async storedVoucher(deliveryId: number) {
    const [existing] = await this.db
      .select({ couponNo: deliveries.couponNo, expiresAt: deliveries.couponExpiresAt })
      .from(deliveries)
      .where(eq(deliveries.id, deliveryId));
    if (existing?.couponNo && existing.expiresAt) {
      return { couponNo: existing.couponNo, expiresAt: existing.expiresAt };
    }
    throw new ProviderError('다른 발급 요청이 진행 중입니다.', false);
  }

  /** A permanent failure, or the last attempt, ends in `finalStatus`; otherwise retry with backoff. */
  private async failed(
    delivery: Pick<DeliveryRow, 'id' | 'attempts'>,
    error: unknown,
    finalStatus: FinalFailure,
  ) {
    const permanent = error instanceof ProviderError ? error.permanent : false;
    const reason = (error as Error).message?.slice(0, 500) ?? 'unknown';
    if (!permanent && delivery.attempts < this.options.maxAttempts) {
      const delay = this.options.retryBaseSeconds * 2 ** (delivery.attempts - 1);
      await this.db
        .update(deliveries)
        .set({
          status: DELIVERY_STATUS.PENDING,
          lastError: reason,
          nextAttemptAt: new Date(Date.now() + delay * 1000),
        })
        .where(this.stillClaimed(delivery));
      this.log?.warn(
        { deliveryId: delivery.id, attempts: delivery.attempts, delay },
        'delivery will be retried',
      );
      return;
    }
    await this.finish(delivery, { status: finalStatus, lastError: reason, failedAt: new Date() });
  }

  /** Settles a claimed delivery: sent, or failed for good; its event is committed with it. */
  private async finish(
    delivery: Pick<DeliveryRow, 'id' | 'attempts'>,
    values: Partial<typeof deliveries.$inferInsert> & { status: number },
  ) {
    await this.db.transaction(async (tx) => {
      const settled = await tx
        .update(deliveries)
        .set(values)
        .where(this.stillClaimed(delivery))
        .returning({ id: deliveries.id });
      const type = values.status === DELIVERY_STATUS.COMPLETED ? 'delivery.sent' : 'delivery.failed';
      await emitDeliveryEvents(
        tx,
        type,
        settled.map((d) => d.id),
      );
    });
    if (values.status === DELIVERY_STATUS.ADMIN_FAILED) this.issuingFailedCount++;
  }

  /**
   * After a run: the order's status follows its deliveries, and the answer is when its next
   * delivery falls due (a retry's backoff), if any is still open. One statement.
   */
  private async settle(orderId: number): Promise<Date | null> {
    const { rows } = (await this.db.execute(sql`
      with refreshed as (${orderStatusUpdate(orderId)})
      select extract(epoch from min(next_attempt_at)) * 1000 as next_ms from ${deliveries}
      where order_id = ${orderId} and status in (${OPEN})`)) as unknown as {
      rows: { next_ms: string | number | null }[];
    };
    const next = rows[0]?.next_ms;
    return next === null || next === undefined ? null : new Date(Number(next));
  }
}

/** The outbox channel of each send type. */
const CHANNEL: Record<number, SentRecord['channel']> = {
  [SEND_TYPE.SMS]: 'sms',
  [SEND_TYPE.EMAIL]: 'email',
  [SEND_TYPE.KAKAO]: 'kakao',
};

interface Ownership {
  status: number;
  attempts: number;
  sent: boolean;
}

/** One sent message as the completion statement takes it (column names). */
interface SentRecord {
  delivery_id: number;
  attempts: number;
  channel: 'sms' | 'email' | 'kakao';
  recipient: string;
  subject: string;
  body: string;
  provider: string;
  provider_message_id: string;
  sent_at: string;
}

interface IssueGoods {
  validPeriod: number;
  supplierGoodsCode: string | null;
}

interface OrderGoods extends IssueGoods {
  id: number;
  name: string;
  brand: string;
}

interface OrderContext {
  order: typeof orders.$inferSelect;
  /** The caller number of the order's text messages, resolved once per run. */
  smsFrom: string;
  senderName: string;
  /** The ordering member's mobile: the supplier's record for an e-mail voucher (no recipient phone). */
  memberPhone: string;
  goods: Map<number, OrderGoods>;
}

/** Order status follows its deliveries: 2 while any is open, 3 when all are done, 4 when all refunded. */
export async function refreshOrderStatus(db: Pick<Db, 'execute'>, orderId: number) {
  await db.execute(orderStatusUpdate(orderId));
}

function orderStatusUpdate(orderId: number): SQL {
  return sql`
    update ${orders} set status = case
      when not exists (select 1 from ${deliveries} where order_id = ${orderId} and status <> ${codeList(DELIVERY_STATUS.REFUNDED)})
        then ${codeList(ORDER_STATUS.ORDER_CANCELLED)}
      when exists (select 1 from ${deliveries} where order_id = ${orderId} and status in (${OPEN})) then
        case when exists (select 1 from ${deliveries} where order_id = ${orderId} and status <> ${codeList(DELIVERY_STATUS.PENDING)})
          then ${codeList(ORDER_STATUS.DELIVERING)} else status end
      else ${codeList(ORDER_STATUS.DELIVERED)} end
    where id = ${orderId}`;
}

/** A write that must not be lost to a passing database fault (a message already went out). */
/**
 * The Message-ID of a delivery's voucher e-mail, the same for every attempt (issue 28 §7). SMTP has
 * no way to ask a server whether it took a message (the answer to the end of DATA is all there is:
 * RFC 5321 §4.1.1.4, the window RFC 1047 describes), so a worker killed after the server took the
 * message and before the outbox row was written sends it again. The copy is the same message: same
 * voucher, same Message-ID, by which mailbox providers that de-duplicate (Gmail does) show it once.
 */
export function voucherMessageId(deliveryId: number, mailFrom: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'bizgift.invalid';
  return `<delivery-${deliveryId}@${domain}>`;
}

async function retried(write: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function runWithConcurrency<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  });
  await Promise.all(workers);
}
