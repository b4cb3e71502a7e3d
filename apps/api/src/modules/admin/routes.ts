import {
  adminDeliveryQuerySchema,
  adminDeliveryRefundRequestSchema,
  adminMemberQuerySchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  adminSettingsSchema,
  adminTermSchema,
  auditLogQuerySchema,
  auditRowSchema,
  balanceAdjustRequestSchema,
  createdStaffSchema,
  dashboardSchema,
  deliveryRetryRequestSchema,
  depositAccountsRequestSchema,
  footerRequestSchema,
  memberDetailSchema,
  memberRowSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  sealRequestSchema,
  staffAccountSchema,
  staffCreateRequestSchema,
  staffRoleRequestSchema,
  supplierStatusSchema,
  termVersionRequestSchema,
  termVersionSchema,
  voucherSyncSchema,
  walletTxSchema,
} from '@bizgift/domain/admin';
import { noDataSchema, pageSchema } from '@bizgift/domain/envelope';
import { MFA_MESSAGES } from '@bizgift/domain/mfa';
import { deliverySchema } from '@bizgift/domain/orders';
import { pageQuery } from '@bizgift/domain/query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import { listAudit } from '../audit/audit.ts';
import { sharedDashboard } from './dashboard.ts';
import { ADMIN_MEMBER_MESSAGES, type AdminMemberService } from './members.ts';
import type { AdminOperationsService } from './operations.ts';
import type { AdminSettingsService } from './settings.ts';

