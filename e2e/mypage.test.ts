import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatWon } from '@bizgift/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { rechargeBalance, startJourney, stopJourney } from './support/journey.ts';
import { placeOrder, waitForDeliveries } from './support/orders.ts';
import { apiCall, apiLogin, DEMO_MEMBER, type TestServer } from './support/server.ts';

/**
 * My page journeys: orders list and detail, the sent/refund list, coupon PNG download,
 * refund of a failed send with the balance restored, resend, reserved-order cancellation, and
 * detail pages that survive a reload or a shared link.
 */

let server: TestServer;
let browser: Browser;
let token: string;
let goods: { id: number; name: string; price: number }[];

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const list = await apiCall<{ results: { id: number; name: string; price: string }[] }>(
    server,
    'GET',
    '/api/goods?page_size=5&ordering=-id',
  );
  goods = list.body.data.results.map((g) => ({ id: g.id, name: g.name, price: Number(g.price) }));
});
afterAll(() => stopJourney(server, browser));

const balance = () => rechargeBalance(server, token);

/** Console errors apart from the 404 answers a not-found journey provokes on purpose. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

async function login(viewport = DESKTOP) {
  const tracked = await openPage(browser, server.baseUrl, viewport);
  await loginThroughUi(tracked.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  return tracked;
}

/** Counts dark bars along the middle of the barcode area of a PNG (decoded by the browser). */
async function barcodeBars(
  page: Page,
  png: Buffer,
): Promise<{ width: number; height: number; bars: number }> {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    let best = 0;
    for (let y = 0; y < canvas.height; y += 4) {
      const row = ctx.getImageData(0, y, canvas.width, 1).data;
      let bars = 0;
      let dark = false;
      for (let x = 0; x < canvas.width; x++) {
        const lum = (row[x * 4]! + row[x * 4 + 1]! + row[x * 4 + 2]!) / 3;
        if (lum < 80 && !dark) bars++;
        dark = lum < 80;
      }
      best = Math.max(best, bars);
    }
    return { width: canvas.width, height: canvas.height, bars: best };
  }, png.toString('base64'));
}

