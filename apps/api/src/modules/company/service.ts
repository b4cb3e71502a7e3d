import { createHash, randomBytes } from 'node:crypto';
import { ORDER_STATUS } from '@bizgift/domain/codes';
import {
  APPROVAL_TTL_DAYS,
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  type CompanyDto,
  type CompanyMemberDto,
  type CompanyRole,
  INVITATION_TTL_DAYS,
  type InvitationDto,
  type InvitationPreviewDto,
  type InvitationRequest,
  type MemberUpdateRequest,
  type PolicyRequest,
  type StaffCompanyDto,
} from '@bizgift/domain/company';
import { MFA_MESSAGES } from '@bizgift/domain/mfa';
import { formatWon } from '@bizgift/domain/money';
import { and, asc, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { companyInvitations } from '../../db/schema/company.ts';
import { orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest } from '../../http/pagination.ts';
import type { EmailSender } from '../../providers/email/email-sender.ts';
import type { Owner } from '../auth/caller.ts';
import type { MfaGate } from '../auth/mfa/gate.ts';
import { emitOrderEvent, refundWholeOrderIn } from '../orders/service.ts';
import { logActivity } from './activity.ts';
import { revokeKeysOfCreator } from './api-keys.ts';
import { sendNotice } from './mail.ts';
import { actorsById, spentThisMonth } from './people.ts';
import { visibleTo } from './policy.ts';

export const WORKSPACE_MESSAGES = {
  lastOwner: '회사에는 대표 관리자가 한 명 이상 있어야 합니다.',
  self: '본인의 역할·상태는 다른 대표 관리자가 바꿀 수 있습니다.',
  memberNotFound: '구성원을 찾을 수 없습니다.',
  alreadyMember: '이미 이 회사의 구성원인 이메일입니다.',
  orderNotPending: '승인 대기 중인 주문이 아닙니다.',
  ownOrder: '본인이 요청한 주문은 승인하거나 반려할 수 없습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY_MS = 86_400_000;
const wonOrNull = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
const wonText = (value: number | null) => (value === null ? '한도 없음' : formatWon(value));

export interface CompanyOptions {
  mailFrom: string;
  publicUrl: () => string;
  /** Schedules an approved order's deliveries (the delivery queue). */
  scheduleOrder: (orderId: number, runAt: Date) => Promise<void>;
  /** Whether the owner has two-factor on (it must before requiring it of everyone). */
  mfa: Pick<MfaGate, 'state'>;
  now?: () => Date;
}

type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'fullname' | 'email' | 'companyRole' | 'memberStatus' | 'monthlyLimit'
>;

/** The company workspace (issue #27): the company, its people, invitations, policy and approvals. */
export class CompanyService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly email: EmailSender,
    private readonly options: CompanyOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The caller's company, its policy and the caller's own role, limit and spending this month. */
  async get(userId: number): Promise<CompanyDto> {
    const [row] = await this.db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row?.user.companyRole) throw notFound();
    const spent = (await spentThisMonth(this.db, [userId], this.now())).get(userId) ?? 0;
    return {
      id: row.company.id,
      name: row.company.name,
      business_number: row.company.businessNumber,
      role: row.user.companyRole,
      policy: policyOf(row.company),
      monthly_limit: row.user.monthlyLimit === null ? null : String(row.user.monthlyLimit),
      spent_this_month: String(spent),
    };
  }

  async members(companyId: number): Promise<CompanyMemberDto[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(
        and(eq(users.companyId, companyId), ne(users.memberStatus, 'removed'), ne(users.status, 'withdrawn')),
      )
      .orderBy(asc(users.id));
    const spent = await spentThisMonth(
      this.db,
      rows.map((r) => r.id),
      this.now(),
    );
    return rows.map((r) => memberDto(r, spent.get(r.id) ?? 0));
  }

  /**
   * The owner changes a member's role, limit or status. The company's rows of owners are locked
   * first (in id order), so two owners demoting each other at once cannot leave the company with none.
   */
  async updateMember(owner: Owner, memberId: number, patch: MemberUpdateRequest): Promise<CompanyMemberDto> {
    const disabled = await this.db.transaction(async (tx) => {
      const people = await lockPeople(tx, owner.companyId);
      const member = people.find((p) => p.id === memberId && p.memberStatus !== 'removed');
      if (!member) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
      const role = patch.role ?? member.companyRole!;
      const status = patch.status ?? (member.memberStatus as 'active' | 'suspended');
      if (member.id === owner.userId && (role !== member.companyRole || status !== member.memberStatus)) {
        throw conflict(WORKSPACE_MESSAGES.self, 'self_change');
      }
      const ownersAfter = people.filter((p) =>
        p.id === memberId ? role === 'owner' && status === 'active' : isActiveOwner(p),
      );
      if (ownersAfter.length === 0) throw conflict(WORKSPACE_MESSAGES.lastOwner, 'last_owner');
      const limit = patch.monthly_limit === undefined ? member.monthlyLimit : wonOrNull(patch.monthly_limit);
      await tx
        .update(users)
        .set({
          companyRole: role,
          memberStatus: status,
          monthlyLimit: limit,
          // Locked out at once: tokens issued before a suspension are refused.
          ...(status === 'suspended' && member.memberStatus !== 'suspended'
            ? { tokenVersion: sql`${users.tokenVersion} + 1` }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, memberId));
      const target = `${member.fullname} (${member.username})`;
      const log = (action: Parameters<typeof logActivity>[1]['action'], detail: string) =>
        logActivity(tx, { companyId: owner.companyId, actorId: owner.userId, action, target, detail });
      if (role !== member.companyRole) {
        await log(
          'member.role_changed',
          `${COMPANY_ROLE_LABELS[member.companyRole!]} → ${COMPANY_ROLE_LABELS[role]}`,
        );
      }
      if (limit !== member.monthlyLimit) {
        await log('member.limit_changed', `${wonText(member.monthlyLimit)} → ${wonText(limit)}`);
      }
      if (status !== member.memberStatus) {
        await log(status === 'suspended' ? 'member.suspended' : 'member.reactivated', target);
      }
      if (member.companyRole !== 'owner' || role === 'owner') return null;
      const why = `만든 사람의 역할이 ${COMPANY_ROLE_LABELS[role]}(으)로 바뀌어 사용 중지`;
      const keys = await revokeKeysOfCreator(tx, owner, member.id, why);
      return { member, keys, why: `님의 역할이 ${COMPANY_ROLE_LABELS[role]}(으)로 바뀌어` };
    });
    if (disabled) await this.tellOwnersKeysDisabled(owner.companyId, disabled);
    return (await this.members(owner.companyId)).find((m) => m.id === memberId)!;
  }

  /** The owner removes a member: locked out at once, its orders stay with the company. */
  async removeMember(owner: Owner, memberId: number): Promise<void> {
    const disabled = await this.db.transaction(async (tx) => {
      const people = await lockPeople(tx, owner.companyId);
      const member = people.find((p) => p.id === memberId && p.memberStatus !== 'removed');
      if (!member) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
      if (member.id === owner.userId) throw conflict(WORKSPACE_MESSAGES.self, 'self_change');
      if (!people.some((p) => p.id !== memberId && isActiveOwner(p))) {
        throw conflict(WORKSPACE_MESSAGES.lastOwner, 'last_owner');
      }
      await tx
        .update(users)
        .set({ memberStatus: 'removed', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, memberId));
      await logActivity(tx, {
        companyId: owner.companyId,
        actorId: owner.userId,
        action: 'member.removed',
        target: `${member.fullname} (${member.username})`,
      });
      const keys = await revokeKeysOfCreator(tx, owner, member.id, '만든 사람이 회사에서 제외되어 사용 중지');
      return { member, keys, why: '님이 회사에서 제외되어' };
    });
    await this.tellOwnersKeysDisabled(owner.companyId, disabled);
  }

  /**
   * Tells every active owner of the company by e-mail (kept in the outbox) which keys stopped when
   * their creator lost the right to hold them, and what to do to keep an integration running.
   */
  private async tellOwnersKeysDisabled(
    companyId: number,
    { member, keys, why }: { member: MemberRow; keys: { name: string; prefix: string }[]; why: string },
  ) {
    if (keys.length === 0) return;
    const owners = await this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          eq(users.companyRole, 'owner'),
          eq(users.memberStatus, 'active'),
          eq(users.status, 'active'),
        ),
      )
      .orderBy(asc(users.id));
    for (const to of owners) {
      if (!to.email) continue;
      await sendNotice(this.db, this.email, this.options.mailFrom, {
        to: to.email,
        subject: `[BizGift] ${member.fullname}님이 만든 API 키 ${keys.length}개의 사용을 중지했습니다`,
        lines: [
          `${member.fullname}(${member.username})${why}, 이분이 만든 API 키의 사용을 중지했습니다. API 키는 대표 관리자만 가질 수 있습니다.`,
          ...keys.map((k) => `· ${k.name} (${k.prefix}…)`),
          '이 키로 보내는 요청은 이제 거절됩니다(401). 연동을 계속하려면 회사 관리 › API 키에서 새 키를 발급해 연동 프로그램에 넣어 주세요.',
        ],
        key: `api-keys-disabled-${member.id}-${to.id}-${keys.map((k) => k.prefix).join('-')}`,
      });
    }
  }

  // ── Invitations ────────────────────────────────────────────────────────────────────────────

  async invitations(companyId: number): Promise<InvitationDto[]> {
    const rows = await this.db
      .select()
      .from(companyInvitations)
      .where(pendingOf(companyId, this.now()))
      .orderBy(asc(companyInvitations.id));
    const inviters = await actorsById(this.db, [...new Set(rows.map((r) => r.invitedBy))]);
    return rows.map((r) => invitationDto(r, inviters.get(r.invitedBy)!));
  }

  /** A single-use link valid 7 days goes to the address by e-mail; only its hash is kept. */
  async invite(owner: Owner, input: InvitationRequest): Promise<InvitationDto> {
    const email = input.email.trim();
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const row = await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.companyId, owner.companyId),
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            ne(users.memberStatus, 'removed'),
            ne(users.status, 'withdrawn'),
          ),
        )
        .limit(1);
      if (taken) throw conflict(WORKSPACE_MESSAGES.alreadyMember, 'already_member');
      const [created] = await tx
        .insert(companyInvitations)
        .values({
          companyId: owner.companyId,
          email,
          role: input.role,
          monthlyLimit: wonOrNull(input.monthly_limit),
          tokenHash: hashToken(token),
          invitedBy: owner.userId,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        })
        .returning();
      await logActivity(tx, {
        companyId: owner.companyId,
        actorId: owner.userId,
        action: 'invitation.created',
        target: email,
        detail: `${COMPANY_ROLE_LABELS[input.role]}, ${created!.monthlyLimit === null ? '월 한도 없음' : `월 한도 ${formatWon(created!.monthlyLimit)}`}`,
      });
      return created!;
    });
    const [[inviter], [company]] = await Promise.all([
      this.db.select().from(users).where(eq(users.id, owner.userId)),
      this.db.select().from(companies).where(eq(companies.id, owner.companyId)),
    ]);
    const link = new URL(`/invite/${token}`, this.options.publicUrl()).toString();
    await sendNotice(this.db, this.email, this.options.mailFrom, {
      to: email,
      subject: `[BizGift] ${company!.name}에서 비즈기프트에 초대했습니다`,
      lines: [
        `${inviter!.fullname}님이 ${company!.name}의 비즈기프트 ${COMPANY_ROLE_LABELS[input.role]}(으)로 초대했습니다.`,
        `아래 링크에서 본인인증 후 가입하시면 바로 회사 계정으로 이용하실 수 있습니다. (${INVITATION_TTL_DAYS}일 동안 한 번 사용할 수 있습니다)`,
        link,
      ],
      key: `invitation-${row.id}`,
    });
    return invitationDto(row, { id: inviter!.id, username: inviter!.username, fullname: inviter!.fullname });
  }

  async cancelInvitation(owner: Owner, invitationId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(companyInvitations)
        .set({ cancelledAt: this.now() })
        .where(and(eq(companyInvitations.id, invitationId), pendingOf(owner.companyId, this.now())))
        .returning();
      if (!row) throw notFound(COMPANY_MESSAGES.invitationNotFound);
      await logActivity(tx, {
        companyId: owner.companyId,
        actorId: owner.userId,
        action: 'invitation.cancelled',
        target: row.email,
      });
    });
  }

  /** What the invitee is shown before signing up; unknown, used, cancelled or expired → 404. */
  async preview(token: string): Promise<InvitationPreviewDto> {
    const [row] = await this.db
      .select({ invitation: companyInvitations, company: companies.name, inviter: users.fullname })
      .from(companyInvitations)
      .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
      .innerJoin(users, eq(users.id, companyInvitations.invitedBy))
      .where(and(eq(companyInvitations.tokenHash, hashToken(token)), openInvitation(this.now())))
      .limit(1);
    if (!row) throw notFound(COMPANY_MESSAGES.invitationNotFound);
    return {
      company_name: row.company,
      role: row.invitation.role,
      inviter_name: row.inviter,
      email: row.invitation.email,
      expires_at: row.invitation.expiresAt.toISOString(),
    };
  }

  // ── Policy and approvals ───────────────────────────────────────────────────────────────────

  async setPolicy(owner: Owner, input: PolicyRequest) {
    const approvalOver = wonOrNull(input.approval_over);
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(companies)
        .where(eq(companies.id, owner.companyId))
        .for('update');
      const [after] = await tx
        .update(companies)
        .set({ approvalOver })
        .where(eq(companies.id, owner.companyId))
        .returning();
      if (before!.approvalOver !== approvalOver) {
        const text = (v: number | null) => (v === null ? '승인 없음' : `${formatWon(v)} 초과 시 승인`);
        await logActivity(tx, {
          companyId: owner.companyId,
          actorId: owner.userId,
          action: 'policy.changed',
          detail: `${text(before!.approvalOver)} → ${text(approvalOver)}`,
        });
      }
      return policyOf(after!);
    });
  }

  /**
   * 2단계 인증 필수: from now on every member signs in with two-factor; one without it enrols at its
   * next sign-in (and its session is not renewed before). The owner turns it on only with its own on,
   * so the owner is never the one shut out by it.
   */
  async setMfaPolicy(owner: Owner, required: boolean) {
    return this.db.transaction(async (tx) => {
      if (required && !(await this.options.mfa.state(tx, owner.userId)).enabled) {
        throw conflict(MFA_MESSAGES.ownerNeedsMfa, 'owner_mfa_required');
      }
      const [before] = await tx
        .select()
        .from(companies)
        .where(eq(companies.id, owner.companyId))
        .for('update');
      const [after] = await tx
        .update(companies)
        .set({ mfaRequired: required })
        .where(eq(companies.id, owner.companyId))
        .returning();
      if (before!.mfaRequired !== required) {
        await logActivity(tx, {
          companyId: owner.companyId,
          actorId: owner.userId,
          action: 'policy.mfa',
          detail: required ? '2단계 인증 필수' : '2단계 인증 선택',
        });
      }
      return policyOf(after!);
    });
  }

  /** The company's orders waiting for approval, oldest first. */
  async approvalIds(companyId: number, pageReq: PageRequest): Promise<{ ids: number[]; total: number }> {
    const where = and(
      eq(orders.companyId, companyId),
      eq(orders.status, ORDER_STATUS.APPROVAL_PENDING),
      eq(orders.test, false),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
  }

  /**
   * An approver releases a waiting order: its deliveries fall due (at once, or at the reserved time
   * if that is still ahead). The order row is locked, so of ten approvals at once, or an approval
   * racing a rejection, exactly one decides; the others find it decided (409).
   */
  async approve(approver: Owner, orderId: number): Promise<void> {
    const decided = await this.db.transaction(async (tx) => {
      const order = await this.lockWaiting(tx, approver, orderId);
      const now = this.now();
      const runAt = order.deliveryAt.getTime() > now.getTime() ? order.deliveryAt : now;
      await tx.update(orders).set({ status: ORDER_STATUS.PAYMENT_PENDING }).where(eq(orders.id, order.id));
      await tx.execute(
        sql`update deliveries set next_attempt_at = ${runAt.toISOString()}::timestamptz where order_id = ${order.id} and status = 0`,
      );
      await logActivity(tx, {
        companyId: approver.companyId,
        actorId: approver.userId,
        action: 'order.approved',
        target: `주문 ${order.id}`,
        detail: formatWon(order.totalOrderAmount),
      });
      await emitOrderEvent(tx, 'order.approved', order, now);
      return { order, runAt };
    });
    await this.options.scheduleOrder(orderId, decided.runAt).catch(() => {
      // The deliveries are due in the database: the worker's sweep sends them if the queue missed it.
    });
    await this.tellPlacer(decided.order, true);
  }

  /** An approver refuses a waiting order: refunded whole to the company wallet, exactly once. */
  async reject(approver: Owner, orderId: number, reason: string): Promise<void> {
    const order = await this.db.transaction(async (tx) => {
      const waiting = await this.lockWaiting(tx, approver, orderId);
      const now = this.now();
      await refundWholeOrderIn(tx, waiting, now, `승인 반려: ${reason}`);
      await emitOrderEvent(tx, 'order.rejected', waiting, now);
      await logActivity(tx, {
        companyId: approver.companyId,
        actorId: approver.userId,
        action: 'order.rejected',
        target: `주문 ${waiting.id}`,
        detail: reason,
      });
      return waiting;
    });
    await this.tellPlacer(order, false, reason);
  }

  /** Orders left waiting longer than APPROVAL_TTL_DAYS are refunded (the worker's sweep). */
  async expireApprovals(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - APPROVAL_TTL_DAYS * DAY_MS);
    const stale = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, ORDER_STATUS.APPROVAL_PENDING), lt(orders.createdAt, cutoff)))
      .orderBy(asc(orders.id))
      .limit(100);
    let expired = 0;
    for (const { id } of stale) {
      const order = await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (row?.status !== ORDER_STATUS.APPROVAL_PENDING) return null;
        await tx.execute(sql`select id from deliveries where order_id = ${id} order by id for update`);
        const now = this.now();
        await refundWholeOrderIn(tx, row, now, `승인 기한(${APPROVAL_TTL_DAYS}일) 만료`);
        // Nobody approved it in time: for the company's systems that is a rejection.
        await emitOrderEvent(tx, 'order.rejected', row, now);
        await logActivity(tx, {
          companyId: row.companyId,
          actorId: null,
          action: 'order.expired',
          target: `주문 ${row.id}`,
          detail: formatWon(row.totalOrderAmount),
        });
        return row;
      });
      if (order) {
        expired++;
        await this.tellPlacer(
          order,
          false,
          `${APPROVAL_TTL_DAYS}일 동안 승인되지 않아 자동으로 취소되었습니다.`,
        );
      }
    }
    return expired;
  }

  private async lockWaiting(tx: Tx, approver: Owner, orderId: number) {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), visibleTo(approver.userId, orders)))
      .for('update');
    if (!order) throw notFound(WORKSPACE_MESSAGES.orderNotFound);
    if (order.userId === approver.userId) throw forbidden(WORKSPACE_MESSAGES.ownOrder);
    if (order.status !== ORDER_STATUS.APPROVAL_PENDING) {
      throw new AppError(409, WORKSPACE_MESSAGES.orderNotPending, 'not_pending');
    }
    // The delivery rows next, as every refund path locks them (order, then deliveries in id order).
    await tx.execute(sql`select id from deliveries where order_id = ${order.id} order by id for update`);
    return order;
  }

  private async tellPlacer(order: typeof orders.$inferSelect, approved: boolean, reason?: string) {
    const [placer] = await this.db.select().from(users).where(eq(users.id, order.userId));
    if (!placer?.email) return;
    await sendNotice(this.db, this.email, this.options.mailFrom, {
      to: placer.email,
      subject: approved
        ? `[BizGift] 주문 ${order.id}번이 승인되어 발송됩니다`
        : `[BizGift] 주문 ${order.id}번이 승인되지 않았습니다`,
      lines: approved
        ? [`요청하신 주문 ${order.id}번(${formatWon(order.totalOrderAmount)})이 승인되어 발송을 시작합니다.`]
        : [
            `요청하신 주문 ${order.id}번(${formatWon(order.totalOrderAmount)})이 반려되어 결제 금액이 회사 충전금으로 돌아갔습니다.`,
            `사유: ${reason ?? ''}`,
          ],
      key: `approval-${order.id}-${approved ? 'approved' : 'rejected'}`,
    });
  }

  /** Staff console: a member's company and its people. */
  async staffView(memberId: number): Promise<StaffCompanyDto> {
    const [row] = await this.db
      .select({ company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, memberId), eq(users.role, 'member')))
      .limit(1);
    if (!row) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
    return {
      id: row.company.id,
      name: row.company.name,
      business_number: row.company.businessNumber,
      policy: policyOf(row.company),
      members: await this.members(row.company.id),
    };
  }
}

