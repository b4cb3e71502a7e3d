/**
 * The one reader of uploaded spreadsheets (.xlsx and .csv; the recipient upload also feeds .xls
 * cells through SheetGrid), on the server and in the browser alike. A spreadsheet is untrusted
 * input that can be tiny on the wire and enormous once read: a 27 KB .xlsx with a cell in column
 * XFD on each of 5,000 rows asks a reader that fills empty cells for 82 million of them. So every
 * read has fixed bounds — rows, columns, cells with a value, uncompressed bytes and time — and
 * stops with a Korean message naming the bound the moment it is crossed:
 * - the zip's declared sizes are checked before an entry is inflated, and the actual bytes are
 *   counted while it is inflated in small pieces (a lying header gains nothing);
 * - the sheet's XML is scanned as it is inflated, never held whole, and only cells with a value
 *   are kept: empty cells are never visited, wherever the file says they are;
 * - the work yields to the event loop every few milliseconds, so one upload never freezes the
 *   other requests of the server (or the page in the browser).
 */
import { Inflate } from 'fflate';

export const SHEET_LIMITS = {
  /** The file as uploaded (the recipient upload's and the contact import's 10 MB). */
  fileBytes: 10 * 1024 * 1024,
  /** The parts read out of an .xlsx (workbook, sheet, shared strings, styles), inflated. */
  unzippedBytes: 20 * 1024 * 1024,
  /** The last row a value may be in (10,000 recipients or contacts with room for titles). */
  rows: 20_000,
  /** The last column a value may be in (AX). */
  columns: 50,
  /** Cells with a value, all rows together. */
  cells: 200_000,
  /** Milliseconds of reading (the waits between slices not counted). */
  milliseconds: 5_000,
} as const;

export type SheetLimits = { [K in keyof typeof SHEET_LIMITS]: number };
export type SheetLimit = keyof SheetLimits;

const n = (value: number) => value.toLocaleString('ko-KR');
const mb = (bytes: number) => `${n(Math.round(bytes / (1024 * 1024)))}MB`;

/** Column number (0-based) → its letters: 0 → A, 49 → AX, 16383 → XFD. */
export function columnName(index: number): string {
  let name = '';
  for (let i = index + 1; i > 0; i = Math.floor((i - 1) / 26))
    name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
  return name;
}

export const SHEET_MESSAGES = {
  unreadable: '파일을 읽을 수 없습니다. 파일 형식을 확인해주세요.',
  limit: (limit: SheetLimit, limits: SheetLimits = SHEET_LIMITS): string => {
    switch (limit) {
      case 'fileBytes':
        return `파일이 너무 큽니다. ${mb(limits.fileBytes)} 이하의 파일을 올려주세요.`;
      case 'unzippedBytes':
        return `압축을 푼 내용이 너무 큽니다. 엑셀 파일은 압축을 풀어 ${mb(limits.unzippedBytes)}까지 읽을 수 있습니다.`;
      case 'rows':
        return `행이 너무 많습니다. ${n(limits.rows)}행까지 읽을 수 있습니다.`;
      case 'columns':
        return `열이 너무 많습니다. ${columnName(limits.columns - 1)}열(${n(limits.columns)}번째 열)까지 읽을 수 있습니다.`;
      case 'cells':
        return `값이 든 셀이 너무 많습니다. ${n(limits.cells)}개까지 읽을 수 있습니다.`;
      case 'milliseconds':
        return `파일을 읽는 데 너무 오래 걸립니다. ${n(limits.milliseconds / 1000)}초 안에 읽을 수 있는 파일을 올려주세요.`;
    }
  },
} as const;

/** A file the reader refused: `message` is the Korean text for the user, `limit` the bound crossed. */
export class SpreadsheetError extends Error {
  constructor(
    message: string,
    readonly limit?: SheetLimit,
  ) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}

const unreadable = () => new SpreadsheetError(SHEET_MESSAGES.unreadable);

/** Counts reading time in slices and hands the event loop back between them. */
class Clock {
  private spent = 0;
  private sliceStart = Date.now();

  constructor(private readonly limits: SheetLimits) {}

  /** Throws once the reading time is over the limit. */
  check(): void {
    if (this.spent + (Date.now() - this.sliceStart) > this.limits.milliseconds)
      throw new SpreadsheetError(SHEET_MESSAGES.limit('milliseconds', this.limits), 'milliseconds');
  }

