import {
  DELIVERY_STATUS,
  DELIVERY_STATUS_DISPLAY,
  VOUCHER_STATUS,
  VOUCHER_STATUS_DISPLAY,
} from '@bizgift/domain/codes';
import {
  DOCUMENT_TITLES,
  documentTitle,
  maskEmail,
  maskName,
  maskPhone,
  seoulDate,
  seoulDateTime,
  TEST_DOCUMENT,
} from '@bizgift/domain/documents';

/** 010-1234-5678 */
const formatMobile = (phone: string) =>
  /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}` : phone;

import { orderStatusDisplay } from '@bizgift/domain/orders';
import { dataTable, notes, num, renderPdf, titleBlock, won } from './pdf.ts';

export interface DeliveryReportRow {
  id: number;
  phone: string | null;
  email: string | null;
  /** The name given for #{이름}, if any. */
  recipientName: string | null;
  goods: string;
  amount: number;
  status: number;
  sentAt: Date | null;
  couponExpiresAt: Date | null;
  /** gifticon status as the lists show it (an unused voucher past its expiry reads 3) */
  voucherStatus: number | null;
  voucherUsedAt: Date | null;
}

export interface DeliveryReport {
  orderId: number;
  orderName: string;
  /** SPEC's order status code; the report prints the word that follows the sends (orderStatusDisplay). */
  orderStatus: number;
  orderedAt: Date;
  /** The company the order is for. */
  buyer: string;
  /** Who of the company placed it (issue #27). */
  placedBy: string;
  issued: Date;
  rows: DeliveryReportRow[];
  /** A test order's report (issue #30 §2): marked 테스트, never evidence. */
  test: boolean;
}

/** The voucher's own state at the issuer, next to the send result: unused until when, used when… */
export function voucherState(row: DeliveryReportRow): string {
  if (row.voucherStatus === null) return row.status === DELIVERY_STATUS.REFUNDED ? '환불' : '-';
  const label = VOUCHER_STATUS_DISPLAY[row.voucherStatus] ?? '-';
  if (row.voucherStatus === VOUCHER_STATUS.UNUSED && row.couponExpiresAt)
    return `${label} (~${seoulDate(row.couponExpiresAt)})`;
  if (row.voucherStatus === VOUCHER_STATUS.USED && row.voucherUsedAt)
    return `${label} (${seoulDate(row.voucherUsedAt)})`;
  return label;
}

/**
 * One printed line per delivery. Masked (the PDF, handed to a finance team; the sheet for a member
 * who may not see recipients): 김*수, 010-****-5678. Revealed (issue #29 §7: the company's owner
 * or manager reconciling their own sends): the name and the full number.
 */
export function reportLine(row: DeliveryReportRow, index: number, reveal = false) {
  return {
    no: index + 1,
    name: reveal ? (row.recipientName ?? '') : maskName(row.recipientName),
    recipient: reveal
      ? row.phone
        ? formatMobile(row.phone)
        : (row.email ?? '')
      : row.phone
        ? maskPhone(row.phone)
        : maskEmail(row.email),
    goods: row.goods,
    amount: row.amount,
    sentAt: row.sentAt ? seoulDateTime(row.sentAt) : '-',
    result: DELIVERY_STATUS_DISPLAY[row.status] ?? '발송대기',
    voucher: voucherState(row),
  };
}

export const REPORT_COLUMNS = [
  { header: '번호', key: 'no', width: 8 },
  { header: '받는 분', key: 'name', width: 12 },
  { header: '수신자', key: 'recipient', width: 24 },
  { header: '상품', key: 'goods', width: 36 },
  { header: '금액', key: 'amount', width: 12 },
  { header: '발송 시각', key: 'sentAt', width: 18 },
  { header: '발송 결과', key: 'result', width: 14 },
  { header: '쿠폰 상태', key: 'voucher', width: 20 },
] as const;

/** The order's status as the lists show it, from the report's own rows. */
export function reportOrderStatus(r: DeliveryReport): string {
  const count = (status: number) => r.rows.filter((row) => row.status === status).length;
  const failed = count(DELIVERY_STATUS.SEND_FAILED) + count(DELIVERY_STATUS.ADMIN_FAILED);
  return orderStatusDisplay(r.orderStatus, failed, r.rows.length - count(DELIVERY_STATUS.REFUNDED));
}

/** The PDF's columns: the sheet's but the name (a finance team matches by the masked number). */
const PDF_COLUMNS = REPORT_COLUMNS.filter((c) => c.key !== 'name');

export function deliveryReportPdf(r: DeliveryReport): Promise<Buffer> {
  const lines = r.rows.map((row, i) => reportLine(row, i));
  const count = (status: number) => r.rows.filter((row) => row.status === status).length;
  return renderPdf(
    `${documentTitle(DOCUMENT_TITLES.deliveryReport, r.test)} ${r.orderId}`,
    [
      ...titleBlock(
        DOCUMENT_TITLES.deliveryReport,
        [
          `주문번호 ${r.orderId} · ${r.orderName} · 주문 상태 ${reportOrderStatus(r)}`,
          `주문 회사 ${r.buyer} · 주문자 ${r.placedBy} · 주문일시 ${seoulDateTime(r.orderedAt)} · 발행 ${seoulDateTime(r.issued)}`,
          `전체 ${num(r.rows.length)}건 · 발송완료 ${num(count(1))}건 · 실패 ${num(count(3) + count(5))}건 · 환불 ${num(count(4))}건 · 대기/발송중 ${num(count(0) + count(2))}건`,
        ],
        r.test,
      ),
      { text: '', margin: [0, 6, 0, 0] },
      dataTable(
        PDF_COLUMNS.map((c) => ({
          text: c.header,
          width:
            c.key === 'goods'
              ? '*'
              : c.key === 'no'
                ? 28
                : c.key === 'recipient'
                  ? 86
                  : c.key === 'sentAt'
                    ? 72
                    : c.key === 'voucher'
                      ? 62
                      : 56,
          align:
            c.key === 'amount'
              ? ('right' as const)
              : c.key === 'goods'
                ? ('left' as const)
                : ('center' as const),
        })),
        lines.map((l) => [l.no, l.recipient, l.goods, won(l.amount), l.sentAt, l.result, l.voucher]),
      ),
      notes([
        ...(r.test ? [TEST_DOCUMENT.note] : []),
        '수신자 정보는 개인정보 보호를 위해 일부를 가려 표시합니다.',
        '발송 시각은 한국 시간 기준입니다.',
      ]),
    ],
    r.test,
  );
}
