import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * The staff outbox: a sent voucher's coupon number and link are masked in the list;
 * 원문 보기, after a confirmation, shows them and leaves an audit row.
 */

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

/** Header cells of the outbox table that do not lie wholly inside its scroll box. */
function hiddenColumns(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: '발신 메시지 목록' }).evaluate((table) => {
    const box = table.parentElement!.getBoundingClientRect();
    return [...table.querySelectorAll('th')]
      .filter((th) => {
        const r = th.getBoundingClientRect();
        return r.left < box.left - 1 || r.right > box.right + 1;
      })
      .map((th) => th.textContent ?? '');
  });
}

const poll = (fn: () => Promise<unknown>) => expect.poll(fn, { timeout: 20_000 });

describe('staff outbox', () => {
  it('masks a sent coupon; 원문 보기 reveals it (audited)', async () => {
    const member = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const staff = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
    const goods = (await apiCall(server, 'GET', '/api/goods?page_size=1')).body.data.results[0];
    const price = Number(goods.price);
    const order = await apiCall(server, 'POST', '/api/orders', {
      token: member,
      body: {
        name: '',
        send_msg: '',
        sender: '',
        send_type: 1,
        order_items: [
          { goods: goods.id, amount: String(price), total_count: 1, total_amount: String(price) },
        ],
        deliveries: [{ recipient: '01055550123' }],
        payments: { recharge: String(price), reward: '0' },
      },
    });
    expect(order.status).toBe(201);
    // An e-mail to a long address, as a company's mailbox can be: its row must not widen the table.
    const longAddress = 'a.very.long.recipient.mailbox.name.for.the.outbox@example-company-domain.co.kr';
    const mailed = await apiCall(server, 'POST', '/api/orders', {
      token: member,
      body: {
        name: '',
        send_msg: '',
        sender: '',
        send_type: 2,
        order_items: [
          { goods: goods.id, amount: String(price), total_count: 1, total_amount: String(price) },
        ],
        deliveries: [{ email: longAddress }],
        payments: { recharge: String(price), reward: '0' },
      },
    });
    expect(mailed.status).toBe(201);
    await poll(
      async () =>
        (
          await apiCall(server, 'GET', `/api/admin/messages?recipient=${encodeURIComponent(longAddress)}`, {
            token: staff,
          })
        ).body.data.count,
    ).toBe(1);
    const listed = async () =>
      (await apiCall(server, 'GET', '/api/admin/messages?recipient=01055550123', { token: staff })).body.data
        .results[0];
    await poll(async () => (await listed())?.masked).toBe(true);
    const message = await listed();
    const deliveries = await apiCall(server, 'GET', `/api/orders/deliveries?order_id=${order.body.data.id}`, {
      token: member,
    });
    const coupon: string = deliveries.body.data.results[0].gifticon.coupon_no;
    expect(message.body).not.toContain(coupon.slice(0, 8));

    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors, context } = await openPage(browser, server.baseUrl, viewport);
      await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
      await page.goto('/admin/messages?recipient=01055550123');
      await page.getByRole('heading', { level: 1, name: '발신함' }).waitFor();
      await page.getByText('전체 보기').first().click();
      await page.getByText('쿠폰번호와 쿠폰·초대·비밀번호 링크는 가려져 있습니다.').waitFor();
      await screenshot(page, `outbox-masked-${viewport.width}`);
      await page.getByRole('button', { name: '원문 보기' }).click();
      const dialog = page.getByRole('dialog', { name: '메시지 원문 보기' });
      await dialog.getByText(/감사 로그에 남습니다/).waitFor();
      await dialog.getByRole('button', { name: '원문 보기' }).click();
      await poll(() => page.getByText('쿠폰번호와 쿠폰·초대·비밀번호 링크는 가려져 있습니다.').count()).toBe(
        0,
      );
      expect(await page.locator('pre').first().textContent()).toContain(coupon.slice(-4));
      await shootAndCheck(page, `outbox-revealed-${viewport.width}`);
      if (viewport === DESKTOP) {
        // At 1280 every column, 상태 included, is in view: a voucher link without spaces wraps in its
        // cell instead of pushing the table wider than the console.
        expect(await hiddenColumns(page)).toEqual([]);
        await page.goto('/admin/messages');
        await page.getByRole('table', { name: '발신 메시지 목록' }).waitFor();
        expect(await hiddenColumns(page)).toEqual([]);
        await shootAndCheck(page, 'outbox-all-1280');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    const audit = await apiCall(server, 'GET', '/api/admin/audit-logs?target_type=message', { token: staff });
    expect(
      audit.body.data.results.filter((r: { action: string }) => r.action === 'message.reveal'),
    ).toHaveLength(2);
  }, 120_000);

  it('masks an invitation link in the list at 1280 and 390; 원문 보기 shows it', async () => {
    const member = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const staff = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
    const email = `invitee${Date.now()}@example.com`;
    const invited = await apiCall(server, 'POST', '/api/company/invitations', {
      token: member,
      body: { email, role: 'owner' },
    });
    expect(invited.status).toBe(201);
    const listed = async () =>
      (
        await apiCall(server, 'GET', `/api/admin/messages?recipient=${encodeURIComponent(email)}`, {
          token: staff,
        })
      ).body.data.results[0];
    await poll(async () => (await listed())?.masked).toBe(true);
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors, context } = await openPage(browser, server.baseUrl, viewport);
      await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
      await page.goto(`/admin/messages?recipient=${encodeURIComponent(email)}`);
      await page.getByRole('heading', { level: 1, name: '발신함' }).waitFor();
      await page.getByText('전체 보기').first().click();
      await page.getByText('쿠폰번호와 쿠폰·초대·비밀번호 링크는 가려져 있습니다.').waitFor();
      const shown = (await page.locator('pre').first().textContent()) ?? '';
      expect(shown).toContain('/invite/••••••••');
      expect(shown).not.toMatch(/\/invite\/[\w-]{20,}/);
      await shootAndCheck(page, `outbox-invitation-masked-${viewport.width}`);
      await page.getByRole('button', { name: '원문 보기' }).click();
      await page
        .getByRole('dialog', { name: '메시지 원문 보기' })
        .getByRole('button', { name: '원문 보기' })
        .click();
      await poll(async () => (await page.locator('pre').first().textContent()) ?? '').toMatch(
        /\/invite\/[\w-]{40,}/,
      );
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
