import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * Staff roles: a 최고 관리자 adds a 운영자 in the console; the 운영자's console has no
 * 운영자 / 설정 / 공급사 동기화 menu, those addresses say they are for 최고 관리자, and the API
 * refuses the 운영자 there (403).
 */

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

const SUPER_MENU = ['운영자', '설정', '공급사 동기화'];

describe('staff roles in the console', () => {
  it('a 최고 관리자 adds a 운영자, who sees only the day-to-day console', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    await page.goto('/admin/staff');
    await page.getByRole('heading', { level: 1, name: '운영자' }).waitFor();
    await page.getByRole('button', { name: '운영자 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '운영자 추가' });
    await dialog.getByLabel('아이디').fill('opdesk01');
    await dialog.getByLabel('이름').fill('박운영');
    await dialog.getByLabel('이메일').fill('opdesk01@bizgift.co.kr');
    await dialog.getByLabel(/^비밀번호(?! 확인)/).fill('Strong!2345');
    await dialog.getByLabel('비밀번호 확인').fill('Strong!2345');
    expect(await dialog.getByRole('radio', { name: /^운영자/ }).isChecked()).toBe(true);
    await screenshot(page, 'staff-roles-create-desktop');
    await dialog.getByRole('button', { name: '추가', exact: true }).last().click();
    const row = page.getByRole('row', { name: /opdesk01/ });
    await row.getByText('운영자', { exact: true }).waitFor();
    expect(await page.getByRole('row', { name: /admin/ }).getByText('최고 관리자').count()).toBe(1);
    await screenshot(page, 'staff-roles-list-desktop');
    // every menu of a 최고 관리자
    const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
    for (const label of SUPER_MENU) expect(await nav.getByRole('link', { name: label }).count()).toBe(1);
    expect(errors).toEqual([]);

    for (const viewport of [DESKTOP, MOBILE]) {
      const op = await openPage(browser, server.baseUrl, viewport);
      await loginThroughUi(op.page, 'opdesk01', 'Strong!2345');
      await op.page.goto('/admin/settings');
      await op.page.getByRole('heading', { level: 1, name: '최고 관리자만 볼 수 있는 화면입니다' }).waitFor();
      await screenshot(op.page, `staff-roles-operator-settings-${viewport.width}`);
      await op.page.goto('/admin');
      await op.page.getByRole('heading', { name: '대시보드' }).waitFor();
      if (viewport === MOBILE) await op.page.getByRole('button', { name: '메뉴 열기' }).click();
      const opNav = op.page.getByRole('navigation', { name: '관리자 메뉴' });
      await opNav.getByRole('link', { name: '충전 요청' }).waitFor();
      for (const label of SUPER_MENU) expect(await opNav.getByRole('link', { name: label }).count()).toBe(0);
      await screenshot(op.page, `staff-roles-operator-menu-${viewport.width}`);
      expect(op.errors).toEqual([]);
      await op.context.close();
    }
    const opToken = await apiLogin(server, 'opdesk01', 'Strong!2345');
    expect((await apiCall(server, 'GET', '/api/admin/staff', { token: opToken })).status).toBe(403);
    expect((await apiCall(server, 'GET', '/api/admin/dashboard', { token: opToken })).status).toBe(200);
  }, 120_000);
});
