import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { download } from '../../http/envelope.ts';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The `response` of a route that answers a PDF or an Excel file (bytes, never serialised). */
export const pdfFile = download(PDF, 'PDF 문서');
export const xlsxFile = download(XLSX, '엑셀 파일 (xlsx)');

/**
 * A download: an ASCII fallback name for old clients and the Korean name in RFC 5987 form, never
 * cached by shared caches (the documents are a member's own figures).
 */
export function sendDocument(
  reply: FastifyReply,
  body: Buffer | Readable,
  type: typeof PDF | typeof XLSX,
  fileName: string,
  asciiName: string,
) {
  return reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(body);
}
