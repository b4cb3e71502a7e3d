import { TRANSACTION_TYPE } from '@bizgift/domain/codes';
import {
  type AdminBalanceRefundDto,
  BALANCE_REFUND_STATUS,
  BALANCE_REFUND_STATUS_DISPLAY,
  type BalanceRefundDto,
  businessNameKey,
  REFUND_MESSAGES as M,
  type RefundAccountRequest,
  type RefundAccountStateDto,
} from '@bizgift/domain/refunds';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/users.ts';
import { balanceRefunds, refundAccounts } from '../../db/schema/wallet.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import type { Page } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { recordAudit } from '../audit/audit.ts';
import { applyBalanceChange } from '../wallet/ledger.ts';

type RefundRow = typeof balanceRefunds.$inferSelect;

/**
 * The company whose wallet a change for `userId` moves has nobody left (its last member withdrew).
 * Locks as the withdrawal does, member row then company row, so neither waits on the other in
 * turn: the ledger row's key share on the member would otherwise meet the withdrawal's lock on it.
 */
async function companyClosed(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share');
  if (!user?.companyId) return true;
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, user.companyId)).for('share');
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, user.companyId),
        ne(users.status, 'withdrawn'),
        ne(users.memberStatus, 'removed'),
      ),
    )
    .limit(1);
  return !member;
}

const toDto = (r: RefundRow): BalanceRefundDto => ({
  id: r.id,
  amount: String(r.amount),
  bank: r.bank,
  account_number: r.accountNumber,
  holder: r.holder,
  status: r.status,
  status_display: BALANCE_REFUND_STATUS_DISPLAY[r.status] ?? '',
  reject_reason: r.rejectReason,
  created_at: r.createdAt.toISOString(),
  processed_at: r.processedAt?.toISOString() ?? null,
});

/**
 * 잔액 환급 (issue #29 §3). The company's owner (the routes check the role) registers the company's
 * refund account and asks for part or all of the company wallet's recharge balance back. Asking takes the amount off the wallet at once (ledger type 6) so it cannot be spent
 * twice; staff then pay it (status 1, nothing more moves) or reject it (2, ledger type 7 gives it
 * back). The status changes only from 0 under the request row's lock, so a request is settled once.
 */
export class BalanceRefundService {
  constructor(private readonly db: Db) {}

