import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatWon } from '@bizgift/domain/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { placeOrder, waitForDeliveries } from './support/orders.ts';
import {
  apiCall,
  apiLogin,
  DEMO_MEMBER,
  DEMO_STAFF,
  revealedLink,
  type TestServer,
} from './support/server.ts';

/**
 * The recipient's voucher page: a link from the message opens the voucher on a phone,
 * the first open shows on the buyer's order detail (발송 → 수신 → 열람 → 사용), and the page stays
 * within its size budget.
 */

let server: TestServer;
let browser: Browser;
let member: string;
let staff: string;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  member = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  staff = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
});
afterAll(() => stopJourney(server, browser));

interface DeliveryRow {
  id: number;
  status: number;
  recipient: string;
  amount: string;
  opened_at: string | null;
}

async function sendOrder(recipients: string[]): Promise<number> {
  const list = await apiCall<{ results: { id: number; price: string }[] }>(
    server,
    'GET',
    '/api/goods?page_size=1',
  );
  const g = list.body.data.results[0]!;
  return placeOrder(server, member, [{ id: g.id, price: Number(g.price) }], recipients, {
    title: '새해 인사',
    name: '새해 인사',
    message: '새해 복 많이 받으세요.',
  });
}

/** Every delivery sent (1) or failed (3). */
const settled = (orderId: number) =>
  waitForDeliveries<DeliveryRow>(server, member, orderId, (d) => d.status === 1 || d.status === 3);

/** The voucher link the recipient's text message carries (revealed as staff do: the outbox masks it). */
const linkSentTo = (phone: string) => revealedLink(server, staff, phone, '/v/');

