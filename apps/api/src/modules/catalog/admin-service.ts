import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BannerCreate,
  type BannerUpdate,
  type BrandCreate,
  type BrandUpdate,
  type CategoryCreate,
  type CategoryUpdate,
  type GoodsCreate,
  type GoodsUpdate,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPES,
  type UploadExt,
} from '@bizgift/domain/catalog';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { banners, brands, categories, goods } from '../../db/schema/catalog.ts';
import { escapeLike, isUniqueViolation } from '../../db/sql.ts';
import type { Page } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { recordAudit } from '../audit/audit.ts';
import type { CatalogService } from './service.ts';

export const CATALOG_ADMIN_MESSAGES = {
  goodsNotFound: '상품 정보를 찾을 수 없습니다.',
  brandNotFound: '브랜드를 찾을 수 없습니다.',
  categoryNotFound: '카테고리를 찾을 수 없습니다.',
  bannerNotFound: '배너를 찾을 수 없습니다.',
  brandInUse: '이 브랜드의 상품이 있어 삭제할 수 없습니다. 상품을 다른 브랜드로 옮기거나 판매 중지해주세요.',
  categoryHasChildren: '하위 카테고리가 있어 삭제할 수 없습니다. 하위 카테고리를 먼저 옮기거나 삭제해주세요.',
  categoryInUse: '이 카테고리의 상품이 있어 삭제할 수 없습니다. 상품을 다른 카테고리로 옮겨주세요.',
  categoryCycle: '카테고리를 자기 자신이나 하위 카테고리 아래로 옮길 수 없습니다.',
  priceAboveRegular: '판매가는 정가보다 클 수 없습니다.',
  priceBelowCost: '판매가는 공급사 매입가보다 낮을 수 없습니다.',
  supplierCodeTaken: '이미 다른 상품에 연결된 공급사 상품 코드입니다.',
  bannerPeriod: '종료일시는 시작일시보다 뒤여야 합니다.',
  uploadType: 'PNG, JPEG, WEBP, GIF 이미지만 올릴 수 있습니다.',
  uploadTooLarge: UPLOAD_TOO_LARGE,
  uploadMissing: '올릴 이미지 파일을 선택해주세요.',
} as const;

/** The real type of an image from its first bytes (the file name and the browser's word are not trusted). */
export function sniffImage(bytes: Uint8Array): UploadExt | null {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (at(4, 0x37, 0x61) || at(4, 0x39, 0x61))) return 'gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/**
 * Stores image bytes under `uploadDir` with a random name and the extension of their sniffed type;
 * answers the URL they are served at (/media/uploads/<name>), or null for bytes that are not a
 * PNG, JPEG, WEBP or GIF of at most UPLOAD_MAX_BYTES. Staff uploads and supplier images alike.
 */
export async function storeImage(
  uploadDir: string,
  bytes: Uint8Array,
): Promise<{ url: string; name: string; ext: UploadExt } | null> {
  const ext = sniffImage(bytes);
  if (!ext || bytes.length > UPLOAD_MAX_BYTES) return null;
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await mkdir(uploadDir, { recursive: true });
  await writeFile(path.join(uploadDir, name), bytes, { flag: 'wx' });
  return { url: `/media/uploads/${name}`, name, ext };
}

type GoodsRow = typeof goods.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

const goodsDto = (g: GoodsRow, brand?: string | null, category?: string | null) => ({
  id: g.id,
  name: g.name,
  brand_id: g.brandId,
  brand: brand ?? null,
  category_id: g.categoryId,
  category: category ?? null,
  price: String(g.price),
  regular_price: String(g.regularPrice),
  valid_period: g.validPeriod,
  is_corporate_only: g.isCorporateOnly,
  is_on_sale: g.isOnSale,
  image: g.image,
  product_introduction: g.productIntroduction,
  usage_guide: g.usageGuide,
  store_info: g.storeInfo,
  precautions: g.precautions,
  sold_count: g.soldCount,
  supplier_goods_code: g.supplierGoodsCode,
  supplier_price: g.supplierPrice === null ? null : String(g.supplierPrice),
  supplier_state: g.supplierState,
  created_at: g.createdAt.toISOString(),
  updated_at: g.updatedAt.toISOString(),
});

const brandDto = (b: BrandRow, goodsCount?: number | null) => ({
  id: b.id,
  name: b.name,
  color: b.color,
  image: b.image,
  sort_order: b.sortOrder,
  goods_count: goodsCount ?? 0,
  created_at: b.createdAt.toISOString(),
});

