import { DOCUMENT_TITLES, type Party } from '@bizgift/domain/documents';
import { dataTable, notes, partiesBlock, renderPdf, titleBlock, won } from './pdf.ts';

export interface RefundReceipt {
  id: number;
  issued: string;
  requestedAt: string;
  paidAt: string;
  account: string;
  amount: number;
  supplier: Party;
  member: Party;
  seal: string | null;
}

export const refundReceiptNumber = (id: number) => `BG-RF-${String(id).padStart(6, '0')}`;

/**
 * 환급 확인서 (issue #29 §3): unused charge money paid back to the business's account. It is the
 * return of a prepayment, not a sale or its cancellation, so no tax document goes with it.
 */
export function refundReceiptPdf(r: RefundReceipt): Promise<Buffer> {
  const number = refundReceiptNumber(r.id);
  return renderPdf(`${DOCUMENT_TITLES.refundReceipt} ${number}`, [
    ...titleBlock(DOCUMENT_TITLES.refundReceipt, [`문서번호 ${number} · 발행일 ${r.issued}`]),
    partiesBlock(r.supplier, r.member, r.seal, '환급 회원'),
    dataTable(
      [
        { text: '신청 일시', width: 90, align: 'center' },
        { text: '지급 일시', width: 90, align: 'center' },
        { text: '환급 계좌', width: '*', align: 'center' },
        { text: '환급 금액', width: 80, align: 'right' },
      ],
      [[r.requestedAt, r.paidAt, r.account, won(r.amount)]],
    ),
    {
      text: `위 금액 ${won(r.amount)}을 BizGift 충전금 잔액 환급으로 지급하였음을 확인합니다.`,
      alignment: 'center',
      fontSize: 11,
      bold: true,
      margin: [0, 18, 0, 6],
    },
    notes([
      '잔액 환급은 사용하지 않은 선불 충전금을 돌려드린 것으로, 상품권 매출이나 그 취소가 아닙니다.',
      '환급한 금액은 충전금에서 차감되었으며, 충전금 이용내역에 "잔액 환급"으로 표시됩니다.',
    ]),
  ]);
}
