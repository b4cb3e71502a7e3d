import type {
  BannerDto,
  BrandDto,
  BrandOrdering,
  CategoryNode,
  GoodsDto,
  GoodsOrdering,
} from '@bizgift/domain/catalog';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { banners, brands, categories, goods, goodsSearch } from '../../db/schema/catalog.ts';
import type { Page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { ResponseCache } from '../../http/response-cache.ts';
import { refreshWeeklySales, salesDay } from './sales.ts';

/** sort = the weekly best (units sold in the last 7 days, then all time), the default. */
export { BRAND_ORDERINGS, GOODS_ORDERINGS } from '@bizgift/domain/catalog';
export type { BrandOrdering, GoodsOrdering };

/** Goods created this many days ago or later count as new (is_new filter, NEW badges). */
export const NEW_GOODS_DAYS = 30;

export const GOODS_NOT_FOUND = '상품 정보를 찾을 수 없습니다.';
export const CATEGORY_NOT_FOUND = '카테고리를 찾을 수 없습니다.';

const goodsColumns = {
  id: goods.id,
  name: goods.name,
  image: goods.image,
  price: goods.price,
  regularPrice: goods.regularPrice,
  validPeriod: goods.validPeriod,
  brandId: goods.brandId,
  categoryId: goods.categoryId,
  isCorporateOnly: goods.isCorporateOnly,
  productIntroduction: goods.productIntroduction,
  usageGuide: goods.usageGuide,
  storeInfo: goods.storeInfo,
  precautions: goods.precautions,
  createdAt: goods.createdAt,
  brandName: brands.name,
};

type GoodsRow = {
  [K in keyof typeof goodsColumns]: K extends 'brandName'
    ? string
    : (typeof goods.$inferSelect)[Exclude<K, 'brandName'>];
};

function toGoodsDto(g: GoodsRow): GoodsDto {
  return {
    id: g.id,
    name: g.name,
    image: g.image,
    price: String(g.price),
    regular_price: String(g.regularPrice),
    valid_period: g.validPeriod,
    brand: g.brandName,
    brand_id: g.brandId,
    category_id: g.categoryId,
    is_corporate_only: g.isCorporateOnly,
    product_introduction: g.productIntroduction,
    usage_guide: g.usageGuide,
    store_info: g.storeInfo,
    precautions: g.precautions,
    created_at: new Date(g.createdAt).toISOString(),
  };
}

/** What a goods list filters and sorts by: the same columns, with the same values, in goods and goods_search. */
interface ListColumns {
  id: AnyPgColumn;
  isOnSale: AnyPgColumn;
  categoryId: AnyPgColumn;
  brandId: AnyPgColumn;
  price: AnyPgColumn;
  regularPrice: AnyPgColumn;
  createdAt: AnyPgColumn;
  soldCount: AnyPgColumn;
  weeklySold: AnyPgColumn;
}

const goodsList: ListColumns = {
  id: goods.id,
  isOnSale: goods.isOnSale,
  categoryId: goods.categoryId,
  brandId: goods.brandId,
  price: goods.price,
  regularPrice: goods.regularPrice,
  createdAt: goods.createdAt,
  soldCount: goods.soldCount,
  weeklySold: goods.weeklySold,
};

const searchList: ListColumns = {
  id: goodsSearch.goodsId,
  isOnSale: goodsSearch.isOnSale,
  categoryId: goodsSearch.categoryId,
  brandId: goodsSearch.brandId,
  price: goodsSearch.price,
  regularPrice: goodsSearch.regularPrice,
  createdAt: goodsSearch.createdAt,
  soldCount: goodsSearch.soldCount,
  weeklySold: goodsSearch.weeklySold,
};

type SortColumns = Pick<ListColumns, 'id' | 'price' | 'soldCount' | 'weeklySold'>;

function orderBy(c: SortColumns, ordering: GoodsOrdering): SQL[] {
  switch (ordering) {
    case 'sort':
      return [desc(c.weeklySold), desc(c.soldCount), desc(c.id)];
    case '-id':
      return [desc(c.id)];
    case 'price_low':
      return [asc(c.price), desc(c.id)];
    case 'price_high':
      return [desc(c.price), desc(c.id)];
    case 'popular':
      return [desc(c.soldCount), desc(c.id)];
  }
}

function listFilters(c: ListColumns, query: GoodsQuery): SQL[] {
  const conds: SQL[] = [eq(c.isOnSale, true)];
  if (query.categoryIds?.length) {
    const ids = sql.join(
      query.categoryIds.map((id) => sql`${id}`),
      sql`, `,
    );
    conds.push(sql`${c.categoryId} in (
      with recursive tree(id) as (
        select id from ${categories} where id in (${ids})
        union select c.id from ${categories} c join tree on c.parent_id = tree.id)
      select id from tree)`);
  }
  if (query.brandIds?.length) conds.push(inArray(c.brandId, query.brandIds));
  if (query.discounted) conds.push(gt(c.regularPrice, c.price));
  if (query.isNew) conds.push(gte(c.createdAt, new Date(Date.now() - NEW_GOODS_DAYS * 86_400_000)));
  return conds;
}

/** The ids of one page of a ranking. */
function pageOfIds(ranking: readonly number[], pageReq: PageRequest): number[] {
  const offset = offsetOf(pageReq);
  return ranking.slice(offset, offset + pageReq.pageSize);
}

/** A list count depends on the filter only (page and ordering do not change it). */
function countKey(query: GoodsQuery, search = ''): string {
  // is_new depends on the clock, so its counts are not shared across time beyond the cache TTL.
  return JSON.stringify([
    query.categoryIds ?? [],
    query.brandIds ?? [],
    search,
    !!query.discounted,
    !!query.isNew,
  ]);
}

/**
 * Index rows an ordered walk may read per match of the term before it gives up. Reading one row of
 * an ordering index that holds search_text costs ~0.2 µs; fetching and sorting one match costs
 * ~2 µs (100,000-goods bench fixture), so a walk that gives up has cost at most what the sort does.
 */
const WALK_ROWS_PER_MATCH = 8;

/**
 * Terms with at most this many matches are ranked whole and the ranking kept (10,000 ids at most).
 * At 100,000 goods, ranking 6,666 matches takes ~20 ms once and a page of the kept ranking ~1.5 ms,
 * where a walk to matches that lie below the 20,000 bestsellers took ~8 ms every time
 * (docs/performance.md).
 */
const RANK_AT_MOST = 10_000;

export interface GoodsQuery {
  ordering: GoodsOrdering;
  categoryIds?: number[];
  brandIds?: number[];
  /** Trimmed; matched as a case-insensitive substring of the goods name or the brand name. */
  search?: string;
  discounted?: boolean;
  isNew?: boolean;
}

export class CatalogService {
  /** Serialized public responses; cleared when the catalogue changes. */
  readonly cache = new ResponseCache();
  private weeklyDay = '';
  private weeklyRefresh: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  /**
   * Built once and prepared by name, since every page of a kept ranking runs it: no SQL building
   * per request, and PostgreSQL plans it once per connection.
   */
  private readonly goodsByIds;

  constructor(
    private readonly db: Db,
    private readonly database?: Pick<Database, 'listen'>,
    /** Tests change these to run each plan (rank, walk, a walk that gives up) on the same goods. */
    private readonly plans = { rankAtMost: RANK_AT_MOST, walkRowsPerMatch: WALK_ROWS_PER_MATCH },
  ) {
    this.goodsByIds = db
      .select(goodsColumns)
      .from(goods)
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .where(sql`${goods.id} = any(${sql.placeholder('ids')}::bigint[])`)
      .prepare('catalog_goods_by_ids');
  }

  /** Subscribes the response cache to the database's catalogue change notifications. */
  async watchChanges(): Promise<void> {
    if (!this.database || this.unlisten) return;
    this.unlisten = await this.database.listen('catalog_changed', () => this.cache.clear());
  }

  async stopWatching(): Promise<void> {
    const stop = this.unlisten;
    this.unlisten = null;
    await stop?.();
  }

  /** The weekly counters decay by day: recompute them once per process per sales day. */
  private async ensureWeeklyFresh(): Promise<void> {
    const today = salesDay();
    if (this.weeklyDay === today) return;
    this.weeklyRefresh ??= refreshWeeklySales(this.db, today)
      .then(() => {
        this.weeklyDay = today;
      })
      .finally(() => {
        this.weeklyRefresh = null;
      });
    await this.weeklyRefresh;
  }

  async listGoods(query: GoodsQuery, pageReq: PageRequest): Promise<Page<GoodsDto>> {
    if (query.ordering === 'sort') await this.ensureWeeklyFresh();
    // As the route does; search_text relies on it (a line break separates name and brand name).
    const search = query.search?.trim().replace(/\s+/g, ' ');
    if (search) return this.searchGoods(query, search, pageReq);
    const where = and(...listFilters(goodsList, query));
    const [rows, total] = await Promise.all([
      this.db
        .select(goodsColumns)
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .where(where)
        .orderBy(...orderBy(goodsList, query.ordering))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.cache.count(countKey(query), async () => {
        const [row] = await this.db.select({ n: count() }).from(goods).where(where);
        return row?.n ?? 0;
      }),
    ]);
    return pageOf(pageReq, total, rows.map(toGoodsDto));
  }

  /**
   * A term is answered from goods_search. Its count (cached per filter) comes from the gram index.
   * A page comes from one of two plans, chosen here because the planner cannot know how a term's
   * matches spread over an ordering (bestsellers cluster by brand and kind):
   * - up to RANK_AT_MOST matches: every match from the gram index, ranked once and kept, so the
   *   term's other pages, orderings already asked and later askers read a slice of the ranking and
   *   fetch 20 goods by id (~1 ms);
   * - a broader term: an index-only walk of the ordering, checking names in the index, that reads
   *   at most WALK_ROWS_PER_MATCH rows per match. Broad terms are dense in every ordering, so the
   *   walk is short; when it still does not fill the page, the term is ranked after all.
   */
  private async searchGoods(
    query: GoodsQuery,
    search: string,
    pageReq: PageRequest,
  ): Promise<Page<GoodsDto>> {
    const contains = (c: { searchText: AnyPgColumn }) => sql`strpos(${c.searchText}, lower(${search})) > 0`;
    const filters = listFilters(searchList, query);
    // The gram index finds a term's candidates (its 2-character substrings, or the character
    // itself); strpos on the names decides.
    const found = and(
      sql`${goodsSearch.gramCodes} @> catalog_query_codes(${search})`,
      contains(goodsSearch),
      ...filters,
    );
    const generation = this.cache.generation;
    const key = countKey(query, search);
    const total = await this.cache.count(key, async () => {
      const [row] = await this.db.select({ n: count() }).from(goodsSearch).where(found);
      return row?.n ?? 0;
    });
    const offset = offsetOf(pageReq);
    if (total <= offset) return pageOf(pageReq, total, []);
    const rankingKey = `${query.ordering}:${key}`;
    const kept = this.cache.ranking(rankingKey);
    if (kept) return pageOf(pageReq, total, await this.goodsInOrder(pageOfIds(kept, pageReq)));
    if (total > this.plans.rankAtMost && total >= offset + pageReq.pageSize) {
      const walked = this.db
        .select({
          id: goodsSearch.goodsId,
          price: goodsSearch.price,
          soldCount: goodsSearch.soldCount,
          weeklySold: goodsSearch.weeklySold,
          searchText: goodsSearch.searchText,
        })
        .from(goodsSearch)
        .orderBy(...orderBy(searchList, query.ordering))
        .limit(total * this.plans.walkRowsPerMatch)
        .as('walked');
      const rows = await this.goodsPage(
        this.db
          .select({ id: walked.id })
          .from(walked)
          // The other filters read the row itself, for the matches only.
          .innerJoin(goodsSearch, eq(goodsSearch.goodsId, walked.id))
          .where(and(contains(walked), ...filters))
          .orderBy(...orderBy(walked, query.ordering))
          .limit(pageReq.pageSize)
          .offset(offset)
          .as('page'),
        query.ordering,
      );
      // A full page is exact: every match ranked before it was among the rows walked.
      if (rows.length === pageReq.pageSize) return pageOf(pageReq, total, rows.map(toGoodsDto));
    }
    const matches = this.db
      .select({
        id: goodsSearch.goodsId,
        price: goodsSearch.price,
        soldCount: goodsSearch.soldCount,
        weeklySold: goodsSearch.weeklySold,
      })
      .from(goodsSearch)
      .where(found)
      // OFFSET 0 keeps this subquery apart, so the planner finds the matches by the gram index and
      // cannot turn the ranking into a walk of an ordering index.
      .offset(sql`0` as unknown as number)
      .as('matches');
    // The ranking as one array value, not one result row per match.
    const [ranked] = await this.db
      .select({
        ids: sql<
          number[]
        >`coalesce(array_agg(${matches.id} order by ${sql.join(orderBy(matches, query.ordering), sql`, `)}), '{}')`,
      })
      .from(matches);
    // int8[] arrives as strings from node-postgres (numbers from PGlite).
    const ids = (ranked?.ids ?? []).map(Number);
    this.cache.keepRanking(rankingKey, ids, generation);
    return pageOf(pageReq, total, await this.goodsInOrder(pageOfIds(ids, pageReq)));
  }

  /** The goods (with brand names) of these ids, in this order. */
  private async goodsInOrder(ids: number[]): Promise<GoodsDto[]> {
    if (!ids.length) return [];
    const rows = await this.goodsByIds.execute({ ids });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toGoodsDto(row)] : [];
    });
  }

  /** The goods (with brand names) of a page of ids, in the list order. */
  private goodsPage(page: { id: AnyPgColumn } & Subquery, ordering: GoodsOrdering) {
    return this.db
      .select(goodsColumns)
      .from(page)
      .innerJoin(goods, eq(goods.id, page.id))
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .orderBy(...orderBy(goodsList, ordering));
  }

  async getGoods(id: number): Promise<GoodsDto> {
    const [row] = await this.db
      .select(goodsColumns)
      .from(goods)
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .where(and(eq(goods.id, id), eq(goods.isOnSale, true)))
      .limit(1);
    if (!row) throw notFound(GOODS_NOT_FOUND);
    return toGoodsDto(row);
  }

  async listBrands(
    query: { search?: string; ordering: BrandOrdering },
    pageReq: PageRequest,
  ): Promise<Page<BrandDto>> {
    const search = query.search?.trim();
    const where = search ? ilike(brands.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
    const orderBy =
      query.ordering === 'sort'
        ? [asc(brands.sortOrder), asc(brands.id)]
        : query.ordering === '-name'
          ? [desc(brands.name), desc(brands.id)]
          : [asc(brands.name), asc(brands.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: brands.id, name: brands.name, image: brands.image })
        .from(brands)
        .where(where)
        .orderBy(...orderBy)
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(brands).where(where),
    ]);
    return pageOf(pageReq, total?.n ?? 0, rows);
  }

  /** The category with its descendants (children recursive, in display order). */
  async categoryTree(id: number): Promise<CategoryNode> {
    const rows = await this.db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    const nodes = new Map<number, CategoryNode & { parentId: number | null }>();
    for (const r of rows) nodes.set(r.id, { id: r.id, name: r.name, parentId: r.parentId, children: [] });
    for (const n of nodes.values()) {
      if (n.parentId !== null && n.parentId !== n.id) nodes.get(n.parentId)?.children.push(n);
    }
    const root = nodes.get(id);
    if (!root) throw notFound(CATEGORY_NOT_FOUND);
    const seen = new Set<number>();
    const strip = (n: CategoryNode): CategoryNode => {
      seen.add(n.id);
      return { id: n.id, name: n.name, children: n.children.filter((c) => !seen.has(c.id)).map(strip) };
    };
    return strip(root);
  }

  async slideBanners(): Promise<BannerDto[]> {
    const now = new Date();
    const rows = await this.db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.isActive, true),
          or(isNull(banners.startsAt), lte(banners.startsAt, now)),
          or(isNull(banners.endsAt), gte(banners.endsAt, now)),
        ),
      )
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    return rows.map((b) => ({
      id: b.id,
      title: b.title,
      image_pc: b.imagePc,
      image_mobile: b.imageMobile,
      link_url: b.linkUrl,
    }));
  }

  /** What the generated artwork needs. */
  async goodsArt(id: number) {
    const [row] = await this.db
      .select({ name: goods.name, brand: brands.name, color: brands.color })
      .from(goods)
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .where(eq(goods.id, id))
      .limit(1);
    return row ?? null;
  }

  async brandArt(id: number) {
    const [row] = await this.db
      .select({ name: brands.name, color: brands.color })
      .from(brands)
      .where(eq(brands.id, id))
      .limit(1);
    return row ?? null;
  }

  async bannerArt(id: number) {
    const [row] = await this.db
      .select({ title: banners.title, sortOrder: banners.sortOrder })
      .from(banners)
      .where(eq(banners.id, id))
      .limit(1);
    return row ?? null;
  }
}
