import type { SenderNumberDto, SenderNumbersDto } from '@bizgift/domain/admin';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { senderNumbers } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';

export const SENDER_NUMBER_MESSAGES = {
  notFound: '발신번호를 찾을 수 없습니다.',
  taken: '이미 등록된 발신번호입니다.',
} as const;

const digits = (number: string) => number.replace(/\D/g, '');

/**
 * The number recipients see (issue #16 §2): the one asked for (the order's sender, by default the
 * member's own phone) only when it is `SMS_SENDER_NUMBER` or registered and active in
 * sender_numbers; anything else goes out from `SMS_SENDER_NUMBER`. One indexed look-up.
 */
export async function resolveSender(
  db: DbOrTx,
  defaultNumber: string,
  requested: string,
): Promise<{ from: string; registered: boolean }> {
  const fallback = digits(defaultNumber);
  const wanted = digits(requested);
  if (!wanted) return { from: fallback, registered: false };
  if (wanted === fallback) return { from: fallback, registered: true };
  const [row] = await db
    .select({ id: senderNumbers.id })
    .from(senderNumbers)
    .where(sql`${senderNumbers.number} = ${wanted} and ${senderNumbers.isActive}`)
    .limit(1);
  return row ? { from: wanted, registered: true } : { from: fallback, registered: false };
}

type Row = typeof senderNumbers.$inferSelect;
const dto = (r: Row): SenderNumberDto => ({
  id: r.id,
  number: r.number,
  label: r.label,
  is_active: r.isActive,
  created_at: r.createdAt.toISOString(),
});

/** Staff keep the list of numbers registered at the gateway; every change is audited. */
export class SenderNumberService {
  constructor(
    private readonly db: Db,
    private readonly defaultNumber: string,
  ) {}

  async list(): Promise<SenderNumbersDto> {
    const rows = await this.db.select().from(senderNumbers).orderBy(asc(senderNumbers.id));
    return { default_number: digits(this.defaultNumber), results: rows.map(dto) };
  }

  async add(staffId: number, input: { number: string; label: string }): Promise<SenderNumberDto> {
    const number = digits(input.number);
    if (number === digits(this.defaultNumber)) throw conflict(SENDER_NUMBER_MESSAGES.taken, 'number_taken');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(senderNumbers)
        .values({ number, label: input.label })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(SENDER_NUMBER_MESSAGES.taken, 'number_taken');
      await recordAudit(tx, { staffId, action: 'sender_number.create', targetId: row.id, after: dto(row) });
      return dto(row);
    });
  }

  /** Turns a number off (members' orders fall back to the default at once) or on again. */
  async setActive(staffId: number, id: number, active: boolean): Promise<SenderNumberDto> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(senderNumbers).where(eq(senderNumbers.id, id)).for('update');
      if (!before) throw notFound(SENDER_NUMBER_MESSAGES.notFound);
      const [row] = await tx
        .update(senderNumbers)
        .set({ isActive: active })
        .where(eq(senderNumbers.id, id))
        .returning();
      await recordAudit(tx, {
        staffId,
        action: active ? 'sender_number.enable' : 'sender_number.disable',
        targetId: id,
        before: { is_active: before.isActive },
        after: { is_active: active },
      });
      return dto(row!);
    });
  }
}
