import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * Caller numbers per company: the member asks on 마이페이지 › 발신번호 with the
 * 통신서비스 이용증명원; staff download it and approve on /admin/sender-numbers; the member sees 승인.
 */

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

const poll = (fn: () => Promise<unknown>) => expect.poll(fn, { timeout: 20_000 });

describe('sender numbers', () => {
  it('member asks with proof, staff approve, the member sees it approved (1280 and 390)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bizgift-proof-'));
    const proof = path.join(dir, '이용증명원.pdf');
    writeFileSync(proof, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

    const member = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(member.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await member.page.goto('/mypage');
    await member.page
      .getByRole('link', { name: /발신번호/ })
      .first()
      .click();
    await member.page.getByRole('heading', { level: 1, name: '발신번호' }).waitFor();
    await member.page.getByText('신청한 발신번호가 없습니다.').waitFor();
    // Without the proof: refused on the screen.
    await member.page.getByRole('textbox', { name: /^발신번호/ }).fill('02-3456-7890');
    await member.page.getByRole('button', { name: '신청하기' }).click();
    await member.page.getByText('통신서비스 이용증명원 파일을 첨부해주세요.').waitFor();
    await member.page.getByLabel('메모').fill('본사 대표번호');
    await member.page.getByLabel(/통신서비스 이용증명원/).setInputFiles(proof);
    await member.page.getByRole('button', { name: '신청하기' }).click();
    await member.page.getByText(/02-3456-7890 번호를 신청했습니다/).waitFor();
    await member.page.getByText('심사 중').waitFor();
    await screenshot(member.page, 'sender-numbers-member-pending-1280');

    const staff = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(staff.page, DEMO_STAFF.username, DEMO_STAFF.password);
    await staff.page.goto('/admin/sender-numbers');
    await staff.page.getByRole('heading', { level: 1, name: '발신번호' }).waitFor();
    const row = staff.page.getByRole('row', { name: /02-3456-7890/ });
    await row.getByText('데모상사').waitFor();
    const download = staff.page.waitForEvent('download');
    await row.getByRole('button', { name: '증명원' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await screenshot(staff.page, 'sender-numbers-staff-pending-1280');
    await row.getByRole('button', { name: '승인' }).click();
    const dialog = staff.page.getByRole('dialog', { name: '발신번호 승인' });
    await dialog.getByRole('button', { name: '승인' }).click();
    await row.getByText('승인', { exact: true }).waitFor();
    await screenshot(staff.page, 'sender-numbers-staff-approved-1280');
    expect(staff.errors).toEqual([]);

    await member.page.reload();
    await member.page.getByText('승인', { exact: true }).waitFor();
    expect(member.errors).toEqual([]);

    for (const [who, account, url] of [
      ['member', DEMO_MEMBER, '/mypage/sender-numbers'],
      ['staff', DEMO_STAFF, '/admin/sender-numbers'],
    ] as const) {
      const phone = await openPage(browser, server.baseUrl, MOBILE);
      await loginThroughUi(phone.page, account.username, account.password);
      await phone.page.goto(url);
      await phone.page.getByRole('heading', { level: 1, name: '발신번호' }).waitFor();
      await phone.page
        .getByText(/02-3456-7890/)
        .first()
        .waitFor();
      await screenshot(phone.page, `sender-numbers-${who}-390`);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    }
    // The API agrees: approved for the demo company.
    const token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await poll(
      async () =>
        (await apiCall(server, 'GET', '/api/orders/sender-number?sender=0234567890', { token })).body.data,
    ).toEqual({
      from: '0234567890',
      registered: true,
    });
  }, 180_000);
});
