import {
  CONTACT_LIMITS,
  type MessageTemplateDto,
  type MessageTemplateInput,
  type MessageTemplateUpdateInput,
  TEMPLATE_TEXTS,
} from '@bizgift/domain/contacts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/contacts.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { assertMay } from '../company/policy.ts';
import type { Actor } from './service.ts';

const dto = (t: typeof messageTemplates.$inferSelect): MessageTemplateDto => ({
  id: t.id,
  name: t.name,
  title: t.title,
  body: t.body,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

const nameTaken = (error: unknown) =>
  isUniqueViolation(error, 'message_templates_company_name_key')
    ? badRequest(TEMPLATE_TEXTS.nameTaken, { name: [TEMPLATE_TEXTS.nameTaken] })
    : error;

/** A company's saved messages (issue #31 §2): every role picks one on the send screen, owner and manager keep them. */
export class MessageTemplateService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor): Promise<MessageTemplateDto[]> {
    const rows = await this.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.companyId, actor.companyId))
      .orderBy(asc(messageTemplates.name), asc(messageTemplates.id));
    return rows.map(dto);
  }

  async create(actor: Actor, input: MessageTemplateInput): Promise<MessageTemplateDto> {
    assertMay(actor, 'manageTemplates');
    const [existing] = await this.db
      .select({ n: count() })
      .from(messageTemplates)
      .where(eq(messageTemplates.companyId, actor.companyId));
    if ((existing?.n ?? 0) >= CONTACT_LIMITS.templates) throw badRequest(TEMPLATE_TEXTS.tooMany);
    try {
      const [row] = await this.db
        .insert(messageTemplates)
        .values({ companyId: actor.companyId, createdBy: actor.userId, ...input })
        .returning();
      return dto(row!);
    } catch (error) {
      throw nameTaken(error);
    }
  }

  async update(actor: Actor, id: number, input: MessageTemplateUpdateInput): Promise<MessageTemplateDto> {
    assertMay(actor, 'manageTemplates');
    try {
      const [row] = await this.db
        .update(messageTemplates)
        .set({ ...input, updatedAt: sql`now()` })
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.companyId, actor.companyId)))
        .returning();
      if (!row) throw notFound(TEMPLATE_TEXTS.notFound);
      return dto(row);
    } catch (error) {
      throw nameTaken(error);
    }
  }

  async remove(actor: Actor, id: number): Promise<void> {
    assertMay(actor, 'manageTemplates');
    const deleted = await this.db
      .delete(messageTemplates)
      .where(and(eq(messageTemplates.id, id), eq(messageTemplates.companyId, actor.companyId)))
      .returning({ id: messageTemplates.id });
    if (deleted.length === 0) throw notFound(TEMPLATE_TEXTS.notFound);
  }
}
