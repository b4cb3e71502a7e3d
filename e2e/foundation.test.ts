import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { DEMO_MEMBER, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

describe('foundation journeys', () => {
  it('home renders the seeded banners and products with no console errors', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/');
    await expect.poll(() => page.locator('a[href^="/products/"]').count()).toBeGreaterThan(3);
    await expect.poll(() => page.getByText('주간 베스트').count()).toBeGreaterThan(0);
    await screenshot(page, 'home-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('demo login shows the recharge balance in the top bar', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const topBar = page.getByRole('navigation', { name: '회원 메뉴' });
    await expect.poll(() => topBar.textContent()).toContain('1,000,000원');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a protected route redirects to login with next, and returns there after login', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/mypage/orders?page=2');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/mypage/orders?page=2');
    await page.getByLabel('아이디', { exact: true }).fill(DEMO_MEMBER.username);
    await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/mypage/orders');
    expect(new URL(page.url()).search).toBe('?page=2');
    await context.close();
  });

  it('login validates required fields and shows the server message in a red box', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.getByText('아이디를 입력해주세요.').count()).toBe(1);
    await page.getByLabel('아이디', { exact: true }).fill('bizdemo');
    await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.').count()).toBe(1);
    await context.close();
  });

  it('the mobile menu opens at 390×844', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const menu = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => menu.getByText('로그인').count()).toBeGreaterThan(0);
    await screenshot(page, 'mobile-menu-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a deep link survives a reload (SPA fallback)', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, DESKTOP);
    const res = await page.goto('/customer-center/notices');
    expect(res?.status()).toBe(200);
    expect(await page.title()).toContain('BizGift');
    await context.close();
  });
});
