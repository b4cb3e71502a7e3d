import { count, eq, gt, max } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import {
  createBrand,
  createCategory,
  createGoods,
  createInquiry,
  createMember,
  createNotice,
  createStaff,
  memberSession,
  orderPayload,
  staffSession,
} from '../../../test/factories.ts';
import { banners } from '../../db/schema/catalog.ts';
import { userMfa } from '../../db/schema/mfa.ts';
import { messages, senderNumbers } from '../../db/schema/orders.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { terms, users } from '../../db/schema/users.ts';

/**
 * Every staff mutation writes exactly one audit row (staff, action, target, before/after, time).
 * The table below names one successful call for each mutating /api/admin route, and the first test
 * walks the registered routes so a new mutation cannot be added without its row here.
 */
let ctx: TestContext;
let staff: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffSession(ctx.app, ctx.db);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Prepared {
  path: string;
  body?: unknown;
  /** Sent as multipart/form-data with one `file` part instead of a JSON body. */
  file?: Buffer;
  /** The audited target id; when absent, the response's `data.id` (a created row). */
  target?: number | string;
}

interface Case {
  prepare: () => Promise<Prepared>;
  action: string;
  targetType: string;
  /** Which of before/after the row must carry. */
  snapshots: 'before' | 'after' | 'both';
}

async function pendingBankRecharge() {
  const { token } = await memberSession(ctx.app, ctx.db);
  const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
    token,
    body: { amount: 20_000, recharge_method: 1 },
  });
  expect(res.statusCode).toBe(201);
  return res.body.data.recharge.id as number;
}

/** A waiting 잔액 환급 request of 5,000 won (issue #29 §3). */
async function pendingBalanceRefund() {
  const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
  const account = await api(ctx.app, 'PUT', '/api/payments/refund-account', {
    token,
    body: { bank: '신한은행', account_number: '140-012-345678', holder: member.company.name },
  });
  expect(account.statusCode).toBe(200);
  const res = await api(ctx.app, 'POST', '/api/payments/refunds', { token, body: { amount: 5_000 } });
  expect(res.statusCode).toBe(201);
  return res.body.data.id as number;
}

/** An order of two vouchers to a number the sandbox cannot reach: two deliveries in status 3. */
let failedDeliveries: number[] | undefined;
async function failedDelivery() {
  if (!failedDeliveries) {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 20_000 });
    const goods = await createGoods(ctx.db, { price: 3000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01000000000'], { quantity: 2 }),
    });
    expect(order.statusCode).toBeLessThan(300);
    await ctx.app.services.worker.processOrder(order.body.data.id);
    const failed = await api(ctx.app, 'GET', '/api/admin/deliveries?status=3,5', { token: staff.token });
    failedDeliveries = failed.body.data.results
      .filter((d: { order_id: number }) => d.order_id === order.body.data.id)
      .map((d: { id: number }) => d.id);
    expect(failedDeliveries).toHaveLength(2);
  }
  return failedDeliveries!.pop()!;
}

/** One voucher sent and unused (sandbox issuer). */
async function deliveredVoucher() {
  const { token } = await memberSession(ctx.app, ctx.db, { balance: 20_000 });
  const goods = await createGoods(ctx.db, { price: 3000 });
  const order = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: orderPayload([goods], ['01012345678']),
  });
  expect(order.statusCode).toBeLessThan(300);
  await ctx.app.services.worker.processOrder(order.body.data.id);
  const sent = await api(ctx.app, 'GET', `/api/admin/deliveries?status=1`, { token: staff.token });
  const d = sent.body.data.results.find((r: { order_id: number }) => r.order_id === order.body.data.id);
  expect(d.gifticon.status).toBe(1);
  return d.id as number;
}

async function banner() {
  const [row] = await ctx.db
    .insert(banners)
    .values({ title: '감사 배너', imagePc: '/media/banners/1.svg', imageMobile: '/media/banners/1.svg' })
    .returning();
  return row!.id;
}

/** A 1×1 PNG: the seal route checks the bytes' signature, not only the label. */
const SEAL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let senderSeq = 0;
async function senderNumber(status: 'pending' | 'approved', isActive = true) {
  const number = `0212${String(++senderSeq).padStart(6, '0')}`;
  const { company } = await createMember(ctx.db);
  const [row] = await ctx.db
    .insert(senderNumbers)
    .values({ number, isActive, status, companyId: company.id })
    .returning();
  return row!.id;
}

