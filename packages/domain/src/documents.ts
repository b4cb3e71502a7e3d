import { z } from 'zod';
import { formatNumber } from './money.ts';
import { dateQuery } from './query.ts';

/**
 * Documents a finance team books from (issue #17): the quote, 거래명세서, 발송결과 내역서 and 충전 확인서.
 * The texts and figures both the web (quote PNG, on-screen sheet) and the API (PDF, .xlsx) print live
 * here, so a document reads the same whichever side draws it.
 */

/** Mobile vouchers are tax-exempt (부가가치세법 §26 does not apply: they are 상품권, not goods). */
export const TAX_EXEMPT = {
  label: '면세',
  totalLabel: '합계 금액 (면세)',
  note: '모바일 상품권은 부가가치세 과세 대상이 아니므로(면세) 세금계산서를 발행하지 않으며, 구매 증빙은 거래명세서로 합니다.',
} as const;

/** The supplier's business type, printed in every supplier block (not a footer field). */
export const SUPPLIER_BUSINESS_TYPE = '서비스업 / 모바일 상품권 판매';

export const QUOTE = {
  title: '모바일 쿠폰 견적서',
  validDays: 14,
  greeting: '아래와 같이 견적합니다.',
  maxItems: 20,
  maxQuantity: 100,
  maxRecipients: 10_000,
} as const;

export const DOCUMENT_TITLES = {
  statement: '거래명세서',
  deliveryReport: '발송결과 내역서',
  rechargeReceipt: '충전 확인서',
  refundReceipt: '환급 확인서',
} as const;

/**
 * A test order's documents (issue #30 §2) are drawn like a live order's, so a program tried with a
 * test key downloads what it will download live; but a finance team must never book them: the title
 * says (테스트), a red box and a watermark say it is no real transaction, and the file and sheet
 * names carry 테스트 too.
 */
export const TEST_DOCUMENT = {
  mark: '테스트',
  note: '테스트 주문의 문서입니다. 실제 거래가 아니며 결제·발송되지 않았으므로 증빙 서류로 사용할 수 없습니다.',
} as const;

/** '거래명세서' → '거래명세서 (테스트)' for a test order's document. */
export const documentTitle = (title: string, test: boolean) =>
  test ? `${title} (${TEST_DOCUMENT.mark})` : title;

/**
 * What a recharge receipt says, and the service guide repeats: prepaid charge money is not a sale of
 * goods yet, so no tax invoice is issued when it is paid in; the vouchers it buys are tax-exempt.
 */
export const RECHARGE_RECEIPT_NOTE = [
  '충전금은 모바일 상품권 구매에 사용하는 선불 충전금으로, 충전 시점에는 재화·용역의 공급이 없어 세금계산서를 발행하지 않습니다.',
  '충전금으로 구매한 모바일 상품권은 부가가치세 면세 대상이며, 구매 내역은 주문별·월별 거래명세서로 증빙할 수 있습니다.',
  '카드·통합결제로 충전한 경우 카드 매출전표는 결제대행사가 발행하며, 본 확인서는 입금·충전 사실을 확인하는 용도입니다.',
] as const;

/** A supplier or buyer block: label → value rows, in print order. */
export interface Party {
  name: string;
  businessNumber: string;
  representative: string;
  businessType: string;
  address: string;
  phone: string;
}

export const PARTY_ROWS: readonly [keyof Party, string][] = [
  ['name', '상호'],
  ['businessNumber', '등록번호'],
  ['representative', '대표자'],
  ['businessType', '업태/종목'],
  ['address', '주소'],
  ['phone', '전화'],
];

/** The supplier block from the footer settings the shop staff edit. */
export function supplierFromFooter(footer: {
  company_name: string;
  admin_name: string;
  business_number: string;
  company_address: string;
  contact_phone: string;
}): Party {
  return {
    name: footer.company_name,
    businessNumber: footer.business_number,
    representative: footer.admin_name,
    businessType: SUPPLIER_BUSINESS_TYPE,
    address: footer.company_address,
    phone: footer.contact_phone,
  };
}

export interface QuoteLineInput {
  brand: string;
  name: string;
  unitPrice: number;
  /** vouchers per recipient */
  quantity: number;
  recipients: number;
}

export interface QuoteLine extends QuoteLineInput {
  /** vouchers sent in all: quantity × recipients */
  count: number;
  amount: number;
}

export interface QuoteFigures {
  lines: QuoteLine[];
  count: number;
  total: number;
}

/** One line per goods: amount = unit price × quantity × recipients; the total is all tax-exempt. */
export function quoteFigures(items: QuoteLineInput[]): QuoteFigures {
  const lines = items.map((i) => {
    const count = i.quantity * i.recipients;
    return { ...i, count, amount: i.unitPrice * count };
  });
  return {
    lines,
    count: lines.reduce((n, l) => n + l.count, 0),
    total: lines.reduce((n, l) => n + l.amount, 0),
  };
}

