import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.ts';
import { salesDay } from '../src/modules/catalog/sales.ts';
import { type Measurement, measurePaired, printTable, startApp } from './harness.ts';

/**
 * Catalogue scenarios of the bench: the demo catalogue on both databases (see run.ts) and a
 * 100,000-goods fixture on PostgreSQL for search at scale.
 */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const COFFEE = `/api/goods?page_size=20&search=${encodeURIComponent('커피')}`;

/** Browsers send Accept-Encoding; the raw rows show the same routes without compression. */
export const catalogScenarios: { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'GET /api/goods?page_size=20 (gzip)', path: '/api/goods?page_size=20', headers: BROWSER },
  { name: 'GET /api/goods?page_size=20&search=커피 (gzip)', path: COFFEE, headers: BROWSER },
  { name: 'GET /api/goods?page_size=20 (no compression)', path: '/api/goods?page_size=20' },
  { name: 'GET /api/goods?page_size=20&search=커피 (no compression)', path: COFFEE },
];

const WORDS = [
  '아메리카노',
  '카페 라떼',
  '원두커피',
  '콜드브루',
  '바닐라라떼',
  '밀크티',
  '생크림 케이크',
  '치즈케이크',
  '도넛 세트',
  '빙수',
  '후라이드치킨',
  '양념치킨',
  '콤보',
  '피자 L',
  '버거 세트',
  '아이스크림 파인트',
  '모바일 금액권',
  '모바일 상품권',
  '기프트카드',
  '관람권',
  '팝콘 콤보',
  '홍삼정',
  '비타민',
  '샌드위치',
  '베이글',
  '마카롱',
  '스무디',
  '에이드',
  '커피 교환권',
  '디저트 세트',
];
const SIZES = ['', ' R', ' L', ' T', ' 2잔', ' 1만원', ' 3만원', ' 5천원', ' 세트', ' 미니'];
const BRAND_WORDS = ['커피', '베이커리', '치킨', '피자', '버거', '마트', '시네마', '뷰티', '제과', '푸드'];

/** Fills a migrated, demo-seeded PostgreSQL database with brands and goods up to `total` goods. */
export async function fillLargeCatalogue(databaseUrl: string, total = 100_000): Promise<number> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
    const sizes = `array[${SIZES.map((w) => `'${w}'`).join(',')}]`;
    const brandWords = `array[${BRAND_WORDS.map((w) => `'${w}'`).join(',')}]`;
    await database.execute(`
      insert into brands (name, color, sort_order)
      select '브랜드' || n || ' ' || (${brandWords})[1 + n % ${BRAND_WORDS.length}],
             '#' || lpad(to_hex((n * 2654435761) % 16777216), 6, '0'), 1000 + n
      from generate_series(1, 600) n`);
    await database.execute(`update brands set image = '/media/brands/' || id || '.svg' where image = ''`);
    const { rows } = await database.execute('select count(*)::int as n from goods');
    const existing = Number(rows[0]!.n);
    await database.execute(`
      insert into goods (id, image, name, brand_id, category_id, price, regular_price, valid_period, is_corporate_only,
                         product_introduction, usage_guide, store_info, precautions, sold_count, weekly_sold, created_at)
      select s.id, '/media/goods/' || s.id || '.svg', (${words})[1 + (n * 7) % ${WORDS.length}] || (${sizes})[1 + (n * 13) % ${SIZES.length}] || ' #' || n,
             b.ids[1 + n % array_length(b.ids, 1)], c.ids[1 + n % array_length(c.ids, 1)], p.price, p.price + (case when n % 4 = 0 then p.price / 10 else 0 end),
             30 + (n % 4) * 21, n % 17 = 0,
             '대량 벤치마크용 상품 소개입니다. 받는 분의 휴대폰으로 바로 전송됩니다.',
             '매장 직원에게 바코드를 보여주세요.', '전국 매장에서 사용할 수 있습니다.',
             '유효기간이 지난 쿠폰은 사용할 수 없습니다.',
             (n * 31) % 997, case when n % 5 = 0 then (n * 17) % 89 else 0 end,
             now() - ((n % 200) || ' days')::interval
      from (select n, nextval(pg_get_serial_sequence('goods', 'id')) as id
            from generate_series(1, ${Math.max(0, total - existing)}) n) s
      cross join (select array_agg(id order by id) ids from brands) b
      cross join (select array_agg(id order by id) ids from categories where parent_id is not null) c
      cross join lateral (select (1000 + (n * 37) % 99) * 100 as price) p`);
    // The weekly counters come from daily rows: without them the app's first weekly refresh would
    // zero 20,000 goods in the middle of a measurement and leave the fixture without bestsellers.
    await database.execute(
      `insert into goods_sales_daily (goods_id, day, units)
       select g.id, $1::date, g.weekly_sold from goods g
       where g.weekly_sold > 0 and not exists (select 1 from goods_sales_daily d where d.goods_id = g.id)`,
      [salesDay()],
    );
    await database.execute('vacuum analyze');
    const after = await database.execute('select count(*)::int as n from goods');
    return Number(after.rows[0]!.n);
  } finally {
    await database.close();
  }
}