  private async company(userId: number) {
    const [row] = await this.db
      .select({ companyId: users.companyId, company: companies.name })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row?.companyId || !row.company) throw conflict(M.ownerOnly, 'no_company');
    return { companyId: row.companyId, name: row.company };
  }

  async account(userId: number): Promise<RefundAccountStateDto> {
    const { companyId, name } = await this.company(userId);
    const [row] = await this.db.select().from(refundAccounts).where(eq(refundAccounts.companyId, companyId));
    return {
      company_name: name,
      account: row
        ? {
            bank: row.bank,
            account_number: row.accountNumber,
            holder: row.holder,
            updated_at: row.updatedAt.toISOString(),
          }
        : null,
    };
  }

  /** The account must be the business's own: its holder is the company's name. */
  async saveAccount(userId: number, input: RefundAccountRequest): Promise<RefundAccountStateDto> {
    const { companyId, name } = await this.company(userId);
    if (businessNameKey(input.holder) !== businessNameKey(name))
      throw badRequest(M.holderNotCompany, { holder: [M.holderNotCompany] });
    const values = {
      bank: input.bank,
      accountNumber: input.account_number,
      holder: input.holder,
      updatedBy: userId,
      updatedAt: new Date(),
    };
    await this.db
      .insert(refundAccounts)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: refundAccounts.companyId, set: values });
    return this.account(userId);
  }

  /** Asks for `amount` back: held at once (type 6); one request waits at a time. */
  async request(userId: number, amount: number): Promise<BalanceRefundDto> {
    const { companyId } = await this.company(userId);
    const [account] = await this.db
      .select()
      .from(refundAccounts)
      .where(eq(refundAccounts.companyId, companyId));
    if (!account) throw conflict(M.accountMissing, 'refund_account_missing');
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(balanceRefunds)
          .values({
            userId,
            companyId,
            amount,
            bank: account.bank,
            accountNumber: account.accountNumber,
            holder: account.holder,
          })
          .returning();
        await applyBalanceChange(tx, {
          userId,
          transactionType: TRANSACTION_TYPE.REFUND_HOLD,
          amount: -amount,
          balanceRefundId: row!.id,
          memo: `잔액 환급 신청 (${account.bank})`,
        }).catch((error: unknown) => {
          if ((error as { code?: string }).code === 'insufficient_balance')
            throw conflict(M.amountTooLarge, 'insufficient_balance');
          throw error;
        });
        return toDto(row!);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'balance_refunds_one_pending_key'))
        throw conflict(M.pending, 'refund_pending');
      throw error;
    }
  }

  /** The company's requests, newest first. */
  async mine(userId: number, pageReq: PageRequest): Promise<Page<BalanceRefundDto>> {
    const { companyId } = await this.company(userId);
    const where = eq(balanceRefunds.companyId, companyId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(balanceRefunds)
        .where(where)
        .orderBy(desc(balanceRefunds.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(balanceRefunds).where(where),
    ]);
    return pageOf(pageReq, total?.n ?? 0, rows.map(toDto));
  }

  async adminList(status: number | undefined, pageReq: PageRequest): Promise<Page<AdminBalanceRefundDto>> {
    const staff = alias(users, 'processed_staff');
    const where: SQL | undefined = status === undefined ? undefined : eq(balanceRefunds.status, status);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ refund: balanceRefunds, user: users, company: companies.name, staff: staff.username })
        .from(balanceRefunds)
        .innerJoin(users, eq(users.id, balanceRefunds.userId))
        .leftJoin(companies, eq(companies.id, balanceRefunds.companyId))
        .leftJoin(staff, eq(staff.id, balanceRefunds.processedBy))
        .where(where)
        .orderBy(desc(balanceRefunds.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(balanceRefunds).where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map(({ refund, user, company, staff: by }) => ({
        ...toDto(refund),
        member: { id: user.id, username: user.username, fullname: user.fullname, company_name: company },
        processed_by: by,
      })),
    );
  }

  /** Staff transferred the money: 0 → 1 once; a repeat answers the same (nothing moves). */
  async pay(id: number, staffId: number): Promise<{ refund: BalanceRefundDto; changed: boolean }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(balanceRefunds).where(eq(balanceRefunds.id, id)).for('update');
      if (!row) throw notFound(M.notFound);
      if (row.status === BALANCE_REFUND_STATUS.PAID) return { refund: toDto(row), changed: false };
      if (row.status !== BALANCE_REFUND_STATUS.REQUESTED) throw conflict(M.notPending, 'not_pending');
      const [updated] = await tx
        .update(balanceRefunds)
        .set({ status: BALANCE_REFUND_STATUS.PAID, processedBy: staffId, processedAt: new Date() })
        .where(and(eq(balanceRefunds.id, id), eq(balanceRefunds.status, BALANCE_REFUND_STATUS.REQUESTED)))
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'balance_refund.pay',
        targetId: id,
        before: { status: row.status },
        after: {
          status: BALANCE_REFUND_STATUS.PAID,
          amount: row.amount,
          account: `${row.bank} ${row.accountNumber}`,
        },
      });
      return { refund: toDto(updated!), changed: true };
    });
  }

  /**
   * Staff refused it: 0 → 2 once, and the held amount goes back to the wallet (type 7). A request of
   * a company that has since closed (its last member withdrew, DESIGN §4: nothing is credited to a
   * withdrawn wallet) cannot be rejected: the money is the business's and the withdrawal page
   * promised it would be paid, so it stays 환급 대기 until staff pay it. The company row is locked
   * before the wallet, as the withdrawal locks it, so a rejection racing the last withdrawal either
   * credits the wallet before the withdrawal forfeits it or finds the company closed.
   */
  async reject(
    id: number,
    staffId: number,
    reason: string,
  ): Promise<{ refund: BalanceRefundDto; changed: boolean }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(balanceRefunds).where(eq(balanceRefunds.id, id)).for('update');
      if (!row) throw notFound(M.notFound);
      if (row.status === BALANCE_REFUND_STATUS.REJECTED) return { refund: toDto(row), changed: false };
      if (row.status !== BALANCE_REFUND_STATUS.REQUESTED) throw conflict(M.notPending, 'not_pending');
      if (await companyClosed(tx, row.userId)) throw conflict(M.companyClosed, 'company_closed');
      const [updated] = await tx
        .update(balanceRefunds)
        .set({
          status: BALANCE_REFUND_STATUS.REJECTED,
          rejectReason: reason,
          processedBy: staffId,
          processedAt: new Date(),
        })
        .where(and(eq(balanceRefunds.id, id), eq(balanceRefunds.status, BALANCE_REFUND_STATUS.REQUESTED)))
        .returning();
      const { balanceAfter } = await applyBalanceChange(tx, {
        userId: row.userId,
        transactionType: TRANSACTION_TYPE.REFUND_RELEASE,
        amount: row.amount,
        balanceRefundId: row.id,
        staffId,
        memo: `잔액 환급 반려: ${reason}`,
      });
      await recordAudit(tx, {
        staffId,
        action: 'balance_refund.reject',
        targetId: id,
        before: { status: row.status },
        after: {
          status: BALANCE_REFUND_STATUS.REJECTED,
          amount: row.amount,
          reason,
          balance_after: balanceAfter,
        },
      });
      return { refund: toDto(updated!), changed: true };
    });
  }
}
