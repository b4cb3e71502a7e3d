import { RECHARGE_MESSAGES as M } from '@bizgift/domain/recharge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { memberSession, rechargeByOrderId } from '../../../test/factories.ts';
import type { PaymentRequest } from '../../providers/payment/payment-provider.ts';
import { createPaymentProvider } from '../../providers/payment/registry.ts';
import {
  type SandboxNotification,
  SandboxPaymentProvider,
  SIGNATURE_HEADER,
} from '../../providers/payment/sandbox.ts';

/**
 * The sandbox provider end to end over real HTTP: our server prepares the order, the SDK's form
 * reaches the sandbox checkout, the checkout posts a signed notification to our notification URL
 * and only then redirects the browser.
 */
let ctx: TestContext;
let base: string;
let sandbox: SandboxPaymentProvider;
beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const provider = createPaymentProvider(ctx.config);
  if (!(provider instanceof SandboxPaymentProvider)) throw new Error('expected the sandbox by default');
  sandbox = provider;
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

async function startCharge(token: string, amount = '10000') {
  const res = await fetch(`${base}/api/payments/recharge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount, recharge_method: 4 }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Started }).data;
}

/** The form the SDK posts to the checkout (see sdk-script.ts). */
function checkoutForm(request: Started['payment']['request'], clientKey: string) {
  return {
    clientKey,
    orderId: request.orderId,
    amount: String(request.amount),
    orderName: request.orderName,
    merchantId: request.merchantId,
    userId: request.userId,
    userEmail: request.user.email ?? '',
    successUrl: request.successUrl,
    failUrl: request.failUrl,
    notificationUrl: request.notificationUrl,
    method: request.method,
    currency: request.currency,
    itemCode: request.itemCode,
    itemType: request.itemType,
    signature: request.signature,
  };
}

const postForm = (path: string, form: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

function notify(body: SandboxNotification | Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  return fetch(`${base}/api/payments/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? sandbox.signNotification(raw),
    },
    body: raw,
  });
}

interface Json {
  status: string;
  code?: string;
  message?: string;
  data: { credited: boolean; duplicate: boolean };
}

interface Started {
  recharge: Record<string, unknown>;
  payment: { sdk_url: string; client_key: string; request: PaymentRequest & { signature: string } };
}

const ledgerRows = (orderId: string) => rechargeByOrderId(ctx.db, orderId);

