import type { Readable } from 'node:stream';
import {
  adminDeliveryQuerySchema,
  adminMemberQuerySchema,
  adminOrderQuerySchema,
} from '@bizgift/domain/admin';
import {
  DOCUMENT_TITLES,
  documentTitle,
  ledgerQuerySchema,
  quoteRequestSchema,
  seoulDate,
  TEST_DOCUMENT,
} from '@bizgift/domain/documents';
import {
  deliveryListQuerySchema,
  orderListQuerySchema,
  type TestWorldQuery,
  testWorldOnlyQuerySchema,
} from '@bizgift/domain/orders';
import { adminRechargeQuerySchema, rechargeHistoryQuerySchema } from '@bizgift/domain/recharge';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, parseId } from '../../http/ids.ts';
import { guardEachRoute } from '../../http/openapi.ts';
import { dayBound } from '../../http/pagination.ts';
import type { AuthUser } from '../auth/caller.ts';
import { may, worldOf } from '../company/policy.ts';
import { deliveryFiltersOf } from '../deliveries/routes.ts';
import { orderFiltersOf } from '../orders/routes.ts';
import { historyFiltersOf } from '../recharge/routes.ts';
import type { ExportService } from './exports.ts';
import { PDF, pdfFile, sendDocument, XLSX, xlsxFile } from './reply.ts';
import { type DocumentService, DOCUMENT_MESSAGES as M, type OrderDocument } from './service.ts';

const monthFile = (ext: 'pdf' | 'xlsx') =>
  z.object({
    file: z
      .string()
      .regex(new RegExp(`^\\d{4}-\\d{2}\\.${ext}$`), M.monthInvalid)
      .transform((v) => v.slice(0, 7)),
  });

/**
 * One order's document, named `<title>_주문<id>.<ext>` (`<ascii>-<id>.<ext>` where Korean cannot go);
 * a test order's `<title> (테스트)_주문<id>` (`<ascii>-test-<id>`).
 */
function sendOrderDocument(
  reply: FastifyReply,
  doc: OrderDocument<Buffer | Readable>,
  ext: 'pdf' | 'xlsx',
  id: number,
  title: string,
  ascii: string,
) {
  const type = ext === 'pdf' ? PDF : XLSX;
  const korean = `${documentTitle(title, doc.test)}_주문${id}.${ext}`;
  return sendDocument(reply, doc.body, type, korean, `${ascii}${doc.test ? '-test' : ''}-${id}.${ext}`);
}

/**
 * Whether the caller's Excel sheets carry the recipients' names and full numbers, to reconcile
 * their own sends (issue #29 §7): staff, and a company's owner or manager (a sender or viewer gets
 * them masked). The PDFs, handed to others, stay masked for everyone.
 */
function revealsRecipients(user: AuthUser): boolean {
  return user.role === 'staff' || may(user.companyRole, 'seeMembers');
}

/**
 * Paths of the documents both members (their own) and staff (any, under /api/admin) download. A
 * member reads a test order's with `?test=true` (issue #30 §2), as its order; staff read any order's.
 */
function orderDocumentRoutes(
  app: FastifyInstance,
  documents: DocumentService,
  ownerOf: (request: FastifyRequest, query: TestWorldQuery) => { userId: number; test: boolean } | null,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const querystring = testWorldOnlyQuerySchema;
  r.get(
    '/orders/:id/statement.pdf',
    { schema: { tags, params: idParams, querystring, response: pdfFile } },
    async (request, reply) => {
      const id = parseId(request.params.id, M.orderNotFound);
      const pdf = await documents.orderStatement(ownerOf(request, request.query), id);
      return sendOrderDocument(reply, pdf, 'pdf', id, DOCUMENT_TITLES.statement, 'statement');
    },
  );
  r.get(
    '/orders/:id/deliveries.pdf',
    { schema: { tags, params: idParams, querystring, response: pdfFile } },
    async (request, reply) => {
      const id = parseId(request.params.id, M.orderNotFound);
      const pdf = await documents.deliveryReportPdf(ownerOf(request, request.query), id);
      return sendOrderDocument(reply, pdf, 'pdf', id, DOCUMENT_TITLES.deliveryReport, 'deliveries');
    },
  );
  r.get(
    '/orders/:id/deliveries.xlsx',
    { schema: { tags, params: idParams, querystring, response: xlsxFile } },
    async (request, reply) => {
      const id = parseId(request.params.id, M.orderNotFound);
      const stream = await documents.deliveryReportXlsx(
        ownerOf(request, request.query),
        id,
        (e) => request.log.error({ err: e }, 'delivery report export failed'),
        revealsRecipients(request.user!),
      );
      return sendOrderDocument(reply, stream, 'xlsx', id, DOCUMENT_TITLES.deliveryReport, 'deliveries');
    },
  );
}