describe('my page', () => {
  it('shows the empty states before any order (hub and orders list at 1280 and 390)', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
    ] as const) {
      const { page, errors, context } = await login(viewport);
      await page.goto('/mypage/orders');
      await page.getByText('주문 내역이 없습니다.').waitFor();
      await screenshot(page, `mypage-orders-empty-${suffix}`);
      await page.goto('/mypage/delivery-refund');
      await page.getByText('발송 내역이 없습니다.').waitFor();
      await page.goto('/mypage');
      await page.getByRole('heading', { name: '최근 주문' }).waitFor();
      await page.getByText('주문 내역이 없습니다.').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('order → delivery completes → the coupon downloads as a 800 px PNG with the barcode', async () => {
    const [a, b] = goods;
    const orderId = await placeOrder(server, token, [a!, b!], ['010-2468-1357'], { name: '창립기념 선물' });
    const rows = await waitForDeliveries(server, token, orderId, (d) => d.status === 1);
    expect(rows).toHaveLength(2);
    const target = rows.find((r) => r.gifticon.coupon_no)!;

    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
    ] as const) {
      const { page, errors, context } = await login(viewport);
      await page.goto('/mypage');
      await page.getByRole('button', { name: /창립기념 선물/ }).waitFor();
      await screenshot(page, `mypage-hub-${suffix}`);

      // Orders list → 'order detail' modal with its items → detail page with its deliveries.
      await page.goto('/mypage/orders');
      const card = page.getByRole('button', { name: /창립기념 선물/ }).first();
      await card.waitFor();
      await screenshot(page, `mypage-orders-full-${suffix}`);
      await card.click();
      const modal = page.getByRole('dialog', { name: '주문 상세' });
      await modal.waitFor();
      expect(await modal.getByText(a!.name).isVisible()).toBe(true);
      expect(await modal.getByText(b!.name).isVisible()).toBe(true);
      await modal.getByRole('button', { name: '상세보기' }).click();
      await page.waitForURL(`**/mypage/orders/${orderId}`);
      await page.getByRole('heading', { name: `주문번호 ${orderId}` }).waitFor();
      await expect.poll(() => page.getByText('발송완료').count()).toBeGreaterThanOrEqual(2);
      await screenshot(page, `mypage-order-detail-${suffix}`);

      // Sent list → delivery detail → coupon modal.
      await page.goto('/mypage/delivery-refund');
      const row =
        viewport === DESKTOP
          ? page.locator('table tbody tr').filter({ hasText: '010-2468-1357' }).first()
          : page.getByRole('button', { name: /010-2468-1357/ }).first();
      await row.waitFor();
      await screenshot(page, `mypage-delivery-list-${suffix}`);
      await page.goto(`/mypage/orders/${orderId}?delivery=${target.id}`);
      await page.getByText('010-2468-1357').waitFor();
      await screenshot(page, `mypage-delivery-detail-${suffix}`);
      await page.getByRole('button', { name: '쿠폰 다운로드' }).click();
      const coupon = page.getByRole('dialog', { name: '쿠폰 다운로드' });
      await coupon.waitFor();
      await expect
        .poll(() => coupon.locator('svg[aria-label^="쿠폰 바코드"] rect').count())
        .toBeGreaterThan(10);
      const formatted = target.gifticon.coupon_no!.replace(/(\d{4})(\d{4})(\d{4})/, '$1-$2-$3');
      expect(await coupon.getByText(formatted).isVisible()).toBe(true);
      await page.waitForTimeout(300); // let the dialog's fade-in finish
      await page.screenshot({
        path: path.resolve(import.meta.dirname, `screenshots/mypage-coupon-modal-${suffix}.png`),
      });

      const started = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        coupon.getByRole('button', { name: '이미지로 저장' }).click(),
      ]);
      const file = await download.path();
      const elapsed = Date.now() - started;
      const png = readFileSync(file);
      copyFileSync(file, path.resolve(import.meta.dirname, `screenshots/mypage-coupon-${suffix}.png`));
      expect(download.suggestedFilename()).toBe(`bizgift-coupon-${target.gifticon.coupon_no}.png`);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.readUInt32BE(16)).toBe(800); // IHDR width: 400 px at scale 2
      const decoded = await barcodeBars(page, png);
      expect(decoded.width).toBe(800);
      expect(decoded.bars).toBeGreaterThanOrEqual(20); // a 12-digit CODE128 has ~30 bars
      console.info(`coupon PNG (${suffix}): ${png.length} bytes, ${decoded.bars} bars, ${elapsed} ms`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a send to the sandbox failure number ends in status 3; refund restores the balance and the list shows 4', async () => {
    const [g] = goods;
    const before = await balance();
    const orderId = await placeOrder(server, token, [g!], ['010-0000-0000'], { name: '실패 테스트 발송' });
    const [failed] = await waitForDeliveries(server, token, orderId, (d) => d.status === 3);
    expect(await balance()).toBe(before - g!.price);

    const { page, errors } = await login(DESKTOP);
    const topBar = page.getByRole('navigation', { name: '회원 메뉴' });
    await expect.poll(() => topBar.textContent()).toContain(formatWon(before - g!.price));

    // The hub counts the failure; the list offers resend only on the failed row.
    await page.goto('/mypage');
    await expect.poll(() => page.getByRole('link', { name: /발송실패/ }).textContent()).toContain('1');
    await page.goto('/mypage/delivery-refund');
    const row = page.locator('table tbody tr').filter({ hasText: '010-0000-0000' }).first();
    await row.waitFor();
    expect(await row.getByText('발송실패').isVisible()).toBe(true);
    expect(await page.locator('table tbody').getByRole('button', { name: '재발송' }).count()).toBe(1);

    // Resend from the list asks first, naming goods and recipient; the sandbox fails it again.
    await row.getByRole('button', { name: '재발송' }).click();
    const ask = page.getByRole('dialog', { name: '쿠폰 재발송' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(g!.name);
    expect(await ask.textContent()).toContain('010-0000-0000');
    await ask.getByRole('button', { name: '재발송' }).click();
    const failedDialog = page.getByRole('dialog', { name: '재발송 실패' });
    await failedDialog.waitFor();
    expect(await failedDialog.textContent()).toContain('재발송 요청에 실패했습니다.');
    await failedDialog.getByRole('button', { name: '확인' }).click();

    // Row click → detail with back path to the sent list → refund with confirmation.
    await row.click();
    await page.waitForURL(`**/mypage/orders/${orderId}?delivery=${failed!.id}`);
    await page.getByText('쿠폰을 보내지 못했습니다.', { exact: false }).waitFor();
    await screenshot(page, 'mypage-delivery-detail-failed-desktop');
    await page.getByRole('button', { name: '환불 요청' }).click();
    const confirm = page.getByRole('dialog', { name: '환불 요청' });
    await confirm.waitFor();
    // A money dialog opens on 취소
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('취소');
    await confirm.getByRole('button', { name: '환불 요청' }).click();
    const done = page.getByRole('dialog', { name: '환불 완료' });
    await done.waitFor();
    expect(await done.textContent()).toContain(
      '환불 요청이 완료되었습니다. 결제 금액이 충전금으로 반환됩니다.',
    );
    await expect.poll(() => topBar.textContent()).toContain(formatWon(before));
    await done.getByRole('button', { name: '목록으로' }).click();
    await page.waitForURL('**/mypage/delivery-refund');
    await expect
      .poll(() => page.locator('table tbody tr').filter({ hasText: '010-0000-0000' }).first().textContent())
      .toContain('환불완료');
    expect(await balance()).toBe(before);
    // The one failed resend answers 409 on purpose.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });

  it('an order with one failed send reads 일부 실패 1건 (orange), never 발송완료, on the complete page, list and detail at 1280 and 390', async () => {
    const [g] = goods;
    const orderId = await placeOrder(server, token, [g!], ['010-2929-0001', '010-0000-0000'], {
      name: '일부 실패 발송',
    });
    await waitForDeliveries(server, token, orderId, (d) => d.status === 1 || d.status === 3);
    for (const viewport of [DESKTOP, MOBILE]) {
      const tag = viewport === DESKTOP ? 'desktop' : 'mobile';
      const { page, context, errors } = await login(viewport);
      await page.goto(`/checkout/complete?order=${orderId}`);
      const badge = page.getByText('일부 실패 1건', { exact: true });
      await badge.first().waitFor();
      expect(await badge.first().getAttribute('class')).toContain('bg-orange-100');
      await screenshot(page, `order-status-partial-complete-${tag}`);

      await page.goto('/mypage/orders');
      const rows = viewport === DESKTOP ? page.locator('table tbody tr') : page.locator('li > button');
      const mine = rows.filter({ hasText: '일부 실패 발송' }).first();
      await mine.waitFor();
      expect(await mine.textContent()).toContain('일부 실패 1건');
      expect(await mine.textContent()).not.toContain('발송완료');
      await screenshot(page, `order-status-partial-list-${tag}`);

      await page.goto(`/mypage/orders/${orderId}`);
      await page.getByText('일부 실패 1건', { exact: true }).first().waitFor();
      await screenshot(page, `order-status-partial-detail-${tag}`);
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it('resend from the detail goes to a corrected number and the delivery becomes completed', async () => {
    const [g] = goods;
    const orderId = await placeOrder(server, token, [g!], ['010-0000-0000'], { name: '번호 정정 발송' });
    const [failed] = await waitForDeliveries(server, token, orderId, (d) => d.status === 3);
    const { page, errors } = await login(MOBILE);
    await page.goto(`/mypage/orders/${orderId}?delivery=${failed!.id}`);
    await page.getByRole('button', { name: '재발송' }).click();
    const modal = page.getByRole('dialog', { name: '쿠폰 재발송' });
    const phone = modal.getByLabel('휴대폰 번호');
    expect(await phone.inputValue()).toBe('010-0000-0000');
    await phone.fill('');
    await modal.getByRole('button', { name: '재발송' }).click();
    await modal.getByText('휴대폰 번호를 입력해주세요.').waitFor();
    await phone.fill('010-5555-7777');
    await modal.getByRole('button', { name: '재발송' }).click();
    await page
      .getByRole('dialog', { name: '재발송 완료' })
      .getByText('재발송 요청이 완료되었습니다.')
      .waitFor();
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByText('010-5555-7777').waitFor();
    await expect.poll(() => page.getByText('발송완료').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('button', { name: '쿠폰 다운로드' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a reserved order can be cancelled before its time, with a full refund', async () => {
    const [g] = goods;
    const before = await balance();
    const orderId = await placeOrder(server, token, [g!], ['010-1357-2468', '010-9753-8642'], {
      name: '예약 발송 주문',
      reservedInMs: 2 * 3600_000,
    });
    expect(await balance()).toBe(before - 2 * g!.price);
    const { page, errors } = await login(DESKTOP);
    await page.goto(`/mypage/orders/${orderId}`);
    await page.getByRole('heading', { name: `주문번호 ${orderId}` }).waitFor();
    await page.getByRole('button', { name: '예약 취소' }).click();
    const confirm = page.getByRole('dialog', { name: '예약 취소' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '예약 취소' }).click();
    await page.getByRole('dialog', { name: '예약 취소 완료' }).waitFor();
    await page.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => page.locator('section[aria-labelledby="order-summary"]').textContent())
      .toContain('취소');
    expect(await page.getByRole('button', { name: '예약 취소' }).count()).toBe(0);
    expect(await balance()).toBe(before);
    expect(errors).toEqual([]);
  });

  it('detail pages survive a reload and a shared link; unknown ids go back with the spec message', async () => {
    const [g] = goods;
    const orderId = await placeOrder(server, token, [g!], ['010-8642-9753'], { name: '새로고침 확인' });
    const [row] = await waitForDeliveries(server, token, orderId, (d) => d.status === 1);

    const { page, errors, context } = await login(DESKTOP);
    await page.goto('/mypage/orders');
    await page
      .getByRole('button', { name: /새로고침 확인/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: '주문 상세' }).getByRole('button', { name: '상세보기' }).click();
    await page.getByRole('heading', { name: `주문번호 ${orderId}` }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `주문번호 ${orderId}` }).waitFor();

    // A shared link (no navigation state at all) to a delivery.
    const shared = await context.newPage();
    await shared.goto(`/mypage/orders/${orderId}?delivery=${row!.id}`);
    await shared.getByText('010-8642-9753').waitFor();
    await shared.reload();
    await shared.getByText('010-8642-9753').waitFor();
    expect(await shared.getByRole('heading', { name: '발송 상세' }).isVisible()).toBe(true);

    // Not found: back to the list with the message, shown once.
    await shared.goto('/mypage/orders/987654');
    await shared.waitForURL('**/mypage/orders');
    await shared.getByRole('alert').getByText('주문 목록에서 상세보기를 선택해주세요.').waitFor();
    await shared.reload();
    await shared.getByRole('heading', { name: '주문/취소 조회' }).waitFor();
    expect(await shared.getByText('주문 목록에서 상세보기를 선택해주세요.').count()).toBe(0);
    await shared.goto(`/mypage/orders/${orderId}?delivery=987654`);
    await shared.waitForURL('**/mypage/delivery-refund');
    await shared.getByRole('alert').getByText('발송 목록에서 상세보기를 선택해주세요.').waitFor();
    expect(realErrors(errors)).toEqual([]);
  });

  it('searches the orders list by goods name and status, Enter searches, Reset clears', async () => {
    const { page, errors } = await login(DESKTOP);
    await page.goto('/mypage/orders');
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    const all = await rows.count();
    expect(all).toBeGreaterThanOrEqual(4);
    await page.getByLabel('발송명').fill('예약 발송');
    await page.getByLabel('발송명').press('Enter');
    await page.waitForURL(/name=/);
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('button', { name: '초기화' }).click();
    await expect.poll(() => rows.count()).toBe(all);
    // Cancelled: the reserved order and the order whose only delivery was refunded.
    await page.getByLabel('주문 상태').selectOption({ label: '취소' });
    await page
      .getByRole('form', { name: '주문 검색' })
      .getByRole('button', { name: '검색', exact: true })
      .click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByLabel('발송명').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('곧 만료되는 미사용 쿠폰: a one-click reminder after a confirmation, once a day; reminders can be turned off', async () => {
    // A 30-day voucher is within the 30-day window from the day it is sent.
    const list = await apiCall<{ results: { id: number; price: string; valid_period: number }[] }>(
      server,
      'GET',
      '/api/goods?page_size=100',
    );
    const thirty = list.body.data.results.find((g) => g.valid_period === 30)!;
    const orderId = await placeOrder(
      server,
      token,
      [{ id: thirty.id, price: Number(thirty.price) }],
      ['010-7777-1212'],
    );
    await waitForDeliveries(server, token, orderId, (d) => d.status === 1);
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
    ] as const) {
      const { page, errors, context } = await login(viewport);
      await page.goto('/mypage/expiring');
      await page.getByRole('heading', { name: '곧 만료되는 미사용 쿠폰' }).waitFor();
      await page.getByLabel('만료 예정').selectOption('30');
      await page
        .locator(':visible', { hasText: /^010-7777-1212/ })
        .first()
        .waitFor();
      await screenshot(page, `mypage-expiring-${suffix}`);
      if (suffix === 'desktop') {
        const row = page.getByRole('row', { name: /010-7777-1212/ });
        await row.getByRole('button', { name: '만료 알림' }).click();
        const confirm = page.getByRole('dialog', { name: '만료 알림 보내기' });
        await confirm.getByText(/010-7777-1212/).waitFor();
        await confirm.getByRole('button', { name: '알림 보내기' }).click();
        await page
          .getByRole('dialog', { name: '만료 알림 발송' })
          .getByText('만료 알림을 보냈습니다.')
          .waitFor();
        await page.getByRole('button', { name: '확인' }).click();
        await row.getByRole('button', { name: '오늘 알림 보냄' }).waitFor();
        // Reminders off, saved for the member.
        await page.getByLabel('만료 알림 보내기').uncheck();
        await page.getByRole('button', { name: '저장' }).click();
        await page.getByText('만료 알림을 받지 않도록 설정했습니다.').waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('my lists and a failed e-mail send at 390', () => {
  let cheapest: { id: number; price: number };
  beforeAll(async () => {
    const res = await apiCall<{ results: { id: number; price: string }[] }>(
      server,
      'GET',
      '/api/goods?page_size=1&ordering=price_low',
    );
    const g = res.body.data.results[0]!;
    cheapest = { id: g.id, price: Number(g.price) };
  });

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
      await shootAndCheck(page, `mypage-${name}-folded-390`);
      await toggle.click();
      expect(await conditions.isVisible()).toBe(true);
      await shootAndCheck(page, `mypage-${name}-open-390`);
      await page.setViewportSize(DESKTOP);
      expect(await toggle.isVisible()).toBe(false);
      expect(await conditions.isVisible()).toBe(true);
      await shootAndCheck(page, `mypage-${name}-1280`);
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
          {
            goods: cheapest.id,
            amount: String(cheapest.price),
            total_count: 1,
            total_amount: String(cheapest.price),
          },
        ],
        deliveries: [{ email: 'fail@example.com' }],
        payments: { recharge: String(cheapest.price), reward: '0' },
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
    await shootAndCheck(page, 'mypage-failed-email-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the ledger, the header cart count and a delivered voucher', () => {
  let ctx: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    ctx = await openPage(browser, server.baseUrl, { width: 1024, height: 800 });
    await loginThroughUi(ctx.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  });
  afterAll(async () => {
    expect(ctx.errors).toEqual([]);
    await ctx.context.close();
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
});
