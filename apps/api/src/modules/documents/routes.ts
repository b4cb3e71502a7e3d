import { DOCUMENT_TITLES, QUOTE, quoteFileName } from '@bizgift/domain/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, parseId } from '../../http/ids.ts';
import { PDF, sendDocument, XLSX } from './reply.ts';
import { type DocumentService, DOCUMENT_MESSAGES as M } from './service.ts';

const monthFile = (ext: 'pdf' | 'xlsx') =>
  z.object({
    file: z
      .string()
      .regex(new RegExp(`^\\d{4}-\\d{2}\\.${ext}$`), M.monthInvalid)
      .transform((v) => v.slice(0, 7)),
  });

const quoteBody = z.object({
  items: z
    .array(
      z.object({
        goods_id: z.number().int().positive(),
        quantity: z.number().int().min(1, '수량은 1개 이상이어야 합니다.').max(QUOTE.maxQuantity),
        recipients: z.number().int().min(1, '수신자 수는 1명 이상이어야 합니다.').max(QUOTE.maxRecipients),
      }),
    )
    .min(1, '견적할 상품을 선택해주세요.')
    .max(QUOTE.maxItems, `한 번에 ${QUOTE.maxItems}개 상품까지 견적할 수 있습니다.`)
    .refine(
      (items) => new Set(items.map((i) => i.goods_id)).size === items.length,
      '같은 상품이 두 번 담겨 있습니다.',
    ),
});

/** Paths of the documents both members (their own) and staff (any, under /api/admin) download. */
function orderDocumentRoutes(
  app: FastifyInstance,
  documents: DocumentService,
  ownerOf: (userId: number) => number | null,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  r.get('/orders/:id/statement.pdf', { schema: { tags, params: idParams } }, async (request, reply) => {
    const id = parseId(request.params.id, M.orderNotFound);
    const pdf = await documents.orderStatement(ownerOf(request.user!.id), id);
    return sendDocument(reply, pdf, PDF, `${DOCUMENT_TITLES.statement}_주문${id}.pdf`, `statement-${id}.pdf`);
  });
  r.get('/orders/:id/deliveries.pdf', { schema: { tags, params: idParams } }, async (request, reply) => {
    const id = parseId(request.params.id, M.orderNotFound);
    const pdf = await documents.deliveryReportPdf(ownerOf(request.user!.id), id);
    return sendDocument(
      reply,
      pdf,
      PDF,
      `${DOCUMENT_TITLES.deliveryReport}_주문${id}.pdf`,
      `deliveries-${id}.pdf`,
    );
  });
  r.get('/orders/:id/deliveries.xlsx', { schema: { tags, params: idParams } }, async (request, reply) => {
    const id = parseId(request.params.id, M.orderNotFound);
    const stream = await documents.deliveryReportXlsx(ownerOf(request.user!.id), id, (e) =>
      request.log.error({ err: e }, 'delivery report export failed'),
    );
    return sendDocument(
      reply,
      stream,
      XLSX,
      `${DOCUMENT_TITLES.deliveryReport}_주문${id}.xlsx`,
      `deliveries-${id}.xlsx`,
    );
  });
}

export async function documentRoutes(app: FastifyInstance, opts: { documents: DocumentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const { documents } = opts;

  await app.register(async (member) => {
    member.addHook('preHandler', member.requireMember);
    orderDocumentRoutes(member, documents, (userId) => userId);
    const m = member.withTypeProvider<ZodTypeProvider>();
    m.get('/statements/:file', { schema: { tags, params: monthFile('pdf') } }, async (request, reply) => {
      const month = request.params.file;
      const pdf = await documents.monthStatement(request.user!.id, month);
      return sendDocument(
        reply,
        pdf,
        PDF,
        `${DOCUMENT_TITLES.statement}_${month}.pdf`,
        `statement-${month}.pdf`,
      );
    });
    m.get(
      '/payments/recharge/:id/receipt.pdf',
      { schema: { tags, params: idParams } },
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
  });

  // Anyone may print a quote (the product page is public); a member's company is named as the buyer.
  r.post(
    '/quotes/pdf',
    { schema: { tags, body: quoteBody }, onRequest: app.optionalUser },
    async (request, reply) => {
      const user = request.user;
      const pdf = await documents.quote(user?.role === 'member' ? user.id : null, request.body.items);
      const issued = new Date();
      return sendDocument(reply, pdf, PDF, quoteFileName('견적', issued, 'pdf'), 'quote.pdf');
    },
  );
}

/** Staff: any member's documents (mounted inside the /api/admin scope, which is staff-only). */
export async function adminDocumentRoutes(app: FastifyInstance, opts: { documents: DocumentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { documents } = opts;
  orderDocumentRoutes(app, documents, () => null);
  r.get('/recharges/:id/receipt.pdf', { schema: { tags, params: idParams } }, async (request, reply) => {
    const id = parseId(request.params.id, M.rechargeNotFound);
    const pdf = await documents.rechargeReceipt(null, id);
    return sendDocument(
      reply,
      pdf,
      PDF,
      `${DOCUMENT_TITLES.rechargeReceipt}_${id}.pdf`,
      `recharge-receipt-${id}.pdf`,
    );
  });
  r.get(
    '/members/:id/statements/:file',
    { schema: { tags, params: idParams.extend(monthFile('pdf').shape) } },
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
