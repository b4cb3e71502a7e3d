import { checkPassword, checkUsername } from '@bizgift/domain/account';
import { BALANCE_ADJUST_MESSAGES, type BalanceAdjustType, type MemberRow } from '@bizgift/domain/admin';
import type { StaffRole } from '@bizgift/domain/auth';
import { TRANSACTION_TYPE, TRANSACTION_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { MFA_MESSAGES } from '@bizgift/domain/mfa';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { userMfa } from '../../db/schema/mfa.ts';
import { companies, notificationSettings, termAgreements, terms, users } from '../../db/schema/users.ts';
import { wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { escapeLike, isUniqueViolation } from '../../db/sql.ts';
import type { Page } from '../../http/envelope.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { recordAudit } from '../audit/audit.ts';
import type { MfaService } from '../auth/mfa/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthService } from '../auth/service.ts';
import { applyBalanceChange, INSUFFICIENT_BALANCE, liveWalletIds } from '../wallet/ledger.ts';

export const ADMIN_MEMBER_MESSAGES = {
  notFound: '회원을 찾을 수 없습니다.',
  belowZero: BALANCE_ADJUST_MESSAGES.belowZero,
  usernameTaken: '이미 사용 중인 아이디입니다.',
  selfDeactivate: '본인 계정은 비활성화할 수 없습니다.',
  notStaff: '운영자 계정을 찾을 수 없습니다.',
  lastSuper:
    '마지막 최고 관리자는 비활성화하거나 운영자로 바꿀 수 없습니다. 다른 최고 관리자를 먼저 지정해주세요.',
  withdrawn: '탈퇴한 회원의 충전금은 조정할 수 없습니다.',
} as const;

export type UserStatus = 'active' | 'suspended' | 'withdrawn';

/** Staff member list filters over users ⟕ companies (the list and its Excel export). */
export function memberListWhere(filters: { q?: string; status?: UserStatus }): SQL {
  const conditions: SQL[] = [eq(users.role, 'member')];
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.q) {
    const text = `%${escapeLike(filters.q)}%`;
    const digits = filters.q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(users.username, text),
        ilike(users.fullname, text),
        ilike(companies.name, text),
        ...(digits.length >= 3
          ? [ilike(companies.businessNumber, `%${digits}%`), ilike(users.phoneNumber, `%${digits}%`)]
          : []),
      )!,
    );
  }
  return and(...conditions)!;
}

