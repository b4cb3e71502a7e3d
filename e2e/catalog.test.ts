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
    // On a phone the conditions are folded behind one button (issue #15 §2).
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
