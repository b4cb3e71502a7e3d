import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SENDER_NUMBER_MESSAGES as M,
  SENDER_PROOF_MAX_BYTES,
  type SenderNumberDto,
  type SenderNumbersDto,
} from '@bizgift/domain/admin';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { senderNumbers } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';

export { SENDER_NUMBER_MESSAGES } from '@bizgift/domain/admin';

const digits = (number: string) => number.replace(/\D/g, '');

/**
 * The number recipients see (issue #16 §2, #28 §2): the one asked for (the order's sender, by
 * default the member's own phone) only when it is `SMS_SENDER_NUMBER`, or approved, active and of
 * the ordering member's company; anything else goes out from `SMS_SENDER_NUMBER`. One indexed look-up.
 */
export async function resolveSender(
  db: DbOrTx,
  defaultNumber: string,
  requested: string,
  userId: number,
): Promise<{ from: string; registered: boolean }> {
  const fallback = digits(defaultNumber);
  const wanted = digits(requested);
  if (!wanted) return { from: fallback, registered: false };
  if (wanted === fallback) return { from: fallback, registered: true };
  const [row] = await db
    .select({ id: senderNumbers.id })
    .from(senderNumbers)
    .innerJoin(users, eq(users.companyId, senderNumbers.companyId))
    .where(
      and(
        eq(senderNumbers.number, wanted),
        eq(senderNumbers.status, 'approved'),
        eq(senderNumbers.isActive, true),
        eq(users.id, userId),
      ),
    )
    .limit(1);
  return row ? { from: wanted, registered: true } : { from: fallback, registered: false };
}

/** The proof's real type from its first bytes (the file name and the browser's word are not trusted). */
export function sniffProof(bytes: Uint8Array): 'pdf' | 'jpg' | 'png' | null {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  return null;
}

export const PROOF_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;
const PROOF_NAME = /^[a-f0-9]{32}\.(pdf|jpg|png)$/;

type Row = typeof senderNumbers.$inferSelect;
const dto = (r: Row, companyName: string | null): SenderNumberDto => ({
  id: r.id,
  number: r.number,
  label: r.label,
  company_id: r.companyId,
  company_name: companyName,
  status: r.status,
  is_active: r.isActive,
  proof_type: (r.proofFile?.split('.').pop() as 'pdf' | 'jpg' | 'png' | undefined) ?? null,
  reject_reason: r.rejectReason,
  reviewed_at: r.reviewedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

/**
 * Caller numbers per company: members ask with proof, staff approve, reject, and turn approved
 * numbers off and on; every staff step is audited. Proofs live under `proofDir` (not served as
 * media): only staff and the number's company download them.
 */
export class SenderNumberService {
  constructor(
    private readonly db: Db,
    private readonly defaultNumber: string,
    private readonly proofDir: string,
  ) {}

  private rows(where?: SQL) {
    return this.db
      .select({ row: senderNumbers, company: companies.name })
      .from(senderNumbers)
      .leftJoin(companies, eq(companies.id, senderNumbers.companyId))
      .where(where)
      .orderBy(
        sql`case ${senderNumbers.status} when 'pending' then 0 when 'approved' then 1 else 2 end`,
        desc(senderNumbers.id),
      );
  }

  /** Staff: every company's numbers, those waiting first. */
  async list(): Promise<SenderNumbersDto> {
    const rows = await this.rows();
    return { default_number: digits(this.defaultNumber), results: rows.map((r) => dto(r.row, r.company)) };
  }

  /** A member: its company's numbers. */
  async mine(userId: number): Promise<SenderNumbersDto> {
    const companyId = await this.companyOf(userId);
    const rows = companyId === null ? [] : await this.rows(eq(senderNumbers.companyId, companyId));
    return { default_number: digits(this.defaultNumber), results: rows.map((r) => dto(r.row, r.company)) };
  }

  /** A member asks for a number of its company, with the proof's bytes (sniffed, size-limited). */
  async request(
    userId: number,
    input: { number: string; label: string },
    proof: Uint8Array | null,
  ): Promise<SenderNumberDto> {
    const number = digits(input.number);
    if (number === digits(this.defaultNumber)) throw conflict(M.theDefault, 'number_default');
    if (!proof || proof.length === 0) throw badRequest(M.proofMissing, { file: [M.proofMissing] });
    if (proof.length > SENDER_PROOF_MAX_BYTES) throw badRequest(M.proofTooLarge, { file: [M.proofTooLarge] });
    const ext = sniffProof(proof);
    if (!ext) throw badRequest(M.proofType, { file: [M.proofType] });
    const companyId = await this.companyOf(userId);
    if (companyId === null) throw badRequest(M.noCompany);
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await mkdir(this.proofDir, { recursive: true });
    await writeFile(path.join(this.proofDir, name), proof, { flag: 'wx' });
    const [row] = await this.db
      .insert(senderNumbers)
      .values({
        number,
        label: input.label,
        companyId,
        status: 'pending',
        proofFile: name,
        requestedBy: userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(M.taken, 'number_taken');
    const [company] = await this.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    return dto(row, company?.name ?? null);
  }

  /** The proof of one number: staff any, a member only its company's (else 404, as if absent). */
  async proof(
    id: number,
    viewer: { userId: number } | 'staff',
  ): Promise<{ bytes: Buffer; type: string; ext: string }> {
    const [row] = await this.db.select().from(senderNumbers).where(eq(senderNumbers.id, id));
    if (!row?.proofFile || !PROOF_NAME.test(row.proofFile)) throw notFound(M.notFound);
    if (viewer !== 'staff' && row.companyId !== (await this.companyOf(viewer.userId)))
      throw notFound(M.notFound);
    const ext = row.proofFile.split('.').pop() as keyof typeof PROOF_TYPES;
    const bytes = await readFile(path.join(this.proofDir, row.proofFile)).catch(() => null);
    if (!bytes) throw notFound(M.notFound);
    return { bytes, type: PROOF_TYPES[ext], ext };
  }

  /** Staff decide a waiting request: approved numbers are usable by that company at once. */
  async review(
    staffId: number,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
  ) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.status !== 'pending') throw conflict(M.notPending, 'not_pending');
      const [row] = await tx
        .update(senderNumbers)
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          isActive: decision.approve,
          reviewedBy: staffId,
          reviewedAt: new Date(),
          rejectReason: decision.approve ? null : decision.reason,
        })
        .where(eq(senderNumbers.id, id))
        .returning();
      await recordAudit(tx, {
        staffId,
        action: decision.approve ? 'sender_number.approve' : 'sender_number.reject',
        targetId: id,
        before: { status: before.status },
        after: { status: row!.status, company_id: row!.companyId, reject_reason: row!.rejectReason },
      });
      return this.one(tx, row!);
    });
  }

  /** Turns an approved number off (its company's orders fall back to the default at once) or on again. */
  async setActive(staffId: number, id: number, active: boolean): Promise<SenderNumberDto> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.status !== 'approved') throw conflict(M.notApproved, 'not_approved');
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
      return this.one(tx, row!);
    });
  }

  private async locked(tx: DbOrTx, id: number): Promise<Row> {
    const [row] = await tx.select().from(senderNumbers).where(eq(senderNumbers.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    return row;
  }

  private async one(tx: DbOrTx, row: Row): Promise<SenderNumberDto> {
    if (row.companyId === null) return dto(row, null);
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, row.companyId));
    return dto(row, company?.name ?? null);
  }

  private async companyOf(userId: number): Promise<number | null> {
    const [user] = await this.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, userId));
    return user?.companyId ?? null;
  }
}
