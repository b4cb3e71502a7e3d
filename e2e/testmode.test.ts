import { formatWon } from '@bizgift/domain/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { placeOrder, waitForDeliveries } from './support/orders.ts';
import { apiCall, apiLogin, DEMO_MEMBER, type TestServer } from './support/server.ts';

/**
 * Test mode on the site: the owner's test key places an order in the test world and
 * a live order goes out beside it; 주문/취소 조회 shows only the live one until the 테스트 주문 보기
 * switch is on, then only the test one, marked 테스트 (the switch is no search condition on a phone).
 * Its detail page says what it is, and one of its vouchers is cancelled from the web behind the
 * usual confirmation, back to the test wallet. Under 회사 관리 › API 키 the owner sees the test
 * wallet spent and resets it behind a confirmation. Every screen at 1280 and 390, with axe.
 */

let server: TestServer;
let browser: Browser;
let liveOrder: number;
let testOrder: number;
let price: number;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  const owner = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const key = await apiCall<{ key: string }>(server, 'POST', '/api/company/api-keys', {
    token: owner,
    body: { name: '테스트 연동', mode: 'test' },
  });
  expect(key.status).toBe(201);
  const list = await apiCall<{ results: { id: number; price: string }[] }>(
    server,
    'GET',
    '/api/goods?page_size=50',
  );
  const goods = list.body.data.results.sort((a, b) => Number(a.price) - Number(b.price))[0]!;
  price = Number(goods.price);
  testOrder = await placeOrder(
    server,
    key.body.data.key,
    [{ id: goods.id, price }],
    ['01055550001', '01055550003'],
    { name: '테스트 연동 주문' },
  );
  liveOrder = await placeOrder(server, owner, [{ id: goods.id, price }], ['01055550002'], {
    name: '실제 감사 선물',
  });
  await waitForDeliveries(server, key.body.data.key, testOrder, (d) => d.status === 1);
}, 300_000);
afterAll(async () => {
  await stopJourney(server, browser);
});

describe('테스트 주문 보기 and the test wallet', () => {
  it('주문/취소 조회 shows live orders, and test orders only under the 테스트 switch', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/orders');
    await page.getByText('실제 감사 선물').first().waitFor();
    expect(await page.getByText('테스트 연동 주문').count()).toBe(0);
    const toggle = page.getByRole('switch', { name: '테스트 주문 보기' });
    expect(await toggle.isChecked()).toBe(false);
    // The switch's box is drawn beside a visually hidden checkbox: people click its label.
    await page.getByText('테스트 주문 보기', { exact: true }).click();
    expect(await toggle.isChecked()).toBe(true);
    await page.getByText('테스트 연동 주문').first().waitFor();
    expect(page.url()).toContain('test=true');
    expect(await page.getByText('실제 감사 선물').count()).toBe(0);
    const row = page.getByRole('row').filter({ hasText: '테스트 연동 주문' });
    expect(await row.getByText('테스트', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('cell').first().textContent()).toBe(String(testOrder));
    await shootAndCheck(page, 'orders-test-1280');
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    // The switch is no search condition: the folded conditions say none is applied.
    expect(await page.getByRole('button', { name: '검색 조건' }).textContent()).toBe('검색 조건');
    await shootAndCheck(page, 'orders-test-390');
    // The order's summary says what it is, and offers its detail page in the test world.
    await page
      .getByRole('button', { name: /테스트 연동 주문/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '주문 상세' });
    await dialog.getByText('테스트 키로 보낸 주문입니다.', { exact: false }).waitFor();
    await shootAndCheck(page, 'orders-test-modal-390');
    await dialog.getByRole('button', { name: '상세보기' }).click();
    await page.waitForURL(`**/mypage/orders/${testOrder}?test=true`);
    await page
      .getByText('환불·재발송·취소도 테스트 충전금과 샌드박스에서만 처리됩니다.', { exact: false })
      .waitFor();
    await page
      .getByRole('heading', { name: /발송 내역/ })
      .getByText('2건')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    await shootAndCheck(page, 'order-test-detail-390');
    await page.setViewportSize(DESKTOP);
    await shootAndCheck(page, 'order-test-detail-1280');
    // One voucher cancelled from the web, behind the same confirmation, back to the test wallet.
    await page.getByRole('button', { name: /010-5555-0003/ }).click();
    await page.waitForURL(/delivery=\d+&test=true/);
    await page.getByRole('button', { name: '쿠폰 취소' }).click();
    const confirm = page.getByRole('dialog', { name: '쿠폰 취소' });
    await expect(confirm.textContent()).resolves.toContain(
      `${formatWon(price)}을 테스트 충전금으로 돌려받으시겠습니까?`,
    );
    await shootAndCheck(page, 'order-test-cancel-confirm-1280');
    await confirm.getByRole('button', { name: '쿠폰 취소' }).click();
    await page
      .getByText(`쿠폰이 취소되었습니다. ${formatWon(price)}이 테스트 충전금으로 반환되었습니다.`)
      .waitFor();
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByText('테스트 충전금으로 환불됨', { exact: false }).waitFor();
    await page.setViewportSize(MOBILE);
    await shootAndCheck(page, 'order-test-delivery-390');
    await page.setViewportSize(DESKTOP);
    await page.goto('/mypage/orders?test=true');
    await page.getByText('테스트 연동 주문').first().waitFor();
    await page.getByText('테스트 주문 보기', { exact: true }).click();
    await page.getByText('실제 감사 선물').first().waitFor();
    expect(page.url()).not.toContain('test=true');
    expect(liveOrder).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner sees the test wallet beside the API keys and resets it behind a confirmation', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/company?tab=api-keys');
    const balance = page.getByTestId('test-wallet-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe(`${(10_000_000 - price).toLocaleString('ko-KR')}원`);
    await shootAndCheck(page, 'test-wallet-1280');
    await page.getByRole('button', { name: '테스트 충전금 초기화' }).click();
    const dialog = page.getByRole('dialog', { name: '테스트 충전금 초기화' });
    await dialog.getByText('10,000,000원으로 되돌립니다', { exact: false }).waitFor();
    await shootAndCheck(page, 'test-wallet-confirm-1280');
    await dialog.getByRole('button', { name: '초기화' }).click();
    await page.getByText('테스트 충전금을 10,000,000원으로 초기화했습니다.').waitFor();
    expect(await balance.textContent()).toBe('10,000,000원');
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    await shootAndCheck(page, 'test-wallet-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
