import type { Readable } from 'node:stream';
import {
  DELIVERY_STATUS,
  DELIVERY_STATUS_DISPLAY,
  RECHARGE_METHOD_DISPLAY,
  RECHARGE_STATUS_DISPLAY,
  TRANSACTION_TYPE_DISPLAY,
  VOUCHER_STATUS_DISPLAY,
} from '@bizgift/domain/codes';
import {
  maskEmail,
  maskName,
  maskPhone,
  seoulDate,
  seoulDateTime,
  seoulMonthRange,
} from '@bizgift/domain/documents';
import { orderStatusDisplay, withSourceMark } from '@bizgift/domain/orders';
import { type AnyColumn, and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { deliveries, orderItems, orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { recharges, wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { codeList } from '../../db/sql.ts';
import { badRequest } from '../../http/errors.ts';
import { memberListWhere, type UserStatus } from '../admin/members.ts';
import { adminOrderWhere } from '../admin/operations.ts';
import { effectiveVoucherStatus } from '../deliveries/dto.ts';
import { type DeliveryFilters, deliveryListWhere } from '../deliveries/service.ts';
import { type OrderFilters, orderListWhere } from '../orders/service.ts';
import {
  adminRechargeWhere,
  type HistoryFilters,
  historyWhere,
  transactionNumber,
} from '../recharge/service.ts';
import { liveWalletIds } from '../wallet/ledger.ts';
import { DOCUMENT_MESSAGES } from './service.ts';
import {
  type Cell,
  keysetPages,
  mapPages,
  markedSheets,
  type Sheet,
  WON_FORMAT,
  xlsxStream,
} from './xlsx.ts';

const won = (header: string, width = 14) => ({ header, width, numFmt: WON_FORMAT });
const col = (header: string, width = 14) => ({ header, width });
const at = (d: Date | null) => (d ? seoulDateTime(d) : '');
const before = (column: AnyColumn, id: number | null) => (id === null ? undefined : lt(column, id));

export interface LedgerFilters {
  createdAfter?: Date;
  createdBefore?: Date;
  transactionType?: number;
  memberId?: number;
}

/**
 * Excel exports of what members and staff see on screen, with the same filters (the where-builders
 * of the lists), streamed in keyset pages: 100,000 rows never sit in memory (docs/performance.md).
 */
export class ExportService {
  constructor(private readonly db: Db) {}

  private orderRows(where: SQL | undefined, withMember: boolean): Sheet {
    const query = (beforeId: number | null, limit: number) =>
      this.db
        .select({
          order: orders,
          username: users.username,
          company: companies.name,
          goods: sql<string>`(select string_agg(g.name, ', ' order by oi.id) from ${orderItems} oi join ${goods} g on g.id = oi.goods_id where oi.order_id = ${orders.id})`,
          count: sql<number>`(select coalesce(sum(oi.total_count), 0)::int from ${orderItems} oi where oi.order_id = ${orders.id})`,
          failed: sql<number>`(select count(*)::int from ${deliveries} d where d.order_id = ${orders.id} and d.status in (${codeList(DELIVERY_STATUS.SEND_FAILED, DELIVERY_STATUS.ADMIN_FAILED)}))`,
          live: sql<number>`(select count(*)::int from ${deliveries} d where d.order_id = ${orders.id} and d.status <> ${codeList(DELIVERY_STATUS.REFUNDED)})`,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(and(where, before(orders.id, beforeId)))
        .orderBy(desc(orders.id))
        .limit(limit);
    return {
      name: '주문내역',
      columns: [
        col('주문번호', 10),
        col('주문일시', 17),
        // Staff see whose company; a member's own company sees who placed each order (issue #27).
        ...(withMember ? [col('회원 아이디'), col('회사명', 20)] : [col('주문자')]),
        col('발송명', 30),
        col('상품', 36),
        col('수량', 8),
        won('주문금액'),
        won('환불금액'),
        won('결제금액 (면세)'),
        col('상태', 10),
        col('발송 시각', 17),
      ],
      rows: mapPages(
        keysetPages(query, (r) => r.order.id),
        ({ order, username, company, goods: names, count, failed, live }): Cell[] => [
          order.id,
          at(order.createdAt),
          ...(withMember ? [username, company ?? ''] : [username]),
          withSourceMark(order.name, order.source),
          names ?? '',
          Number(count),
          order.totalOrderAmount,
          order.totalRefundAmount,
          order.totalOrderAmount - order.totalRefundAmount,
          orderStatusDisplay(order.status, Number(failed), Number(live)),
          at(order.deliveryAt),
        ],
      ),
    };
  }

  /** `reveal` false: names and numbers masked (a member who may not see recipients, issue #29 §7). */
  private deliveryRows(where: SQL | undefined, withMember: boolean, reveal = true): Sheet {
    const query = (beforeId: number | null, limit: number) =>
      this.db
        // only the columns printed: a whole delivery row (tokens, attempts, every timestamp made a
        // Date) per line was most of the export's garbage-collection time
        .select({
          d: {
            id: deliveries.id,
            orderId: deliveries.orderId,
            sentAt: deliveries.sentAt,
            recipientPhone: deliveries.recipientPhone,
            recipientEmail: deliveries.recipientEmail,
            recipientName: deliveries.recipientName,
            status: deliveries.status,
            voucherStatus: deliveries.voucherStatus,
            couponExpiresAt: deliveries.couponExpiresAt,
          },
          amount: orderItems.amount,
          goodsName: goods.name,
          brand: brands.name,
          username: users.username,
        })
        .from(deliveries)
        .innerJoin(orderItems, eq(orderItems.id, deliveries.orderItemId))
        .innerJoin(goods, eq(goods.id, deliveries.goodsId))
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .innerJoin(users, eq(users.id, deliveries.userId))
        .where(and(where, before(deliveries.id, beforeId)))
        .orderBy(desc(deliveries.id))
        .limit(limit);
    return {
      name: '발송내역',
      columns: [
        col('번호', 10),
        col('주문번호', 10),
        col(withMember ? '회원 아이디' : '주문자'),
        col('발송일시', 17),
        col('받는 분', 12),
        col('수신자', 24),
        col('브랜드', 14),
        col('상품', 32),
        won('금액'),
        col('상태', 14),
        col('쿠폰 상태', 10),
        col('쿠폰 유효기간', 12),
      ],
      rows: mapPages(
        keysetPages(query, (r) => r.d.id),
        ({ d, amount, goodsName, brand, username }): Cell[] => [
          d.id,
          d.orderId,
          username,
          at(d.sentAt),
          reveal ? (d.recipientName ?? '') : maskName(d.recipientName),
          reveal
            ? (d.recipientPhone ?? d.recipientEmail ?? '')
            : d.recipientPhone
              ? maskPhone(d.recipientPhone)
              : maskEmail(d.recipientEmail),
          brand,
          goodsName,
          amount,
          DELIVERY_STATUS_DISPLAY[d.status] ?? '',
          VOUCHER_STATUS_DISPLAY[effectiveVoucherStatus(d) ?? 0] ?? '',
          d.couponExpiresAt ? seoulDate(d.couponExpiresAt) : '',
        ],
      ),
    };
  }

  private ledgerRows(where: SQL | undefined, withMember: boolean): Sheet {
    const query = (beforeId: number | null, limit: number) =>
      this.db
        .select({
          tx: {
            id: walletTransactions.id,
            createdAt: walletTransactions.createdAt,
            transactionType: walletTransactions.transactionType,
            orderId: walletTransactions.orderId,
            amount: walletTransactions.amount,
            balanceAfter: walletTransactions.balanceAfter,
            memo: walletTransactions.memo,
          },
          recharge: {
            id: recharges.id,
            rechargeMethod: recharges.rechargeMethod,
            providerOrderId: recharges.providerOrderId,
          },
          username: users.username,
          company: companies.name,
        })
        .from(walletTransactions)
        .leftJoin(recharges, eq(recharges.id, walletTransactions.rechargeId))
        .innerJoin(users, eq(users.id, walletTransactions.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(and(where, before(walletTransactions.id, beforeId)))
        .orderBy(desc(walletTransactions.id))
        .limit(limit);
    return {
      name: withMember ? '원장' : '충전금내역',
      columns: [
        col('번호', 10),
        col('일시', 17),
        ...(withMember ? [col('회원 아이디'), col('회사명', 20)] : []),
        col('구분', 12),
        col('충전 방법', 12),
        col('주문번호', 30),
        won('금액'),
        won('잔액'),
        ...(withMember ? [col('메모', 30)] : []),
      ],
      rows: mapPages(
        keysetPages(query, (r) => r.tx.id),
        ({ tx, recharge, username, company }): Cell[] => [
          tx.id,
          at(tx.createdAt),
          ...(withMember ? [username, company ?? ''] : []),
          TRANSACTION_TYPE_DISPLAY[tx.transactionType] ?? '',
          recharge ? (RECHARGE_METHOD_DISPLAY[recharge.rechargeMethod] ?? '') : '',
          transactionNumber(tx, recharge),
          tx.amount,
          tx.balanceAfter,
          ...(withMember ? [tx.memo ?? ''] : []),
        ],
      ),
    };
  }

  /** `test`: the rows are of the test world (issue #30 §2), and the workbook says so. */
  private export(sheet: Sheet, onError: (e: unknown) => void, test = false): Readable {
    return xlsxStream(markedSheets(sheet, test), onError);
  }

  // ── Members: their own rows, the on-screen filters ─────────────────────────────────────────

  memberOrders(userId: number, filters: OrderFilters, onError: (e: unknown) => void) {
    return this.export(this.orderRows(orderListWhere(userId, filters), false), onError, filters.test);
  }

  /** `reveal`: the recipients' names and full numbers (the company's owner or manager, issue #29 §7). */
  memberDeliveries(userId: number, filters: DeliveryFilters, onError: (e: unknown) => void, reveal: boolean) {
    const where = deliveryListWhere(userId, { ...filters, masked: reveal ? undefined : 'all' });
    return this.export(this.deliveryRows(where, false, reveal), onError, filters.test);
  }

  memberHistory(userId: number, filters: HistoryFilters, onError: (e: unknown) => void) {
    return this.export(this.ledgerRows(historyWhere(userId, filters), false), onError);
  }

  // ── Staff: every member ──────────────────────────────────────────────────────────────────

  orders(filters: { q?: string; status?: number }, onError: (e: unknown) => void) {
    return this.export(this.orderRows(adminOrderWhere(filters), true), onError);
  }

  deliveries(filters: DeliveryFilters, onError: (e: unknown) => void) {
    return this.export(this.deliveryRows(deliveryListWhere(null, filters), true), onError);
  }

  ledger(filters: LedgerFilters, onError: (e: unknown) => void) {
    const where = filters.memberId
      ? historyWhere(filters.memberId, { ...filters, ascending: false })
      : and(
          // Real money only: the test wallets' rows (issue #30 §2) are no one's statement.
          sql`${walletTransactions.walletId} in ${liveWalletIds}`,
          filters.createdAfter ? sql`${walletTransactions.createdAt} >= ${filters.createdAfter}` : undefined,
          filters.createdBefore
            ? sql`${walletTransactions.createdAt} <= ${filters.createdBefore}`
            : undefined,
          filters.transactionType
            ? eq(walletTransactions.transactionType, filters.transactionType)
            : undefined,
        );
    return this.export(this.ledgerRows(where, true), onError);
  }

  recharges(filters: { status?: number; method?: number }, onError: (e: unknown) => void) {
    const where = adminRechargeWhere(filters);
    const query = (beforeId: number | null, limit: number) =>
      this.db
        .select({ r: recharges, username: users.username, company: companies.name })
        .from(recharges)
        .innerJoin(users, eq(users.id, recharges.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(and(where, before(recharges.id, beforeId)))
        .orderBy(desc(recharges.id))
        .limit(limit);
    return this.export(
      {
        name: '충전요청',
        columns: [
          col('번호', 10),
          col('신청일시', 17),
          col('회원 아이디'),
          col('회사명', 20),
          col('결제 수단', 12),
          won('금액'),
          col('상태', 10),
          col('입금자명', 12),
          col('주문번호', 30),
          col('승인일시', 17),
        ],
        rows: mapPages(
          keysetPages(query, (row) => row.r.id),
          ({ r, username, company }): Cell[] => [
            r.id,
            at(r.createdAt),
            username,
            company ?? '',
            RECHARGE_METHOD_DISPLAY[r.rechargeMethod] ?? '',
            r.amount,
            RECHARGE_STATUS_DISPLAY[r.status] ?? '',
            r.depositorName ?? '',
            transactionNumber({ orderId: null }, r),
            at(r.approvedAt),
          ],
        ),
      },
      onError,
    );
  }

  members(filters: { q?: string; status?: UserStatus }, onError: (e: unknown) => void) {
    const where = memberListWhere(filters);
    const query = (beforeId: number | null, limit: number) =>
      this.db
        .select({ user: users, company: companies, balance: wallets.recharge })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.mode, 'live')))
        .where(and(where, before(users.id, beforeId)))
        .orderBy(desc(users.id))
        .limit(limit);
    return this.export(
      {
        name: '회원',
        columns: [
          col('회원번호', 10),
          col('아이디'),
          col('이름', 10),
          col('회사명', 20),
          col('사업자등록번호', 14),
          col('이메일', 26),
          col('전화', 14),
          col('상태', 10),
          col('가입일', 12),
          won('충전금 잔액'),
        ],
        rows: mapPages(
          keysetPages(query, (row) => row.user.id),
          ({ user, company, balance }): Cell[] => [
            user.id,
            user.username,
            user.fullname,
            company?.name ?? '',
            company?.businessNumber ?? '',
            user.email,
            user.phoneNumber,
            { active: '정상', suspended: '정지', withdrawn: '탈퇴' }[user.status],
            seoulDate(user.createdAt),
            balance ?? 0,
          ],
        ),
      },
      onError,
    );
  }

  /**
   * Monthly settlement from the ledger: per member the opening balance, the month's charges, sales
   * (voucher purchases), refunds, staff adjustments and balance refunds (issue #29 §3: held when
   * asked, given back when rejected), and the closing balance — what the shop owes
   * that member. Opening + movements = closing on every line; the summary sheet adds them up.
   */
  async settlement(month: string, onError: (e: unknown) => void): Promise<Readable> {
    const range = seoulMonthRange(month);
    if (!range) throw badRequest(DOCUMENT_MESSAGES.monthInvalid);
    const { from, to } = range;
    const balanceBefore = (instant: Date) =>
      sql<number>`coalesce((select t.balance_after from ${walletTransactions} t where t.user_id = ${users.id} and t.wallet_id in ${liveWalletIds} and t.created_at < ${instant} order by t.created_at desc, t.id desc limit 1), 0)::bigint`;
    const flow = (type: number) =>
      sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.transactionType} = ${type}), 0)::bigint`;
    const rows = await this.db
      .select({
        id: users.id,
        username: users.username,
        company: companies.name,
        opening: balanceBefore(from),
        charge: flow(1),
        use: flow(2),
        refund: flow(3),
        add: flow(4),
        subtract: flow(5),
        refundHold: flow(6),
        refundRelease: flow(7),
        closing: balanceBefore(to),
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(
        walletTransactions,
        and(
          eq(walletTransactions.userId, users.id),
          sql`${walletTransactions.walletId} in ${liveWalletIds}`,
          sql`${walletTransactions.createdAt} >= ${from}`,
          lt(walletTransactions.createdAt, to),
        ),
      )
      .where(eq(users.role, 'member'))
      .groupBy(users.id, companies.name)
      .orderBy(users.id);
    const lines = rows
      .map((r) => ({
        ...r,
        opening: Number(r.opening),
        charge: Number(r.charge),
        use: Number(r.use),
        refund: Number(r.refund),
        add: Number(r.add),
        subtract: Number(r.subtract),
        refundHold: Number(r.refundHold),
        refundRelease: Number(r.refundRelease),
        closing: Number(r.closing),
      }))
      .filter(
        (r) =>
          r.opening ||
          r.closing ||
          r.charge ||
          r.use ||
          r.refund ||
          r.add ||
          r.subtract ||
          r.refundHold ||
          r.refundRelease,
      );
    const sum = (
      key:
        | 'opening'
        | 'charge'
        | 'use'
        | 'refund'
        | 'add'
        | 'subtract'
        | 'refundHold'
        | 'refundRelease'
        | 'closing',
    ) => lines.reduce((n, l) => n + l[key], 0);
    const sales = -sum('use');
    const summary: Cell[][] = [
      ['기간', `${seoulDate(from)} ~ ${seoulDate(new Date(to.getTime() - 1))}`],
      ['기초 충전금 잔액', sum('opening')],
      ['충전', sum('charge')],
      ['매출 (상품권 구매, 면세)', sales],
      ['환불', sum('refund')],
      ['순매출 (매출 - 환불)', sales - sum('refund')],
      ['관리자 지급', sum('add')],
      ['관리자 차감', -sum('subtract')],
      ['잔액 환급 신청 (충전금에서 차감)', -sum('refundHold')],
      ['환급 반려 (충전금으로 되돌림)', sum('refundRelease')],
      ['기말 충전금 잔액 (회원에게 지급할 선수금)', sum('closing')],
      ['대상 회원 수', lines.length],
    ];
    return xlsxStream(
      [
        { name: '요약', columns: [col('항목', 40), won('금액', 18)], rows: [summary] },
        {
          name: '회원별',
          columns: [
            col('회원번호', 10),
            col('아이디'),
            col('회사명', 20),
            won('기초 잔액'),
            won('충전'),
            won('매출'),
            won('환불'),
            won('관리자 지급'),
            won('관리자 차감'),
            won('잔액 환급'),
            won('환급 반려'),
            won('기말 잔액'),
          ],
          rows: [
            lines.map((l): Cell[] => [
              l.id,
              l.username,
              l.company ?? '',
              l.opening,
              l.charge,
              -l.use,
              l.refund,
              l.add,
              -l.subtract,
              -l.refundHold,
              l.refundRelease,
              l.closing,
            ]),
          ],
        },
      ],
      onError,
    );
  }
}
