import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import {
  apiCall,
  apiLogin,
  DEMO_MEMBER,
  DEMO_STAFF,
  startServer,
  type TestServer,
} from './support/server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Defects a new user met (issue #15 §2), each as the user saw it. */
describe('storefront defects', () => {
  it('a double click on 장바구니 담기 sends one request and shows the success, not "already in the cart"', async () => {
    const goods = (await apiCall(server, 'GET', '/api/goods?page_size=1&ordering=price_high')).body.data
      .results[0];
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const cartPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/carts') {
        cartPosts.push(request.url());
      }
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/products/${goods.id}`);
    await page.getByRole('button', { name: '장바구니 담기' }).dblclick();
    const added = page.getByRole('dialog', { name: '장바구니 추가 완료' });
    await expect
      .poll(() => added.getByText('상품이 장바구니에 추가되었습니다.').count(), { timeout: 15_000 })
      .toBe(1);
    await page.waitForLoadState('networkidle');
    expect(cartPosts).toHaveLength(1);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mobile carousels open at their first card, not scrolled by the page padding', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/');
    const row = page
      .getByRole('heading', { name: '신상품' })
      .locator('xpath=ancestor::section[1]')
      .locator('ul');
    await expect.poll(() => row.locator('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
    await context.close();
  });
});

describe('staff console', () => {
  it('at 390 px no section is wider than the screen: tables scroll inside their box', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    for (const [path, heading] of [
      ['/admin/goods', '상품'],
      ['/admin/brands', '브랜드'],
      ['/admin/notices', '공지사항'],
      ['/admin/staff', '운영자'],
      ['/admin/members', '회원'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect
        .poll(() => page.getByRole('status', { name: /불러오는 중/ }).count(), { timeout: 15_000 })
        .toBe(0);
      await expect.poll(() => page.locator('table').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(MOBILE.width);
    }
    await screenshot(page, 'admin-members-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brands show how many goods each holds, and one with goods cannot be deleted', async () => {
    const staffToken = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
    const brands = (await apiCall(server, 'GET', '/api/admin/brands?page_size=100', { token: staffToken }))
      .body.data.results as { name: string; goods_count: number }[];
    const busiest = brands.reduce((a, b) => (b.goods_count > a.goods_count ? b : a));
    expect(busiest.goods_count).toBeGreaterThan(1);

    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    await page.goto(`/admin/brands?q=${encodeURIComponent(busiest.name)}`);
    const row = page.getByRole('row').filter({ hasText: busiest.name }).first();
    await row.waitFor();
    await expect
      .poll(() => row.getByText(String(busiest.goods_count), { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await row.getByRole('button', { name: '삭제' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
