import { type QuoteSheet, type QuoteSheetInput, quoteSheet } from '@bizgift/domain/documents';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { COLORS, dataTable, grid, headCell, notes, renderPdf, sumRow } from './pdf.ts';

export interface Quote extends QuoteSheetInput {
  seal: string | null;
}

/** The left column: buyer, dates, greeting and the total in words (the web sheet's left column). */
function summary(s: QuoteSheet): Content {
  return {
    stack: [
      ...(s.buyer
        ? [
            {
              text: s.buyer,
              fontSize: 13,
              bold: true,
              margin: [0, 0, 0, 8] as [number, number, number, number],
            },
          ]
        : []),
      {
        table: {
          widths: [44, '*'],
          body: s.meta.map(([label, value]): TableCell[] => [
            { text: label, color: COLORS.muted },
            { text: value },
          ]),
        },
        layout: 'noBorders',
      },
      { text: s.greeting, margin: [0, 8, 0, 8] },
      {
        table: {
          widths: ['*'],
          body: [
            [
              {
                text: [
                  { text: `${s.amount[0]}  `, color: COLORS.muted },
                  { text: s.amount[1], bold: true },
                ],
              },
            ],
          ],
        },
        layout: grid,
      },
    ],
  };
}

/** The supplier block; the seal sits after the name, as 직인 beside 상호. */
function supplierBlock(s: QuoteSheet, seal: string | null): Content {
  return {
    table: {
      widths: [50, '*'],
      body: [
        [{ ...headCell('공급자'), colSpan: 2 }, {}],
        ...s.supplier.map(([label, value], i): TableCell[] => [
          headCell(label),
          i === 0 && seal
            ? {
                columns: [
                  { text: value, width: '*' },
                  { image: seal, fit: [28, 28], width: 28 },
                ],
              }
            : { text: value },
        ]),
      ],
    },
    layout: grid,
  };
}

/** The PDF of the quote sheet (@bizgift/domain quoteSheet): the same strings, the same arrangement as the web's PNG. */
export function quotePdf(q: Quote): Promise<Buffer> {
  const s = quoteSheet(q);
  return renderPdf(s.title, [
    { text: s.title, fontSize: 20, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 523, y2: 0, lineWidth: 1.5 }], margin: [0, 0, 0, 12] },
    { columns: [summary(s), supplierBlock(s, q.seal)], columnGap: 16, margin: [0, 0, 0, 14] },
    dataTable(
      [
        { text: s.columns[0].label, width: '*' },
        { text: s.columns[1].label, width: 62, align: 'right' },
        { text: s.columns[2].label, width: 36, align: 'right' },
        { text: s.columns[3].label, width: 48, align: 'right' },
        { text: s.columns[4].label, width: 76, align: 'right' },
      ],
      s.rows,
      [sumRow(s.columns.length, s.total[0], s.total[1], true)],
    ),
    notes(s.notes),
  ]);
}
