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
import { webhookUrlProblem } from './url-guard.ts';

/**
 * Seconds to wait after each failed attempt (issue #30 §3): the first retry within 30 s (with the
 * sweep's 15 s), 7 attempts over 25 hours, then the message is failed and the owner told.
 */
export const RETRY_DELAYS_SECONDS = [10, 120, 900, 3600, 21_600, 64_800];
/** An endpoint with no success for this long is switched off at its next failure, with a notice. */
export const DISABLE_AFTER_DAYS = 5;
const MAX_ENDPOINTS = 10;
const LEASE_SECONDS = 60;

export interface WebhookOptions {
  production: boolean;
  timeoutMs: number;
  concurrency: number;
  mailFrom: string;
  email: EmailSender;
  now?: () => Date;
}

type Endpoint = typeof webhookEndpoints.$inferSelect;

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
   * worker that dies holding a lease frees it after 60 s). Returns how many attempts were made.
   */
  async deliverDue(batchSize = 500): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.claim(batchSize);
      if (batch.length === 0) return total;
      let next = 0;
      const workers = Array.from({ length: Math.min(this.options.concurrency, batch.length) }, async () => {
        while (next < batch.length) {
          const message = batch[next++]!;
          await this.deliver(message).catch((error) =>
            this.log.error({ err: error, messageId: message.messageId }, 'webhook delivery failed to record'),
          );
        }
      });
      await Promise.all(workers);
      total += batch.length;
    }
  }

  private async claim(limit: number) {
    const now = this.now();
    const lease = new Date(now.getTime() + LEASE_SECONDS * 1000);
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

  private async deliver(message: Awaited<ReturnType<WebhookService['claim']>>[number]) {
    const result = await sendWebhook(message, message, {
      production: this.options.production,
      timeoutMs: this.options.timeoutMs,
    });
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const attempts = message.attempts + 1;
    const now = this.now();
    const delay = RETRY_DELAYS_SECONDS[attempts - 1];
    const status = ok ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    const notices = await this.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        messageId: message.id,
        endpointId: message.endpointId,
        responseStatus: result.status,
        durationMs: result.durationMs,
        responseExcerpt: result.excerpt,
      });
      await tx
        .update(webhookMessages)
        .set({
          status,
          attempts,
          leasedUntil: null,
          nextAttemptAt: delay === undefined ? now : new Date(now.getTime() + delay * 1000),
        })
        .where(eq(webhookMessages.id, message.id));
      if (ok) {
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(eq(webhookEndpoints.id, message.endpointId));
        return [];
      }
      const [endpoint] = await tx
        .update(webhookEndpoints)
        .set({
          failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(webhookEndpoints.id, message.endpointId))
        .returning();
      const found: string[] = [];
      if (status === 'failed') found.push('failed');
      const failingFor = now.getTime() - (endpoint?.failingSince?.getTime() ?? now.getTime());
      if (endpoint?.enabled && failingFor >= DISABLE_AFTER_DAYS * 86_400_000) {
        await tx
          .update(webhookEndpoints)
          .set({
            enabled: false,
            disabledReason: `${DISABLE_AFTER_DAYS}일 넘게 전송에 실패해 사용을 중지했습니다.`,
          })
          .where(eq(webhookEndpoints.id, message.endpointId));
        found.push('disabled');
      }
      return found;
    });
    for (const notice of notices) await this.tellOwner(message, notice as 'failed' | 'disabled', result);
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
