import { DELIVERY_STATUS, SEND_TYPE, sendsToPhone, VOUCHER_STATUS } from '@bizgift/domain/codes';
import { seoulDayNumber as seoulDay } from '@bizgift/domain/expiry';
import {
  type ExpiringDeliveryDto,
  REMINDER_MESSAGES,
  type ReminderSettingsDto,
} from '@bizgift/domain/reminders';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { deliveryReminders } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import { codeList, isUniqueViolation } from '../../db/sql.ts';
import type { Page } from '../../http/envelope.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import { type MessagingProviders, testWorld } from '../../providers/registry.ts';
import { barcodeJpeg } from '../../providers/sms/barcode-image.ts';
import { revealsContacts } from '../company/policy.ts';
import type { DeliveryWorker } from '../deliveries/delivery-worker.ts';
import { deliveryDto, deliveryRows } from '../deliveries/dto.ts';
import {
  ALIMTALK_REMINDER_TEMPLATE,
  BARCODE_CID,
  fillTemplate,
  groupCoupon,
  reminderAlimtalkVariables,
  voucherText,
} from '../deliveries/voucher-message.ts';

export interface ReminderOptions {
  /** How long a reminder being sent is held before another run may take it over (its holder died). */
  leaseSeconds: number;
  /** Sends of one reminder before it is given up (transient gateway faults are retried). */
  maxAttempts: number;
  retryBaseSeconds: number;
  /** Reminders sent at once by one run. */
  concurrency: number;
  /** Candidates claimed per statement by the daily run. */
  batchSize: number;
}

const DEFAULTS: ReminderOptions = {
  leaseSeconds: 120,
  maxAttempts: 3,
  retryBaseSeconds: 60,
  concurrency: 10,
  batchSize: 500,
};

/** A reminder this run holds: its row id and the attempt that fences its writes. */
interface Claim {
  id: number;
  attempts: number;
}

interface ReminderContext {
  id: number;
  attempts: number;
  daysBefore: number;
  /** When the reminder was claimed first: its messages at the gateway are not older. */
  createdAt: Date;
  deliveryId: number;
  sendType: number;
  recipientPhone: string | null;
  recipientEmail: string | null;
  recipientName: string | null;
  couponNo: string;
  expiresAt: Date;
  token: string;
  sender: string;
  /** The ordering member: its company's approved caller numbers may be the sender. */
  userId: number;
  /** A test order's voucher (issue #30 §2): reminded through the sandboxes only. */
  test: boolean;
  senderName: string;
  goodsName: string;
  brand: string;
}

export interface DailyRunResult {
  claimed: number;
  sent: number;
  failed: number;
}

/** The Korean date of `at` (a timestamptz expression), and of a JS instant. */
const seoulDate = (at: SQL) => sql`((${at}) at time zone 'Asia/Seoul')::date`;
const seoulToday = (now: Date) => seoulDate(sql`${now.toISOString()}::timestamptz`);
const expiryDate = seoulDate(sql`${deliveries.couponExpiresAt}`);

/**
 * A voucher a reminder may be sent for: delivered (1), unused, not expired at `now`; of one world
 * when `test` is given (a list), of both for the daily job. A test order's voucher (issue #30 §2) is
 * reminded like a live one, but through the test world's outbox-only senders: the test world
 * behaves like the live one and nothing of it leaves the machine.
 */
const remindable = (now: SQL, test?: boolean) =>
  sql`${test === undefined ? sql`` : sql`${deliveries.test} = ${test} and `}${deliveries.status} = ${codeList(DELIVERY_STATUS.COMPLETED)}
    and ${deliveries.voucherStatus} = ${codeList(VOUCHER_STATUS.UNUSED)}
    and ${deliveries.couponNo} is not null and ${deliveries.couponExpiresAt} > ${now}`;

/**
 * Expiry reminders (issue #16 §4). Recipients of unused vouchers get a reminder at the member's
 * D-n days (default D-7 and D-1; none = off) through the channel the voucher went by, with the
 * same message parts and the voucher page's link; the member may also send one now, once a day.
 *
 * Exactly once per delivery and reminder day: a run first records the reminder (its unique key —
 * delivery and D-n, or delivery and date for a member's — decides between two runs at once), then
 * sends, then records the outbox row. A run that dies between the two leaves the row `sending`;
 * after its lease the sweep takes it over (attempts fence the dead run's late writes) and sends
 * under the same idempotency key, as the delivery worker resumes a delivery.
 */
