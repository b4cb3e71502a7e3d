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

export interface PdfLine {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every text line of a PDF with its box in points (pdftotext -bbox-layout), for layout tests. */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const xhtml = execFileSync('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
  }).toString('utf8');
  const lines: PdfLine[] = [];
  const pages = xhtml.split('<page ').slice(1);
  pages.forEach((page, index) => {
    for (const m of page.matchAll(
      /<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g,
    )) {
      const words = [...m[5]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) =>
        w[1]!
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"'),
      );
      lines.push({
        page: index + 1,
        text: words.join(' '),
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
      });
    }
  });
  return lines;
}

/** Pairs of lines on the same page whose boxes overlap by more than `tolerance` points each way. */
export function overlappingLines(lines: PdfLine[], tolerance = 0.5): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const a = lines[i]!;
      const b = lines[j]!;
      if (a.page !== b.page) continue;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (x > tolerance && y > tolerance) out.push([a.text, b.text]);
    }
  }
  return out;
}
