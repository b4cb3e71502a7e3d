import { randomUUID } from 'node:crypto';
import {
  COMPANY_PROFILE_MESSAGES,
  type CompanyProfileRequest,
  ACCOUNT_MESSAGES as M,
  normalizeBusinessNumber,
} from '@bizgift/domain/account';
import { ORDER_STATUS, RECHARGE_METHOD, RECHARGE_STATUS, TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { COMPANY_ROLE_LABELS, type InvitedSignUpRequest } from '@bizgift/domain/company';
import { and, asc, desc, eq, gt, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { contacts, messageTemplates } from '../../db/schema/contacts.ts';
import {
  businessNumberBlocks,
  businessVerifications,
  identityVerifications,
} from '../../db/schema/identity.ts';
import { orders } from '../../db/schema/orders.ts';
import { companies, notificationSettings, termAgreements, terms, users } from '../../db/schema/users.ts';
import { recharges, wallets } from '../../db/schema/wallet.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { BusinessStatusChecker } from '../../providers/business/business-status.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { type AuthService, toPublicUser } from '../auth/service.ts';
import { logActivity } from '../company/activity.ts';
import { leavesCompany } from '../company/people.ts';
import { acceptInvitation, markInvitationAccepted } from '../company/service.ts';
import type { IdentityService } from '../identity/service.ts';
import { cancelReservedIn, refundWholeOrderIn } from '../orders/service.ts';
import { applyBalanceChange, lockWallets } from '../wallet/ledger.ts';

/** A verified business number is good for this long for the sign-up that follows. */
const BUSINESS_VERIFICATION_TTL_MINUTES = 60;
/** DESIGN §4 Withdrawal: the business number cannot sign up again for 60 days. */
export const REJOIN_BLOCK_DAYS = 60;
export const WITHDRAWAL_MEMO = '회원 탈퇴로 인한 충전금 소멸';
/** Why a bank-transfer request still waiting for staff is closed when its member withdraws. */
export const WITHDRAWAL_RECHARGE_REASON = '회원 탈퇴로 인한 충전 요청 취소';
/** Why a card payment still open is closed when its member withdraws (a later capture finds it closed). */
export const WITHDRAWAL_PAYMENT_REASON = 'WITHDRAWN: 회원 탈퇴로 인한 결제 취소';
const WITHDRAWAL_RESERVED_REASON = '회원 탈퇴로 예약 발송 취소';
const WITHDRAWAL_APPROVAL_REASON = '회사 탈퇴로 승인 대기 주문 취소';

export interface CorporateSignUp {
  user: {
    username: string;
    password: string;
    email: string;
    user_type: 'corporate';
    terms: { term_id: number; is_agreed: boolean }[];
    notification: {
      is_event_sms_enabled: boolean;
      is_event_email_enabled: boolean;
      is_info_sms_enabled: boolean;
      is_info_email_enabled: boolean;
    };
    referral_code?: string | null;
    order_id: string;
  };
  company_name: string;
  business_number: string;
  owner_name: string;
  primary_phone: string;
}

type UserRow = typeof users.$inferSelect;

const sameUsername = (username: string) => eq(sql`lower(${users.username})`, username.trim().toLowerCase());

type InvitedSignUp = Omit<InvitedSignUpRequest, 'terms'> & {
  terms: { term_id: number; is_agreed: boolean }[];
};

export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly identity: IdentityService,
    private readonly businessStatus: BusinessStatusChecker | undefined,
  ) {}

  // ── Sign-up ────────────────────────────────────────────────────────────────────────────

  /** Business number step: check digit (schema), not blocked, not taken, active at the NTS when configured. */
  async verifyBusinessNumber(businessNumber: string, companyName: string) {
    const number = normalizeBusinessNumber(businessNumber);
    await this.assertBusinessNumberFree(this.db, number);
    if (this.businessStatus) {
      let status: Awaited<ReturnType<BusinessStatusChecker['status']>>;
      try {
        status = await this.businessStatus.status(number);
      } catch (error) {
        if (error instanceof ProviderError) {
          throw new AppError(
            503,
            '국세청 사업자 상태조회에 실패했습니다. 잠시 후 다시 시도해주세요.',
            'nts_unavailable',
          );
        }
        throw error;
      }
      if (status === 'unregistered') throw badRequest('국세청에 등록되지 않은 사업자등록번호입니다.');
      if (status !== 'active') throw badRequest(M.businessNotActive);
    }
    await this.db
      .insert(businessVerifications)
      .values({ businessNumber: number, companyName: companyName.trim() });
    return { business_number: number, company_name: companyName.trim(), verified: true };
  }

  async checkUsername(username: string) {
    const [taken] = await this.db.select({ id: users.id }).from(users).where(sameUsername(username)).limit(1);
    if (taken) throw conflict(M.usernameTaken, 'username_taken');
    return { username: username.trim(), available: true };
  }

  async listTerms() {
    const rows = await this.db
      .select({
        id: terms.id,
        title: terms.title,
        content: terms.content,
        is_required: terms.isRequired,
        kind: terms.kind,
      })
      .from(terms)
      .where(eq(terms.isActive, true))
      .orderBy(desc(terms.isRequired), asc(terms.id));
    return rows;
  }

  /**
   * Everything re-checked on the server, then company, member, wallet, term agreements and
   * notification settings in one transaction. Concurrent sign-ups of one business number queue
   * on an advisory lock; a duplicate username loses on the unique index. Nothing half-created.
   */
  async registerCorporate(payload: CorporateSignUp) {
    const number = normalizeBusinessNumber(payload.business_number);
    const companyName = payload.company_name.trim();
    const username = payload.user.username.trim();
    const { activeTerms, agreed } = await this.checkTerms(payload.user.terms, 'user.terms');
    const passwordHash = await hashPassword(payload.user.password);

    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`business:${number}`}))`);
        await this.assertBusinessNumberFree(tx, number);
        const [verified] = await tx
          .select({ id: businessVerifications.id })
          .from(businessVerifications)
          .where(
            and(
              eq(businessVerifications.businessNumber, number),
              eq(businessVerifications.companyName, companyName),
              gt(
                businessVerifications.verifiedAt,
                sql`now() - make_interval(mins => ${BUSINESS_VERIFICATION_TTL_MINUTES})`,
              ),
            ),
          )
          .limit(1);
        if (!verified)
          throw badRequest(M.businessVerificationRequired, {
            business_number: [M.businessVerificationRequired],
          });
        const [taken] = await tx.select({ id: users.id }).from(users).where(sameUsername(username)).limit(1);
        if (taken) throw conflict(M.usernameTaken, 'username_taken');
        const person = await this.identity.consume(tx, payload.user.order_id, 20);

        const [company] = await tx
          .insert(companies)
          .values({
            name: companyName,
            businessNumber: number,
            ownerName: payload.owner_name.trim(),
            primaryPhone: payload.primary_phone.trim(),
          })
          .returning({ id: companies.id });
        const [user] = await tx
          .insert(users)
          .values({
            username,
            passwordHash,
            role: 'member',
            fullname: person.name,
            email: payload.user.email.trim(),
            phoneNumber: person.phoneNumber,
            ciHash: person.ciHash,
            diHash: person.diHash,
            companyId: company!.id,
            companyRole: 'owner',
            userType: 'corporate',
            referralCode: payload.user.referral_code?.trim() || null,
          })
          .returning();
        await tx.insert(wallets).values({ userId: user!.id, companyId: company!.id });
        await tx
          .insert(termAgreements)
          .values(
            activeTerms.map((t) => ({ userId: user!.id, termId: t.id, isAgreed: agreed.get(t.id) === true })),
          );
        const n = payload.user.notification;
        await tx.insert(notificationSettings).values({
          userId: user!.id,
          isEventSmsEnabled: n.is_event_sms_enabled,
          isEventEmailEnabled: n.is_event_email_enabled,
          isInfoSmsEnabled: n.is_info_sms_enabled,
          isInfoEmailEnabled: n.is_info_email_enabled,
        });
        return {
          username: user!.username,
          email: user!.email,
          fullname: user!.fullname,
          company_name: companyName,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_lower_key'))
        throw conflict(M.usernameTaken, 'username_taken');
      throw error;
    }
  }

  /** Every required term agreed, no unknown term: the active terms and what was agreed to each. */
  private async checkTerms(answers: { term_id: number; is_agreed: boolean }[], field: string) {
    const activeTerms = await this.db.select().from(terms).where(eq(terms.isActive, true));
    const agreed = new Map(answers.map((t) => [t.term_id, t.is_agreed]));
    const unknown = [...agreed.keys()].filter((id) => !activeTerms.some((t) => t.id === id));
    if (unknown.length)
      throw badRequest('존재하지 않는 약관이 포함되어 있습니다.', {
        [field]: ['존재하지 않는 약관이 포함되어 있습니다.'],
      });
    if (activeTerms.some((t) => t.isRequired && agreed.get(t.id) !== true)) {
      throw badRequest(M.termsRequired, { [field]: [M.termsRequired] });
    }
    return { activeTerms, agreed };
  }

  /**
   * Issue #27 §2: the invitee of a company signs up with the link's token and a new identity
   * verification (type 20), no business number, and joins that company with the invited role and
   * limit. The invitation is locked and used in the same transaction: one link, one account.
   */
  async registerInvited(payload: InvitedSignUp) {
    const username = payload.username.trim();
    const { activeTerms, agreed } = await this.checkTerms(payload.terms, 'terms');
    const passwordHash = await hashPassword(payload.password);
    try {
      return await this.db.transaction(async (tx) => {
        const now = new Date();
        const invitation = await acceptInvitation(tx, payload.token, now);
        const [taken] = await tx.select({ id: users.id }).from(users).where(sameUsername(username)).limit(1);
        if (taken) throw conflict(M.usernameTaken, 'username_taken');
        const person = await this.identity.consume(tx, payload.order_id, 20);
        const [company] = await tx.select().from(companies).where(eq(companies.id, invitation.companyId));
        const [user] = await tx
          .insert(users)
          .values({
            username,
            passwordHash,
            role: 'member',
            fullname: payload.fullname.trim() || person.name,
            email: payload.email.trim(),
            phoneNumber: person.phoneNumber,
            ciHash: person.ciHash,
            diHash: person.diHash,
            companyId: invitation.companyId,
            companyRole: invitation.role,
            monthlyLimit: invitation.monthlyLimit,
            userType: 'corporate',
          })
          .returning();
        await markInvitationAccepted(tx, invitation.id, user!.id, now);
        await tx
          .insert(termAgreements)
          .values(
            activeTerms.map((t) => ({ userId: user!.id, termId: t.id, isAgreed: agreed.get(t.id) === true })),
          );
        await tx.insert(notificationSettings).values({ userId: user!.id });
        await logActivity(tx, {
          companyId: invitation.companyId,
          actorId: user!.id,
          action: 'member.joined',
          target: `${user!.fullname} (${user!.username})`,
          detail: COMPANY_ROLE_LABELS[invitation.role],
        });
        return {
          username: user!.username,
          email: user!.email,
          fullname: user!.fullname,
          company_name: company!.name,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_lower_key'))
        throw conflict(M.usernameTaken, 'username_taken');
      throw error;
    }
  }

  private async assertBusinessNumberFree(db: DbOrTx, number: string) {
    const [block] = await db
      .select({ until: businessNumberBlocks.blockedUntil })
      .from(businessNumberBlocks)
      .where(
        and(
          eq(businessNumberBlocks.businessNumber, number),
          gt(businessNumberBlocks.blockedUntil, sql`now()`),
        ),
      )
      .limit(1);
    if (block) {
      const date = block.until.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });
      throw new AppError(
        409,
        `${M.businessBlocked} ${date}부터 다시 가입할 수 있습니다.`,
        'business_blocked',
      );
    }
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(companies.businessNumber, number), ne(users.status, 'withdrawn')))
      .limit(1);
    if (existing) throw conflict(M.businessAlreadyRegistered, 'business_registered');
  }

  // ── Find account ───────────────────────────────────────────────────────────────────────

  /** DESIGN §4 Identity: members are found by the verified person's CI, never by a typed name or phone. */
  private membersByCi(db: DbOrTx, ciHash: string) {
    return db
      .select()
      .from(users)
      .where(and(eq(users.ciHash, ciHash), eq(users.role, 'member'), eq(users.status, 'active')))
      .orderBy(desc(users.createdAt), desc(users.id));
  }

  /**
   * Type 21: the usernames of the verified person (newest first). The verification is used up first,
   * in its own statement, so a lookup that finds nothing has spent it too.
   */
  async findId(orderId: string) {
    const person = await this.identity.consume(this.db, orderId, 21);
    const rows = await this.membersByCi(this.db, person.ciHash);
    if (!rows.length) throw notFound(M.findIdNone);
    return {
      username: rows[0]!.username,
      accounts: rows.map((r) => ({ username: r.username, created_at: r.createdAt.toISOString() })),
    };
  }

  /** Type 22 first step: confirms the verified person has an account (the verification stays usable). */
  async findPassword(orderId: string) {
    const person = await this.identity.peek(orderId, 22);
    const rows = await this.membersByCi(this.db, person.ciHash);
    if (!rows.length) throw notFound(M.findIdNone);
    return { verified: true, name: person.name, account_count: rows.length };
  }

  /**
   * Type 22: the verified person's CI must be the one the account was signed up with. The
   * verification is used up before the check, so a failed attempt cannot be retried against
   * another username. Ends every session.
   */
  async resetPassword(orderId: string, username: string, newPassword: string) {
    const passwordHash = await hashPassword(newPassword);
    const person = await this.identity.consume(this.db, orderId, 22);
    await this.db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(sameUsername(username), eq(users.role, 'member'), eq(users.status, 'active')))
        .for('update')
        .limit(1);
      if (!user?.ciHash || user.ciHash !== person.ciHash) {
        throw new AppError(400, M.resetMismatchAccount, 'identity_mismatch');
      }
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      await this.auth.revokeAll(tx, user.id);
    });
    return null;
  }

  // ── Profile ────────────────────────────────────────────────────────────────────────────

  private async row(db: DbOrTx, userId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound('회원 정보를 찾을 수 없습니다.');
    return row;
  }

  async me(userId: number) {
    const row = await this.row(this.db, userId);
    const [company] = row.companyId
      ? await this.db.select().from(companies).where(eq(companies.id, row.companyId)).limit(1)
      : [];
    return {
      ...toPublicUser(row),
      user_type: row.userType,
      company: company
        ? {
            name: company.name,
            business_number: company.businessNumber,
            owner_name: company.ownerName,
            primary_phone: company.primaryPhone,
            business_type: company.businessType ?? '',
            address: company.address ?? '',
          }
        : null,
    };
  }

  /** The buyer block of the member's documents: 업태/종목 and address (issue #29 §7). */
  async updateCompanyProfile(userId: number, input: CompanyProfileRequest) {
    const row = await this.row(this.db, userId);
    if (!row.companyId) throw conflict(COMPANY_PROFILE_MESSAGES.noCompany, 'no_company');
    await this.db
      .update(companies)
      .set({ businessType: input.business_type || null, address: input.address || null })
      .where(eq(companies.id, row.companyId));
    return this.me(userId);
  }

  async updateProfile(userId: number, fullname: string, email: string) {
    await this.db
      .update(users)
      .set({ fullname: fullname.trim(), email: email.trim(), updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return this.me(userId);
  }

  /** Current password required; every other session's refresh token is revoked, this client gets a new pair. */
  async changePassword(userId: number, current: string, next: string) {
    const row = await this.row(this.db, userId);
    if (!(await verifyPassword(row.passwordHash, current))) {
      throw badRequest(M.currentPasswordWrong, { password: [M.currentPasswordWrong] });
    }
    if (current === next) throw badRequest(M.newPasswordSame, { new_password: [M.newPasswordSame] });
    const passwordHash = await hashPassword(next);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
      await this.auth.revokeAll(tx, userId);
    });
    return this.auth.issuePair(userId, row.role, randomUUID());
  }

  /**
   * DESIGN §4 Withdrawal, one transaction: password checked; pending recharges and reserved orders
   * closed (reserved orders refunded first);
   * balance forfeited with a ledger row (type 5); personal data erased from the member and company
   * rows (the username is freed) and from the used identity results; refresh tokens revoked; the
   * business number blocked from signing up for 60 days.
   */
  async withdraw(userId: number, password: string) {
    const row = await this.row(this.db, userId);
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw badRequest(M.withdrawPasswordWrong, { password: [M.withdrawPasswordWrong] });
    }
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
      if (user?.status !== 'active')
        throw conflict('이미 탈퇴했거나 이용할 수 없는 계정입니다.', 'not_active');
      // Issue #27: with other people in the company, a member's withdrawal is leaving it: the wallet,
      // the orders and the company stay theirs. The last active owner must hand over or remove first.
      if (await leavesCompany(tx, user)) {
        await logActivity(tx, {
          companyId: user.companyId!,
          actorId: user.id,
          action: 'member.left',
          target: user.username,
        });
      } else {
        await this.closeCompanyIn(tx, user);
      }

      // The identity results that proved this person (name, phone, birth date) go too; a
      // verification still open for a new sign-up stays usable.
      const sameperson = [
        user.phoneNumber ? eq(identityVerifications.phoneNumber, user.phoneNumber) : undefined,
        user.ciHash ? eq(identityVerifications.ciHash, user.ciHash) : undefined,
      ].filter((c) => c !== undefined);
      if (sameperson.length) {
        await tx
          .update(identityVerifications)
          .set({
            name: null,
            phoneNumber: null,
            birthDate: null,
            gender: null,
            carrier: null,
            ciHash: null,
            diHash: null,
          })
          .where(
            and(
              or(...sameperson),
              or(isNotNull(identityVerifications.usedAt), lte(identityVerifications.expiresAt, sql`now()`)),
            ),
          );
      }

      await tx
        .update(users)
        .set({
          username: `withdrawn_${user.id}`,
          passwordHash: '!withdrawn',
          fullname: '탈퇴회원',
          email: '',
          phoneNumber: '',
          referralCode: null,
          ciHash: null,
          diHash: null,
          status: 'withdrawn',
          withdrawnAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      await tx
        .update(notificationSettings)
        .set({
          isEventSmsEnabled: false,
          isEventEmailEnabled: false,
          isInfoSmsEnabled: false,
          isInfoEmailEnabled: false,
        })
        .where(eq(notificationSettings.userId, userId));
      await this.auth.revokeAll(tx, userId);
    });
    return null;
  }

  /**
   * The member is its company's last: its money and company data go as DESIGN §4 says (pending
   * recharges closed, reserved orders refunded, the balance forfeited, the company erased and its
   * business number blocked).
   */
  private async closeCompanyIn(tx: Tx, user: typeof users.$inferSelect) {
    const userId = user.id;
    // Bank transfers still waiting for staff are closed first, so approving one later cannot credit
    // a withdrawn wallet. Recharge rows before the wallet: the same lock order as staff approval.
    await tx
      .update(recharges)
      .set({ status: RECHARGE_STATUS.REJECTED, failReason: WITHDRAWAL_RECHARGE_REASON })
      .where(
        and(
          eq(recharges.userId, userId),
          eq(recharges.status, RECHARGE_STATUS.PENDING),
          eq(recharges.rechargeMethod, RECHARGE_METHOD.BANK_TRANSFER),
        ),
      );
    // Card payments still open too: a Danal return then has nothing to capture, and an approval
    // the provider sends anyway is flagged for staff instead of credited (RechargeService.settleIn).
    await tx
      .update(recharges)
      .set({ status: RECHARGE_STATUS.FAILED, failReason: WITHDRAWAL_PAYMENT_REASON })
      .where(
        and(
          eq(recharges.userId, userId),
          eq(recharges.status, RECHARGE_STATUS.PENDING),
          eq(recharges.rechargeMethod, RECHARGE_METHOD.INTEGRATED),
        ),
      );

    // Reserved orders not yet due are cancelled and refunded before the balance is forfeited, so
    // no voucher is sent later on behalf of a withdrawn member. Orders in id order, as everywhere.
    const now = new Date();
    const reserved = await tx
      .select()
      .from(orders)
      .where(
        and(
          user.companyId ? eq(orders.companyId, user.companyId) : eq(orders.userId, userId),
          eq(orders.isReserved, true),
          eq(orders.status, ORDER_STATUS.PAYMENT_PENDING),
          gt(orders.deliveryAt, now),
        ),
      )
      .orderBy(asc(orders.id))
      .for('update');
    for (const order of reserved) await cancelReservedIn(tx, order, now, WITHDRAWAL_RESERVED_REASON);

    // Issue #27: a sender's orders still waiting for approval have nobody left to decide them. They
    // are refunded whole now (ledger type 3, once: the row is locked and must still be waiting), as
    // a rejection would, before the balance is forfeited; nothing is issued for a closed company.
    if (user.companyId) {
      const waiting = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, user.companyId), eq(orders.status, ORDER_STATUS.APPROVAL_PENDING)))
        .orderBy(asc(orders.id))
        .for('update');
      for (const order of waiting) {
        await tx.execute(sql`select id from deliveries where order_id = ${order.id} order by id for update`);
        await refundWholeOrderIn(tx, order, now, WITHDRAWAL_APPROVAL_REASON);
      }
    }

    const [hasWallet] = await tx
      .select({ id: wallets.id })
      .from(wallets)
      // The company's wallet, whoever opened it (the founder may have left before the last member).
      .where(
        and(
          eq(wallets.mode, 'live'),
          user.companyId ? eq(wallets.companyId, user.companyId) : eq(wallets.userId, userId),
        ),
      )
      .limit(1);
    if (hasWallet) {
      const [wallet] = await lockWallets(tx, [userId]);
      if (wallet!.recharge > 0) {
        await applyBalanceChange(tx, {
          userId,
          transactionType: TRANSACTION_TYPE.ADMIN_SUBTRACT,
          amount: -wallet!.recharge,
          memo: WITHDRAWAL_MEMO,
        });
      }
      if (wallet!.reward > 0) {
        await tx.update(wallets).set({ reward: 0, updatedAt: sql`now()` }).where(eq(wallets.id, wallet!.id));
      }
    }

    if (user.companyId) {
      const [company] = await tx.select().from(companies).where(eq(companies.id, user.companyId)).limit(1);
      if (company?.businessNumber) {
        const blockedUntil = sql`now() + make_interval(days => ${REJOIN_BLOCK_DAYS})`;
        await tx
          .insert(businessNumberBlocks)
          .values({ businessNumber: company.businessNumber, blockedUntil })
          .onConflictDoUpdate({ target: businessNumberBlocks.businessNumber, set: { blockedUntil } });
      }
      // The address book is the company's personal data about other people (issue #31 §1): erased,
      // anniversaries with it (cascade); the saved messages go with the company too.
      await tx.delete(contacts).where(eq(contacts.companyId, user.companyId));
      await tx.delete(messageTemplates).where(eq(messageTemplates.companyId, user.companyId));
      await tx
        .update(companies)
        .set({
          name: '탈퇴회원',
          businessNumber: '',
          ownerName: '',
          primaryPhone: '',
          businessType: null,
          address: null,
        })
        .where(eq(companies.id, user.companyId));
    }
  }
}