export class ReminderService {
  private readonly options: ReminderOptions;
  /** The senders of a voucher's world: a test order's are the outbox-only sandboxes (issue #30 §2). */
  private readonly world: (test: boolean) => MessagingProviders;

  constructor(
    private readonly db: Db,
    providers: MessagingProviders,
    private readonly worker: Pick<DeliveryWorker, 'smsSender' | 'mailFrom' | 'voucherUrl' | 'kakaoReminder'>,
    options: Partial<ReminderOptions> = {},
    private readonly log?: Pick<Logger, 'warn' | 'error' | 'info'>,
    /** 알림톡 (send type 3) is offered, so some vouchers went by it. */
    private readonly kakaoOffered = false,
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.world = testWorld(providers, db);
  }

  async settings(userId: number): Promise<ReminderSettingsDto> {
    const [row] = await this.db.select({ days: users.reminderDays }).from(users).where(eq(users.id, userId));
    return { days: row?.days ?? [], kakao_reminder: this.kakaoReminderChannel() };
  }

  async saveSettings(userId: number, days: number[]): Promise<ReminderSettingsDto> {
    const [row] = await this.db
      .update(users)
      .set({ reminderDays: days })
      .where(eq(users.id, userId))
      .returning({ days: users.reminderDays });
    return { days: row?.days ?? days, kakao_reminder: this.kakaoReminderChannel() };
  }

  /**
   * How a 알림톡 voucher is reminded: by 알림톡 with its reminder template (replaced by SMS/LMS when
   * KakaoTalk cannot deliver it), or by MMS when no reminder template is registered; null when 알림톡
   * is not offered (no kakao sender at all).
   */
  private kakaoReminderChannel(): ReminderSettingsDto['kakao_reminder'] {
    if (this.worker.kakaoReminder) return 'alimtalk';
    return this.kakaoOffered ? 'mms' : null;
  }

  /**
   * The daily job: every unused voucher whose expiry date (Asia/Seoul) is one of its member's D-n
   * days today gets its reminder. `now` is the job's clock (tests set it).
   */
  async runDaily(now = new Date()): Promise<DailyRunResult> {
    const result: DailyRunResult = { claimed: 0, sent: 0, failed: 0 };
    for (;;) {
      const claims = await this.claimDue(now);
      if (claims.length === 0) return result;
      result.claimed += claims.length;
      const sent = await this.sendAll(claims);
      result.sent += sent;
      result.failed += claims.length - sent;
    }
  }