describe('voucher page /v/{token}', () => {
  it('opens from the message on a 390 px phone, saves the barcode, and the buyer sees it opened', async () => {
    const orderId = await sendOrder(['01077770001', '01000000000']);
    await settled(orderId);
    const link = await linkSentTo('01077770001');
    expect(link.startsWith(`${server.baseUrl}/v/`)).toBe(true);

    const { page, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto(link);
    await page.getByText('사용 가능').waitFor();
    await expect(page.locator('.coupon').textContent()).resolves.toMatch(/^\d{4}-\d{4}-\d{4}$/);
    expect(await page.locator('.code svg rect').count()).toBeGreaterThan(20);
    await expect(page.getByText('데모상사').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('새해 복 많이 받으세요.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: '사용 방법' }).isVisible()).resolves.toBe(true);
    // The state in words, where to use it, whom to ask; Korean breaks between words
    await expect(page.getByText(/\d{4}\.\d\d\.\d\d까지 사용할 수 있습니다\./).isVisible()).resolves.toBe(
      true,
    );
    expect(await page.getByRole('link', { name: /매장 찾기/ }).getAttribute('href')).toMatch(
      /^https:\/\/map\.naver\.com\/p\/search\//,
    );
    expect(await page.getByRole('link', { name: '1588-0000' }).getAttribute('href')).toBe('tel:15880000');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'voucher-390');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '바코드 이미지 저장' }).click();
    const file = await (await download).path();
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(5_000);
    await page.getByText('이미지를 저장했습니다').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();

    const buyer = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(buyer.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await buyer.page.goto(`/mypage/orders/${orderId}`);
    const opened = buyer.page.getByRole('button', { name: /010-7777-0001/ });
    await opened.waitFor();
    await expect(opened.textContent()).resolves.toMatch(
      /발송\s*\d\d\.\d\d \d\d:\d\d.*열람\s*\d\d\.\d\d \d\d:\d\d/,
    );
    const failed = buyer.page.getByRole('button', { name: /010-0000-0000/ });
    await expect(failed.textContent()).resolves.toMatch(/발송\s*실패/);
    await screenshot(buyer.page, 'order-detail-timeline-390');

    await opened.click();
    await buyer.page.getByRole('list', { name: '발송 진행 상황' }).waitFor();
    await screenshot(buyer.page, 'delivery-detail-timeline-390');
    await buyer.page.setViewportSize(DESKTOP);
    await screenshot(buyer.page, 'delivery-detail-timeline-1280');
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  });

  it('lifecycle: staff marks one used (sandbox) → the member sees 사용완료 → cancels the other → balance back', async () => {
    const orderId = await sendOrder(['01077770011', '01077770012']);
    const rows = await settled(orderId);
    const [first, second] = ['01077770011', '01077770012'].map((p) => rows.find((d) => d.recipient === p)!);
    const used = await apiCall(server, 'POST', `/api/admin/deliveries/${first!.id}/use`, { token: staff });
    expect(used.status).toBe(200);
    const balance = async () =>
      Number(
        (await apiCall<{ recharge: string }>(server, 'GET', '/api/payments/balance', { token: member })).body
          .data.recharge,
      );
    const before = await balance();

    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto(`/mypage/orders/${orderId}`);
    await page.getByText('2개 중 1개 사용').waitFor();
    const usedRow = page.getByRole('button', { name: /010-7777-0011/ });
    await expect(usedRow.textContent()).resolves.toContain('사용완료');
    await screenshot(page, 'voucher-order-detail-1280');

    await page.goto('/mypage/delivery-refund');
    const row = page.getByRole('row', { name: /010-7777-0012/ });
    await page
      .getByRole('row', { name: /010-7777-0011/ })
      .getByText('사용완료')
      .waitFor();
    await row.getByRole('button', { name: '쿠폰 취소' }).click();
    const dialog = page.getByRole('dialog', { name: '쿠폰 취소' });
    await expect(dialog.textContent()).resolves.toContain('하루 5건까지');
    await screenshot(page, 'voucher-cancel-confirm-1280');
    await dialog.getByRole('button', { name: '쿠폰 취소' }).click();
    const price = Number(second!.amount);
    await page.getByText(`쿠폰이 취소되었습니다. ${formatWon(price)}이 충전금으로 반환되었습니다.`).waitFor();
    await page.getByRole('button', { name: '확인' }).click();
    await row.getByText('취소', { exact: true }).waitFor();
    const topBar = page.getByRole('navigation', { name: '회원 메뉴' }).getByText(/원$/);
    await expect.poll(() => topBar.textContent()).toBe(formatWon(before + price));
    expect(await balance()).toBe(before + price);
    await screenshot(page, 'voucher-sent-list-1280');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'voucher-sent-list-390');
    expect(errors).toEqual([]);
    await context.close();

    // The recipients' pages say what happened in words, not a red word over a gap
    const phone = await openPage(browser, server.baseUrl, MOBILE);
    await phone.page.goto(await linkSentTo('01077770012'));
    await phone.page.getByText('보내신 분(데모상사)이 선물을 취소했습니다.', { exact: false }).waitFor();
    expect(await phone.page.locator('.code').count()).toBe(0);
    await screenshot(phone.page, 'voucher-cancelled-390');
    await phone.page.goto(await linkSentTo('01077770011'));
    await phone.page.getByText(/\d{4}\.\d\d\.\d\d에 사용한 상품권입니다/).waitFor();
    await screenshot(phone.page, 'voucher-used-390');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('an unknown token says what to do and gives the 고객센터 number, at 390 and 1280', async () => {
    for (const [viewport, width] of [
      [MOBILE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const { page, errors, context } = await openPage(browser, server.baseUrl, viewport);
      await page.goto(`/v/${'x'.repeat(43)}`);
      await page.getByRole('heading', { name: '링크를 확인해주세요' }).waitFor();
      const text = await page.locator('#voucher').innerText();
      expect(text).toContain('상품권을 찾을 수 없습니다');
      expect(text).toContain('보내신 분께');
      expect(text).toMatch(/고객센터\(\d{4}-\d{4}/);
      await shootAndCheck(page, `voucher-unknown-${width}`);
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await context.close();
    }
  });

  it('the page is HTML + JS within 50 KB gzip and pulls nothing of the shop', () => {
    const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
    const html = readFileSync(path.join(dist, 'voucher.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => /main-|react|index-/i.test(s))).toBe(false);
    const total = [html, ...scripts.map((s) => readFileSync(path.join(dist, s)))].reduce(
      (sum, content) => sum + gzipSync(content, { level: 9 }).length,
      0,
    );
    expect(total).toBeLessThanOrEqual(50 * 1024);
  });
});