function policyOf(company: typeof companies.$inferSelect) {
  return {
    approval_over: company.approvalOver === null ? null : String(company.approvalOver),
    mfa_required: company.mfaRequired,
  };
}

function memberDto(r: MemberRow, spent: number): CompanyMemberDto {
  return {
    id: r.id,
    username: r.username,
    fullname: r.fullname,
    email: r.email,
    role: r.companyRole as CompanyRole,
    status: r.memberStatus === 'suspended' ? 'suspended' : 'active',
    monthly_limit: r.monthlyLimit === null ? null : String(r.monthlyLimit),
    spent_this_month: String(spent),
  };
}

function invitationDto(
  r: typeof companyInvitations.$inferSelect,
  inviter: { id: number; username: string; fullname: string },
): InvitationDto {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    monthly_limit: r.monthlyLimit === null ? null : String(r.monthlyLimit),
    invited_by: inviter,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
  };
}

const isActiveOwner = (p: MemberRow) => p.companyRole === 'owner' && p.memberStatus === 'active';

/** Every person of the company, rows locked in id order (the one place that locks a company's people). */
async function lockPeople(tx: Tx, companyId: number): Promise<MemberRow[]> {
  return tx
    .select({
      id: users.id,
      username: users.username,
      fullname: users.fullname,
      email: users.email,
      companyRole: users.companyRole,
      memberStatus: users.memberStatus,
      monthlyLimit: users.monthlyLimit,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.status, 'withdrawn')))
    .orderBy(asc(users.id))
    .for('update');
}

const openInvitation = (now: Date) =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.cancelledAt),
    gt(companyInvitations.expiresAt, now),
  );

const pendingOf = (companyId: number, now: Date) =>
  and(eq(companyInvitations.companyId, companyId), openInvitation(now));

/**
 * Takes an invitation for the sign-up that uses it (inside the sign-up's transaction): the row is
 * locked, so one link makes one account however many sign-ups race for it.
 */
export async function acceptInvitation(tx: DbOrTx, token: string, now: Date) {
  const [row] = await tx
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.tokenHash, hashToken(token)), openInvitation(now)))
    .for('update');
  if (!row) throw notFound(COMPANY_MESSAGES.invitationNotFound);
  return row;
}

export async function markInvitationAccepted(tx: DbOrTx, invitationId: number, userId: number, now: Date) {
  await tx
    .update(companyInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(companyInvitations.id, invitationId));
}