  /**
   * Records a batch of today's reminders, each under its unique keys (delivery and D-n; delivery and
   * day, shared with the member's click): of two runs at once, or a run and a click, the one whose
   * insert lands sends it, the other's insert does nothing. Vouchers sent today, members
   * no longer active and vouchers the member reminded about today are left out.
   */
  private async claimDue(now: Date): Promise<Claim[]> {
    const today = seoulToday(now);
    const daysLeft = sql`(${expiryDate} - ${today})`;
    const r = deliveryReminders;
    const { rows } = (await this.db.execute(sql`
      insert into ${r} (delivery_id, kind, days_before, remind_on, lease_until)
      select ${deliveries.id}, 'auto', ${daysLeft}, ${today},
        now() + make_interval(secs => ${this.options.leaseSeconds})
      from ${deliveries} join ${users} on ${users.id} = ${deliveries.userId}
      where ${remindable(sql`${now.toISOString()}::timestamptz`)}
        and ${users.status} = 'active'
        and ${daysLeft} = any(${users.reminderDays})
        and ${deliveries.sentAt} < (${today}::timestamp at time zone 'Asia/Seoul')
        and not exists (select 1 from ${r} where ${r.deliveryId} = ${deliveries.id}
          and ((${r.kind} = 'auto' and ${r.daysBefore} = ${daysLeft})
            or (${r.kind} = 'member' and ${r.remindOn} = ${today} and ${r.status} <> 'failed')))
      order by ${deliveries.id}
      limit ${this.options.batchSize}
      on conflict do nothing
      returning id, attempts`)) as unknown as { rows: { id: number | string; attempts: number }[] };
    return rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }));
  }

  /**
   * The sweep: reminders whose run died (or whose send is to be retried) are taken over once their
   * lease has run out; those whose voucher meanwhile was used, expired or cancelled, or that ran
   * out of attempts, are given up.
   */
  async retryDue(): Promise<number> {
    const r = deliveryReminders;
    const stale = sql`${r.status} = 'sending' and ${r.leaseUntil} <= now()`;
    await this.db.execute(sql`
      update ${r} set status = 'failed', error = coalesce(${r.error}, '알림을 보내지 못했습니다.')
      from ${deliveries}
      where ${deliveries.id} = ${r.deliveryId} and ${stale}
        and (${r.attempts} >= ${this.options.maxAttempts} or not (${remindable(sql`now()`)}))`);
    const { rows } = (await this.db.execute(sql`
      update ${r} set attempts = ${r.attempts} + 1,
        lease_until = now() + make_interval(secs => ${this.options.leaseSeconds})
      where ${r.id} in (select id from ${r} where ${stale} order by id limit 100 for update skip locked)
      returning id, attempts`)) as unknown as { rows: { id: number | string; attempts: number }[] };
    const claims = rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }));
    return claims.length === 0 ? 0 : this.sendAll(claims);
  }

  /** Sends the claimed reminders (a few at a time); the number that went out. */
  private async sendAll(claims: Claim[], final = false): Promise<number> {
    const contexts = await this.contexts(claims);
    let sent = 0;
    let next = 0;
    const lanes = Array.from({ length: Math.min(this.options.concurrency, contexts.length) }, async () => {
      while (next < contexts.length) {
        const context = contexts[next++]!;
        try {
          if (await this.send(context, final)) sent++;
        } catch (error) {
          // A database fault: the lease runs out and the sweep takes the reminder up again.
          this.log?.error({ err: error, reminderId: context.id }, 'expiry reminder failed unexpectedly');
        }
      }
    });
    await Promise.all(lanes);
    return sent;
  }

  private async contexts(claims: Claim[]): Promise<ReminderContext[]> {
    const ids = sql.join(
      claims.map((c) => sql`${c.id}`),
      sql`, `,
    );
    const { rows } = (await this.db.execute(sql`
      select r.id, r.days_before, r.created_at, d.id as delivery_id, d.send_type, d.recipient_phone, d.recipient_email,
        d.recipient_name, d.coupon_no, d.coupon_expires_at, d.token, d.test, o.sender, o.user_id,
        coalesce(c.name, u.fullname) as sender_name, g.name as goods_name, b.name as brand
      from delivery_reminders r
        join deliveries d on d.id = r.delivery_id
        join orders o on o.id = d.order_id
        join users u on u.id = o.user_id
        left join companies c on c.id = u.company_id
        join goods g on g.id = d.goods_id
        join brands b on b.id = g.brand_id
      where r.id in (${ids})
      order by r.id`)) as unknown as { rows: Record<string, unknown>[] };
    const attempts = new Map(claims.map((c) => [c.id, c.attempts]));
    return rows.map((row) => ({
      id: Number(row.id),
      attempts: attempts.get(Number(row.id)) ?? 1,
      daysBefore: Number(row.days_before),
      createdAt: new Date(row.created_at as string | Date),
      deliveryId: Number(row.delivery_id),
      sendType: Number(row.send_type),
      recipientPhone: row.recipient_phone as string | null,
      recipientEmail: row.recipient_email as string | null,
      recipientName: row.recipient_name as string | null,
      couponNo: row.coupon_no as string,
      expiresAt: new Date(row.coupon_expires_at as string | Date),
      token: row.token as string,
      sender: row.sender as string,
      userId: Number(row.user_id),
      test: row.test === true,
      senderName: row.sender_name as string,
      goodsName: row.goods_name as string,
      brand: row.brand as string,
    }));
  }

  /**
   * One reminder through the voucher's channel, then its outbox row and the reminder marked sent,
   * in one statement fenced by the attempt. `final`: a failure is not retried (a member's click).
   */
  private async send(c: ReminderContext, final: boolean): Promise<boolean> {
    const url = this.worker.voucherUrl(c.token);
    const message = reminderMessage(c, url);
    const barcode = barcodeJpeg(c.couponNo, groupCoupon(c.couponNo));
    const idempotencyKey = `reminder-${c.id}`;
    // The voucher's own channel (issue #16 §4): e-mail by e-mail; a 알림톡 by 알림톡 with the
    // registered reminder template (the gateway replaces it by SMS/LMS like the voucher's), or by
    // MMS to the same number when no reminder template is registered; MMS by MMS.
    const kakao = c.sendType === SEND_TYPE.KAKAO ? this.worker.kakaoReminder : undefined;
    const variables = kakao ? reminderAlimtalkVariables({ ...c, url }, daysLeftText(c.daysBefore)) : {};
    const sms = sendsToPhone(c.sendType);
    const channel = kakao ? 'kakao' : sms ? 'sms' : 'email';
    const text = kakao ? fillTemplate(ALIMTALK_REMINDER_TEMPLATE, variables) : message.text;
    const recipient = (sms ? c.recipientPhone : c.recipientEmail) ?? '';
    const providers = this.world(c.test);
    const provider = sms ? providers.sms : providers.email;
    const fence = and(
      eq(deliveryReminders.id, c.id),
      eq(deliveryReminders.attempts, c.attempts),
      eq(deliveryReminders.status, 'sending'),
    );
    const outbox = (status: 'sent' | 'failed', providerMessageId: string | null, error: string | null) =>
      sql`insert into ${messages} (channel, recipient, subject, body, status, provider, provider_message_id, error)
        values (${channel}, ${recipient}, ${message.subject}, ${text}, ${status}, ${provider.name},
          ${providerMessageId}, ${error}) returning id`;
    let messageId: string;
    try {
      // A take-over (the holder died, or its send's outcome is unknown): the gateway may have the
      // message already. Found under our key, that one is recorded and nothing goes out twice
      // (issue 28 §7); a failed lookup is a failed attempt, retried, never a blind second send.
      const earlier =
        sms && c.attempts > 1 && providers.sms.find
          ? await providers.sms.find({ to: recipient, idempotencyKey, since: c.createdAt })
          : null;
      ({ messageId } = earlier
        ? earlier
        : sms
          ? await providers.sms.send({
              to: recipient,
              from: await this.worker.smsSender(c.sender, c.userId),
              subject: message.subject,
              text,
              ...(kakao
                ? { kakao: { ...kakao, variables } }
                : { image: { name: `coupon-${c.deliveryId}.jpg`, jpeg: barcode } }),
              idempotencyKey,
            })
          : await providers.email.send({
              to: recipient,
              from: this.worker.mailFrom,
              subject: message.subject,
              text: message.text,
              html: message.html,
              inlineImages: [
                { cid: BARCODE_CID, filename: 'barcode.jpg', content: barcode, contentType: 'image/jpeg' },
              ],
              idempotencyKey,
            }));
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500);
      const giveUp =
        final ||
        (error instanceof ProviderError && error.permanent) ||
        c.attempts >= this.options.maxAttempts;
      const retryAt = sql`now() + make_interval(secs => ${this.options.retryBaseSeconds * 2 ** (c.attempts - 1)})`;
      await this.db.execute(sql`with m as (${outbox('failed', null, reason)})
        update ${deliveryReminders} set error = ${reason},
          status = ${giveUp ? 'failed' : 'sending'}, lease_until = ${retryAt}
        where ${fence}`);
      this.log?.warn({ reminderId: c.id, deliveryId: c.deliveryId, giveUp }, 'expiry reminder not sent');
      return false;
    }
    // The message is out: recorded with its outbox row in one statement (retried: a passing fault
    // must not leave it `sending`, which the sweep would send again).
    const record = sql`with m as (${outbox('sent', messageId, null)})
      update ${deliveryReminders} set status = 'sent', sent_at = now(), error = null,
        message_id = (select id from m)
      where ${fence}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.db.execute(record);
        return true;
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  /** 곧 만료되는 미사용 쿠폰: the member's own unused vouchers expiring within `windowDays`, soonest first. */
  async listExpiring(
    userId: number,
    windowDays: number,
    pageReq: PageRequest,
    test = false,
  ): Promise<Page<ExpiringDeliveryDto>> {
    const today = seoulToday(new Date());
    const where = and(
      eq(deliveries.userId, userId),
      remindable(sql`now()`, test),
      sql`${expiryDate} - ${today} <= ${windowDays}`,
    );
    const r = deliveryReminders;
    const [rows, [total]] = await Promise.all([
      deliveryRows(this.db)
        .where(where)
        .orderBy(asc(deliveries.couponExpiresAt), asc(deliveries.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(deliveries).where(where),
    ]);
    const ids = rows.map((row) => row.delivery.id);
    const reveal = await revealsContacts(this.db, userId);
    const reminders =
      ids.length === 0
        ? []
        : ((
            (await this.db.execute(sql`
              select delivery_id, max(sent_at) filter (where status = 'sent') as reminded_at,
                bool_or(remind_on = ${today} and status <> 'failed') as today
              from ${r} where delivery_id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )}) group by delivery_id`)) as unknown as {
              rows: { delivery_id: number | string; reminded_at: string | Date | null; today: boolean }[];
            }
          ).rows ?? []);
    const byId = new Map(reminders.map((x) => [Number(x.delivery_id), x]));
    const todayKst = seoulDay(new Date());
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map((row) => {
        const last = byId.get(row.delivery.id);
        return {
          ...deliveryDto(row, reveal),
          days_left: daysBetween(todayKst, seoulDay(row.delivery.couponExpiresAt!)),
          reminded_at: last?.reminded_at ? new Date(last.reminded_at).toISOString() : null,
          can_remind: !last?.today,
        };
      }),
    );
  }

  /**
   * The member's one-click reminder (once a day per delivery, counting the automatic one): recorded
   * under the delivery's row lock and the per-day unique key, then sent. A failed send frees the
   * day again and answers 409.
   */
  async remind(userId: number, deliveryId: number, test = false): Promise<void> {
    const now = new Date();
    const today = seoulToday(now);
    const claim = await this.db
      .transaction(async (tx) => {
        const [d] = await tx
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.id, deliveryId), eq(deliveries.userId, userId), eq(deliveries.test, test)))
          // Not FOR UPDATE: the daily job's insert checks its foreign key with FOR KEY SHARE on this
          // row while this insert may wait on the job's (the day's unique key): a deadlock.
          .for('no key update');
        if (!d) throw notFound(REMINDER_MESSAGES.notFound);
        if (
          d.status !== DELIVERY_STATUS.COMPLETED ||
          d.voucherStatus !== VOUCHER_STATUS.UNUSED ||
          !d.couponNo ||
          !d.couponExpiresAt
        ) {
          throw conflict(REMINDER_MESSAGES.notRemindable, 'not_remindable');
        }
        if (d.couponExpiresAt.getTime() <= now.getTime())
          throw conflict(REMINDER_MESSAGES.expired, 'voucher_expired');
        const r = deliveryReminders;
        const [already] = await tx
          .select({ id: r.id })
          .from(r)
          .where(
            and(eq(r.deliveryId, deliveryId), sql`${r.remindOn} = ${today}`, sql`${r.status} <> 'failed'`),
          )
          .limit(1);
        if (already) throw new AppError(409, REMINDER_MESSAGES.alreadyToday, 'already_reminded');
        const [row] = await tx
          .insert(r)
          .values({
            deliveryId,
            kind: 'member',
            daysBefore: daysBetween(seoulDay(now), seoulDay(d.couponExpiresAt)),
            remindOn: new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10),
            leaseUntil: sql`now() + make_interval(secs => ${this.options.leaseSeconds})`,
          })
          .returning({ id: r.id, attempts: r.attempts });
        return row;
      })
      .catch((error: unknown) => {
        // The daily job's reminder for today landed between the check and this insert (the day's
        // unique key): it is the day's one.
        if (isUniqueViolation(error, 'delivery_reminders_day_key'))
          throw new AppError(409, REMINDER_MESSAGES.alreadyToday, 'already_reminded');
        throw error;
      });
    if (!claim || (await this.sendAll([claim], true)) === 0) {
      throw conflict(REMINDER_MESSAGES.sendFailed, 'remind_failed');
    }
  }
}

const daysBetween = (from: number, to: number) => to - from;

/** When the voucher expires, as the reminder says it: "7일 후", "오늘". */
const daysLeftText = (daysBefore: number) => (daysBefore <= 0 ? '오늘' : `${daysBefore}일 후`);

/** The reminder: the voucher message's parts (goods, coupon, expiry, sender, page link) under a reminder title. */
export function reminderMessage(
  c: Pick<
    ReminderContext,
    'daysBefore' | 'brand' | 'goodsName' | 'couponNo' | 'expiresAt' | 'senderName' | 'recipientName'
  >,
  url: string,
) {
  const left = daysLeftText(c.daysBefore);
  return voucherText({
    brand: c.brand,
    goodsName: c.goodsName,
    couponNo: c.couponNo,
    expiresAt: c.expiresAt,
    title: `[유효기간 만료 안내] ${c.brand} ${c.goodsName}`,
    body: `받으신 모바일 상품권의 유효기간이 ${left} 끝납니다. 기간 안에 사용해주세요.`,
    senderName: c.senderName,
    url,
    recipientName: c.recipientName,
  });
}