/** The buyer line of a quote: '(주)에이비씨 귀중' for a logged-in member, blank otherwise. */
export const quoteBuyer = (company: string | null | undefined) => (company ? `${company} 귀중` : '');

const pad = (n: number) => String(n).padStart(2, '0');

/** Calendar date in Korean time, whatever the machine's zone: 2025-03-01. */
export function seoulDate(d: Date): string {
  const k = new Date(d.getTime() + 9 * 3_600_000);
  return `${k.getUTCFullYear()}-${pad(k.getUTCMonth() + 1)}-${pad(k.getUTCDate())}`;
}

/** 2025-03-01 14:05 in Korean time. */
export function seoulDateTime(d: Date): string {
  const k = new Date(d.getTime() + 9 * 3_600_000);
  return `${seoulDate(d)} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}`;
}

/** 2025년 3월 1일 in Korean time. */
export function koreanDate(d: Date): string {
  const [y, m, day] = seoulDate(d).split('-');
  return `${y}년 ${Number(m)}월 ${Number(day)}일`;
}

export function quoteValidUntil(issued: Date): Date {
  return new Date(issued.getTime() + QUOTE.validDays * 86_400_000);
}

/** '모바일 쿠폰 견적서_카페 라떼 T_2025-03-01.png' with characters file systems refuse replaced. */
export function quoteFileName(goodsName: string, issued: Date, ext: 'png' | 'pdf'): string {
  return `${QUOTE.title}_${safeFileText(goodsName)}_${seoulDate(issued)}.${ext}`;
}

export function safeFileText(text: string): string {
  return [...text]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim();
}

/** 010-****-5678: the middle digits hidden, the last four kept so a finance team can match a line. */
export function maskPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 8) return digits ? '*'.repeat(digits.length) : '';
  const head = digits.startsWith('02') ? '02' : digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}-${'*'.repeat(digits.length - head.length - 4)}-${tail}`;
}

/** 김*수: the middle of a name hidden (김* for two syllables), for documents handed to others. */
export function maskName(name: string | null | undefined): string {
  const value = (name ?? '').trim();
  if (value.length <= 1) return value ? '*' : '';
  if (value.length === 2) return `${value[0]}*`;
  return `${value[0]}${'*'.repeat(value.length - 2)}${value.at(-1)}`;
}

/** ho****@example.com: the first two characters of the local part kept (one when it is short). */
export function maskEmail(email: string | null | undefined): string {
  const value = email ?? '';
  const at = value.lastIndexOf('@');
  if (at < 1) return value ? '*'.repeat(value.length) : '';
  const local = value.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(local.length - keep, 2))}${value.slice(at)}`;
}

/** 2370000 → '이백삼십칠만': the amount in Korean words, as 견적서 and 영수증 print it (일금 … 원정). */
export function koreanAmount(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return '';
  if (n === 0) return '영';
  const digits = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
  const small = ['', '십', '백', '천'];
  const big = ['', '만', '억', '조', '경'];
  let out = '';
  for (let group = 0, rest = n; rest > 0; group++, rest = Math.floor(rest / 10_000)) {
    const four = rest % 10_000;
    if (four === 0) continue;
    let words = '';
    for (let i = 3; i >= 0; i--) {
      const d = Math.floor(four / 10 ** i) % 10;
      if (d === 0) continue;
      // 십, 백, 천 without 일 (일천 → 천), as amounts are written
      words += (d === 1 && i > 0 ? '' : digits[d]) + small[i];
    }
    out = words + big[group] + out;
  }
  return out;
}

/** A goods line of a quote with the validity of its vouchers. */
export interface QuoteItem extends QuoteLineInput {
  /** days a voucher stays valid after it is sent */
  validPeriod: number;
}

export interface QuoteSheetInput {
  issued: Date;
  /** the member's company; null for a visitor */
  company: string | null | undefined;
  supplier: Party;
  items: QuoteItem[];
}

export const QUOTE_COLUMNS = [
  { label: '상품명', align: 'left' },
  { label: '단가', align: 'right' },
  { label: '수량', align: 'right' },
  { label: '수신자 수', align: 'right' },
  { label: '금액', align: 'right' },
] as const;

/**
 * The quote as one definition both drawings follow: the web's sheet (saved as a PNG) and the API's
 * PDF print these strings in this order and arrangement, so the two cannot drift apart.
 * Left: buyer, dates, greeting, total in words; right: the supplier block (with the seal);
 * then the goods table, its total row and the notes.
 */
