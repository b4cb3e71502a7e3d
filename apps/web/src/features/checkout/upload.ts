import { IMPORT_MESSAGES, parseCsv, UPLOAD_MAX_BYTES } from '@bizgift/domain/recipient-import';

/**
 * Korean Excel saves "CSV" in CP949 more often than in UTF-8: decode as UTF-8 when the bytes are
 * valid UTF-8, otherwise as EUC-KR (the browser's decoder covers CP949).
 */
export function decodeText(buffer: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('euc-kr').decode(buffer);
  }
}

export class UploadError extends Error {}

/**
 * The rows of an uploaded recipient file: CSV through the domain parser; .xlsx / .xls through
 * SheetJS, imported only now so the send screen's own chunk stays small. Rows keep the sheet's
 * numbering (leading empty rows included) so row numbers in the summary match what Excel shows.
 */
export async function readRecipientRows(file: File): Promise<unknown[][]> {
  if (file.size > UPLOAD_MAX_BYTES) throw new UploadError(IMPORT_MESSAGES.fileTooLarge);
  const name = file.name.toLowerCase();
  const buffer = await file.arrayBuffer();
  if (name.endsWith('.csv')) return parseCsv(decodeText(buffer));
  try {
    const XLSX = await import('@e965/xlsx');
    const workbook = XLSX.read(new Uint8Array(buffer), { type: 'array', dense: true, cellHTML: false });
    const sheetName = workbook.SheetNames[0];
    const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
    if (!sheet?.['!ref']) return [];
    const start = XLSX.utils.decode_range(sheet['!ref']).s.r;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: '',
      blankrows: true,
    });
    return [...Array.from({ length: start }, () => [] as unknown[]), ...rows];
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(IMPORT_MESSAGES.fileUnreadable);
  }
}
