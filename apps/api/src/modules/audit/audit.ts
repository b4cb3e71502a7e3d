import type { AuditRow } from '@bizgift/domain/admin';
import type { AuditActionName } from '@bizgift/domain/audit';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { users } from '../../db/schema/users.ts';
import type { Page } from '../../http/envelope.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';

/**
 * Every action staff can take, and the kind of thing it changes (the log's `target_type`); each has
 * its Korean label in @bizgift/domain/audit (checked by the type).
 */
const AUDIT_TARGETS = {
  'goods.create': 'goods',
  'goods.update': 'goods',
  'goods.on_sale': 'goods',
  'goods.off_sale': 'goods',
  'brand.create': 'brand',
  'brand.update': 'brand',
  'brand.delete': 'brand',
  'category.create': 'category',
  'category.update': 'category',
  'category.delete': 'category',
  'banner.create': 'banner',
  'banner.update': 'banner',
  'banner.delete': 'banner',
  'upload.create': 'upload',
  'settings.footer': 'settings',
  'settings.deposit_accounts': 'settings',
  'settings.seal': 'settings',
  'settings.supplier_margin': 'settings',
  'supplier.sync': 'supplier',
  'terms.new_version': 'terms',
  'wallet.add': 'member',
  'wallet.subtract': 'member',
  'member.suspend': 'member',
  'member.reactivate': 'member',
  'member.mfa_reset': 'member',
  'staff.create': 'staff',
  'staff.deactivate': 'staff',
  'staff.reactivate': 'staff',
  'staff.role': 'staff',
  'staff.mfa_reset': 'staff',
  'delivery.retry': 'delivery',
  'delivery.retry_failed': 'delivery',
  'delivery.refund': 'delivery',
  'delivery.cancel_voucher': 'delivery',
  'delivery.mark_used': 'delivery',
  'vouchers.sync': 'vouchers',
  'auto_gifts.run': 'auto_gifts',
  'notice.create': 'notice',
  'notice.update': 'notice',
  'notice.delete': 'notice',
  'recharge.approve': 'recharge',
  'recharge.reject': 'recharge',
  'balance_refund.pay': 'balance_refund',
  'balance_refund.reject': 'balance_refund',
  'inquiry.answer': 'inquiry',
  'inquiry.answer_update': 'inquiry',
  'message.reveal': 'message',
  'sender_number.approve': 'sender_number',
  'sender_number.reject': 'sender_number',
  'sender_number.disable': 'sender_number',
  'sender_number.enable': 'sender_number',
} as const satisfies Record<AuditActionName, string>;

export type AuditAction = keyof typeof AUDIT_TARGETS;
export type AuditTarget = (typeof AUDIT_TARGETS)[AuditAction];

export interface AuditEntry {
  staffId: number;
  action: AuditAction;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The one door for the audit log: every staff mutation writes its entry here, inside the same
 * transaction as the change (pass the transaction).
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: AUDIT_TARGETS[entry.action],
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(
  db: Db,
  filters: { targetType?: string },
  pageReq: PageRequest,
): Promise<Page<AuditRow>> {
  const where: SQL | undefined = filters.targetType
    ? eq(auditLogs.targetType, filters.targetType)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ log: auditLogs, staff: users.username })
      .from(auditLogs)
      .innerJoin(users, eq(users.id, auditLogs.staffId))
      .where(where)
      .orderBy(desc(auditLogs.id))
      .limit(pageReq.pageSize)
      .offset(offsetOf(pageReq)),
    db.select({ n: count() }).from(auditLogs).where(where),
  ]);
  return pageOf(
    pageReq,
    total?.n ?? 0,
    rows.map(({ log, staff }) => ({
      id: log.id,
      staff,
      action: log.action,
      target_type: log.targetType,
      target_id: log.targetId,
      before: log.before,
      after: log.after,
      created_at: log.createdAt.toISOString(),
    })),
  );
}
