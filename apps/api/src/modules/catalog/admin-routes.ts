import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  adminBannerSchema,
  adminBrandSchema,
  adminCategorySchema,
  adminGoodsSchema,
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
import { pageQuery } from '../../http/pagination.ts';
import { searchText } from '../admin/query.ts';
import {
  type CatalogAdminService,
  CATALOG_ADMIN_MESSAGES as M,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadExt,
} from './admin-service.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(1, `${label}을(를) 입력해주세요.`)
    .max(max, `${label}은(는) ${max}자 이하로 입력해주세요.`);
const longText = (label: string) =>
  z
    .string({ error: `${label}을(를) 올바르게 입력해주세요.` })
    .max(20_000, `${label}은(는) 20,000자 이하로 입력해주세요.`);
// At least 1 won: a 0-won order would reach the ledger as a 0 amount (issue #20); goods.price has a
// database check too.
const wonAmount = (label: string) =>
  z.coerce
    .number({ error: `${label}을(를) 숫자로 입력해주세요.` })
    .int(`${label}은(는) 원 단위 정수로 입력해주세요.`)
    .min(1, `${label}은(는) 1원 이상이어야 합니다.`)
    .max(100_000_000, `${label}은(는) 1억 원 이하로 입력해주세요.`);
const idRef = (label: string) =>
  z.coerce
    .number({ error: `${label}을(를) 선택해주세요.` })
    .int()
    .min(1, `${label}을(를) 선택해주세요.`);
/** Only our own media: an uploaded file or generated artwork (empty = generated artwork). */
const imageUrl = z
  .string()
  .trim()
  .regex(
    /^(\/media\/(uploads|goods|brands|banners)\/[\w.-]{1,80})?$/,
    '이미지는 업로드한 파일만 사용할 수 있습니다.',
  );
const sortOrder = z.coerce.number({ error: '순서를 숫자로 입력해주세요.' }).int().min(0).max(100_000);

/** Every goods field, without defaults: a partial update changes only what it names. */
const goodsFields = {
  name: text('상품명', 100),
  brand_id: idRef('브랜드'),
  category_id: idRef('카테고리'),
  price: wonAmount('판매가'),
  regular_price: wonAmount('정가'),
  valid_period: z.coerce
    .number({ error: '유효기간을 숫자로 입력해주세요.' })
    .int('유효기간은 일 단위 정수로 입력해주세요.')
    .min(1, '유효기간은 1일 이상이어야 합니다.')
    .max(3650, '유효기간은 3,650일 이하로 입력해주세요.'),
  is_corporate_only: z.boolean(),
  is_on_sale: z.boolean(),
  image: imageUrl,
  product_introduction: longText('상품 소개'),
  usage_guide: longText('이용 안내'),
  store_info: longText('사용처 안내'),
  precautions: longText('유의사항'),
  // Empty = none (goods sold without a supplier code are issued by the built-in issuer only).
  supplier_goods_code: z
    .string({ error: '공급사 상품 코드를 올바르게 입력해주세요.' })
    .trim()
    .regex(/^([A-Za-z0-9_-]{1,30})?$/, '공급사 상품 코드는 영문, 숫자, -, _ 30자 이내로 입력해주세요.')
    .nullable()
    .transform((v) => v || null),
};
const goodsBody = z.object({
  ...goodsFields,
  is_corporate_only: goodsFields.is_corporate_only.default(false),
  is_on_sale: goodsFields.is_on_sale.default(true),
  image: imageUrl.default(''),
  product_introduction: goodsFields.product_introduction.default(''),
  usage_guide: goodsFields.usage_guide.default(''),
  store_info: goodsFields.store_info.default(''),
  precautions: goodsFields.precautions.default(''),
  supplier_goods_code: goodsFields.supplier_goods_code.default(null),
});
const goodsPatch = z.object(goodsFields).partial();

const brandFields = {
  name: text('브랜드명', 50),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, '브랜드 색상은 #RRGGBB 형식으로 입력해주세요.'),
  image: imageUrl,
  sort_order: sortOrder,
};
const brandBody = z.object({
  ...brandFields,
  color: brandFields.color.default('#2952e3'),
  image: imageUrl.default(''),
  sort_order: sortOrder.default(0),
});
const brandPatch = z.object(brandFields).partial();

