import { createRequire } from 'node:module';
import path from 'node:path';
import { documentTitle, PARTY_ROWS, type Party, TEST_DOCUMENT } from '@bizgift/domain/documents';
import { formatNumber } from '@bizgift/domain/money';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * PDF documents through pdfmake (layout: tables, page breaks, repeated headers) with Pretendard
 * from the npm package the web already ships. pdfkit embeds only the glyphs a document uses (a
 * one-page statement is ~30 KB), and nothing is fetched at run time: URLs are refused and only the
 * font folder may be read from disk.
 */
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pretendard/package.json')),
  'dist/public/static/alternative',
);

pdfmake.setFonts({
  Pretendard: {
    normal: path.join(fontDir, 'Pretendard-Regular.ttf'),
    bold: path.join(fontDir, 'Pretendard-Bold.ttf'),
    italics: path.join(fontDir, 'Pretendard-Regular.ttf'),
    bolditalics: path.join(fontDir, 'Pretendard-Bold.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));

export const COLORS = { line: '#9ca3af', head: '#f3f4f6', muted: '#6b7280' } as const;

/** `test`: a test order's document (issue #30 §2), 테스트 across every page. */
export async function renderPdf(title: string, content: Content[], test = false): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    info: { title, author: 'BizGift', creator: 'BizGift' },
    ...(test && {
      watermark: {
        text: TEST_DOCUMENT.mark,
        font: 'Pretendard',
        color: '#dc2626',
        opacity: 0.12,
        bold: true,
      },
    }),
    pageSize: 'A4',
    pageMargins: [36, 40, 36, 48],
    defaultStyle: { font: 'Pretendard', fontSize: 9, lineHeight: 1.25 },
    content,
    footer: (page, pages) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: COLORS.muted,
    }),
  };
  return pdfmake.createPdf(doc).getBuffer();
}

/**
 * Korean line breaking by word (word-break: keep-all): pdfkit may break between any two Hangul
 * syllables or inside 2026-11-27, so each space-separated word goes in as one unbreakable piece
 * and lines break only at the spaces. A value that is one word (an order or approval number, an
 * account, a name typed without spaces) and a word too long for any column may break anywhere:
 * pdfmake breaks them only where they do not fit, so they wrap inside their cell instead of
 * running over the next one (overflow-wrap: anywhere).
 */
export function keepAll(text: string): KeptText {
  const words = text.split(/( +)/).filter((w) => w !== '');
  if (words.length <= 1) return { text, wordBreak: 'break-all' };
  return {
    text: words.map((w) =>
      /^ +$/.test(w)
        ? { text: w }
        : w.length > LONG_WORD
          ? { text: w, wordBreak: 'break-all' }
          : { text: w, noWrap: true },
    ),
  };
}
/** Characters beyond which a word inside a sentence may break: longer than a date and time or an amount. */
const LONG_WORD = 16;
type Piece = { text: string; noWrap?: boolean; wordBreak?: 'break-all' };
type KeptText = { text: string | Piece[]; noWrap?: boolean; wordBreak?: 'break-all' };

export const won = (n: number) => `${formatNumber(n)}원`;
export const num = (n: number) => formatNumber(n);

/** The title, a rule and the lines under it; a test order's title says (테스트) over a red warning box. */
export function titleBlock(title: string, lines: string[], test = false): Content[] {
  return [
    { text: documentTitle(title, test), fontSize: 20, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 523, y2: 0, lineWidth: 1.5 }],
      margin: [0, 0, 0, 8],
    },
    ...(test ? [testWarning()] : []),
    ...lines.map((text): Content => ({ ...keepAll(text), color: COLORS.muted, margin: [0, 0, 0, 2] })),
  ];
}

const RED = '#b91c1c';
function testWarning(): Content {
  return {
    table: {
      widths: ['*'],
      body: [[{ ...keepAll(TEST_DOCUMENT.note), bold: true, color: RED, alignment: 'center' }]],
    },
    layout: {
      hLineColor: () => RED,
      vLineColor: () => RED,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 0, 0, 8],
  };
}

export const grid = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => COLORS.line,
  vLineColor: () => COLORS.line,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

export const headCell = (text: string, alignment: 'left' | 'center' | 'right' = 'center') => ({
  text,
  bold: true,
  alignment,
  fillColor: COLORS.head,
});