const categoryDto = (c: CategoryRow, goodsCount?: number | null) => ({
  id: c.id,
  name: c.name,
  parent_id: c.parentId,
  sort_order: c.sortOrder,
  goods_count: goodsCount ?? 0,
});

const bannerDto = (b: BannerRow) => ({
  id: b.id,
  title: b.title,
  image_pc: b.imagePc,
  image_mobile: b.imageMobile,
  link_url: b.linkUrl,
  sort_order: b.sortOrder,
  is_active: b.isActive,
  starts_at: b.startsAt?.toISOString() ?? null,
  ends_at: b.endsAt?.toISOString() ?? null,
  created_at: b.createdAt.toISOString(),
});

/** What the audit row keeps of a goods item: everything but the long texts' bodies. */
const goodsAudit = (g: GoodsRow) => ({
  name: g.name,
  brand_id: g.brandId,
  category_id: g.categoryId,
  price: g.price,
  regular_price: g.regularPrice,
  valid_period: g.validPeriod,
  is_corporate_only: g.isCorporateOnly,
  is_on_sale: g.isOnSale,
  image: g.image,
  supplier_goods_code: g.supplierGoodsCode,
});

function supplierCodeTaken(error: unknown): never {
  if (isUniqueViolation(error, 'goods_supplier_code_key')) {
    throw badRequest(CATALOG_ADMIN_MESSAGES.supplierCodeTaken, {
      supplier_goods_code: [CATALOG_ADMIN_MESSAGES.supplierCodeTaken],
    });
  }
  throw error;
}

/**
 * Staff side of the catalogue: goods, brands, categories, banners and image uploads. Every change
 * writes its audit row in the same transaction and clears the public response cache at once (the
 * database's change notification clears it too, in every process).
 */
