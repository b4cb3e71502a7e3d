import { SHEET_LIMITS, SHEET_MESSAGES } from '@bizgift/domain/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { columnBomb } from '../../../../../packages/domain/test/spreadsheet-files.ts';
import { readRecipientRows, UploadError } from './upload.ts';

const fileOf = (bytes: Uint8Array | string, name: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);

function sheetFile(rows: unknown[][], bookType: 'xlsx' | 'xls', extra?: (sheet: XLSX.WorkSheet) => void) {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  extra?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

async function refusal(file: File): Promise<string> {
  const error = await readRecipientRows(file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).message;
}

/** The send screen's recipient upload reads through the shared bounded reader. */
describe('readRecipientRows', () => {
  it('the spreadsheet bomb (a value in column XFD on each of 5,000 rows) is refused naming the column bound, whatever its name', async () => {
    for (const name of ['bomb.xlsx', 'bomb.xls', 'bomb.csv']) {
      expect(await refusal(fileOf(columnBomb(5000), name))).toBe(
        '열이 너무 많습니다. AX열(50번째 열)까지 읽을 수 있습니다.',
      );
    }
  });

  it('reads .xlsx and legacy .xls written by SheetJS, and CSV, keeping the sheet’s row numbers', async () => {
    const rows = [[], ['수신번호', '이름'], [1012345678, '홍길동']];
    const expected = [[], ['수신번호', '이름'], [1012345678, '홍길동']];
    expect(await readRecipientRows(fileOf(sheetFile(rows, 'xlsx'), 'a.xlsx'))).toEqual(expected);
    expect(await readRecipientRows(fileOf(sheetFile(rows, 'xls'), 'a.xls'))).toEqual(expected);
    expect(await readRecipientRows(fileOf('\uFEFF수신번호,이름\r\n010-1234-5678,홍길동', 'a.csv'))).toEqual([
      ['수신번호', '이름'],
      ['010-1234-5678', '홍길동'],
    ]);
  });

  it('a legacy .xls is held to the same bounds: a value past the last column or row is refused', async () => {
    const wide = sheetFile([['수신번호']], 'xls', (sheet) => {
      sheet.IV1 = { t: 's', v: 'x' };
      sheet['!ref'] = 'A1:IV1';
    });
    expect(await refusal(fileOf(wide, 'wide.xls'))).toBe(SHEET_MESSAGES.limit('columns'));
    const long = sheetFile([['수신번호']], 'xls', (sheet) => {
      sheet[`A${SHEET_LIMITS.rows + 1}`] = { t: 'n', v: 1 };
      sheet['!ref'] = `A1:A${SHEET_LIMITS.rows + 1}`;
    });
    expect(await refusal(fileOf(long, 'long.xls'))).toBe(SHEET_MESSAGES.limit('rows'));
  });

  it('a file over 10 MB and one that is no spreadsheet are refused with their messages', async () => {
    expect(await refusal(fileOf(new Uint8Array(SHEET_LIMITS.fileBytes + 1), 'big.xlsx'))).toBe(
      '파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.',
    );
    expect(await refusal(fileOf('not a workbook', 'x.xlsx'))).toBe(SHEET_MESSAGES.unreadable);
  });
});
