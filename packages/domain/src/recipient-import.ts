/**
 * Bulk recipient input for the send screen: pasted text (SPEC §5 "Paste") and uploaded spreadsheet
 * rows (beyond the spec: .xlsx / .xls / .csv upload). Pure functions over strings and rows, so the
 * same rules as the single "add" button (normalizePhone / normalizeEmail) apply to every row.
 */
import { sendsToPhone } from './codes.ts';
import { MESSAGE_LIMITS, normalizeEmail, normalizePhone } from './recipients.ts';
import { checkRecipientName } from './send-message.ts';
import { SHEET_LIMITS, SHEET_MESSAGES } from './spreadsheet.ts';

/** 1 SMS (recipient phone), 2 e-mail — SPEC §9 send types; 3 KakaoTalk 알림톡 (a phone too). */
export type SendType = 1 | 2 | 3;

export const IMPORT_MESSAGES = {
  pasteAdded: (n: number) => `수신자 ${n.toLocaleString('ko-KR')}명을 추가했습니다.`,
  pasteAllExisting: '모두 이미 추가된 수신자입니다.',
  pasteNoValidPhone: '유효한 수신번호가 없습니다.',
  pasteNoValidEmail: '유효한 이메일 주소가 없습니다.',
  clipboardFailed: '클립보드를 읽을 수 없습니다.',
  fileType: '엑셀(.xlsx, .xls) 또는 CSV(.csv) 파일만 올릴 수 있습니다.',
  fileTooLarge: SHEET_MESSAGES.limit('fileBytes'),
  fileUnreadable: SHEET_MESSAGES.unreadable,
  fileEmpty: '파일에 수신자 정보가 없습니다.',
  overLimit: `한 번에 최대 ${MESSAGE_LIMITS.maxDeliveriesPerOrder.toLocaleString('ko-KR')}명까지 추가할 수 있습니다.`,
} as const;

export const UPLOAD_MAX_BYTES = SHEET_LIMITS.fileBytes;
export const UPLOAD_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

/** Header cells that name the recipient column (compared without spaces, case-insensitive). */
const PHONE_HEADERS = [
  '수신번호',
  '수신자번호',
  '휴대폰',
  '휴대폰번호',
  '핸드폰',
  '핸드폰번호',
  '전화번호',
  '연락처',
  '휴대전화',
  '휴대전화번호',
  'phone',
  'mobile',
  'tel',
];
const EMAIL_HEADERS = ['이메일', '이메일주소', '수신이메일', '메일', 'email', 'e-mail', 'mail'];
/** Header cells that name the column of recipients' names (`#{이름}` in the message). */
const NAME_HEADERS = ['이름', '성명', '수신자명', '수신자이름', '받는분', '고객명', '성함', 'name'];

export interface ImportInvalid {
  /** 1-based row number as the spreadsheet shows it (the header counts as row 1). */
  row: number;
  value: string;
  message: string;
}

export interface ImportResult {
  /** Normalised recipients to append, in file order. */
  added: string[];
  /** The name given with an added recipient (name column, or `이름,번호` lines). */
  names: Record<string, string>;
  /** Rows whose recipient is already in the list or earlier in the file. */
  duplicates: number[];
  invalid: ImportInvalid[];
  /** Valid rows left out because the list would exceed MESSAGE_LIMITS.maxDeliveriesPerOrder. */
  overLimit: number;
  /** The header row that named the column, if one was recognised. */
  headerRow?: number;
}

/** A spreadsheet cell as text: numbers lose no digits (phones stored as numbers lose only their 0). */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell).trim();
}

/** What a header cell names: the recipient's phone, e-mail or name (also read by the contact import). */
export function headerKind(text: string): 'phone' | 'email' | 'name' | null {
  const key = text.replace(/\s+/g, '').toLowerCase();
  if (!key) return null;
  if (PHONE_HEADERS.includes(key)) return 'phone';
  if (EMAIL_HEADERS.includes(key)) return 'email';
  if (NAME_HEADERS.includes(key)) return 'name';
  return null;
}

function normalize(
  sendType: SendType,
  value: string,
): { ok: true; value: string } | { ok: false; message: string } {
  if (sendsToPhone(sendType)) {
    const r = normalizePhone(value);
    return r.ok ? { ok: true, value: r.phone } : r;
  }
  const r = normalizeEmail(value);
  return r.ok ? { ok: true, value: r.email } : r;
}

/**
 * Picks the recipient column: a header row (the first non-empty row) naming 수신번호/휴대폰/전화번호/
 * 이메일… decides it (the column of the current send type first); otherwise the first column. A first
 * row that is plainly a label (no digit, no @) is taken as a header too.
 */
interface Layout {
  column: number;
  headerIndex: number;
  /** -1: no name column */
  nameColumn: number;
}

