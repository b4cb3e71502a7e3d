import { type Actor, COMPANY_MESSAGES } from '@bizgift/domain/company';
import { and, eq, gte, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { conflict } from '../../http/errors.ts';

const KST_OFFSET_MS = 9 * 3_600_000;

/** The first instant of the calendar month in Asia/Seoul (no daylight saving: UTC+9 all year). */
export function monthStartKst(now: Date): Date {
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), 1) - KST_OFFSET_MS);
}

/**
 * What members' orders since `since` cost, refunds given back (rejected orders count 0): the sum a
 * monthly limit is held to. Test orders (issue #30 §2) spend test money: they count toward no limit.
 */
export const spentWon = sql<string>`coalesce(sum(${orders.totalOrderAmount} - ${orders.totalRefundAmount}), 0)`;
export const countsTowardLimits = (since: Date | Placeholder<string>) =>
  and(eq(orders.test, false), gte(orders.createdAt, since))!;

/** What a member's orders of this calendar month cost, refunds given back (rejected orders count 0). */
export async function spentThisMonth(
  db: DbOrTx,
  userIds: number[],
  now = new Date(),
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, spent: spentWon })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), countsTowardLimits(monthStartKst(now))))
    .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.spent)]));
}

/** Namespace of the per-member advisory lock orders of a member with a monthly limit take (issue #32 §3). */
const MEMBER_LIMIT_LOCK = 4_232_003;

/**
 * Takes the member's own transaction-scoped advisory lock (issue #32 §3), as SQL: an order of a member
 * with a monthly limit takes it first in its transaction and sums what the member placed this month
 * in a later statement (one that starts after the lock is held, so it sees every order committed
 * before). Orders of one member queue on it, so that sum cannot grow until this order commits or rolls
 * back; only refunds change it meanwhile, and they only lower it. Other members' orders and the
 * company wallet's lock are not held up by it; nothing takes this lock after the wallet's, so the two
 * cannot deadlock.
 */
export const memberLimitLock = (userId: SQL) =>
  sql`pg_advisory_xact_lock(${MEMBER_LIMIT_LOCK}, (${userId}::bigint % 2147483647)::int)`;

/** `{id, username, fullname}` of these accounts (an order's placed_by, an activity's actor). */
export async function actorsById(db: DbOrTx, ids: number[]): Promise<Map<number, Actor>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, fullname: users.fullname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Withdrawal in a company of several (issue #27): true when the member only leaves (other people
 * stay, and so do the wallet, the orders and the company); false when it is the last one, so the
 * company closes as DESIGN §4 says. The last active owner with others still there is refused (409
 * last_owner: hand over ownership or remove them first). The company row is locked so two owners
 * withdrawing at once cannot both leave.
 */
export async function leavesCompany(
  tx: Tx,
  user: { id: number; companyId: number | null; companyRole: string | null },
): Promise<boolean> {
  if (user.companyId === null) return false;
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, user.companyId)).for('update');
  const others = await tx
    .select({ role: users.companyRole, status: users.status, memberStatus: users.memberStatus })
    .from(users)
    .where(
      and(
        eq(users.companyId, user.companyId),
        ne(users.id, user.id),
        ne(users.status, 'withdrawn'),
        ne(users.memberStatus, 'removed'),
      ),
    );
  if (others.length === 0) return false;
  const anotherOwner = others.some(
    (o) => o.role === 'owner' && o.status === 'active' && o.memberStatus === 'active',
  );
  if (user.companyRole === 'owner' && !anotherOwner) {
    throw conflict(COMPANY_MESSAGES.ownerWithdrawWithMembers, 'last_owner');
  }
  return true;
}
