import { bannerSchema, brandSchema, categoryNodeSchema, goodsSchema } from '@bizgift/domain/catalog';
import { envelopeSchema, pageSchema } from '@bizgift/domain/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { banners } from '../src/db/schema/catalog.ts';
import { api, createTestContext, type TestContext } from './context.ts';
import { createCategory, createGoods } from './factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const apiRoutes = () =>
  ctx.app.registeredRoutes.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/docs') &&
      r.method !== 'HEAD' &&
      r.method !== 'OPTIONS',
  );

describe('response schemas', () => {
  /**
   * Every route under /api declares its answer (schema.response, from packages/domain): a JSON
   * answer is shaped by its schema (the API tests run with strictResponses, so a schema that would
   * drop or change a field fails the test that calls the route), and every answer shows in the
   * OpenAPI document — downloads (PDF, xlsx), pages and scripts by their content type, redirects
   * by their status.
   */
  it('every /api route declares one', () => {
    const missing = apiRoutes()
      .filter((r) => r.responses.length === 0)
      .map((r) => `${r.method} ${r.url}`);
    expect(apiRoutes().length).toBeGreaterThan(90);
    expect(missing).toEqual([]);
  });

  /**
   * The public catalogue answers from its response cache: the body is serialised once, by the
   * cache, not by the route's serializer, so here the answers are checked against their schemas.
   */
  it('the cached catalogue answers fit their schemas unchanged', async () => {
    const root = await createCategory(ctx.db, '전체');
    await createCategory(ctx.db, '커피', root.id);
    const item = await createGoods(ctx.db, { categoryId: root.id });
    await ctx.db.insert(banners).values({ title: '배너', imagePc: '/a.png', imageMobile: '/b.png' });
    const fits = async (url: string, data: z.ZodType) => {
      const { statusCode, body } = await api(ctx.app, 'GET', url);
      expect(statusCode, url).toBe(200);
      expect(envelopeSchema(data).parse(body), url).toStrictEqual(body);
    };
    await fits('/api/goods', pageSchema(goodsSchema));
    await fits(`/api/goods/${item.id}`, goodsSchema);
    await fits('/api/brands', pageSchema(brandSchema));
    await fits(`/api/categories/${root.id}`, categoryNodeSchema);
    await fits('/api/banners/slide', z.array(bannerSchema));
  });
});
