import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * 잔액 환급 in the browser: the withdrawal tab points to it first; the owner (the
 * demo member) registers the company's account (a personal holder refused), asks for part of the
 * balance — the dialog opens on 취소, so Enter moves nothing — and sees it held and waiting; staff
 * mark it paid after the transfer (dialog on 취소) and reject a second one (a reason needed), the
 * amount comes back; the member sees both, with the 환급 확인서 of the paid one; the audit log reads
 * in words. Every screen at 1280 and 390, each checked with axe.
 */

let server: TestServer;
let browser: Browser;
let member: string;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  member = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
});
afterAll(() => stopJourney(server, browser));

const balance = async () =>
  Number(
    (await apiCall<{ recharge: string }>(server, 'GET', '/api/payments/balance', { token: member })).body.data
      .recharge,
  );

/** Photographed (also copied to the notes when NOTES_SHOTS is set) and checked with axe. */

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('잔액 환급', () => {
  it('the owner registers the company account and asks for money back; Enter on the dialog moves nothing', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const start = await balance();
    expect(start).toBeGreaterThan(100_000);

    // The withdrawal tab offers the refund before anything else
    await page.goto('/mypage/profile?tab=withdraw');
    const link = page.getByTestId('withdraw-refund-link');
    await link.waitFor();
    await shootAndCheck(page, 'refund-withdraw-tab-1280');
    await link.click();
    await page.waitForURL('**/mypage/balance-refund');

    await page.getByRole('combobox', { name: '은행' }).waitFor();
    await shootAndCheck(page, 'refund-account-form-1280');
    await page.getByRole('combobox', { name: '은행' }).selectOption('신한은행');
    await page.getByRole('textbox', { name: '계좌번호' }).fill('140-012-345678');
    // A personal account is refused before it is sent
    await page.getByRole('textbox', { name: '예금주' }).fill('김데모');
    await page.getByRole('button', { name: '계좌 저장' }).click();
    await expect
      .poll(() => page.getByText('환급 계좌의 예금주는 회사명(사업자 명의)과 같아야 합니다.').isVisible())
      .toBe(true);
    await page.getByRole('textbox', { name: '예금주' }).fill('데모상사');
    await page.getByRole('button', { name: '계좌 저장' }).click();
    const account = page.getByTestId('refund-account');
    await account.waitFor();
    expect(await account.innerText()).toContain('140-012-345678');

    // More than the balance is refused on the spot
    const amount = page.getByLabel('환급 신청 금액');
    await amount.fill(String(start + 1));
    await page.getByRole('button', { name: '환급 신청', exact: true }).click();
    await expect
      .poll(() => page.getByText('환급 신청 금액이 충전금 잔액보다 많습니다.').isVisible())
      .toBe(true);

    await amount.fill('50000');
    await page.getByRole('button', { name: '환급 신청', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '잔액 환급 신청' });
    await dialog.waitFor();
    expect(await focused(page)).toBe('취소');
    expect(await dialog.innerText()).toContain('50,000원');
    await shootAndCheck(page, 'refund-request-dialog-1280');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await balance()).toBe(start);

    await page.getByRole('button', { name: '환급 신청', exact: true }).click();
    await dialog.getByRole('button', { name: '환급 신청' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByText('환급 신청이 접수되었습니다.', { exact: false }).isVisible())
      .toBe(true);
    expect(await balance()).toBe(start - 50_000);
    const row = page.getByTestId('refund-row').first();
    await expect.poll(() => row.innerText()).toContain('환급 대기');
    expect(await row.innerText()).toContain('50,000원');
    // One waits at a time: the form says so and is closed
    expect(await page.getByText('50,000원 환급 신청이 처리 중입니다.', { exact: false }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: '환급 신청', exact: true }).isDisabled()).toBe(true);
    await shootAndCheck(page, 'refund-waiting-1280');

    // The charge history shows the hold as 잔액 환급, linked to the request
    await page.goto('/mypage/charge-history');
    const line = page.getByTestId('history-row').first();
    await expect.poll(() => line.innerText()).toContain('잔액 환급');
    expect(await line.getByRole('link', { name: /^환급 신청 \d+$/ }).isVisible()).toBe(true);
    await shootAndCheck(page, 'refund-charge-history-1280');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('staff mark it paid after the transfer and reject another (reason required, money back); the audit log reads in words', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    await page.goto('/admin/balance-refunds');
    const table = page.getByRole('table', { name: '잔액 환급 신청 목록' });
    await expect.poll(() => table.innerText()).toContain('140-012-345678');
    await shootAndCheck(page, 'refund-staff-list-1280');

    await table.getByRole('button', { name: '환급 완료' }).first().click();
    const pay = page.getByRole('dialog', { name: '잔액 환급 완료 처리' });
    await pay.waitFor();
    expect(await focused(page)).toBe('취소');
    expect(await pay.innerText()).toContain('신한은행 140-012-345678 (예금주 데모상사)');
    await shootAndCheck(page, 'refund-staff-pay-dialog-1280');
    await pay.getByRole('button', { name: '환급 완료' }).click();
    await pay.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('처리를 기다리는 환급 신청이 없습니다.').isVisible()).toBe(true);

    // A second request, rejected: the amount comes back
    const before = await balance();
    const second = await apiCall(server, 'POST', '/api/payments/refunds', {
      token: member,
      body: { amount: 20_000 },
    });
    expect(second.status).toBe(201);
    expect(await balance()).toBe(before - 20_000);
    await page.reload();
    await table.getByRole('button', { name: '반려' }).first().click();
    const reject = page.getByRole('dialog', { name: '잔액 환급 반려' });
    await reject.waitFor();
    expect(await focused(page)).toBe('취소');
    expect(await reject.getByRole('button', { name: '반려' }).isDisabled()).toBe(true);
    await reject.getByLabel('반려 사유 (회원에게 보입니다)').fill('계좌 확인이 필요합니다');
    await shootAndCheck(page, 'refund-staff-reject-dialog-1280');
    await reject.getByRole('button', { name: '반려' }).click();
    await reject.waitFor({ state: 'hidden' });
    expect(await balance()).toBe(before);

    await page.getByLabel('상태').selectOption('all');
    await expect.poll(() => table.innerText()).toContain('계좌 확인이 필요합니다');
    expect(await table.innerText()).toContain('환급 완료');

    await page.goto('/admin/audit');
    const audit = page.getByRole('table', { name: '감사 로그' });
    await expect.poll(() => audit.innerText()).toContain('잔액 환급 반려');
    const text = await audit.innerText();
    expect(text).toContain('잔액 환급 완료');
    expect(text).toMatch(/상태\s*환급 대기\s*→\s*(에서\s*)?반려/);
    expect(text).toContain('20,000원');
    expect(text).not.toContain('{');
    await shootAndCheck(page, 'refund-staff-audit-1280');
    await page.setViewportSize(MOBILE);
    await page.goto('/admin/balance-refunds?status=all');
    await expect.poll(() => table.innerText()).toContain('환급 완료');
    await shootAndCheck(page, 'refund-staff-list-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a phone the member sees both outcomes, the reason, and downloads the 환급 확인서', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/balance-refund');
    const rows = page.getByTestId('refund-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain('반려 사유: 계좌 확인이 필요합니다');
    expect(await rows.nth(1).innerText()).toContain('환급 완료');
    // The form is open again: nothing waits
    expect(await page.getByRole('button', { name: '환급 신청', exact: true }).isDisabled()).toBe(false);
    await shootAndCheck(page, 'refund-page-390');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rows.nth(1).getByRole('button', { name: '환급 확인서' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^환급 확인서_\d+\.pdf$/);

    await page.goto('/mypage/profile?tab=withdraw');
    await page.getByTestId('withdraw-refund-link').waitFor();
    await shootAndCheck(page, 'refund-withdraw-tab-390');
    await page.goto('/mypage/charge-history');
    await page.getByTestId('history-balance').waitFor();
    await shootAndCheck(page, 'refund-charge-history-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
