import { describe, expect, it } from 'vitest';
import {
  cellText,
  hasUploadExtension,
  IMPORT_MESSAGES,
  recipientsFromRows,
  recipientsFromText,
  sampleCsv,
} from './recipient-import.ts';
import { RECIPIENT_MESSAGES } from './recipients.ts';
import { parseCsv } from './spreadsheet.ts';

describe('cellText', () => {
  it.each([
    [1012345678, '1012345678'], // a phone typed into Excel as a number loses its 0 only
    [1.5, '1.5'],
    [null, ''],
    [undefined, ''],
    ['  010-1234-5678 ', '010-1234-5678'],
  ])('%j → %j', (cell, text) => {
    expect(cellText(cell)).toBe(text);
  });
});

describe('recipientsFromRows — SMS', () => {
  it('refuses landlines and company numbers in uploaded rows instead of turning them into 010 numbers', () => {
    const r = recipientsFromRows([['02-123-4567'], ['1588-0000'], ['070-1234-5678'], ['010-2123-4567']], 1);
    expect(r.added).toEqual(['01021234567']);
    expect(r.invalid.map((i) => i.row)).toEqual([1, 2, 3]);
  });

  it('reads the first column when there is no header, counting rows from 1', () => {
    const r = recipientsFromRows([['010-1111-2222'], ['01033334444'], ['12'], [''], ['010 1111 2222']], 1);
    expect(r).toEqual({
      names: {},
      added: ['01011112222', '01033334444'],
      duplicates: [5],
      invalid: [{ row: 3, value: '12', message: RECIPIENT_MESSAGES.phoneInvalid }],
      overLimit: 0,
    });
  });

  it.each([
    ['수신번호', 1],
    ['휴대폰', 1],
    ['전화 번호', 1],
    ['Phone', 1],
  ])('finds the column headed %s', (header, column) => {
    const rows = [
      ['이름', header],
      ['홍길동', '010-1234-5678'],
      ['김철수', '1098765432'],
    ];
    const r = recipientsFromRows(rows, 1);
    expect(column).toBe(1);
    expect(r.headerRow).toBe(1);
    expect(r.added).toEqual(['01012345678', '01098765432']);
    expect(r.invalid).toEqual([]);
  });

  it('prefers the column of the send type when both headers exist', () => {
    const rows = [
      ['이메일', '수신번호'],
      ['a@b.co', '01012345678'],
    ];
    expect(recipientsFromRows(rows, 1).added).toEqual(['01012345678']);
    expect(recipientsFromRows(rows, 2).added).toEqual(['a@b.co']);
  });

  it('takes a plain label in the first row as a header, not an invalid row', () => {
    const r = recipientsFromRows([['받는 사람'], ['01012345678']], 1);
    expect(r).toMatchObject({ added: ['01012345678'], invalid: [], headerRow: 1 });
  });

  it('numbers stored by Excel (leading 0 lost) still read as phones', () => {
    expect(recipientsFromRows([[1012345678], [12345678]], 1).added).toEqual(['01012345678']);
    expect(recipientsFromRows([[1012345678], [12345678]], 1).duplicates).toEqual([2]);
  });

  it('marks recipients already in the list as duplicates', () => {
    const r = recipientsFromRows([['01012345678'], ['01099998888']], 1, ['01012345678']);
    expect(r.added).toEqual(['01099998888']);
    expect(r.duplicates).toEqual([1]);
  });

  it('stops at the limit and counts what was left out', () => {
    const r = recipientsFromRows([['01000000001'], ['01000000002'], ['01000000003']], 1, ['01000000009'], 3);
    expect(r.added).toEqual(['01000000001', '01000000002']);
    expect(r.overLimit).toBe(1);
  });

  it('an empty sheet adds nothing', () => {
    expect(recipientsFromRows([], 1)).toEqual({
      added: [],
      names: {},
      duplicates: [],
      invalid: [],
      overLimit: 0,
    });
  });
});

describe('recipientsFromRows — e-mail', () => {
  it('normalises case and reports bad addresses with their row', () => {
    const rows = [['이메일'], ['Kim@Example.com'], ['kim@example.com'], ['not-an-email']];
    expect(recipientsFromRows(rows, 2)).toEqual({
      names: {},
      added: ['kim@example.com'],
      duplicates: [3],
      invalid: [{ row: 4, value: 'not-an-email', message: RECIPIENT_MESSAGES.emailInvalid }],
      overLimit: 0,
      headerRow: 1,
    });
  });
});

