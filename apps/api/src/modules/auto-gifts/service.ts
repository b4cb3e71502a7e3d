import {
  AUTO_GIFT_MESSAGES,
  AUTO_GIFT_SEND_STATUS_LABELS,
  type AutoGiftRuleDto,
  type AutoGiftRuleRequest,
  type AutoGiftRuleUpdate,
  type AutoGiftSendDto,
  type UpcomingGiftDto,
} from '@bizgift/domain/auto-gifts';
import { and, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autoGiftRules, autoGiftSends } from '../../db/schema/auto-gifts.ts';
import { goods } from '../../db/schema/catalog.ts';
import { contacts } from '../../db/schema/contacts.ts';
import type { Page } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { actorsById } from '../company/people.ts';
import { dueGifts } from './due.ts';
import { addDays, todayInSeoul } from './occasion-dates.ts';
import { chosenGoods, goodsRefs, type RuleRow } from './rules.ts';

const ATTENTION_DAYS = 30;

/** The company's anniversary rules (issue #31 §3): owner and manager (policy.ts autoGifts). */
export class AutoGiftService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(companyId: number): Promise<AutoGiftRuleDto[]> {
    const rows = await this.db
      .select()
      .from(autoGiftRules)
      .where(eq(autoGiftRules.companyId, companyId))
      .orderBy(desc(autoGiftRules.id));
    return this.toDtos(rows);
  }

  async create(companyId: number, userId: number, input: AutoGiftRuleRequest): Promise<AutoGiftRuleDto> {
    const price = await this.priceOf(input.goods, [input.goods, ...input.substitutes]);
    const [row] = await this.db
      .insert(autoGiftRules)
      .values({
        companyId,
        name: input.name,
        occasionLabel: input.occasion_label,
        daysBefore: input.days_before,
        goodsId: input.goods,
        price,
        substitutes: input.substitutes,
        title: input.template.title,
        body: input.template.body,
        tags: [...new Set(input.tags)],
        sendType: input.send_type,
        active: input.active,
        createdBy: userId,
      })
      .returning();
    return (await this.toDtos([row!]))[0]!;
  }

  async update(companyId: number, id: number, input: AutoGiftRuleUpdate): Promise<AutoGiftRuleDto> {
    const rule = await this.rule(companyId, id);
    const goodsId = input.goods ?? rule.goodsId;
    const substitutes = input.substitutes ?? rule.substitutes;
    if (substitutes.includes(goodsId)) {
      throw badRequest(AUTO_GIFT_MESSAGES.substituteSame, {
        substitutes: [AUTO_GIFT_MESSAGES.substituteSame],
      });
    }
    // A new goods sets the rule's price anew; substitutes are checked against it.
    const price =
      input.goods !== undefined || input.substitutes !== undefined
        ? await this.priceOf(
            goodsId,
            [goodsId, ...substitutes],
            input.goods === undefined ? rule.price : undefined,
          )
        : rule.price;
    const [row] = await this.db
      .update(autoGiftRules)
      .set({
        name: input.name,
        occasionLabel: input.occasion_label,
        daysBefore: input.days_before,
        goodsId,
        price,
        substitutes,
        title: input.template?.title,
        body: input.template?.body,
        tags: input.tags && [...new Set(input.tags)],
        sendType: input.send_type,
        active: input.active,
        updatedAt: new Date(),
      })
      .where(eq(autoGiftRules.id, rule.id))
      .returning();
    return (await this.toDtos([row!]))[0]!;
  }

  async remove(companyId: number, id: number): Promise<void> {
    const rule = await this.rule(companyId, id);
    await this.db.delete(autoGiftRules).where(eq(autoGiftRules.id, rule.id));
  }

  /** The gifts that go out in the next `days` days (today included), and what each would be today. */
  async upcoming(companyId: number, id: number, days: number): Promise<UpcomingGiftDto[]> {
    const rule = await this.rule(companyId, id);
    const today = todayInSeoul(this.clock());
    const gifts = await dueGifts(this.db, rule, today, addDays(today, days - 1));
    const chosen = await chosenGoods(this.db, rule);
    return gifts
      .filter((g) => g.status === null || g.status === 'waiting_balance')
      .map((g) => ({
        contact_id: g.contactId,
        name: g.name,
        date: g.sendDate,
        occasion_date: g.occasionDate,
        goods: chosen,
      }));
  }

  async history(companyId: number, id: number, pageReq: PageRequest): Promise<Page<AutoGiftSendDto>> {
    const rule = await this.rule(companyId, id);
    const where = eq(autoGiftSends.ruleId, rule.id);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ send: autoGiftSends, contactName: contacts.name, goodsName: goods.name })
        .from(autoGiftSends)
        .innerJoin(contacts, eq(contacts.id, autoGiftSends.contactId))
        .leftJoin(goods, eq(goods.id, autoGiftSends.goodsId))
        .where(where)
        .orderBy(desc(autoGiftSends.updatedAt), desc(autoGiftSends.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(autoGiftSends).where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map(({ send, contactName, goodsName }) => ({
        id: send.id,
        contact_id: send.contactId,
        contact_name: contactName,
        occasion_label: send.occasionLabel,
        occasion_date: send.occasionDate,
        status: send.status,
        status_display: AUTO_GIFT_SEND_STATUS_LABELS[send.status],
        reason: send.reason,
        goods: send.goodsId && goodsName ? { id: send.goodsId, name: goodsName } : null,
        order_id: send.orderId,
        updated_at: send.updatedAt.toISOString(),
      })),
    );
  }

  private async rule(companyId: number, id: number): Promise<RuleRow> {
    const [rule] = await this.db
      .select()
      .from(autoGiftRules)
      .where(and(eq(autoGiftRules.id, id), eq(autoGiftRules.companyId, companyId)))
      .limit(1);
    if (!rule) throw notFound(AUTO_GIFT_MESSAGES.notFound);
    return rule;
  }

  /**
   * The rule's price: its goods' price now (or `keep`, the rule's own, when the goods stays). Every
   * goods named must exist, and the goods chosen anew must be on sale.
   */
  private async priceOf(goodsId: number, all: number[], keep?: number): Promise<number> {
    const rows = await this.db
      .select({ id: goods.id, price: goods.price, isOnSale: goods.isOnSale })
      .from(goods)
      .where(inArray(goods.id, all));
    if (new Set(rows.map((r) => r.id)).size !== new Set(all).size)
      throw badRequest(AUTO_GIFT_MESSAGES.goodsNotFound);
    const main = rows.find((r) => r.id === goodsId)!;
    if (keep !== undefined) return keep;
    if (!main.isOnSale)
      throw badRequest(AUTO_GIFT_MESSAGES.goodsNotOnSale, { goods: [AUTO_GIFT_MESSAGES.goodsNotOnSale] });
    return main.price;
  }

  private async toDtos(rows: RuleRow[]): Promise<AutoGiftRuleDto[]> {
    if (rows.length === 0) return [];
    const since = new Date(this.clock().getTime() - ATTENTION_DAYS * 86_400_000);
    const [creators, attention] = await Promise.all([
      actorsById(this.db, [...new Set(rows.map((r) => r.createdBy))]),
      this.db
        .select({ ruleId: autoGiftSends.ruleId, n: count() })
        .from(autoGiftSends)
        .where(
          and(
            inArray(
              autoGiftSends.ruleId,
              rows.map((r) => r.id),
            ),
            ne(autoGiftSends.status, 'sent'),
            gte(autoGiftSends.updatedAt, since),
          ),
        )
        .groupBy(autoGiftSends.ruleId),
    ]);
    const attentionOf = new Map(attention.map((a) => [a.ruleId, a.n]));
    return Promise.all(
      rows.map(async (r) => {
        const refs = await goodsRefs(this.db, [r.goodsId, ...r.substitutes], r.price);
        return {
          id: r.id,
          name: r.name,
          occasion_label: r.occasionLabel,
          days_before: r.daysBefore,
          goods: refs.get(r.goodsId)!,
          substitutes: r.substitutes.flatMap((s) => refs.get(s) ?? []),
          price: String(r.price),
          template: { title: r.title, body: r.body },
          tags: r.tags,
          send_type: r.sendType,
          active: r.active,
          created_by: creators.get(r.createdBy) ?? { id: r.createdBy, username: '', fullname: '' },
          created_at: r.createdAt.toISOString(),
          attention: attentionOf.get(r.id) ?? 0,
        };
      }),
    );
  }
}
