import { VOUCHER_STATUS } from '@bizgift/domain/codes';
import type { WebhookEventType } from '@bizgift/domain/webhooks';
import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveries } from '../../db/schema/orders.ts';
import { emitWebhooks, subscribedSql } from '../webhooks/outbox.ts';
import { deliveryDto, deliveryRows } from './dto.ts';

/**
 * Records `type` for each of these deliveries, in the caller's transaction, with the delivery as
 * GET /api/deliveries answers it (as it stands in `tx`), for the companies that subscribed. A
 * company without an endpoint for it costs the one query that finds no rows.
 */
export async function emitDeliveryEvents(
  tx: DbOrTx,
  type: WebhookEventType,
  deliveryIds: number[],
  now = new Date(),
): Promise<void> {
  if (deliveryIds.length === 0) return;
  const rows = await deliveryRows(tx).where(
    and(inArray(deliveries.id, deliveryIds), subscribedSql(deliveries.companyId, type)),
  );
  await emitWebhooks(
    tx,
    type,
    rows.map((r) => ({ companyId: r.delivery.companyId, data: deliveryDto(r) })),
    now,
  );
}

/** The event a voucher's new issuer state is (unused is none). */
export const VOUCHER_EVENT: Partial<Record<number, WebhookEventType>> = {
  [VOUCHER_STATUS.USED]: 'voucher.used',
  [VOUCHER_STATUS.EXPIRED]: 'voucher.expired',
  [VOUCHER_STATUS.CANCELLED]: 'voucher.cancelled',
};

/** Records each voucher's state change as its event (used, expired, cancelled). */
export async function emitVoucherEvents(
  tx: DbOrTx,
  changed: { id: number; status: number }[],
  now = new Date(),
): Promise<void> {
  for (const [status, type] of Object.entries(VOUCHER_EVENT)) {
    const ids = changed.filter((c) => c.status === Number(status)).map((c) => c.id);
    await emitDeliveryEvents(tx, type!, ids, now);
  }
}