/** An .xlsx export named with today's date in Korean time (and 테스트 for the test world's rows). */
function sendExport(reply: FastifyReply, stream: Readable, korean: string, ascii: string, test = false) {
  const today = seoulDate(new Date());
  const [k, a] = test ? [`${korean}_${TEST_DOCUMENT.mark}`, `${ascii}-test`] : [korean, ascii];
  return sendDocument(reply, stream, XLSX, `${k}_${today}.xlsx`, `${a}-${today}.xlsx`);
}

const sendRefundReceipt = (reply: FastifyReply, pdf: Buffer, id: number) =>
  sendDocument(reply, pdf, PDF, `${DOCUMENT_TITLES.refundReceipt}_${id}.pdf`, `refund-receipt-${id}.pdf`);

const failed = (request: FastifyRequest) => (error: unknown) =>
  request.log.error({ err: error }, 'excel export failed');

export async function documentRoutes(
  app: FastifyInstance,
  opts: { documents: DocumentService; exports: ExportService; quoteRateLimitPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const { documents, exports } = opts;

  await app.register(async (member) => {
    guardEachRoute(member, member.requireMember);
    orderDocumentRoutes(member, documents, (request, query) => ({
      userId: request.user!.id,
      test: worldOf(request, query),
    }));
    const m = member.withTypeProvider<ZodTypeProvider>();
    m.get(
      '/statements/:file',
      { schema: { tags, params: monthFile('pdf'), response: pdfFile } },
      async (request, reply) => {
        const month = request.params.file;
        const pdf = await documents.monthStatement(request.user!.id, month);
        return sendDocument(
          reply,
          pdf,
          PDF,
          `${DOCUMENT_TITLES.statement}_${month}.pdf`,
          `statement-${month}.pdf`,
        );
      },
    );
    m.get(
      '/payments/recharge/:id/receipt.pdf',
      { schema: { tags, params: idParams, response: pdfFile } },
      async (request, reply) => {
        const id = parseId(request.params.id, M.rechargeNotFound);
        const pdf = await documents.rechargeReceipt(request.user!.id, id);
        return sendDocument(
          reply,
          pdf,
          PDF,
          `${DOCUMENT_TITLES.rechargeReceipt}_${id}.pdf`,
          `recharge-receipt-${id}.pdf`,
        );
      },
    );
    m.get(
      '/payments/refunds/:id/receipt.pdf',
      { schema: { tags, params: idParams, response: pdfFile } },
      async (request, reply) => {
        const id = parseId(request.params.id, M.refundNotFound);
        const pdf = await documents.refundReceipt(request.user!.id, id);
        return sendRefundReceipt(reply, pdf, id);
      },
    );
    m.get(
      '/orders/export.xlsx',
      { schema: { tags, querystring: orderListQuerySchema, response: xlsxFile } },
      async (request, reply) => {
        const filters = { ...orderFiltersOf(request.query), test: worldOf(request, request.query) };
        const stream = exports.memberOrders(request.user!.id, filters, failed(request));
        return sendExport(reply, stream, '주문내역', 'orders', filters.test);
      },
    );
    m.get(
      '/orders/deliveries/export.xlsx',
      { schema: { tags, querystring: deliveryListQuerySchema, response: xlsxFile } },
      async (request, reply) => {
        const filters = { ...deliveryFiltersOf(request.query), test: worldOf(request, request.query) };
        const stream = exports.memberDeliveries(
          request.user!.id,
          filters,
          failed(request),
          revealsRecipients(request.user!),
        );
        return sendExport(reply, stream, '발송내역', 'deliveries', filters.test);
      },
    );
    m.get(
      '/payments/recharge/histories/export.xlsx',
      { schema: { tags, querystring: rechargeHistoryQuerySchema, response: xlsxFile } },
      async (request, reply) => {
        const filters = historyFiltersOf(request.query);
        const stream = exports.memberHistory(request.user!.id, filters, failed(request));
        return sendExport(reply, stream, '충전금내역', 'charge-history');
      },
    );
  });

  // Anyone may print a quote (the product page is public); a member's company is named as the buyer.
  r.post(
    '/quotes/pdf',
    {
      schema: { tags, body: quoteRequestSchema, response: pdfFile },
      onRequest: app.optionalUser,
      // ~0.3 s of CPU a quote: counted per IP in the shared store, like the account limits.
      config: { rateLimit: { max: opts.quoteRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = request.user;
      const { pdf, fileName } = await documents.quote(
        user?.role === 'member' ? user.id : null,
        request.body.items,
      );
      return sendDocument(reply, pdf, PDF, fileName, 'quote.pdf');
    },
  );
}

/** Staff: any member's documents (mounted inside the /api/admin scope, which is staff-only). */
export async function adminDocumentRoutes(
  app: FastifyInstance,
  opts: { documents: DocumentService; exports: ExportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { documents, exports } = opts;
  r.get(
    '/exports/orders.xlsx',
    { schema: { tags, querystring: adminOrderQuerySchema, response: xlsxFile } },
    async (request, reply) => {
      const { q, status } = request.query;
      return sendExport(
        reply,
        exports.orders({ q: q || undefined, status }, failed(request)),
        '주문',
        'orders',
      );
    },
  );
  r.get(
    '/exports/deliveries.xlsx',
    { schema: { tags, querystring: adminDeliveryQuerySchema, response: xlsxFile } },
    async (request, reply) => {
      const { status, recipient } = request.query;
      const stream = exports.deliveries({ status, recipient: recipient || undefined }, failed(request));
      return sendExport(reply, stream, '발송', 'deliveries');
    },
  );
  r.get(
    '/exports/recharges.xlsx',
    { schema: { tags, querystring: adminRechargeQuerySchema, response: xlsxFile } },
    async (request, reply) => {
      const { status, recharge_method } = request.query;
      const stream = exports.recharges({ status, method: recharge_method }, failed(request));
      return sendExport(reply, stream, '충전요청', 'recharges');
    },
  );
  r.get(
    '/exports/ledger.xlsx',
    { schema: { tags, querystring: ledgerQuerySchema, response: xlsxFile } },
    async (request, reply) => {
      const q = request.query;
      const stream = exports.ledger(
        {
          createdAfter: dayBound(q.created_at_after, false),
          createdBefore: dayBound(q.created_at_before, true),
          transactionType: q.transaction_type,
          memberId: q.member_id,
        },
        failed(request),
      );
      return sendExport(reply, stream, '충전금원장', 'ledger');
    },
  );
  r.get(
    '/exports/members.xlsx',
    { schema: { tags, querystring: adminMemberQuerySchema, response: xlsxFile } },
    async (request, reply) => {
      const { q, status } = request.query;
      return sendExport(
        reply,
        exports.members({ q: q || undefined, status }, failed(request)),
        '회원',
        'members',
      );
    },
  );
  r.get(
    '/exports/settlement/:file',
    { schema: { tags, params: monthFile('xlsx'), response: xlsxFile } },
    async (request, reply) => {
      const month = request.params.file;
      const stream = await exports.settlement(month, failed(request));
      return sendDocument(reply, stream, XLSX, `월정산_${month}.xlsx`, `settlement-${month}.xlsx`);
    },
  );
  orderDocumentRoutes(app, documents, () => null);
  r.get(
    '/recharges/:id/receipt.pdf',
    { schema: { tags, params: idParams, response: pdfFile } },
    async (request, reply) => {
      const id = parseId(request.params.id, M.rechargeNotFound);
      const pdf = await documents.rechargeReceipt(null, id);
      return sendDocument(
        reply,
        pdf,
        PDF,
        `${DOCUMENT_TITLES.rechargeReceipt}_${id}.pdf`,
        `recharge-receipt-${id}.pdf`,
      );
    },
  );
  r.get(
    '/balance-refunds/:id/receipt.pdf',
    { schema: { tags, params: idParams, response: pdfFile } },
    async (request, reply) => {
      const id = parseId(request.params.id, M.refundNotFound);
      return sendRefundReceipt(reply, await documents.refundReceipt(null, id), id);
    },
  );
  r.get(
    '/members/:id/statements/:file',
    { schema: { tags, params: idParams.extend(monthFile('pdf').shape), response: pdfFile } },
    async (request, reply) => {
      const id = parseId(request.params.id, M.memberNotFound);
      const month = request.params.file;
      const pdf = await documents.monthStatement(id, month);
      return sendDocument(
        reply,
        pdf,
        PDF,
        `${DOCUMENT_TITLES.statement}_${month}_회원${id}.pdf`,
        `statement-${month}-${id}.pdf`,
      );
    },
  );
}