/**
 * The shop's seal (직인) while staff have uploaded none: a red round stamp with the company's name
 * around 인, drawn in the document's own font (so it never falls back to boxes).
 */
export function drawnSeal(company: string): Content {
  const name = company.replace(/\s+/g, '');
  // (주)비즈기프트 → (주) / 비즈기프트 / 인; other names split in half
  const kind = /^\((주|유|합)\)/.exec(name)?.[0];
  const rest = kind ? name.slice(kind.length) : name;
  // A long name goes on more, shorter lines in smaller letters, so it stays inside the 28 pt
  // stamp instead of running over the name beside it.
  const rows = Math.max(kind ? 1 : 2, Math.min(4, Math.ceil(rest.length / 6)));
  const size = Math.ceil(rest.length / rows);
  const parts = Array.from({ length: rows }, (_, i) => rest.slice(i * size, (i + 1) * size)).filter(Boolean);
  const lines = [...(kind ? [kind] : []), ...parts, '인'];
  const fontSize = Math.min(4.6, 20 / Math.max(...lines.map((l) => l.length)), 20 / lines.length);
  const red = '#c81e1e';
  return {
    stack: [
      { canvas: [{ type: 'ellipse', x: 14, y: 14, r1: 13, r2: 13, lineWidth: 1.4, lineColor: red }] },
      {
        stack: lines.map((line) => ({ text: line, noWrap: true })),
        relativePosition: { x: 0, y: -(15 + (lines.length * fontSize) / 2) },
        alignment: 'center',
        fontSize,
        lineHeight: 1,
        bold: true,
        color: red,
      },
    ],
    width: 28,
  } as Content;
}

/** A supplier and a buyer block side by side; the seal is printed over the supplier's name. */
export function partiesBlock(
  supplier: Party,
  buyer: Party | null,
  seal: string | null,
  buyerHeading = '공급받는 자',
): Content {
  const block = (heading: string, party: Party | null, withSeal: boolean): Content => ({
    table: {
      widths: [50, '*'],
      body: [
        [{ ...headCell(heading), colSpan: 2 }, {}],
        ...PARTY_ROWS.map(([key, label]): TableCell[] => [
          headCell(label),
          key === 'name' && withSeal
            ? {
                columns: [
                  { ...keepAll(party?.[key] || '-'), width: '*' },
                  seal ? { image: seal, fit: [28, 28], width: 28 } : drawnSeal(party?.name ?? ''),
                ],
              }
            : keepAll(party?.[key] || '-'),
        ]),
      ],
    },
    layout: grid,
  });
  return {
    columns: [block('공급자', supplier, true), block(buyerHeading, buyer, false)],
    columnGap: 12,
    margin: [0, 8, 0, 12],
  };
}

/** A bordered table with a repeated header row; numbers right-aligned. */
export function dataTable(
  head: { text: string; width: number | '*' | 'auto'; align?: 'left' | 'center' | 'right' }[],
  rows: (string | number)[][],
  footer?: TableCell[][],
  fontSize?: number,
): Content {
  return {
    fontSize,
    table: {
      headerRows: 1,
      widths: head.map((h) => h.width),
      body: [
        head.map((h) => headCell(h.text)),
        ...rows.map((row) =>
          row.map(
            (value, i): TableCell => ({
              ...keepAll(String(value)),
              alignment: head[i]?.align ?? 'left',
            }),
          ),
        ),
        ...(footer ?? []),
      ],
    },
    layout: grid,
  };
}

export const notes = (lines: readonly string[]): Content => ({
  ul: lines.map((line) => keepAll(line)),
  color: COLORS.muted,
  fontSize: 8,
  margin: [0, 10, 0, 0],
});

/** A totals row under a dataTable: the label spans the left columns, the value the last `valueSpan`. */
export function sumRow(
  columns: number,
  label: string,
  value: string,
  bold = false,
  valueSpan = 1,
): TableCell[] {
  const labelSpan = columns - valueSpan;
  return [
    { ...headCell(label, 'right'), colSpan: labelSpan },
    ...Array.from({ length: labelSpan - 1 }, (): TableCell => ({})),
    { text: value, alignment: 'right', bold, colSpan: valueSpan },
    ...Array.from({ length: valueSpan - 1 }, (): TableCell => ({})),
  ];
}
