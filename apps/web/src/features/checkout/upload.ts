import { IMPORT_MESSAGES } from '@bizgift/domain/recipient-import';

export class UploadError extends Error {}

/**
 * The rows of an uploaded recipient file, read by the shop's one bounded spreadsheet reader (the
 * server's contact import uses the same): .xlsx (any zip) and .csv there; a legacy .xls (BIFF,
 * or the HTML / XML tables some Korean systems export under that name) is decoded by SheetJS and
 * its values go through the reader's SheetGrid, so the same bounds apply. Both are imported only
 * now so the send screen's own chunk stays small. Rows keep the sheet's numbering (leading empty
 * rows included) so row numbers in the summary match what Excel shows.
 */
export async function readRecipientRows(file: File): Promise<unknown[][]> {
  const { readSpreadsheet, SHEET_LIMITS, SHEET_MESSAGES, SpreadsheetError } = await import(
    '@bizgift/domain/spreadsheet'
  );
  if (file.size > SHEET_LIMITS.fileBytes) throw new UploadError(SHEET_MESSAGES.limit('fileBytes'));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  try {
    if (!zip && file.name.toLowerCase().endsWith('.xls')) return await readLegacyXls(bytes);
    return await readSpreadsheet(file.name, bytes);
  } catch (error) {
    if (error instanceof SpreadsheetError) throw new UploadError(error.message);
    throw new UploadError(IMPORT_MESSAGES.fileUnreadable);
  }
}

async function readLegacyXls(bytes: Uint8Array): Promise<unknown[][]> {
  const [XLSX, { SHEET_LIMITS, SheetGrid }] = await Promise.all([
    import('@e965/xlsx'),
    import('@bizgift/domain/spreadsheet'),
  ]);
  // The first sheet only, and one row past the bound so that a longer sheet is refused, not cut.
  const workbook = XLSX.read(bytes, {
    type: 'array',
    dense: true,
    cellHTML: false,
    sheets: 0,
    sheetRows: SHEET_LIMITS.rows + 1,
  });
  const sheetName = workbook.SheetNames[0];
  const data = sheetName ? workbook.Sheets[sheetName]?.['!data'] : undefined;
  const grid = new SheetGrid();
  // forEach skips the holes of a sparse row: empty cells are never visited.
  data?.forEach((row, r) => {
    row?.forEach((cell, c) => {
      if (cell && cell.v !== undefined && cell.v !== '') grid.put(r, c, cell.v);
    });
  });
  return grid.rows();
}