describe('recipientsFromText — SPEC §5 Paste', () => {
  it.each([
    ['two new', '010-1111-2222\n01033334444\n', 1, [], 2, IMPORT_MESSAGES.pasteAdded(2)],
    [
      'skips existing, counts new',
      '01011112222\r\n01033334444',
      1,
      ['01011112222'],
      1,
      IMPORT_MESSAGES.pasteAdded(1),
    ],
    [
      'all already added',
      '01011112222\n010-1111-2222',
      1,
      ['01011112222'],
      0,
      IMPORT_MESSAGES.pasteAllExisting,
    ],
    ['none valid (phone)', 'hello\n123', 1, [], 0, IMPORT_MESSAGES.pasteNoValidPhone],
    ['landlines pasted', '02-123-4567\n031-123-4567', 1, [], 0, IMPORT_MESSAGES.pasteNoValidPhone],
    ['none valid (e-mail)', 'x@\n', 2, [], 0, IMPORT_MESSAGES.pasteNoValidEmail],
    ['e-mails', 'a@b.co\nc@d.co', 2, [], 2, IMPORT_MESSAGES.pasteAdded(2)],
    [
      'pasted spreadsheet cells',
      '01011112222\t홍길동\n01033334444\t김',
      1,
      [],
      2,
      IMPORT_MESSAGES.pasteAdded(2),
    ],
  ] as const)('%s', (_name, text, sendType, existing, count, message) => {
    const r = recipientsFromText(text, sendType, existing);
    expect(r.added).toHaveLength(count);
    expect(r.message).toBe(message);
  });

  it('says 1,234 with a separator', () => {
    expect(IMPORT_MESSAGES.pasteAdded(1234)).toBe('수신자 1,234명을 추가했습니다.');
  });
});

describe('names for #{이름} (issue #16 §5)', () => {
  it('an Excel column headed 이름 gives each recipient its name; a name too long is an error row', () => {
    const rows = [
      ['이름', '수신번호'],
      ['홍길동', '010-1234-5678'],
      ['', '01011112222'],
      ['가'.repeat(21), '01033334444'],
    ];
    const r = recipientsFromRows(rows, 1);
    expect(r.added).toEqual(['01012345678', '01011112222']);
    expect(r.names).toEqual({ '01012345678': '홍길동' });
    expect(r.invalid).toEqual([
      { row: 4, value: '01033334444', message: '이름은 20자까지 입력할 수 있습니다.' },
    ]);
  });

  it('the sample file reads back with its names', () => {
    const r = recipientsFromRows(parseCsv(sampleCsv(1)), 1);
    expect(r.names).toEqual({ '01012345678': '홍길동', '01098765432': '김철수' });
  });

  it('pasted lines as 이름,번호 or 번호<tab>이름 or a bare number', () => {
    const r = recipientsFromText('홍길동,010-1234-5678\n01011112222\t김 철수\n01033334444\n', 1);
    expect(r.added).toEqual(['01012345678', '01011112222', '01033334444']);
    expect(r.names).toEqual({ '01012345678': '홍길동', '01011112222': '김 철수' });
    const mail = recipientsFromText('Kim@Example.com, 김대리', 2);
    expect(mail.names).toEqual({ 'kim@example.com': '김대리' });
  });
});

describe('sample and file names', () => {
  it.each([1, 2] as const)(
    'sample CSV for send type %s has a header and two rows that import cleanly',
    (t) => {
      const rows = parseCsv(sampleCsv(t));
      expect(rows).toHaveLength(3);
      const r = recipientsFromRows(rows, t);
      expect(r.added).toHaveLength(2);
      expect(r.invalid).toEqual([]);
    },
  );

  it.each([
    ['list.xlsx', true],
    ['LIST.XLS', true],
    ['a.csv', true],
    ['a.txt', false],
    ['xlsx', false],
  ])('%s accepted=%s', (name, ok) => {
    expect(hasUploadExtension(name)).toBe(ok);
  });
});

describe('speed', () => {
  it('parses and validates 10,000 CSV rows well under 2 s', () => {
    const lines = ['수신번호'];
    for (let i = 0; i < 10_000; i++)
      lines.push(`010-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i).padStart(4, '0')}`);
    const csv = lines.join('\r\n');
    const started = performance.now();
    const r = recipientsFromRows(parseCsv(csv), 1);
    const ms = performance.now() - started;
    expect(r.added).toHaveLength(10_000);
    console.info(`10,000 CSV rows parsed and validated in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(2000);
  });
});