  /** After a few milliseconds of work, lets other requests (or the page) run before going on. */
  async pause(): Promise<void> {
    this.check();
    const now = Date.now();
    if (now - this.sliceStart < 8) return;
    this.spent += now - this.sliceStart;
    await new Promise((resolve) => setTimeout(resolve, 0));
    this.sliceStart = Date.now();
  }
}

/**
 * The cells of one sheet as they are read: only values, each checked against the row, column and
 * cell bounds before it is kept. `rows()` gives them as the sheet numbers them (row 1 is index 0,
 * empty rows included as []), each row filled with '' up to its last value.
 */
export class SheetGrid {
  private readonly grid: unknown[][] = [];
  private count = 0;

  constructor(private readonly limits: SheetLimits = SHEET_LIMITS) {}

  private refuse(limit: SheetLimit): never {
    throw new SpreadsheetError(SHEET_MESSAGES.limit(limit, this.limits), limit);
  }

  put(row: number, column: number, value: unknown): void {
    if (row >= this.limits.rows) this.refuse('rows');
    if (column >= this.limits.columns) this.refuse('columns');
    if (++this.count > this.limits.cells) this.refuse('cells');
    if (!this.grid[row]) this.grid[row] = [];
    this.grid[row][column] = value;
  }

  rows(): unknown[][] {
    return Array.from(this.grid, (row) => (row ? Array.from(row, (cell) => cell ?? '') : []));
  }
}

/** CSV from Korean Excel is CP949 more often than UTF-8: UTF-8 when the bytes are valid UTF-8. */
export function decodeText(data: Uint8Array | ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('euc-kr').decode(data);
  }
}

/**
 * RFC 4180 CSV: quoted fields with "" escapes and embedded commas/newlines, CRLF or LF, a leading
 * BOM dropped. Also splits on ';' or tab when the first line uses that instead of ','. Every field
 * counts against the bounds (a line of a million commas is a million columns), empty ones too.
 */
export function parseCsv(input: string, limits: SheetLimits = SHEET_LIMITS): string[][] {
  const clock = new Clock(limits);
  const refuse = (limit: SheetLimit): never => {
    throw new SpreadsheetError(SHEET_MESSAGES.limit(limit, limits), limit);
  };
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const lineEnd = text.search(/\r|\n/);
  const firstLine = lineEnd < 0 ? text : text.slice(0, lineEnd);
  const delimiter = firstLine.includes(',')
    ? ','
    : firstLine.includes('\t')
      ? '\t'
      : firstLine.includes(';')
        ? ';'
        : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let cells = 0;
  const endField = () => {
    if (row.length >= limits.columns) refuse('columns');
    if (++cells > limits.cells) refuse('cells');
    row.push(field);
    field = '';
  };
  const endRow = () => {
    if (rows.length >= limits.rows) refuse('rows');
    rows.push(row);
    row = [];
    if (rows.length % 1024 === 0) clock.check();
  };
  let i = 0;
  const length = text.length;
  while (i < length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === delimiter) {
      endField();
      i++;
    } else if (ch === '\n' || ch === '\r') {
      endField();
      endRow();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || row.length > 0) {
    endField();
    endRow();
  }
  return rows;
}

