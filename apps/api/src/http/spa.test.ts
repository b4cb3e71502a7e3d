import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createGoods } from '../../test/factories.ts';
import { goods } from '../db/schema/catalog.ts';

const SCRIPT = 'console.log("a hashed asset of the build");'.repeat(40);
const TEMPLATE =
  '<!doctype html><html><head><title>BizGift</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

const VOUCHER_PAGE =
  '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/voucher-v.css"></head><body><main id="voucher"></main></body></html>';
const VOUCHER_CSS = '.bar{color:#fff}';

let ctx: TestContext;
let hostile: { id: number };
beforeAll(async () => {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-spa-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(distDir, 'voucher.html'), VOUCHER_PAGE);
  writeFileSync(path.join(distDir, 'assets', 'voucher-v.css'), VOUCHER_CSS);
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'voucher.html': { file: 'assets/voucher-v.js', isEntry: true, imports: ['_barcode.js'] },
      'src/main.tsx': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/features/catalog/ProductDetailPage.tsx': {
        file: 'assets/ProductDetailPage-2.js',
        imports: ['_shared.js', '_card.js'],
      },
      '_card.js': { file: 'assets/card-3.js' },
    }),
  );
  ctx = await createTestContext({ config: { webDistDir: distDir } });
  hostile = await createGoods(ctx.db, { name: '</script><script>alert(1)</script><!-- 상품' });
  await ctx.db
    .update(goods)
    .set({ image: '/media/goods/hostile.svg" onload="x' })
    .where(eq(goods.id, hostile.id));
});
afterAll(() => ctx.close());

/** The JSON block the web reads, parsed as the browser would see its text. */
function firstScreenData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html);
  expect(match, 'first-screen data block').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('hashed assets go out precompressed', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
  ] as const)('Accept-Encoding %s → %s, cached a year', async (accept, encoding, decode) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a client that accepts nothing gets the plain file', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});

describe('catalogue pages carry their first screen', () => {
  it('a product page: the goods answer inside the HTML, unable to close its script element', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/products/${hostile.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).not.toContain('<!-- 상품');
    const data = firstScreenData(res.body);
    expect(data[`/api/goods/${hostile.id}`]).toMatchObject({
      id: hostile.id,
      name: '</script><script>alert(1)</script><!-- 상품',
    });
    expect(data['/api/settings/footers']).toMatchObject({ company_name: expect.any(String) });
  });

  it('preloads the page chunks the entry does not already bring, and the product picture', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/products/${hostile.id}` });
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-2.js">',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card-3.js">');
    expect(res.body).not.toContain('shared-1.js');
    // The picture's path is data: quoted so that it stays one attribute.
    expect(res.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/goods/hostile.svg&quot; onload=&quot;x">',
    );
  });

  it.each([
    ['/', '/api/goods?ordering=sort&page=1&page_size=8'],
    ['/products', '/api/goods?ordering=sort&page_size=5'],
  ])(
    '%s preloads the pictures of its first two cards (on a phone, often the largest paint)',
    async (url, list) => {
      for (const name of ['첫줄 상품 하나', '첫줄 상품 둘']) {
        const g = await createGoods(ctx.db, { name });
        await ctx.db
          .update(goods)
          .set({ image: `/media/goods/${g.id}.svg` })
          .where(eq(goods.id, g.id));
      }
      const res = await ctx.app.inject({ method: 'GET', url });
      const best = firstScreenData(res.body)[list] as { results: { image: string }[] };
      const images = best.results.slice(0, 2).map((g) => g.image);
      expect(images.length).toBe(2);
      for (const image of images.filter(Boolean)) {
        expect(res.body).toContain(
          `<link rel="preload" as="image" fetchpriority="high" href="${image.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`,
        );
      }
      expect(res.body).not.toContain(`href="${best.results[2]?.image}"`);
    },
  );

  it('an unknown product sends the page without an answer: the web shows its own not-found state', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/products/999999999' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(firstScreenData(res.body))).toEqual(['/api/settings/footers']);
  });

  it('keys are the URL with sorted parameters, the search term included', async () => {
    await createGoods(ctx.db, { name: '첫화면 커피 교환권' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/products/category?search=${encodeURIComponent('첫화면')}`,
    });
    const data = firstScreenData(res.body);
    const search = data[
      '/api/goods?ordering=sort&page=1&page_size=50&search=%EC%B2%AB%ED%99%94%EB%A9%B4'
    ] as {
      results: { name: string }[];
    };
    expect(search.results.map((g) => g.name)).toEqual(['첫화면 커피 교환권']);
    expect(data['/api/categories/1']).toBeDefined();
  });

  it('the recipient voucher page /v/{token} gets its own small document, never the shop', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/v/${'a'.repeat(43)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Its 1 KiB stylesheet inline: the first paint waits for no second request.
    expect(res.body).toBe(
      '<!doctype html><html><head><style>.bar{color:#fff}</style></head><body><main id="voucher"></main></body></html>',
    );
  });

  it('other pages get the plain document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/mypage/orders' });
    expect(res.body).toBe(TEMPLATE);
  });

  it('the document is compressed as the browser accepts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(Object.keys(firstScreenData(html))).toContain('/api/banners/slide');
  });
});

describe('login next= on the server: no redirect anywhere', () => {
  it.each([
    '/auth/login?next=/.//evil.example',
    '/auth/login?next=%2F%5Cevil.example',
    '//evil.example/',
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ])('GET %s answers without a Location header', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.headers.location).toBeUndefined();
    expect(res.statusCode).toBeLessThan(500);
  });
});
