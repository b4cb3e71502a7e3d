import { DOCUMENT_TITLES, type Party, RECHARGE_RECEIPT_NOTE } from '@bizgift/domain/documents';
import { dataTable, notes, partiesBlock, renderPdf, titleBlock, won } from './pdf.ts';

export interface RechargeReceipt {
  id: number;
  issued: string;
  approvedAt: string;
  method: string;
  orderNumber: string;
  transactionId: string | null;
  amount: number;
  /** Who of the company asked for it (issue #27): `name (username)`. */
  requestedBy: string;
  supplier: Party;
  member: Party;
  seal: string | null;
}

export const receiptNumber = (id: number) => `BG-RC-${String(id).padStart(6, '0')}`;

/** 충전 확인서: confirms money paid in as prepaid charge money (not a tax invoice; see the notes). */
export function rechargeReceiptPdf(r: RechargeReceipt): Promise<Buffer> {
  return renderPdf(`${DOCUMENT_TITLES.rechargeReceipt} ${receiptNumber(r.id)}`, [
    ...titleBlock(DOCUMENT_TITLES.rechargeReceipt, [
      `문서번호 ${receiptNumber(r.id)} · 발행일 ${r.issued}`,
      `충전 요청자 ${r.requestedBy}`,
    ]),
    partiesBlock(r.supplier, r.member, r.seal, '충전 회원'),
    dataTable(
      [
        { text: '충전 일시', width: 90, align: 'center' },
        { text: '충전 방법', width: 70, align: 'center' },
        { text: '충전 주문번호', width: '*', align: 'center' },
        { text: '승인번호', width: 90, align: 'center' },
        { text: '충전 금액', width: 80, align: 'right' },
      ],
      [[r.approvedAt, r.method, r.orderNumber, r.transactionId ?? '-', won(r.amount)]],
    ),
    {
      text: `위 금액 ${won(r.amount)}이 BizGift 충전금으로 충전되었음을 확인합니다.`,
      alignment: 'center',
      fontSize: 11,
      bold: true,
      margin: [0, 18, 0, 6],
    },
    notes(RECHARGE_RECEIPT_NOTE),
  ]);
}
