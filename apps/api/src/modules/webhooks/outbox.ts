import type { WebhookEventType } from '@bizgift/domain/webhooks';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Whose event it is: a company, or the member acting (their company). */
export type EventOwner = { companyId: number } | { userId: number };

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
): Promise<void> {
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
  const company =
    'companyId' in owner
      ? sql`${owner.companyId}::bigint`
      : sql`(select company_id from users where id = ${owner.userId})`;
  await tx.execute(sql`
    insert into webhook_messages (message_id, endpoint_id, type, payload)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ${type}, ${payload}::jsonb
    from webhook_endpoints e
    where e.company_id = ${company} and e.enabled and ${type} = any(e.events)
    order by e.id`);
}
