import {
  koreanDate,
  type Party,
  QUOTE,
  type QuoteLineInput,
  quoteBuyer,
  quoteFigures,
  quoteValidUntil,
  TAX_EXEMPT,
} from '@bizgift/domain/documents';
import { dataTable, notes, num, partiesBlock, renderPdf, sumRow, titleBlock, won } from './pdf.ts';

export interface Quote {
  issued: Date;
  company: string | null;
  supplier: Party;
  seal: string | null;
  items: QuoteLineInput[];
  validPeriodDays: number;
}

/** The PDF twin of the web's quote sheet: same figures (quoteFigures) and texts (QUOTE, TAX_EXEMPT). */
export function quotePdf(q: Quote): Promise<Buffer> {
  const f = quoteFigures(q.items);
  const right = 'right' as const;
  const buyer = quoteBuyer(q.company);
  return renderPdf(QUOTE.title, [
    ...titleBlock(QUOTE.title, [
      `견적일자 ${koreanDate(q.issued)}`,
      `유효기간 ${koreanDate(quoteValidUntil(q.issued))}까지 (${QUOTE.validDays}일)`,
    ]),
    ...(buyer
      ? [{ text: buyer, fontSize: 13, bold: true, margin: [0, 8, 0, 0] as [number, number, number, number] }]
      : []),
    { text: QUOTE.greeting, margin: [0, 4, 0, 0] },
    partiesBlock(q.supplier, null, q.seal),
    dataTable(
      [
        { text: '상품명', width: '*' },
        { text: '단가', width: 62, align: right },
        { text: '수량', width: 36, align: right },
        { text: '수신자 수', width: 48, align: right },
        { text: '금액', width: 72, align: right },
      ],
      f.lines.map((l) => [
        `[${l.brand}] ${l.name}`,
        won(l.unitPrice),
        num(l.quantity),
        num(l.recipients),
        won(l.amount),
      ]),
      [sumRow(5, `${TAX_EXEMPT.totalLabel} · 총 ${num(f.count)}매`, won(f.total), true)],
    ),
    notes([
      `본 견적서는 발행일로부터 ${QUOTE.validDays}일간 유효합니다.`,
      `모바일 쿠폰의 유효기간은 발송일로부터 ${q.validPeriodDays}일입니다.`,
      TAX_EXEMPT.note,
    ]),
  ]);
}
