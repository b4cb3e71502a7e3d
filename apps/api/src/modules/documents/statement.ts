import {
  DOCUMENT_TITLES,
  documentTitle,
  type Party,
  TAX_EXEMPT,
  TEST_DOCUMENT,
} from '@bizgift/domain/documents';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, headCell, notes, num, partiesBlock, renderPdf, sumRow, titleBlock, won } from './pdf.ts';

export interface StatementLine {
  date: string;
  orderId: number;
  /** Who of the company placed the order (issue #27): the member's name. */
  placedBy: string;
  goods: string;
  count: number;
  unitPrice: number;
  amount: number;
  refund: number;
}

/** A balance refund paid in the period (issue #29 §3): money returned, not a sale, so outside the totals. */
export interface StatementRefund {
  date: string;
  account: string;
  amount: number;
}

export interface Statement {
  number: string;
  issued: string;
  /** '주문 번호 123' or '2025년 3월 (2025-03-01 ~ 2025-03-31)' */
  period: string;
  supplier: Party;
  buyer: Party;
  seal: string | null;
  lines: StatementLine[];
  /** The month statement only. */
  refunds?: StatementRefund[];
  /** A test order's statement (issue #30 §2): marked 테스트, never evidence. */
  test?: boolean;
}

export function statementTotals(lines: StatementLine[]) {
  const amount = lines.reduce((n, l) => n + l.amount, 0);
  const refund = lines.reduce((n, l) => n + l.refund, 0);
  return { amount, refund, net: amount - refund };
}

/** 거래명세서: vouchers are tax-exempt, so the whole net amount is 면세 and the tax is 0. */
export function statementPdf(s: Statement): Promise<Buffer> {
  const t = statementTotals(s.lines);
  const right = 'right' as const;
  const test = s.test === true;
  return renderPdf(
    `${documentTitle(DOCUMENT_TITLES.statement, test)} ${s.number}`,
    [
      ...titleBlock(
        DOCUMENT_TITLES.statement,
        [`문서번호 ${s.number} · 발행일 ${s.issued}`, `거래 기간 ${s.period}`],
        test,
      ),
      partiesBlock(s.supplier, s.buyer, s.seal),
      {
        table: {
          widths: ['*', '*', '*', '*'],
          body: [
            [
              headCell('공급가액 (면세)'),
              headCell('세액'),
              headCell('환불 차감'),
              headCell('합계 금액 (면세)'),
            ],
            [
              { text: won(t.amount), alignment: 'center' },
              { text: '0원 (면세)', alignment: 'center' },
              { text: t.refund ? `-${won(t.refund)}` : '0원', alignment: 'center' },
              { text: won(t.net), alignment: 'center', bold: true, fontSize: 11 },
            ],
          ],
        },
        margin: [0, 0, 0, 10],
      },
      // 8 pt, so the 주문자 column fits beside a goods name of a line without narrowing it.
      dataTable(
        [
          { text: '일자', width: 46, align: 'center' },
          { text: '주문번호', width: 34, align: 'center' },
          { text: '주문자', width: 48, align: 'center' },
          { text: '품목', width: '*' },
          { text: '수량', width: 26, align: right },
          { text: '단가', width: 44, align: right },
          { text: '금액', width: 50, align: right },
          { text: '환불', width: 44, align: right },
          { text: '과세구분', width: 28, align: 'center' },
        ],
        s.lines.length
          ? s.lines.map((l) => [
              l.date,
              l.orderId,
              l.placedBy,
              l.goods,
              num(l.count),
              num(l.unitPrice),
              num(l.amount),
              l.refund ? `-${num(l.refund)}` : '0',
              TAX_EXEMPT.label,
            ])
          : [['', '', '', '거래 내역이 없습니다.', '', '', '', '', '']],
        [
          sumRow(9, '공급가액 합계', won(t.amount), false, 2),
          sumRow(9, '환불 차감', t.refund ? `-${won(t.refund)}` : '0원', false, 2),
          sumRow(9, TAX_EXEMPT.totalLabel, won(t.net), true, 2),
        ],
        8,
      ),
      ...refundsBlock(s.refunds ?? []),
      notes([
        ...(test ? [TEST_DOCUMENT.note] : []),
        TAX_EXEMPT.note,
        '환불 금액은 발행일 현재까지 환불 처리된 금액을 차감한 것입니다.',
      ]),
    ],
    test,
  );
}

/** 충전금 잔액 환급: listed under the sales, never netted from them (a returned prepayment is no sale). */
function refundsBlock(refunds: StatementRefund[]): Content[] {
  if (!refunds.length) return [];
  const total = refunds.reduce((n, r) => n + r.amount, 0);
  return [
    { text: '충전금 잔액 환급 (매출 아님)', bold: true, fontSize: 10, margin: [0, 12, 0, 4] },
    dataTable(
      [
        { text: '지급일', width: 60, align: 'center' },
        { text: '환급 계좌', width: '*' },
        { text: '환급 금액', width: 80, align: 'right' },
      ],
      refunds.map((r) => [r.date, r.account, won(r.amount)]),
      [sumRow(3, '잔액 환급 합계', won(total), true)],
    ),
  ];
}