export interface QuoteSheet {
  title: string;
  /** '(주)에이비씨 귀중' or '' */
  buyer: string;
  /** [['견적일자', '2025년 3월 1일'], ['유효기간', '2025년 3월 15일까지 (14일)']] */
  meta: [string, string][];
  greeting: string;
  /** ['합계 금액', '일금 이백삼십칠만원정 (₩2,370,000, 면세)'] */
  amount: [string, string];
  supplier: [string, string][];
  columns: typeof QUOTE_COLUMNS;
  /** formatted cells, one row per goods: '[브랜드] 상품명', '4,500원', '1', '500', '2,250,000원' */
  rows: string[][];
  /** ['합계 금액 (면세) · 총 520매', '2,370,000원'] */
  total: [string, string];
  notes: string[];
  figures: QuoteFigures;
}

const wonText = (n: number) => `${formatNumber(n)}원`;

export function quoteSheet(q: QuoteSheetInput): QuoteSheet {
  const figures = quoteFigures(q.items);
  const periods = q.items.map((i) => i.validPeriod).filter((d) => d > 0);
  const low = Math.min(...periods);
  const high = Math.max(...periods);
  const validity = periods.length === 0 ? null : low === high ? `${low}일` : `상품에 따라 ${low}~${high}일`;
  return {
    title: QUOTE.title,
    buyer: quoteBuyer(q.company),
    meta: [
      ['견적일자', koreanDate(q.issued)],
      ['유효기간', `${koreanDate(quoteValidUntil(q.issued))}까지 (${QUOTE.validDays}일)`],
    ],
    greeting: QUOTE.greeting,
    amount: [
      '합계 금액',
      `일금 ${koreanAmount(figures.total)}원정 (₩${formatNumber(figures.total)}, ${TAX_EXEMPT.label})`,
    ],
    supplier: PARTY_ROWS.map(([key, label]) => [label, q.supplier[key] || '-']),
    columns: QUOTE_COLUMNS,
    rows: figures.lines.map((l) => [
      `[${l.brand}] ${l.name}`,
      wonText(l.unitPrice),
      formatNumber(l.quantity),
      formatNumber(l.recipients),
      wonText(l.amount),
    ]),
    total: [`${TAX_EXEMPT.totalLabel} · 총 ${formatNumber(figures.count)}매`, wonText(figures.total)],
    notes: [
      `본 견적서는 발행일로부터 ${QUOTE.validDays}일간 유효하며, 주문 시점의 판매가로 결제됩니다.`,
      '금액은 상품 단가 × 수량(1인당) × 수신자 수입니다.',
      ...(validity ? [`모바일 쿠폰의 유효기간은 발송일로부터 ${validity}입니다.`] : []),
      TAX_EXEMPT.note,
      `대량 구매 문의: 고객센터 ${q.supplier.phone || ''}`.trim(),
    ],
    figures,
  };
}

/** The file name of a quote: the first goods' name, '외 n건' for the others. */
export function quoteSheetFileName(items: { name: string }[], issued: Date, ext: 'png' | 'pdf'): string {
  const first = items[0]?.name ?? '';
  const name = items.length > 1 ? `${first} 외 ${items.length - 1}건` : first;
  return quoteFileName(name, issued, ext);
}

/** A yyyy-mm month: its first instant and the first instant of the next, in Korean time. */
export function seoulMonthRange(month: string): { from: Date; to: Date } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const year = Number(m[1]);
  const mon = Number(m[2]);
  if (year < 2000 || year > 2100 || mon < 1 || mon > 12) return null;
  const from = new Date(`${year}-${pad(mon)}-01T00:00:00+09:00`);
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${pad(mon + 1)}`;
  return { from, to: new Date(`${next}-01T00:00:00+09:00`) };
}

// ---- Requests (issue #30 §4)

/** POST /api/quotes/pdf: the goods lines to price (the server prices them from its own catalogue). */
export const quoteRequestSchema = z.object({
  items: z
    .array(
      z.object({
        goods_id: z.number().int().positive(),
        quantity: z.number().int().min(1, '수량은 1개 이상이어야 합니다.').max(QUOTE.maxQuantity),
        recipients: z.number().int().min(1, '수신자 수는 1명 이상이어야 합니다.').max(QUOTE.maxRecipients),
      }),
    )
    .min(1, '견적할 상품을 선택해주세요.')
    .max(QUOTE.maxItems, `한 번에 ${QUOTE.maxItems}개 상품까지 견적할 수 있습니다.`)
    .refine(
      (items) => new Set(items.map((i) => i.goods_id)).size === items.length,
      '같은 상품이 두 번 담겨 있습니다.',
    ),
});

/** GET /api/admin/exports/ledger.xlsx */
export const ledgerQuerySchema = z.object({
  created_at_after: dateQuery.optional(),
  created_at_before: dateQuery.optional(),
  transaction_type: z.coerce
    .number({ error: '거래 유형이 올바르지 않습니다.' })
    .int()
    .min(1)
    .max(7)
    .optional(),
  member_id: z.coerce
    .number({ error: '회원 번호가 올바르지 않습니다.' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
});

export type QuoteRequest = z.input<typeof quoteRequestSchema>;
