import { randomBytes } from 'node:crypto';
import { WEBHOOK_TEXTS, type WebhookAttemptDto, type WebhookEndpointDto } from '@bizgift/domain/webhooks';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema/webhooks.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { EmailSender } from '../../providers/email/email-sender.ts';
import { sendNotice } from '../company/mail.ts';
import { emitWebhook } from './outbox.ts';
import { type SendResult, sendWebhook } from './sender.ts';
import { type ResolvedTarget, resolveTarget, webhookUrlProblem } from './url-guard.ts';

/**
 * Seconds to wait after each failed attempt (issue #30 §3): the first retry within 30 s (with the
 * sweep's 15 s), 7 attempts over 25 hours, then the message is failed and the owner told.
 */
export const RETRY_DELAYS_SECONDS = [10, 120, 900, 3600, 21_600, 64_800];
/** An endpoint with no success for this long is switched off at its next failure, with a notice. */
export const DISABLE_AFTER_DAYS = 5;
const MAX_ENDPOINTS = 10;
const LEASE_SECONDS = 60;
/** At most this many sends to one endpoint at once (within the batch's overall concurrency). */
const PER_ENDPOINT = 16;
/** Attempts are recorded once this many have ended (one transaction each), and at the batch's end. */
const FLUSH_EVERY = 100;

export interface WebhookOptions {
  production: boolean;
  timeoutMs: number;
  concurrency: number;
  /** Sends to one endpoint at once (16 unless set). */
  perEndpoint?: number;
  mailFrom: string;
  email: EmailSender;
  now?: () => Date;
  /** How long a claimed batch is held (60 s unless set); renewed every third of it while in flight. */
  leaseSeconds?: number;
}

type Endpoint = typeof webhookEndpoints.$inferSelect;

/** A message the worker leased, with its endpoint's URL and secret. */
interface Claimed {
  id: number;
  messageId: string;
  endpointId: number;
  type: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  companyId: number;
}
/** A send that ended, waiting to be recorded. */
interface Delivered {
  message: Claimed;
  result: SendResult;
  at: Date;
}
interface Notice {
  message: Claimed;
  notice: 'failed' | 'disabled';
  result: SendResult;
}

const endpointDto = (e: Endpoint): WebhookEndpointDto => ({
  id: e.id,
  url: e.url,
  events: e.events,
  enabled: e.enabled,
  disabled_reason: e.disabledReason,
  failing_since: e.failingSince?.toISOString() ?? null,
  created_at: e.createdAt.toISOString(),
});

