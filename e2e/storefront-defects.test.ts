import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { placeOrder, waitForDeliveries } from './support/orders.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

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

  it('banner headlines are page text in the site font, clear of the picture (1280 and 390)', async () => {
    const banners: { title: string }[] = (await apiCall(server, 'GET', '/api/banners/slide')).body.data;
    expect(banners.length).toBeGreaterThan(0);
    // The generated picture's card starts at 66 % of the width on a PC, 59 % of the height on a phone.
    for (const [viewport, name, limit] of [
      [DESKTOP, 'banner-1280', { right: 0.64 }],
      [MOBILE, 'banner-390', { bottom: 0.58 }],
    ] as const) {
      const { page, context, errors } = await openPage(browser, server.baseUrl, viewport);
      await page.goto('/');
      for (const { title } of banners) {
        const headline = page.getByText(title, { exact: true });
        await headline.waitFor({ state: 'attached' });
        const placed = await headline.evaluate((el) => {
          const slide = el.closest('[aria-roledescription="slide"]')!.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return {
            right: (box.right - slide.left) / slide.width,
            bottom: (box.bottom - slide.top) / slide.height,
            font: getComputedStyle(el).fontFamily,
            siteFont: getComputedStyle(document.body).fontFamily,
          };
        });
        expect(placed.font, title).toBe(placed.siteFont);
        if ('right' in limit) expect(placed.right, title).toBeLessThanOrEqual(limit.right);
        else expect(placed.bottom, title).toBeLessThanOrEqual(limit.bottom);
      }
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('storefront defects, member screens', () => {
  let token: string;
  let ctx: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    ctx = await openPage(browser, server.baseUrl, { width: 1024, height: 800 });
    await loginThroughUi(ctx.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    // The header's menus close when the page changes: hover only once the home page has arrived.
    await ctx.page.getByRole('heading', { name: '주간 베스트' }).waitFor();
  });
  afterAll(async () => {
    expect(ctx.errors).toEqual([]);
    await ctx.context.close();
  });

  it('the 상품검색 menu opens inside the screen at 1024 and 1280; every screen names its tab', async () => {
    const { page } = ctx;
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: '상품검색' }).hover();
      const item = page.getByRole('link', { name: '카테고리별' });
      await item.waitFor();
      expect((await item.boundingBox())!.x, `${width}`).toBeGreaterThanOrEqual(0);
      await page.mouse.move(600, 600);
    }
    for (const [path, title] of [
      ['/customer-center', '고객센터'],
      ['/guide/service', '서비스 이용안내'],
      ['/terms', '이용약관'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(title);
    }
  });

  it('ledger lines show 주문 N and the balance after; the header counts the cart; a delivered voucher has no refund button', async () => {
    const { page } = ctx;
    const goods = (await apiCall(server, 'GET', '/api/goods?page_size=1&ordering=price_low')).body.data
      .results[0];
    const orderId = await placeOrder(
      server,
      token,
      [{ id: goods.id, price: Number(goods.price) }],
      ['01055556666'],
    );
    await page.goto('/mypage/charge-history');
    const orderRow = page.getByTestId('history-row').filter({ hasText: `주문 ${orderId}` });
    await orderRow.waitFor();
    expect(await page.getByText(`ORDER-${orderId}`).count()).toBe(0);
    const ledger = (await apiCall(server, 'GET', '/api/payments/recharge/histories', { token })).body.data
      .results;
    const line = ledger.find((t: { order_number: string }) => t.order_number === `ORDER-${orderId}`);
    expect(await orderRow.getByTestId('history-balance-after').textContent()).toBe(
      `${Number(line.balance_after).toLocaleString('ko-KR')}원`,
    );

    await apiCall(server, 'POST', '/api/carts', { token, body: { goods: goods.id } });
    const cartLines = (await apiCall(server, 'GET', '/api/carts', { token })).body.data.length as number;
    expect(cartLines).toBeGreaterThan(0);
    await page.goto('/customer-center');
    await expect
      .poll(() => page.getByTestId('cart-count').first().textContent(), { timeout: 15_000 })
      .toBe(`${cartLines}개 담김`);

    const [delivery] = await waitForDeliveries(server, token, orderId, (d) => d.status === 1);
    await page.goto(`/mypage/orders/${orderId}?delivery=${delivery!.id}`);
    await page.getByRole('heading', { level: 2, name: goods.name }).waitFor();
    expect(await page.getByRole('button', { name: '환불 요청' }).count()).toBe(0);
  });

  it('a waiting bank transfer can be withdrawn; the withdrawal screen says what would be forfeited', async () => {
    const { page } = ctx;
    const bank = (
      await apiCall(server, 'POST', '/api/payments/recharge', {
        token,
        body: { amount: 70000, recharge_method: 1 },
      })
    ).body.data.recharge.id as number;
    await page.goto('/charge');
    const request = page.getByTestId('recharge-request-row').filter({ hasText: '70,000원' });
    await request.getByRole('button', { name: '요청 취소' }).click();
    const dialog = page.getByRole('dialog', { name: '충전 요청 취소' });
    await dialog.getByRole('button', { name: '요청 취소' }).click();
    await dialog.getByText('충전 요청을 취소했습니다.').waitFor();
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => request.getByText('요청 취소', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    const recharges = (await apiCall(server, 'GET', '/api/payments/recharge', { token })).body.data;
    expect(recharges.find((r: { id: number }) => r.id === bank).status).toBe(4);

    const balance = (await apiCall(server, 'GET', '/api/payments/balance', { token })).body.data;
    await page.goto('/mypage/profile?tab=withdraw');
    await expect
      .poll(() => page.getByTestId('forfeit').textContent(), { timeout: 15_000 })
      .toContain(`${Number(balance.recharge).toLocaleString('ko-KR')}원`);
    await screenshot(page, 'withdraw-forfeit-1024');
  });

  it('mobile search starts with the goods, its conditions folded behind one button', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto(`/products/category?search=${encodeURIComponent('커피')}`);
    const first = page.locator('main article').first();
    await first.waitFor();
    expect((await first.boundingBox())!.y).toBeLessThan(MOBILE.height);
    expect(await page.getByRole('heading', { name: '브랜드', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /검색 조건/ }).click();
    expect(await page.getByRole('heading', { name: '브랜드', exact: true }).isVisible()).toBe(true);
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
