import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnBomb, declareSize, inline, workbook } from '../test/spreadsheet-files.ts';
import {
  columnName,
  parseCsv,
  readSpreadsheet,
  SHEET_LIMITS,
  SHEET_MESSAGES,
  SheetGrid,
  type SheetLimits,
  SpreadsheetError,
} from './spreadsheet.ts';

async function refusal(read: Promise<unknown>): Promise<SpreadsheetError> {
  const error = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  return error as SpreadsheetError;
}

describe('readSpreadsheet: .xlsx', () => {
  it('reads the first sheet: shared, inline and rich strings (without phonetic runs), numbers, booleans, formulas, dates', async () => {
    const rows = await readSpreadsheet(
      'people.xlsx',
      workbook(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
          '<row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3"><v>1077770010</v></c><c r="C3" s="1"><v>32947</v></c><c r="E3" t="b"><v>1</v></c></row>' +
          `<row r="4">${inline('A4', 'A &amp; B_x000A_둘째 줄')}<c r="B4" t="str"><f>A1&amp;"!"</f><v>이름!</v></c><c r="C4" s="2"><v>45000</v></c><c r="D4" s="3"><v>12.5</v></c><c r="F4" s="1"/></row>`,
        {
          strings:
            '<si><t>이름</t></si><si><t xml:space="preserve">연락처 </t></si><si><r><t>생</t></r><r><t>일</t></r><rPh><t>せい</t></rPh></si><si><t>엑셀사람</t></si>',
          styles:
            '<numFmts><numFmt numFmtId="164" formatCode="yyyy&quot;년&quot; m&quot;월&quot; d&quot;일&quot;"/><numFmt numFmtId="165" formatCode="[&gt;100]#,##0&quot;원&quot;"/></numFmts>' +
            '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>',
        },
      ),
    );
    expect(rows).toEqual([
      ['이름', '연락처 ', '생일'],
      [],
      ['엑셀사람', 1077770010, new Date(Date.UTC(1990, 2, 15)), '', true],
      ['A & B\n둘째 줄', '이름!', new Date(Date.UTC(2023, 2, 15)), 12.5],
    ]);
  });

  it('reads cells without references, namespace prefixes and the 1904 date system', async () => {
    const rows = await readSpreadsheet(
      'x.xlsx',
      workbook(
        '<x:row><x:c t="inlineStr"><x:is><x:t>가</x:t></x:is></x:c><x:c s="1"><x:v>0</x:v></x:c></x:row>',
        {
          prefix: 'x:',
          workbookPr: '<workbookPr date1904="1"/>',
          styles: '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>',
        },
      ),
    );
    expect(rows).toEqual([['가', new Date(Date.UTC(1904, 0, 1))]]);
  });

  it('the attack file — a cell in column XFD on each of 5,000 rows — is refused at the first such cell, naming the column bound', async () => {
    const zip = columnBomb(5000);
    expect(zip.length).toBeLessThan(30 * 1024);
    const error = await refusal(readSpreadsheet('bomb.xlsx', zip));
    expect(error.limit).toBe('columns');
    expect(error.message).toBe(SHEET_MESSAGES.limit('columns'));
    expect(error.message).toBe('열이 너무 많습니다. AX열(50번째 열)까지 읽을 수 있습니다.');
  });

  it('a value beyond the last row, and more cells than the bound, are refused naming the bound', async () => {
    const far = await refusal(
      readSpreadsheet('far.xlsx', workbook(`<row r="1048576">${inline('A1048576', 'x')}</row>`)),
    );
    expect(far.limit).toBe('rows');
    expect(far.message).toBe('행이 너무 많습니다. 20,000행까지 읽을 수 있습니다.');

    const limits: SheetLimits = { ...SHEET_LIMITS, cells: 100 };
    const many = Array.from({ length: 30 }, (_, r) =>
      [0, 1, 2, 3].map((c) => `<c r="${columnName(c)}${r + 1}"><v>${c}</v></c>`).join(''),
    ).map((cells, r) => `<row r="${r + 1}">${cells}</row>`);
    const cells = await refusal(readSpreadsheet('many.xlsx', workbook(many.join('')), limits));
    expect(cells.limit).toBe('cells');
    expect(cells.message).toBe('값이 든 셀이 너무 많습니다. 100개까지 읽을 수 있습니다.');
  });

  it('empty cells anywhere cost nothing: a styled empty cell in XFD is not a value', async () => {
    const rows = await readSpreadsheet(
      'styled.xlsx',
      workbook(
        `<row r="1">${inline('A1', '수신번호')}<c r="XFD1" s="1"/></row><row r="2"><c r="A2"><v>1012345678</v></c><c r="XFD2" s="1"><v></v></c></row>`,
      ),
    );
    expect(rows).toEqual([['수신번호'], [1012345678]]);
  });

  it('a part whose declared size is over the bound is refused before it is inflated', async () => {
    const zip = declareSize(
      workbook(`<row r="1">${inline('A1', 'x')}</row>`),
      'xl/worksheets/sheet1.xml',
      0xfffffff0,
    );
    const error = await refusal(readSpreadsheet('declared.xlsx', zip));
    expect(error.limit).toBe('unzippedBytes');
    expect(error.message).toBe(
      '압축을 푼 내용이 너무 큽니다. 엑셀 파일은 압축을 풀어 20MB까지 읽을 수 있습니다.',
    );
  });

  it('a part that declares a small size but inflates past the bound is stopped while it inflates', async () => {
    const limits: SheetLimits = { ...SHEET_LIMITS, unzippedBytes: 1024 * 1024 };
    const padding = `<row r="1">${inline('A1', 'x')}</row>${'<!-- padding -->'.repeat(200_000)}`;
    const zip = declareSize(workbook(padding), 'xl/worksheets/sheet1.xml', 100);
    expect(zip.length).toBeLessThan(64 * 1024);
    const error = await refusal(readSpreadsheet('lying.xlsx', zip, limits));
    expect(error.limit).toBe('unzippedBytes');
    expect(error.message).toBe(SHEET_MESSAGES.limit('unzippedBytes', limits));
  });

  it('reading stops at the time bound', async () => {
    const limits: SheetLimits = { ...SHEET_LIMITS, milliseconds: 0 };
    const sheet = Array.from(
      { length: 3000 },
      (_, i) => `<row r="${i + 1}">${inline(`A${i + 1}`, `${i}`)}</row>`,
    );
    const error = await refusal(readSpreadsheet('slow.xlsx', workbook(sheet.join('')), limits));
    expect(error.limit).toBe('milliseconds');
    expect(error.message).toBe('파일을 읽는 데 너무 오래 걸립니다. 0초 안에 읽을 수 있는 파일을 올려주세요.');
  });

  it('a file over the size bound, a broken zip, a document type and a file that is neither are unreadable or refused', async () => {
    const big = await refusal(readSpreadsheet('big.xlsx', new Uint8Array(SHEET_LIMITS.fileBytes + 1)));
    expect(big.message).toBe('파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.');
    const zip = workbook(`<row r="1">${inline('A1', 'x')}</row>`);
    for (const bad of [
      zip.subarray(0, zip.length - 30),
      new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]),
      workbook(
        '<!DOCTYPE x [<!ENTITY a "aaaa">]><row r="1"><c r="A1" t="inlineStr"><is><t>&a;</t></is></c></row>',
      ),
      workbook('<row r="1"><c r="A0"><v>1</v></c></row>'),
    ]) {
      expect((await refusal(readSpreadsheet('bad.xlsx', bad))).message).toBe(SHEET_MESSAGES.unreadable);
    }
    expect((await refusal(readSpreadsheet('old.xls', strToU8('a,b')))).message).toBe(
      SHEET_MESSAGES.unreadable,
    );
  });
});