function locateColumn(rows: readonly (readonly unknown[])[], sendType: SendType): Layout {
  const first = rows.findIndex((r) => r.some((c) => cellText(c) !== ''));
  if (first < 0) return { column: 0, headerIndex: -1, nameColumn: -1 };
  const cells = rows[first]!.map(cellText);
  const want = sendsToPhone(sendType) ? 'phone' : 'email';
  const kinds = cells.map(headerKind);
  const nameColumn = kinds.indexOf('name');
  const exact = kinds.indexOf(want);
  if (exact >= 0) return { column: exact, headerIndex: first, nameColumn };
  const other = kinds.findIndex((k) => k === 'phone' || k === 'email');
  if (other >= 0) return { column: other, headerIndex: first, nameColumn };
  const lead = cells[0] ?? '';
  if (lead && !/\d/.test(lead) && !lead.includes('@'))
    return { column: nameColumn === 0 ? 1 : 0, headerIndex: first, nameColumn };
  return { column: 0, headerIndex: -1, nameColumn: -1 };
}

/**
 * Reads recipients from spreadsheet rows. `existing` holds the normalised recipients already in the
 * list; blank cells are skipped silently; every other row ends up in exactly one of added,
 * duplicates, invalid or overLimit.
 */
export function recipientsFromRows(
  rows: readonly (readonly unknown[])[],
  sendType: SendType,
  existing: Iterable<string> = [],
  limit: number = MESSAGE_LIMITS.maxDeliveriesPerOrder,
): ImportResult {
  return readRows(rows, sendType, existing, limit, locateColumn(rows, sendType));
}

function readRows(
  rows: readonly (readonly unknown[])[],
  sendType: SendType,
  existing: Iterable<string>,
  limit: number,
  { column, headerIndex, nameColumn }: Layout,
): ImportResult {
  const seen = new Set(existing);
  const room = Math.max(0, limit - seen.size);
  const result: ImportResult = { added: [], names: {}, duplicates: [], invalid: [], overLimit: 0 };
  if (headerIndex >= 0) result.headerRow = headerIndex + 1;
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const value = cellText(rows[i]?.[column]);
    if (!value) continue;
    const r = normalize(sendType, value);
    const name = checkRecipientName(nameColumn >= 0 ? cellText(rows[i]?.[nameColumn]) : '');
    if (!r.ok) result.invalid.push({ row: i + 1, value, message: r.message });
    else if (!name.ok) result.invalid.push({ row: i + 1, value, message: name.message });
    else if (seen.has(r.value)) result.duplicates.push(i + 1);
    else if (result.added.length >= room) result.overLimit++;
    else {
      seen.add(r.value);
      result.added.push(r.value);
      if (name.name) result.names[r.value] = name.name;
    }
  }
  return result;
}

/**
 * One pasted line as [recipient, name]: `이름,번호`, `번호,이름` (comma or tab) or a bare number. The
 * recipient is the cell that reads as one (else the first with a digit or @); the name the other.
 */
function splitLine(line: string, sendType: SendType): [string, string] {
  const cells = line
    .split(/[\t,]/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (cells.length < 2) return [cells[0] ?? '', ''];
  let at = cells.findIndex((c) => normalize(sendType, c).ok);
  if (at < 0)
    at = Math.max(
      0,
      cells.findIndex((c) => /\d|@/.test(c)),
    );
  const name = cells.find((_, i) => i !== at) ?? '';
  return [cells[at]!, name];
}

export interface PasteResult {
  added: string[];
  names: Record<string, string>;
  message: string;
}

/**
 * SPEC §5 Paste: one recipient per line; keeps the valid ones, skips those already added, and says
 * how many were added, or that all were already there, or that none was valid.
 */
export function recipientsFromText(
  text: string,
  sendType: SendType,
  existing: Iterable<string> = [],
  limit: number = MESSAGE_LIMITS.maxDeliveriesPerOrder,
): PasteResult {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  // Pasted text has no header row; a line may carry a name beside the recipient.
  const result = readRows(
    lines.map((l) => splitLine(l, sendType)),
    sendType,
    existing,
    limit,
    { column: 0, headerIndex: -1, nameColumn: 1 },
  );
  // Pasted text has no header: a label-looking first line is just an invalid line.
  const valid = result.added.length + result.duplicates.length + result.overLimit;
  let message: string;
  if (result.added.length > 0) message = IMPORT_MESSAGES.pasteAdded(result.added.length);
  else if (result.overLimit > 0) message = IMPORT_MESSAGES.overLimit;
  else if (valid > 0) message = IMPORT_MESSAGES.pasteAllExisting;
  else
    message = sendsToPhone(sendType) ? IMPORT_MESSAGES.pasteNoValidPhone : IMPORT_MESSAGES.pasteNoValidEmail;
  return { added: result.added, names: result.names, message };
}

/** The sample file offered for download (SPEC §2: CSV with two sample rows), with a BOM for Excel. */
export function sampleCsv(sendType: SendType): string {
  const body = sendsToPhone(sendType)
    ? ['수신번호,이름', '010-1234-5678,홍길동', '010-9876-5432,김철수']
    : ['이메일,이름', 'hong@example.com,홍길동', 'kim@example.com,김철수'];
  return `\uFEFF${body.join('\r\n')}\r\n`;
}

export function hasUploadExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext));
}
