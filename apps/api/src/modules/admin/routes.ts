import {
  adminOrderSchema,
  adminSettingsSchema,
  adminTermSchema,
  auditRowSchema,
  BALANCE_ADJUST,
  BALANCE_ADJUST_MESSAGES,
  createdStaffSchema,
  dashboardSchema,
  memberDetailSchema,
  memberRowSchema,
  outboxMessageSchema,
  staffAccountSchema,
  supplierStatusSchema,
  termVersionSchema,
  voucherSyncSchema,
  walletTxSchema,
} from '@bizgift/domain/admin';
import { STAFF_ROLES } from '@bizgift/domain/auth';
import { TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { pageSchema } from '@bizgift/domain/envelope';
import { deliverySchema } from '@bizgift/domain/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageQuery, pageRequest } from '../../http/pagination.ts';
import { listAudit } from '../audit/audit.ts';
import { voucherStatusQuery } from '../deliveries/routes.ts';
import { sharedDashboard } from './dashboard.ts';
import { ADMIN_MEMBER_MESSAGES, type AdminMemberService } from './members.ts';
import type { AdminOperationsService } from './operations.ts';
import { searchText } from './query.ts';
import type { AdminSettingsService } from './settings.ts';

export interface AdminDeps {
  db: Db;
  members: AdminMemberService;
  operations: AdminOperationsService;
  settings: AdminSettingsService;
}

export const adminMemberQuery = pageQuery(20, 100).extend({
  q: searchText(100),
  status: z.enum(['active', 'suspended', 'withdrawn']).optional(),
});

export const adminOrderQuery = pageQuery(20, 100).extend({
  q: searchText(100),
  status: z.coerce.number().int().min(0).max(5).optional(),
});

export const adminDeliveryQuery = pageQuery(20, 100).extend({
  status: z
    .string()
    .regex(/^[0-5](,[0-5]){0,5}$/, '발송 상태가 올바르지 않습니다.')
    .transform((v) => v.split(',').map(Number))
    .optional(),
  recipient: searchText(254),
  voucher_status: voucherStatusQuery,
});

const text = (label: string, maxLength: number) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(1, `${label}을(를) 입력해주세요.`)
    .max(maxLength, `${label}은(는) ${maxLength}자 이하로 입력해주세요.`);

const balanceBody = z.object({
  transaction_type: z.union(
    [z.literal(TRANSACTION_TYPE.ADMIN_ADD), z.literal(TRANSACTION_TYPE.ADMIN_SUBTRACT)],
    {
      error: '조정 유형을 선택해주세요. (4 지급, 5 차감)',
    },
  ),
  amount: z.coerce
    .number({ error: '금액을 숫자로 입력해주세요.' })
    .int('금액은 원 단위 정수로 입력해주세요.')
    .min(BALANCE_ADJUST.minAmount, '금액은 1원 이상이어야 합니다.')
    .max(BALANCE_ADJUST.maxAmount, BALANCE_ADJUST_MESSAGES.tooLarge),
  reason: text('사유', BALANCE_ADJUST.reasonMax),
});

const STAFF_ROLE_REQUIRED = '권한을 선택해주세요. (최고 관리자 또는 운영자)';
const staffBody = z.object({
  username: z.string({ error: '아이디를 입력해주세요.' }).trim(),
  password: z.string({ error: '비밀번호를 입력해주세요.' }).max(100),
  fullname: text('이름', 50),
  email: z.email({ error: '올바른 이메일 형식을 입력해주세요.' }).max(254),
  staff_role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_REQUIRED }).default('operator'),
});

const staffRoleBody = z.object({ staff_role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_REQUIRED }) });

const footerBody = z.object({
  company_name: text('회사명', 100),
  admin_name: text('대표자', 50),
  privacy_officer: text('개인정보 보호책임자', 50),
  business_number: text('사업자등록번호', 20),
  company_address: text('주소', 200),
  contact_phone: text('대표 전화', 30),
  contact_email: z.email({ error: '올바른 이메일 형식을 입력해주세요.' }).max(254),
  copyright: text('저작권 표시', 200),
});

const SEAL_MAX_BYTES = 200 * 1024;
const SEAL_INVALID = '직인 이미지는 200KB 이하의 PNG 또는 JPEG 파일만 등록할 수 있습니다.';

/** A PNG or JPEG data URL whose bytes really are one (checked by signature, not by the label). */
const sealBody = z.object({
  image: z
    .string({ error: SEAL_INVALID })
    .max(Math.ceil((SEAL_MAX_BYTES * 4) / 3) + 40, SEAL_INVALID)
    .refine((v) => {
      const m = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(v);
      if (!m) return false;
      const bytes = Buffer.from(m[2]!, 'base64');
      const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
      return bytes.length <= SEAL_MAX_BYTES && (m[1] === 'png' ? png : jpeg);
    }, SEAL_INVALID),
});

const depositAccountsBody = z.object({
  accounts: z
    .array(
      z.object({
        bank: text('은행명', 30),
        account_number: text('계좌번호', 40),
        holder: text('예금주', 50),
      }),
    )
    .min(1, '입금 계좌를 하나 이상 입력해주세요.')
    .max(5, '입금 계좌는 5개까지 등록할 수 있습니다.'),
});

const termVersionBody = z.object({ title: text('약관 제목', 100), content: text('약관 내용', 50_000) });

const retryBody = z
  .object({ phone: z.string().max(40).optional(), email: z.string().max(254).optional() })
  .default({});
const refundBody = z.object({ reason: text('환불 사유', 200) });

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
        querystring: pageQuery(20, 100).extend({ target_type: searchText(40) }),
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
        querystring: adminMemberQuery,
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
    { schema: { tags, params: idParams, body: balanceBody, response: success(memberDetailSchema) } },
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

  r.get('/staff', { schema: { tags, response: success(z.array(staffAccountSchema)) } }, async () =>
    ok(await deps.members.listStaff()),
  );
  r.post(
    '/staff',
    { schema: { tags, body: staffBody, response: success(createdStaffSchema, 201) } },
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
        body: staffRoleBody,
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
        querystring: pageQuery(20, 100).extend({
          recipient: searchText(254),
          channel: z.enum(['sms', 'email', 'kakao']).optional(),
          status: z.enum(['sent', 'failed']).optional(),
        }),
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
        querystring: adminOrderQuery,
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
        querystring: adminDeliveryQuery,
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
    { schema: { tags, params: idParams, body: retryBody.optional(), response: success(deliverySchema) } },
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
    { schema: { tags, params: idParams, body: refundBody, response: success(deliverySchema) } },
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
    { schema: { tags, body: footerBody, response: success(adminSettingsSchema) } },
    async (request) =>
      ok(await deps.settings.putFooter(staffId(request), request.body), '푸터 정보가 저장되었습니다.'),
  );
  r.put(
    '/settings/deposit-accounts',
    { schema: { tags, body: depositAccountsBody, response: success(adminSettingsSchema) } },
    async (request) =>
      ok(
        await deps.settings.putDepositAccounts(staffId(request), request.body.accounts),
        '입금 계좌가 저장되었습니다.',
      ),
  );
  r.put(
    '/settings/seal',
    { schema: { tags, body: sealBody, response: success(adminSettingsSchema) } },
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
    { schema: { tags, params: idParams, body: termVersionBody, response: success(termVersionSchema, 201) } },
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
