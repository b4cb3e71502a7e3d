import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { rechargeBalance, startJourney, stopJourney } from './support/journey.ts';
import { apiLogin, DEMO_MEMBER, startServer, type TestServer } from './support/server.ts';

/**
 * The sandbox card checkout when the browser's origin is not PUBLIC_URL: the shop
 * is opened as localhost while PUBLIC_URL says 127.0.0.1 (the default's mirror image). The checkout
 * page's post ends in a redirect to PUBLIC_URL's result page, which the page's CSP form-action
 * ('self' only) blocked: the approve button did nothing and said nothing. Now that page allows its
 * signed result URLs' origin, and a refused redirect shows a message with a link to the result.
 */

let server: TestServer;
let browser: Browser;
let otherOrigin: string;
beforeAll(async () => {
  ({ server, browser } = await startJourney());
  otherOrigin = server.baseUrl.replace('127.0.0.1', 'localhost');
});
afterAll(() => stopJourney(server, browser));

async function openCheckout(viewport: typeof DESKTOP) {
  const tracked = await openPage(browser, otherOrigin, viewport);
  await loginThroughUi(tracked.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await tracked.page.goto('/mypage/point-charge');
  await tracked.page.getByLabel('충전 금액').fill('10000');
  await tracked.page.getByRole('button', { name: '결제하기' }).click();
  await tracked.page.waitForURL('**/sandbox/danal/checkout/*');
  expect(new URL(tracked.page.url()).origin).toBe(otherOrigin);
  return tracked;
}

describe('sandbox card checkout on another origin than PUBLIC_URL', () => {
  it('approve reaches PUBLIC_URL’s result page and the balance rises (1280)', async () => {
    const token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const before = await rechargeBalance(server, token);
    const { page, errors, context } = await openCheckout(DESKTOP);
    const csp = (await page.request.get(page.url())).headers()['content-security-policy'];
    expect(csp).toMatch(new RegExp(`form-action 'self'[^;]* ${server.baseUrl.replace(/[.]/g, '\\.')}`));
    await shootAndCheck(page, 'sandbox-origin-checkout-desktop');
    await page.getByRole('button', { name: '결제 승인' }).click();
    await page.waitForURL((url) => url.pathname === '/charge/success', { timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
    await expect.poll(() => rechargeBalance(server, token)).toBe(before + 10_000);
    expect(errors.filter((e) => /Content Security Policy|form-action/.test(e))).toEqual([]);
    await context.close();
  });

  it('a redirect the browser refuses shows a message and a link to the result (390)', async () => {
    const { page, context } = await openCheckout(MOBILE);
    // The provider's answer points somewhere the page does not allow: the browser refuses it.
    await page.route('**/sandbox/danal/checkout/complete', (route) =>
      route.fulfill({ status: 303, headers: { location: 'http://blocked.invalid/charge/success' } }),
    );
    await page.getByRole('button', { name: '결제 승인' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('쇼핑몰 결과 페이지로 이동하지 못했습니다.').waitFor();
    const link = alert.getByRole('link', { name: '결제 결과 보기' });
    expect(new URL((await link.getAttribute('href')) ?? '').origin).toBe(server.baseUrl);
    expect(new URL(page.url()).pathname).toMatch(/^\/sandbox\/danal\/checkout\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'sandbox-origin-checkout-refused-mobile');
    await context.close();
  });
});

describe('without PUBLIC_URL (development): the payer comes back to the origin the payment started on', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startServer({ PUBLIC_URL: undefined });
  });
  afterAll(() => bare?.stop());

  it('started on localhost while the server listens on 127.0.0.1: 충전 결과 there, signed in (1280 and 390)', async () => {
    const token = await apiLogin(bare, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const startedOn = bare.baseUrl.replace('127.0.0.1', 'localhost');
    for (const viewport of [DESKTOP, MOBILE]) {
      const before = await rechargeBalance(bare, token);
      const { page, errors, context } = await openPage(browser, startedOn, viewport);
      await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await page.goto('/mypage/point-charge');
      await page.getByLabel('충전 금액').fill('10000');
      await page.getByRole('button', { name: '결제하기' }).click();
      await page.waitForURL('**/sandbox/danal/checkout/*');
      await page.getByRole('button', { name: '결제 승인' }).click();
      await page.waitForURL((url) => url.pathname === '/charge/success', { timeout: 20_000 });
      expect(new URL(page.url()).origin).toBe(startedOn);
      await expect
        .poll(() => page.getByTestId('charge-success-title').textContent(), { timeout: 20_000 })
        .toBe('충전이 완료되었습니다');
      // the session is here: the page is the result, not the login form
      expect(await page.getByLabel('비밀번호').count()).toBe(0);
      expect(await rechargeBalance(bare, token)).toBe(before + 10_000);
      await shootAndCheck(page, `charge-result-started-origin-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