describe('readSpreadsheet: .csv', () => {
  it('decodes UTF-8 or CP949 and keeps the rows', async () => {
    const cp949 = new Uint8Array([0xc0, 0xcc, 0xb8, 0xa7, 0x2c, 0x30, 0x31, 0x30]); // "이름,010" in CP949
    expect(await readSpreadsheet('a.csv', cp949)).toEqual([['이름', '010']]);
    expect(await readSpreadsheet('a.csv', strToU8('\uFEFF수신번호\r\n01012345678'))).toEqual([
      ['수신번호'],
      ['01012345678'],
    ]);
  });

  it('a line of a million commas, a million line feeds, or too many fields are refused naming the bound', async () => {
    expect((await refusal(readSpreadsheet('c.csv', strToU8(`a${','.repeat(1_000_000)}`)))).limit).toBe(
      'columns',
    );
    expect((await refusal(readSpreadsheet('r.csv', strToU8('\n'.repeat(1_000_000))))).limit).toBe('rows');
    const limits: SheetLimits = { ...SHEET_LIMITS, cells: 10 };
    expect((await refusal(readSpreadsheet('n.csv', strToU8('a,b,c\n'.repeat(5)), limits))).limit).toBe(
      'cells',
    );
  });
});

describe('SheetGrid', () => {
  it('keeps values where the sheet has them and fills each row up to its last value', () => {
    const grid = new SheetGrid();
    grid.put(2, 1, 'b');
    grid.put(0, 0, 'a');
    expect(grid.rows()).toEqual([['a'], [], ['', 'b']]);
    expect(() => grid.put(0, SHEET_LIMITS.columns, 'x')).toThrow(SHEET_MESSAGES.limit('columns'));
    expect(() => grid.put(SHEET_LIMITS.rows, 0, 'x')).toThrow(SHEET_MESSAGES.limit('rows'));
  });

  it('names columns as Excel does', () => {
    expect([0, 25, 26, 49, 16383].map(columnName)).toEqual(['A', 'Z', 'AA', 'AX', 'XFD']);
  });
});

describe('parseCsv', () => {
  it.each([
    [
      'plain LF',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['lone CR', 'a\r1', [['a'], ['1']]],
    ['BOM dropped', '\uFEFF수신번호\r\n01012345678', [['수신번호'], ['01012345678']]],
    ['quoted comma', '"010-1234-5678","Kim, Ann"', [['010-1234-5678', 'Kim, Ann']]],
    ['escaped quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['quoted newline', '"a\nb",c\n', [['a\nb', 'c']]],
    ['no trailing newline', 'x,y', [['x', 'y']]],
    [
      'empty fields',
      ',\n,',
      [
        ['', ''],
        ['', ''],
      ],
    ],
    [
      'tab separated',
      '수신번호\t이름\n010\t홍',
      [
        ['수신번호', '이름'],
        ['010', '홍'],
      ],
    ],
    [
      'semicolon separated',
      'a;b\n1;2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['empty input', '', []],
  ])('%s', (_name, input, rows) => {
    expect(parseCsv(input)).toEqual(rows);
  });
});
