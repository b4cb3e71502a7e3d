import type { Readable } from 'node:stream';
import { formatBusinessNumber } from '@bizgift/domain/account';
import { RECHARGE_METHOD_DISPLAY, RECHARGE_STATUS } from '@bizgift/domain/codes';
import {
  type Party,
  type QuoteItem,
  quoteSheetFileName,
  seoulDate,
  seoulDateTime,
  seoulMonthRange,
  supplierFromFooter,
} from '@bizgift/domain/documents';
import { withSourceMark } from '@bizgift/domain/orders';
import { BALANCE_REFUND_STATUS } from '@bizgift/domain/refunds';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { deliveries, orderItems, orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { balanceRefunds, recharges } from '../../db/schema/wallet.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { visibleTo } from '../company/policy.ts';
import { getSetting } from '../content/settings.ts';
import { effectiveVoucherStatus } from '../deliveries/dto.ts';
import { type DeliveryReport, deliveryReportPdf, REPORT_COLUMNS, reportLine } from './delivery-report.ts';
import { quotePdf } from './quote.ts';
import { rechargeReceiptPdf } from './recharge-receipt.ts';
import { refundReceiptPdf } from './refund-receipt.ts';
import { type StatementLine, type StatementRefund, statementPdf } from './statement.ts';
import { markedSheets, WON_FORMAT, xlsxStream } from './xlsx.ts';

export const DOCUMENT_MESSAGES = {
  orderNotFound: '주문 정보를 찾을 수 없습니다.',
  rechargeNotFound: '승인된 충전 내역을 찾을 수 없습니다.',
  refundNotFound: '환급 완료된 잔액 환급 신청을 찾을 수 없습니다.',
  monthInvalid: '조회할 월을 YYYY-MM 형식으로 입력해주세요.',
  goodsNotFound: '견적할 수 없는 상품이 포함되어 있습니다.',
  memberNotFound: '회원을 찾을 수 없습니다.',
} as const;

/**
 * userId null = staff (any member's documents); a member sees its company's documents (a sender
 * only its own orders'), and asking for another's gets 404.
 */
type Owner = number | { userId: number; test: boolean } | null;

/** One order's document and whether the order was a test order (its file name says 테스트 then). */
export interface OrderDocument<T> {
  body: T;
  test: boolean;
}

/** An order's documents are of its world (issue #30 §2): a test key's are of test orders only. */
const owned = (
  table: typeof orders | typeof recharges | typeof balanceRefunds,
  owner: Owner,
): SQL | undefined =>
  owner === null
    ? undefined
    : typeof owner === 'number'
      ? visibleTo(owner, table)
      : visibleTo(owner.userId, table, owner.test);

export class DocumentService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async supplier(): Promise<{ supplier: Party; seal: string | null }> {
    const [footer, seal] = await Promise.all([getSetting(this.db, 'footer'), getSetting(this.db, 'seal')]);
    return { supplier: supplierFromFooter(footer), seal: seal.image };
  }

  /** The buyer block: the member's company as registered at sign-up; and the member by name. */
  async member(userId: number): Promise<Party & { username: string; fullname: string }> {
    const [row] = await this.db
      .select({ user: users, company: companies })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, userId), eq(users.role, 'member')))
      .limit(1);
    if (!row) throw notFound(DOCUMENT_MESSAGES.memberNotFound);
    const { user, company } = row;
    return {
      username: user.username,
      fullname: user.fullname,
      name: company?.name ?? user.fullname,
      businessNumber: company ? formatBusinessNumber(company.businessNumber) : '',
      representative: company?.ownerName ?? user.fullname,
      businessType: company?.businessType ?? '',
      address: company?.address ?? '',
      phone: company?.primaryPhone ?? user.phoneNumber,
    };
  }

  private async statementLines(where: SQL | undefined): Promise<StatementLine[]> {
    const rows = await this.db
      .select({
        order: orders,
        item: orderItems,
        goodsName: goods.name,
        brand: brands.name,
        placer: users.fullname,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(goods, eq(goods.id, orderItems.goodsId))
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .where(where)
      .orderBy(asc(orders.id), asc(orderItems.id));
    return rows.map(({ order, item, goodsName, brand, placer }) => ({
      date: seoulDate(order.createdAt),
      orderId: order.id,
      placedBy: placer,
      goods: withSourceMark(`[${brand}] ${goodsName}`, order.source),
      count: item.totalCount,
      unitPrice: item.amount,
      amount: item.totalAmount,
      refund: item.refundAmount,
    }));
  }

  /** 거래명세서 of one order; a test order's says so (`test`, issue #30 §2). */
  async orderStatement(owner: Owner, orderId: number): Promise<OrderDocument<Buffer>> {
    const [order] = await this.db
      .select({ id: orders.id, userId: orders.userId, test: orders.test })
      .from(orders)
      .where(and(eq(orders.id, orderId), owned(orders, owner)))
      .limit(1);
    if (!order) throw notFound(DOCUMENT_MESSAGES.orderNotFound);
    const [{ supplier, seal }, buyer, lines] = await Promise.all([
      this.supplier(),
      this.member(order.userId),
      this.statementLines(eq(orderItems.orderId, orderId)),
    ]);
    const body = await statementPdf({
      number: `BG-ORD-${String(orderId).padStart(6, '0')}`,
      issued: seoulDate(this.now()),
      period: `주문번호 ${orderId} (${lines[0]?.date ?? ''})`,
      supplier,
      buyer,
      seal,
      lines,
      test: order.test,
    });
    return { body, test: order.test };
  }

  /** 거래명세서 of a calendar month (Korean time): every order placed in it, refunds netted. */
  async monthStatement(userId: number, month: string): Promise<Buffer> {
    const range = seoulMonthRange(month);
    if (!range) throw badRequest(DOCUMENT_MESSAGES.monthInvalid);
    const [{ supplier, seal }, buyer, lines, refunds] = await Promise.all([
      this.supplier(),
      this.member(userId),
      this.statementLines(
        and(visibleTo(userId, orders), gte(orders.createdAt, range.from), lt(orders.createdAt, range.to)),
      ),
      this.paidRefunds(
        and(
          visibleTo(userId, balanceRefunds),
          gte(balanceRefunds.processedAt, range.from),
          lt(balanceRefunds.processedAt, range.to),
        ),
      ),
    ]);
    const last = seoulDate(new Date(range.to.getTime() - 1));
    return statementPdf({
      number: `BG-${month.replace('-', '')}-${String(userId).padStart(6, '0')}`,
      issued: seoulDate(this.now()),
      period: `${month.slice(0, 4)}년 ${Number(month.slice(5))}월 (${month}-01 ~ ${last})`,
      supplier,
      buyer,
      seal,
      lines,
      refunds,
    });
  }

  /** Balance refunds paid (issue #29 §3), by the day they were paid: the month statement lists them apart from sales. */
  private async paidRefunds(where: SQL | undefined): Promise<StatementRefund[]> {
    const rows = await this.db
      .select()
      .from(balanceRefunds)
      .where(and(eq(balanceRefunds.status, BALANCE_REFUND_STATUS.PAID), where))
      .orderBy(asc(balanceRefunds.processedAt), asc(balanceRefunds.id));
    return rows.map((r) => ({
      date: seoulDate(r.processedAt!),
      account: `${r.bank} ${r.accountNumber} (${r.holder})`,
      amount: r.amount,
    }));
  }

  /** 발송결과 내역서 data: the order and every delivery of it, in send order. */
  async deliveryReport(owner: Owner, orderId: number): Promise<DeliveryReport> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), owned(orders, owner)))
      .limit(1);
    if (!order) throw notFound(DOCUMENT_MESSAGES.orderNotFound);
    const report = this.now();
    const [buyer, rows] = await Promise.all([
      this.member(order.userId),
      this.db
        .select({ d: deliveries, goodsName: goods.name, brand: brands.name, amount: orderItems.amount })
        .from(deliveries)
        .innerJoin(orderItems, eq(orderItems.id, deliveries.orderItemId))
        .innerJoin(goods, eq(goods.id, deliveries.goodsId))
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .where(eq(deliveries.orderId, orderId))
        .orderBy(asc(deliveries.id)),
    ]);
    return {
      orderId,
      orderName: withSourceMark(order.name, order.source),
      orderStatus: order.status,
      orderedAt: order.createdAt,
      buyer: buyer.name,
      placedBy: buyer.fullname,
      issued: report,
      test: order.test,
      rows: rows.map(({ d, goodsName, brand, amount }) => ({
        id: d.id,
        phone: d.recipientPhone,
        email: d.recipientEmail,
        recipientName: d.recipientName,
        goods: withSourceMark(`[${brand}] ${goodsName}`, order.source),
        amount,
        status: d.status,
        sentAt: d.sentAt,
        couponExpiresAt: d.couponExpiresAt,
        voucherStatus: effectiveVoucherStatus(d, report.getTime()),
        voucherUsedAt: d.voucherUsedAt,
      })),
    };
  }

  async deliveryReportPdf(owner: Owner, orderId: number): Promise<OrderDocument<Buffer>> {
    const report = await this.deliveryReport(owner, orderId);
    return { body: await deliveryReportPdf(report), test: report.test };
  }

  /** `reveal`: names and full numbers for whoever reconciles the sends (staff, owner, manager). */
  async deliveryReportXlsx(
    owner: Owner,
    orderId: number,
    onError: (e: unknown) => void,
    reveal = false,
  ): Promise<OrderDocument<Readable>> {
    const report = await this.deliveryReport(owner, orderId);
    const lines = report.rows.map((row, i) => reportLine(row, i, reveal));
    const body = xlsxStream(
      markedSheets(
        {
          name: '발송결과',
          columns: REPORT_COLUMNS.map((c) => ({
            header: c.header,
            width: c.width,
            numFmt: c.key === 'amount' ? WON_FORMAT : undefined,
          })),
          rows: [lines.map((l) => REPORT_COLUMNS.map((c) => l[c.key]))],
        },
        report.test,
      ),
      onError,
    );
    return { body, test: report.test };
  }

  /** 충전 확인서 of an approved recharge. */
  async rechargeReceipt(owner: Owner, rechargeId: number): Promise<Buffer> {
    const [recharge] = await this.db
      .select()
      .from(recharges)
      .where(
        and(
          eq(recharges.id, rechargeId),
          eq(recharges.status, RECHARGE_STATUS.APPROVED),
          owned(recharges, owner),
        ),
      )
      .limit(1);
    if (!recharge?.approvedAt) throw notFound(DOCUMENT_MESSAGES.rechargeNotFound);
    const [{ supplier, seal }, member] = await Promise.all([this.supplier(), this.member(recharge.userId)]);
    return rechargeReceiptPdf({
      id: recharge.id,
      issued: seoulDate(this.now()),
      approvedAt: seoulDateTime(recharge.approvedAt),
      method: RECHARGE_METHOD_DISPLAY[recharge.rechargeMethod] ?? '기타',
      orderNumber: recharge.providerOrderId ?? `BANK-${recharge.id}`,
      transactionId: recharge.providerTransactionId,
      amount: recharge.amount,
      requestedBy: `${member.fullname} (${member.username})`,
      supplier,
      member,
      seal,
    });
  }

  /** 환급 확인서 of a balance refund staff paid (issue #29 §3). */
  async refundReceipt(owner: Owner, refundId: number): Promise<Buffer> {
    const [refund] = await this.db
      .select()
      .from(balanceRefunds)
      .where(
        and(
          eq(balanceRefunds.id, refundId),
          eq(balanceRefunds.status, BALANCE_REFUND_STATUS.PAID),
          owned(balanceRefunds, owner),
        ),
      )
      .limit(1);
    if (!refund?.processedAt) throw notFound(DOCUMENT_MESSAGES.refundNotFound);
    const [{ supplier, seal }, member] = await Promise.all([this.supplier(), this.member(refund.userId)]);
    return refundReceiptPdf({
      id: refund.id,
      issued: seoulDate(this.now()),
      requestedAt: seoulDateTime(refund.createdAt),
      paidAt: seoulDateTime(refund.processedAt),
      account: `${refund.bank} ${refund.accountNumber} (예금주 ${refund.holder})`,
      amount: refund.amount,
      supplier,
      member,
      seal,
    });
  }

  /** A quote priced from the catalogue (never from the client), for a member or a visitor. */
  async quote(
    userId: number | null,
    items: { goods_id: number; quantity: number; recipients: number }[],
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const ids = items.map((i) => i.goods_id);
    const [rows, { supplier, seal }, company] = await Promise.all([
      this.db
        .select({
          id: goods.id,
          name: goods.name,
          price: goods.price,
          validPeriod: goods.validPeriod,
          brand: brands.name,
        })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .where(and(inArray(goods.id, ids), eq(goods.isOnSale, true))),
      this.supplier(),
      userId === null ? null : this.member(userId).then((m) => m.name),
    ]);
    const byId = new Map(rows.map((g) => [g.id, g]));
    const lines: QuoteItem[] = items.map((i) => {
      const g = byId.get(i.goods_id);
      if (!g) throw notFound(DOCUMENT_MESSAGES.goodsNotFound);
      return {
        brand: g.brand,
        name: g.name,
        unitPrice: g.price,
        quantity: i.quantity,
        recipients: i.recipients,
        validPeriod: g.validPeriod,
      };
    });
    const issued = this.now();
    return {
      pdf: await quotePdf({ issued, company, supplier, seal, items: lines }),
      fileName: quoteSheetFileName(lines, issued, 'pdf'),
    };
  }
}
