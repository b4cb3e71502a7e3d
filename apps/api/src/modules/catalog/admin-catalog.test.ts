import {
  adminBrandSchema,
  adminCategorySchema,
  adminGoodsSchema,
  bannerSchema,
  goodsSchema,
} from '@bizgift/domain/catalog';
import { pageSchema } from '@bizgift/domain/envelope';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  api,
  apiData,
  createTestContext,
  expectLedgerBalanced,
  type TestContext,
} from '../../../test/context.ts';
import {
  createBrand,
  createCategory,
  createGoods,
  multipartFile,
  staffSession,
} from '../../../test/factories.ts';
import { goods } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { CATALOG_ADMIN_MESSAGES as M, sniffImage } from './admin-service.ts';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffSession(ctx.app, ctx.db);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  api(ctx.app, method, url, { token: staff.token, body });
/** A staff call that must succeed, its answer parsed with the route's schema. */
const staffData = <S extends z.ZodType>(
  schema: S,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => apiData(ctx.app, schema, method, url, { token: staff.token, body });
const audits = (targetType: string, id: number | string) =>
  ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, targetType), eq(auditLogs.targetId, String(id))))
    .orderBy(desc(auditLogs.id));

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(file: Buffer, filename = 'photo.png', type = 'image/png') {
  const { payload, contentType } = multipartFile(file, filename, type);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { authorization: `Bearer ${staff.token}`, 'content-type': contentType },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('image uploads', () => {
  it.each([
    { name: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], ext: 'png' },
    { name: 'jpeg', bytes: [0xff, 0xd8, 0xff, 0xe0, 0], ext: 'jpg' },
    { name: 'gif', bytes: [...Buffer.from('GIF89a'), 0], ext: 'gif' },
    { name: 'webp', bytes: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], ext: 'webp' },
    { name: 'svg', bytes: [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')], ext: null },
    { name: 'html', bytes: [...Buffer.from('<html><script>')], ext: null },
  ])('sniffs $name as $ext', ({ bytes, ext }) => {
    expect(sniffImage(Uint8Array.from(bytes))).toBe(ext);
  });

  it('stores a PNG under a random name and serves it with its type; audit row written', async () => {
    const res = await upload(PNG, '상품.png');
    expect(res.statusCode).toBe(201);
    const url: string = res.body.data.url;
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    const [row] = await audits('upload', url.split('/').pop()!);
    expect(row).toMatchObject({ action: 'upload.create', staffId: staff.staff.id });
  });

  it('never uses the given file name: a path with control characters is only noted, cleaned', async () => {
    const res = await upload(PNG, '../../jwt-secret\u0000\u0007.gif', 'image/gif');
    expect(res.statusCode).toBe(201);
    const url: string = res.body.data.url;
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.png$/);
    expect(res.body.data.content_type).toBe('image/png');
    const [row] = await audits('upload', url.split('/').pop()!);
    expect((row!.after as { original_name: string }).original_name).toBe('jwt-secret.gif');
  });

  it.each([
    { name: 'a script named .png', file: Buffer.from('<script>alert(1)</script>'), message: M.uploadType },
    { name: 'an SVG', file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), message: M.uploadType },
    {
      name: 'a PNG over 2 MB',
      file: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      message: M.uploadTooLarge,
    },
  ])('refuses $name with 400', async ({ file, message }) => {
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a request without a file, and unknown upload names are 404', async () => {
    const res = await call('POST', '/api/admin/uploads', {});
    expect(res.statusCode).toBe(400);
    const missing = await ctx.app.inject({ method: 'GET', url: `/media/uploads/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/media/uploads/..%2Fjwt-secret' });
    expect(traversal.statusCode).toBe(404);
  });
});

describe('goods', () => {
  it('creates a goods item with an uploaded image; members see it; edit and off-sale are audited', async () => {
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db);
    const image = (await upload(PNG)).body.data.url as string;
    const created = await call('POST', '/api/admin/goods', {
      name: ' 아메리카노 T ',
      brand_id: brand.id,
      category_id: category.id,
      price: 4000,
      regular_price: 4500,
      valid_period: 60,
      is_corporate_only: false,
      image,
      product_introduction: '시원한 아메리카노',
      usage_guide: '매장에서 바코드를 보여주세요.',
      store_info: '전국 매장',
      precautions: '교환 불가',
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ name: '아메리카노 T', price: '4000', image, is_on_sale: true });

    // The public catalogue shows it (and caches it).
    const pub = await apiData(ctx.app, goodsSchema, 'GET', `/api/goods/${id}`);
    expect(pub).toMatchObject({ name: '아메리카노 T', image, price: '4000' });

    // Price edit: the public answer changes at once (cache cleared).
    const edited = await staffData(adminGoodsSchema, 'PUT', `/api/admin/goods/${id}`, { price: 3800 });
    expect(edited.price).toBe('3800');
    // A partial edit leaves every other field as it was.
    expect(edited).toMatchObject({
      usage_guide: '매장에서 바코드를 보여주세요.',
      image,
      valid_period: 60,
    });
    expect((await apiData(ctx.app, goodsSchema, 'GET', `/api/goods/${id}`)).price).toBe('3800');

    // Off sale: gone from the public catalogue, still in the console.
    await call('PUT', `/api/admin/goods/${id}`, { is_on_sale: false });
    expect((await api(ctx.app, 'GET', `/api/goods/${id}`)).statusCode).toBe(404);
    const offSale = await staffData(
      pageSchema(adminGoodsSchema),
      'GET',
      `/api/admin/goods?is_on_sale=false&q=${id}`,
    );
    expect(offSale.results[0]?.id).toBe(id);

    const rows = await audits('goods', id);
    expect(rows.map((r) => r.action)).toEqual(['goods.off_sale', 'goods.update', 'goods.create']);
    expect(rows[1]!.before).toMatchObject({ price: 4000 });
    expect(rows[1]!.after).toMatchObject({ price: 3800 });
  });

  it('gives a goods item without an upload the generated artwork', async () => {
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db);
    const created = await staffData(adminGoodsSchema, 'POST', '/api/admin/goods', {
      name: '케이크',
      brand_id: brand.id,
      category_id: category.id,
      price: 20000,
      regular_price: 20000,
      valid_period: 30,
    });
    expect(created.image).toBe(`/media/goods/${created.id}.svg`);
  });

  it.each([
    { name: 'price above regular price', patch: { price: 5000, regular_price: 4000 }, field: 'price' },
    { name: 'empty name', patch: { name: '  ' }, field: 'name' },
    { name: 'foreign image URL', patch: { image: 'https://evil.example/x.png' }, field: 'image' },
    { name: 'zero valid period', patch: { valid_period: 0 }, field: 'valid_period' },
    { name: 'unknown brand', patch: { brand_id: 999999 }, field: 'brand_id' },
    { name: 'fractional price', patch: { price: 10.5 }, field: 'price' },
  ])('refuses $name with 400 and writes nothing', async ({ patch, field }) => {
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db);
    const before = (await ctx.db.select().from(auditLogs)).length;
    const res = await call('POST', '/api/admin/goods', {
      name: '검증용 상품',
      brand_id: brand.id,
      category_id: category.id,
      price: 1000,
      regular_price: 1000,
      valid_period: 30,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]?.[0]).toBeTruthy();
    expect((await ctx.db.select().from(auditLogs)).length).toBe(before);
  });

  it('answers 404 for a missing goods item', async () => {
    expect((await call('PUT', '/api/admin/goods/999999', { price: 1 })).statusCode).toBe(404);
  });
});

describe('brands and categories', () => {
  it('list each one with the number of goods it holds', async () => {
    const brand = await createBrand(ctx.db, '세는 브랜드');
    const category = await createCategory(ctx.db, '세는 카테고리');
    const empty = await createBrand(ctx.db, '빈 브랜드');
    for (let i = 0; i < 3; i++) await createGoods(ctx.db, { brandId: brand.id, categoryId: category.id });
    const brandList = (
      await staffData(pageSchema(adminBrandSchema), 'GET', '/api/admin/brands?page_size=100&q=브랜드')
    ).results;
    expect(brandList.find((b) => b.id === brand.id)?.goods_count).toBe(3);
    expect(brandList.find((b) => b.id === empty.id)?.goods_count).toBe(0);
    const categoryList = await staffData(z.array(adminCategorySchema), 'GET', '/api/admin/categories');
    expect(categoryList.find((c) => c.id === category.id)?.goods_count).toBe(3);
  });

  it('creates, edits and deletes a brand; a brand with goods cannot be deleted', async () => {
    const created = await call('POST', '/api/admin/brands', {
      name: '새 브랜드',
      color: '#112233',
      sort_order: 7,
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data.image).toBe(`/media/brands/${id}.svg`);
    const edited = await staffData(adminBrandSchema, 'PUT', `/api/admin/brands/${id}`, {
      name: '바뀐 브랜드',
    });
    expect(edited).toMatchObject({ name: '바뀐 브랜드', color: '#112233', sort_order: 7 });
    expect((await call('DELETE', `/api/admin/brands/${id}`)).statusCode).toBe(200);
    expect((await audits('brand', id)).map((r) => r.action)).toEqual([
      'brand.delete',
      'brand.update',
      'brand.create',
    ]);

    const used = await createGoods(ctx.db);
    const refused = await call('DELETE', `/api/admin/brands/${used.brandId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(M.brandInUse);
  });

  it('edits the category tree: add a child, refuse cycles, refuse deleting a parent or a used category', async () => {
    const root = (await call('POST', '/api/admin/categories', { name: '루트' })).body.data;
    const child = (await call('POST', '/api/admin/categories', { name: '자식', parent_id: root.id })).body
      .data;
    const grandchild = (await call('POST', '/api/admin/categories', { name: '손자', parent_id: child.id }))
      .body.data;
    expect(grandchild.parent_id).toBe(child.id);

    // Moving the root under its grandchild would make a cycle.
    const cycle = await call('PUT', `/api/admin/categories/${root.id}`, { parent_id: grandchild.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.body.message).toBe(M.categoryCycle);
    const self = await call('PUT', `/api/admin/categories/${root.id}`, { parent_id: root.id });
    expect(self.statusCode).toBe(400);

    // Moving the grandchild to the top level is fine, and the public tree follows.
    const moved = await call('PUT', `/api/admin/categories/${grandchild.id}`, {
      parent_id: null,
      sort_order: 3,
    });
    expect(moved.body.data).toMatchObject({ parent_id: null, sort_order: 3 });
    const tree = await api(ctx.app, 'GET', `/api/categories/${root.id}`);
    expect(JSON.stringify(tree.body.data)).not.toContain('손자');

    const parentDelete = await call('DELETE', `/api/admin/categories/${root.id}`);
    expect(parentDelete.statusCode).toBe(409);
    expect(parentDelete.body.message).toBe(M.categoryHasChildren);
    const used = await createGoods(ctx.db, { categoryId: child.id });
    expect(used.categoryId).toBe(child.id);
    expect((await call('DELETE', `/api/admin/categories/${child.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/categories/${grandchild.id}`)).statusCode).toBe(200);
    expect((await audits('category', grandchild.id)).map((r) => r.action)).toEqual([
      'category.delete',
      'category.update',
      'category.create',
    ]);
  });
});

describe('an edit that names no field', () => {
  it('changes nothing, answers the current row and writes no audit row (never a 500)', async () => {
    const goodsRow = await createGoods(ctx.db);
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db);
    const banner = (
      await call('POST', '/api/admin/banners', {
        title: '빈 수정 배너',
        image_pc: '/media/banners/1.svg',
        image_mobile: '/media/banners/1.svg',
      })
    ).body.data;
    for (const [type, url, id, name] of [
      ['goods', `/api/admin/goods/${goodsRow.id}`, goodsRow.id, goodsRow.name],
      ['brand', `/api/admin/brands/${brand.id}`, brand.id, brand.name],
      ['category', `/api/admin/categories/${category.id}`, category.id, category.name],
      ['banner', `/api/admin/banners/${banner.id}`, banner.id, '빈 수정 배너'],
    ] as const) {
      const before = (await audits(type, id)).length;
      // Unknown keys are dropped by the schema, so this is an empty patch too.
      for (const body of [{}, { unknown_field: 1 }]) {
        const res = await call('PUT', url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(200);
        expect(res.body.data.id).toBe(id);
        expect(res.body.data.name ?? res.body.data.title).toBe(name);
      }
      expect(await audits(type, id)).toHaveLength(before);
    }
  });
});

describe('banners', () => {
  it('creates an active banner within its period; members see it; deleting removes it', async () => {
    const image = (await upload(PNG)).body.data.url as string;
    const created = await call('POST', '/api/admin/banners', {
      title: '봄 프로모션',
      image_pc: image,
      image_mobile: image,
      link_url: '/products?event=spring',
      sort_order: 0,
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.id as number;
    const slides = await apiData(ctx.app, z.array(bannerSchema), 'GET', '/api/banners/slide');
    expect(slides.map((b) => b.id)).toContain(id);

    await call('PUT', `/api/admin/banners/${id}`, { is_active: false });
    expect(
      (await apiData(ctx.app, z.array(bannerSchema), 'GET', '/api/banners/slide')).map((b) => b.id),
    ).not.toContain(id);

    expect((await call('DELETE', `/api/admin/banners/${id}`)).statusCode).toBe(200);
    expect((await audits('banner', id)).map((r) => r.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.create',
    ]);
  });

  it.each([
    {
      name: 'an end before the start',
      body: { starts_at: '2026-03-02T00:00:00+09:00', ends_at: '2026-03-01T00:00:00+09:00' },
      field: 'ends_at',
    },
    { name: 'a javascript: link', body: { link_url: 'javascript:alert(1)' }, field: 'link_url' },
    { name: 'a missing PC image', body: { image_pc: '' }, field: 'image_pc' },
  ])('refuses $name with 400', async ({ body, field }) => {
    const res = await call('POST', '/api/admin/banners', {
      title: '검증 배너',
      image_pc: '/media/banners/1-pc.svg',
      image_mobile: '/media/banners/1-mobile.svg',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]?.[0]).toBeTruthy();
  });
});

describe('goods price is at least 1 won', () => {
  it('the staff API refuses 0', async () => {
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db);
    const res = await api(ctx.app, 'POST', '/api/admin/goods', {
      token: staff.token,
      body: {
        name: '공짜',
        brand_id: brand.id,
        category_id: category.id,
        price: 0,
        regular_price: 0,
        valid_period: 30,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.price?.[0]).toContain('1원 이상');
    const existing = await createGoods(ctx.db, { price: 1000 });
    const edit = await api(ctx.app, 'PUT', `/api/admin/goods/${existing.id}`, {
      token: staff.token,
      body: { price: 0 },
    });
    expect(edit.statusCode).toBe(400);
  });

  it('the database refuses 0 as well', async () => {
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db);
    await expect(
      ctx.db
        .insert(goods)
        .values({ name: '공짜', brandId: brand.id, categoryId: category.id, price: 0, regularPrice: 0 }),
    ).rejects.toThrow();
    await expectLedgerBalanced(ctx.db);
  });
});

describe('banner links are site-relative or http(s) only', () => {
  const banner = (link_url: string) =>
    api(ctx.app, 'POST', '/api/admin/banners', {
      token: staff.token,
      body: {
        title: '배너',
        image_pc: '/media/banners/1.svg',
        image_mobile: '/media/banners/1.svg',
        link_url,
      },
    });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'https:///x',
  ])('%s is refused', async (link) => {
    expect((await banner(link)).statusCode).toBe(400);
  });

  it.each(['/products?category=1', 'https://example.com/event', 'http://example.com/', ''])(
    '%j is accepted',
    async (link) => {
      expect((await banner(link)).statusCode).toBe(201);
    },
  );
});
