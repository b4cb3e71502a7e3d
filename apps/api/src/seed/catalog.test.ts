import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../test/context.ts';
import { seedCatalog } from './catalog.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.transaction((tx) => seedCatalog(tx));
});
afterAll(() => ctx.close());

describe('seedCatalog (demo catalogue)', () => {
  it('builds ≥ 8 top categories with children under the root (id 1)', async () => {
    const res = await api(ctx.app, 'GET', '/api/categories/1');
    expect(res.statusCode).toBe(200);
    const tops = res.body.data.children as { name: string; children: unknown[] }[];
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(tops.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        '커피/음료',
        '베이커리/디저트',
        '편의점',
        '외식/치킨/피자',
        '아이스크림',
        '상품권/금액권',
        '뷰티/헬스',
        '영화/문화',
      ]),
    );
    expect(tops.every((t) => t.children.length > 0)).toBe(true);
  });

  it('has ≥ 24 brands with generated logos', async () => {
    const res = await api(ctx.app, 'GET', '/api/brands?ordering=name&page_size=100');
    expect(res.body.data.count).toBeGreaterThanOrEqual(24);
    for (const b of res.body.data.results as { id: number; image: string }[]) {
      expect(b.image).toBe(`/media/brands/${b.id}.svg`);
    }
    const logo = await ctx.app.inject({ method: 'GET', url: res.body.data.results[0].image });
    expect(logo.statusCode).toBe(200);
  });

  it('has ≥ 120 goods with realistic prices, 30–93 day validity, Korean texts and artwork', async () => {
    const res = await api(ctx.app, 'GET', '/api/goods?page_size=100&page=1');
    const res2 = await api(ctx.app, 'GET', '/api/goods?page_size=100&page=2');
    expect(res.body.data.count).toBeGreaterThanOrEqual(120);
    const all = [...res.body.data.results, ...res2.body.data.results] as {
      id: number;
      image: string;
      price: string;
      regular_price: string;
      valid_period: number;
      is_corporate_only: boolean;
      product_introduction: string;
      store_info: string;
      usage_guide: string;
      precautions: string;
    }[];
    expect(all.length).toBe(res.body.data.count);
    for (const g of all) {
      expect(Number(g.price)).toBeGreaterThanOrEqual(1000);
      expect(Number(g.regular_price)).toBeGreaterThanOrEqual(Number(g.price));
      expect(g.valid_period).toBeGreaterThanOrEqual(30);
      expect(g.valid_period).toBeLessThanOrEqual(93);
      expect(g.image).toBe(`/media/goods/${g.id}.svg`);
      for (const text of [g.product_introduction, g.store_info, g.usage_guide, g.precautions]) {
        expect(text).toMatch(/[가-힣]/);
      }
    }
    expect(all.filter((g) => Number(g.regular_price) > Number(g.price)).length).toBeGreaterThanOrEqual(20);
    expect(all.some((g) => g.is_corporate_only)).toBe(true);
    const art = await ctx.app.inject({ method: 'GET', url: all[0]!.image });
    expect(art.headers['content-type']).toContain('image/svg+xml');
  });

  it('has a weekly best, new goods, discounts, coffee to search for and slide banners', async () => {
    const best = await api(ctx.app, 'GET', '/api/goods?page_size=8');
    const popular = await api(ctx.app, 'GET', '/api/goods?page_size=8&ordering=popular');
    expect(best.body.data.results).toHaveLength(8);
    expect(best.body.data.results.map((g: { id: number }) => g.id)).not.toEqual(
      popular.body.data.results.map((g: { id: number }) => g.id),
    );
    const fresh = await api(ctx.app, 'GET', '/api/goods?is_new=true');
    expect(fresh.body.data.count).toBeGreaterThan(10);
    const coffee = await api(ctx.app, 'GET', `/api/goods?search=${encodeURIComponent('커피')}`);
    expect(coffee.body.data.count).toBeGreaterThan(0);
    const banners = await api(ctx.app, 'GET', '/api/banners/slide');
    expect(banners.body.data.length).toBeGreaterThanOrEqual(2);
    const pc = await ctx.app.inject({ method: 'GET', url: banners.body.data[0].image_pc });
    expect(pc.statusCode).toBe(200);
  });
});
