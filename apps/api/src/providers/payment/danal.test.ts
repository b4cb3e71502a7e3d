import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { memberSession, rechargeByOrderId } from '../../../test/factories.ts';
import { recharges } from '../../db/schema/wallet.ts';
import { DanalCipher, fromDanalString, toDanalString } from './danal.ts';

const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const IV = '0f0e0d0c0b0a09080706050403020100';
const CPID = 'A010002002';
const cipher = new DanalCipher(KEY, IV);

describe('DanalCipher (AES-256-CBC, base64, hex key and IV)', () => {
  it('matches OpenSSL (what Danal’s PHP sample uses) byte for byte', () => {
    const plain = 'TXTYPE=AUTH&AMOUNT=10000&ITEMNAME=%EC%B6%A9%EC%A0%84';
    // printf '…' | openssl enc -aes-256-cbc -K $KEY -iv $IV -base64 -A
    const expected =
      '8njaLyJ1udH7vKSmVWu3WusjJpaIIrNHTBffy+yX/n4ayN96OEH11K2LLe84ROLtgNeivnYAm7rQXuP1UKfL9w==';
    expect(cipher.encrypt(plain)).toBe(expected);
    expect(cipher.decrypt(expected)).toBe(plain);
    expect(fromDanalString(toDanalString({ ITEMNAME: '충전 금액', A: 'x=y&z' }))).toEqual({
      ITEMNAME: '충전 금액',
      A: 'x=y&z',
    });
  });
});

/** A local fake of Danal's credit endpoint: AUTH issues a TID, BILL captures it once for the AUTH amount. */
class FakeDanal {
  server!: Server;
  url = '';
  calls: Record<string, string>[] = [];
  auths = new Map<string, { orderId: string; amount: string }>();
  billed = new Set<string>();
  failAuth = false;
  refuseBill = false;

  async start() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const outer = Object.fromEntries(new URLSearchParams(body));
        const reply = (data: Record<string, string>) => {
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(`DATA=${encodeURIComponent(cipher.encrypt(toDanalString(data)))}`);
        };
        if (outer.CPID !== CPID) return reply({ RETURNCODE: '9001', RETURNMSG: 'unknown CPID' });
        const data = fromDanalString(cipher.decrypt(outer.DATA ?? ''));
        this.calls.push(data);
        if (data.TXTYPE === 'AUTH') {
          if (this.failAuth) return reply({ RETURNCODE: '9999', RETURNMSG: '가맹점 정보 오류' });
          const tid = `TID${this.auths.size + 1}${Date.now()}`;
          this.auths.set(tid, { orderId: data.ORDERID!, amount: data.AMOUNT! });
          return reply({
            RETURNCODE: '0000',
            RETURNMSG: '',
            STARTURL: `${this.url}/start`,
            STARTPARAMS: tid,
          });
        }
        if (data.TXTYPE === 'BILL') {
          const auth = this.auths.get(data.TID ?? '');
          if (this.refuseBill) return reply({ RETURNCODE: '3004', RETURNMSG: '한도 초과' });
          if (!auth || auth.amount !== data.AMOUNT)
            return reply({ RETURNCODE: '0302', RETURNMSG: '금액 불일치' });
          if (this.billed.has(data.TID!)) return reply({ RETURNCODE: '0303', RETURNMSG: '이미 승인된 거래' });
          this.billed.add(data.TID!);
          return reply({
            RETURNCODE: '0000',
            RETURNMSG: '',
            TID: data.TID!,
            AMOUNT: data.AMOUNT!,
            ORDERID: auth.orderId,
          });
        }
        return reply({ RETURNCODE: '9000', RETURNMSG: 'unknown TXTYPE' });
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  /** What Danal posts back to RETURNURL after the buyer paid (or not). */
  returnParams(tid: string, orderId: string, code = '0000') {
    return cipher.encrypt(
      toDanalString({
        RETURNCODE: code,
        RETURNMSG: code === '0000' ? '' : '사용자 인증 실패',
        TID: tid,
        ORDERID: orderId,
      }),
    );
  }
}

let fake: FakeDanal;
let ctx: TestContext;
beforeAll(async () => {
  fake = new FakeDanal();
  await fake.start();
  ctx = await createTestContext({
    config: {
      danal: {
        cpid: CPID,
        cryptoKey: KEY,
        ivKey: IV,
        creditUrl: `${fake.url}/credit/`,
        checkoutOrigins: ['https://*.danalpay.com'],
      },
    },
  });
});
afterEach(async () => {
  fake.failAuth = false;
  fake.refuseBill = false;
  await expectLedgerBalanced(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => fake.server.close(r));
});

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

async function startCharge(token: string, amount = '10000') {
  const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
    token,
    body: { amount, recharge_method: 4 },
  });
  expect(res.statusCode).toBe(201);
  const request = res.body.data.payment.request;
  return {
    ...res.body.data,
    request,
    tid: request.startParams as string,
    orderId: request.orderId as string,
  };
}

const postReturn = (RETURNPARAMS: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/danal/return',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ RETURNPARAMS }).toString(),
  });

const rowsOf = (orderId: string) => rechargeByOrderId(ctx.db, orderId);

