import { voucherKind } from '@bizgift/domain/voucher-page';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { banners, brands, categories, goods, goodsSalesDaily } from '../db/schema/catalog.ts';
import { salesDay } from '../modules/catalog/sales.ts';
import { CATEGORY_TEXTS, PRECAUTIONS, SEED_BRANDS, SEED_CATEGORIES } from './catalog-data.ts';

/** A small deterministic PRNG so every demo database looks the same. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

function introduction(brand: string, name: string, topCategory: string): string {
  const isMoney = /금액권|상품권|기프트카드|e카드/.test(name);
  const lead = `${brand} ${name} 모바일 교환권입니다.`;
  const body = isMoney
    ? `정해진 금액 안에서 원하는 상품을 자유롭게 고를 수 있는 금액권으로, 잔액은 유효기간 안에 나누어 사용할 수 있습니다.`
    : `받는 분의 휴대폰으로 바로 전송되어 가까운 ${brand} 매장에서 간편하게 교환할 수 있습니다.`;
  const use =
    topCategory === '상품권/금액권'
      ? '명절·창립기념일 임직원 선물과 거래처 감사 선물로 많이 찾는 상품입니다.'
      : '임직원 복지, 고객 감사 이벤트, 설문 참여 경품으로 많이 찾는 상품입니다.';
  return `${lead}\n${body}\n${use}`;
}

/**
 * The demo catalogue of DESIGN §1: 8 top categories with children, 37 brands, 124 goods with
 * generated artwork (/media/...), a week of sales for the weekly best, and slide banners.
 */
export async function seedCatalog(tx: Tx, now: Date = new Date()): Promise<void> {
  const random = prng(20250223);
  const [root] = await tx.insert(categories).values({ name: '전체', sortOrder: 0 }).returning();
  const childIds = new Map<string, { id: number; top: string }>();
  for (const [i, top] of SEED_CATEGORIES.entries()) {
    const [parent] = await tx
      .insert(categories)
      .values({ parentId: root!.id, name: top.name, sortOrder: i + 1 })
      .returning();
    const children = await tx
      .insert(categories)
      .values(top.children.map(([, name], j) => ({ parentId: parent!.id, name, sortOrder: j + 1 })))
      .returning();
    for (const [j, [key]] of top.children.entries())
      childIds.set(key, { id: children[j]!.id, top: top.name });
  }

  const insertedBrands = await tx
    .insert(brands)
    .values(SEED_BRANDS.map((b, i) => ({ name: b.name, color: b.color, sortOrder: i + 1 })))
    .returning({ id: brands.id });

  const rows: (typeof goods.$inferInsert)[] = [];
  let index = 0;
  for (const [bi, brand] of SEED_BRANDS.entries()) {
    for (const g of brand.goods) {
      const category = childIds.get(g.c);
      if (!category) throw new Error(`unknown category key ${g.c}`);
      const texts = CATEGORY_TEXTS[category.top]!;
      // About one goods in five is new (added in the last 3 weeks), the rest older.
      const daysAgo = index % 5 === 0 ? Math.floor(random() * 20) : 35 + Math.floor(random() * 160);
      const createdAt = new Date(now.getTime() - daysAgo * DAY - Math.floor(random() * DAY));
      rows.push({
        name: g.n,
        brandId: insertedBrands[bi]!.id,
        categoryId: category.id,
        price: g.p,
        regularPrice: g.r ?? g.p,
        validPeriod: g.v ?? (category.top === '외식/치킨/피자' ? 30 : 60 + Math.floor(random() * 4) * 11),
        isCorporateOnly: g.corp ?? false,
        productIntroduction: introduction(brand.name, g.n, category.top),
        storeInfo: texts.store.replaceAll('{brand}', brand.name),
        usageGuide: voucherKind(g.n) === 'amount' ? (texts.amount ?? texts.usage) : texts.usage,
        precautions: PRECAUTIONS,
        createdAt,
        updatedAt: createdAt,
      });
      index += 1;
    }
  }
  const insertedGoods = await tx.insert(goods).values(rows).returning({ id: goods.id, price: goods.price });

  // A week of sales: cheaper goods sell more; the weekly counter matches the daily rows.
  const sales: (typeof goodsSalesDaily.$inferInsert)[] = [];
  const weekly = new Map<number, number>();
  for (const g of insertedGoods) {
    if (random() < 0.35) continue;
    const popularity = Math.max(1, Math.round(40_000 / Math.max(g.price, 1500)));
    for (let d = 0; d < 7; d++) {
      const units = Math.floor(random() * popularity * 3);
      if (units === 0) continue;
      sales.push({ goodsId: g.id, day: salesDay(new Date(now.getTime() - d * DAY)), units });
      weekly.set(g.id, (weekly.get(g.id) ?? 0) + units);
    }
  }
  if (sales.length) await tx.insert(goodsSalesDaily).values(sales);
  for (const g of insertedGoods) {
    const week = weekly.get(g.id) ?? 0;
    const before = Math.floor(random() * Math.max(10, 60_000 / Math.max(g.price, 1500)) * 8);
    await tx
      .update(goods)
      .set({ weeklySold: week, soldCount: week + before })
      .where(sql`${goods.id} = ${g.id}`);
  }
  await tx.execute(sql`update ${goods} set image = '/media/goods/' || id || '.svg' where image = ''`);
  await tx.execute(sql`update ${brands} set image = '/media/brands/' || id || '.svg' where image = ''`);

  const slides = [
    { title: '기업 선물은 비즈기프트로', linkUrl: '/products' },
    { title: '충전하고 대량 발송까지 한 번에', linkUrl: '/charge' },
    { title: '이번 주 인기 커피 쿠폰 모음', linkUrl: '/products/category?search=커피' },
  ];
  const insertedBanners = await tx
    .insert(banners)
    .values(slides.map((s, i) => ({ ...s, imagePc: '', imageMobile: '', sortOrder: i + 1 })))
    .returning({ id: banners.id });
  for (const b of insertedBanners) {
    await tx
      .update(banners)
      .set({ imagePc: `/media/banners/${b.id}-pc.svg`, imageMobile: `/media/banners/${b.id}-mobile.svg` })
      .where(sql`${banners.id} = ${b.id}`);
  }
}
