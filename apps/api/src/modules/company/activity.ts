import type { ActivityAction, ActivityDto } from '@bizgift/domain/company';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys, companyActivity } from '../../db/schema/company.ts';
import type { Page } from '../../http/envelope.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { actorsById } from './people.ts';

export interface ActivityEntry {
  companyId: number;
  /** null: the system. */
  actorId: number | null;
  /** The API key that acted for actorId (issue #30 §1). */
  apiKeyId?: number | null;
  action: ActivityAction;
  target?: string | null;
  detail?: string | null;
}

/** Appends to the company's activity log; pass the transaction that makes the change (issue #27 §4). */
export async function logActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db.insert(companyActivity).values({
    companyId: entry.companyId,
    actorId: entry.actorId,
    apiKeyId: entry.apiKeyId ?? null,
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
      .select({
        row: companyActivity,
        key: { id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix },
      })
      .from(companyActivity)
      .leftJoin(apiKeys, eq(apiKeys.id, companyActivity.apiKeyId))
      .where(where)
      .orderBy(desc(companyActivity.id))
      .limit(pageReq.pageSize)
      .offset(offsetOf(pageReq)),
    db.select({ n: count() }).from(companyActivity).where(where),
  ]);
  const actors = await actorsById(db, [
    ...new Set(rows.flatMap(({ row }) => (row.actorId ? [row.actorId] : []))),
  ]);
  return pageOf(
    pageReq,
    total?.n ?? 0,
    rows.map(({ row: r, key }) => ({
      id: r.id,
      actor: r.actorId ? (actors.get(r.actorId) ?? null) : null,
      api_key: key,
      action: r.action,
      target: r.target,
      detail: r.detail,
      created_at: r.createdAt.toISOString(),
    })),
  );
}
