import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, won } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: fk('parent_id'),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  /** Brand colour used by the generated artwork. */
  color: text('color').notNull().default('#1f6feb'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const goods = pgTable(
  'goods',
  {
    id: id(),
    name: text('name').notNull(),
    brandId: fk('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: fk('category_id')
      .notNull()
      .references(() => categories.id),
    price: won('price').notNull(),
    regularPrice: won('regular_price').notNull(),
    validPeriod: integer('valid_period').notNull().default(30),
    isCorporateOnly: boolean('is_corporate_only').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(true),
    image: text('image').notNull().default(''),
    productIntroduction: text('product_introduction').notNull().default(''),
    usageGuide: text('usage_guide').notNull().default(''),
    storeInfo: text('store_info').notNull().default(''),
    precautions: text('precautions').notNull().default(''),
    /** The supplier's code for these goods (Giftishow `goodsCode`); what the voucher issuer issues. */
    supplierGoodsCode: text('supplier_goods_code'),
    /** What one voucher costs us at the supplier (Giftishow `discountPrice`), kept by the supplier sync. */
    supplierPrice: won('supplier_price'),
    /**
     * The supplier's word on these goods at the last sync: `SALE`, its other state code (`SUS`…),
     * `ENDED` (past its end date) or `GONE` (left the list). Not `SALE` = taken off sale by the sync.
     */
    supplierState: text('supplier_state'),
    /** The supplier image URL our stored copy (`image`) was downloaded from. */
    supplierImageUrl: text('supplier_image_url'),
    /** Units sold in total; kept by the order service so 'popular' needs no aggregate. */
    soldCount: integer('sold_count').notNull().default(0),
    /**
     * Units sold in the last 7 days (the weekly best). Counted per order and recomputed from
     * goods_sales_daily when the day changes (modules/catalog/sales.ts).
     */
    weeklySold: integer('weekly_sold').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('goods_price_positive', sql`${t.price} >= 1 and ${t.regularPrice} >= 1`),
    index('goods_brand_idx').on(t.brandId),
    index('goods_category_idx').on(t.categoryId),
    index('goods_price_idx').on(t.price),
    // Ascending (NULLS LAST) indexes scanned backwards serve ORDER BY … DESC (NULLS FIRST) exactly.
    index('goods_weekly_best_idx').on(t.weeklySold, t.soldCount, t.id),
    index('goods_popular_idx').on(t.soldCount, t.id),
    index('goods_created_idx').on(t.createdAt),
    uniqueIndex('goods_supplier_code_key').on(t.supplierGoodsCode),
  ],
);

/**
 * What search reads, one row per goods: the lower-cased name and brand name, their grams, and the
 * filter and ordering columns. Kept by database triggers (migration 0005) on every write to goods
 * and every brand rename, so any writer keeps it right. Each ordering has an index that also holds
 * the search text, so an ordered walk checks a term without leaving the index (index-only).
 */
export const goodsSearch = pgTable(
  'goods_search',
  {
    goodsId: fk('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    isOnSale: boolean('is_on_sale').notNull(),
    brandId: fk('brand_id').notNull(),
    categoryId: fk('category_id').notNull(),
    price: won('price').notNull(),
    regularPrice: won('regular_price').notNull(),
    soldCount: integer('sold_count').notNull(),
    weeklySold: integer('weekly_sold').notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * lower(name) || E'\n' || lower(brand name): one strpos checks both. A term never holds a line
     * break (search terms are whitespace-normalised), so no match spans the two.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The 1- and 2-character substrings of the lower-cased name and of the lower-cased brand name,
     * taken apart so none spans the two, each packed into an int (migration 0006): a GIN index on
     * it finds a term's candidates, Korean one- and two-syllable words included (which pg_trgm does
     * not index), without extensions; strpos on the names decides. Ints keep the row narrow.
     */
    gramCodes: integer('gram_codes').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [
    index('goods_search_gram_codes_idx').using('gin', t.gramCodes),
    index('goods_search_weekly_best_idx').on(t.weeklySold, t.soldCount, t.goodsId, t.searchText),
    index('goods_search_popular_idx').on(t.soldCount, t.goodsId, t.searchText),
    index('goods_search_price_idx').on(t.price, t.goodsId, t.searchText),
    index('goods_search_newest_idx').on(t.goodsId, t.searchText),
  ],
);

/** Units sold per goods per day (Asia/Seoul), the source of the weekly best. Small: goods × days sold. */
export const goodsSalesDaily = pgTable(
  'goods_sales_daily',
  {
    goodsId: fk('goods_id')
      .notNull()
      .references(() => goods.id),
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.day] }), index('goods_sales_daily_day_idx').on(t.day)],
);

/**
 * One run of the supplier catalogue sync (modules/supplier): its counts and the margin rule it
 * priced with. At most one runs at a time (the partial unique index): a second is refused.
 */
export const supplierSyncs = pgTable(
  'supplier_syncs',
  {
    id: id(),
    /** `manual` (staff, POST /api/admin/supplier/sync) or `daily` (the job). */
    trigger: text('trigger').notNull(),
    staffId: fk('staff_id'),
    /** running → done | failed */
    status: text('status').notNull().default('running'),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    discontinued: integer('discontinued').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    /** Supplier rows that could not be imported (no code, no price). */
    skipped: integer('skipped').notNull().default(0),
    margin: jsonb('margin'),
    error: text('error'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('supplier_syncs_running_key').on(t.status).where(sql`${t.status} = 'running'`),
    index('supplier_syncs_started_idx').on(t.startedAt),
  ],
);

/** What one sync changed per goods: `{field: [before, after]}` (created: after only). */
export const supplierSyncChanges = pgTable(
  'supplier_sync_changes',
  {
    id: id(),
    syncId: fk('sync_id')
      .notNull()
      .references(() => supplierSyncs.id, { onDelete: 'cascade' }),
    goodsId: fk('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    supplierGoodsCode: text('supplier_goods_code').notNull(),
    /** created | updated | discontinued */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    diff: jsonb('diff').notNull(),
  },
  (t) => [index('supplier_sync_changes_sync_idx').on(t.syncId, t.id)],
);

export const banners = pgTable('banners', {
  id: id(),
  title: text('title').notNull(),
  imagePc: text('image_pc').notNull(),
  imageMobile: text('image_mobile').notNull(),
  linkUrl: text('link_url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  createdAt: createdAt(),
});
