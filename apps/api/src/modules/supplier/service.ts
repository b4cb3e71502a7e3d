import {
  type MarginRule,
  type SupplierSync,
  type SupplierSyncChange,
  supplierPrices,
} from '@bizgift/domain/supplier';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, goods, supplierSyncChanges, supplierSyncs } from '../../db/schema/catalog.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import type { SupplierGoods, VoucherIssuer } from '../../providers/voucher/voucher-issuer.ts';
import { recordAudit } from '../audit/audit.ts';
import { storeImage } from '../catalog/admin-service.ts';
import type { CatalogService } from '../catalog/service.ts';
import { changeSetting, getSetting } from '../content/settings.ts';

export const SUPPLIER_MESSAGES = {
  running: '상품 동기화가 이미 진행 중입니다. 끝난 뒤 다시 시도해주세요.',
  noCatalogue: '현재 상품권 공급사는 상품 목록을 제공하지 않습니다.',
  listFailed: '공급사 상품 목록을 가져오지 못했습니다. 잠시 후 다시 시도해주세요.',
  syncNotFound: '동기화 기록을 찾을 수 없습니다.',
  synced: '상품 동기화가 완료되었습니다.',
  marginSaved: '마진 규칙이 저장되었습니다.',
  /** The category imported goods land in when the shop has none yet. */
  defaultCategory: '기타',
} as const;

/** Goods list pages are read this big (the supplier allows far larger; small pages fail less). */
const PAGE_SIZE = 100;
/** A sync still "running" after this long died with its process: the next one may start. */
const STALE_MINUTES = 30;
/** Images downloaded at once. */
const IMAGE_CONCURRENCY = 4;

type GoodsRow = typeof goods.$inferSelect;
type Diff = Record<string, [unknown, unknown]>;
type Change = typeof supplierSyncChanges.$inferInsert;
type Counts = Pick<SupplierSync, 'created' | 'updated' | 'discontinued' | 'unchanged' | 'skipped'>;

/** `SALE` when the supplier sells the goods now, else why not (its state code, or ENDED). */
export function supplierState(g: SupplierGoods, now: Date): string {
  if (g.goodsStateCd !== 'SALE') return g.goodsStateCd || 'SUS';
  const end = g.endDate ? new Date(g.endDate) : null;
  if (end && !Number.isNaN(end.getTime()) && end.getTime() < now.getTime()) return 'ENDED';
  return 'SALE';
}

const syncDto = (s: typeof supplierSyncs.$inferSelect): SupplierSync => ({
  id: s.id,
  trigger: s.trigger as SupplierSync['trigger'],
  status: s.status as SupplierSync['status'],
  created: s.created,
  updated: s.updated,
  discontinued: s.discontinued,
  unchanged: s.unchanged,
  skipped: s.skipped,
  margin: (s.margin as MarginRule | null) ?? null,
  error: s.error,
  started_at: s.startedAt.toISOString(),
  finished_at: s.finishedAt?.toISOString() ?? null,
});

/**
 * The catalogue from the supplier (issue #19 §2): reads the supplier's whole goods list, stores
 * new images as our own media, then in one transaction creates, updates and takes off sale the
 * goods carrying a supplier_goods_code, prices them by the staff's margin rule (never below cost,
 * never above face value) and records the run with its per-goods differences.
 *
 * On sale: goods the supplier stops selling (a state other than SALE, past their end date, or gone
 * from the list) go off sale. When the supplier sells them again they come back on sale only if the
 * sync took them off; goods staff took off sale themselves stay off. Goods the supplier lists but
 * does not sell are not imported. Prices follow the rule at every sync (staff edits of a supplier
 * goods' price last until the next sync). One sync runs at a time, shop-wide (a partial unique
 * index on the running row): a second is refused with 409, and goods are keyed by the unique
 * supplier_goods_code besides, so nothing is created twice.
 */
export class SupplierSyncService {
  constructor(
    private readonly db: Db,
    private readonly issuer: VoucherIssuer,
    private readonly catalog: CatalogService,
    private readonly uploadDir: string,
    private readonly log?: Pick<Logger, 'warn' | 'error' | 'info'>,
    /** Goods list page size (tests page through a short list with a small one). */
    readonly options: { pageSize: number } = { pageSize: PAGE_SIZE },
  ) {}