export class CatalogAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly uploadDir: string,
  ) {}

  private async change<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await this.db.transaction((tx) => work(tx));
    this.catalog.cache.clear();
    return result;
  }

  // ── Goods ──────────────────────────────────────────────────────────────────────────────

  async listGoods(
    filters: { q?: string; brandId?: number; categoryId?: number; onSale?: boolean },
    pageReq: PageRequest,
  ): Promise<Page<ReturnType<typeof goodsDto>>> {
    const conds: SQL[] = [];
    if (filters.q) {
      const text = `%${escapeLike(filters.q)}%`;
      const asId = /^\d{1,15}$/.test(filters.q) ? [eq(goods.id, Number(filters.q))] : [];
      conds.push(
        or(ilike(goods.name, text), ilike(brands.name, text), ilike(goods.supplierGoodsCode, text), ...asId)!,
      );
    }
    if (filters.brandId) conds.push(eq(goods.brandId, filters.brandId));
    if (filters.categoryId) conds.push(eq(goods.categoryId, filters.categoryId));
    if (filters.onSale !== undefined) conds.push(eq(goods.isOnSale, filters.onSale));
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ g: goods, brand: brands.name, category: categories.name })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .leftJoin(categories, eq(categories.id, goods.categoryId))
        .where(where)
        .orderBy(desc(goods.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(goods).innerJoin(brands, eq(brands.id, goods.brandId)).where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map((r) => goodsDto(r.g, r.brand, r.category)),
    );
  }

  async getGoods(id: number) {
    const [row] = await this.db
      .select({ g: goods, brand: brands.name, category: categories.name })
      .from(goods)
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .leftJoin(categories, eq(categories.id, goods.categoryId))
      .where(eq(goods.id, id))
      .limit(1);
    if (!row) throw notFound(CATALOG_ADMIN_MESSAGES.goodsNotFound);
    return goodsDto(row.g, row.brand, row.category);
  }

  private async checkGoodsRefs(tx: DbOrTx, input: GoodsUpdate) {
    if (input.brand_id !== undefined) {
      const [b] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id));
      if (!b)
        throw badRequest(CATALOG_ADMIN_MESSAGES.brandNotFound, {
          brand_id: [CATALOG_ADMIN_MESSAGES.brandNotFound],
        });
    }
    if (input.category_id !== undefined) {
      const [c] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.category_id));
      if (!c) {
        throw badRequest(CATALOG_ADMIN_MESSAGES.categoryNotFound, {
          category_id: [CATALOG_ADMIN_MESSAGES.categoryNotFound],
        });
      }
    }
  }

  private static goodsValues(input: GoodsUpdate) {
    return {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.brand_id !== undefined && { brandId: input.brand_id }),
      ...(input.category_id !== undefined && { categoryId: input.category_id }),
      ...(input.price !== undefined && { price: input.price }),
      ...(input.regular_price !== undefined && { regularPrice: input.regular_price }),
      ...(input.valid_period !== undefined && { validPeriod: input.valid_period }),
      ...(input.is_corporate_only !== undefined && { isCorporateOnly: input.is_corporate_only }),
      ...(input.is_on_sale !== undefined && { isOnSale: input.is_on_sale }),
      ...(input.image !== undefined && { image: input.image }),
      ...(input.product_introduction !== undefined && { productIntroduction: input.product_introduction }),
      ...(input.usage_guide !== undefined && { usageGuide: input.usage_guide }),
      ...(input.store_info !== undefined && { storeInfo: input.store_info }),
      ...(input.precautions !== undefined && { precautions: input.precautions }),
      ...(input.supplier_goods_code !== undefined && { supplierGoodsCode: input.supplier_goods_code }),
    };
  }

  async createGoods(staffId: number, input: GoodsCreate) {
    if (input.price > input.regular_price) {
      throw badRequest(CATALOG_ADMIN_MESSAGES.priceAboveRegular, {
        price: [CATALOG_ADMIN_MESSAGES.priceAboveRegular],
      });
    }
    const id = await this.change(async (tx) => {
      await this.checkGoodsRefs(tx, input);
      const [row] = await tx
        .insert(goods)
        .values(CatalogAdminService.goodsValues(input) as typeof goods.$inferInsert)
        .returning()
        .catch(supplierCodeTaken);
      let created = row!;
      if (!created.image) {
        // No upload: the generated artwork, like the demo catalogue.
        [created] = await tx
          .update(goods)
          .set({ image: `/media/goods/${created.id}.svg` })
          .where(eq(goods.id, created.id))
          .returning();
      }
      await recordAudit(tx, {
        staffId,
        action: 'goods.create',
        targetId: created!.id,
        after: goodsAudit(created!),
      });
      return created!.id;
    });
    return this.getGoods(id);
  }

  async updateGoods(staffId: number, id: number, input: GoodsUpdate) {
    await this.change(async (tx) => {
      const [before] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
      if (!before) throw notFound(CATALOG_ADMIN_MESSAGES.goodsNotFound);
      const price = input.price ?? before.price;
      const regular = input.regular_price ?? before.regularPrice;
      if (price > regular) {
        throw badRequest(CATALOG_ADMIN_MESSAGES.priceAboveRegular, {
          price: [CATALOG_ADMIN_MESSAGES.priceAboveRegular],
        });
      }
      // Never below cost: what one voucher of these goods costs us at the supplier.
      if (before.supplierPrice !== null && price < before.supplierPrice) {
        throw badRequest(CATALOG_ADMIN_MESSAGES.priceBelowCost, {
          price: [CATALOG_ADMIN_MESSAGES.priceBelowCost],
        });
      }
      await this.checkGoodsRefs(tx, input);
      const values = CatalogAdminService.goodsValues(input);
      // Nothing named: nothing changes, so no audit row either.
      if (Object.keys(values).length === 0) return;
      if (values.image === '') values.image = `/media/goods/${id}.svg`;
      const [after] = await tx
        .update(goods)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(goods.id, id))
        .returning()
        .catch(supplierCodeTaken);
      const onlySale = Object.keys(input).length === 1 && input.is_on_sale !== undefined;
      await recordAudit(tx, {
        staffId,
        action: onlySale ? (input.is_on_sale ? 'goods.on_sale' : 'goods.off_sale') : 'goods.update',
        targetId: id,
        before: goodsAudit(before),
        after: goodsAudit(after!),
      });
    });
    return this.getGoods(id);
  }

  // ── Brands ─────────────────────────────────────────────────────────────────────────────

  async listBrands(filters: { q?: string }, pageReq: PageRequest) {
    const where = filters.q ? ilike(brands.name, `%${escapeLike(filters.q)}%`) : undefined;
    const perBrand = this.db
      .select({ brandId: goods.brandId, n: count().as('n') })
      .from(goods)
      .groupBy(goods.brandId)
      .as('per_brand');
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ b: brands, n: perBrand.n })
        .from(brands)
        .leftJoin(perBrand, eq(perBrand.brandId, brands.id))
        .where(where)
        .orderBy(asc(brands.sortOrder), asc(brands.name), asc(brands.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(brands).where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map((r) => brandDto(r.b, r.n)),
    );
  }

  async createBrand(staffId: number, input: BrandCreate) {
    return this.change(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ name: input.name, color: input.color, image: input.image, sortOrder: input.sort_order })
        .returning();
      let created = row!;
      if (!created.image) {
        [created] = await tx
          .update(brands)
          .set({ image: `/media/brands/${created.id}.svg` })
          .where(eq(brands.id, created.id))
          .returning();
      }
      await recordAudit(tx, {
        staffId,
        action: 'brand.create',
        targetId: created!.id,
        after: brandDto(created!),
      });
      return brandDto(created!);
    });
  }

  async updateBrand(staffId: number, id: number, input: BrandUpdate) {
    return this.change(async (tx) => {
      const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      if (!before) throw notFound(CATALOG_ADMIN_MESSAGES.brandNotFound);
      const values = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.color !== undefined && { color: input.color }),
        ...(input.image !== undefined && { image: input.image || `/media/brands/${id}.svg` }),
        ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
      };
      if (Object.keys(values).length === 0) return brandDto(before);
      const [after] = await tx.update(brands).set(values).where(eq(brands.id, id)).returning();
      await recordAudit(tx, {
        staffId,
        action: 'brand.update',
        targetId: id,
        before: brandDto(before),
        after: brandDto(after!),
      });
      return brandDto(after!);
    });
  }

  async deleteBrand(staffId: number, id: number) {
    await this.change(async (tx) => {
      const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      if (!before) throw notFound(CATALOG_ADMIN_MESSAGES.brandNotFound);
      const [used] = await tx.select({ n: count() }).from(goods).where(eq(goods.brandId, id));
      if ((used?.n ?? 0) > 0) throw conflict(CATALOG_ADMIN_MESSAGES.brandInUse, 'in_use');
      await tx.delete(brands).where(eq(brands.id, id));
      await recordAudit(tx, {
        staffId,
        action: 'brand.delete',
        targetId: id,
        before: brandDto(before),
      });
    });
  }

  // ── Categories (a tree: parent_id, sort_order) ─────────────────────────────────────────

  async listCategories() {
    // A join, not a correlated subquery: drizzle writes a one-table select's columns unqualified,
    // so `goods.category_id = categories.id` inside one compared goods with itself (counts of 0 and 1).
    const perCategory = this.db
      .select({ categoryId: goods.categoryId, n: count().as('n') })
      .from(goods)
      .groupBy(goods.categoryId)
      .as('per_category');
    const rows = await this.db
      .select({ c: categories, n: perCategory.n })
      .from(categories)
      .leftJoin(perCategory, eq(perCategory.categoryId, categories.id))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    return rows.map((r) => categoryDto(r.c, r.n));
  }

  private async checkParent(tx: DbOrTx, id: number | null, parentId: number | null) {
    if (parentId === null) return;
    const rows = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const parents = new Map(rows.map((r) => [r.id, r.parentId]));
    if (!parents.has(parentId)) {
      throw badRequest(CATALOG_ADMIN_MESSAGES.categoryNotFound, {
        parent_id: [CATALOG_ADMIN_MESSAGES.categoryNotFound],
      });
    }
    // Walking up from the new parent must never reach the category itself.
    const seen = new Set<number>();
    for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parents.get(at)) {
      if (at === id) {
        throw badRequest(CATALOG_ADMIN_MESSAGES.categoryCycle, {
          parent_id: [CATALOG_ADMIN_MESSAGES.categoryCycle],
        });
      }
      seen.add(at);
    }
  }

  async createCategory(staffId: number, input: CategoryCreate) {
    return this.change(async (tx) => {
      await this.checkParent(tx, null, input.parent_id);
      const [created] = await tx
        .insert(categories)
        .values({ name: input.name, parentId: input.parent_id, sortOrder: input.sort_order })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'category.create',
        targetId: created!.id,
        after: categoryDto(created!),
      });
      return categoryDto(created!);
    });
  }

  async updateCategory(staffId: number, id: number, input: CategoryUpdate) {
    return this.change(async (tx) => {
      // Serialise tree edits: two moves at once could otherwise build a cycle together.
      await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound(CATALOG_ADMIN_MESSAGES.categoryNotFound);
      if (input.parent_id !== undefined) await this.checkParent(tx, id, input.parent_id);
      const values = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.parent_id !== undefined && { parentId: input.parent_id }),
        ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
      };
      if (Object.keys(values).length === 0) return categoryDto(before);
      const [after] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
      await recordAudit(tx, {
        staffId,
        action: 'category.update',
        targetId: id,
        before: categoryDto(before),
        after: categoryDto(after!),
      });
      return categoryDto(after!);
    });
  }

  async deleteCategory(staffId: number, id: number) {
    await this.change(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound(CATALOG_ADMIN_MESSAGES.categoryNotFound);
      const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
      if ((children?.n ?? 0) > 0) throw conflict(CATALOG_ADMIN_MESSAGES.categoryHasChildren, 'has_children');
      const [used] = await tx.select({ n: count() }).from(goods).where(eq(goods.categoryId, id));
      if ((used?.n ?? 0) > 0) throw conflict(CATALOG_ADMIN_MESSAGES.categoryInUse, 'in_use');
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, {
        staffId,
        action: 'category.delete',
        targetId: id,
        before: categoryDto(before),
      });
    });
  }

  // ── Banners ────────────────────────────────────────────────────────────────────────────

  async listBanners() {
    const rows = await this.db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
    return rows.map(bannerDto);
  }

  private static bannerValues(input: BannerUpdate) {
    return {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.image_pc !== undefined && { imagePc: input.image_pc }),
      ...(input.image_mobile !== undefined && { imageMobile: input.image_mobile }),
      ...(input.link_url !== undefined && { linkUrl: input.link_url }),
      ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
      ...(input.is_active !== undefined && { isActive: input.is_active }),
      ...(input.starts_at !== undefined && { startsAt: input.starts_at ? new Date(input.starts_at) : null }),
      ...(input.ends_at !== undefined && { endsAt: input.ends_at ? new Date(input.ends_at) : null }),
    };
  }

  private static checkPeriod(startsAt: Date | null, endsAt: Date | null) {
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw badRequest(CATALOG_ADMIN_MESSAGES.bannerPeriod, {
        ends_at: [CATALOG_ADMIN_MESSAGES.bannerPeriod],
      });
    }
  }

  async createBanner(staffId: number, input: BannerCreate) {
    const values = CatalogAdminService.bannerValues(input);
    CatalogAdminService.checkPeriod(values.startsAt ?? null, values.endsAt ?? null);
    return this.change(async (tx) => {
      const [created] = await tx
        .insert(banners)
        .values(values as typeof banners.$inferInsert)
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'banner.create',
        targetId: created!.id,
        after: bannerDto(created!),
      });
      return bannerDto(created!);
    });
  }

  async updateBanner(staffId: number, id: number, input: BannerUpdate) {
    return this.change(async (tx) => {
      const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!before) throw notFound(CATALOG_ADMIN_MESSAGES.bannerNotFound);
      const values = CatalogAdminService.bannerValues(input);
      CatalogAdminService.checkPeriod(
        values.startsAt !== undefined ? values.startsAt : before.startsAt,
        values.endsAt !== undefined ? values.endsAt : before.endsAt,
      );
      if (Object.keys(values).length === 0) return bannerDto(before);
      const [after] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
      await recordAudit(tx, {
        staffId,
        action: 'banner.update',
        targetId: id,
        before: bannerDto(before),
        after: bannerDto(after!),
      });
      return bannerDto(after!);
    });
  }

  async deleteBanner(staffId: number, id: number) {
    await this.change(async (tx) => {
      const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
      if (!before) throw notFound(CATALOG_ADMIN_MESSAGES.bannerNotFound);
      await recordAudit(tx, {
        staffId,
        action: 'banner.delete',
        targetId: id,
        before: bannerDto(before),
      });
    });
  }

  // ── Uploads ────────────────────────────────────────────────────────────────────────────

  /**
   * Stores an image under DATA_DIR/uploads with a random name and the extension of its sniffed
   * type; answers the URL it is served at (/media/uploads/<name>).
   */
  async upload(staffId: number, bytes: Buffer, originalName: string) {
    // The name is kept only as a note in the audit row (control characters removed); it never
    // names the stored file or decides its type.
    const ext = sniffImage(bytes);
    if (!ext)
      throw badRequest(CATALOG_ADMIN_MESSAGES.uploadType, { file: [CATALOG_ADMIN_MESSAGES.uploadType] });
    if (bytes.length > UPLOAD_MAX_BYTES) {
      throw badRequest(CATALOG_ADMIN_MESSAGES.uploadTooLarge, {
        file: [CATALOG_ADMIN_MESSAGES.uploadTooLarge],
      });
    }
    const stored = await storeImage(this.uploadDir, bytes);
    if (!stored)
      throw badRequest(CATALOG_ADMIN_MESSAGES.uploadType, { file: [CATALOG_ADMIN_MESSAGES.uploadType] });
    const { url, name } = stored;
    await recordAudit(this.db, {
      staffId,
      action: 'upload.create',
      targetId: name,
      after: {
        url,
        bytes: bytes.length,
        type: UPLOAD_TYPES[ext],
        original_name: originalName.replace(/\p{Cc}/gu, '').slice(0, 200),
      },
    });
    return { url, content_type: UPLOAD_TYPES[ext], size: bytes.length };
  }
}
