import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { placeOrder, waitForDeliveries } from './support/orders.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * The paperwork a finance team asks for, downloaded through the buttons a member and
 * staff see (the documents themselves are checked in the API suite; here, that each button
 * delivers the right kind of file with the right name).
 */

let server: TestServer;
let browser: Browser;
let token: string;
let orderId: number;
let rechargeId: number;
const downloads = mkdtempSync(path.join(tmpdir(), 'bizgift-docs-'));

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const list = await apiCall<{ results: { id: number; price: string }[] }>(
    server,
    'GET',
    '/api/goods?page_size=1&ordering=-id',
  );
  const [goods] = list.body.data.results;
  orderId = await placeOrder(
    server,
    token,
    [{ id: goods!.id, price: Number(goods!.price) }],
    ['010-3579-2468'],
    {
      name: '증빙 서류 확인',
    },
  );
  await waitForDeliveries(server, token, orderId, (d) => d.status === 1);
  // An approved bank-transfer recharge, so the charge history has a 충전 확인서.
  const requested = await apiCall<{ recharge: { id: number } }>(server, 'POST', '/api/payments/recharge', {
    token,
    body: { amount: '30000', recharge_method: 1 },
  });
  rechargeId = requested.body.data.recharge.id;
  const staffToken = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
  const approved = await apiCall(server, 'POST', `/api/admin/recharges/${rechargeId}/approve`, {
    token: staffToken,
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status}`);
});
afterAll(() => stopJourney(server, browser));

/** Clicks a download button and returns the saved file's name and bytes. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const target = path.join(downloads, `${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(target);
  return { name: file.suggestedFilename(), bytes: readFileSync(target) };
}

const pdfText = (bytes: Buffer) => {
  const file = path.join(downloads, `read-${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
// An .xlsx is a zip archive.
const isXlsx = (bytes: Buffer) => bytes.subarray(0, 2).toString('latin1') === 'PK';

describe('documents a member downloads', () => {
  it('the company profile fills the 거래명세서 buyer block, at 390 and 1280', async () => {
    for (const [suffix, viewport, type] of [
      ['mobile', MOBILE, '도소매 / 전자상거래'],
      ['desktop', DESKTOP, '서비스 / 광고대행'],
    ] as const) {
      const { page, errors, context } = await openPage(browser, server.baseUrl, viewport);
      await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await page.goto('/mypage/profile');
      await page.getByLabel('업태/종목').fill(type);
      await page.getByLabel('사업장 주소').fill('서울특별시 중구 세종대로 110 3층');
      await page.getByRole('button', { name: '회사 정보 저장' }).click();
      await page.getByText('회사 정보가 저장되었습니다.', { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `company-profile-${suffix}`);

      await page.goto(`/mypage/orders/${orderId}`);
      const section = page.getByRole('region', { name: '증빙 서류' });
      const statement = pdfText(
        (await download(page, section.getByRole('button', { name: /거래명세서/ }))).bytes,
      );
      expect(statement).toContain(type);
      expect(statement).toContain('서울특별시 중구 세종대로 110 3층');
      expect(statement).toMatch(/\d{3}-\d{2}-\d{5}/);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  for (const [suffix, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`order detail: 거래명세서 and 발송결과 내역서 as PDF and Excel (${suffix})`, async () => {
      const { page, errors } = await openPage(browser, server.baseUrl, viewport);
      await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await page.goto(`/mypage/orders/${orderId}`);
      const section = page.getByRole('region', { name: '증빙 서류' });
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `documents-order-detail-${suffix}`);

      const statement = await download(page, section.getByRole('button', { name: /거래명세서/ }));
      expect(statement.name).toBe(`거래명세서_주문${orderId}.pdf`);
      expect(isPdf(statement.bytes)).toBe(true);
      expect(pdfText(statement.bytes)).toContain('거래명세서');

      const report = await download(page, section.getByRole('button', { name: /발송결과 내역서/ }));
      expect(isPdf(report.bytes)).toBe(true);
      // The recipient's number is masked on the PDF (handed to others)…
      expect(pdfText(report.bytes)).toContain('010-****-2468');

      const sheet = await download(page, section.getByRole('button', { name: /발송결과 엑셀/ }));
      expect(sheet.name.endsWith('.xlsx')).toBe(true);
      expect(isXlsx(sheet.bytes)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  it('orders list: this search as Excel and the month statement', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/orders');
    await page.getByText('증빙 서류 확인').first().waitFor();
    await screenshot(page, 'documents-orders-list-desktop');
    const sheet = await download(page, page.getByRole('button', { name: /엑셀 다운로드/ }));
    expect(isXlsx(sheet.bytes)).toBe(true);
    const month = await download(page, page.getByRole('button', { name: /받기/ }));
    expect(isPdf(month.bytes)).toBe(true);
    expect(pdfText(month.bytes)).toContain('거래명세서');
    expect(errors).toEqual([]);
  });

  it('charge history: Excel and the 충전 확인서 of an approved recharge', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/charge-history');
    const receiptButton = page.getByRole('button', { name: /충전 확인서/ }).first();
    await receiptButton.waitFor();
    await screenshot(page, 'documents-charge-history-mobile');
    const receipt = await download(page, receiptButton);
    expect(isPdf(receipt.bytes)).toBe(true);
    const text = pdfText(receipt.bytes);
    expect(text).toContain('충전 확인서');
    expect(text).toContain('30,000');
    const sheet = await download(page, page.getByRole('button', { name: /엑셀 다운로드/ }));
    expect(isXlsx(sheet.bytes)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('documents staff download', () => {
  it('dashboard: every export and the monthly settlement', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    await page.goto('/admin');
    const card = page.locator('section', { hasText: '엑셀 내보내기' }).last();
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'documents-admin-exports-desktop');
    for (const label of ['주문', '발송', '충전 요청', '충전금 원장', '회원', '정산표']) {
      const file = await download(page, card.getByRole('button', { name: label, exact: true }));
      expect(isXlsx(file.bytes), label).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
