import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so table rows stay on one line). */
export function pdfText(pdf: Buffer, mode: 'layout' | 'raw' = 'layout'): string {
  return execFileSync('pdftotext', [`-${mode}`, '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** pdffonts' table: one line per font with its embedded / subset / unicode flags. */
export function pdfFonts(pdf: Buffer): string {
  return execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
}

/** How many images a PDF draws (pdfimages -list: two header lines, then one line per image). */
export function pdfImages(pdf: Buffer): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdfimages-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const list = execFileSync('pdfimages', ['-list', file]).toString('utf8');
    return list.trim().split('\n').length - 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function download(
  app: FastifyInstance,
  url: string,
  token?: string,
  method: 'GET' | 'POST' = 'GET',
  body?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** Every sheet of an .xlsx as rows of cell values (header row first). */
export async function readXlsx(data: Buffer): Promise<Record<string, unknown[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const out: Record<string, unknown[][]> = {};
  wb.eachSheet((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    out[ws.name] = rows;
  });
  return out;
}