describe('integrated charge through the sandbox provider', () => {
  it('prepares the SPEC §7 payment request with an order id we issued', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db);
    const data = await startCharge(token, '10000');
    expect(data.recharge).toMatchObject({
      recharge_method: 4,
      recharge_method_display: '통합결제',
      status: 0,
      amount: '10000',
    });
    expect(data.payment.sdk_url).toBe('/sandbox/danal/sdk.js');
    const req = data.payment.request;
    expect(req).toMatchObject({
      orderName: '비즈기프트 충전금 충전',
      amount: 10000,
      merchantId: 'SANDBOX_BIZGIFT',
      userId: member.email,
      method: 'INTEGRATED',
      currency: '410',
      user: { email: member.email },
      itemCode: 'CHARGE',
      itemType: 'POINT',
      notificationUrl: `${base}/api/payments/notifications`,
    });
    expect(req.orderId).toMatch(/^CHARGE_\d{13}_[A-Za-z0-9]{12}$/);
    expect(req.orderId).toBe(data.recharge.order_id);
    expect(req.successUrl).toBe(`${base}/charge/success?orderId=${req.orderId}&amount=10000`);
    expect(req.failUrl).toBe(`${base}/charge/fail?orderId=${req.orderId}`);
    const sdk = await fetch(`${base}${data.payment.sdk_url}`);
    expect(sdk.status).toBe(200);
    expect(sdk.headers.get('content-type')).toContain('javascript');
    expect(await sdk.text()).toContain('window.DanalPayments');
  });

  it('approve: the checkout notifies our server (credited once), then redirects to successUrl', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 2000 });
    const { payment } = await startCharge(token, '10000');
    const form = checkoutForm(payment.request, payment.client_key);
    // Post → redirect → get: the page the payer's history keeps is a GET (Back never resubmits a form).
    const posted = await postForm('/sandbox/danal/checkout', form);
    expect(posted.status).toBe(303);
    const pageUrl = posted.headers.get('location')!;
    expect(pageUrl).toMatch(/^\/sandbox\/danal\/checkout\/[0-9a-f]{32}$/);
    const page = await fetch(`${base}${pageUrl}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('10,000원');
    expect(html).toContain(payment.request.orderId);
    const checkoutId = pageUrl.split('/').pop()!;
    expect(html).toContain(`name="checkoutId" value="${checkoutId}"`);
    // The success page alone never credits.
    expect(await balanceOf(token)).toBe(2000);
    const done = await postForm('/sandbox/danal/checkout/complete', {
      ...form,
      checkoutId,
      action: 'approve',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(payment.request.successUrl);
    expect(await balanceOf(token)).toBe(12000);
    const { recharge, txs } = await ledgerRows(payment.request.orderId);
    expect(recharge.status).toBe(1);
    expect(recharge.providerTransactionId).toMatch(/^SBX/);
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ transactionType: 1, amount: 10000, balanceAfter: 12000 });
    const byOrder = await api(ctx.app, 'GET', `/api/payments/recharge/orders/${payment.request.orderId}`, {
      token,
    });
    expect(byOrder.body.data).toMatchObject({ status: 1, status_display: '승인완료', amount: '10000' });
    // Back to the checkout page shows it was processed; approving from a page kept open does nothing.
    const back = await fetch(`${base}${pageUrl}`);
    expect(await back.text()).toContain('이미 처리된 결제입니다.');
    const kept = await postForm('/sandbox/danal/checkout/complete', {
      ...form,
      checkoutId,
      action: 'approve',
    });
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain('이미 처리된 결제입니다.');
    // Without the page (a replayed form) or replaying the notification changes nothing either.
    const again = await postForm('/sandbox/danal/checkout/complete', { ...form, action: 'approve' });
    expect(again.status).toBe(303);
    const replay = await notify({
      orderId: payment.request.orderId,
      amount: 10000,
      status: 'DONE',
      transactionId: recharge.providerTransactionId!,
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as Json).data).toMatchObject({ credited: false, duplicate: true });
    expect(await balanceOf(token)).toBe(12000);
    expect((await ledgerRows(payment.request.orderId)).txs).toHaveLength(1);
  });

  it.each([
    ['cancel', 'USER_CANCEL', '사용자가 결제를 취소했습니다.', '결제 취소'],
    ['fail', 'CARD_DECLINED', '카드 승인이 거절되었습니다. (샌드박스)', '결제실패'],
  ])(
    '%s: redirects to failUrl with code and message, marks the request failed (shown as %s), credits nothing',
    async (action, code, message, shown) => {
      const { token } = await memberSession(ctx.app, ctx.db);
      const { payment } = await startCharge(token, '5000');
      const done = await postForm('/sandbox/danal/checkout/complete', {
        ...checkoutForm(payment.request, payment.client_key),
        action,
      });
      expect(done.status).toBe(303);
      const location = new URL(done.headers.get('location')!);
      expect(location.pathname).toBe('/charge/fail');
      expect(location.searchParams.get('orderId')).toBe(payment.request.orderId);
      expect(location.searchParams.get('code')).toBe(code);
      expect(location.searchParams.get('message')).toBe(message);
      const { recharge, txs } = await ledgerRows(payment.request.orderId);
      expect(recharge.status).toBe(3);
      expect(txs).toHaveLength(0);
      expect(await balanceOf(token)).toBe(0);
      const listed = await api(ctx.app, 'GET', `/api/payments/recharge/orders/${payment.request.orderId}`, {
        token,
      });
      expect(listed.body.data.status_display).toBe(shown);
    },
  );

  it('a checkout whose amount was altered in the browser is refused by the provider', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const { payment } = await startCharge(token, '10000');
    const form = { ...checkoutForm(payment.request, payment.client_key), amount: '1000000' };
    expect((await postForm('/sandbox/danal/checkout', form)).status).toBe(400);
    const done = await postForm('/sandbox/danal/checkout/complete', { ...form, action: 'approve' });
    expect(done.status).toBe(400);
    expect(await balanceOf(token)).toBe(0);
  });
});

describe('POST /api/payments/notifications refuses what it cannot trust', () => {
  it('forged signature, missing signature, stale timestamp: 400, logged, nothing credited', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const { payment } = await startCharge(token, '10000');
    const body = {
      orderId: payment.request.orderId,
      amount: 10000,
      status: 'DONE',
      transactionId: 'FORGED1',
    };
    const raw = JSON.stringify(body);
    const forger = new SandboxPaymentProvider('not-the-secret');
    const cases = [
      forger.signNotification(raw),
      '',
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      sandbox.signNotification(raw, Math.floor(Date.now() / 1000) - 3600),
    ];
    for (const signature of cases) {
      const res = await notify(body, signature);
      expect(res.status).toBe(400);
      const json = (await res.json()) as Json;
      expect(json.status).toBe('fail');
      expect(json.code).toBe('invalid_signature');
    }
    // A valid signature over a different body does not cover this one.
    const tampered = await fetch(`${base}/api/payments/notifications`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sandbox.signNotification(JSON.stringify({ ...body, amount: 10 })),
      },
      body: raw,
    });
    expect(tampered.status).toBe(400);
    expect((await ledgerRows(payment.request.orderId)).recharge.status).toBe(0);
    expect(await balanceOf(token)).toBe(0);
  });

  it('signed but for another amount → 409; for an order we never issued → 404; nothing credited', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const { payment } = await startCharge(token, '10000');
    const mismatch = await notify({
      orderId: payment.request.orderId,
      amount: 1_000_000,
      status: 'DONE',
      transactionId: 'T1',
    });
    expect(mismatch.status).toBe(409);
    expect(((await mismatch.json()) as Json).code).toBe('amount_mismatch');
    const unknown = await notify({
      orderId: 'CHARGE_1700000000000_abcdefghijkl',
      amount: 10000,
      status: 'DONE',
      transactionId: 'T2',
    });
    expect(unknown.status).toBe(404);
    const garbage = await notify({
      orderId: "x'; drop table recharges;--",
      amount: 10000,
      status: 'DONE',
      transactionId: 'T3',
    });
    expect(garbage.status).toBe(404);
    const badStatus = await notify({ orderId: payment.request.orderId, amount: 10000, status: 'WHATEVER' });
    expect(badStatus.status).toBe(400);
    const notJson = await fetch(`${base}/api/payments/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sandbox.signNotification('{oops') },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect((await ledgerRows(payment.request.orderId)).recharge.status).toBe(0);
    expect(await balanceOf(token)).toBe(0);
    // A bank-transfer request cannot be settled by a notification either.
    const bank = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '10000', recharge_method: 1 },
    });
    expect(bank.statusCode).toBe(201);
    expect(await balanceOf(token)).toBe(0);
  });

  it('50 parallel copies of the same valid notification credit exactly once', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const { payment } = await startCharge(token, '77000');
    const body = {
      orderId: payment.request.orderId,
      amount: 77000,
      status: 'DONE',
      transactionId: 'SBXPARALLEL',
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => notify(body)));
    expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const outcomes = await Promise.all(results.map(async (r) => ((await r.json()) as Json).data));
    expect(outcomes.filter((o) => o.credited)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(77000);
    expect((await ledgerRows(payment.request.orderId)).txs).toHaveLength(1);
  });

  it('a failure after approval does not undo the charge; a verified approval after a failure credits once', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const a = (await startCharge(token, '3000')).payment.request;
    expect(
      (await notify({ orderId: a.orderId, amount: 3000, status: 'DONE', transactionId: 'OK1' })).status,
    ).toBe(200);
    const late = await notify({
      orderId: a.orderId,
      amount: 3000,
      status: 'FAILED',
      code: 'X',
      message: 'late',
    });
    expect(late.status).toBe(200);
    expect((await ledgerRows(a.orderId)).recharge.status).toBe(1);
    const b = (await startCharge(token, '4000')).payment.request;
    expect(
      (await notify({ orderId: b.orderId, amount: 4000, status: 'CANCELED', code: 'USER_CANCEL' })).status,
    ).toBe(200);
    // The provider proves it took the money: the member is credited (once), not left charged.
    const after = await notify({ orderId: b.orderId, amount: 4000, status: 'DONE', transactionId: 'OK2' });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Json).data).toMatchObject({ credited: true });
    const again = await notify({ orderId: b.orderId, amount: 4000, status: 'DONE', transactionId: 'OK2' });
    expect(((await again.json()) as Json).data).toMatchObject({ credited: false, duplicate: true });
    expect((await ledgerRows(b.orderId)).txs).toHaveLength(1);
    // A mismatched amount still credits nothing, whatever the state.
    const c = (await startCharge(token, '5000')).payment.request;
    await notify({ orderId: c.orderId, amount: 5000, status: 'FAILED', code: 'X', message: 'x' });
    const wrong = await notify({ orderId: c.orderId, amount: 50000, status: 'DONE', transactionId: 'OK3' });
    expect(wrong.status).toBe(409);
    expect(await balanceOf(token)).toBe(7000);
  });
});

