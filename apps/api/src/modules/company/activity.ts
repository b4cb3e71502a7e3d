import type { ActivityAction, ActivityDto } from '@bizgift/domain/company';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyActivity } from '../../db/schema/company.ts';
import type { Page } from '../../http/envelope.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { actorsById } from './people.ts';

export interface ActivityEntry {
  companyId: number;
  /** null: the system. */
  actorId: number | null;
  action: ActivityAction;
  target?: string | null;
  detail?: string | null;
}

/** Appends to the company's activity log; pass the transaction that makes the change (issue #27 §4). */
export async function logActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db.insert(companyActivity).values({
    companyId: entry.companyId,
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
  });
}

/** The company's log, newest first. */
export async function listActivity(
  db: DbOrTx,
  companyId: number,
  pageReq: PageRequest,
): Promise<Page<ActivityDto>> {
  const where = eq(companyActivity.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companyActivity)
      .where(where)
      .orderBy(desc(companyActivity.id))
      .limit(pageReq.pageSize)
      .offset(offsetOf(pageReq)),
    db.select({ n: count() }).from(companyActivity).where(where),
  ]);
  const actors = await actorsById(db, [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))]);
  return pageOf(
    pageReq,
    total?.n ?? 0,
    rows.map((r) => ({
      id: r.id,
      actor: r.actorId ? (actors.get(r.actorId) ?? null) : null,
      action: r.action,
      target: r.target,
      detail: r.detail,
      created_at: r.createdAt.toISOString(),
    })),
  );
}
