import { INQUIRY_STATUS_DISPLAY, INQUIRY_TYPE_DISPLAY } from '@bizgift/domain/codes';
import type { AdminInquiryDto, InquiryCreate, InquiryDto } from '@bizgift/domain/support';
import { INQUIRY_MESSAGES, INQUIRY_STATUS, SUPPORT_LIMITS } from '@bizgift/domain/support-messages';
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries } from '../../db/schema/support.ts';
import { companies, users } from '../../db/schema/users.ts';
import type { Page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { recordAudit } from '../audit/audit.ts';

/** SPEC §3 Inquiry, plus the type's display name and when it was answered. */

type InquiryRow = typeof inquiries.$inferSelect;

export function toInquiryDto(row: InquiryRow): InquiryDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    inquiry_type: row.inquiryType,
    inquiry_type_display: INQUIRY_TYPE_DISPLAY[row.inquiryType] ?? '',
    status: row.status,
    status_display: INQUIRY_STATUS_DISPLAY[row.status] ?? '',
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export const tooManyInquiries = () => new AppError(429, INQUIRY_MESSAGES.tooMany, 'rate_limited');

export class InquiryService {
  constructor(private readonly db: Db) {}

  /** The member's own inquiries, newest first (SPEC §7 `ordering=-created_at`). */
  async listOwn(userId: number, pageReq: PageRequest): Promise<Page<InquiryDto>> {
    const where = eq(inquiries.userId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(inquiries)
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(inquiries).where(where),
    ]);
    return pageOf(pageReq, total?.n ?? 0, rows.map(toInquiryDto));
  }

  /** Someone else's inquiry is answered exactly like a missing one (404), so ids reveal nothing. */
  async getOwn(userId: number, id: number): Promise<InquiryDto> {
    const [row] = await this.db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, id), eq(inquiries.userId, userId)))
      .limit(1);
    if (!row) throw notFound(INQUIRY_MESSAGES.notFound);
    return toInquiryDto(row);
  }

  /**
   * Registers an inquiry (already validated and trimmed by the shared schema). A member may
   * register at most SUPPORT_LIMITS.inquiriesPerWindow inquiries per window; the member's row is
   * locked while counting so two simultaneous submits cannot both slip under the limit.
   */
  async create(userId: number, input: InquiryCreate): Promise<InquiryDto> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const since = new Date(Date.now() - SUPPORT_LIMITS.inquiryWindowMinutes * 60_000);
      const [recent] = await tx
        .select({ n: count() })
        .from(inquiries)
        .where(and(eq(inquiries.userId, userId), gte(inquiries.createdAt, since)));
      if ((recent?.n ?? 0) >= SUPPORT_LIMITS.inquiriesPerWindow) throw tooManyInquiries();
      const [row] = await tx
        .insert(inquiries)
        .values({ userId, inquiryType: input.inquiry_type, title: input.title, content: input.content })
        .returning();
      return toInquiryDto(row!);
    });
  }

  // ---- staff side (the admin console calls these) ----

  /** Every member's inquiries for staff, optionally by status (1 waiting, 2 answered); waiting ones oldest first. */
  async listForStaff(filter: { status?: number }, pageReq: PageRequest): Promise<Page<AdminInquiryDto>> {
    const conditions: SQL[] = [];
    if (filter.status !== undefined) conditions.push(eq(inquiries.status, filter.status));
    const where = conditions.length ? and(...conditions) : undefined;
    // Unanswered first, oldest first (the queue staff work through); answered ones newest first.
    const order = [
      inquiries.status,
      sql`case when ${inquiries.status} = ${INQUIRY_STATUS.WAITING} then ${inquiries.createdAt} end`,
      desc(inquiries.createdAt),
      desc(inquiries.id),
    ];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          inquiry: inquiries,
          username: users.username,
          fullname: users.fullname,
          email: users.email,
          companyName: companies.name,
        })
        .from(inquiries)
        .innerJoin(users, eq(users.id, inquiries.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(where)
        .orderBy(...order)
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(inquiries).where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map((r) => ({
        ...toInquiryDto(r.inquiry),
        answered_by: r.inquiry.answeredBy,
        user: {
          id: r.inquiry.userId,
          username: r.username,
          fullname: r.fullname,
          email: r.email,
          company_name: r.companyName,
        },
      })),
    );
  }

  /**
   * Staff answer (or correct the answer of) an inquiry: status 2, answer, who and when, with an
   * audit-log row in the same transaction.
   */
  async answer(staffId: number, id: number, answer: string): Promise<InquiryDto> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).limit(1).for('update');
      if (!before) throw notFound(INQUIRY_MESSAGES.notFound);
      const [row] = await tx
        .update(inquiries)
        .set({ status: INQUIRY_STATUS.ANSWERED, answer, answeredBy: staffId, answeredAt: sql`now()` })
        .where(eq(inquiries.id, id))
        .returning();
      await recordAudit(tx, {
        staffId,
        action: before.status === INQUIRY_STATUS.ANSWERED ? 'inquiry.answer_update' : 'inquiry.answer',
        targetId: String(id),
        before: { status: before.status, answer: before.answer },
        after: { status: row!.status, answer: row!.answer },
      });
      return toInquiryDto(row!);
    });
  }
}
