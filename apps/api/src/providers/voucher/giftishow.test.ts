import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_AUTH, FakeGiftishow } from '../../../test/fakes/giftishow-server.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ProviderError } from '../provider-error.ts';
import { chooseProviders, createMessagingProviders } from '../registry.ts';
import { GiftishowError, GiftishowVoucherIssuer, isBizmoneyShort, parseKst } from './giftishow.ts';
import { VoucherNotCancellable } from './voucher-issuer.ts';

/** The Giftishow adapter against a local fake of the supplier (fields, codes, envelope of the fact sheet). */
const fake = new FakeGiftishow();
let issuer: GiftishowVoucherIssuer;
let url: string;
const coffee = fake.addGoods({
  goodsName: '아메리카노 T',
  salePrice: 4500,
  discountPrice: 4230,
  limitDay: 30,
});

beforeAll(async () => {
  url = await fake.start();
  issuer = new GiftishowVoucherIssuer({
    apiUrl: url,
    authCode: FAKE_AUTH.code,
    authToken: FAKE_AUTH.token,
    userId: FAKE_AUTH.userId,
    callbackNo: '1588-0000',
  });
});
afterEach(() => {
  fake.delayMs = 0;
});
afterAll(() => fake.stop());

let seq = 0;
const request = (goodsCode: string | null = coffee.goodsCode, phone = '010-1234-5678') => ({
  trId: `BG${Date.now() % 1e9}T${++seq}`,
  goods: { id: 1, supplierGoodsCode: goodsCode, validDays: 30 },
  recipientPhone: phone,
  now: new Date(),
});

describe('send (0204, gubun Y)', () => {
  it('issues a PIN under our tr_id and takes the purchase price from bizmoney', async () => {
    const before = fake.bizmoney;
    const req = request();
    const voucher = await issuer.issue(req);
    expect(voucher.couponNo).toMatch(/^\d{12}$/);
    expect(fake.coupons.get(req.trId)).toMatchObject({ pinNo: voucher.couponNo, phoneNo: '01012345678' });
    expect(fake.bizmoney).toBe(before - 4230);
    expect(fake.calls.at(-1)).toEqual({ apiCode: '0204', trId: req.trId });
  });

  it('a repeated tr_id is refused, not replayed', async () => {
    const req = request();
    await issuer.issue(req);
    const error = await issuer.issue(req).catch((e) => e);
    expect(error).toBeInstanceOf(GiftishowError);
    expect(error).toMatchObject({ code: 'ERR0215', permanent: true });
  });

  it('discontinued goods and goods past their end date are refused for good', async () => {
    const gone = fake.addGoods({ goodsStateCd: 'SUS' });
    const ended = fake.addGoods({ endDate: '2020-01-01T00:00:00.000+09:00' });
    for (const g of [gone, ended]) {
      const error = await issuer.issue(request(g.goodsCode)).catch((e) => e);
      expect(error).toMatchObject({ code: 'ERR0401', permanent: true });
    }
    const none = await issuer.issue(request(null)).catch((e) => e);
    expect(none).toBeInstanceOf(ProviderError);
    expect(none.permanent).toBe(true);
  });

  it('exhausted bizmoney: E0010, permanent, recognised as such', async () => {
    const saved = fake.bizmoney;
    fake.bizmoney = 1000;
    try {
      const error = await issuer.issue(request()).catch((e) => e);
      expect(error).toMatchObject({ code: 'E0010', permanent: true });
      expect(isBizmoneyShort(error)).toBe(true);
      expect(fake.live().filter((c) => c.price === 0)).toHaveLength(0);
    } finally {
      fake.bizmoney = saved;
    }
  });

  it('a refused send and a bad recipient are errors with the supplier code; a refusal we may retry is transient', async () => {
    fake.refuseNextSends('ERR0999');
    const refused = await issuer.issue(request()).catch((e) => e);
    expect(refused).toMatchObject({ code: 'ERR0999', permanent: false });
    const badPhone = await issuer.issue(request(coffee.goodsCode, '0212345678')).catch((e) => e);
    expect(badPhone).toMatchObject({ code: 'ERR0817', permanent: true });
  });

  it("an e-mail voucher (no recipient phone): phone_no is the ordering member's mobile, never the landline callback number", async () => {
    const req = { ...request(), recipientPhone: null, ordererPhone: '010-9876-5432' };
    const voucher = await issuer.issue(req);
    expect(fake.coupons.get(req.trId)).toMatchObject({ pinNo: voucher.couponNo, phoneNo: '01098765432' });
    // Without a member mobile there is nothing valid to send: refused for good before any call.
    const calls = fake.calls.length;
    for (const ordererPhone of [null, '', '15880000', '0212345678']) {
      const error = await issuer.issue({ ...request(), recipientPhone: null, ordererPhone }).catch((e) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error.permanent).toBe(true);
    }
    expect(fake.calls.length).toBe(calls);
  });

  it('the supplier refuses a landline as phone_no (what the adapter used to send for e-mail vouchers)', async () => {
    const error = await issuer.issue(request(coffee.goodsCode, '15880000')).catch((e) => e);
    expect(error).toMatchObject({ code: 'ERR0817', permanent: true });
  });

  it('no answer in time: a transient failure, and abandon() cancels what it issued under the same tr_id', async () => {
    const req = request();
    fake.loseNextSends(1);
    const before = fake.bizmoney;
    const error = await issuer.issue(req).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.permanent).toBe(false);
    expect(fake.coupons.get(req.trId)?.pinStatusCd).toBe('01');
    await issuer.abandon(req.trId);
    expect(fake.coupons.get(req.trId)?.pinStatusCd).toBe('07');
    expect(fake.bizmoney).toBe(before);
    // Abandoning twice, or a tr_id never issued, is fine.
    await issuer.abandon(req.trId);
    await issuer.abandon('BG0T0');
  });

  it('wrong credentials are refused with the supplier code', async () => {
    const wrong = new GiftishowVoucherIssuer({
      apiUrl: url,
      authCode: 'REALwrong',
      authToken: FAKE_AUTH.token,
      userId: FAKE_AUTH.userId,
      callbackNo: '15880000',
    });
    const error = await wrong.bizmoney().catch((e) => e);
    expect(error).toMatchObject({ code: 'E0008' });
  });
});

