import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | Date | null;

export interface SheetColumn {
  header: string;
  width?: number;
  /** Excel number format, e.g. '#,##0' for won */
  numFmt?: string;
}

export interface Sheet {
  name: string;
  columns: SheetColumn[];
  /** Rows in batches, so a database page becomes one write and one backpressure check. */
  rows: AsyncIterable<Cell[][]> | Iterable<Cell[][]>;
}

export const WON_FORMAT = '#,##0';
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * An .xlsx written as it is read: exceljs' streaming writer commits each row to the zip stream, and
 * the next batch is fetched only once the response has taken the last one (bounded memory for any
 * number of rows). Inline strings, no shared-string table to hold in memory.
 */
export function xlsxStream(sheets: Sheet[], onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const write = async () => {
    for (const sheet of sheets) {
      const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
      ws.columns = sheet.columns.map((c, i) => ({
        header: c.header,
        key: String(i),
        width: c.width ?? 14,
        style: c.numFmt ? { numFmt: c.numFmt } : {},
      }));
      ws.getRow(1).font = { bold: true };
      for await (const batch of sheet.rows) {
        for (const row of batch) ws.addRow(row).commit();
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      ws.commit();
    }
    await workbook.commit();
  };
  write().catch((error) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** Keyset pages (newest first) of any id-ordered query: no OFFSET, so page 1,000 costs what page 1 does. */
export async function* keysetPages<T>(
  fetch: (beforeId: number | null, limit: number) => Promise<T[]>,
  idOf: (row: T) => number,
  limit = 2000,
): AsyncIterable<T[]> {
  let before: number | null = null;
  for (;;) {
    const rows = await fetch(before, limit);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < limit) return;
    before = idOf(rows[rows.length - 1]!);
  }
}

export async function* mapPages<T>(
  pages: AsyncIterable<T[]>,
  toRow: (row: T) => Cell[],
): AsyncIterable<Cell[][]> {
  for await (const page of pages) yield page.map(toRow);
}
