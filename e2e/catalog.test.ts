import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, DEMO_MEMBER, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

async function firstGoods(query = 'page_size=1') {
  const res = await apiCall(server, 'GET', `/api/goods?${query}`);
  return res.body.data.results[0] as { id: number; name: string; brand: string; brand_id: number };
}

describe('catalogue journeys', () => {
  it('the header search leads to the category page with the keyword heading and count', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/');
    const box = page.getByRole('searchbox').first();
    await box.fill('커피');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products/category');
    expect(new URL(page.url()).searchParams.get('search')).toBe('커피');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('"커피" 검색 결과');
    await expect.poll(() => page.getByText(/개의 상품을 찾았습니다\./).count()).toBe(1);
    const api = await apiCall(server, 'GET', `/api/goods?search=${encodeURIComponent('커피')}`);
    await expect.poll(() => page.getByText(`총 ${api.body.data.count}개`).count()).toBe(1);
    await expect.poll(() => page.locator('main li article').count()).toBe(Math.min(api.body.data.count, 50));
    await screenshot(page, 'catalog-search-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a brand on the brand page opens the category page filtered by that brand', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/products/brand');
    await expect.poll(() => page.getByText(/총 \d+개 브랜드/).count()).toBe(1);
    await page.getByPlaceholder('브랜드명을 입력하세요').fill('스타벅스');
    await page.locator('main').getByRole('button', { name: '검색', exact: true }).click();
    const link = page.getByRole('link', { name: '스타벅스' });
    await expect.poll(() => link.count()).toBe(1);
    const brands = await apiCall(server, 'GET', `/api/brands?search=${encodeURIComponent('스타벅스')}`);
    const brandId = brands.body.data.results[0].id;
    await link.click();
    await page.waitForURL((url) => url.pathname === '/products/category');
    expect(new URL(page.url()).searchParams.get('brand')).toBe(String(brandId));
    // On a phone the conditions are folded behind one button.
    await page.getByRole('button', { name: /검색 조건/ }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: '스타벅스' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('카테고리별 검색');
    await screenshot(page, 'catalog-brand-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the detail page shows the four tabs, and a logged-out add-to-cart goes to login with next', async () => {
    const goods = await firstGoods();
    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto(`/products/${goods.id}`);
    await expect.poll(() => page.getByRole('heading', { name: goods.name }).count()).toBe(1);
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['상품소개', '매장안내', '사용안내', '유의사항']);
    expect(await page.getByRole('tabpanel').textContent()).toContain('모바일 교환권입니다');
    await page.getByRole('tab', { name: '매장안내' }).click();
    expect(await page.getByRole('tabpanel').textContent()).toContain('사용할 수 있습니다');
    await page.getByRole('tab', { name: '유의사항' }).click();
    expect(await page.getByRole('tabpanel').textContent()).toContain('유효기간');
    await page.getByRole('tab', { name: '유의사항' }).press('ArrowLeft');
    expect(await page.getByRole('tab', { name: '사용안내' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/products/${goods.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the quote sheet downloads as a PNG named after the quote, the goods and the date', async () => {
    const goods = await firstGoods();
    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto(`/products/${goods.id}`);
    await page.getByRole('button', { name: '견적서 출력' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('모바일 쿠폰 견적서').count()).toBeGreaterThan(0);
    expect(await dialog.textContent()).toContain('14일');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '이미지(PNG) 다운로드' }).click(),
    ]);
    // The sheet is dated in Korean time: from 15:00 UTC that is already tomorrow on this machine's clock.
    const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    expect(download.suggestedFilename()).toBe(`모바일 쿠폰 견적서_${goods.name}_${iso}.png`);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Scale 2: the PNG is twice the sheet's layout width (the dialog may show it scaled down).
    const width = bytes.readUInt32BE(16);
    const cssWidth = await page.getByTestId('quote-sheet').evaluate((el) => (el as HTMLElement).offsetWidth);
    expect(width).toBe(Math.round(cssWidth * 2));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member adds to the cart from the detail page, sees the modal, then the already-in-cart state', async () => {
    const goods = await firstGoods('page_size=1&ordering=-id');
    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto(`/products/${goods.id}`);
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    const dialog = page.getByRole('dialog', { name: '장바구니 추가 완료' });
    await expect.poll(() => dialog.getByText('상품이 장바구니에 추가되었습니다.').count()).toBe(1);
    await dialog.getByRole('button', { name: '계속 쇼핑' }).click();
    await expect.poll(() => page.getByRole('button', { name: /장바구니 보기/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the products page, the list page with filters and sorts, and a missing product', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/products');
    await expect
      .poll(() => page.getByRole('list', { name: 'BEST 5 상품' }).locator('article').count())
      .toBe(5);
    const more = page.getByRole('button', { name: /더보기/ });
    await expect.poll(() => page.locator('section[aria-labelledby="all-title"] article').count()).toBe(20);
    await more.click();
    await expect.poll(() => page.locator('section[aria-labelledby="all-title"] article').count()).toBe(40);

    await page.goto('/products/list');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^상품 목록\(\d+\)$/);
    await page.getByRole('button', { name: '낮은 가격순' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ordering')).toBe('price_low');
    await page.getByRole('button', { name: '할인', exact: true }).click();
    const discounted = await apiCall(server, 'GET', '/api/goods?discounted=true');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`상품 목록(${discounted.body.data.count})`);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await screenshot(page, 'catalog-list-390');

    await page.goto('/products/99999999');
    await expect.poll(() => page.getByText('상품 정보를 찾을 수 없습니다.').count()).toBe(1);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('adding to the cart', () => {
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
});

describe('the home page at 1280 and 390', () => {
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

describe('the header menu and tab titles', () => {
  let ctx: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
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
});

describe('search on a phone', () => {
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
