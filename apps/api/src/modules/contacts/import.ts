import type { Readable } from 'node:stream';
import {
  CONTACT_LIMITS,
  CONTACT_SAMPLE_HEADER,
  CONTACT_SAMPLE_ROWS,
  CONTACT_TEXTS,
  type ContactImportDto,
  type ContactRow,
  contactsFromRows,
  type OccasionDto,
} from '@bizgift/domain/contacts';
import { IMPORT_MESSAGES } from '@bizgift/domain/recipient-import';
import { formatPhone } from '@bizgift/domain/recipients';
import { readSpreadsheet, SpreadsheetError } from '@bizgift/domain/spreadsheet';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contacts } from '../../db/schema/contacts.ts';
import { badRequest } from '../../http/errors.ts';
import { assertMay } from '../company/policy.ts';
import { keysetPages, type Sheet, xlsxStream } from '../documents/xlsx.ts';
import { type Actor, insertContact, occasionsOf, writeOccasions } from './service.ts';

/**
 * The rows of an uploaded file, numbered as the sheet numbers them (row 1 is index 0), read within
 * the shared reader's bounds; a file beyond them is a 400 naming the bound.
 */
export async function rowsOfFile(filename: string, data: Buffer): Promise<unknown[][]> {
  const name = filename.toLowerCase();
  if (!name.endsWith('.xlsx') && !name.endsWith('.csv'))
    throw badRequest(CONTACT_TEXTS.importFileType, { file: [CONTACT_TEXTS.importFileType] });
  try {
    return await readSpreadsheet(name, data);
  } catch (error) {
    if (error instanceof SpreadsheetError) throw badRequest(error.message, { file: [error.message] });
    throw error;
  }
}

type Existing = { id: number; phone: string | null; email: string | null; tags: string[] };

/**
 * POST /api/contacts/import (issue #31 §1): each valid row adds a contact, or updates the one with its
 * phone (else its e-mail): name, phone / e-mail given, tags added to its own, anniversaries of the
 * row's labels replaced, memo when given. One transaction, one import of a company at a time.
 */
export async function importContacts(db: Db, actor: Actor, fileRows: unknown[][]): Promise<ContactImportDto> {
  assertMay(actor, 'manageContacts');
  const parsed = contactsFromRows(fileRows);
  if (parsed.rows.length + parsed.skipped.length === 0)
    throw badRequest(IMPORT_MESSAGES.fileEmpty, { file: [IMPORT_MESSAGES.fileEmpty] });
  if (parsed.rows.length + parsed.skipped.length > CONTACT_LIMITS.importRows)
    throw badRequest(CONTACT_TEXTS.importTooMany, { file: [CONTACT_TEXTS.importTooMany] });
  const skipped = [...parsed.skipped];
  let added = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    // Two imports of one company at once would race on the same phones: the second waits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contacts:${actor.companyId}`}))`);
    const phones = parsed.rows.flatMap((r) => (r.input.phone ? [r.input.phone] : []));
    const emails = parsed.rows.flatMap((r) => (r.input.email ? [r.input.email] : []));
    const existing: Existing[] = await tx
      .select({ id: contacts.id, phone: contacts.phone, email: contacts.email, tags: contacts.tags })
      .from(contacts)
      .where(
        and(
          eq(contacts.companyId, actor.companyId),
          or(
            phones.length ? inArray(contacts.phone, phones) : sql`false`,
            emails.length ? inArray(contacts.email, emails) : sql`false`,
          ),
        ),
      );
    const byPhone = new Map(existing.filter((e) => e.phone).map((e) => [e.phone!, e]));
    const byEmail = new Map(existing.filter((e) => e.email).map((e) => [e.email!, e]));
    for (const row of parsed.rows) {
      const samePhone = row.input.phone ? byPhone.get(row.input.phone) : undefined;
      const sameEmail = row.input.email ? byEmail.get(row.input.email) : undefined;
      if (samePhone && sameEmail && samePhone.id !== sameEmail.id) {
        skipped.push({ row: row.row, reason: CONTACT_TEXTS.rowConflict });
        continue;
      }
      const target = samePhone ?? sameEmail;
      if (target) {
        await updateFromRow(tx, target, row);
        updated++;
      } else {
        await insertContact(tx, actor, row.input);
        added++;
      }
    }
  });
  skipped.sort((a, b) => a.row - b.row);
  return { added, updated, skipped };
}

async function updateFromRow(tx: Tx, { id, tags }: Existing, { input }: ContactRow) {
  await tx
    .update(contacts)
    .set({
      name: input.name,
      ...(input.phone ? { phone: input.phone } : {}),
      ...(input.email ? { email: input.email } : {}),
      tags: [...new Set([...tags, ...input.tags])],
      ...(input.memo ? { memo: input.memo } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(contacts.id, id));
  if (input.occasions.length === 0) return;
  const kept = (await occasionsOf(tx, [id])).get(id) ?? [];
  const labels = new Set(input.occasions.map((o) => o.label));
  const merged = [...kept.filter((o) => !labels.has(o.label)), ...input.occasions];
  await writeOccasions(tx, id, merged.slice(-CONTACT_LIMITS.occasions));
}

const occasionText = (o: OccasionDto) =>
  `${o.label} ${o.leap ? '윤달 ' : o.lunar ? '음력 ' : ''}${String(o.month).padStart(2, '0')}-${String(o.day).padStart(2, '0')}`;

/** The address book as the import reads it back (the sample's columns): owner and manager only. */
export function exportContacts(db: Db, actor: Actor, onError: (error: unknown) => void): Readable {
  assertMay(actor, 'manageContacts');
  const pages = keysetPages(
    (afterId, limit) =>
      db
        .select()
        .from(contacts)
        .where(
          and(
            eq(contacts.companyId, actor.companyId),
            afterId === null ? undefined : gt(contacts.id, afterId),
          ),
        )
        .orderBy(asc(contacts.id))
        .limit(limit),
    (row) => row.id,
  );
  async function* rows() {
    for await (const page of pages) {
      const occasions = await occasionsOf(
        db,
        page.map((r) => r.id),
      );
      yield page.map((r) => {
        const list = (occasions.get(r.id) ?? []).map(occasionText);
        return [
          r.name,
          r.phone ? formatPhone(r.phone) : '',
          r.email ?? '',
          r.tags.join(', '),
          list[0] ?? '',
          list[1] ?? '',
          list[2] ?? '',
          r.memo ?? '',
        ];
      });
    }
  }
  return xlsxStream([contactSheet(rows())], onError);
}

function contactSheet(rows: Sheet['rows']): Sheet {
  return {
    name: '주소록',
    columns: CONTACT_SAMPLE_HEADER.map((header) => ({ header, width: header === '메모' ? 30 : 18 })),
    rows,
  };
}

/** The sample file: the columns the import reads and two example rows. */
export const sampleContacts = (onError: (error: unknown) => void) =>
  xlsxStream([contactSheet([CONTACT_SAMPLE_ROWS])], onError);
