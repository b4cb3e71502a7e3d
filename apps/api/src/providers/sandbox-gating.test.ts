import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext, testConfig } from '../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../test/factories.ts';
import type { Db } from '../db/client.ts';
import { createAccountProviders } from './account-providers.ts';
import { createPaymentProvider } from './payment/registry.ts';
import {
  chooseProviders,
  createMessagingProviders,
  describeProviders,
  PROVIDER_OFF_MESSAGES,
} from './registry.ts';

const production = { env: 'production' as const, allowSandbox: false };
/** Where these cases choose no built-in issuer, nothing reads the database. */
const noDatabase = {} as Db;

describe('provider choice (DESIGN §1: production never runs a sandbox by accident)', () => {
  it('development and test run every sandbox without credentials', () => {
    const modes = Object.values(chooseProviders(testConfig())).map((c) => c.mode);
    expect(modes).toEqual(['sandbox', 'sandbox', 'sandbox', 'sandbox', 'sandbox']);
  });

  it('production without credentials switches every sandbox off, even with PAYMENT_SANDBOX=true', () => {
    const config = testConfig({ ...production, paymentSandbox: true });
    for (const choice of Object.values(chooseProviders(config))) {
      expect(choice.mode, choice.kind).toBe('off');
      expect(choice.missing.length, choice.kind).toBeGreaterThan(0);
    }
    expect(createPaymentProvider(config)).toBeUndefined();
    expect(createAccountProviders(config).identity).toBeUndefined();
    const messaging = createMessagingProviders(config, noDatabase);
    expect([messaging.sms.name, messaging.email.name, messaging.voucher.name]).toEqual([
      'off-sms',
      'off-email',
      'off-voucher',
    ]);
  });

  it('the start log names what is missing for each switched-off provider', () => {
    const lines = describeProviders(testConfig(production));
    expect(lines.every((l) => l.level === 'warn')).toBe(true);
    const text = lines.map((l) => l.message).join('\n');
    for (const name of ['KCP_SITE_CD', 'DANAL_CPID', 'SOLAPI_API_KEY', 'SMTP_URL', 'GIFTISHOW_AUTH_CODE']) {
      expect(text).toContain(name);
    }
  });

  it('real credentials select the real adapter in production', () => {
    const config = testConfig({
      ...production,
      smtpUrl: 'smtp://127.0.0.1:2525',
      solapi: { apiKey: 'k', apiSecret: 's', baseUrl: 'http://127.0.0.1:1' },
    });
    const messaging = createMessagingProviders(config, noDatabase);
    expect(messaging.sms.name).not.toMatch(/sandbox|off/);
    expect(messaging.email.name).not.toMatch(/sandbox|off/);
    expect(chooseProviders(config).sms.mode).toBe('real');
  });

  it('ALLOW_SANDBOX=true is the only opt-in, and it is logged loudly', () => {
    const config = testConfig({ env: 'production', allowSandbox: true });
    expect(Object.values(chooseProviders(config)).every((c) => c.mode === 'sandbox')).toBe(true);
    const lines = describeProviders(config);
    expect(lines[0]).toMatchObject({ level: 'warn' });
    expect(lines[0]!.message).toContain('ALLOW_SANDBOX=true');
  });
});

describe('a production server with no credentials offers no sandbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: production });
  });
  afterAll(() => ctx.close());

  it('identity verification is refused with a Korean message and the sandbox popup is gone', async () => {
    const hash = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 20 } });
    expect(hash.statusCode).toBe(503);
    expect(hash.body).toMatchObject({
      code: 'provider_unavailable',
      message: PROVIDER_OFF_MESSAGES.identity,
    });
    const popup = await ctx.app.inject({ method: 'GET', url: '/api/identities/kcp/sandbox?ordr_idxx=x' });
    expect(popup.statusCode).toBe(404);
    // A hand-made "sandbox" callback is not believed either.
    const forged = await api(ctx.app, 'POST', '/api/identities/kcp/callback', {
      body: { ordr_idxx: 'BGX', res_cd: '0000', user_name: '김담당', phone_no: '01012345678' },
    });
    expect(forged.body, JSON.stringify(forged.body)).toMatchObject({ data: { result: 'error' } });
  });

  it('integrated payment is refused and its sandbox pages are absent', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const integrated = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '10000', recharge_method: 4 },
    });
    expect(integrated.statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'GET', url: '/sandbox/danal/sdk.js' })).statusCode).toBe(404);
  });

  it('an order is refused before any money moves (no voucher supplier, no SMS gateway)', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 5000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01012345678']),
    });
    expect(order.statusCode).toBe(503);
    expect(order.body.message).toBe(PROVIDER_OFF_MESSAGES.voucher);
    const balance = await api(ctx.app, 'GET', '/api/payments/balance', { token });
    expect(balance.body.data.recharge).toBe('100000');
  });
});
