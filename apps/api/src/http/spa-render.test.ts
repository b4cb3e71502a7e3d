import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createGoods } from '../../test/factories.ts';
import { goods } from '../db/schema/catalog.ts';

/**
 * The server's render of the catalogue pages (issue 32): spa.ts loads the web's SSR build from
 * dist-ssr/ beside dist/ and puts its markup inside #root. The real render runs in the browser
 * journeys (e2e/first-screen.test.ts); here a stand-in build that writes what it was given shows the
 * wiring: which answers it gets, when it is asked again, and what happens when it fails.
 */
const ENTRY_SERVER = `
globalThis.__renders = [];
export async function render(url, answers) {
  globalThis.__renders.push(url);
  if (url.includes('fail')) throw new Error('render failed on purpose');
  const goods = Object.entries(answers).find(([read]) => /^\\/api\\/goods\\/\\d+$/.test(read))?.[1];
  return '<main class="used"><h1>' + (goods ? goods.name : url) + '</h1></main>';
}
`;

const STYLESHEET = 'html{color:#111}.bg-white{background:#fff}.used{display:block}.unused{display:none}';
const TEMPLATE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/main-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/main-2.css"></head>' +
  '<body class="bg-white"><div id="root"></div></body></html>';

const renders = () => (globalThis as unknown as { __renders: string[] }).__renders;

let ctx: TestContext;
beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bizgift-ssr-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'main-2.css'), STYLESHEET);
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-1.js', isEntry: true },
      // The staged start: React, then the app, each a dynamic import of its own.
      'src/app/start.tsx': {
        file: 'assets/start-3.js',
        isDynamicEntry: true,
        dynamicImports: ['_react.js', 'src/app/mount.tsx'],
      },
      '_react.js': { file: 'assets/react-4.js' },
      'src/app/mount.tsx': { file: 'assets/mount-6.js', isDynamicEntry: true, imports: ['_react.js'] },
      'src/features/catalog/ProductDetailPage.tsx': {
        file: 'assets/ProductDetailPage-5.js',
        imports: ['src/app/mount.tsx', '_react.js'],
      },
    }),
  );
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
  ctx = await createTestContext({ config: { webDistDir: distDir } });
});
afterAll(() => ctx.close());

describe('catalogue pages go out with their first screen rendered', () => {
  it('the markup is inside #root, made from the same answers the page carries; a repeat is not rendered again', async () => {
    const product = await createGoods(ctx.db, { name: "렌더 상품 $& $' 그대로" });
    const before = renders().length;
    const first = await ctx.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(first.statusCode).toBe(200);
    // A `$&` in a name is text, not a replacement pattern.
    expect(first.body).toContain(`"><main class="used"><h1>렌더 상품 $& $' 그대로</h1></main></div>`);
    expect(first.body).toContain('id="first-screen-data"');
    const again = await ctx.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(again.body).toBe(first.body);
    expect(renders().length - before).toBe(1);
  });

  it('when the goods change, the page is rendered again from the new answer', async () => {
    const product = await createGoods(ctx.db, { name: '바뀌기 전' });
    await ctx.app.inject({ method: 'GET', url: `/products/${product.id}` });
    await ctx.db.update(goods).set({ name: '바뀐 뒤' }).where(eq(goods.id, product.id));
    await expect
      .poll(
        async () =>
          (await ctx.app.inject({ method: 'GET', url: `/api/goods/${product.id}` })).json().data.name,
        {
          timeout: 70_000,
          interval: 200,
        },
      )
      .toBe('바뀐 뒤');
    const res = await ctx.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(res.body).toContain('"><main class="used"><h1>바뀐 뒤</h1></main></div>');
  });

  it('paints without waiting for a stylesheet or a script: the stylesheet inline, the script after it', async () => {
    const product = await createGoods(ctx.db, { name: '스타일 상품' });
    const { body } = await ctx.app.inject({ method: 'GET', url: `/products/${product.id}` });
    // The whole stylesheet is in the document: no round trip before the paint, nothing applied after it.
    expect(body).toContain(`<style>${STYLESHEET}</style></head>`);
    expect(body).not.toContain('<link rel="stylesheet"');
    // The entry comes after the pictures; React and the page's chunks are named for it, not preloaded.
    expect(body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js">');
    expect(body).toContain(
      '<div id="root" data-modules="/assets/start-3.js /assets/react-4.js /assets/mount-6.js /assets/ProductDetailPage-5.js">',
    );
    expect(body).not.toContain('rel="modulepreload"');
  });

  it('a page the browser draws keeps its stylesheet and preloads React beside the entry', async () => {
    const { body } = await ctx.app.inject({ method: 'GET', url: '/auth/login' });
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/main-2.css">');
    expect(body).not.toContain('<style>');
    expect(body).toContain('<script type="module" crossorigin src="/assets/main-1.js">');
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/start-3.js"><link rel="modulepreload" crossorigin href="/assets/react-4.js"><link rel="modulepreload" crossorigin href="/assets/mount-6.js"></head>',
    );
  });

  it('a page outside the catalogue is not rendered on the server', async () => {
    const before = renders().length;
    const res = await ctx.app.inject({ method: 'GET', url: '/mypage/orders' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(renders().length).toBe(before);
  });

  it('a failing render still sends the page, empty for the browser to draw, and answers 200', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/products/category?search=fail' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('id="first-screen-data"');
  });
});
