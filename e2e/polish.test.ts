import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { placeOrder, waitForDeliveries } from './support/orders.ts';
import { apiCall, apiLogin, DEMO_MEMBER, type TestServer } from './support/server.ts';

/**
 * Issue #29 §9, each at the width where it broke: the duplicate-send dialog kept a phone number
 * whole at 390; /charge at 390 (placeholder inside its box, the amount above the pay button, no
 * 준비 중 tiles); the filter forms of the member's lists fold on a phone so the list is on the first
 * screen; a failed e-mail send talks about the e-mail address. Each screen photographed and checked
 * with axe.
 */

let server: TestServer;
let browser: Browser;
let token: string;
let goods: { id: number; price: number };

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const res = await apiCall<{ results: { id: number; price: string }[] }>(
    server,
    'GET',
    '/api/goods?page_size=1&ordering=price_low',
  );
  const g = res.body.data.results[0]!;
  goods = { id: g.id, price: Number(g.price) };
});
afterAll(() => stopJourney(server, browser));

describe('issue #29 §9 at the width where it broke', () => {
  it('390: the duplicate-send dialog keeps 010-2222-3333 on one line', async () => {
    await placeOrder(server, token, [goods], ['01022223333']);
    await apiCall(server, 'POST', '/api/carts', { token, body: { goods: goods.id } });
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/cart');
    await page.getByRole('button', { name: /^전체 상품 주문/ }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const recipient = page.getByLabel(/^수신번호/);
    await recipient.fill('010-2222-3333');
    await recipient.press('Enter');
    await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    // the bar's button is hidden from assistive tech (the panel's is theirs): a thumb presses it
    await page.getByTestId('sticky-pay-bar').locator('button[type=submit]').click();
    const dialog = page.getByRole('dialog', { name: '최근에 같은 상품을 받은 수신자가 있습니다' });
    const number = dialog.getByTestId('duplicate-recipient').first();
    await number.waitFor();
    expect(await number.textContent()).toBe('010-2222-3333');
    // one line box: the number is not broken inside
    expect(await number.evaluate((el) => el.getClientRects().length)).toBe(1);
    await shootAndCheck(page, 'polish-duplicate-dialog-390');
    await dialog.getByRole('button', { name: '수신자 확인하기' }).click();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('390: /charge shows its whole placeholder, the amount above the button and only the methods on offer', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/charge');
    const amount = page.getByLabel('충전 금액', { exact: true });
    await amount.waitFor();
    const fits = await amount.evaluate((el) => {
      const input = el as HTMLInputElement;
      const style = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = style.font;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return ctx.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    expect(await page.getByText('준비 중').count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(2);
    await amount.fill('50000');
    const summary = await page.getByText(/^결제 금액/).boundingBox();
    const pay = await page.getByRole('button', { name: /결제하기|충전 요청하기/ }).boundingBox();
    expect(summary!.y + summary!.height).toBeLessThanOrEqual(pay!.y);
    await shootAndCheck(page, 'polish-charge-390');
    await page.setViewportSize(DESKTOP);
    await shootAndCheck(page, 'polish-charge-1280');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('390: the lists come first, their search conditions folded behind one button; 1280 keeps them open', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    for (const [route, name] of [
      ['/mypage/orders', 'orders'],
      ['/mypage/delivery-refund', 'deliveries'],
      ['/mypage/charge-history?transaction_type=2', 'charge-history'],
    ] as const) {
      await page.setViewportSize(MOBILE);
      await page.goto(route);
      const toggle = page.getByRole('button', { name: /^검색 조건/ });
      await toggle.waitFor();
      const conditions = page.getByTestId('search-conditions');
      expect(await conditions.isVisible(), route).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      if (name === 'charge-history') expect(await toggle.textContent()).toContain('1개 적용');
      // the list (or its empty state) starts on the first screen
      const list = page
        .locator('main')
        .getByText(/총\s*[\d,]+\s*건|없습니다/)
        .first();
      await list.waitFor();
      expect((await list.boundingBox())!.y, route).toBeLessThan(MOBILE.height);
      await shootAndCheck(page, `polish-${name}-390`);
      await toggle.click();
      expect(await conditions.isVisible()).toBe(true);
      await shootAndCheck(page, `polish-${name}-open-390`);
      await page.setViewportSize(DESKTOP);
      expect(await toggle.isVisible()).toBe(false);
      expect(await conditions.isVisible()).toBe(true);
      await shootAndCheck(page, `polish-${name}-1280`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('390: a failed e-mail send asks to check the e-mail address, not a 수신번호', async () => {
    const order = await apiCall<{ id: number }>(server, 'POST', '/api/orders', {
      token,
      body: {
        name: '',
        send_msg: '',
        sender: '',
        send_type: 2,
        order_items: [
          { goods: goods.id, amount: String(goods.price), total_count: 1, total_amount: String(goods.price) },
        ],
        deliveries: [{ email: 'fail@example.com' }],
        payments: { recharge: String(goods.price), reward: '0' },
      },
    });
    expect(order.status).toBe(201);
    const [failed] = await waitForDeliveries(server, token, order.body.data.id, (d) => d.status === 3);
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto(`/mypage/orders/${order.body.data.id}?delivery=${failed!.id}`);
    const why = page.getByText('쿠폰을 보내지 못했습니다.', { exact: false });
    await why.waitFor();
    expect(await why.textContent()).toContain('수신 이메일 주소');
    expect(await page.locator('main').textContent()).not.toContain('수신번호를');
    await shootAndCheck(page, 'polish-failed-email-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
