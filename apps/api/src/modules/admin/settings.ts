import type { FooterInfo, SealSetting } from '@bizgift/domain/support';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { terms } from '../../db/schema/users.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { changeSetting, type DepositAccount, getSetting } from '../content/settings.ts';

export class AdminSettingsService {
  constructor(private readonly db: Db) {}

  async get() {
    const [footer, depositAccounts, seal] = await Promise.all([
      getSetting(this.db, 'footer'),
      getSetting(this.db, 'deposit_accounts'),
      getSetting(this.db, 'seal'),
    ]);
    return { footer, deposit_accounts: depositAccounts, seal };
  }

  /** The seal printed on quotes, statements and receipts; null removes it. Audited without the image bytes. */
  async putSeal(staffId: number, seal: SealSetting) {
    await changeSetting(this.db, staffId, 'seal', seal, (v) => ({ uploaded: v.image !== null }));
    return this.get();
  }

  async putFooter(staffId: number, footer: FooterInfo) {
    await changeSetting(this.db, staffId, 'footer', footer);
    return this.get();
  }

  async putDepositAccounts(staffId: number, accounts: DepositAccount[]) {
    await changeSetting(this.db, staffId, 'deposit_accounts', accounts);
    return this.get();
  }

  async listTerms() {
    const rows = await this.db.select().from(terms).orderBy(asc(terms.kind), asc(terms.version));
    return rows.map((t) => ({
      id: t.id,
      kind: t.kind,
      title: t.title,
      content: t.content,
      is_required: t.isRequired,
      version: t.version,
      is_active: t.isActive,
      created_at: t.createdAt.toISOString(),
    }));
  }

  /**
   * A new version of a term: the old row stays (members agreed to it), the new one becomes the
   * active version that new sign-ups see and agree to.
   */
  async newTermVersion(staffId: number, termId: number, input: { title: string; content: string }) {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(terms).where(eq(terms.id, termId)).for('update');
      if (!current) throw notFound('약관을 찾을 수 없습니다.');
      const [latest] = await tx
        .select({ v: max(terms.version) })
        .from(terms)
        .where(eq(terms.kind, current.kind));
      await tx
        .update(terms)
        .set({ isActive: false })
        .where(and(eq(terms.kind, current.kind), eq(terms.isActive, true)));
      const [created] = await tx
        .insert(terms)
        .values({
          kind: current.kind,
          title: input.title,
          content: input.content,
          isRequired: current.isRequired,
          version: (latest?.v ?? current.version) + 1,
          isActive: true,
        })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'terms.new_version',
        targetId: created!.id,
        before: { id: current.id, version: current.version },
        after: { id: created!.id, version: created!.version, title: created!.title },
      });
      return {
        id: created!.id,
        kind: created!.kind,
        version: created!.version,
        title: created!.title,
        is_active: true,
      };
    });
  }
}
