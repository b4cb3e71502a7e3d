import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { documentTitle, TEST_DOCUMENT } from '@bizgift/domain/documents';

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

/**
 * A test world's sheet (issue #30 §2): its name says (테스트), and a 안내 sheet beside it says the
 * rows are no real transaction (the data stays on the first sheet, where a program reads it live).
 */
export function markedSheets(sheet: Sheet, test: boolean): Sheet[] {
  if (!test) return [sheet];
  return [
    { ...sheet, name: documentTitle(sheet.name, true) },
    { name: '안내', columns: [{ header: '안내', width: 100 }], rows: [[[TEST_DOCUMENT.note]]] },
  ];
}

export const WON_FORMAT = '#,##0';
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * An .xlsx written as it is read. The workbook's parts are small fixed XML; each sheet's rows are
 * turned into XML text a batch at a time, deflated and sent, and the next batch is fetched only once
 * the response has taken the last one, so memory stays bounded for any number of rows. Strings are
 * inline (no shared-string table to hold), numbers plain values, won columns formatted '#,##0'.
 *
 * This replaced exceljs' streaming writer, which built an object per cell and spent ~7 s of a
 * 100,000-row export in row handling on the loaded development machine (docs/performance.md).
 */
export function xlsxStream(sheets: Sheet[], onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  const zip = new ZipWriter(out);
  const write = async () => {
    await zip.file('[Content_Types].xml', contentTypes(sheets.length));
    await zip.file('_rels/.rels', ROOT_RELS);
    await zip.file('xl/workbook.xml', workbookXml(sheets));
    await zip.file('xl/_rels/workbook.xml.rels', workbookRels(sheets.length));
    await zip.file('xl/styles.xml', STYLES);
    for (const [index, sheet] of sheets.entries()) {
      await zip.file(`xl/worksheets/sheet${index + 1}.xml`, sheetXml(sheet));
    }
    await zip.end();
  };
  write().catch((error) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// SpreadsheetML (ECMA-376) parts

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Style 0 plain, 1 won (#,##0, built-in format 3), 2 bold header, 3 date-time. */
const STYLE = { plain: 0, won: 1, header: 2, date: 3 } as const;
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function contentTypes(sheets: number): string {
  const sheetParts = Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheetParts}</Types>`;
}

function workbookXml(sheets: Sheet[]): string {
  const list = sheets
    .map((s, i) => `<sheet name="${escapeXml(s.name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>${list}</sheets></workbook>`;
}

function workbookRels(sheets: number): string {
  const rels = Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}<Relationship Id="rId${sheets + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes markup and drops the control characters XML 1.0 cannot carry (a pasted message may hold them). */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);
}

/** Excel's serial day number (1900 date system) of an instant, in Korean time as everything else. */
const excelSerial = (d: Date) => (d.getTime() + 9 * 3_600_000) / 86_400_000 + 25_569;

/** A1, B1 … AA1: column letters of a zero-based index. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One cell (`ref` is its A1 reference); an empty value writes nothing. */
function cellXml(ref: string, value: Cell, style: number): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return style ? `<c r="${ref}" s="${style}"><v>${value}</v></c>` : `<c r="${ref}"><v>${value}</v></c>`;
  }
  if (value instanceof Date) return `<c r="${ref}" s="${STYLE.date}"><v>${excelSerial(value)}</v></c>`;
  // xml:space keeps leading or trailing blanks of a value
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(formulaSafe(value))}</t></is></c>`;
}

/**
 * OWASP CSV / formula injection: a text a member or recipient typed (a name, a memo, a goods name)
 * that begins with = + - @, a tab or a carriage return gets a leading ' so a spreadsheet shows it
 * as text and never evaluates it, also after the sheet is edited or saved as CSV. A lone '-' (the
 * lists' "none") stays as it is.
 */
export function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && text !== '-' ? `'${text}` : text;
}

async function* sheetXml(sheet: Sheet): AsyncIterable<string> {
  const styles = sheet.columns.map((c) => (c.numFmt === WON_FORMAT ? STYLE.won : STYLE.plain));
  const cols = sheet.columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 14}" customWidth="1"${styles[i] ? ` style="${styles[i]}"` : ''}/>`,
    )
    .join('');
  const letters = sheet.columns.map((_, i) => columnName(i));
  const header = sheet.columns
    .map(
      (c, i) =>
        `<c r="${letters[i]}1" t="inlineStr" s="${STYLE.header}"><is><t>${escapeXml(c.header)}</t></is></c>`,
    )
    .join('');
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
  let r = 1;
  for await (const batch of sheet.rows) {
    let xml = '';
    for (const row of batch) {
      r++;
      xml += `<row r="${r}">`;
      for (let i = 0; i < row.length; i++) {
        xml += cellXml(`${letters[i] ?? columnName(i)}${r}`, row[i] ?? null, styles[i] ?? 0);
      }
      xml += '</row>';
    }
    yield xml;
  }
  yield '</sheetData></worksheet>';
}

// ---------------------------------------------------------------------------------------------
// A streaming zip (PKWARE APPNOTE 6.3): each entry deflated as it is written, its CRC and sizes in a
// data descriptor after the data, the central directory at the end. No ZIP64: an export is far below
// 4 GiB.

class ZipWriter {
  private offset = 0;
  private readonly entries: {
    name: Buffer;
    crc: number;
    compressed: number;
    size: number;
    offset: number;
  }[] = [];

  constructor(private readonly out: PassThrough) {}

  private async push(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async file(name: string, content: string | AsyncIterable<string>): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0808, 6); // data descriptor follows; names are UTF-8
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(DOS_TIME, 10);
    header.writeUInt16LE(nameBytes.length, 26);
    await this.push(Buffer.concat([header, nameBytes]));

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = zlib.createDeflateRaw({ level: 1 });
    const pump = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await this.push(chunk);
      }
    })();
    const sources = typeof content === 'string' ? [content] : content;
    for await (const text of sources) {
      if (!text) continue;
      const bytes = Buffer.from(text, 'utf8');
      crc = zlib.crc32(bytes, crc);
      size += bytes.length;
      if (!deflate.write(bytes)) await once(deflate, 'drain');
    }
    deflate.end();
    await pump;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.push(descriptor);
    this.entries.push({ name: nameBytes, crc: crc >>> 0, compressed, size, offset });
  }

  async end(): Promise<void> {
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4); // made by
      h.writeUInt16LE(20, 6); // needed
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt32LE(DOS_TIME, 12);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      parts.push(h, e.name);
    }
    const directory = Buffer.concat(parts);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.push(Buffer.concat([directory, end]));
    this.out.end();
  }
}

/** 1980-01-01 00:00 in MS-DOS form: the entries carry no meaningful time, and a fixed one keeps output stable. */
const DOS_TIME = (1 << 21) | (1 << 16);

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