// --- .xlsx: a zip of XML parts -------------------------------------------------------------

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/** The central directory: each entry's name (lower case: OPC part names ignore case) and sizes. */
function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw unreadable();
    const flags = u16(bytes, at + 8);
    const nameLength = u16(bytes, at + 28);
    const entry: ZipEntry = {
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
    };
    // Encrypted parts cannot be read; ZIP64 sizes (0xFFFFFFFF) are beyond any bound anyway.
    if (flags & 1) throw unreadable();
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength)).replace(/^\//, '');
    entries.set(name.toLowerCase(), entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** An event-driven scan of XML text fed in pieces; what the parts of a workbook need, no more. */
interface XmlHandler {
  open(name: string, tag: string, selfClosing: boolean): void;
  close(name: string): void;
  text(raw: string): void;
}

class XmlScanner {
  private pending = '';

  constructor(private readonly handler: XmlHandler) {}

  feed(chunk: string, final: boolean): void {
    const buf = this.pending + chunk;
    let at = 0;
    const length = buf.length;
    while (at < length) {
      const lt = buf.indexOf('<', at);
      if (lt < 0) {
        this.handler.text(buf.slice(at));
        at = length;
        break;
      }
      if (lt > at) this.handler.text(buf.slice(at, lt));
      at = lt;
      const next = this.construct(buf, lt);
      if (next < 0) break;
      at = next;
    }
    this.pending = buf.slice(at);
    if (final && this.pending.trim() !== '') throw unreadable();
  }

  /** Handles the markup starting at `lt`; the index after it, or -1 when it is not all here yet. */
  private construct(buf: string, lt: number): number {
    if (buf.startsWith('<?', lt)) {
      const end = buf.indexOf('?>', lt + 2);
      return end < 0 ? this.waitFor(buf, lt) : end + 2;
    }
    if (buf.startsWith('<!--', lt)) {
      const end = buf.indexOf('-->', lt + 4);
      return end < 0 ? this.waitFor(buf, lt) : end + 3;
    }
    if (buf.startsWith('<![CDATA[', lt)) {
      const end = buf.indexOf(']]>', lt + 9);
      if (end < 0) return this.waitFor(buf, lt);
      this.handler.text(escapeText(buf.slice(lt + 9, end)));
      return end + 3;
    }
    // No document type in a workbook part: refusing it rules out entity expansion.
    if (buf.startsWith('<!', lt)) {
      if (buf.length - lt < 9) return -1;
      throw unreadable();
    }
    let quote = '';
    for (let i = lt + 1; i < buf.length; i++) {
      const ch = buf[i]!;
      if (quote) {
        if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '>') {
        const tag = buf.slice(lt + 1, i);
        if (tag.startsWith('/')) this.handler.close(localName(tag.slice(1)));
        else {
          const selfClosing = tag.endsWith('/');
          const name = localName(tag);
          this.handler.open(name, tag, selfClosing);
          if (selfClosing) this.handler.close(name);
        }
        return i + 1;
      }
    }
    return this.waitFor(buf, lt);
  }

  /** Markup not complete yet: wait for more, unless it is already longer than any real one. */
  private waitFor(buf: string, lt: number): number {
    if (buf.length - lt > 1024 * 1024) throw unreadable();
    return -1;
  }
}

/** An element's name without its namespace prefix (`x:row` → `row`). */
function localName(tag: string): string {
  let start = 0;
  let end = 0;
  for (; end < tag.length; end++) {
    const ch = tag.charCodeAt(end);
    if (ch === 0x3a) start = end + 1;
    else if (ch === 0x20 || ch === 0x2f || ch === 0x09 || ch === 0x0a || ch === 0x0d) break;
  }
  return tag.slice(start, end);
}

const attributePatterns = new Map<string, RegExp>();

function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(tag);
  const raw = match?.[1] ?? match?.[2];
  return raw === undefined ? undefined : decodeXml(raw);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** XML's entities and OOXML's `_xHHHH_` escapes (a line feed in a cell is `_x000A_` by some writers). */
function decodeXml(raw: string): string {
  if (!raw.includes('&') && !raw.includes('_x')) return raw;
  return raw
    .replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_all, ref: string) => {
      if (ref[0] === '#') {
        const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
        return code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[ref]!;
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reading of one workbook's parts, all within one budget of bytes and time. */
class XlsxReader {
  private readonly entries: Map<string, ZipEntry>;
  private budget: number;
  private readonly clock: Clock;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: SheetLimits,
  ) {
    this.entries = zipEntries(bytes);
    this.budget = limits.unzippedBytes;
    this.clock = new Clock(limits);
  }

  has(path: string): boolean {
    return this.entries.has(path.toLowerCase());
  }

  private overBudget(): never {
    throw new SpreadsheetError(SHEET_MESSAGES.limit('unzippedBytes', this.limits), 'unzippedBytes');
  }

  /** Inflates one part in 8 KB pieces (at most ~8 MB of output each: deflate's ratio is ~1:1032). */
  async scan(path: string, handler: XmlHandler): Promise<void> {
    const entry = this.entries.get(path.toLowerCase());
    if (!entry) throw unreadable();
    // The declared size first: a part that says it is too big is refused unread.
    if (entry.size > this.budget) this.overBudget();
    const at = entry.localOffset;
    if (at + 30 > this.bytes.length || u32(this.bytes, at) !== 0x04034b50) throw unreadable();
    const start = at + 30 + u16(this.bytes, at + 26) + u16(this.bytes, at + 28);
    const data = this.bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw unreadable();
    const scanner = new XmlScanner(handler);
    const decoder = new TextDecoder('utf-8');
    const take = (chunk: Uint8Array, final: boolean) => {
      // Then the actual size, as it comes out.
      this.budget -= chunk.length;
      if (this.budget < 0) this.overBudget();
      scanner.feed(decoder.decode(chunk, { stream: !final }), final);
    };
    if (entry.method === 0) {
      for (let i = 0; i < data.length || i === 0; i += 64 * 1024) {
        take(data.subarray(i, i + 64 * 1024), i + 64 * 1024 >= data.length);
        await this.clock.pause();
      }
      return;
    }
    if (entry.method !== 8) throw unreadable();
    let done = false;
    const inflate = new Inflate((chunk, final) => {
      take(chunk, final);
      done = final;
    });
    const piece = 8 * 1024;
    for (let i = 0; i < data.length || i === 0; i += piece) {
      try {
        inflate.push(data.subarray(i, i + piece), i + piece >= data.length);
      } catch (error) {
        if (error instanceof SpreadsheetError) throw error;
        throw unreadable();
      }
      await this.clock.pause();
    }
    if (!done) throw unreadable();
  }
}

/** A part's relationships: id → { target path, type }. */
async function relationships(reader: XlsxReader, partPath: string) {
  const folder = partPath.slice(0, partPath.lastIndexOf('/') + 1);
  const relsPath = `${folder}_rels/${partPath.slice(folder.length)}.rels`;
  const rels = new Map<string, { path: string; type: string }>();
  if (!reader.has(relsPath)) return rels;
  await reader.scan(relsPath, {
    open(name, tag) {
      if (name !== 'Relationship') return;
      const id = attribute(tag, 'Id');
      const target = attribute(tag, 'Target');
      if (id && target && attribute(tag, 'TargetMode') !== 'External')
        rels.set(id, { path: resolvePath(folder, target), type: attribute(tag, 'Type') ?? '' });
    },
    close() {},
    text() {},
  });
  return rels;
}

function resolvePath(folder: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : folder + target).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

const typeIs = (type: string, kind: string) => type.endsWith(`/${kind}`);

/** Built-in number formats that show a date or time (the CJK ones, 27–36 and 50–58, included). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '');
  return /[ymdhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** For each cell style index: does it show a date? */
async function dateStyles(reader: XlsxReader, path: string | undefined): Promise<boolean[]> {
  if (!path || !reader.has(path)) return [];
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await reader.scan(path, {
    open(name, tag) {
      if (name === 'numFmt')
        custom.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(attribute(tag, 'numFmtId') ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  return formats.map((id) => {
    const code = custom.get(id);
    return code === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(code);
  });
}

/** The shared strings; each counts as a cell (a sheet could not use more than it has cells). */
async function sharedStrings(reader: XlsxReader, path: string | undefined, limits: SheetLimits) {
  const strings: string[] = [];
  if (!path || !reader.has(path)) return strings;
  let raw = '';
  let inText = false;
  let phonetic = 0;
  await reader.scan(path, {
    open(name) {
      if (name === 'si') raw = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        if (strings.length >= limits.cells)
          throw new SpreadsheetError(SHEET_MESSAGES.limit('cells', limits), 'cells');
        strings.push(decodeXml(raw));
      }
    },
    text(text) {
      if (inText) raw += text;
    },
  });
  return strings;
}

/** `B12` → [11, 1] (0-based row, column); column letters beyond XFD are not a cell. */
function cellRef(ref: string): [number, number] | undefined {
  const match = /^([A-Z]{1,3})([1-9]\d*)$/.exec(ref.toUpperCase());
  if (!match) return undefined;
  let column = 0;
  for (const ch of match[1]!) column = column * 26 + (ch.charCodeAt(0) - 64);
  return [Number(match[2]) - 1, column - 1];
}

/** Excel's date serial (days since 1899-12-30, or since 1904-01-01) → the UTC instant it shows. */
function serialDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial + (date1904 ? 1462 : 0) - 25569) * 86_400_000));
}

async function readXlsx(bytes: Uint8Array, limits: SheetLimits): Promise<unknown[][]> {
  const reader = new XlsxReader(bytes, limits);
  const root = await relationships(reader, '');
  const workbookPath =
    [...root.values()].find((r) => typeIs(r.type, 'officeDocument'))?.path ?? 'xl/workbook.xml';
  let firstSheetId: string | undefined;
  let date1904 = false;
  await reader.scan(workbookPath, {
    open(name, tag) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(tag, 'date1904') ?? '');
      else if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(tag, 'id') ?? '';
    },
    close() {},
    text() {},
  });
  const rels = await relationships(reader, workbookPath);
  const sheet = firstSheetId === undefined ? undefined : rels.get(firstSheetId);
  if (!sheet) return [];
  const partOf = (kind: string) => [...rels.values()].find((r) => typeIs(r.type, kind))?.path;
  const strings = await sharedStrings(reader, partOf('sharedStrings'), limits);
  const dates = await dateStyles(reader, partOf('styles'));

  const grid = new SheetGrid(limits);
  let row = -1;
  let column = -1;
  let cell: { row: number; column: number; type: string; style: number } | undefined;
  let capture: 'v' | 't' | undefined;
  let inInline = false;
  let phonetic = 0;
  let raw = '';
  let hasValue = false;
  await reader.scan(sheet.path, {
    open(name, tag) {
      if (name === 'row') {
        const r = attribute(tag, 'r');
        row = r === undefined ? row + 1 : Number(r) - 1;
        if (!Number.isInteger(row) || row < 0) throw unreadable();
        column = -1;
      } else if (name === 'c') {
        const ref = attribute(tag, 'r');
        const at = ref === undefined ? undefined : cellRef(ref);
        if ((ref !== undefined && !at) || (!at && row < 0)) throw unreadable();
        column = at ? at[1] : column + 1;
        cell = {
          row: at ? at[0] : row,
          column,
          type: attribute(tag, 't') ?? 'n',
          style: Number(attribute(tag, 's') ?? 0),
        };
        raw = '';
        hasValue = false;
      } else if (!cell) return;
      else if (name === 'v') {
        capture = 'v';
        hasValue = true;
      } else if (name === 'is') inInline = true;
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && inInline && phonetic === 0) {
        capture = 't';
        hasValue = true;
      }
    },
    close(name) {
      if (name === 'v' || name === 't') capture = undefined;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cell) {
        const value = hasValue ? cellValue(cell.type, decodeXml(raw), dates[cell.style] ?? false) : '';
        if (value !== '') grid.put(cell.row, cell.column, value);
        cell = undefined;
      }
    },
    text(text) {
      if (capture) raw += text;
    },
  });
  return grid.rows();

  function cellValue(type: string, text: string, isDate: boolean): unknown {
    switch (type) {
      case 's': {
        if (text.trim() === '') return '';
        const value = strings[Number(text)];
        if (value === undefined) throw unreadable();
        return value;
      }
      case 'inlineStr':
      case 'str':
      case 'e':
        return text;
      case 'b':
        return text === '1' || text === 'true';
      case 'd': {
        const date = new Date(text);
        return Number.isNaN(date.getTime()) ? text : date;
      }
      default: {
        if (text.trim() === '') return '';
        const number = Number(text);
        if (!Number.isFinite(number)) return text;
        return isDate ? serialDate(number, date1904) : number;
      }
    }
  }
}

const isZip = (b: Uint8Array) => b.length >= 4 && u32(b, 0) === 0x04034b50;

/**
 * The rows of the first sheet of an uploaded .xlsx or .csv, numbered as the sheet numbers them
 * (row 1 is index 0): text, numbers, booleans and (for cells formatted as dates) Date. A zip is read
 * as a workbook whatever its name; anything else must be named .csv. SpreadsheetError otherwise.
 */
export async function readSpreadsheet(
  filename: string,
  data: Uint8Array | ArrayBuffer,
  limits: SheetLimits = SHEET_LIMITS,
): Promise<unknown[][]> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.length > limits.fileBytes)
    throw new SpreadsheetError(SHEET_MESSAGES.limit('fileBytes', limits), 'fileBytes');
  if (isZip(bytes)) return readXlsx(bytes, limits);
  if (filename.toLowerCase().endsWith('.csv')) return parseCsv(decodeText(bytes), limits);
  throw unreadable();
}
