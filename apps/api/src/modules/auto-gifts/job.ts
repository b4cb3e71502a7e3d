import {
  AUTO_GIFT_REASONS,
  AUTO_GIFT_SEND_STATUS_LABELS,
  type AutoGiftRunDto,
  type AutoGiftSendStatus,
} from '@bizgift/domain/auto-gifts';
import { ORDER_STATUS, SEND_TYPE, sendsToPhone } from '@bizgift/domain/codes';
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.ts';
import { autoGiftRules, autoGiftSends } from '../../db/schema/auto-gifts.ts';
import { contacts } from '../../db/schema/contacts.ts';
import { companies, users } from '../../db/schema/users.ts';
import { wallets } from '../../db/schema/wallet.ts';
import { AppError } from '../../http/errors.ts';
import type { EmailSender } from '../../providers/email/email-sender.ts';
import { recordAudit } from '../audit/audit.ts';
import { sendNotice } from '../company/mail.ts';
import { may } from '../company/policy.ts';
import type { OrderService } from '../orders/service.ts';
import { type DueGift, dueGifts } from './due.ts';
import { chosenGoods, type RuleRow } from './rules.ts';

/** A gift another run already handled: its order is rolled back (thrown inside the order's transaction). */
const ALREADY_HANDLED = new Error('auto gift already handled');

interface Planned {
  rule: RuleRow;
  gift: DueGift;
  goods: { id: number; name: string; price: number };
}

interface Outcome {
  rule: RuleRow;
  gift: DueGift;
  status: AutoGiftSendStatus;
  reason: string | null;
  goodsId?: number | null;
  orderId?: number | null;
}

export interface AutoGiftJobOptions {
  email: EmailSender;
  mailFrom: string;
  publicUrl: () => string;
}

/**
 * The daily anniversary run (issue #31 §3), as of a date in Asia/Seoul. Every gift is written once
 * under the key (rule, contact, occasion, year) in the transaction of its order, so a second run at
 * the same time, or a run after a crash, finds it handled; only a `waiting_balance` row is tried
 * again. A database failure stops the run (the next one takes up what is left); a refusal of the
 * order (limits, a goods gone off sale meanwhile) is written down as skipped with its reason.
 */
export class AutoGiftJob {
  constructor(
    private readonly db: Db,
    private readonly orders: Pick<OrderService, 'create'>,
    private readonly options: AutoGiftJobOptions,
    private readonly log?: Pick<Logger, 'info' | 'warn'>,
  ) {}

  async run(date: string): Promise<AutoGiftRunDto> {
    const result: AutoGiftRunDto = {
      date,
      sent: 0,
      skipped: 0,
      waiting_balance: 0,
      missed: 0,
      already: 0,
      already_sent: [],
    };
    const notices = new Map<number, number[]>();
    const noticeOf = (companyId: number, ids: number[]) =>
      notices.set(companyId, [...(notices.get(companyId) ?? []), ...ids]);

    // Gifts that waited for the balance until their occasion passed.
    const missed = await this.db
      .update(autoGiftSends)
      .set({ status: 'missed', reason: AUTO_GIFT_REASONS.missed, updatedAt: new Date() })
      .where(and(eq(autoGiftSends.status, 'waiting_balance'), lt(autoGiftSends.occasionDate, date)))
      .returning({ id: autoGiftSends.id, companyId: autoGiftSends.companyId });
    result.missed = missed.length;
    for (const m of missed) noticeOf(m.companyId, [m.id]);

    const rules = await this.db
      .select()
      .from(autoGiftRules)
      .where(eq(autoGiftRules.active, true))
      .orderBy(asc(autoGiftRules.companyId), asc(autoGiftRules.id));
    // One company's failure does not hold back the others' gifts; the run still fails (the first
    // error), so the queue logs it and the staff re-run picks up what is left.
    let failure: unknown;
    for (const companyId of [...new Set(rules.map((r) => r.companyId))]) {
      try {
        await this.runCompany(
          rules.filter((r) => r.companyId === companyId),
          date,
          result,
          (ids) => noticeOf(companyId, ids),
        );
      } catch (error) {
        failure ??= error;
        this.log?.warn({ companyId, err: error }, 'anniversary gifts of a company failed');
      }
    }
    for (const [companyId, ids] of notices) await this.notify(companyId, date, ids);
    if (failure) throw failure;
    this.log?.info({ result }, 'anniversary gifts');
    return result;
  }

  /** POST /api/admin/auto-gifts/run: the run as of `date` now, audited with what it did. */
  async runByStaff(staffId: number, date: string): Promise<AutoGiftRunDto> {
    const result = await this.run(date);
    await recordAudit(this.db, { staffId, action: 'auto_gifts.run', targetId: date, after: result });
    return result;
  }