describe('Danal adapter against a local fake Danal', () => {
  it('ready: posts an encrypted AUTH with our order and hands the SDK STARTURL + STARTPARAMS', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db);
    const start = await startCharge(token, '10000');
    const auth = fake.calls.at(-1)!;
    expect(auth).toMatchObject({
      TXTYPE: 'AUTH',
      SERVICETYPE: 'DANALCARD',
      AMOUNT: '10000',
      CURRENCY: '410',
      ORDERID: start.orderId,
      ITEMNAME: '비즈기프트 충전금 충전',
      USERID: member.email,
      USEREMAIL: member.email,
    });
    expect(auth.RETURNURL).toMatch(/\/api\/payments\/danal\/return$/);
    expect(auth.CANCELURL).toContain(`/api/payments/danal/cancel?orderId=${start.orderId}`);
    expect(start.payment.sdk_url).toBe('/payments/danal/sdk.js');
    expect(start.request).toMatchObject({
      startUrl: `${fake.url}/start`,
      merchantId: CPID,
      method: 'INTEGRATED',
      currency: '410',
    });
    const sdk = await ctx.app.inject({ method: 'GET', url: '/payments/danal/sdk.js' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.body).toContain('STARTPARAMS');
    expect(String(sdk.headers['content-security-policy'])).toContain(
      "form-action 'self' https://*.danalpay.com",
    );
  });

  it('return with TID → BILL for the same amount → credited once → success page; a replay changes nothing', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const { orderId, tid } = await startCharge(token, '25000');
    const res = await postReturn(fake.returnParams(tid, orderId));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/charge/success?orderId=${orderId}&amount=25000`);
    const bill = fake.calls.filter((c) => c.TXTYPE === 'BILL' && c.TID === tid);
    expect(bill).toEqual([{ TID: tid, AMOUNT: '25000', TXTYPE: 'BILL', SERVICETYPE: 'DANALCARD' }]);
    expect(await balanceOf(token)).toBe(25000);
    const { recharge, txs } = await rowsOf(orderId);
    expect(recharge).toMatchObject({ status: 1, providerTransactionId: tid });
    expect(txs).toHaveLength(1);
    const replay = await postReturn(fake.returnParams(tid, orderId));
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(`/charge/success?orderId=${orderId}&amount=25000`);
    expect(fake.calls.filter((c) => c.TXTYPE === 'BILL' && c.TID === tid)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(25000);
  });

  it('forged RETURNPARAMS (other key, garbage, unknown order) → fail page, no BILL, nothing credited', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const { orderId, tid } = await startCharge(token, '10000');
    const otherKey = new DanalCipher('ff'.repeat(32), IV);
    const billsBefore = fake.calls.filter((c) => c.TXTYPE === 'BILL').length;
    for (const params of [
      otherKey.encrypt(toDanalString({ RETURNCODE: '0000', TID: tid, ORDERID: orderId })),
      'not-base64-at-all',
      '',
      fake.returnParams(tid, 'CHARGE_1700000000000_unknownorder'),
    ]) {
      const res = await postReturn(params);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/charge\/fail\?/);
    }
    expect(fake.calls.filter((c) => c.TXTYPE === 'BILL').length).toBe(billsBefore);
    expect((await rowsOf(orderId)).recharge.status).toBe(0);
    expect(await balanceOf(token)).toBe(0);
  });

  it('a failed authentication or a refused BILL → fail page with Danal’s code, request failed, nothing credited', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const a = await startCharge(token, '10000');
    const denied = await postReturn(fake.returnParams(a.tid, a.orderId, '0501'));
    expect(denied.statusCode).toBe(303);
    const location = new URL(denied.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/charge/fail');
    expect(location.searchParams.get('code')).toBe('0501');
    expect((await rowsOf(a.orderId)).recharge.status).toBe(3);
    fake.refuseBill = true;
    const b = await startCharge(token, '10000');
    const refused = await postReturn(fake.returnParams(b.tid, b.orderId));
    expect(new URL(refused.headers.location as string, 'http://x').searchParams.get('code')).toBe('3004');
    expect((await rowsOf(b.orderId)).recharge.status).toBe(3);
    expect(await balanceOf(token)).toBe(0);
  });

  it('AUTH refused by Danal → 502 envelope with the SPEC §8 message, request marked failed', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db);
    fake.failAuth = true;
    const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '10000', recharge_method: 4 },
    });
    expect(res.statusCode).toBe(502);
    expect(res.body).toMatchObject({
      status: 'fail',
      message: '결제 요청에 실패했습니다.',
      code: 'payment_provider_error',
    });
    const [row] = await ctx.db.select().from(recharges).where(eq(recharges.userId, member.id));
    expect(row!.status).toBe(3);
  });

  it('the cancel URL marks the request failed and sends the buyer to the fail page', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const { orderId } = await startCharge(token, '10000');
    const cancelUrl = new URL(fake.calls.at(-1)!.CANCELURL!); // the signed URL we gave Danal
    const res = await ctx.app.inject({ method: 'GET', url: cancelUrl.pathname + cancelUrl.search });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('code=USER_CANCEL');
    expect((await rowsOf(orderId)).recharge.status).toBe(3);
  });

  it('50 parallel returns of one payment credit exactly once', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const { orderId, tid } = await startCharge(token, '33000');
    const params = fake.returnParams(tid, orderId);
    const results = await Promise.all(Array.from({ length: 50 }, () => postReturn(params)));
    expect(results.every((r) => r.statusCode === 303)).toBe(true);
    // Every copy shows the paid result: the duplicates waited for the first capture.
    expect(results.map((r) => new URL(String(r.headers.location), 'http://x').pathname)).toEqual(
      Array(50).fill('/charge/success'),
    );
    expect(await balanceOf(token)).toBe(33000);
    const { recharge, txs } = await rowsOf(orderId);
    expect(txs).toHaveLength(1);
    // Danal saw one capture, and no failure was recorded in between.
    expect(fake.calls.filter((c) => c.TXTYPE === 'BILL' && c.TID === tid)).toHaveLength(1);
    expect(recharge.failReason).toBeNull();
  });
});
