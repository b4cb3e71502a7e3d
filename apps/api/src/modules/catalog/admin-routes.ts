import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  adminBannerSchema,
  adminBrandListQuerySchema,
  adminBrandSchema,
  adminCategorySchema,
  adminGoodsListQuerySchema,
  adminGoodsSchema,
  bannerCreateSchema,
  bannerUpdateSchema,
  brandCreateSchema,
  brandUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  goodsCreateSchema,
  goodsUpdateSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadExt,
  uploadSchema,
} from '@bizgift/domain/catalog';
import { noDataSchema, pageSchema } from '@bizgift/domain/envelope';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import { type CatalogAdminService, CATALOG_ADMIN_MESSAGES as M } from './admin-service.ts';

/**
 * Staff: catalogue editing under /api/admin (goods, brands, categories, banners, image uploads).
 * Registered inside the staff-only scope.
 */
export async function adminCatalogRoutes(app: FastifyInstance, opts: { catalog: CatalogAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const svc = opts.catalog;
  const staff = (request: { user: { id: number } | null }) => request.user!.id;

  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });

  r.get(
    '/goods',
    {
      schema: {
        tags,
        querystring: adminGoodsListQuerySchema,
        response: success(pageSchema(adminGoodsSchema)),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await svc.listGoods(
          {
            q: q.q || undefined,
            brandId: q.brand_id,
            categoryId: q.category_id,
            onSale: q.is_on_sale === undefined ? undefined : q.is_on_sale === 'true',
          },
          pageRequest(request),
        ),
      );
    },
  );
  r.get(
    '/goods/:id',
    { schema: { tags, params: idParams, response: success(adminGoodsSchema) } },
    async (request) => ok(await svc.getGoods(parseId(request.params.id, M.goodsNotFound))),
  );
  r.post(
    '/goods',
    { schema: { tags, body: goodsCreateSchema, response: success(adminGoodsSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await svc.createGoods(staff(request), request.body), '상품이 등록되었습니다.');
    },
  );
  r.put(
    '/goods/:id',
    { schema: { tags, params: idParams, body: goodsUpdateSchema, response: success(adminGoodsSchema) } },
    async (request) =>
      ok(
        await svc.updateGoods(staff(request), parseId(request.params.id, M.goodsNotFound), request.body),
        '상품이 수정되었습니다.',
      ),
  );

  r.get(
    '/brands',
    {
      schema: {
        tags,
        querystring: adminBrandListQuerySchema,
        response: success(pageSchema(adminBrandSchema)),
      },
    },
    async (request) => ok(await svc.listBrands({ q: request.query.q || undefined }, pageRequest(request))),
  );
  r.post(
    '/brands',
    { schema: { tags, body: brandCreateSchema, response: success(adminBrandSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await svc.createBrand(staff(request), request.body), '브랜드가 등록되었습니다.');
    },
  );
  r.put(
    '/brands/:id',
    { schema: { tags, params: idParams, body: brandUpdateSchema, response: success(adminBrandSchema) } },
    async (request) =>
      ok(
        await svc.updateBrand(staff(request), parseId(request.params.id, M.brandNotFound), request.body),
        '브랜드가 수정되었습니다.',
      ),
  );
  r.delete(
    '/brands/:id',
    { schema: { tags, params: idParams, response: success(noDataSchema) } },
    async (request) => {
      await svc.deleteBrand(staff(request), parseId(request.params.id, M.brandNotFound));
      return ok(null, '브랜드가 삭제되었습니다.');
    },
  );

  r.get('/categories', { schema: { tags, response: success(z.array(adminCategorySchema)) } }, async () =>
    ok(await svc.listCategories()),
  );
  r.post(
    '/categories',
    { schema: { tags, body: categoryCreateSchema, response: success(adminCategorySchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await svc.createCategory(staff(request), request.body), '카테고리가 등록되었습니다.');
    },
  );
  r.put(
    '/categories/:id',
    {
      schema: { tags, params: idParams, body: categoryUpdateSchema, response: success(adminCategorySchema) },
    },
    async (request) =>
      ok(
        await svc.updateCategory(
          staff(request),
          parseId(request.params.id, M.categoryNotFound),
          request.body,
        ),
        '카테고리가 수정되었습니다.',
      ),
  );
  r.delete(
    '/categories/:id',
    { schema: { tags, params: idParams, response: success(noDataSchema) } },
    async (request) => {
      await svc.deleteCategory(staff(request), parseId(request.params.id, M.categoryNotFound));
      return ok(null, '카테고리가 삭제되었습니다.');
    },
  );

  r.get('/banners', { schema: { tags, response: success(z.array(adminBannerSchema)) } }, async () =>
    ok(await svc.listBanners()),
  );
  r.post(
    '/banners',
    { schema: { tags, body: bannerCreateSchema, response: success(adminBannerSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await svc.createBanner(staff(request), request.body), '배너가 등록되었습니다.');
    },
  );
  r.put(
    '/banners/:id',
    { schema: { tags, params: idParams, body: bannerUpdateSchema, response: success(adminBannerSchema) } },
    async (request) =>
      ok(
        await svc.updateBanner(staff(request), parseId(request.params.id, M.bannerNotFound), request.body),
        '배너가 수정되었습니다.',
      ),
  );
  r.delete(
    '/banners/:id',
    { schema: { tags, params: idParams, response: success(noDataSchema) } },
    async (request) => {
      await svc.deleteBanner(staff(request), parseId(request.params.id, M.bannerNotFound));
      return ok(null, '배너가 삭제되었습니다.');
    },
  );

  /** multipart/form-data with one `file` part: PNG, JPEG, WEBP or GIF (sniffed), at most 2 MB. */
  r.post(
    '/uploads',
    { schema: { tags, consumes: ['multipart/form-data'], response: success(uploadSchema, 201) } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(M.uploadMissing, { file: [M.uploadMissing] });
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        part = await request.file();
      } catch {
        throw badRequest(M.uploadMissing, { file: [M.uploadMissing] });
      }
      if (!part) throw badRequest(M.uploadMissing, { file: [M.uploadMissing] });
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        // @fastify/multipart stops reading at the size limit.
        throw badRequest(M.uploadTooLarge, { file: [M.uploadTooLarge] });
      }
      if (part.file.truncated) throw badRequest(M.uploadTooLarge, { file: [M.uploadTooLarge] });
      if (bytes.length === 0) throw badRequest(M.uploadMissing, { file: [M.uploadMissing] });
      reply.status(201);
      return ok(await svc.upload(staff(request), bytes, part.filename ?? ''), '이미지가 업로드되었습니다.');
    },
  );
}

const UPLOAD_NAME = /^([a-f0-9]{32})\.(png|jpg|webp|gif)$/;

/** Uploaded images: /media/uploads/<random>.<ext>, with the type of their sniffed extension. */
export async function uploadMediaRoutes(app: FastifyInstance, opts: { uploadDir: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/uploads/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(60) }) } },
    async (request, reply) => {
      const m = UPLOAD_NAME.exec(request.params.file);
      if (!m) throw notFound('이미지를 찾을 수 없습니다.');
      const file = path.join(opts.uploadDir, request.params.file);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound('이미지를 찾을 수 없습니다.');
      return reply
        .type(UPLOAD_TYPES[m[2] as UploadExt])
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(createReadStream(file));
    },
  );
}
