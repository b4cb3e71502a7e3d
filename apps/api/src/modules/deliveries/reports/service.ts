import { DELIVERY_STATUS, SEND_TYPE } from '@bizgift/domain/codes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deliveries, messages } from '../../../db/schema/orders.ts';
import { codeList } from '../../../db/sql.ts';
import type { SmsSender } from '../../../providers/sms/sms-sender.ts';
import type { MessageReport } from '../../../providers/sms/solapi-reports.ts';
import { emitDeliveryEvents } from '../events.ts';

/**
 * Carrier delivery reports (issue #16 §3): the gateway's final result per message. One statement per
 * report, so it is atomic and idempotent on its own:
 * - the message takes the first final report only (`report_status is null`): the same report twice,
 *   or two at once, change nothing the second time;
 * - the delivery follows only its latest sent message: a report about a message sent before a
 *   resend never moves the delivery back;
 * - received stamps `received_at` (and, for a 알림톡, the channel that reached the phone); failed turns a completed delivery (1) into send failed (3) with
 *   the Korean reason, ready for a resend or the automatic refund;
 * - an unknown message id matches nothing and is ignored.
 */
export async function applyMessageReports(db: Db, reports: MessageReport[]): Promise<number> {
  let applied = 0;
  const completed = codeList(DELIVERY_STATUS.COMPLETED);
  for (const r of reports) {
    const mark = sql`update ${messages}
      set report_status = ${r.outcome}, report_reason = ${r.reason}, reported_at = ${r.at}
      where provider_message_id = ${r.messageId} and status = 'sent' and report_status is null
      returning id, delivery_id`;
    const latest = sql`not exists (select 1 from ${messages} later
      where later.delivery_id = marked.delivery_id and later.status = 'sent' and later.id > marked.id)`;
    const follow =
      r.outcome === 'received'
        ? sql`update ${deliveries} d set received_at = coalesce(d.received_at, ${r.at}),
              received_channel = case when d.send_type = ${codeList(SEND_TYPE.KAKAO)} then ${r.channel} end
            from marked where d.id = marked.delivery_id and d.status = ${completed} and ${latest}`
        : sql`update ${deliveries} d set status = ${codeList(DELIVERY_STATUS.SEND_FAILED)}, failed_at = now(),
              last_error = ${`${r.reason} (통신사 결과 ${r.code})`}, received_at = null
            from marked where d.id = marked.delivery_id and d.status = ${completed} and ${latest}`;
    // A failure report's delivery.failed is committed with it (issue #30 §3).
    applied += await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`with marked as (${mark}), moved as (${follow} returning d.id)
          select (select count(*) from marked) as marked, (select array_agg(id) from moved) as moved`,
      )) as unknown as { rows: { marked: string | number; moved: (string | number)[] | string | null }[] };
      if (r.outcome !== 'received') await emitDeliveryEvents(tx, 'delivery.failed', idList(rows[0]?.moved));
      return Number(rows[0]?.marked ?? 0);
    });
  }
  return applied;
}

/** A bigint[] as the drivers answer it: an array, or PGlite's and pg's text form `{1,2}`. */
function idList(value: (string | number)[] | string | null | undefined): number[] {
  if (!value) return [];
  const items = Array.isArray(value) ? value : value.replace(/[{}]/g, '').split(',').filter(Boolean);
  return items.map(Number);
}

/** Messages older than this get no more polls: the gateway keeps a message's result for days. */
const POLL_FOR_DAYS = 3;

/**
 * The report poll (issue #16 §3), for when the webhook is off or a report was lost: text messages
 * and 알림톡 sent at least `afterMinutes` ago with no final report are looked up at the gateway,
 * each at most once per `afterMinutes` (claimed with SKIP LOCKED, so workers polling at once share
 * them out), and what it answers is applied exactly like the webhook's reports.
 */
export async function pollMessageReports(
  db: Db,
  sms: SmsSender,
  afterMinutes: number,
  limit = 100,
): Promise<number> {
  if (!sms.reports) return 0;
  const { rows } = (await db.execute(sql`
    update ${messages} set report_polled_at = now()
    where id in (
      select id from ${messages}
      where status = 'sent' and report_status is null and provider_message_id is not null
        and channel <> 'email'
        -- A test order's messages went only to the outbox (issue #30 §2): no gateway knows them.
        and not exists (select 1 from ${deliveries} d where d.id = ${messages}.delivery_id and d.test)
        and created_at < now() - make_interval(mins => ${afterMinutes})
        and created_at > now() - make_interval(days => ${POLL_FOR_DAYS})
        and (report_polled_at is null or report_polled_at < now() - make_interval(mins => ${afterMinutes}))
      order by id limit ${limit}
      for update skip locked)
    returning provider_message_id`)) as unknown as { rows: { provider_message_id: string }[] };
  if (rows.length === 0) return 0;
  return applyMessageReports(db, await sms.reports(rows.map((r) => r.provider_message_id)));
}