  /** One company's gifts due `date`: all of them go out, or none when the balance cannot pay for them. */
  private async runCompany(
    rules: RuleRow[],
    date: string,
    result: AutoGiftRunDto,
    notice: (ids: number[]) => void,
  ) {
    const companyId = rules[0]!.companyId;
    const outcomes: Outcome[] = [];
    const planned: Planned[] = [];
    for (const rule of rules) await this.plan(rule, date, planned, outcomes, result);
    const [wallet] = await this.db
      .select({ recharge: wallets.recharge })
      .from(wallets)
      .where(and(eq(wallets.companyId, companyId), eq(wallets.mode, 'live')));
    const total = planned.reduce((sum, p) => sum + p.goods.price, 0);
    if (planned.length > 0 && (wallet?.recharge ?? 0) < total) {
      // Not enough for the day's gifts: none of them goes out today; each is tried again tomorrow.
      for (const p of planned) outcomes.push(this.outcome(p, 'waiting_balance', AUTO_GIFT_REASONS.balance));
    } else {
      for (const p of planned) {
        const placed = await this.place(p);
        if (placed === 'sent') result.sent++;
        else if (placed === 'already') result.already++;
        else outcomes.push(placed);
      }
    }
    for (const outcome of outcomes) {
      const id = await this.write(this.db, outcome);
      if (id === null) {
        result.already++;
        continue;
      }
      result[outcome.status === 'waiting_balance' ? 'waiting_balance' : 'skipped']++;
      if (await this.firstNoticeToday(id, date)) notice([id]);
    }
  }

  /**
   * The rule's gifts due `date`, each either planned (goods chosen) or skipped with its reason; the
   * ones an earlier run sent or skipped are counted as already handled, the sent ones by name.
   */
  private async plan(
    rule: RuleRow,
    date: string,
    planned: Planned[],
    outcomes: Outcome[],
    result: AutoGiftRunDto,
  ) {
    const due = await dueGifts(this.db, rule, date, date);
    for (const g of due) {
      if (g.status !== 'sent' && g.status !== 'skipped') continue;
      result.already++;
      if (g.status === 'sent')
        result.already_sent.push({
          name: g.name,
          occasion: rule.occasionLabel,
          occasion_date: g.occasionDate,
        });
    }
    const gifts = due.filter((g) => g.status === null || g.status === 'waiting_balance');
    if (gifts.length === 0) return;
    const [creator] = await this.db
      .select({
        companyId: users.companyId,
        role: users.companyRole,
        status: users.status,
        memberStatus: users.memberStatus,
      })
      .from(users)
      .where(eq(users.id, rule.createdBy));
    const creatorMay =
      creator?.companyId === rule.companyId &&
      creator.status === 'active' &&
      creator.memberStatus === 'active' &&
      may(creator.role, 'send');
    const goods = await chosenGoods(this.db, rule);
    for (const gift of gifts) {
      const skip = (reason: string) => outcomes.push({ rule, gift, status: 'skipped', reason });
      if (!creatorMay) skip(AUTO_GIFT_REASONS.creatorGone);
      else if (!goods) skip(AUTO_GIFT_REASONS.noSubstitute);
      else if (sendsToPhone(rule.sendType) && !gift.phone) skip(AUTO_GIFT_REASONS.noPhone);
      else if (rule.sendType === SEND_TYPE.EMAIL && !gift.email) skip(AUTO_GIFT_REASONS.noEmail);
      else
        planned.push({ rule, gift, goods: { id: goods.id, name: goods.name, price: Number(goods.price) } });
    }
  }

