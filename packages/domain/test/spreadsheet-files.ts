/**
 * Workbooks for the spreadsheet reader's tests and bench, written by hand the way Excel lays them
 * out (package rels → workbook → first sheet, shared strings, styles), so a test can say exactly
 * what a file holds — including what no honest writer produces.
 */
import { strToU8, zipSync } from 'fflate';

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal workbook as Excel lays it out: package rels → workbook → first sheet, strings, styles. */
export function workbook(
  sheetData: string,
  parts: { strings?: string; styles?: string; workbookPr?: string; prefix?: string } = {},
  level: 6 | 9 = 6,
): Uint8Array {
  const p = parts.prefix ?? '';
  const files: Record<string, string> = {
    '_rels/.rels': `<?xml version="1.0"?><Relationships><Relationship Id="r1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns:r="${RELS}">${parts.workbookPr ?? ''}<sheets><sheet name="명단" sheetId="1" r:id="rId1"/><sheet name="둘째" sheetId="2" r:id="rId9"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId9" Type="${RELS}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><${p}worksheet><${p}sheetData>${sheetData}</${p}sheetData></${p}worksheet>`,
    'xl/worksheets/sheet2.xml':
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>둘째 시트</t></is></c></row></sheetData></worksheet>',
  };
  if (parts.strings) files['xl/sharedStrings.xml'] = `<sst>${parts.strings}</sst>`;
  if (parts.styles) files['xl/styles.xml'] = `<styleSheet>${parts.styles}</styleSheet>`;
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
    level,
  });
}

export const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Sets the uncompressed size the central directory declares for one entry (a lying header). */
export function declareSize(zip: Uint8Array, entryName: string, size: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  const name = strToU8(entryName);
  for (let at = 0; at < bytes.length - 46; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (length === name.length && bytes.subarray(at + 46, at + 46 + length).every((b, i) => b === name[i]))
      view.setUint32(at + 24, size, true);
  }
  return bytes;
}

/**
 * The spreadsheet bomb: a value in column XFD (the last, 16,384th) on each of `rows` rows. 5,000
 * rows are ~24 KB on the wire and 82 million cells to a reader that fills the empty ones.
 */
export function columnBomb(rows: number): Uint8Array {
  return workbook(
    Array.from({ length: rows }, (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}"><v>1</v></c></row>`).join(
      '',
    ),
    {},
    9,
  );
}