/**
 * Every request a different URL (a nonce), so each one misses the response cache and hits the
 * database. `paths` cycles through fixed paths, or makes the i-th one.
 */
export async function measureUncached(
  name: string,
  baseUrl: string,
  paths: string[] | ((i: number) => string),
  connections = 50,
): Promise<Measurement> {
  let i = 0;
  const next = () => {
    i += 1;
    return `${typeof paths === 'function' ? paths(i) : paths[i % paths.length]}&_=${i}`;
  };
  const opts = (c: number, duration: number) => ({
    url: baseUrl,
    headers: BROWSER,
    connections: c,
    duration,
    requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: next() }) }],
  });
  await autocannon(opts(10, 1) as autocannon.Options);
  const result = await autocannon(
    opts(connections, Number(process.env.BENCH_SECONDS ?? 8)) as autocannon.Options,
  );
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const SEARCHES = [
  '커피',
  '라떼',
  '치킨',
  '케이크',
  '금액권',
  '아메리카노',
  '피자 L',
  '브랜드12',
  'cafe',
  '콤보',
];

/** 100,000 goods on PostgreSQL: search from cache (paired with the bare route) and straight from the database. */
export async function benchLargeCatalogue(databaseUrl: string, bareUrl: string) {
  const app = await startApp(databaseUrl);
  const rows: Measurement[] = [];
  try {
    const started = Date.now();
    const total = await fillLargeCatalogue(databaseUrl);
    console.log(
      `\nfixture: ${total} goods on PostgreSQL, filled in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    await fetch(app.url + COFFEE);
    rows.push(
      await measurePaired('search=커피 (100k goods, response cache, gzip)', bareUrl, app.url + COFFEE, {
        headers: BROWSER,
      }),
    );
    const paths = SEARCHES.map((s) => `/api/goods?page_size=20&search=${encodeURIComponent(s)}`);
    const uncached = 'search, 10 terms (100k goods, every request a response-cache miss)';
    for (const connections of [1, 10, 50]) {
      rows.push(
        await measureUncached(`${uncached}, ${connections} connections`, app.url, paths, connections),
      );
    }
    // A term never asked before every time (goods names end in ' #n'): '#1234' matches #1234,
    // #12340–#12349 and so on, so no count or ranking is kept for it yet.
    const coldTerm = (i: number) =>
      `/api/goods?page_size=20&search=${encodeURIComponent(`#${10_000 + ((i * 7919) % 90_000)}`)}`;
    for (const connections of [1, 10]) {
      rows.push(
        await measureUncached(
          `search, a new term every request (100k goods), ${connections} connections`,
          app.url,
          coldTerm,
          connections,
        ),
      );
    }
    const page = 'page_size=20 default order (100k goods, from the database)';
    for (const connections of [10, 50]) {
      rows.push(
        await measureUncached(
          `${page}, ${connections} connections`,
          app.url,
          ['/api/goods?page_size=20'],
          connections,
        ),
      );
    }
  } finally {
    await app.stop();
  }
  printTable('PostgreSQL, 100,000 goods', rows);
}
