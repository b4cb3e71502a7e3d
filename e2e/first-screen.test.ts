import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

/**
 * The server writes the public catalogue pages' first-screen answers into the HTML
 * (apps/api/src/http/spa.ts). When a page's queries and the server's list drift apart, the page
 * still works but asks the API again: this catches that.
 */
describe('catalogue pages render from the data in their HTML', () => {
  it.each([
    ['/', async (page: import('playwright-core').Page) => page.getByRole('heading', { name: '주간 베스트' })],
    [
      '/products',
      async (page: import('playwright-core').Page) => page.getByRole('heading', { name: 'BEST 5' }),
    ],
    [
      '/products/category?search=커피',
      async (page: import('playwright-core').Page) => page.getByRole('heading', { name: '"커피" 검색 결과' }),
    ],
  ])(
    '%s asks the API for nothing on its first screen, and nothing moves once painted',
    async (url, heading) => {
      const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
      const apiReads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(request.url());
      });
      // Cumulative layout shift as the browser reports it (at most 0.05 on a phone).
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url);
      await (await heading(page)).waitFor();
      await expect.poll(() => page.locator('main article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(apiReads).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      ).toBeLessThan(0.05);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['/', '주간 베스트', 8],
    ['/products', '전체 상품', 20],
    ['/products/category?search=커피', '"커피" 검색 결과', 1],
  ])(
    '%s paints its first screen without script: the server renders it with React',
    async (url, heading, cards) => {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: MOBILE,
        locale: 'ko-KR',
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading }).count()).resolves.toBe(1);
      expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(cards);
      // No inline script in the markup: the shop's CSP (script-src 'self') would refuse it.
      const html = await page.content();
      expect(html).not.toMatch(/<script>|<template id=/);
      await context.close();
    },
  );

  it('the browser takes the server markup over in place (hydration): no error, no second paint', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    // The shop's script waits until a node of the server's HTML is marked.
    let marked!: () => void;
    const markedNow = new Promise<void>((resolve) => {
      marked = resolve;
    });
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await markedNow;
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'commit' });
    await page.locator('main h1').evaluate((h1) => h1.setAttribute('data-from-server', 'yes'));
    marked();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
        ),
      )
      .toBe(true);
    expect(await page.locator('main h1[data-from-server="yes"]').count()).toBe(1);
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(35);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tap on a button of the painted page before React has it is not lost: it acts once React has the page', async () => {
    const goods = (await apiCall(server, 'GET', '/api/goods?page_size=1')).body.data.results[0];
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    // React comes a second late, as on a slow phone connection: the tap lands on the painted markup.
    await page.route(/\/assets\/react-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`/products/${goods.id}`, { waitUntil: 'commit' });
    const quote = page.getByRole('button', { name: '견적서 출력' });
    await quote.waitFor();
    const hydrated = () =>
      page.evaluate(() =>
        Object.keys(document.querySelector('#main')?.firstElementChild ?? {}).some((key) =>
          key.startsWith('__reactFiber$'),
        ),
      );
    expect(await hydrated()).toBe(false);
    await quote.click();
    expect(await hydrated()).toBe(false);
    await page.getByRole('dialog', { name: '모바일 쿠폰 견적서' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/ runs on React 19 and loads at most 150 KB of script on the wire', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { name: '주간 베스트' }).waitFor();
    await page.waitForLoadState('networkidle');
    // What the browser received for each script (compressed body and headers), as Lighthouse counts.
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, bytes: entry.transferSize })),
    );
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`/ script on the wire: ${(total / 1024).toFixed(1)} KB in ${scripts.length} files`);
    expect(scripts.every((s) => s.bytes > 0)).toBe(true);
    expect(total).toBeLessThanOrEqual(150 * 1024);
    // React itself renders the shop (no compat stand-in): its root container carries React's fiber key.
    const reactRoot = await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
    );
    expect(reactRoot).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a phone downloads no web font; a wide screen gets Pretendard once the page has loaded', async () => {
    const fontsOn = async (viewport: typeof MOBILE) => {
      const { page, context, errors } = await openPage(browser, server.baseUrl, viewport);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.goto('/products');
      await page.getByRole('heading', { name: 'BEST 5' }).waitFor();
      await page.waitForLoadState('networkidle');
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(errors).toEqual([]);
      await context.close();
      return { fonts, family };
    };
    const phone = await fontsOn(MOBILE);
    expect(phone.fonts).toEqual([]);
    // The same stack as on a wide screen: the phone's own Korean font takes over from Pretendard.
    expect(phone.family).toMatch(/Apple SD Gothic Neo.*Noto Sans KR/);
    const wide = await fontsOn(DESKTOP);
    expect(wide.fonts.length).toBeGreaterThan(0);
    expect(wide.fonts.every((url) => /PretendardVariable\.subset/.test(url))).toBe(true);
    expect(wide.family).toBe(phone.family);
  });

  it('a product page shows the product without asking, and the next page asks for its own data', async () => {
    const first = (await apiCall(server, 'GET', '/api/goods?page_size=1')).body.data.results[0];
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    const apiReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiReads.push(url.pathname);
    });
    await page.goto(`/products/${first.id}`);
    await page.getByRole('heading', { name: first.name }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(apiReads).toEqual([]);

    await page.getByRole('navigation', { name: '위치' }).getByRole('link', { name: '전체상품' }).click();
    await page.getByRole('heading', { name: 'BEST 5' }).waitFor();
    await expect
      .poll(() => apiReads.filter((p) => p === '/api/goods').length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