describe('without a provider', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestContext({ config: { paymentSandbox: false } });
  });
  afterAll(() => off.close());

  it('refuses integrated payment (409) but still takes bank transfers; the sandbox pages are gone', async () => {
    const { token } = await memberSession(off.app, off.db);
    const integrated = await api(off.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '10000', recharge_method: 4 },
    });
    expect(integrated.statusCode).toBe(409);
    expect(integrated.body.message).toBe(M.integratedUnavailable);
    const bank = await api(off.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '10000', recharge_method: 1 },
    });
    expect(bank.statusCode).toBe(201);
    expect((await off.app.inject({ method: 'GET', url: '/sandbox/danal/sdk.js' })).statusCode).toBe(404);
    const options = await api(off.app, 'GET', '/api/payments/recharge/options', { token });
    expect(options.body.data.integrated).toEqual({ available: false, sdk_url: null });
    expect(
      (await off.app.inject({ method: 'POST', url: '/api/payments/notifications', payload: {} })).statusCode,
    ).toBe(404);
    await expectLedgerBalanced(off.db);
  });
});

describe('the sandbox checkout', () => {
  const depth = 50_000;
  const nested = `{"orderId":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  it.each(['/sandbox/danal/checkout', '/sandbox/danal/checkout/complete'])(
    'answers a deeply nested JSON body at %s with its 400 page, not a 500',
    async (url) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: nested,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('결제 요청의 서명이 올바르지 않습니다.');
    },
  );
});