const categoryBody = z.object({
  name: text('카테고리명', 50),
  parent_id: z.coerce.number().int().min(1).nullable().default(null),
  sort_order: sortOrder.default(0),
});
const categoryPatch = z
  .object({
    name: text('카테고리명', 50),
    parent_id: z.coerce.number().int().min(1).nullable(),
    sort_order: z.coerce.number().int().min(0).max(100_000),
  })
  .partial();

const dateTime = z.iso
  .datetime({ offset: true, error: '날짜와 시간을 올바르게 입력해주세요.' })
  .nullable()
  .default(null);
const linkUrl = z
  .string()
  .trim()
  .max(500, '링크는 500자 이하로 입력해주세요.')
  // Site-relative or http(s) only: `//host` and `/\host` leave the site, `javascript:` runs script.
  .regex(
    /^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/\\][^\s\\]*)?$/,
    '링크는 /로 시작하는 쇼핑몰 주소나 http(s):// 주소로 입력해주세요.',
  );
const bannerBody = z.object({
  title: text('배너 제목', 100),
  image_pc: imageUrl.refine((v) => v !== '', 'PC 이미지를 올려주세요.'),
  image_mobile: imageUrl.refine((v) => v !== '', '모바일 이미지를 올려주세요.'),
  link_url: linkUrl.default(''),
  sort_order: sortOrder.default(0),
  is_active: z.boolean().default(true),
  starts_at: dateTime,
  ends_at: dateTime,
});
const bannerPatch = z
  .object({
    title: bannerBody.shape.title,
    image_pc: bannerBody.shape.image_pc,
    image_mobile: bannerBody.shape.image_mobile,
    link_url: linkUrl,
    sort_order: z.coerce.number().int().min(0).max(100_000),
    is_active: z.boolean(),
    starts_at: z.iso.datetime({ offset: true, error: '날짜와 시간을 올바르게 입력해주세요.' }).nullable(),
    ends_at: z.iso.datetime({ offset: true, error: '날짜와 시간을 올바르게 입력해주세요.' }).nullable(),
  })
  .partial();

const goodsListQuery = pageQuery(20, 100).extend({
  q: searchText(100),
  brand_id: z.coerce.number().int().min(1).optional(),
  category_id: z.coerce.number().int().min(1).optional(),
  is_on_sale: z.enum(['true', 'false']).optional(),
});

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
    { schema: { tags, querystring: goodsListQuery, response: success(pageSchema(adminGoodsSchema)) } },
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
          { page: q.page, pageSize: q.page_size, url: request.url },
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
    { schema: { tags, body: goodsBody, response: success(adminGoodsSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await svc.createGoods(staff(request), request.body), '상품이 등록되었습니다.');
    },
  );
  r.put(
    '/goods/:id',
    { schema: { tags, params: idParams, body: goodsPatch, response: success(adminGoodsSchema) } },
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
        querystring: pageQuery(50, 200).extend({ q: searchText(50) }),
        response: success(pageSchema(adminBrandSchema)),
      },
    },
    async (request) =>
      ok(
        await svc.listBrands(
          { q: request.query.q || undefined },
          { page: request.query.page, pageSize: request.query.page_size, url: request.url },
        ),
      ),
  );
  r.post(
    '/brands',
    { schema: { tags, body: brandBody, response: success(adminBrandSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await svc.createBrand(staff(request), request.body), '브랜드가 등록되었습니다.');
    },
  );
  r.put(
    '/brands/:id',
    { schema: { tags, params: idParams, body: brandPatch, response: success(adminBrandSchema) } },
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
    { schema: { tags, body: categoryBody, response: success(adminCategorySchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await svc.createCategory(staff(request), request.body), '카테고리가 등록되었습니다.');
    },
  );
  r.put(
    '/categories/:id',
    { schema: { tags, params: idParams, body: categoryPatch, response: success(adminCategorySchema) } },
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
    { schema: { tags, body: bannerBody, response: success(adminBannerSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await svc.createBanner(staff(request), request.body), '배너가 등록되었습니다.');
    },
  );
  r.put(
    '/banners/:id',
    { schema: { tags, params: idParams, body: bannerPatch, response: success(adminBannerSchema) } },
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