const CASES: Record<string, Case> = {
  'POST /api/admin/sender-numbers/:id/approve': {
    prepare: async () => {
      const id = await senderNumber('pending');
      return { path: `/api/admin/sender-numbers/${id}/approve`, target: id };
    },
    action: 'sender_number.approve',
    targetType: 'sender_number',
    snapshots: 'both',
  },
  'POST /api/admin/sender-numbers/:id/reject': {
    prepare: async () => {
      const id = await senderNumber('pending');
      return { path: `/api/admin/sender-numbers/${id}/reject`, body: { reason: '명의 불일치' }, target: id };
    },
    action: 'sender_number.reject',
    targetType: 'sender_number',
    snapshots: 'both',
  },
  'POST /api/admin/sender-numbers/:id/disable': {
    prepare: async () => {
      const id = await senderNumber('approved', true);
      return { path: `/api/admin/sender-numbers/${id}/disable`, target: id };
    },
    action: 'sender_number.disable',
    targetType: 'sender_number',
    snapshots: 'both',
  },
  'POST /api/admin/sender-numbers/:id/enable': {
    prepare: async () => {
      const id = await senderNumber('approved', false);
      return { path: `/api/admin/sender-numbers/${id}/enable`, target: id };
    },
    action: 'sender_number.enable',
    targetType: 'sender_number',
    snapshots: 'both',
  },
  'POST /api/admin/members/:id/balance': {
    prepare: async () => {
      const m = await createMember(ctx.db, { balance: 1000 });
      return {
        path: `/api/admin/members/${m.id}/balance`,
        body: { transaction_type: 5, amount: 400, reason: '오지급 회수' },
        target: m.id,
      };
    },
    action: 'wallet.subtract',
    targetType: 'member',
    snapshots: 'both',
  },
  'POST /api/admin/members/:id/suspend': {
    prepare: async () => {
      const m = await createMember(ctx.db);
      return { path: `/api/admin/members/${m.id}/suspend`, target: m.id };
    },
    action: 'member.suspend',
    targetType: 'member',
    snapshots: 'both',
  },
  'POST /api/admin/members/:id/reactivate': {
    prepare: async () => {
      const m = await createMember(ctx.db, { status: 'suspended' });
      return { path: `/api/admin/members/${m.id}/reactivate`, target: m.id };
    },
    action: 'member.reactivate',
    targetType: 'member',
    snapshots: 'both',
  },
  'POST /api/admin/staff': {
    prepare: async () => ({
      path: '/api/admin/staff',
      body: {
        username: 'auditop01',
        password: 'Strong!2345',
        fullname: '감사운영',
        email: 'audit@bizgift.co.kr',
      },
    }),
    action: 'staff.create',
    targetType: 'staff',
    snapshots: 'after',
  },
  'POST /api/admin/staff/:id/deactivate': {
    prepare: async () => {
      const s = await createStaff(ctx.db);
      return { path: `/api/admin/staff/${s.id}/deactivate`, target: s.id };
    },
    action: 'staff.deactivate',
    targetType: 'staff',
    snapshots: 'both',
  },
  'POST /api/admin/staff/:id/reactivate': {
    prepare: async () => {
      const s = await createStaff(ctx.db);
      await ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.id, s.id));
      return { path: `/api/admin/staff/${s.id}/reactivate`, target: s.id };
    },
    action: 'staff.reactivate',
    targetType: 'staff',
    snapshots: 'both',
  },
  'POST /api/admin/staff/:id/role': {
    prepare: async () => {
      const s = await createStaff(ctx.db, { staffRole: 'operator' });
      return { path: `/api/admin/staff/${s.id}/role`, body: { staff_role: 'super' }, target: s.id };
    },
    action: 'staff.role',
    targetType: 'staff',
    snapshots: 'both',
  },
  'POST /api/admin/members/:id/mfa-reset': {
    prepare: async () => {
      const m = await createMember(ctx.db);
      await ctx.db.insert(userMfa).values({ userId: m.id, secretSealed: 'v1.x.y.z', enabledAt: new Date() });
      return { path: `/api/admin/members/${m.id}/mfa-reset`, target: m.id };
    },
    action: 'member.mfa_reset',
    targetType: 'member',
    snapshots: 'both',
  },
  'POST /api/admin/staff/:id/mfa-reset': {
    prepare: async () => {
      const s = await createStaff(ctx.db, { staffRole: 'operator' });
      await ctx.db.insert(userMfa).values({ userId: s.id, secretSealed: 'v1.x.y.z', enabledAt: new Date() });
      return { path: `/api/admin/staff/${s.id}/mfa-reset`, target: s.id };
    },
    action: 'staff.mfa_reset',
    targetType: 'staff',
    snapshots: 'both',
  },
  'POST /api/admin/deliveries/:id/retry': {
    prepare: async () => {
      const id = await failedDelivery();
      return { path: `/api/admin/deliveries/${id}/retry`, body: { phone: '01012345678' }, target: id };
    },
    action: 'delivery.retry',
    targetType: 'delivery',
    snapshots: 'both',
  },
  'POST /api/admin/deliveries/:id/refund': {
    prepare: async () => {
      const id = await failedDelivery();
      return { path: `/api/admin/deliveries/${id}/refund`, body: { reason: '고객센터 요청' }, target: id };
    },
    action: 'delivery.refund',
    targetType: 'delivery',
    snapshots: 'both',
  },
  'POST /api/admin/deliveries/:id/cancel': {
    prepare: async () => {
      const id = await deliveredVoucher();
      return { path: `/api/admin/deliveries/${id}/cancel`, target: id };
    },
    action: 'delivery.cancel_voucher',
    targetType: 'delivery',
    snapshots: 'both',
  },
  'POST /api/admin/deliveries/:id/use': {
    prepare: async () => {
      const id = await deliveredVoucher();
      return { path: `/api/admin/deliveries/${id}/use`, target: id };
    },
    action: 'delivery.mark_used',
    targetType: 'delivery',
    snapshots: 'both',
  },
  'POST /api/admin/messages/:id/reveal': {
    prepare: async () => {
      const id = await deliveredVoucher();
      const [message] = await ctx.db.select().from(messages).where(eq(messages.deliveryId, id));
      return { path: `/api/admin/messages/${message!.id}/reveal`, target: message!.id };
    },
    action: 'message.reveal',
    targetType: 'message',
    snapshots: 'after',
  },
  'POST /api/admin/vouchers/sync': {
    prepare: async () => {
      await deliveredVoucher();
      return { path: '/api/admin/vouchers/sync', target: 'status-sync' };
    },
    action: 'vouchers.sync',
    targetType: 'vouchers',
    snapshots: 'after',
  },
  'POST /api/admin/auto-gifts/run': {
    // The run as of a day with nothing due; the day is the target.
    prepare: async () => ({
      path: '/api/admin/auto-gifts/run',
      body: { date: '2030-01-01' },
      target: '2030-01-01',
    }),
    action: 'auto_gifts.run',
    targetType: 'auto_gifts',
    snapshots: 'after',
  },
  'POST /api/admin/supplier/sync': {
    // The sandbox supplier's list; the run's id is the target.
    prepare: async () => ({ path: '/api/admin/supplier/sync' }),
    action: 'supplier.sync',
    targetType: 'supplier',
    snapshots: 'after',
  },
  'PUT /api/admin/supplier/margin': {
    prepare: async () => ({
      path: '/api/admin/supplier/margin',
      body: { percent: 7.5, fixed_won: 100, round_to: 100 },
      target: 'supplier_margin',
    }),
    action: 'settings.supplier_margin',
    targetType: 'settings',
    snapshots: 'both',
  },
  'PUT /api/admin/settings/footer': {
    prepare: async () => {
      const current = (await api(ctx.app, 'GET', '/api/admin/settings', { token: staff.token })).body.data
        .footer;
      return {
        path: '/api/admin/settings/footer',
        body: { ...current, contact_phone: '1600-0000' },
        target: 'footer',
      };
    },
    action: 'settings.footer',
    targetType: 'settings',
    snapshots: 'both',
  },
  'PUT /api/admin/settings/seal': {
    prepare: async () => ({ path: '/api/admin/settings/seal', body: { image: SEAL_PNG }, target: 'seal' }),
    action: 'settings.seal',
    targetType: 'settings',
    snapshots: 'both',
  },
  'DELETE /api/admin/settings/seal': {
    prepare: async () => ({ path: '/api/admin/settings/seal', target: 'seal' }),
    action: 'settings.seal',
    targetType: 'settings',
    snapshots: 'both',
  },
  'PUT /api/admin/settings/deposit-accounts': {
    prepare: async () => ({
      path: '/api/admin/settings/deposit-accounts',
      body: { accounts: [{ bank: '국민은행', account_number: '123-456-789012', holder: '(주)비즈기프트' }] },
      target: 'deposit_accounts',
    }),
    action: 'settings.deposit_accounts',
    targetType: 'settings',
    snapshots: 'both',
  },
  'POST /api/admin/terms/:id/versions': {
    prepare: async () => {
      const [term] = await ctx.db
        .insert(terms)
        .values({ kind: 'audit-test', title: '감사 약관', content: '제1조', isRequired: true })
        .returning();
      return {
        path: `/api/admin/terms/${term!.id}/versions`,
        body: { title: '감사 약관', content: '제2조' },
      };
    },
    action: 'terms.new_version',
    targetType: 'terms',
    snapshots: 'both',
  },
  'POST /api/admin/inquiries/:id/answer': {
    prepare: async () => {
      const m = await createMember(ctx.db);
      const inquiry = await createInquiry(ctx.db, m.id);
      return {
        path: `/api/admin/inquiries/${inquiry.id}/answer`,
        body: { answer: '확인했습니다.' },
        target: inquiry.id,
      };
    },
    action: 'inquiry.answer',
    targetType: 'inquiry',
    snapshots: 'both',
  },
  'POST /api/admin/notices': {
    prepare: async () => ({
      path: '/api/admin/notices',
      body: { notice_type: 1, title: '감사 공지', content: '내용', is_pinned: true },
    }),
    action: 'notice.create',
    targetType: 'notice',
    snapshots: 'after',
  },
  'PUT /api/admin/notices/:id': {
    prepare: async () => {
      const n = await createNotice(ctx.db);
      return { path: `/api/admin/notices/${n.id}`, body: { title: '고친 공지' }, target: n.id };
    },
    action: 'notice.update',
    targetType: 'notice',
    snapshots: 'both',
  },
  'DELETE /api/admin/notices/:id': {
    prepare: async () => {
      const n = await createNotice(ctx.db);
      return { path: `/api/admin/notices/${n.id}`, target: n.id };
    },
    action: 'notice.delete',
    targetType: 'notice',
    snapshots: 'before',
  },
  'POST /api/admin/goods': {
    prepare: async () => {
      const [brand, category] = [await createBrand(ctx.db), await createCategory(ctx.db)];
      return {
        path: '/api/admin/goods',
        body: {
          name: '감사 아메리카노',
          brand_id: brand.id,
          category_id: category.id,
          price: 4000,
          regular_price: 4500,
          valid_period: 30,
        },
      };
    },
    action: 'goods.create',
    targetType: 'goods',
    snapshots: 'after',
  },
  'PUT /api/admin/goods/:id': {
    prepare: async () => {
      const g = await createGoods(ctx.db, { price: 3000 });
      return { path: `/api/admin/goods/${g.id}`, body: { price: 2500, regular_price: 3000 }, target: g.id };
    },
    action: 'goods.update',
    targetType: 'goods',
    snapshots: 'both',
  },
  'POST /api/admin/brands': {
    prepare: async () => ({ path: '/api/admin/brands', body: { name: '감사브랜드' } }),
    action: 'brand.create',
    targetType: 'brand',
    snapshots: 'after',
  },
  'PUT /api/admin/brands/:id': {
    prepare: async () => {
      const b = await createBrand(ctx.db);
      return { path: `/api/admin/brands/${b.id}`, body: { color: '#123456' }, target: b.id };
    },
    action: 'brand.update',
    targetType: 'brand',
    snapshots: 'both',
  },
  'DELETE /api/admin/brands/:id': {
    prepare: async () => {
      const b = await createBrand(ctx.db);
      return { path: `/api/admin/brands/${b.id}`, target: b.id };
    },
    action: 'brand.delete',
    targetType: 'brand',
    snapshots: 'before',
  },
  'POST /api/admin/categories': {
    prepare: async () => ({ path: '/api/admin/categories', body: { name: '감사카테고리' } }),
    action: 'category.create',
    targetType: 'category',
    snapshots: 'after',
  },
  'PUT /api/admin/categories/:id': {
    prepare: async () => {
      const c = await createCategory(ctx.db);
      return { path: `/api/admin/categories/${c.id}`, body: { sort_order: 3 }, target: c.id };
    },
    action: 'category.update',
    targetType: 'category',
    snapshots: 'both',
  },
  'DELETE /api/admin/categories/:id': {
    prepare: async () => {
      const c = await createCategory(ctx.db);
      return { path: `/api/admin/categories/${c.id}`, target: c.id };
    },
    action: 'category.delete',
    targetType: 'category',
    snapshots: 'before',
  },
  'POST /api/admin/banners': {
    prepare: async () => ({
      path: '/api/admin/banners',
      body: { title: '감사 배너', image_pc: '/media/banners/1.svg', image_mobile: '/media/banners/1.svg' },
    }),
    action: 'banner.create',
    targetType: 'banner',
    snapshots: 'after',
  },
  'PUT /api/admin/banners/:id': {
    prepare: async () => {
      const id = await banner();
      return { path: `/api/admin/banners/${id}`, body: { is_active: false }, target: id };
    },
    action: 'banner.update',
    targetType: 'banner',
    snapshots: 'both',
  },
  'DELETE /api/admin/banners/:id': {
    prepare: async () => {
      const id = await banner();
      return { path: `/api/admin/banners/${id}`, target: id };
    },
    action: 'banner.delete',
    targetType: 'banner',
    snapshots: 'before',
  },
  'POST /api/admin/uploads': {
    prepare: async () => ({ path: '/api/admin/uploads', file: PNG }),
    action: 'upload.create',
    targetType: 'upload',
    snapshots: 'after',
  },
  'POST /api/admin/recharges/:id/approve': {
    prepare: async () => {
      const id = await pendingBankRecharge();
      return { path: `/api/admin/recharges/${id}/approve`, target: id };
    },
    action: 'recharge.approve',
    targetType: 'recharge',
    snapshots: 'both',
  },
  'POST /api/admin/recharges/:id/reject': {
    prepare: async () => {
      const id = await pendingBankRecharge();
      return { path: `/api/admin/recharges/${id}/reject`, body: { reason: '입금 확인 불가' }, target: id };
    },
    action: 'recharge.reject',
    targetType: 'recharge',
    snapshots: 'both',
  },
  'POST /api/admin/balance-refunds/:id/pay': {
    prepare: async () => {
      const id = await pendingBalanceRefund();
      return { path: `/api/admin/balance-refunds/${id}/pay`, target: id };
    },
    action: 'balance_refund.pay',
    targetType: 'balance_refund',
    snapshots: 'both',
  },
  'POST /api/admin/balance-refunds/:id/reject': {
    prepare: async () => {
      const id = await pendingBalanceRefund();
      return {
        path: `/api/admin/balance-refunds/${id}/reject`,
        body: { reason: '예금주 불일치' },
        target: id,
      };
    },
    action: 'balance_refund.reject',
    targetType: 'balance_refund',
    snapshots: 'both',
  },
};