export interface AdminDeps {
  db: Db;
  members: AdminMemberService;
  operations: AdminOperationsService;
  settings: AdminSettingsService;
}

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const staffId = (request: { user: { id: number } | null }) => request.user!.id;

  r.get('/dashboard', { schema: { tags, response: success(dashboardSchema) } }, async () =>
    ok(await sharedDashboard(deps.db)),
  );

  r.get(
    '/audit-logs',
    {
      schema: {
        tags,
        querystring: auditLogQuerySchema,
        response: success(pageSchema(auditRowSchema)),
      },
    },
    async (request) => {
      const { target_type } = request.query;
      return ok(await listAudit(deps.db, { targetType: target_type }, pageRequest(request)));
    },
  );

  r.get(
    '/members',
    {
      schema: {
        tags,
        querystring: adminMemberQuerySchema,
        response: success(pageSchema(memberRowSchema)),
      },
    },
    async (request) => {
      const { q, status } = request.query;
      return ok(await deps.members.list({ q: q || undefined, status }, pageRequest(request)));
    },
  );
  r.get(
    '/members/:id',
    { schema: { tags, params: idParams, response: success(memberDetailSchema) } },
    async (request) =>
      ok(await deps.members.detail(parseId(request.params.id, ADMIN_MEMBER_MESSAGES.notFound))),
  );
  r.get(
    '/members/:id/transactions',
    {
      schema: {
        tags,
        params: idParams,
        querystring: pageQuery(10, 100),
        response: success(pageSchema(walletTxSchema)),
      },
    },
    async (request) =>
      ok(
        await deps.members.transactions(
          parseId(request.params.id, ADMIN_MEMBER_MESSAGES.notFound),
          pageRequest(request),
        ),
      ),
  );
  r.post(
    '/members/:id/balance',
    {
      schema: {
        tags,
        params: idParams,
        body: balanceAdjustRequestSchema,
        response: success(memberDetailSchema),
      },
    },
    async (request) =>
      ok(
        await deps.members.adjustBalance(
          staffId(request),
          parseId(request.params.id, ADMIN_MEMBER_MESSAGES.notFound),
          {
            transactionType: request.body.transaction_type,
            amount: request.body.amount,
            reason: request.body.reason,
          },
        ),
        '충전금이 조정되었습니다.',
      ),
  );
  // Suspend and reactivate a member: one call, the status the path names.
  for (const [action, status, message] of [
    ['suspend', 'suspended', '회원 이용이 정지되었습니다.'],
    ['reactivate', 'active', '회원 이용이 재개되었습니다.'],
  ] as const) {
    r.post(
      `/members/:id/${action}`,
      { schema: { tags, params: idParams, response: success(memberDetailSchema) } },
      async (request) =>
        ok(
          await deps.members.setStatus(
            staffId(request),
            parseId(request.params.id, ADMIN_MEMBER_MESSAGES.notFound),
            status,
          ),
          message,
        ),
    );
  }

  // Two-factor reset after staff verified the person (it lost its authenticator and recovery codes);
  // under /staff only a 최고 관리자 may call it.
  for (const [scope, role, notFoundText] of [
    ['members', 'member', ADMIN_MEMBER_MESSAGES.notFound],
    ['staff', 'staff', ADMIN_MEMBER_MESSAGES.notStaff],
  ] as const) {
    r.post(
      `/${scope}/:id/mfa-reset`,
      { schema: { tags, params: idParams, response: success(noDataSchema) } },
      async (request) =>
        ok(
          await deps.members.resetMfa(staffId(request), parseId(request.params.id, notFoundText), role),
          MFA_MESSAGES.reset,
        ),
    );
  }

  r.get('/staff', { schema: { tags, response: success(z.array(staffAccountSchema)) } }, async () =>
    ok(await deps.members.listStaff()),
  );
  r.post(
    '/staff',
    { schema: { tags, body: staffCreateRequestSchema, response: success(createdStaffSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(
        await deps.members.createStaff(staffId(request), request.body),
        '운영자 계정이 생성되었습니다.',
      );
    },
  );
  r.post(
    '/staff/:id/role',
    {
      schema: {
        tags,
        params: idParams,
        body: staffRoleRequestSchema,
        response: success(staffAccountSchema.optional()),
      },
    },
    async (request) =>
      ok(
        await deps.members.setStaffRole(
          staffId(request),
          parseId(request.params.id, ADMIN_MEMBER_MESSAGES.notStaff),
          request.body.staff_role,
        ),
        '운영자 권한이 변경되었습니다.',
      ),
  );
  // Deactivate and reactivate a staff account: one call, the status the path names.
  for (const [action, status, message] of [
    ['deactivate', 'suspended', '운영자 계정이 비활성화되었습니다.'],
    ['reactivate', 'active', '운영자 계정이 활성화되었습니다.'],
  ] as const) {
    r.post(
      `/staff/:id/${action}`,
      { schema: { tags, params: idParams, response: success(staffAccountSchema.optional()) } },
      async (request) =>
        ok(
          await deps.members.setStaffStatus(
            staffId(request),
            parseId(request.params.id, ADMIN_MEMBER_MESSAGES.notStaff),
            status,
          ),
          message,
        ),
    );
  }

  r.get(
    '/messages',
    {
      schema: {
        tags,
        querystring: outboxQuerySchema,
        response: success(pageSchema(outboxMessageSchema)),
      },
    },
    async (request) => {
      const { recipient, channel, status } = request.query;
      return ok(
        await deps.operations.messages(
          { recipient: recipient || undefined, channel, status },
          pageRequest(request),
        ),
      );
    },
  );

  r.post(
    '/messages/:id/reveal',
    { schema: { tags, params: idParams, response: success(outboxMessageSchema) } },
    async (request) =>
      ok(
        await deps.operations.revealMessage(
          staffId(request),
          parseId(request.params.id, '발송 메시지를 찾을 수 없습니다.'),
        ),
      ),
  );

  r.get(
    '/orders',
    {
      schema: {
        tags,
        querystring: adminOrderQuerySchema,
        response: success(pageSchema(adminOrderSchema)),
      },
    },
    async (request) => {
      const { q, status } = request.query;
      return ok(await deps.operations.orders({ q: q || undefined, status }, pageRequest(request)));
    },
  );

  r.get(
    '/deliveries',
    {
      schema: {
        tags,
        querystring: adminDeliveryQuerySchema,
        response: success(pageSchema(deliverySchema)),
      },
    },
    async (request) => {
      const { status, recipient, voucher_status } = request.query;
      return ok(
        await deps.operations.deliveries(
          { statuses: status, recipient: recipient || undefined, voucherStatus: voucher_status },
          pageRequest(request),
        ),
      );
    },
  );
  r.post(
    '/deliveries/:id/retry',
    {
      schema: {
        tags,
        params: idParams,
        body: deliveryRetryRequestSchema.optional(),
        response: success(deliverySchema),
      },
    },
    async (request) =>
      ok(
        await deps.operations.retryDelivery(
          staffId(request),
          parseId(request.params.id, '발송 정보를 찾을 수 없습니다.'),
          request.body ?? {},
        ),
        '재발송이 완료되었습니다.',
      ),
  );
  r.post(
    '/deliveries/:id/refund',
    {
      schema: {
        tags,
        params: idParams,
        body: adminDeliveryRefundRequestSchema,
        response: success(deliverySchema),
      },
    },
    async (request) =>
      ok(
        await deps.operations.refundDelivery(
          staffId(request),
          parseId(request.params.id, '발송 정보를 찾을 수 없습니다.'),
          request.body.reason,
        ),
        '환불 처리되었습니다. 결제 금액이 회원 충전금으로 반환되었습니다.',
      ),
  );

  r.post(
    '/deliveries/:id/cancel',
    { schema: { tags, params: idParams, response: success(deliverySchema) } },
    async (request) =>
      ok(
        await deps.operations.cancelVoucher(
          staffId(request),
          parseId(request.params.id, '발송 정보를 찾을 수 없습니다.'),
        ),
        '쿠폰이 취소되었습니다. 결제 금액이 회원 충전금으로 반환되었습니다.',
      ),
  );
  r.post('/vouchers/sync', { schema: { tags, response: success(voucherSyncSchema) } }, async (request) =>
    ok(await deps.operations.syncVouchers(staffId(request)), '쿠폰 상태를 공급사와 맞췄습니다.'),
  );
  r.get('/supplier', { schema: { tags, response: success(supplierStatusSchema) } }, async () =>
    ok(await deps.operations.supplierStatus()),
  );
  r.post(
    '/deliveries/:id/use',
    { schema: { tags, params: idParams, response: success(deliverySchema) } },
    async (request) =>
      ok(
        await deps.operations.markVoucherUsed(
          staffId(request),
          parseId(request.params.id, '발송 정보를 찾을 수 없습니다.'),
        ),
        '사용 처리되었습니다.',
      ),
  );

  r.get('/settings', { schema: { tags, response: success(adminSettingsSchema) } }, async () =>
    ok(await deps.settings.get()),
  );
  r.put(
    '/settings/footer',
    { schema: { tags, body: footerRequestSchema, response: success(adminSettingsSchema) } },
    async (request) =>
      ok(await deps.settings.putFooter(staffId(request), request.body), '푸터 정보가 저장되었습니다.'),
  );
  r.put(
    '/settings/deposit-accounts',
    { schema: { tags, body: depositAccountsRequestSchema, response: success(adminSettingsSchema) } },
    async (request) =>
      ok(
        await deps.settings.putDepositAccounts(staffId(request), request.body.accounts),
        '입금 계좌가 저장되었습니다.',
      ),
  );
  r.put(
    '/settings/seal',
    { schema: { tags, body: sealRequestSchema, response: success(adminSettingsSchema) } },
    async (request) =>
      ok(
        await deps.settings.putSeal(staffId(request), { image: request.body.image }),
        '직인 이미지가 등록되었습니다.',
      ),
  );
  r.delete('/settings/seal', { schema: { tags, response: success(adminSettingsSchema) } }, async (request) =>
    ok(await deps.settings.putSeal(staffId(request), { image: null }), '직인 이미지가 삭제되었습니다.'),
  );
  r.get('/terms', { schema: { tags, response: success(z.array(adminTermSchema)) } }, async () =>
    ok(await deps.settings.listTerms()),
  );
  r.post(
    '/terms/:id/versions',
    {
      schema: {
        tags,
        params: idParams,
        body: termVersionRequestSchema,
        response: success(termVersionSchema, 201),
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(
        await deps.settings.newTermVersion(
          staffId(request),
          parseId(request.params.id, '약관을 찾을 수 없습니다.'),
          request.body,
        ),
        '새 약관 버전이 적용되었습니다.',
      );
    },
  );
}
