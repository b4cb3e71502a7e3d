import {
  bannerSchema,
  brandListQuerySchema,
  brandSchema,
  categoryNodeSchema,
  goodsListQuerySchema,
  goodsSchema,
} from '@bizgift/domain/catalog';
import { pageSchema } from '@bizgift/domain/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import { sendCached } from '../../http/response-cache.ts';
import { bannerSvg, brandSvg, goodsSvg } from './art.ts';
import { CATEGORY_NOT_FOUND, type CatalogService, GOODS_NOT_FOUND } from './service.ts';

/**
 * Public catalogue GETs: answered from the response cache (ETag, 304) before any other work. A
 * callback hook, not an async one: a hit is most of the catalogue's traffic, and the promise was a
 * measurable share of it.
 */
function cached(catalog: CatalogService): onRequestHookHandler {
  return function serveFromCache(request, reply, done) {
    const hit = catalog.cache.get(request.url);
    if (hit) sendCached(request, reply, hit);
    else done();
  };
}

/** Computes, stores and sends a public catalogue answer. */
async function answer<T>(
  catalog: CatalogService,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<T>,
) {
  const generation = catalog.cache.generation;
  const data = await compute();
  const body = JSON.stringify(ok(data));
  const entry = catalog.cache.set(request.url, body, generation, { route: request.routeOptions.url });
  return sendCached(request, reply, entry);
}

export async function goodsRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const { catalog } = opts;
  await catalog.watchChanges();
  app.addHook('onClose', () => catalog.stopWatching());
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        querystring: goodsListQuerySchema,
        response: success(pageSchema(goodsSchema)),
      },
      onRequest: cached(catalog),
    },
    async (request, reply) => {
      const q = request.query;
      return answer(catalog, request, reply, () =>
        catalog.listGoods(
          {
            ordering: q.ordering,
            categoryIds: q.category,
            brandIds: q.brand,
            search: q.search,
            discounted: q.discounted,
            isNew: q.is_new,
          },
          pageRequest(request),
        ),
      );
    },
  );
  r.get(
    '/:id',
    {
      schema: { tags: ['catalog'], params: idParams, response: success(goodsSchema) },
      onRequest: cached(catalog),
    },
    async (request, reply) =>
      answer(catalog, request, reply, () => catalog.getGoods(parseId(request.params.id, GOODS_NOT_FOUND))),
  );
}

export async function brandRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const { catalog } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        querystring: brandListQuerySchema,
        response: success(pageSchema(brandSchema)),
      },
      onRequest: cached(catalog),
    },
    async (request, reply) => {
      const q = request.query;
      return answer(catalog, request, reply, () =>
        catalog.listBrands({ search: q.search, ordering: q.ordering }, pageRequest(request)),
      );
    },
  );
}

export async function categoryRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const { catalog } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    { schema: { tags: ['catalog'], response: success(categoryNodeSchema) }, onRequest: cached(catalog) },
    async (request, reply) => answer(catalog, request, reply, () => catalog.categoryTree(1)),
  );
  r.get(
    '/:id',
    {
      schema: { tags: ['catalog'], params: idParams, response: success(categoryNodeSchema) },
      onRequest: cached(catalog),
    },
    async (request, reply) =>
      answer(catalog, request, reply, () =>
        catalog.categoryTree(parseId(request.params.id, CATEGORY_NOT_FOUND)),
      ),
  );
}

export async function bannerRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const { catalog } = opts;
  app.get(
    '/slide',
    { schema: { tags: ['catalog'], response: success(z.array(bannerSchema)) }, onRequest: cached(catalog) },
    async (request, reply) => answer(catalog, request, reply, () => catalog.slideBanners()),
  );
}

const ART_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const SVG = 'image/svg+xml; charset=utf-8';
const ART_NOT_FOUND = '이미지를 찾을 수 없습니다.';

/**
 * Generated artwork: /media/goods/{id}.svg, /media/brands/{id}.svg, /media/banners/{id}-pc|mobile.svg.
 * /media/uploads/* stays free for uploaded files.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const { catalog } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ file: z.string().max(60) });
  const art = async (request: FastifyRequest, reply: FastifyReply, render: () => Promise<string | null>) => {
    const generation = catalog.cache.generation;
    const svg = await render();
    if (svg === null) throw notFound(ART_NOT_FOUND);
    const entry = catalog.cache.set(request.url, svg, generation, {
      contentType: SVG,
      cacheControl: ART_CACHE_CONTROL,
    });
    return sendCached(request, reply, entry);
  };
  const idOf = (file: string, pattern: RegExp) => {
    const m = pattern.exec(file);
    if (!m) throw notFound(ART_NOT_FOUND);
    return { id: parseId(m[1]!, ART_NOT_FOUND), variant: m[2] as 'pc' | 'mobile' };
  };
  const schema = { hide: true, params };
  r.get('/goods/:file', { schema, onRequest: cached(catalog) }, async (request, reply) => {
    const { id } = idOf(request.params.file, /^(\d{1,15})\.svg$/);
    return art(request, reply, async () => {
      const g = await catalog.goodsArt(id);
      return g ? goodsSvg(g) : null;
    });
  });
  r.get('/brands/:file', { schema, onRequest: cached(catalog) }, async (request, reply) => {
    const { id } = idOf(request.params.file, /^(\d{1,15})\.svg$/);
    return art(request, reply, async () => {
      const b = await catalog.brandArt(id);
      return b ? brandSvg(b) : null;
    });
  });
  r.get('/banners/:file', { schema, onRequest: cached(catalog) }, async (request, reply) => {
    const { id, variant } = idOf(request.params.file, /^(\d{1,15})-(pc|mobile)\.svg$/);
    return art(request, reply, async () => {
      const b = await catalog.bannerArt(id);
      return b ? bannerSvg(b, variant) : null;
    });
  });
}
