import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { supplierPrices } from '@bizgift/domain/supplier';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { memberSession, staffSession } from '../../../test/factories.ts';
import {
  FakeGiftishow,
  type FakeGoods,
  fakeGiftishowProviders,
} from '../../../test/fakes/giftishow-server.ts';
import { goods as goodsTable, supplierSyncs } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/support.ts';

/**
 * The catalogue from the supplier (issue #19 §2) against the local fake Giftishow: the goods list
 * read page by page, images stored as our media, prices by the staff's margin rule (never below
 * cost), goods the supplier stops selling taken off sale, every run recorded with its differences.
 */
const fake = new FakeGiftishow();
let ctx: TestContext;
let staff: string;
const RULE = { percent: 5, fixed_won: 0, round_to: 10 } as const;

beforeAll(async () => {
  ctx = await createTestContext({ deps: { providers: await fakeGiftishowProviders(fake) } });
  // A short page, so a dozen goods take three pages.
  ctx.app.services.supplier.options.pageSize = 5;
  staff = (await staffSession(ctx.app, ctx.db)).token;
  expect(
    (await api(ctx.app, 'PUT', '/api/admin/supplier/margin', { token: staff, body: RULE })).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await fake.stop();
});

const sync = () => api(ctx.app, 'POST', '/api/admin/supplier/sync', { token: staff });
const row = async (code: string) =>
  (await ctx.db.select().from(goodsTable).where(eq(goodsTable.supplierGoodsCode, code)))[0];
const changes = async (syncId: number, kind?: string) =>
  (
    await api(
      ctx.app,
      'GET',
      `/api/admin/supplier/syncs/${syncId}/changes?page_size=200${kind ? `&kind=${kind}` : ''}`,
      {
        token: staff,
      },
    )
  ).body.data;

describe('staff only', () => {
  it.each([
    ['POST', '/api/admin/supplier/sync'],
    ['GET', '/api/admin/supplier/syncs'],
    ['GET', '/api/admin/supplier/syncs/1/changes'],
    ['GET', '/api/admin/supplier/margin'],
    ['PUT', '/api/admin/supplier/margin'],
  ] as const)('%s %s: anonymous 401, member 403', async (method, url) => {
    const member = await memberSession(ctx.app, ctx.db);
    const anonymous = await api(ctx.app, method, url, { body: method === 'PUT' ? RULE : undefined });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.status).toBe('fail');
    const forbidden = await api(ctx.app, method, url, {
      token: member.token,
      body: method === 'PUT' ? RULE : undefined,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body.status).toBe('fail');
  });
});

describe('the margin rule', () => {
  it.each([
    [{ ...RULE, percent: -1 }, 'percent'],
    [{ ...RULE, percent: 100.5 }, 'percent'],
    [{ ...RULE, percent: 5.25 }, 'percent'],
    [{ ...RULE, percent: 'abc' }, 'percent'],
    [{ ...RULE, fixed_won: -100 }, 'fixed_won'],
    [{ ...RULE, fixed_won: 10.5 }, 'fixed_won'],
    [{ ...RULE, fixed_won: 100_001 }, 'fixed_won'],
    [{ ...RULE, round_to: 50 }, 'round_to'],
    [{ percent: 5, fixed_won: 0 }, 'round_to'],
  ])('%o → 400 on %s, rule unchanged', async (body, field) => {
    const res = await api(ctx.app, 'PUT', '/api/admin/supplier/margin', { token: staff, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(res.body.errors?.[field]?.[0]).toBeTruthy();
    expect((await api(ctx.app, 'GET', '/api/admin/supplier/margin', { token: staff })).body.data).toEqual(
      RULE,
    );
  });

  it('is saved and audited', async () => {
    const rule = { percent: 5, fixed_won: 0, round_to: 10 };
    const res = await api(ctx.app, 'PUT', '/api/admin/supplier/margin', { token: staff, body: rule });
    expect(res.body).toMatchObject({ status: 'success', data: rule });
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.supplier_margin'));
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('syncing the catalogue', () => {
  let a: FakeGoods;
  let b: FakeGoods;
  let c: FakeGoods;
  let suspended: FakeGoods;
  let ended: FakeGoods;
  let plain: FakeGoods[];
  let firstSync: number;

  it('first sync: every goods on sale is created, priced by the rule, its image stored as our media', async () => {
    a = fake.addGoods({
      goodsName: '아메리카노 T',
      brandName: '스타벅스',
      salePrice: 4700,
      discountPrice: 4420,
    });
    a.goodsImgB = fake.imageUrl('a1');
    b = fake.addGoods({
      goodsName: '카페 라떼',
      brandName: '스타벅스',
      salePrice: 5200,
      discountPrice: 4890,
    });
    b.goodsImgB = fake.imageUrl('b1');
    c = fake.addGoods({
      goodsName: '교환권 1만원',
      brandName: 'CU',
      salePrice: 10_000,
      discountPrice: 9800,
      limitDay: 60,
    });
    suspended = fake.addGoods({ goodsName: '중지 상품', goodsStateCd: 'SUS' });
    ended = fake.addGoods({ goodsName: '종료 상품', endDate: '2020-01-01T00:00:00.000+09:00' });
    plain = Array.from({ length: 8 }, (_, i) =>
      fake.addGoods({
        goodsName: `일반 상품 ${i}`,
        brandName: '투썸플레이스',
        salePrice: 3000 + i * 100,
        discountPrice: 2800 + i * 100,
      }),
    );
    const res = await sync();
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'done',
      trigger: 'manual',
      created: 11,
      updated: 0,
      discontinued: 0,
      unchanged: 0,
      margin: RULE,
    });
    firstSync = res.body.data.id;
    // Three pages of five were read.
    expect(fake.calls.filter((call) => call.apiCode === '0101')).toHaveLength(3);
    expect(await row(suspended.goodsCode)).toBeUndefined();
    expect(await row(ended.goodsCode)).toBeUndefined();

    const stored = (await row(a.goodsCode))!;
    expect(stored).toMatchObject({
      name: '아메리카노 T',
      supplierPrice: 4420,
      price: supplierPrices(4420, 4700, RULE).price,
      regularPrice: 4700,
      validPeriod: 30,
      isOnSale: true,
      supplierState: 'SALE',
      supplierImageUrl: a.goodsImgB,
    });
    expect(stored.image).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.png$/);
    const file = await readFile(path.join(ctx.config.dataDir, 'uploads', path.basename(stored.image)));
    expect(file.subarray(1, 4).toString()).toBe('PNG');
    const media = await ctx.app.inject({ method: 'GET', url: stored.image });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect((await row(c.goodsCode))!).toMatchObject({
      validPeriod: 60,
      image: expect.stringMatching(/^\/media\/goods\/\d+\.svg$/),
    });

    // The staff goods API shows the code, the cost and the supplier's state.
    const listed = await api(ctx.app, 'GET', `/api/admin/goods/${stored.id}`, { token: staff });
    expect(listed.body.data).toMatchObject({
      supplier_goods_code: a.goodsCode,
      supplier_price: '4420',
      supplier_state: 'SALE',
      brand: '스타벅스',
    });
    const created = await changes(firstSync, 'created');
    expect(created.count).toBe(11);
    expect(
      created.results.find((ch: { supplier_goods_code: string }) => ch.supplier_goods_code === a.goodsCode)
        .diff,
    ).toMatchObject({
      supplier_price: [null, 4420],
      price: [null, stored.price],
    });
    const audit = await ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'supplier.sync'));
    expect(audit.at(-1)).toMatchObject({ targetId: String(firstSync), staffId: expect.any(Number) });
  });

  it('second sync: price changes are updates, suspended / ended / delisted goods go off sale, newly sold goods are created', async () => {
    a.discountPrice = 4500;
    a.salePrice = 4800;
    b.goodsStateCd = 'SUS';
    c.endDate = '2021-06-30T23:59:59.000+09:00';
    fake.goods.delete(plain[0]!.goodsCode);
    suspended.goodsStateCd = 'SALE';
    const hitsBefore = fake.imageHits.get('a1');
    const res = await sync();
    expect(res.body.data).toMatchObject({
      status: 'done',
      created: 1,
      updated: 1,
      discontinued: 3,
      unchanged: 7,
    });
    expect(fake.imageHits.get('a1')).toBe(hitsBefore); // the same image is not downloaded again
    expect(await row(a.goodsCode)).toMatchObject({ supplierPrice: 4500, regularPrice: 4800, isOnSale: true });
    for (const [g, state] of [
      [b, 'SUS'],
      [c, 'ENDED'],
      [plain[0]!, 'GONE'],
    ] as const) {
      expect(await row(g.goodsCode)).toMatchObject({ isOnSale: false, supplierState: state });
    }
    expect(await row(suspended.goodsCode)).toMatchObject({ isOnSale: true });
    const off = await changes(res.body.data.id, 'discontinued');
    expect(off.count).toBe(3);
    for (const ch of off.results) expect(ch.diff.is_on_sale).toEqual([true, false]);
    const updated = await changes(res.body.data.id, 'updated');
    expect(updated.results[0]).toMatchObject({ supplier_goods_code: a.goodsCode, name: '아메리카노 T' });
    expect(updated.results[0].diff).toMatchObject({
      supplier_price: [4420, 4500],
      regular_price: [4700, 4800],
    });
    // Off sale means off the shop: the public goods page no longer finds them.
    const gone = (await row(b.goodsCode))!;
    expect((await api(ctx.app, 'GET', `/api/goods/${gone.id}`)).statusCode).toBe(404);
  });

  it('a sync with nothing new changes nothing; goods back on sale at the supplier come back; staff off-sale stays', async () => {
    const quiet = await sync();
    expect(quiet.body.data).toMatchObject({ created: 0, updated: 0, discontinued: 0, unchanged: 12 });
    expect((await changes(quiet.body.data.id)).count).toBe(0);

    b.goodsStateCd = 'SALE';
    const staffOff = (await row(plain[1]!.goodsCode))!;
    expect(
      (
        await api(ctx.app, 'PUT', `/api/admin/goods/${staffOff.id}`, {
          token: staff,
          body: { is_on_sale: false },
        })
      ).statusCode,
    ).toBe(200);
    const res = await sync();
    expect(res.body.data).toMatchObject({ created: 0, updated: 1, discontinued: 0 });
    expect(await row(b.goodsCode)).toMatchObject({ isOnSale: true, supplierState: 'SALE' });
    expect(await row(plain[1]!.goodsCode)).toMatchObject({ isOnSale: false, supplierState: 'SALE' });
  });

  it('the history lists every run, newest first', async () => {
    const res = await api(ctx.app, 'GET', '/api/admin/supplier/syncs', { token: staff });
    expect(res.body.data.count).toBe(4);
    expect(res.body.data.results.map((s: { id: number }) => s.id)).toEqual(
      [...res.body.data.results.map((s: { id: number }) => s.id)].sort((x: number, y: number) => y - x),
    );
    expect(res.body.data.results.at(-1).id).toBe(firstSync);
    expect(
      (await api(ctx.app, 'GET', '/api/admin/supplier/syncs/999999/changes', { token: staff })).statusCode,
    ).toBe(404);
  });
});

describe('never below cost', () => {
  it.each([
    // rule, cost, face
    [{ percent: 0, fixed_won: 0, round_to: 100 }, 4230, 4500],
    [{ percent: 30, fixed_won: 5000, round_to: 100 }, 4230, 4500],
    [{ percent: 5, fixed_won: 0, round_to: 10 }, 5100, 5000],
    [{ percent: 0, fixed_won: 0, round_to: 1 }, 777, 777],
    [{ percent: 12.5, fixed_won: 30, round_to: 10 }, 1, 1],
  ] as const)('%o, cost %i, face %i', async (rule, cost, face) => {
    await api(ctx.app, 'PUT', '/api/admin/supplier/margin', { token: staff, body: rule });
    const g = fake.addGoods({ salePrice: face, discountPrice: cost });
    expect((await sync()).body.data.status).toBe('done');
    const stored = (await row(g.goodsCode))!;
    expect(stored.price).toBeGreaterThanOrEqual(cost);
    expect(stored.price).toBeLessThanOrEqual(stored.regularPrice);
    expect(stored.price).toBe(supplierPrices(cost, face, rule).price);
    // Nor can staff sell it below cost by hand.
    const below = await api(ctx.app, 'PUT', `/api/admin/goods/${stored.id}`, {
      token: staff,
      body: { price: cost - 1 || 0 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.body.status).toBe('fail');
    await api(ctx.app, 'PUT', '/api/admin/supplier/margin', { token: staff, body: RULE });
  });
});

describe('parallel syncs', () => {
  it('two syncs at once never create the same goods twice', async () => {
    for (let round = 0; round < 3; round++) {
      const fresh = Array.from({ length: 6 }, () => fake.addGoods({}));
      const results = await Promise.all([
        sync(),
        sync(),
        ctx.app.services.supplier.sync('daily').then(
          (data) => ({ statusCode: 200, body: { data } }),
          (error) => ({ statusCode: error.statusCode as number, body: { data: null } }),
        ),
      ]);
      for (const r of results) expect([200, 409]).toContain(r.statusCode);
      const done = results.filter((r) => r.statusCode === 200);
      expect(done.length).toBeGreaterThan(0);
      expect(done.reduce((n, r) => n + (r.body.data?.created ?? 0), 0)).toBe(fresh.length);
      for (const g of fresh) {
        expect(
          await ctx.db.select().from(goodsTable).where(eq(goodsTable.supplierGoodsCode, g.goodsCode)),
        ).toHaveLength(1);
      }
    }
    const running = await ctx.db.select().from(supplierSyncs).where(eq(supplierSyncs.status, 'running'));
    expect(running).toHaveLength(0);
  });

  it('a second sync while one runs is refused with 409', async () => {
    fake.delayMs = 150;
    try {
      const first = sync();
      await new Promise((r) => setTimeout(r, 50));
      const second = await sync();
      expect(second.statusCode).toBe(409);
      expect(second.body).toMatchObject({ status: 'fail', code: 'sync_running' });
      expect((await first).statusCode).toBe(200);
    } finally {
      fake.delayMs = 0;
    }
  });
});

describe('a supplier that fails', () => {
  it('a goods list that cannot be read fails the sync (502) and takes nothing off sale', async () => {
    const onSale = await ctx.db.select().from(goodsTable).where(eq(goodsTable.isOnSale, true));
    fake.failGoodsLists(2);
    const res = await sync();
    expect(res.statusCode).toBe(502);
    expect(res.body).toMatchObject({ status: 'fail', code: 'supplier_failed' });
    const [last] = (await api(ctx.app, 'GET', '/api/admin/supplier/syncs', { token: staff })).body.data
      .results;
    expect(last).toMatchObject({ status: 'failed', error: expect.stringContaining('E9999') });
    expect(await ctx.db.select().from(goodsTable).where(eq(goodsTable.isOnSale, true))).toHaveLength(
      onSale.length,
    );
    fake.failGoodsLists(0);
  });
});

describe('the sandbox supplier', () => {
  let sandbox: TestContext;
  beforeAll(async () => {
    sandbox = await createTestContext();
  });
  afterAll(() => sandbox?.close());

  it('the built-in issuer has a small goods list: the sync imports what it sells, then finds nothing new', async () => {
    const token = (await staffSession(sandbox.app, sandbox.db)).token;
    const first = await api(sandbox.app, 'POST', '/api/admin/supplier/sync', { token });
    expect(first.body.data).toMatchObject({ status: 'done', created: 5, discontinued: 0 });
    const imported = await sandbox.db
      .select()
      .from(goodsTable)
      .where(isNotNull(goodsTable.supplierGoodsCode));
    expect(imported).toHaveLength(5);
    for (const g of imported) {
      expect(g.image).toMatch(/^\/media\/uploads\//);
      expect(g.price).toBeGreaterThanOrEqual(g.supplierPrice!);
    }
    const second = await api(sandbox.app, 'POST', '/api/admin/supplier/sync', { token });
    expect(second.body.data).toMatchObject({ created: 0, updated: 0, discontinued: 0, unchanged: 5 });
  });
});