  /** One gift's order, by the rule's creator through the order service (its limits and approvals). */
  private async place(p: Planned): Promise<'sent' | 'already' | Outcome> {
    const { rule, gift, goods } = p;
    const substituted = goods.id === rule.goodsId ? null : AUTO_GIFT_REASONS.substituted(goods.name);
    const [company] = await this.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, rule.companyId));
    try {
      const { order } = await this.orders.create(
        rule.createdBy,
        {
          title: rule.name,
          name: rule.title,
          send_msg: rule.body,
          sender: company?.name ?? '',
          send_type: rule.sendType as 1 | 2 | 3,
          is_reserved: false,
          order_items: [{ goods: goods.id, amount: goods.price, total_count: 1, total_amount: goods.price }],
          deliveries: [
            sendsToPhone(rule.sendType)
              ? { recipient: gift.phone!, name: gift.name }
              : { email: gift.email!, name: gift.name },
          ],
          payments: { recharge: goods.price },
        },
        {
          source: 'auto_gift',
          within: async (tx, orderId) => {
            const written = await this.write(tx, {
              ...this.outcome(p, 'sent', substituted),
              orderId,
            });
            if (written === null) throw ALREADY_HANDLED;
          },
        },
      );
      if (order.status === ORDER_STATUS.APPROVAL_PENDING) {
        await this.db
          .update(autoGiftSends)
          .set({ reason: [substituted, AUTO_GIFT_REASONS.awaitingApproval].filter(Boolean).join(' ') })
          .where(eq(autoGiftSends.orderId, order.id));
      }
      return 'sent';
    } catch (error) {
      if (error === ALREADY_HANDLED) return 'already';
      if (error instanceof AppError && error.code === 'insufficient_balance') {
        return this.outcome(p, 'waiting_balance', AUTO_GIFT_REASONS.balance);
      }
      if (error instanceof AppError && error.statusCode < 500) {
        this.log?.warn(
          { ruleId: rule.id, contactId: gift.contactId, err: error },
          'anniversary gift refused',
        );
        return this.outcome(p, 'skipped', error.message);
      }
      throw error;
    }
  }

  private outcome(p: Planned, status: AutoGiftSendStatus, reason: string | null): Outcome {
    return {
      rule: p.rule,
      gift: p.gift,
      status,
      reason,
      goodsId: p.goods.id,
    };
  }

  /**
   * Writes what became of a gift under its once-a-year key: a new row, or over a row that waits for
   * the balance. The row's id, or null when another run already sent or skipped it (on PostgreSQL
   * the second writer waits for the first to commit and then finds its row).
   */
  private async write(db: DbOrTx, o: Outcome): Promise<number | null> {
    const values = {
      status: o.status,
      reason: o.reason,
      goodsId: o.goodsId ?? null,
      orderId: o.orderId ?? null,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(autoGiftSends)
      .values({
        ruleId: o.rule.id,
        companyId: o.rule.companyId,
        contactId: o.gift.contactId,
        occasionLabel: o.rule.occasionLabel,
        year: o.gift.year,
        occasionDate: o.gift.occasionDate,
        ...values,
      })
      .onConflictDoUpdate({
        target: [
          autoGiftSends.ruleId,
          autoGiftSends.contactId,
          autoGiftSends.occasionLabel,
          autoGiftSends.year,
        ],
        set: values,
        setWhere: sql`${autoGiftSends.status} = 'waiting_balance'`,
      })
      .returning({ id: autoGiftSends.id });
    return row?.id ?? null;
  }

  /** True for the one run that marks the row told today: the owner hears of it once a day. */
  private async firstNoticeToday(id: number, date: string): Promise<boolean> {
    const rows = await this.db
      .update(autoGiftSends)
      .set({ notifiedOn: date })
      .where(
        and(
          eq(autoGiftSends.id, id),
          or(isNull(autoGiftSends.notifiedOn), ne(autoGiftSends.notifiedOn, date)),
        ),
      )
      .returning({ id: autoGiftSends.id });
    return rows.length > 0;
  }

  /** One e-mail to the company's owners listing the gifts not sent (the page's history says the same). */
  private async notify(companyId: number, date: string, ids: number[]) {
    const rows = await this.db
      .select({
        id: autoGiftSends.id,
        status: autoGiftSends.status,
        reason: autoGiftSends.reason,
        label: autoGiftSends.occasionLabel,
        occasionDate: autoGiftSends.occasionDate,
        contact: contacts.name,
        rule: autoGiftRules.name,
      })
      .from(autoGiftSends)
      .innerJoin(contacts, eq(contacts.id, autoGiftSends.contactId))
      .innerJoin(autoGiftRules, eq(autoGiftRules.id, autoGiftSends.ruleId))
      .where(inArray(autoGiftSends.id, ids))
      .orderBy(asc(autoGiftSends.id));
    const owners = await this.db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          eq(users.companyRole, 'owner'),
          eq(users.status, 'active'),
          eq(users.memberStatus, 'active'),
        ),
      );
    const lines = [
      `${date} 기념일 자동 발송에서 보내지 못한 선물이 ${rows.length}건 있습니다.`,
      ...rows.map(
        (r) =>
          `· ${r.rule} — ${r.contact} (${r.label} ${r.occasionDate}): ${AUTO_GIFT_SEND_STATUS_LABELS[r.status]}. ${r.reason ?? ''}`,
      ),
      `자세한 내용은 마이페이지 > 기념일 자동 발송에서 확인해주세요: ${this.options.publicUrl()}/mypage/auto-gifts`,
    ];
    for (const owner of owners) {
      await sendNotice(this.db, this.options.email, this.options.mailFrom, {
        to: owner.email,
        subject: '[BizGift] 기념일 자동 발송 알림',
        lines,
        key: `auto-gift:${companyId}:${date}:${ids[0]}:${ids.length}:${owner.email}`,
      });
    }
  }
}
