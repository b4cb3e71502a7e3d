import type { CompanyRole } from '@bizgift/domain/company';
import {
  CONTACT_TEXTS,
  type ContactDto,
  type ContactInput,
  type ContactPickDto,
  type ContactTagDto,
  type ContactUpdateInput,
  maskContactEmail,
  type OccasionDto,
} from '@bizgift/domain/contacts';
import { maskPhone } from '@bizgift/domain/documents';
import { formatPhone, MESSAGE_LIMITS } from '@bizgift/domain/recipients';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { contactOccasions, contacts } from '../../db/schema/contacts.ts';
import { escapeLike, isUniqueViolation } from '../../db/sql.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { assertMay, may } from '../company/policy.ts';

/** The member acting on its company's address book (the route guards made sure it has a company). */
export interface Actor {
  userId: number;
  companyId: number;
  companyRole: CompanyRole | null;
}

export interface ContactQuery {
  search?: string;
  tag?: string;
}

export type ContactRowData = typeof contacts.$inferSelect;

/** What the caller may see of a contact: everything (owner, manager) or names, tags and occasions. */
export function contactDto(row: ContactRowData, occasions: OccasionDto[], full: boolean): ContactDto {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone ? (full ? formatPhone(row.phone) : maskPhone(row.phone)) : null,
    email: row.email ? (full ? row.email : maskContactEmail(row.email)) : null,
    tags: row.tags,
    occasions,
    memo: full ? row.memo : null,
    masked: !full,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The unique index a duplicate phone or e-mail hit, as the message the form shows under the field. */
export function takenError(error: unknown) {
  if (isUniqueViolation(error, 'contacts_company_phone_key'))
    return badRequest(CONTACT_TEXTS.phoneTaken, { phone: [CONTACT_TEXTS.phoneTaken] });
  if (isUniqueViolation(error, 'contacts_company_email_key'))
    return badRequest(CONTACT_TEXTS.emailTaken, { email: [CONTACT_TEXTS.emailTaken] });
  return error;
}

export async function occasionsOf(db: DbOrTx, ids: number[]): Promise<Map<number, OccasionDto[]>> {
  const byContact = new Map<number, OccasionDto[]>();
  if (ids.length === 0) return byContact;
  const rows = await db
    .select()
    .from(contactOccasions)
    .where(inArray(contactOccasions.contactId, ids))
    .orderBy(asc(contactOccasions.id));
  for (const o of rows) {
    const list = byContact.get(o.contactId) ?? [];
    list.push({ label: o.label, month: o.month, day: o.day, lunar: o.lunar, leap: o.leap });
    byContact.set(o.contactId, list);
  }
  return byContact;
}

/** Replaces a contact's anniversaries (the form and the import send the whole list). */
export async function writeOccasions(tx: Tx, contactId: number, occasions: ContactInput['occasions']) {
  await tx.delete(contactOccasions).where(eq(contactOccasions.contactId, contactId));
  if (occasions.length === 0) return;
  await tx.insert(contactOccasions).values(
    occasions.map((o) => ({
      contactId,
      label: o.label,
      month: o.month,
      day: o.day,
      lunar: o.lunar,
      leap: o.leap,
    })),
  );
}

/** A new contact of the caller's company, with its anniversaries; its id. */
export async function insertContact(tx: Tx, actor: Actor, input: ContactInput): Promise<number> {
  const [row] = await tx
    .insert(contacts)
    .values({
      companyId: actor.companyId,
      name: input.name,
      phone: input.phone,
      email: input.email,
      tags: input.tags,
      memo: input.memo,
      createdBy: actor.userId,
    })
    .returning({ id: contacts.id });
  await writeOccasions(tx, row!.id, input.occasions);
  return row!.id;
}

function filterOf(companyId: number, query: ContactQuery): SQL {
  const conditions: SQL[] = [eq(contacts.companyId, companyId)];
  if (query.tag) conditions.push(sql`${contacts.tags} @> array[${query.tag}]::text[]`);
  const search = query.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const digits = search.replace(/[\s-]/g, '');
    const byField = [ilike(contacts.name, like), ilike(contacts.email, like)];
    if (/^\d{3,}$/.test(digits)) byField.push(ilike(contacts.phone, `%${escapeLike(digits)}%`));
    conditions.push(or(...byField)!);
  }
  return and(...conditions)!;
}

