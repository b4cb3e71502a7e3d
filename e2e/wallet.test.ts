import { formatWon } from '@bizgift/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { rechargeBalance, startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * Wallet journeys: a bank-transfer request approved by staff shows in the top bar; an
 * integrated charge through the sandbox provider's checkout (signed notification, then redirect)
 * lands on /charge/success with the balance increased; the SPEC §5 amount messages; the fail page;
 * the charge-money history.
 */

let server: TestServer;
let browser: Browser;
let memberToken: string;
let staffToken: string;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  memberToken = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  staffToken = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
});
afterAll(() => stopJourney(server, browser));

const balance = () => rechargeBalance(server, memberToken);

const topBarBalance = (page: Page) => page.getByRole('navigation', { name: '회원 메뉴' }).getByText(/원$/);

describe('charge journeys', () => {
  it('bank transfer: request → staff approves via the API → the new balance shows in the top bar', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const before = await balance();
    await page.goto('/charge');
    await expect.poll(() => topBarBalance(page).textContent()).toBe(formatWon(before));
    await page.getByRole('group').getByText('무통장입금', { exact: true }).click();
    await expect.poll(() => page.getByText(/971$/).count()).toBe(1);
    await expect.poll(() => page.getByText(/004$/).count()).toBe(1);
    await page
      .getByText('입금자명은 선택하신 이름(담당자명 또는 회사명)과 같게 입금해주세요.', { exact: false })
      .waitFor();
    // The account number copies with one click
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = page.getByRole('button', { name: /^국민은행 계좌번호 복사/ });
    await copy.click();
    await expect.poll(() => copy.textContent()).toContain('복사됨');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/971$/);
    // …and the transfer may carry the company's name instead of the manager's
    await page.getByRole('radio', { name: /데모상사/ }).check();
    await page.getByText('(입금자명: 데모상사)', { exact: false }).waitFor();
    await page.getByLabel('충전 금액').fill('50000');
    expect(await page.getByLabel('충전 금액').inputValue()).toBe('50,000');
    await screenshot(page, 'wallet-charge-bank-desktop');
    await page.getByRole('button', { name: '충전 요청하기' }).click();
    await page.getByText('충전 요청이 접수되었습니다. 입금이 확인되면 충전금이 적립됩니다.').waitFor();
    await page.getByTestId('recharge-request-row').filter({ hasText: '승인대기' }).first().waitFor();

    const pending = await apiCall<{ results: { id: number; amount: string; depositor_name: string }[] }>(
      server,
      'GET',
      '/api/admin/recharges?status=0',
      { token: staffToken },
    );
    const request = pending.body.data.results.find((r) => r.amount === '50000');
    expect(request?.depositor_name).toBe('데모상사');
    const approved = await apiCall(server, 'POST', `/api/admin/recharges/${request!.id}/approve`, {
      token: staffToken,
    });
    expect(approved.status).toBe(200);

    await page.reload();
    await expect.poll(() => topBarBalance(page).textContent()).toBe(formatWon(before + 50_000));
    await page.getByTestId('recharge-request-row').filter({ hasText: '승인완료' }).first().waitFor();
    await screenshot(page, 'wallet-charge-approved-desktop');
    expect(errors).toEqual([]);
    await context.close();

    // At 390 the account, its copy button and both names fit the phone's width
    const phone = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(phone.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await phone.page.goto('/charge');
    await phone.page.getByRole('group').getByText('무통장입금', { exact: true }).click();
    await phone.page.getByRole('radio', { name: /데모상사/ }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'wallet-charge-bank-mobile');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('integrated: 10,000 won through the sandbox checkout → /charge/success, balance increased', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const before = await balance();
    // A slow answer of the charge options (whether integrated payment is offered): a member who
    // pays before it arrives must still reach the provider, not read 통합결제를 사용할 수 없습니다.
    await page.route('**/api/payments/recharge/options', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/mypage/point-charge');
    await page.getByLabel('충전 금액').fill('10000');
    await page.getByRole('button', { name: '결제하기' }).click();
    await page.waitForURL('**/sandbox/danal/checkout/*');
    await page.getByText('10,000원').first().waitFor();
    await screenshot(page, 'wallet-sandbox-checkout-desktop');
    await page.getByRole('button', { name: '결제 승인' }).click();
    await page.waitForURL((url) => url.pathname === '/charge/success');
    const url = new URL(page.url());
    expect(url.searchParams.get('amount')).toBe('10000');
    expect(url.searchParams.get('orderId')).toMatch(/^CHARGE_\d{13}_/);
    await page.getByText('충전이 완료되었습니다').waitFor();
    expect(await page.getByTestId('charge-success-amount').textContent()).toBe('10,000원');
    await expect.poll(() => topBarBalance(page).textContent()).toBe(formatWon(before + 10_000));
    expect(await balance()).toBe(before + 10_000);
    await screenshot(page, 'wallet-charge-success-desktop');

    // Back after paying: the provider's page again, by GET (post → redirect → get), never the
    // browser's form-resubmission page
    await page.goBack();
    await page.getByText('이미 처리된 결제입니다.').waitFor();
    await page.goForward();
    await page.waitForURL((u) => u.pathname === '/charge/success');

    await page.getByRole('link', { name: '충전 내역 보기' }).click();
    await page.waitForURL('**/mypage/charge-history');
    const row = page.getByTestId('history-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('+ 10,000원');
    expect(await page.getByTestId('history-balance').textContent()).toBe(formatWon(before + 10_000));
    expect(await topBarBalance(page).textContent()).toBe(formatWon(before + 10_000));
    await screenshot(page, 'wallet-history-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('amount messages of SPEC §5, the SDK failure message and the fail page (mobile)', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/charge');
    const input = page.getByLabel('충전 금액');
    await page.getByRole('button', { name: '결제하기' }).click();
    await page.getByText('충전 금액을 입력해주세요.').waitFor();
    await input.fill('500');
    await page.getByRole('button', { name: '결제하기' }).click();
    await page.getByText('1,000원 이상 입력해주세요.').waitFor();
    await input.fill('abc');
    expect(await input.inputValue()).toBe('');
    await screenshot(page, 'wallet-charge-mobile');

    // The SDK cannot be loaded: the SPEC §8 message, and no request is created.
    const requestsBefore = (
      await apiCall<unknown[]>(server, 'GET', '/api/payments/recharge', { token: memberToken })
    ).body.data.length;
    await page.route('**/sandbox/danal/sdk.js', (route) => route.abort());
    await page.reload();
    await page.getByLabel('충전 금액').fill('10000');
    await page.getByRole('button', { name: '결제하기' }).click();
    await page.getByText('다날 결제 시스템을 불러올 수 없습니다.').waitFor();
    const requestsAfter = (
      await apiCall<unknown[]>(server, 'GET', '/api/payments/recharge', { token: memberToken })
    ).body.data.length;
    expect(requestsAfter).toBe(requestsBefore);
    await page.unroute('**/sandbox/danal/sdk.js');

    // Cancel at the provider: the fail page shows its message; retry goes back to the charge page.
    const before = await balance();
    await page.reload();
    await page.getByLabel('충전 금액').fill('20000');
    await page.getByRole('button', { name: '결제하기' }).click();
    await page.waitForURL('**/sandbox/danal/checkout/*');
    await page.getByRole('button', { name: '취소' }).click();
    await page.waitForURL((url) => url.pathname === '/charge/fail');
    expect(await page.getByTestId('charge-fail-message').textContent()).toBe('사용자가 결제를 취소했습니다.');
    // The payer's own cancel is no failure, and the provider's code stays off the screen.
    await page.getByRole('heading', { name: '결제를 취소했습니다' }).waitFor();
    expect(await page.getByText('USER_CANCEL').count()).toBe(0);
    await screenshot(page, 'wallet-charge-fail-mobile');
    expect(await balance()).toBe(before);
    await page.getByRole('link', { name: '다시 시도' }).click();
    await page.waitForURL('**/mypage/point-charge');

    await page.goto('/charge/fail');
    expect(await page.getByTestId('charge-fail-message').textContent()).toBe(
      '알 수 없는 오류가 발생했습니다.',
    );
    // The aborted SDK request logs a console error by design; anything else is a fault.
    expect(errors.filter((e) => !e.includes('sdk.js') && !e.includes('ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it('history filters, empty state and mobile layout', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/charge-history');
    await page.getByTestId('history-balance').waitFor();
    await screenshot(page, 'wallet-history-mobile');
    // On a phone the conditions fold behind one button.
    await page.getByRole('button', { name: /^검색 조건/ }).click();
    await page.getByLabel('거래 구분').selectOption('5');
    await page.getByRole('button', { name: '조회' }).click();
    await page.getByText('충전 내역이 없습니다.').waitFor();
    expect(new URL(page.url()).searchParams.get('transaction_type')).toBe('5');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the charge screen at 390', () => {
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
    await shootAndCheck(page, 'charge-390');
    await page.setViewportSize(DESKTOP);
    await shootAndCheck(page, 'charge-1280');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('a waiting bank transfer withdrawn, and what a withdrawal would forfeit', () => {
  let ctx: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    ctx = await openPage(browser, server.baseUrl, { width: 1024, height: 800 });
    await loginThroughUi(ctx.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  });
  afterAll(async () => {
    expect(ctx.errors).toEqual([]);
    await ctx.context.close();
  });

  it('a waiting bank transfer can be withdrawn; the withdrawal screen says what would be forfeited', async () => {
    const { page } = ctx;
    const bank = (
      await apiCall(server, 'POST', '/api/payments/recharge', {
        token: memberToken,
        body: { amount: 70000, recharge_method: 1 },
      })
    ).body.data.recharge.id as number;
    await page.goto('/charge');
    const request = page.getByTestId('recharge-request-row').filter({ hasText: '70,000원' });
    await request.getByRole('button', { name: '요청 취소' }).click();
    const dialog = page.getByRole('dialog', { name: '충전 요청 취소' });
    await dialog.getByRole('button', { name: '요청 취소' }).click();
    await dialog.getByText('충전 요청을 취소했습니다.').waitFor();
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => request.getByText('요청 취소', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    const recharges = (await apiCall(server, 'GET', '/api/payments/recharge', { token: memberToken })).body
      .data;
    expect(recharges.find((r: { id: number }) => r.id === bank).status).toBe(4);

    const balance = (await apiCall(server, 'GET', '/api/payments/balance', { token: memberToken })).body.data;
    await page.goto('/mypage/profile?tab=withdraw');
    await expect
      .poll(() => page.getByTestId('forfeit').textContent(), { timeout: 15_000 })
      .toContain(`${Number(balance.recharge).toLocaleString('ko-KR')}원`);
    await screenshot(page, 'withdraw-forfeit-1024');
  });
});
