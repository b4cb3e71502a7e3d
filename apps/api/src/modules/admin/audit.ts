import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { users } from '../../db/schema/users.ts';
import type { Page } from '../../http/envelope.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';

export interface AuditEntry {
  staffId: number;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Every staff mutation writes one of these, inside the same transaction as the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(
  db: Db,
  filters: { targetType?: string },
  pageReq: PageRequest,
): Promise<Page<unknown>> {
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