/** A company's address book (issue #31 §1): every role reads it, owner and manager keep it. */
export class ContactService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, query: ContactQuery, page: PageRequest) {
    const where = filterOf(actor.companyId, query);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contacts)
        .where(where)
        .orderBy(asc(contacts.name), asc(contacts.id))
        .limit(page.pageSize)
        .offset(offsetOf(page)),
      this.db.select({ n: count() }).from(contacts).where(where),
    ]);
    const occasions = await occasionsOf(
      this.db,
      rows.map((r) => r.id),
    );
    const full = may(actor.companyRole, 'manageContacts');
    return pageOf(
      page,
      total?.n ?? 0,
      rows.map((r) => contactDto(r, occasions.get(r.id) ?? [], full)),
    );
  }

  /** The company's tags with how many contacts carry each, for the chips and "select all of a tag". */
  async tags(actor: Actor): Promise<ContactTagDto[]> {
    const rows = await this.db
      .select({ tag: sql<string>`unnest(${contacts.tags})`, count: count() })
      .from(contacts)
      .where(eq(contacts.companyId, actor.companyId))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    return rows;
  }

  /**
   * Everyone the send screen's "주소록에서 선택" may add at once (a tag's whole list): name and the
   * phone / e-mail as this role sees them, at most one order's worth, without anniversaries.
   */
  async picks(actor: Actor, query: ContactQuery): Promise<ContactPickDto[]> {
    const rows = await this.db
      .select()
      .from(contacts)
      .where(filterOf(actor.companyId, query))
      .orderBy(asc(contacts.name), asc(contacts.id))
      .limit(MESSAGE_LIMITS.maxDeliveriesPerOrder);
    const full = may(actor.companyRole, 'manageContacts');
    return rows.map((r) => {
      const { id, name, phone, email } = contactDto(r, [], full);
      return { id, name, phone, email };
    });
  }

  async get(actor: Actor, id: number): Promise<ContactDto> {
    const row = await this.row(this.db, actor, id);
    const occasions = await occasionsOf(this.db, [id]);
    return contactDto(row, occasions.get(id) ?? [], may(actor.companyRole, 'manageContacts'));
  }

  async create(actor: Actor, input: ContactInput): Promise<ContactDto> {
    assertMay(actor, 'manageContacts');
    try {
      const id = await this.db.transaction((tx) => insertContact(tx, actor, input));
      return await this.get(actor, id);
    } catch (error) {
      throw takenError(error);
    }
  }

  async update(actor: Actor, id: number, input: ContactUpdateInput): Promise<ContactDto> {
    assertMay(actor, 'manageContacts');
    try {
      await this.db.transaction(async (tx) => {
        const current = await this.row(tx, actor, id, true);
        const phone = input.phone === undefined ? current.phone : input.phone;
        const email = input.email === undefined ? current.email : input.email;
        if (!phone && !email)
          throw badRequest(CONTACT_TEXTS.reachRequired, { phone: [CONTACT_TEXTS.reachRequired] });
        await tx
          .update(contacts)
          .set({
            name: input.name ?? current.name,
            phone,
            email,
            tags: input.tags ?? current.tags,
            memo: input.memo === undefined ? current.memo : input.memo,
            updatedAt: sql`now()`,
          })
          .where(eq(contacts.id, id));
        if (input.occasions) await writeOccasions(tx, id, input.occasions);
      });
    } catch (error) {
      throw takenError(error);
    }
    return this.get(actor, id);
  }

  /** Erases the contact and its anniversaries (personal data: nothing is kept). */
  async remove(actor: Actor, id: number): Promise<void> {
    assertMay(actor, 'manageContacts');
    const deleted = await this.db
      .delete(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.companyId, actor.companyId)))
      .returning({ id: contacts.id });
    if (deleted.length === 0) throw notFound(CONTACT_TEXTS.notFound);
  }

  private async row(db: DbOrTx, actor: Actor, id: number, lock = false): Promise<ContactRowData> {
    const query = db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.companyId, actor.companyId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(CONTACT_TEXTS.notFound);
    return row;
  }
}

/**
 * The contacts an order names (issue #31 §2), read inside the order's transaction: only the caller's
 * company's, so another company's id is simply missing. The number never came from the client.
 */
export async function contactsForOrder(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, Pick<ContactRowData, 'name' | 'phone' | 'email'>>();
  const rows = await db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), inArray(contacts.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}
