import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
    /** Units sold in total; kept by the order service so 'popular' needs no aggregate. */
    soldCount: integer('sold_count').notNull().default(0),
    /**
     * Units sold in the last 7 days (the weekly best). Kept by `recordSales` and recomputed from
     * goods_sales_daily when the day changes (modules/catalog/sales.ts).
     */
    weeklySold: integer('weekly_sold').notNull().default(0),
    /**
     * Lower-cased 1- and 2-character substrings of the goods name and its brand name, kept by a
     * database trigger (migration 0002+): a GIN index on it answers substring search, Korean
     * two-syllable words included, on every PostgreSQL without extensions.
     */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('goods_brand_idx').on(t.brandId),
    index('goods_category_idx').on(t.categoryId),
    index('goods_price_idx').on(t.price),
    // Ascending (NULLS LAST) indexes scanned backwards serve ORDER BY … DESC (NULLS FIRST) exactly.
    index('goods_weekly_best_idx').on(t.weeklySold, t.soldCount, t.id),
    index('goods_popular_idx').on(t.soldCount, t.id),
    index('goods_created_idx').on(t.createdAt),
    index('goods_search_grams_idx').using('gin', t.searchGrams),
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
