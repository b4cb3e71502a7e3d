import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createBrand, createCategory, createGoods, createMember } from '../../../test/factories.ts';
import { banners, brands, goods, goodsSalesDaily } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { ResponseCache } from '../../http/response-cache.ts';
import { recordSales, refreshWeeklySales, salesDay, startOrderCountingSales } from './sales.ts';
import { CatalogService, GOODS_ORDERINGS, type GoodsOrdering } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

/** A category of its own so each test sees only its goods. */
async function shelf() {
  const top = await createCategory(ctx.db);
  const child = await createCategory(ctx.db, undefined, top.id);
  const grandchild = await createCategory(ctx.db, undefined, child.id);
  return { top, child, grandchild };
}

const ids = (res: { body: { data: { results: { id: number }[] } } }) =>
  res.body.data.results.map((g) => g.id);

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('GET /api/goods', () => {
  it('returns the SPEC §3 product fields with money as integer strings', async () => {
    const { top } = await shelf();
    const brand = await createBrand(ctx.db, '테스트커피');
    const g = await createGoods(ctx.db, {
      name: '아메리카노 R',
      price: 4500,
      regularPrice: 5000,
      brandId: brand.id,
      categoryId: top.id,
      validPeriod: 60,
      isCorporateOnly: true,
    });
    const res = await api(ctx.app, 'GET', `/api/goods?category=${top.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ count: 1, next: null, previous: null });
    expect(res.body.data.results[0]).toMatchObject({
      id: g.id,
      name: '아메리카노 R',
      price: '4500',
      regular_price: '5000',
      valid_period: 60,
      brand: '테스트커피',
      brand_id: brand.id,
      is_corporate_only: true,
      product_introduction: '',
      usage_guide: '',
      store_info: '',
      precautions: '',
    });
  });

  it.each([
    ['-id', [3, 2, 1, 0]],
    ['price_low', [2, 0, 3, 1]],
    ['price_high', [1, 3, 0, 2]],
    ['popular', [3, 1, 0, 2]],
  ])('ordering=%s really sorts', async (ordering, expected) => {
    const { top } = await shelf();
    const specs = [
      { price: 3000, soldCount: 10 },
      { price: 9000, soldCount: 50 },
      { price: 1000, soldCount: 5 },
      { price: 5000, soldCount: 90 },
    ];
    const made: { id: number }[] = [];
    for (const s of specs) made.push(await createGoods(ctx.db, { ...s, categoryId: top.id }));
    const res = await api(ctx.app, 'GET', `/api/goods?category=${top.id}&ordering=${ordering}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(expected.map((i) => made[i]!.id));
  });

  it('defaults to the weekly best: units sold in the last 7 days, then all-time popularity', async () => {
    const { top } = await shelf();
    const oldHit = await createGoods(ctx.db, { categoryId: top.id, soldCount: 500 });
    const weekHit = await createGoods(ctx.db, { categoryId: top.id, soldCount: 0 });
    const quiet = await createGoods(ctx.db, { categoryId: top.id, soldCount: 1 });
    await ctx.db.transaction((tx) => recordSales(tx, weekHit.id, 3));
    const res = await api(ctx.app, 'GET', `/api/goods?category=${top.id}`);
    expect(ids(res)).toEqual([weekHit.id, oldHit.id, quiet.id]);
    const [row] = await ctx.db.select().from(goods).where(eq(goods.id, weekHit.id));
    expect(row).toMatchObject({ soldCount: 3, weeklySold: 3 });
  });

  it('a parent category includes its children and grandchildren; several ids combine', async () => {
    const a = await shelf();
    const b = await shelf();
    const inTop = await createGoods(ctx.db, { categoryId: a.top.id });
    const inChild = await createGoods(ctx.db, { categoryId: a.child.id });
    const inGrandchild = await createGoods(ctx.db, { categoryId: a.grandchild.id });
    const elsewhere = await createGoods(ctx.db, { categoryId: b.child.id });
    const top = await api(ctx.app, 'GET', `/api/goods?category=${a.top.id}&ordering=-id`);
    expect(ids(top)).toEqual([inGrandchild.id, inChild.id, inTop.id]);
    const child = await api(ctx.app, 'GET', `/api/goods?category=${a.child.id}&ordering=-id`);
    expect(ids(child)).toEqual([inGrandchild.id, inChild.id]);
    const both = await api(ctx.app, 'GET', `/api/goods?category=${a.grandchild.id},${b.top.id}&ordering=-id`);
    expect(ids(both)).toEqual([elsewhere.id, inGrandchild.id]);
  });

  it('filters by brand ids, alone and together with a category', async () => {
    const { top, child } = await shelf();
    const other = await shelf();
    const b1 = await createBrand(ctx.db);
    const b2 = await createBrand(ctx.db);
    const b3 = await createBrand(ctx.db);
    const g1 = await createGoods(ctx.db, { brandId: b1.id, categoryId: child.id });
    const g2 = await createGoods(ctx.db, { brandId: b2.id, categoryId: top.id });
    const g3 = await createGoods(ctx.db, { brandId: b1.id, categoryId: other.top.id });
    await createGoods(ctx.db, { brandId: b3.id, categoryId: top.id });
    const byBrands = await api(ctx.app, 'GET', `/api/goods?brand=${b1.id},${b2.id}&ordering=-id`);
    expect(ids(byBrands)).toEqual([g3.id, g2.id, g1.id]);
    const combined = await api(ctx.app, 'GET', `/api/goods?brand=${b1.id}&category=${top.id}&ordering=-id`);
    expect(ids(combined)).toEqual([g1.id]);
    expect(combined.body.data.count).toBe(1);
  });

  describe('search', () => {
    let top: { id: number };
    let made: Record<string, { id: number }>;
    beforeAll(async () => {
      ({ top } = await shelf());
      const starbucks = await createBrand(ctx.db, 'Starbucks 스타벅스');
      const gs = await createBrand(ctx.db, 'GS25');
      made = {
        latte: await createGoods(ctx.db, {
          name: '카페 라떼 Tall',
          brandId: starbucks.id,
          categoryId: top.id,
        }),
        coffee: await createGoods(ctx.db, { name: '원두커피 500g', brandId: gs.id, categoryId: top.id }),
        voucher: await createGoods(ctx.db, {
          name: '모바일 상품권 100%_적립',
          brandId: gs.id,
          categoryId: top.id,
        }),
        cake: await createGoods(ctx.db, {
          name: '케이크 🎂 세트',
          brandId: (await createBrand(ctx.db, '파티')).id,
          categoryId: top.id,
        }),
      };
    });
    it.each([
      ['커피', ['coffee']],
      ['라떼', ['latte']],
      ['tall', ['latte']],
      ['TALL', ['latte']],
      ['starbucks', ['latte']],
      ['스타벅스', ['latte']],
      ['gs25', ['coffee', 'voucher']],
      ['피', ['coffee']],
      ['  카페   라떼 ', ['latte']],
      ['100%', ['voucher']],
      ['%', ['voucher']],
      ['_', ['voucher']],
      ['없는상품명', []],
      // The end of a goods name and the start of its brand name are not one text.
      ['tall starbucks', []],
      ['tall\nstarbucks', []],
      ['🎂 세', ['cake']],
      // Shares its packed gram with '🎂 ' (the same low 16 bits) but is in no name.
      ['\uf382 세', []],
    ])('search=%j finds %j in goods and brand names', async (term, expected) => {
      const res = await api(
        ctx.app,
        'GET',
        `/api/goods?category=${top.id}&ordering=-id&search=${encodeURIComponent(term)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(ids(res).sort()).toEqual(expected.map((k) => made[k]!.id).sort());
      expect(res.body.data.count).toBe(expected.length);
    });

    it('a term never spans the goods name and the brand name, even called without the route', async () => {
      const res = await new CatalogService(ctx.db).listGoods(
        { ordering: '-id', categoryIds: [top.id], search: 'tall\nstarbucks' },
        { page: 1, pageSize: 20, url: '/api/goods' },
      );
      expect(res.count).toBe(0);
    });

    it('follows renames of goods and brands (kept by the database)', async () => {
      const brand = await createBrand(ctx.db, '옛브랜드');
      const g = await createGoods(ctx.db, { name: '처음이름', brandId: brand.id, categoryId: top.id });
      await ctx.db.update(goods).set({ name: '바뀐이름' }).where(eq(goods.id, g.id));
      await ctx.db.update(brands).set({ name: '새브랜드' }).where(eq(brands.id, brand.id));
      const find = async (term: string) =>
        ids(await api(ctx.app, 'GET', `/api/goods?category=${top.id}&search=${encodeURIComponent(term)}`));
      expect(await find('바뀐')).toEqual([g.id]);
      expect(await find('처음')).toEqual([]);
      expect(await find('새브랜드')).toEqual([g.id]);
      expect(await find('옛브랜드')).toEqual([]);
      const other = await createBrand(ctx.db, '다른상표');
      await ctx.db.update(goods).set({ brandId: other.id }).where(eq(goods.id, g.id));
      expect(await find('다른상표')).toEqual([g.id]);
      expect(await find('새브랜드')).toEqual([]);
    });

    it.each(GOODS_ORDERINGS)(
      'ordering=%s pages alike through the ordered walk, a walk that gives up, and the kept ranking',
      async (ordering) => {
        const shelfOf = await shelf();
        const brand = await createBrand(ctx.db, '플랜상사');
        const specs = [
          { price: 3000, soldCount: 5, weekly: 2 },
          { price: 1000, soldCount: 5, weekly: 0 },
          { price: 3000, soldCount: 9, weekly: 0 },
          { price: 2000, soldCount: 0, weekly: 4 },
          { price: 1000, soldCount: 1, weekly: 2 },
          { price: 5000, soldCount: 9, weekly: 1 },
          { price: 2000, soldCount: 3, weekly: 0 },
          { price: 4000, soldCount: 7, weekly: 0 },
          { price: 3000, soldCount: 2, weekly: 3 },
          { price: 1000, soldCount: 8, weekly: 0 },
          { price: 6000, soldCount: 4, weekly: 1 },
          { price: 2000, soldCount: 6, weekly: 0 },
        ];
        const made: { id: number; price: number; sold: number; weekly: number }[] = [];
        for (const [i, s] of specs.entries()) {
          // Goods that do not match sit between the matches in every ordering.
          await createGoods(ctx.db, { name: `다른물건 ${i}`, categoryId: shelfOf.top.id, price: s.price });
          const g = await createGoods(ctx.db, {
            name: `검색계획 ${i}`,
            brandId: brand.id,
            categoryId: shelfOf.child.id,
            price: i === 0 ? 9999 : s.price,
            soldCount: s.soldCount - s.weekly,
          });
          if (s.weekly) await ctx.db.transaction((tx) => recordSales(tx, g.id, s.weekly));
          made.push({ id: g.id, price: s.price, sold: s.soldCount, weekly: s.weekly });
        }
        // Later changes reach the search rows: a price, and a matching goods taken off sale.
        await ctx.db.update(goods).set({ price: specs[0]!.price }).where(eq(goods.id, made[0]!.id));
        const hidden = await createGoods(ctx.db, {
          name: '검색계획 숨김',
          brandId: brand.id,
          categoryId: shelfOf.top.id,
        });
        await ctx.db.update(goods).set({ isOnSale: false }).where(eq(goods.id, hidden.id));

        const byId = (a: (typeof made)[number], b: (typeof made)[number]) => b.id - a.id;
        const order: Record<GoodsOrdering, (a: (typeof made)[number], b: (typeof made)[number]) => number> = {
          sort: (a, b) => b.weekly - a.weekly || b.sold - a.sold || byId(a, b),
          '-id': byId,
          price_low: (a, b) => a.price - b.price || byId(a, b),
          price_high: (a, b) => b.price - a.price || byId(a, b),
          popular: (a, b) => b.sold - a.sold || byId(a, b),
        };
        const expected = [...made].sort(order[ordering]).map((g) => g.id);
        const pages = async (catalog: CatalogService) => {
          const seen: number[] = [];
          for (let page = 1; page <= 3; page++) {
            const res = await catalog.listGoods(
              { ordering, categoryIds: [shelfOf.top.id], search: '계획' },
              { page, pageSize: 5, url: '/api/goods' },
            );
            expect(res.count).toBe(made.length);
            seen.push(...res.results.map((g) => g.id));
          }
          return seen;
        };
        const walk = { rankAtMost: 0, walkRowsPerMatch: 1_000_000 };
        expect(await pages(new CatalogService(ctx.db, undefined, walk))).toEqual(expected);
        const walkAlwaysShort = new CatalogService(ctx.db, undefined, { rankAtMost: 0, walkRowsPerMatch: 0 });
        expect(await pages(walkAlwaysShort)).toEqual(expected);
        // Asked again, it reads the ranking it kept: the same pages.
        expect(await pages(walkAlwaysShort)).toEqual(expected);
        expect(await pages(new CatalogService(ctx.db))).toEqual(expected);
      },
    );
  });

  it('discounted=true keeps goods sold below the regular price; is_new=true keeps recent goods', async () => {
    const { top } = await shelf();
    const discounted = await createGoods(ctx.db, { categoryId: top.id, price: 900, regularPrice: 1000 });
    const full = await createGoods(ctx.db, { categoryId: top.id, price: 1000, regularPrice: 1000 });
    await ctx.db
      .update(goods)
      .set({ createdAt: new Date(Date.now() - 90 * DAY) })
      .where(eq(goods.id, full.id));
    const d = await api(ctx.app, 'GET', `/api/goods?category=${top.id}&discounted=true`);
    expect(ids(d)).toEqual([discounted.id]);
    const n = await api(ctx.app, 'GET', `/api/goods?category=${top.id}&is_new=true`);
    expect(ids(n)).toEqual([discounted.id]);
    const all = await api(ctx.app, 'GET', `/api/goods?category=${top.id}&discounted=false&is_new=`);
    expect(all.body.data.count).toBe(2);
  });

  it('leaves out goods that are not on sale', async () => {
    const { top } = await shelf();
    const on = await createGoods(ctx.db, { categoryId: top.id });
    await createGoods(ctx.db, { categoryId: top.id, isOnSale: false });
    const res = await api(ctx.app, 'GET', `/api/goods?category=${top.id}`);
    expect(ids(res)).toEqual([on.id]);
  });

  it('paginates with next/previous links, and a page past the end is empty, not an error', async () => {
    const { top } = await shelf();
    for (let i = 0; i < 5; i++) await createGoods(ctx.db, { categoryId: top.id, price: 1000 + i });
    const p1 = await api(ctx.app, 'GET', `/api/goods?category=${top.id}&ordering=price_low&page_size=2`);
    expect(p1.body.data).toMatchObject({ count: 5, previous: null });
    expect(p1.body.data.next).toContain('page=2');
    const p3 = await api(
      ctx.app,
      'GET',
      `/api/goods?category=${top.id}&ordering=price_low&page_size=2&page=3`,
    );
    expect(p3.body.data.results.map((g: { price: string }) => g.price)).toEqual(['1004']);
    expect(p3.body.data.next).toBeNull();
    expect(p3.body.data.previous).toContain('page=2');
    const far = await api(ctx.app, 'GET', `/api/goods?category=${top.id}&page=999999&page_size=100`);
    expect(far.statusCode).toBe(200);
    expect(far.body.data).toMatchObject({ count: 5, results: [], next: null });
  });

  it.each([
    ['page_size=101', 'page_size'],
    ['page_size=0', 'page_size'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=99999999999', 'page'],
    ['ordering=name', 'ordering'],
    ['ordering=-price', 'ordering'],
    ['category=abc', 'category'],
    ['category=1;drop table goods', 'category'],
    ['category=-1', 'category'],
    ['brand=1,,2', 'brand'],
    ['brand=x', 'brand'],
    ['discounted=maybe', 'discounted'],
    ['is_new=yes', 'is_new'],
    [`search=${'가'.repeat(101)}`, 'search'],
  ])('refuses %s with a 400 envelope', async (query, field) => {
    const res = await api(ctx.app, 'GET', `/api/goods?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(typeof res.body.message).toBe('string');
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  it.each([
    '/api/goods?search=%00',
    `/api/goods?search=${encodeURIComponent('커피\u0000')}`,
    '/api/brands?search=%00',
  ])('a NUL character in %s is a 400 envelope, not a 500', async (url) => {
    const res = await api(ctx.app, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      status: 'fail',
      message: '검색어에 사용할 수 없는 문자가 포함되어 있습니다.',
    });
    expect(Object.keys(res.body.errors ?? {})).toEqual(['search']);
  });

  it('a non-numeric page speaks the page message, not zod’s type message', async () => {
    const res = await api(ctx.app, 'GET', '/api/goods?page=abc&page_size=x');
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual({
      page: ['페이지 번호가 올바르지 않습니다.'],
      page_size: ['페이지 크기가 올바르지 않습니다.'],
    });
  });

  it('answers with an ETag and Cache-Control, 304 for a matching If-None-Match, and a new body after a change', async () => {
    const { top } = await shelf();
    const g = await createGoods(ctx.db, { categoryId: top.id, price: 1000 });
    const url = `/api/goods?category=${top.id}`;
    const first = await api(ctx.app, 'GET', url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await ctx.db.update(goods).set({ price: 1200 }).where(eq(goods.id, g.id));
    await waitFor(async () => {
      const r = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      return r.statusCode === 200 && r.json().data.results[0].price === '1200';
    });
  });
});

describe('response cache', () => {
  it('gzips for clients that accept it and recounts after goods are added', async () => {
    const { top } = await shelf();
    for (let i = 0; i < 6; i++)
      await createGoods(ctx.db, { categoryId: top.id, name: `압축 테스트 상품 ${i}` });
    const url = `/api/goods?category=${top.id}&page_size=6`;
    const zipped = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    const { gunzipSync } = await import('node:zlib');
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    const plain = await api(ctx.app, 'GET', url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(unzipped).toEqual(plain.body);
    expect(plain.body.data.count).toBe(6);
    await createGoods(ctx.db, { categoryId: top.id });
    await waitFor(async () => (await api(ctx.app, 'GET', `${url}&page=2`)).body.data.count === 7);
  });

  it('is kept when goods sell (counters only) and cleared when goods are edited', async () => {
    // The notifications themselves, in commit order; a marker of our own tells when all earlier
    // ones have arrived (the insert below also notifies, and may arrive late on a busy machine).
    const heard: (string | undefined)[] = [];
    const unlisten = await ctx.database.listen('catalog_changed', (payload) => heard.push(payload));
    const settle = async (marker: string) => {
      await ctx.database.execute(`select pg_notify('catalog_changed', '${marker}')`);
      await waitFor(async () => heard.includes(marker));
      heard.length = 0;
    };
    try {
      const g = await createGoods(ctx.db, { name: '캐시 유지 테스트 상품' });
      await settle('before-sale');
      const cache = ctx.app.services.catalog.cache;
      const before = cache.generation;
      // Given a sale (what the worker writes for every order) and then a real edit,
      await ctx.db.transaction((tx) => recordSales(tx, g.id, 3));
      await ctx.db
        .update(goods)
        .set({ price: sql`${goods.price} + 100` })
        .where(eq(goods.id, g.id));
      await ctx.database.execute(`select pg_notify('catalog_changed', 'after-edit')`);
      await waitFor(async () => heard.includes('after-edit'));
      // then only the edit notified, and the cache was cleared by it.
      expect(heard).toEqual(['goods', 'after-edit']);
      // Both the edit and our marker clear the cache.
      await waitFor(async () => cache.generation >= before + 2);
    } finally {
      await unlisten();
    }
  });
});

describe('search rankings', () => {
  it('a term is ranked once; its pages are slices until an edit brings a new match', async () => {
    const { top } = await shelf();
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createGoods(ctx.db, { categoryId: top.id, name: `순위보관 ${i}`, price: 1000 + i }));
    const url = (page: number, nonce: string) =>
      `/api/goods?search=${encodeURIComponent('순위보관')}&ordering=price_low&page_size=2&page=${page}&_=${nonce}`;
    const pages = async (nonce: string) => {
      const seen: number[] = [];
      for (const page of [1, 2, 3]) seen.push(...ids(await api(ctx.app, 'GET', url(page, nonce))));
      return seen;
    };
    // Given the term asked once (every URL distinct, so no answer comes from the response cache),
    expect(await pages('a')).toEqual(made.map((g) => g.id));
    const generation = ctx.app.services.catalog.cache.generation;
    // when a cheaper matching goods is added,
    const cheapest = await createGoods(ctx.db, { categoryId: top.id, name: '순위보관 새것', price: 500 });
    await waitFor(async () => ctx.app.services.catalog.cache.generation !== generation);
    // then the kept ranking is gone with the rest of the cache and the new goods leads.
    expect(await pages('b')).toEqual([cheapest.id, ...made.map((g) => g.id)]);
  });

  it('keeps rankings within a bound of ids, dropping the oldest, and never one computed before a change', () => {
    const cache = new ResponseCache(2000, 60_000, 10);
    cache.keepRanking('a', [1, 2, 3, 4], cache.generation);
    cache.keepRanking('b', [5, 6, 7, 8], cache.generation);
    cache.keepRanking('c', [9, 10, 11], cache.generation);
    expect(cache.ranking('a')).toBeUndefined();
    expect(cache.ranking('b')).toEqual([5, 6, 7, 8]);
    expect(cache.ranking('c')).toEqual([9, 10, 11]);
    cache.keepRanking(
      'too-long',
      Array.from({ length: 11 }, (_, i) => i),
      cache.generation,
    );
    expect(cache.ranking('too-long')).toBeUndefined();
    const before = cache.generation;
    cache.clear();
    expect(cache.ranking('b')).toBeUndefined();
    cache.keepRanking('stale', [1], before);
    expect(cache.ranking('stale')).toBeUndefined();
  });
});

describe('GET /api/goods/{id}', () => {
  it('returns one goods with its texts', async () => {
    const g = await createGoods(ctx.db, { name: '상세 상품', price: 4500, regularPrice: 4700 });
    await ctx.db
      .update(goods)
      .set({ productIntroduction: '소개', usageGuide: '사용', storeInfo: '매장', precautions: '유의' })
      .where(eq(goods.id, g.id));
    const res = await api(ctx.app, 'GET', `/api/goods/${g.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      id: g.id,
      name: '상세 상품',
      price: '4500',
      regular_price: '4700',
      product_introduction: '소개',
      usage_guide: '사용',
      store_info: '매장',
      precautions: '유의',
    });
    expect(res.headers.etag).toBeTruthy();
  });

  it.each(['999999999', 'abc', '0', '-1', '1.5', '1e3'])('answers 404 for %s', async (id) => {
    const res = await api(ctx.app, 'GET', `/api/goods/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: 'fail', message: '상품 정보를 찾을 수 없습니다.' });
  });

  it('answers 404 for goods that are not on sale', async () => {
    const g = await createGoods(ctx.db, { isOnSale: false });
    const res = await api(ctx.app, 'GET', `/api/goods/${g.id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/brands', () => {
  it('searches by name, sorts by name and pages by 100 at most', async () => {
    const suffix = Date.now().toString(36);
    const b = await createBrand(ctx.db, `나브랜드${suffix}`);
    const a = await createBrand(ctx.db, `가브랜드${suffix}`);
    const res = await api(
      ctx.app,
      'GET',
      `/api/brands?search=${encodeURIComponent(suffix)}&ordering=name&page_size=100`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.count).toBe(2);
    expect(res.body.data.results).toEqual([
      { id: a.id, name: a.name, image: a.image },
      { id: b.id, name: b.name, image: b.image },
    ]);
    const all = await api(ctx.app, 'GET', '/api/brands?ordering=name&page_size=100');
    expect(all.body.data.count).toBeGreaterThanOrEqual(2);
    const names = all.body.data.results.map((x: { name: string }) => x.name);
    expect(names).toEqual([...names].sort());
    const wildcard = await api(ctx.app, 'GET', '/api/brands?search=%25');
    expect(wildcard.body.data.count).toBe(0);
    expect((await api(ctx.app, 'GET', '/api/brands?page_size=101')).statusCode).toBe(400);
    expect((await api(ctx.app, 'GET', '/api/brands?ordering=id')).statusCode).toBe(400);
  });
});

describe('GET /api/categories/{id}', () => {
  it('returns the tree below a category with recursive children', async () => {
    const { top, child, grandchild } = await shelf();
    const sibling = await createCategory(ctx.db, '형제', top.id);
    const res = await api(ctx.app, 'GET', `/api/categories/${top.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      id: top.id,
      name: top.name,
      children: [
        {
          id: child.id,
          name: child.name,
          children: [{ id: grandchild.id, name: grandchild.name, children: [] }],
        },
        { id: sibling.id, name: '형제', children: [] },
      ],
    });
  });

  it.each(['999999', 'abc', '0'])('answers 404 for %s', async (id) => {
    const res = await api(ctx.app, 'GET', `/api/categories/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('카테고리를 찾을 수 없습니다.');
  });
});

describe('GET /api/banners/slide', () => {
  it('lists active banners in display period and order', async () => {
    const [later, first, hidden, expired] = await ctx.db
      .insert(banners)
      .values([
        { title: '둘째', imagePc: '/a.svg', imageMobile: '/b.svg', sortOrder: 2 },
        { title: '첫째', imagePc: '/c.svg', imageMobile: '/d.svg', sortOrder: 1 },
        { title: '숨김', imagePc: '/e.svg', imageMobile: '/f.svg', isActive: false },
        { title: '지남', imagePc: '/g.svg', imageMobile: '/h.svg', endsAt: new Date(Date.now() - DAY) },
      ])
      .returning();
    const res = await api(ctx.app, 'GET', '/api/banners/slide');
    expect(res.statusCode).toBe(200);
    const got = res.body.data.map((b: { id: number }) => b.id);
    expect(got).toEqual([first!.id, later!.id]);
    expect(got).not.toContain(hidden!.id);
    expect(got).not.toContain(expired!.id);
    expect(res.body.data[0]).toEqual({
      id: first!.id,
      title: '첫째',
      image_pc: '/c.svg',
      image_mobile: '/d.svg',
      link_url: '',
    });
  });
});

describe('weekly sales', () => {
  it('startOrderCountingSales counts every item of an order once; refreshWeeklySales forgets sales older than 7 days', async () => {
    const g = await createGoods(ctx.db);
    const eightDaysAgo = salesDay(new Date(Date.now() - 8 * DAY));
    await ctx.db.insert(goodsSalesDaily).values({ goodsId: g.id, day: eightDaysAgo, units: 40 });
    await ctx.db.transaction((tx) => recordSales(tx, g.id, 2));
    await ctx.db.transaction((tx) => recordSales(tx, g.id, 1));
    await ctx.db.update(goods).set({ weeklySold: 43 }).where(eq(goods.id, g.id));
    await refreshWeeklySales(ctx.db);
    const [row] = await ctx.db.select().from(goods).where(eq(goods.id, g.id));
    expect(row!.weeklySold).toBe(3);
    expect(row!.soldCount).toBe(3);
    const days = await ctx.db.select().from(goodsSalesDaily).where(eq(goodsSalesDaily.goodsId, g.id));
    expect(days.find((d) => d.day === salesDay())?.units).toBe(3);
    // An order with two lines of the same goods and one of another.
    const other = await createGoods(ctx.db);
    const buyer = await createMember(ctx.db);
    const order = await ctx.database.execute(
      `insert into orders (user_id, company_id, name, send_type, delivery_at, total_order_amount) values ($1, $2, '주문', 1, now(), 0) returning id`,
      [buyer.id, buyer.company.id],
    );
    const orderId = Number(order.rows[0]!.id);
    await ctx.db.execute(sql`insert into order_items (order_id, goods_id, amount, total_count, total_amount) values
      (${orderId}, ${g.id}, 1000, 4, 4000), (${orderId}, ${g.id}, 1000, 1, 1000), (${orderId}, ${other.id}, 1000, 2, 2000)`);
    // Started twice (two workers at once, or a retry): counted once.
    await Promise.all([startOrderCountingSales(ctx.db, orderId), startOrderCountingSales(ctx.db, orderId)]);
    const after = await ctx.db.select().from(goods).where(sql`${goods.id} in (${g.id}, ${other.id})`);
    expect(after.find((r) => r.id === g.id)).toMatchObject({ soldCount: 8, weeklySold: 8 });
    expect(after.find((r) => r.id === other.id)).toMatchObject({ soldCount: 2, weeklySold: 2 });
    const [started] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(started!.status).toBe(2);
  });
});

describe('GET /media/*', () => {
  it('draws goods, brand and banner artwork as SVG with cache headers', async () => {
    const brand = await createBrand(ctx.db, '스타벅스');
    await ctx.db.update(brands).set({ color: '#00704A' }).where(eq(brands.id, brand.id));
    const g = await createGoods(ctx.db, { name: '카페 라떼 <T> & "쿠폰"', brandId: brand.id });
    const res = await ctx.app.inject({ method: 'GET', url: `/media/goods/${g.id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('#00704A');
    expect(res.body).toContain('스타');
    expect(res.body).toContain('&#60;T&#62; &#38; &#34;쿠폰&#34;');
    expect(res.body).toContain('Pretendard, ');
    const b = await ctx.app.inject({ method: 'GET', url: `/media/brands/${brand.id}.svg` });
    expect(b.statusCode).toBe(200);
    expect(b.body).toContain('aria-label="스타벅스"');
    const [banner] = await ctx.db
      .insert(banners)
      .values({ title: '기업 선물은 비즈기프트로', imagePc: '', imageMobile: '' })
      .returning();
    for (const variant of ['pc', 'mobile']) {
      const r = await ctx.app.inject({ method: 'GET', url: `/media/banners/${banner!.id}-${variant}.svg` });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<svg');
      // The headline is the page's text over the picture (issue 15 §2): the picture draws none.
      expect(r.body).not.toContain('<text');
    }
    const cachedAgain = await ctx.app.inject({
      method: 'GET',
      url: `/media/goods/${g.id}.svg`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(cachedAgain.statusCode).toBe(304);
  });

  it.each([
    '/media/goods/999999.svg',
    '/media/goods/abc.svg',
    '/media/goods/1.png',
    '/media/brands/0.svg',
    '/media/banners/1.svg',
    '/media/banners/1-tablet.svg',
  ])('answers 404 for %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('fail');
  });
});