async function send(method: string, prepared: Prepared) {
  if (prepared.file) {
    const boundary = '----bizgift-audit-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      prepared.file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const raw = await ctx.app.inject({
      method: 'POST',
      url: prepared.path,
      headers: {
        authorization: `Bearer ${staff.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    return { statusCode: raw.statusCode, body: raw.json() };
  }
  return api(ctx.app, method as 'POST', prepared.path, { token: staff.token, body: prepared.body });
}

describe('audit log: one row for every staff mutation', () => {
  it('the table covers every mutating /api/admin route', () => {
    const mutating = ctx.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/admin') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
      .map((r) => `${r.method} ${r.url.replace(/\/$/, '')}`);
    expect(mutating.length).toBeGreaterThan(20);
    expect([...new Set(mutating)].sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))('%s', async (key, c) => {
    const method = key.split(' ')[0]!;
    const prepared = await c.prepare();
    const [last] = await ctx.db.select({ id: max(auditLogs.id) }).from(auditLogs);
    const started = new Date(Date.now() - 1000);
    const res = await send(method, prepared);
    expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(300);
    const rows = await ctx.db
      .select()
      .from(auditLogs)
      .where(gt(auditLogs.id, last?.id ?? 0));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const target =
      prepared.target ?? (prepared.file ? String(res.body.data.url).split('/').pop() : res.body.data.id);
    expect(row).toMatchObject({
      staffId: staff.staff.id,
      action: c.action,
      targetType: c.targetType,
      targetId: String(target),
    });
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(started.getTime());
    if (c.snapshots !== 'after') expect(row.before).not.toBeNull();
    if (c.snapshots !== 'before') expect(row.after).not.toBeNull();

    // The console's audit view shows it, newest first, with the staff member's username.
    const view = await api(ctx.app, 'GET', `/api/admin/audit-logs?target_type=${c.targetType}`, {
      token: staff.token,
    });
    expect(view.body.data.results[0]).toMatchObject({
      id: row.id,
      staff: staff.staff.username,
      action: c.action,
      target_id: String(target),
    });
  });

  it('a refused mutation writes no row', async () => {
    const m = await createMember(ctx.db, { balance: 100 });
    const rowCount = async () => (await ctx.db.select({ n: count() }).from(auditLogs))[0]!.n;
    const before = await rowCount();
    const res = await api(ctx.app, 'POST', `/api/admin/members/${m.id}/balance`, {
      token: staff.token,
      body: { transaction_type: 5, amount: 101, reason: '초과 차감' },
    });
    expect(res.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
  });
});