export class AdminMemberService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly mfa: Pick<MfaService, 'remove'>,
  ) {}

  /**
   * Two-factor reset for a person who lost both the authenticator and the recovery codes, once
   * staff have verified who is asking (by phone, 고객센터): the authenticator and its codes are
   * removed and every session ends. A staff account is reset only by a 최고 관리자 (the route's
   * scope); an account that must have two-factor enrols again at its next sign-in. Audited.
   */
  async resetMfa(staffId: number, targetId: number, role: 'member' | 'staff') {
    await this.db.transaction(async (tx) => {
      const [target] = await tx
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(and(eq(users.id, targetId), eq(users.role, role)))
        .for('update');
      if (!target)
        throw notFound(role === 'member' ? ADMIN_MEMBER_MESSAGES.notFound : ADMIN_MEMBER_MESSAGES.notStaff);
      if (role === 'staff' && targetId === staffId) {
        throw conflict(
          '자신의 2단계 인증은 초기화할 수 없습니다. 다른 최고 관리자에게 요청해주세요.',
          'self_change',
        );
      }
      const [had] = await tx
        .select({ userId: userMfa.userId })
        .from(userMfa)
        .where(eq(userMfa.userId, targetId));
      if (!had) throw conflict(MFA_MESSAGES.notEnabled, 'mfa_not_enabled');
      await this.mfa.remove(tx, targetId);
      await this.auth.revokeAll(tx, targetId);
      await recordAudit(tx, {
        staffId,
        action: role === 'member' ? 'member.mfa_reset' : 'staff.mfa_reset',
        targetId,
        before: { mfa: true },
        after: { mfa: false },
      });
    });
    return null;
  }

  async list(filters: { q?: string; status?: UserStatus }, pageReq: PageRequest): Promise<Page<MemberRow>> {
    const where = memberListWhere(filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ user: users, company: companies, balance: wallets.recharge })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.mode, 'live')))
        .where(where)
        .orderBy(desc(users.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db
        .select({ n: count() })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map(({ user, company, balance }) => ({
        id: user.id,
        username: user.username,
        fullname: user.fullname,
        email: user.email,
        phone_number: user.phoneNumber,
        status: user.status,
        company_name: company?.name ?? '',
        business_number: company?.businessNumber ?? '',
        balance: String(balance ?? 0),
        created_at: user.createdAt.toISOString(),
      })),
    );
  }

  async detail(memberId: number) {
    const [row] = await this.db
      .select({ user: users, company: companies, wallet: wallets, notification: notificationSettings })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.mode, 'live')))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(and(eq(users.id, memberId), eq(users.role, 'member')))
      .limit(1);
    if (!row) throw notFound(ADMIN_MEMBER_MESSAGES.notFound);
    const agreements = await this.db
      .select({
        title: terms.title,
        version: terms.version,
        isRequired: terms.isRequired,
        isAgreed: termAgreements.isAgreed,
        agreedAt: termAgreements.agreedAt,
      })
      .from(termAgreements)
      .innerJoin(terms, eq(terms.id, termAgreements.termId))
      .where(eq(termAgreements.userId, memberId))
      .orderBy(asc(terms.id));
    const { user, company, wallet, notification } = row;
    return {
      id: user.id,
      username: user.username,
      fullname: user.fullname,
      email: user.email,
      phone_number: user.phoneNumber,
      status: user.status,
      created_at: user.createdAt.toISOString(),
      company: company && {
        name: company.name,
        business_number: company.businessNumber,
        owner_name: company.ownerName,
        primary_phone: company.primaryPhone,
      },
      wallet: { recharge: String(wallet?.recharge ?? 0), reward: String(wallet?.reward ?? 0) },
      notification: notification && {
        is_event_sms_enabled: notification.isEventSmsEnabled,
        is_event_email_enabled: notification.isEventEmailEnabled,
        is_info_sms_enabled: notification.isInfoSmsEnabled,
        is_info_email_enabled: notification.isInfoEmailEnabled,
      },
      terms: agreements.map((a) => ({
        title: a.title,
        version: a.version,
        is_required: a.isRequired,
        is_agreed: a.isAgreed,
        agreed_at: a.agreedAt.toISOString(),
      })),
    };
  }

  async transactions(memberId: number, pageReq: PageRequest) {
    const [member] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.role, 'member')));
    if (!member) throw notFound(ADMIN_MEMBER_MESSAGES.notFound);
    // The live wallet's rows: a test key's test wallet (issue #30 §2) is not the member's money.
    const where = and(
      eq(walletTransactions.userId, memberId),
      sql`${walletTransactions.walletId} in ${liveWalletIds}`,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ tx: walletTransactions, staff: users.username })
        .from(walletTransactions)
        .leftJoin(users, eq(users.id, walletTransactions.staffId))
        .where(where)
        .orderBy(desc(walletTransactions.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(walletTransactions).where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map(({ tx, staff }) => ({
        id: tx.id,
        transaction_type: tx.transactionType,
        transaction_type_display: TRANSACTION_TYPE_DISPLAY[tx.transactionType] ?? '',
        amount: String(tx.amount),
        balance_after: String(tx.balanceAfter),
        memo: tx.memo,
        staff,
        order_id: tx.orderId,
        recharge_id: tx.rechargeId,
        created_at: tx.createdAt.toISOString(),
      })),
    );
  }

  /** Type 4 adds, type 5 subtracts; never below zero (the ledger refuses it in the same transaction). */
  async adjustBalance(
    staffId: number,
    memberId: number,
    input: { transactionType: BalanceAdjustType; amount: number; reason: string },
  ) {
    await this.db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(and(eq(users.id, memberId), eq(users.role, 'member')));
      if (!member) throw notFound(ADMIN_MEMBER_MESSAGES.notFound);
      // A withdrawn member's balance was forfeited with its own ledger entry; it stays closed.
      if (member.status === 'withdrawn') throw conflict(ADMIN_MEMBER_MESSAGES.withdrawn, 'withdrawn');
      const signed = input.transactionType === TRANSACTION_TYPE.ADMIN_ADD ? input.amount : -input.amount;
      let result: Awaited<ReturnType<typeof applyBalanceChange>>;
      try {
        result = await applyBalanceChange(tx, {
          userId: memberId,
          transactionType: input.transactionType,
          amount: signed,
          staffId,
          memo: input.reason,
        });
      } catch (error) {
        if (error instanceof AppError && error.message === INSUFFICIENT_BALANCE) {
          throw conflict(ADMIN_MEMBER_MESSAGES.belowZero, 'insufficient_balance');
        }
        throw error;
      }
      await recordAudit(tx, {
        staffId,
        action: input.transactionType === TRANSACTION_TYPE.ADMIN_ADD ? 'wallet.add' : 'wallet.subtract',
        targetId: memberId,
        before: { recharge: result.balanceAfter - signed },
        after: { recharge: result.balanceAfter, amount: signed, reason: input.reason },
      });
    });
    return this.detail(memberId);
  }

  async setStatus(staffId: number, memberId: number, status: 'active' | 'suspended') {
    await this.db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(and(eq(users.id, memberId), eq(users.role, 'member')))
        .for('update');
      if (!member) throw notFound(ADMIN_MEMBER_MESSAGES.notFound);
      if (member.status === 'withdrawn')
        throw conflict('탈퇴한 회원의 상태는 바꿀 수 없습니다.', 'withdrawn');
      await tx.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, memberId));
      if (status === 'suspended') await this.auth.revokeAll(tx, memberId);
      await recordAudit(tx, {
        staffId,
        action: status === 'suspended' ? 'member.suspend' : 'member.reactivate',
        targetId: memberId,
        before: { status: member.status },
        after: { status },
      });
    });
    return this.detail(memberId);
  }

  async listStaff() {
    const rows = await this.db.select().from(users).where(eq(users.role, 'staff')).orderBy(asc(users.id));
    return rows.map((u) => ({
      id: u.id,
      username: u.username,
      fullname: u.fullname,
      email: u.email,
      status: u.status,
      staff_role: u.staffRole ?? 'operator',
      created_at: u.createdAt.toISOString(),
    }));
  }

  async createStaff(
    staffId: number,
    input: { username: string; password: string; fullname: string; email: string; staff_role: StaffRole },
  ) {
    const username = checkUsername(input.username);
    if (!username.ok) throw badRequest(username.message, { username: [username.message] });
    const password = checkPassword(input.password);
    if (!password.ok) throw badRequest(password.message, { password: [password.message] });
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            role: 'staff',
            staffRole: input.staff_role,
            fullname: input.fullname,
            email: input.email,
          })
          .returning();
        await recordAudit(tx, {
          staffId,
          action: 'staff.create',
          targetId: created!.id,
          after: {
            username: created!.username,
            fullname: created!.fullname,
            email: created!.email,
            staff_role: input.staff_role,
          },
        });
        return {
          id: created!.id,
          username: created!.username,
          fullname: created!.fullname,
          email: created!.email,
          status: created!.status,
          staff_role: input.staff_role,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ADMIN_MEMBER_MESSAGES.usernameTaken, 'username_taken');
      throw error;
    }
  }

  async setStaffStatus(staffId: number, targetId: number, status: 'active' | 'suspended') {
    if (staffId === targetId) throw conflict(ADMIN_MEMBER_MESSAGES.selfDeactivate, 'self');
    await this.db.transaction(async (tx) => {
      const target = await lockStaffTarget(tx, targetId);
      if (status === 'suspended' && target.status === 'active' && target.staffRole === 'super')
        await assertAnotherSuper(tx, targetId);
      await tx.update(users).set({ status }).where(eq(users.id, targetId));
      if (status === 'suspended') await this.auth.revokeAll(tx, targetId);
      await recordAudit(tx, {
        staffId,
        action: status === 'suspended' ? 'staff.deactivate' : 'staff.reactivate',
        targetId,
        before: { status: target.status },
        after: { status },
      });
    });
    return (await this.listStaff()).find((s) => s.id === targetId);
  }

  /** 최고 관리자 ↔ 운영자. The last active 최고 관리자 keeps the role (also when it is the caller). */
  async setStaffRole(staffId: number, targetId: number, staffRole: StaffRole) {
    await this.db.transaction(async (tx) => {
      const target = await lockStaffTarget(tx, targetId);
      if (target.staffRole === staffRole) return;
      if (target.staffRole === 'super' && target.status === 'active') await assertAnotherSuper(tx, targetId);
      await tx.update(users).set({ staffRole }).where(eq(users.id, targetId));
      await recordAudit(tx, {
        staffId,
        action: 'staff.role',
        targetId,
        before: { staff_role: target.staffRole },
        after: { staff_role: staffRole },
      });
    });
    return (await this.listStaff()).find((s) => s.id === targetId);
  }
}

/**
 * Locks every active 최고 관리자 (in id order), then the target staff row. Two 최고 관리자 taking
 * each other's role or account at the same time queue here, and the second sees the first's change.
 */
async function lockStaffTarget(tx: DbOrTx, targetId: number) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'staff'), eq(users.staffRole, 'super'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx
    .select({ id: users.id, status: users.status, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.id, targetId), eq(users.role, 'staff')))
    .for('update');
  if (!target) throw notFound(ADMIN_MEMBER_MESSAGES.notStaff);
  return target;
}

async function assertAnotherSuper(tx: DbOrTx, targetId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.role, 'staff'),
        eq(users.staffRole, 'super'),
        eq(users.status, 'active'),
        sql`${users.id} <> ${targetId}`,
      ),
    );
  if ((row?.n ?? 0) === 0) throw conflict(ADMIN_MEMBER_MESSAGES.lastSuper, 'last_super');
}