export class WebhookService {
  constructor(
    private readonly db: Db,
    private readonly options: WebhookOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  private now() {
    return this.options.now?.() ?? new Date();
  }

  private async companyOf(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, userId));
    if (!row?.companyId) throw notFound();
    return row.companyId;
  }

  private async endpointOf(userId: number, id: number): Promise<Endpoint> {
    const companyId = await this.companyOf(userId);
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)));
    if (!row) throw notFound(WEBHOOK_TEXTS.notFound);
    return row;
  }

  private checkUrl(url: string) {
    const problem = webhookUrlProblem(url, this.options);
    if (problem) throw badRequest(problem, { url: [problem] });
  }

  async list(userId: number): Promise<WebhookEndpointDto[]> {
    const companyId = await this.companyOf(userId);
    const rows = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId))
      .orderBy(asc(webhookEndpoints.id));
    return rows.map(endpointDto);
  }

  async create(userId: number, input: { url: string; events: string[] }) {
    this.checkUrl(input.url);
    const companyId = await this.companyOf(userId);
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const created = await this.db.transaction(async (tx) => {
      // The company row serialises two creates, so the limit holds under parallel calls.
      await tx.execute(sql`select id from companies where id = ${companyId} for update`);
      const [{ count }] = (await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, companyId))) as [{ count: number }];
      if (count >= MAX_ENDPOINTS) throw new AppError(409, WEBHOOK_TEXTS.tooMany, 'too_many_webhooks');
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({ companyId, url: input.url, events: [...new Set(input.events)], secret })
        .returning();
      return row!;
    });
    return { ...endpointDto(created), secret };
  }

  async update(userId: number, id: number, input: { url?: string; events?: string[]; enabled?: boolean }) {
    const endpoint = await this.endpointOf(userId, id);
    if (input.url !== undefined) this.checkUrl(input.url);
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        url: input.url ?? endpoint.url,
        events: input.events ? [...new Set(input.events)] : endpoint.events,
        enabled: input.enabled ?? endpoint.enabled,
        // Switched on again by its owner: a fresh start.
        ...(input.enabled ? { disabledReason: null, failingSince: null } : {}),
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning();
    return endpointDto(row!);
  }

  async remove(userId: number, id: number) {
    const endpoint = await this.endpointOf(userId, id);
    await this.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  }

  /** Queues a webhook.test message to this endpoint (whatever its events) and returns its id. */
  async sendTest(userId: number, id: number): Promise<{ event_id: string }> {
    const endpoint = await this.endpointOf(userId, id);
    const messageId = `msg_${randomBytes(12).toString('hex')}`;
    const payload = {
      type: 'webhook.test',
      timestamp: this.now().toISOString(),
      // Not an event of the test world (issue #30 §2): no test order caused it.
      test: false,
      data: { endpoint_id: endpoint.id, message: '비즈기프트 웹훅 테스트입니다.' },
    };
    await this.db.insert(webhookMessages).values({
      messageId,
      endpointId: endpoint.id,
      type: 'webhook.test',
      payload,
      nextAttemptAt: this.now(),
    });
    return { event_id: messageId };
  }

  async attempts(userId: number, id: number, limit = 50): Promise<WebhookAttemptDto[]> {
    const endpoint = await this.endpointOf(userId, id);
    const rows = await this.db
      .select({
        id: webhookAttempts.id,
        eventId: webhookMessages.messageId,
        type: webhookMessages.type,
        status: webhookAttempts.responseStatus,
        durationMs: webhookAttempts.durationMs,
        excerpt: webhookAttempts.responseExcerpt,
        messageStatus: webhookMessages.status,
        createdAt: webhookAttempts.createdAt,
      })
      .from(webhookAttempts)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookAttempts.messageId))
      .where(eq(webhookAttempts.endpointId, endpoint.id))
      .orderBy(desc(webhookAttempts.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      type: r.type,
      response_status: r.status,
      duration_ms: r.durationMs,
      response_excerpt: r.excerpt,
      message_status: r.messageStatus as WebhookAttemptDto['message_status'],
      created_at: r.createdAt.toISOString(),
    }));
  }

  /** A failed message goes out again (same webhook-id), from a fresh retry schedule. */
  async resend(userId: number, endpointId: number, attemptId: number) {
    const endpoint = await this.endpointOf(userId, endpointId);
    const [attempt] = await this.db
      .select({ messageId: webhookAttempts.messageId })
      .from(webhookAttempts)
      .where(and(eq(webhookAttempts.id, attemptId), eq(webhookAttempts.endpointId, endpoint.id)));
    if (!attempt) throw notFound();
    const [row] = await this.db
      .update(webhookMessages)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: this.now(), leasedUntil: null })
      .where(and(eq(webhookMessages.id, attempt.messageId), eq(webhookMessages.status, 'failed')))
      .returning({ messageId: webhookMessages.messageId });
    if (!row) throw new AppError(409, WEBHOOK_TEXTS.notFailed, 'not_failed');
    return { event_id: row.messageId };
  }

  /** Records an event in `tx` for the company's subscribed endpoints (see outbox.ts). */
  readonly emit = emitWebhook;

  /**
   * Delivers every message that is due, in leased batches (several workers share the outbox; a
   * worker that dies holding a lease frees it after 60 s, and its messages go out again under the
   * same webhook-id). Returns how many attempts were made.
   *
   * Within a batch: at most `concurrency` sends at once and at most `perEndpoint` to one endpoint
   * (a slow receiver does not hold up the others); each host is resolved and checked once per batch;
   * the attempts are recorded in chunks, each one transaction of three statements whatever its size.
   */
  async deliverDue(batchSize = 500): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.claim(batchSize);
      if (batch.length === 0) return total;
      await this.deliverBatch(batch);
      total += batch.length;
    }
  }

  private async deliverBatch(batch: Claimed[]) {
    const perEndpoint = this.options.perEndpoint ?? PER_ENDPOINT;
    const byEndpoint = new Map<number, Claimed[]>();
    for (const m of batch) {
      const queue = byEndpoint.get(m.endpointId);
      if (queue) queue.push(m);
      else byEndpoint.set(m.endpointId, [m]);
    }
    // A name is resolved (and its addresses checked) once per batch; the next batch resolves anew.
    const resolved = new Map<string, Promise<ResolvedTarget>>();
    const check = { production: this.options.production };
    const resolve = (url: string) => {
      let target = resolved.get(url);
      if (!target) {
        target = resolveTarget(url, check);
        target.catch(() => {});
        resolved.set(url, target);
      }
      return target;
    };
    let free = this.options.concurrency;
    const waiting: (() => void)[] = [];
    const acquire = async () => {
      if (free > 0) free -= 1;
      else await new Promise<void>((r) => waiting.push(r));
    };
    const release = () => {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    };
    const done: Delivered[] = [];
    // The batch's messages not yet recorded stay leased to this worker while its sends go on: a
    // slow endpoint's batch (16 sends at a time, each up to the timeout) may outlast one lease, and
    // another worker must not take up and send again a message this one still holds.
    const held = new Set(batch.map((m) => m.id));
    const renewal = setInterval(
      () =>
        void this.renewLease([...held]).catch((err) =>
          this.log.warn({ err, count: held.size }, 'webhook lease not renewed'),
        ),
      (this.leaseSeconds * 1000) / 3,
    );
    let flushing: Promise<void> = Promise.resolve();
    const flushSome = () => {
      const chunk = done.splice(0, done.length);
      flushing = flushing.then(async () => {
        await this.record(chunk);
        for (const d of chunk) held.delete(d.message.id);
      });
    };
    const lanes: Promise<void>[] = [];
    for (const queue of byEndpoint.values()) {
      for (let i = 0; i < Math.min(perEndpoint, queue.length); i++) {
        lanes.push(
          (async () => {
            for (let message = queue.shift(); message; message = queue.shift()) {
              await acquire();
              try {
                const result = await sendWebhook(message, message, {
                  production: this.options.production,
                  timeoutMs: this.options.timeoutMs,
                  resolve,
                });
                done.push({ message, result, at: this.now() });
              } finally {
                release();
              }
              if (done.length >= FLUSH_EVERY) flushSome();
            }
          })(),
        );
      }
    }
    try {
      await Promise.all(lanes);
      flushSome();
      await flushing;
    } finally {
      clearInterval(renewal);
    }
  }

  private get leaseSeconds() {
    return this.options.leaseSeconds ?? LEASE_SECONDS;
  }

  /** Holds these messages for another lease, unless recorded meanwhile (recording frees the lease). */
  private async renewLease(ids: number[]) {
    if (ids.length === 0) return;
    const lease = new Date(this.now().getTime() + this.leaseSeconds * 1000);
    await this.db.execute(sql`
      update webhook_messages set leased_until = ${lease.toISOString()}::timestamptz
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and status = 'pending' and leased_until is not null`);
  }

  private async claim(limit: number): Promise<Claimed[]> {
    const now = this.now();
    const lease = new Date(now.getTime() + this.leaseSeconds * 1000);
    const result = await this.db.execute(sql`
      update webhook_messages m set leased_until = ${lease.toISOString()}::timestamptz
      from webhook_endpoints e
      where m.id in (
        select m2.id from webhook_messages m2
        join webhook_endpoints e2 on e2.id = m2.endpoint_id and e2.enabled
        where m2.status = 'pending' and m2.next_attempt_at <= ${now.toISOString()}::timestamptz
          and (m2.leased_until is null or m2.leased_until < ${now.toISOString()}::timestamptz)
        order by m2.next_attempt_at, m2.id
        limit ${limit}
        for update of m2 skip locked)
        and e.id = m.endpoint_id
      returning m.id, m.message_id, m.endpoint_id, m.type, m.payload, m.attempts, e.url, e.secret, e.company_id`);
    const { rows } = result as unknown as { rows: Record<string, unknown>[] };
    return rows.map((r) => ({
      id: Number(r.id),
      messageId: String(r.message_id),
      endpointId: Number(r.endpoint_id),
      type: String(r.type),
      body: JSON.stringify(typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload),
      attempts: Number(r.attempts),
      url: String(r.url),
      secret: String(r.secret),
      companyId: Number(r.company_id),
    }));
  }

  /**
   * Records delivered attempts: every attempt and its message's new state in one transaction (one
   * INSERT, one UPDATE for the messages, one for their endpoints), then the owner's notices. If the
   * chunk cannot be recorded as a whole (say a message was deleted with its endpoint meanwhile),
   * each attempt is recorded on its own so the others still are.
   */
  private async record(chunk: Delivered[]) {
    if (chunk.length === 0) return;
    let notices: Notice[];
    try {
      notices = await this.recordChunk(chunk);
    } catch (error) {
      this.log.warn({ err: error, count: chunk.length }, 'webhook attempts recorded one by one');
      notices = [];
      for (const d of chunk) {
        try {
          notices.push(...(await this.recordChunk([d])));
        } catch (err) {
          this.log.error({ err, messageId: d.message.messageId }, 'webhook delivery failed to record');
        }
      }
    }
    for (const n of notices) {
      await this.tellOwner(n.message, n.notice, n.result).catch((err) =>
        this.log.error({ err, messageId: n.message.messageId }, 'webhook notice failed'),
      );
    }
  }

  private async recordChunk(chunk: Delivered[]): Promise<Notice[]> {
    const rows = chunk.map(({ message, result, at }, n) => {
      const ok = result.status !== null && result.status >= 200 && result.status < 300;
      const attempts = message.attempts + 1;
      const delay = RETRY_DELAYS_SECONDS[attempts - 1];
      return {
        n,
        message_id: message.id,
        endpoint_id: message.endpointId,
        response_status: result.status,
        duration_ms: result.durationMs,
        response_excerpt: result.excerpt,
        ok,
        status: ok ? 'delivered' : delay === undefined ? 'failed' : 'pending',
        attempts,
        next_attempt_at: new Date(at.getTime() + (delay ?? 0) * 1000).toISOString(),
      };
    });
    // Each endpoint's state after the chunk, from its attempts in the order they ended: it answers
    // ('ok', its last attempt succeeded), or it fails since its last success in the chunk
    // ('again', failing from then on), or it went on failing ('still').
    const endpoints = new Map<number, { outcome: 'ok' | 'again' | 'still'; since: string }>();
    for (const r of rows) {
      const before = endpoints.get(r.endpoint_id);
      const at = chunk[r.n]!.at.toISOString();
      if (r.ok) endpoints.set(r.endpoint_id, { outcome: 'ok', since: at });
      else if (before?.outcome === 'ok') endpoints.set(r.endpoint_id, { outcome: 'again', since: at });
      else if (!before) endpoints.set(r.endpoint_id, { outcome: 'still', since: at });
    }
    const endpointRows = [...endpoints].map(([id, e]) => ({ id, ...e }));
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`
        with r as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
            n int, message_id bigint, endpoint_id bigint, response_status int, duration_ms int,
            response_excerpt text, status text, attempts int, next_attempt_at timestamptz)),
        attempt as (
          insert into webhook_attempts (message_id, endpoint_id, response_status, duration_ms, response_excerpt)
          select message_id, endpoint_id, response_status, duration_ms, response_excerpt from r order by n)
        update webhook_messages m
        set status = r.status, attempts = r.attempts, leased_until = null, next_attempt_at = r.next_attempt_at
        from r where m.id = r.message_id`);
      // Locked in id order (two workers recording the same endpoints cannot deadlock); an endpoint
      // that answers and was not failing is not written at all.
      const { rows: changed } = (await tx.execute(sql`
        update webhook_endpoints e
        set failing_since = case x.outcome
          when 'ok' then null
          when 'again' then x.since
          else coalesce(e.failing_since, x.since) end
        from (
          select e2.id, x.outcome, x.since
          from webhook_endpoints e2
          join jsonb_to_recordset(${JSON.stringify(endpointRows)}::jsonb) as x(id bigint, outcome text, since timestamptz)
            on x.id = e2.id
          where x.outcome <> 'ok' or e2.failing_since is not null
          order by e2.id
          for update of e2) x
        where e.id = x.id
        returning e.id, e.enabled, e.failing_since, x.outcome`)) as unknown as {
        rows: { id: unknown; enabled: boolean; failing_since: unknown; outcome: string }[];
      };
      const notices: Notice[] = [];
      for (const r of rows) {
        if (r.status === 'failed')
          notices.push({ message: chunk[r.n]!.message, notice: 'failed', result: chunk[r.n]!.result });
      }
      for (const e of changed) {
        if (e.outcome === 'ok' || !e.enabled || e.failing_since == null) continue;
        const since = new Date(e.failing_since as string | Date).getTime();
        if (now.getTime() - since < DISABLE_AFTER_DAYS * 86_400_000) continue;
        await tx
          .update(webhookEndpoints)
          .set({
            enabled: false,
            disabledReason: `${DISABLE_AFTER_DAYS}일 넘게 전송에 실패해 사용을 중지했습니다.`,
          })
          .where(eq(webhookEndpoints.id, Number(e.id)));
        const last = [...chunk].reverse().find((d) => d.message.endpointId === Number(e.id))!;
        notices.push({ message: last.message, notice: 'disabled', result: last.result });
      }
      return notices;
    });
  }

  /** E-mails the company's owner that a message failed or the endpoint was switched off. */
  private async tellOwner(
    message: { messageId: string; companyId: number; url: string; type: string },
    notice: 'failed' | 'disabled',
    result: SendResult,
  ) {
    const [owner] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.companyId, message.companyId), eq(users.companyRole, 'owner')))
      .orderBy(asc(users.id))
      .limit(1);
    if (!owner?.email) return;
    const subject =
      notice === 'failed'
        ? '[비즈기프트] 웹훅 전송에 실패했습니다'
        : '[비즈기프트] 웹훅 주소의 사용을 중지했습니다';
    const text =
      notice === 'failed'
        ? `${message.url} 로 보낸 ${message.type} 이벤트(${message.messageId})가 ${RETRY_DELAYS_SECONDS.length + 1}번 모두 실패했습니다. 마지막 응답: ${result.status ?? '응답 없음'}. 개발자 센터의 전송 기록에서 다시 보낼 수 있습니다.`
        : `${message.url} 이(가) ${DISABLE_AFTER_DAYS}일 넘게 응답하지 않아 웹훅 사용을 중지했습니다. 주소를 확인한 뒤 개발자 센터에서 다시 켜주세요.`;
    // Through the outbox like every notice (GET /api/admin/messages shows it, sent or not).
    await sendNotice(this.db, this.options.email, this.options.mailFrom, {
      to: owner.email,
      subject,
      lines: [text],
      key: `webhook-${notice}-${notice === 'failed' ? message.messageId : message.url}`,
    });
  }
}
