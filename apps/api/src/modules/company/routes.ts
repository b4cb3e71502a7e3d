import {
  activitySchema,
  companyMemberSchema,
  companySchema,
  invitationPreviewSchema,
  invitationRequestSchema,
  invitationSchema,
  memberUpdateRequestSchema,
  policyRequestSchema,
  policySchema,
  rejectRequestSchema,
  staffCompanySchema,
} from '@bizgift/domain/company';
import { noDataSchema, pageSchema } from '@bizgift/domain/envelope';
import { companyMfaPolicyRequestSchema } from '@bizgift/domain/mfa';
import { liveWorldOnlyQuerySchema, orderSchema } from '@bizgift/domain/orders';
import { pageQuery } from '@bizgift/domain/query';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageOf, pageRequest } from '../../http/pagination.ts';
import type { Owner } from '../auth/caller.ts';
import type { OrderService } from '../orders/service.ts';
import { listActivity } from './activity.ts';
import { requirePermission } from './policy.ts';
import { type CompanyService, WORKSPACE_MESSAGES } from './service.ts';

const tags = ['company'];

/** The caller acting for its company (the guards made sure it is a member with a company). */
const actorOf = (request: FastifyRequest): Owner => ({
  userId: request.user!.id,
  companyId: request.user!.companyId!,
});

/** /api/company (issue #27): the company, its people, invitations, policy, approvals and activity. */
export async function companyRoutes(
  app: FastifyInstance,
  opts: { company: CompanyService; orders: OrderService; db: Db; rateLimitPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: app.requireMember };
  const seeMembers = { onRequest: [app.requireMember, requirePermission('seeMembers')] };
  const owner = { onRequest: [app.requireMember, requirePermission('manageCompany')] };

  r.get('/', { schema: { tags, response: success(companySchema) }, ...member }, async (request) =>
    ok(await opts.company.get(request.user!.id)),
  );

  r.get(
    '/members',
    { schema: { tags, response: success(z.array(companyMemberSchema)) }, ...seeMembers },
    async (request) => ok(await opts.company.members(actorOf(request).companyId)),
  );

  r.patch(
    '/members/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: memberUpdateRequestSchema,
        response: success(companyMemberSchema),
      },
      ...owner,
    },
    async (request) =>
      ok(
        await opts.company.updateMember(
          actorOf(request),
          parseId(request.params.id, WORKSPACE_MESSAGES.memberNotFound),
          request.body,
        ),
        '구성원 정보가 변경되었습니다.',
      ),
  );

  r.delete(
    '/members/:id',
    { schema: { tags, params: idParams, response: success(noDataSchema) }, ...owner },
    async (request) => {
      await opts.company.removeMember(
        actorOf(request),
        parseId(request.params.id, WORKSPACE_MESSAGES.memberNotFound),
      );
      return ok(null, '구성원을 내보냈습니다.');
    },
  );

  r.get(
    '/invitations',
    { schema: { tags, response: success(z.array(invitationSchema)) }, ...owner },
    async (request) => ok(await opts.company.invitations(actorOf(request).companyId)),
  );

  r.post(
    '/invitations',
    { schema: { tags, body: invitationRequestSchema, response: success(invitationSchema, 201) }, ...owner },
    async (request, reply) => {
      const invitation = await opts.company.invite(actorOf(request), request.body);
      return reply.status(201).send(ok(invitation, '초대 메일을 보냈습니다.'));
    },
  );

  // A numeric segment is an invitation's id (the owner cancels it); anything else is a link's token.
  r.delete(
    '/invitations/:id',
    { schema: { tags, params: idParams, response: success(noDataSchema) }, ...owner },
    async (request) => {
      await opts.company.cancelInvitation(
        actorOf(request),
        parseId(request.params.id, '초대를 찾을 수 없습니다.'),
      );
      return ok(null, '초대를 취소했습니다.');
    },
  );

  // No login: the invitee's first look. Named `id` like the DELETE beside it, but it is the link's token.
  r.get(
    '/invitations/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(16, '유효하지 않은 초대 링크입니다.').max(200) }),
        response: success(invitationPreviewSchema),
      },
      config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => ok(await opts.company.preview(request.params.id)),
  );

  r.put(
    '/policy',
    { schema: { tags, body: policyRequestSchema, response: success(policySchema) }, ...owner },
    async (request) =>
      ok(await opts.company.setPolicy(actorOf(request), request.body), '승인 정책이 저장되었습니다.'),
  );

  r.put(
    '/policy/mfa',
    { schema: { tags, body: companyMfaPolicyRequestSchema, response: success(policySchema) }, ...owner },
    async (request) =>
      ok(
        await opts.company.setMfaPolicy(actorOf(request), request.body.mfa_required),
        request.body.mfa_required
          ? '이제 모든 구성원이 2단계 인증으로 로그인합니다.'
          : '2단계 인증 필수를 해제했습니다.',
      ),
  );

  r.get(
    '/approvals',
    {
      schema: { tags, querystring: pageQuery(10, 100), response: success(pageSchema(orderSchema)) },
      ...seeMembers,
    },
    async (request) => {
      const pageReq = pageRequest(request);
      const { ids, total } = await opts.company.approvalIds(actorOf(request).companyId, pageReq);
      return ok(pageOf(pageReq, total, await opts.orders.byIds(request.user!.id, ids)));
    },
  );

  r.get(
    '/activity',
    {
      schema: { tags, querystring: pageQuery(20, 100), response: success(pageSchema(activitySchema)) },
      ...seeMembers,
    },
    async (request) => ok(await listActivity(opts.db, actorOf(request).companyId, pageRequest(request))),
  );
}

/** POST /api/orders/{id}/approve | reject (owner, manager; never the one who placed it). */
export async function approvalRoutes(
  app: FastifyInstance,
  opts: { company: CompanyService; orders: OrderService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const approver = { onRequest: [app.requireMember, requirePermission('approve')] };
  r.post(
    '/:id/approve',
    {
      schema: {
        tags,
        params: idParams,
        querystring: liveWorldOnlyQuerySchema,
        response: success(orderSchema),
      },
      ...approver,
    },
    async (request) => {
      const orderId = parseId(request.params.id, WORKSPACE_MESSAGES.orderNotFound);
      await opts.company.approve(actorOf(request), orderId);
      return ok(await opts.orders.get(request.user!.id, orderId), '주문을 승인했습니다. 발송을 시작합니다.');
    },
  );
  r.post(
    '/:id/reject',
    {
      schema: {
        tags,
        params: idParams,
        querystring: liveWorldOnlyQuerySchema,
        body: rejectRequestSchema,
        response: success(orderSchema),
      },
      ...approver,
    },
    async (request) => {
      const orderId = parseId(request.params.id, WORKSPACE_MESSAGES.orderNotFound);
      await opts.company.reject(actorOf(request), orderId, request.body.reason);
      return ok(
        await opts.orders.get(request.user!.id, orderId),
        '주문을 반려했습니다. 결제 금액은 충전금으로 환불되었습니다.',
      );
    },
  );
}

/** GET /api/admin/members/{id}/company (staff). */
export async function staffCompanyRoutes(app: FastifyInstance, opts: { company: CompanyService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/members/:id/company',
    { schema: { tags: ['admin'], params: idParams, response: success(staffCompanySchema) } },
    async (request) =>
      ok(await opts.company.staffView(parseId(request.params.id, WORKSPACE_MESSAGES.memberNotFound))),
  );
}
