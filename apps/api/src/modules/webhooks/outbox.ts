import type { WebhookEventType } from '@bizgift/domain/webhooks';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Whose event it is: a company, or the member acting (their company). */
export type EventOwner = { companyId: number } | { userId: number };

/** One event of a company, with its data as the API answers it. */
export interface CompanyEvent {
  companyId: number;
  data: unknown;
  /** Caused by a test order (issue #30 §2); also read from `data.test`. */
  test?: boolean;
}

/**
 * Whether an event belongs to the test world (issue #30 §2): said by its emitter, or by its data (an
 * order or a delivery of a test order carries `test: true`). The body then says `"test": true`.
 */
const isTestEvent = (data: unknown, test?: boolean) =>
  test === true || (typeof data === 'object' && data !== null && (data as { test?: unknown }).test === true);

/** The company of an event's owner, as SQL. */
const companyOf = (owner: EventOwner) =>
  'companyId' in owner
    ? sql`${owner.companyId}::bigint`
    : sql`(select company_id from users where id = ${owner.userId})`;

/** An event's body as its webhook messages carry it. */
export const webhookPayload = (type: WebhookEventType, data: unknown, now: Date, test?: boolean) =>
  JSON.stringify({ type, timestamp: now.toISOString(), test: isTestEvent(data, test), data });

/** SQL: a new message's id. */
export const NEW_MESSAGE_ID = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/** SQL: `e` (webhook_endpoints) is an enabled endpoint of the company `companyId` subscribed to `type`. */
export const endpointsFor = (companyId: SQL, type: WebhookEventType | SQL) =>
  sql`e.company_id = ${companyId} and e.enabled and ${type} = any(e.events)`;

/**
 * Records an event for every enabled endpoint of the company that subscribed to it, in the caller's
 * transaction (issue #30 §3 outbox): the event and its webhook messages commit or roll back
 * together, and the worker delivers what committed, after a crash too.
 */
export async function emitWebhook(
  tx: DbOrTx,
  owner: EventOwner,
  type: WebhookEventType,
  data: unknown,
  now = new Date(),
  test?: boolean,
): Promise<void> {
  await tx.execute(sql`
    insert into webhook_messages (message_id, endpoint_id, type, payload)
    select ${NEW_MESSAGE_ID}, e.id, ${type}, ${webhookPayload(type, data, now, test)}::jsonb
    from webhook_endpoints e
    where ${endpointsFor(companyOf(owner), type)}
    order by e.id`);
}

/** Several events of one type (a batch of deliveries), one statement. */
export async function emitWebhooks(
  tx: DbOrTx,
  type: WebhookEventType,
  events: CompanyEvent[],
  now = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  const timestamp = now.toISOString();
  const rows = events.map((e) => ({
    company_id: e.companyId,
    payload: { type, timestamp, test: isTestEvent(e.data, e.test), data: e.data },
  }));
  await tx.execute(sql`
    insert into webhook_messages (message_id, endpoint_id, type, payload)
    select ${NEW_MESSAGE_ID}, e.id, ${type}, x.v->'payload'
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as x(v, n)
    join webhook_endpoints e on ${endpointsFor(sql`(x.v->>'company_id')::bigint`, type)}
    order by x.n, e.id`);
}

/**
 * Whether the owner's company has an endpoint for `type`: the events whose data takes queries to
 * build (an order, a delivery) build it only then, so a company without webhooks pays one lookup.
 */
export async function subscribed(tx: DbOrTx, owner: EventOwner, type: WebhookEventType): Promise<boolean> {
  const { rows } = (await tx.execute(sql`
    select 1 from webhook_endpoints e where ${endpointsFor(companyOf(owner), type)} limit 1`)) as unknown as {
    rows: unknown[];
  };
  return rows.length > 0;
}

/** SQL: the company `companyId` (a column) has an enabled endpoint for `type`. */
export const subscribedSql = (companyId: Column, type: WebhookEventType) =>
  sql`exists (select 1 from webhook_endpoints e where ${endpointsFor(sql`${companyId}`, type)})`;
