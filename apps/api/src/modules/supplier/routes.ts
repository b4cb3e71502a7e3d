import { pageSchema } from '@bizgift/domain/envelope';
import { pageQuery } from '@bizgift/domain/query';
import {
  marginRuleOutSchema,
  marginRuleSchema,
  supplierSyncChangeSchema,
  supplierSyncChangesQuerySchema,
  supplierSyncSchema,
} from '@bizgift/domain/supplier';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import { SUPPLIER_MESSAGES as M, type SupplierSyncService } from './service.ts';

/**
 * Staff: the supplier's catalogue under /api/admin/supplier (GET /api/admin/supplier, the balance,
 * is in admin/routes.ts). Registered inside the staff-only scope.
 */
export async function supplierRoutes(app: FastifyInstance, opts: { supplier: SupplierSyncService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const svc = opts.supplier;
  const staff = (request: { user: { id: number } | null }) => request.user!.id;

  r.post('/sync', { schema: { tags, response: success(supplierSyncSchema) } }, async (request) =>
    ok(await svc.sync('manual', staff(request)), M.synced),
  );
  r.get(
    '/syncs',
    { schema: { tags, querystring: pageQuery(20, 100), response: success(pageSchema(supplierSyncSchema)) } },
    async (request) => ok(await svc.syncs(pageRequest(request))),
  );
  r.get(
    '/syncs/:id/changes',
    {
      schema: {
        tags,
        params: idParams,
        response: success(pageSchema(supplierSyncChangeSchema)),
        querystring: supplierSyncChangesQuerySchema,
      },
    },
    async (request) =>
      ok(
        await svc.changes(
          parseId(request.params.id, M.syncNotFound),
          request.query.kind,
          pageRequest(request),
        ),
      ),
  );
  r.get('/margin', { schema: { tags, response: success(marginRuleOutSchema) } }, async () =>
    ok(await svc.marginRule()),
  );
  r.put(
    '/margin',
    { schema: { tags, body: marginRuleSchema, response: success(marginRuleOutSchema) } },
    async (request) => ok(await svc.putMarginRule(staff(request), request.body), M.marginSaved),
  );
}