  marginRule(): Promise<MarginRule> {
    return getSetting(this.db, 'supplier_margin');
  }

  async putMarginRule(staffId: number, rule: MarginRule): Promise<MarginRule> {
    await changeSetting(this.db, staffId, 'supplier_margin', rule);
    return rule;
  }

  async syncs(pageReq: PageRequest) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(supplierSyncs)
        .orderBy(desc(supplierSyncs.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(supplierSyncs),
    ]);
    return pageOf(pageReq, total?.n ?? 0, rows.map(syncDto));
  }

  async changes(syncId: number, kind: SupplierSyncChange['kind'] | undefined, pageReq: PageRequest) {
    const [run] = await this.db.select().from(supplierSyncs).where(eq(supplierSyncs.id, syncId));
    if (!run) throw notFound(SUPPLIER_MESSAGES.syncNotFound);
    const where = and(
      eq(supplierSyncChanges.syncId, syncId),
      kind ? eq(supplierSyncChanges.kind, kind) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(supplierSyncChanges)
        .where(where)
        .orderBy(asc(supplierSyncChanges.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(supplierSyncChanges).where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map(
        (c): SupplierSyncChange => ({
          id: c.id,
          goods_id: c.goodsId,
          supplier_goods_code: c.supplierGoodsCode,
          kind: c.kind as SupplierSyncChange['kind'],
          name: c.name,
          diff: c.diff as Diff,
        }),
      ),
    );
  }

  /** One sync now: `manual` by staff (audited) or `daily` by the job. */
  async sync(trigger: 'manual' | 'daily', staffId: number | null = null): Promise<SupplierSync> {
    const issuer = this.issuer;
    if (!issuer.goodsPage) throw conflict(SUPPLIER_MESSAGES.noCatalogue, 'no_catalogue');
    await this.db
      .update(supplierSyncs)
      .set({ status: 'failed', error: 'interrupted', finishedAt: sql`now()` })
      .where(
        and(
          eq(supplierSyncs.status, 'running'),
          lt(supplierSyncs.startedAt, sql`now() - make_interval(mins => ${STALE_MINUTES})`),
        ),
      );
    const margin = await this.marginRule();
    let runId: number;
    try {
      const [run] = await this.db
        .insert(supplierSyncs)
        .values({ trigger, staffId, margin })
        .returning({ id: supplierSyncs.id });
      runId = run!.id;
    } catch (error) {
      if (isUniqueViolation(error, 'supplier_syncs_running_key')) {
        throw conflict(SUPPLIER_MESSAGES.running, 'sync_running');
      }
      throw error;
    }
    try {
      const list = await this.readList();
      const images = await this.downloadImages(list);
      const counts = await this.db.transaction((tx) => this.apply(tx, runId, list, images, margin, staffId));
      this.catalog.cache.clear();
      this.log?.info({ syncId: runId, ...counts }, 'supplier catalogue synced');
    } catch (error) {
      const message = (error as Error).message?.slice(0, 500) ?? 'unknown';
      await this.db
        .update(supplierSyncs)
        .set({ status: 'failed', error: message, finishedAt: sql`now()` })
        .where(eq(supplierSyncs.id, runId));
      if (staffId !== null) {
        await recordAudit(this.db, {
          staffId,
          action: 'supplier.sync',
          targetId: runId,
          after: { status: 'failed', error: message },
        });
      }
      this.log?.error({ err: error, syncId: runId }, 'supplier catalogue sync failed');
      if (error instanceof AppError) throw error;
      throw new AppError(502, SUPPLIER_MESSAGES.listFailed, 'supplier_failed');
    }
    const [done] = await this.db.select().from(supplierSyncs).where(eq(supplierSyncs.id, runId));
    return syncDto(done!);
  }

  /** The whole list, every page; a list that ends early (or changes size midway) fails the sync. */
  private async readList(): Promise<SupplierGoods[]> {
    const byCode = new Map<string, SupplierGoods>();
    let read = 0;
    for (let page = 1; ; page++) {
      const { total, goods: rows } = await this.issuer.goodsPage!(page, this.options.pageSize);
      read += rows.length;
      for (const g of rows) if (g.goodsCode && !byCode.has(g.goodsCode)) byCode.set(g.goodsCode, g);
      if (read >= total) break;
      // Taking goods off sale on a partial list would stop selling everything past the gap.
      if (rows.length === 0) throw new Error(`goods list ended at ${read} of ${total}`);
    }
    return [...byCode.values()];
  }

  /** Images of goods on sale whose supplier URL is new to us, stored as our media: URL → /media/uploads/…. */
  private async downloadImages(list: SupplierGoods[]): Promise<Map<string, string>> {
    const known = new Map(
      (
        await this.db
          .select({ code: goods.supplierGoodsCode, url: goods.supplierImageUrl })
          .from(goods)
          .where(isNotNull(goods.supplierGoodsCode))
      ).map((r) => [r.code!, r.url]),
    );
    const now = new Date();
    const wanted = [
      ...new Set(
        list
          .filter((g) => supplierState(g, now) === 'SALE')
          .map((g) => ({ url: imageOf(g), code: g.goodsCode }))
          .filter(({ url, code }) => url && known.get(code) !== url)
          .map(({ url }) => url),
      ),
    ];
    const stored = new Map<string, string>();
    let next = 0;
    const work = async () => {
      while (next < wanted.length) {
        const url = wanted[next++]!;
        try {
          const bytes = await this.issuer.goodsImage?.(url);
          const saved = bytes ? await storeImage(this.uploadDir, bytes) : null;
          if (saved) stored.set(url, saved.url);
          else this.log?.warn({ url }, 'supplier image not stored');
        } catch (error) {
          this.log?.warn({ err: error, url }, 'supplier image not stored');
        }
      }
    };
    await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, work));
    return stored;
  }

  private async apply(
    tx: Tx,
    runId: number,
    list: SupplierGoods[],
    images: Map<string, string>,
    margin: MarginRule,
    staffId: number | null,
  ): Promise<Counts> {
    const now = new Date();
    const counts: Counts = { created: 0, updated: 0, discontinued: 0, unchanged: 0, skipped: 0 };
    const changes: Change[] = [];
    const updates: { id: number; values: Partial<GoodsRow> }[] = [];
    // Rows in id order (the shop-wide lock order), so a staff edit waits or is waited for.
    const existing = new Map<string, GoodsRow>(
      (
        await tx
          .select()
          .from(goods)
          .where(isNotNull(goods.supplierGoodsCode))
          .orderBy(asc(goods.id))
          .for('update')
      ).map((g) => [g.supplierGoodsCode!, g]),
    );
    const brandIds = new Map(
      (await tx.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id))).map(
        (b) => [b.name, b.id],
      ),
    );
    const brandNames = new Map([...brandIds].map(([name, id]) => [id, name]));
    const brandOf = async (name: string) => {
      const known = brandIds.get(name);
      if (known) return known;
      const [b] = await tx.insert(brands).values({ name }).returning({ id: brands.id });
      await tx
        .update(brands)
        .set({ image: `/media/brands/${b!.id}.svg` })
        .where(eq(brands.id, b!.id));
      brandIds.set(name, b!.id);
      brandNames.set(b!.id, name);
      return b!.id;
    };
    let categoryId: number | undefined;
    const categoryOf = async () => {
      if (categoryId) return categoryId;
      const [first] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(isNull(categories.parentId))
        .orderBy(asc(categories.sortOrder), asc(categories.id))
        .limit(1);
      categoryId =
        first?.id ??
        (await tx.insert(categories).values({ name: SUPPLIER_MESSAGES.defaultCategory }).returning())[0]!.id;
      return categoryId;
    };
    const seen = new Set<string>();

    for (const g of list) {
      seen.add(g.goodsCode);
      const state = supplierState(g, now);
      const cost = Math.round(g.discountPrice);
      const face = Math.round(g.salePrice);
      const name = g.goodsName.trim().slice(0, 100);
      if (!(cost >= 1) || !(face >= 1) || !name || !g.brandName.trim()) {
        counts.skipped++;
        continue;
      }
      const { price, regular } = supplierPrices(cost, face, margin);
      const validPeriod = Math.min(3650, Math.max(1, Math.round(g.limitDay) || 30));
      const row = existing.get(g.goodsCode);
      const url = imageOf(g);
      const image = images.get(url);
      if (!row) {
        if (state !== 'SALE') continue;
        const [created] = await tx
          .insert(goods)
          .values({
            name,
            brandId: await brandOf(g.brandName.trim().slice(0, 50)),
            categoryId: await categoryOf(),
            price,
            regularPrice: regular,
            validPeriod,
            image: image ?? '',
            productIntroduction: g.content.slice(0, 20_000),
            supplierGoodsCode: g.goodsCode,
            supplierPrice: cost,
            supplierState: state,
            supplierImageUrl: image ? url : null,
          })
          .onConflictDoNothing({ target: goods.supplierGoodsCode })
          .returning();
        if (!created) continue;
        if (!image) {
          await tx
            .update(goods)
            .set({ image: `/media/goods/${created.id}.svg` })
            .where(eq(goods.id, created.id));
        }
        counts.created++;
        changes.push({
          syncId: runId,
          goodsId: created.id,
          supplierGoodsCode: g.goodsCode,
          kind: 'created',
          name,
          diff: {
            brand: [null, g.brandName],
            supplier_price: [null, cost],
            price: [null, price],
            regular_price: [null, regular],
            valid_period: [null, validPeriod],
            image: [null, image ?? null],
          },
        });
        continue;
      }
      const brandId = await brandOf(g.brandName.trim().slice(0, 50));
      // Back on sale only what the sync itself took off; staff's own off-sale stays.
      const onSale =
        state !== 'SALE' ? false : row.supplierState && row.supplierState !== 'SALE' ? true : row.isOnSale;
      const next = {
        name,
        brandId,
        price,
        regularPrice: regular,
        validPeriod,
        isOnSale: onSale,
        supplierPrice: cost,
        supplierState: state,
        ...(image && { image, supplierImageUrl: url }),
      };
      this.compare(row, next, brandNames, runId, counts, changes, updates);
    }

    for (const row of existing.values()) {
      if (seen.has(row.supplierGoodsCode!)) continue;
      this.compare(
        row,
        { isOnSale: false, supplierState: 'GONE' },
        brandNames,
        runId,
        counts,
        changes,
        updates,
      );
    }
    for (const { id, values } of updates) {
      await tx
        .update(goods)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(goods.id, id));
    }
    for (let i = 0; i < changes.length; i += 500) {
      await tx.insert(supplierSyncChanges).values(changes.slice(i, i + 500));
    }
    await tx
      .update(supplierSyncs)
      .set({ status: 'done', ...counts, finishedAt: sql`now()` })
      .where(eq(supplierSyncs.id, runId));
    if (staffId !== null) {
      await recordAudit(tx, {
        staffId,
        action: 'supplier.sync',
        targetId: runId,
        after: { status: 'done', ...counts },
      });
    }
    return counts;
  }

  /** Compares a goods row with what the supplier says now; a difference becomes a change to write. */
  private compare(
    row: GoodsRow,
    next: Partial<GoodsRow>,
    brandNames: Map<number, string>,
    runId: number,
    counts: Counts,
    changes: Change[],
    updates: { id: number; values: Partial<GoodsRow> }[],
  ) {
    const diff: Diff = {};
    const fields: [string, keyof GoodsRow][] = [
      ['name', 'name'],
      ['brand', 'brandId'],
      ['image', 'image'],
      ['supplier_price', 'supplierPrice'],
      ['price', 'price'],
      ['regular_price', 'regularPrice'],
      ['valid_period', 'validPeriod'],
      ['is_on_sale', 'isOnSale'],
      ['supplier_state', 'supplierState'],
    ];
    for (const [label, key] of fields) {
      if (!(key in next) || next[key] === row[key]) continue;
      diff[label] =
        key === 'brandId'
          ? [brandNames.get(row.brandId) ?? row.brandId, brandNames.get(next.brandId!) ?? next.brandId]
          : [row[key], next[key]];
    }
    if (Object.keys(diff).length === 0) {
      counts.unchanged++;
      return;
    }
    const discontinued = row.isOnSale && next.isOnSale === false;
    if (discontinued) counts.discontinued++;
    else counts.updated++;
    updates.push({ id: row.id, values: next });
    changes.push({
      syncId: runId,
      goodsId: row.id,
      supplierGoodsCode: row.supplierGoodsCode!,
      kind: discontinued ? 'discontinued' : 'updated',
      name: next.name ?? row.name,
      diff,
    });
  }
}

const imageOf = (g: SupplierGoods) => g.goodsImgB || g.goodsImgS || '';
