import { createHmac } from 'node:crypto';
import { NOTICE_TYPE_DISPLAY } from '@bizgift/domain/codes';
import type { NoticeCreate, NoticeDto, NoticeOrdering, NoticeUpdate } from '@bizgift/domain/support';
import { NOTICE_MESSAGES } from '@bizgift/domain/support-messages';
import { and, asc, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices, noticeViews } from '../../db/schema/support.ts';
import { escapeLike } from '../../db/sql.ts';
import type { Page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { recordAudit } from '../audit/audit.ts';

/** SPEC §3 Notice, plus is_pinned (pinned notices are listed first). */

type NoticeRow = typeof notices.$inferSelect;

function toNoticeDto(row: NoticeRow): NoticeDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    notice_type: row.noticeType,
    notice_type_display: NOTICE_TYPE_DISPLAY[row.noticeType] ?? '',
    is_pinned: row.isPinned,
    views: row.views,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export { NOTICE_ORDERINGS, type NoticeOrdering } from '@bizgift/domain/support';

export interface NoticeQuery {
  noticeType?: number;
  search?: string;
  ordering: NoticeOrdering;
}

/** "Today" for view counting is the Korean calendar day. */
const seoulToday = sql`(now() at time zone 'Asia/Seoul')::date`;

/**
 * Who is looking, for counting a view once per visitor per day: the member's id when logged in,
 * otherwise a keyed hash of the address (the raw IP is never stored, and the key makes the hash
 * useless for guessing IPs back). Not the User-Agent: a client sets it to anything, and a new one
 * per request counted a new view each time (issue #28 §4).
 */
export function visitorKey(secret: string, visitor: { userId?: number | null; ip: string }) {
  if (visitor.userId) return `u:${visitor.userId}`;
  return `a:${createHmac('sha256', secret).update(visitor.ip).digest('base64url')}`;
}

export class NoticeService {
  constructor(private readonly db: Db) {}

  /** SPEC §7 notices: type filter, search in title and content, newest first; pinned ones on top. */
  async list(query: NoticeQuery, pageReq: PageRequest): Promise<Page<NoticeDto>> {
    const conditions: SQL[] = [];
    if (query.noticeType !== undefined) conditions.push(eq(notices.noticeType, query.noticeType));
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      conditions.push(or(ilike(notices.title, pattern), ilike(notices.content, pattern))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const byDate =
      query.ordering === 'created_at'
        ? [asc(notices.createdAt), asc(notices.id)]
        : [desc(notices.createdAt), desc(notices.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notices)
        .where(where)
        .orderBy(desc(notices.isPinned), ...byDate)
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(notices).where(where),
    ]);
    return pageOf(pageReq, total?.n ?? 0, rows.map(toNoticeDto));
  }

  /**
   * One notice. When `visitor` is given the view is counted, at most once per visitor per notice
   * per day (the notice_views row is the proof; its unique key makes concurrent views safe).
   */
  async get(id: number, visitor?: string): Promise<NoticeDto> {
    if (!visitor) {
      const [row] = await this.db.select().from(notices).where(eq(notices.id, id)).limit(1);
      if (!row) throw notFound(NOTICE_MESSAGES.notFound);
      return toNoticeDto(row);
    }
    return this.db.transaction(async (tx) => {
      // key share: the notice cannot be deleted under us, while other viewers are not blocked.
      const [row] = await tx.select().from(notices).where(eq(notices.id, id)).limit(1).for('key share');
      if (!row) throw notFound(NOTICE_MESSAGES.notFound);
      const counted = await tx
        .insert(noticeViews)
        .values({ noticeId: id, visitorKey: visitor, viewDate: seoulToday })
        .onConflictDoNothing()
        .returning({ noticeId: noticeViews.noticeId });
      if (counted.length === 0) return toNoticeDto(row);
      const [updated] = await tx
        .update(notices)
        .set({ views: sql`${notices.views} + 1` })
        .where(eq(notices.id, id))
        .returning({ views: notices.views });
      return toNoticeDto({ ...row, views: updated!.views });
    });
  }

  /** Drops view records older than yesterday: they no longer decide anything. Safe to run any time. */
  async pruneViews(): Promise<number> {
    const removed = await this.db
      .delete(noticeViews)
      .where(lt(noticeViews.viewDate, sql`${seoulToday} - 1`))
      .returning({ noticeId: noticeViews.noticeId });
    return removed.length;
  }

  // ---- staff side (the admin console calls these; input already parsed by noticeCreateSchema) ----

  async create(staffId: number, input: NoticeCreate): Promise<NoticeDto> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notices)
        .values({
          noticeType: input.notice_type,
          title: input.title,
          content: input.content,
          isPinned: input.is_pinned,
        })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'notice.create',
        targetId: String(row!.id),
        after: { title: row!.title, notice_type: row!.noticeType, is_pinned: row!.isPinned },
      });
      return toNoticeDto(row!);
    });
  }

  async update(staffId: number, id: number, patch: NoticeUpdate): Promise<NoticeDto> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(notices).where(eq(notices.id, id)).limit(1).for('update');
      if (!before) throw notFound(NOTICE_MESSAGES.notFound);
      const [row] = await tx
        .update(notices)
        .set({
          ...(patch.notice_type !== undefined && { noticeType: patch.notice_type }),
          ...(patch.title !== undefined && { title: patch.title }),
          ...(patch.content !== undefined && { content: patch.content }),
          ...(patch.is_pinned !== undefined && { isPinned: patch.is_pinned }),
          updatedAt: sql`now()`,
        })
        .where(eq(notices.id, id))
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'notice.update',
        targetId: String(id),
        before: { title: before.title, notice_type: before.noticeType, is_pinned: before.isPinned },
        after: { title: row!.title, notice_type: row!.noticeType, is_pinned: row!.isPinned },
      });
      return toNoticeDto(row!);
    });
  }

  async remove(staffId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning();
      if (!row) throw notFound(NOTICE_MESSAGES.notFound);
      await recordAudit(tx, {
        staffId,
        action: 'notice.delete',
        targetId: String(id),
        before: {
          title: row.title,
          notice_type: row.noticeType,
          content: row.content,
          is_pinned: row.isPinned,
        },
      });
    });
  }
}