describe('coupon detail (0201) and cancel (0202)', () => {
  it('reads unused, used (with the time), expired and cancelled', async () => {
    const a = request();
    await issuer.issue(a);
    const unused = await issuer.status(a.trId);
    expect(unused.status).toBe(1);
    expect(unused.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const usedAt = new Date('2026-03-01T05:06:07Z');
    fake.use(a.trId, usedAt);
    expect(await issuer.status(a.trId)).toMatchObject({ status: 2, usedAt });
    const b = request();
    await issuer.issue(b);
    fake.expire(b.trId);
    expect((await issuer.status(b.trId)).status).toBe(3);
    const c = request();
    await issuer.issue(c);
    await issuer.cancel(c.trId);
    expect((await issuer.status(c.trId)).status).toBe(4);
    const unknown = await issuer.status('BG0T9').catch((e) => e);
    expect(unknown).toMatchObject({ code: 'COUPON.0004' });
  });

  it('cancel: used and expired vouchers are not cancellable; a second cancel is done already', async () => {
    const used = request();
    await issuer.issue(used);
    fake.use(used.trId);
    expect(await issuer.cancel(used.trId).catch((e) => e)).toEqual(new VoucherNotCancellable('used'));
    const expired = request();
    await issuer.issue(expired);
    fake.expire(expired.trId);
    expect(await issuer.cancel(expired.trId).catch((e) => e)).toEqual(new VoucherNotCancellable('expired'));
    const fine = request();
    await issuer.issue(fine);
    await issuer.cancel(fine.trId);
    await issuer.cancel(fine.trId);
    expect(fake.coupons.get(fine.trId)?.pinStatusCd).toBe('07');
  });
});

describe('bizmoney (0301) and goods (0101, 0111)', () => {
  it('reads the balance', async () => {
    expect(await issuer.bizmoney()).toBe(fake.bizmoney);
  });

  it('pages the goods list and reads a detail', async () => {
    const page = await issuer.goodsPage(1, 2);
    expect(page.total).toBe(fake.goods.size);
    expect(page.goods).toHaveLength(2);
    expect(page.goods[0]).toMatchObject({
      goodsCode: coffee.goodsCode,
      salePrice: 4500,
      discountPrice: 4230,
    });
    const detail = await issuer.goodsDetail(coffee.goodsCode);
    expect(detail).toMatchObject({ goodsName: '아메리카노 T', limitDay: 30, goodsStateCd: 'SALE' });
    expect(await issuer.goodsDetail('G00000000000').catch((e) => e)).toMatchObject({ code: 'ERR0401' });
  });

  it('reads KST timestamps', () => {
    expect(parseKst('20260131235959')!.toISOString()).toBe('2026-01-31T14:59:59.000Z');
    expect(parseKst('garbage')).toBeNull();
  });
});

describe('selection', () => {
  it('all four GIFTISHOW_* variables select the adapter, in production too; three are not enough', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      GIFTISHOW_API_URL: 'https://bizapi.giftishow.com/bizApi',
      GIFTISHOW_AUTH_CODE: FAKE_AUTH.code,
      GIFTISHOW_AUTH_TOKEN: FAKE_AUTH.token,
      GIFTISHOW_USER_ID: FAKE_AUTH.userId,
      GIFTISHOW_CALLBACK_NO: '0212345678',
    };
    const config = loadConfig(env);
    expect(config.giftishow).toMatchObject({ userId: FAKE_AUTH.userId, callbackNo: '0212345678' });
    expect(chooseProviders(config).voucher.mode).toBe('real');
    expect(createMessagingProviders(config, {} as Db).voucher.name).toBe('giftishow');
    const partial = loadConfig({ ...env, GIFTISHOW_USER_ID: '' });
    expect(partial.giftishow).toBeUndefined();
    expect(chooseProviders(partial).voucher).toMatchObject({
      mode: 'off',
      missing: expect.arrayContaining(['GIFTISHOW_USER_ID']),
    });
  });
});
