import { randomBytes } from 'node:crypto';
import { isValidBusinessNumberChecksum, maskUsername } from '@bizgift/domain/account';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, type TestServer } from './support/server.ts';

/**
 * Account journeys: sign-up through the sandbox identity popup, log in; find ID (masked); reset
 * the password and log in with it; withdraw, then login and re-sign-up with that business number
 * are refused.
 */

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

function validBusinessNumber(): string {
  const first9 = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
  for (let d = 0; d <= 9; d++) if (isValidBusinessNumberChecksum(`${first9}${d}`)) return `${first9}${d}`;
  throw new Error('unreachable');
}

const account = {
  username: `e2e${randomBytes(3).toString('hex')}`,
  password: 'Journey!234',
  newPassword: 'Renewed!567',
  businessNumber: validBusinessNumber(),
  companyName: '이투이상사',
  phone: '01024681357',
  managerName: '정담당',
};

/** Clicks the verification button, fills the sandbox popup and confirms; waits until the popup has closed. */
async function verifyInPopup(
  page: Page,
  buttonName: string | RegExp = '휴대폰 본인인증',
  person = { name: account.managerName, phone: account.phone },
) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  await popup.waitForURL('**/api/identities/kcp/sandbox');
  await popup.locator('#user_name').fill(person.name);
  await popup.locator('#phone_no').fill(person.phone);
  const closed = popup.waitForEvent('close', { timeout: 10_000 });
  await popup.getByRole('button', { name: '인증 완료' }).click();
  await closed;
}

/** Sign-up step 1: the account's company and business number, then 인증하기. */
async function verifyBusinessNumber(page: Page): Promise<void> {
  await page.locator('#signup-company').fill(account.companyName);
  await page.locator('#signup-biz-1').fill(account.businessNumber.slice(0, 3));
  await page.locator('#signup-biz-2').fill(account.businessNumber.slice(3, 5));
  await page.locator('#signup-biz-3').fill(account.businessNumber.slice(5));
  await page.getByRole('button', { name: '인증하기' }).click();
}

describe('account journeys', () => {
  it('signs up through the wizard and the sandbox popup, then logs in', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/auth/signup');
    await expect.poll(() => page.getByRole('heading', { name: '기업 회원가입' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '가입 시작하기' }).click();

    // Step 1: the next button refuses until terms and business number are done.
    await page.getByRole('button', { name: '다음' }).click();
    await expect.poll(() => page.getByText('필수 약관에 모두 동의해주세요.').isVisible()).toBe(true);
    await page.getByLabel('전체 동의 (선택 항목 포함)').check();
    await verifyBusinessNumber(page);
    await expect
      .poll(() => page.getByText('사업자번호 인증이 완료되었습니다.').first().isVisible())
      .toBe(true);
    await screenshot(page, 'account-signup-step1');
    await page.getByRole('button', { name: '다음' }).click();

    // Step 2: every rule reports; the first invalid field gets focus.
    await page.getByRole('button', { name: '다음' }).click();
    await expect.poll(() => page.getByText('아이디를 입력해주세요.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-username');
    await page.locator('#signup-owner').fill('김대표');
    await page.locator('#signup-phone-1').fill('02');
    await page.locator('#signup-phone-2').fill('1234');
    await page.locator('#signup-phone-3').fill('5678');
    await page.locator('#signup-username').fill(account.username);
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect.poll(() => page.getByText('사용 가능한 아이디입니다.').isVisible()).toBe(true);
    await page.locator('#signup-password').fill('password1!');
    await expect.poll(() => page.getByText('비밀번호 조건을 만족해주세요.').isVisible()).toBe(true);
    await page.locator('#signup-password').fill(account.password);
    await page.locator('#signup-password-confirm').fill(account.password);
    await page.locator('#signup-email').fill(`${account.username}@example.com`);

    await verifyInPopup(page);
    const done = page.getByRole('button', { name: /본인인증 완료/ });
    await expect.poll(() => done.isVisible()).toBe(true);
    expect(await done.isDisabled()).toBe(true);
    expect(await page.locator('#signup-manager-name').inputValue()).toBe(account.managerName);
    expect(
      await Promise.all([1, 2, 3].map((i) => page.locator(`#signup-manager-phone-${i}`).inputValue())),
    ).toEqual(['010', '2468', '1357']);
    await screenshot(page, 'account-signup-step2');
    await page.getByRole('button', { name: '다음' }).click();

    // Step 3: confirmation, then register.
    await expect.poll(() => page.getByText('입력하신 정보를 확인해주세요').isVisible()).toBe(true);
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.poll(() => page.getByText('회원가입이 완료되었습니다.').isVisible()).toBe(true);
    await screenshot(page, 'account-signup-done');
    await page.getByRole('link', { name: '로그인하기' }).click();
    await page.waitForURL('**/auth/login');

    await loginThroughUi(page, account.username, account.password);
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(me).toMatchObject({ username: account.username, fullname: account.managerName });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds the ID (masked) after identity verification', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/auth/find-account');
    await verifyInPopup(page);
    const found = page.getByTestId('found-username');
    await expect.poll(() => found.first().textContent()).toBe(maskUsername(account.username));
    expect(await page.content()).not.toContain(`>${account.username}<`);
    await screenshot(page, 'account-find-id-mobile');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resets the password after verification and logs in with the new one', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/auth/find-account');
    await page.getByRole('tab', { name: '비밀번호 찾기' }).click();
    await verifyInPopup(page);
    await page.locator('#reset-username').waitFor();
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect.poll(() => page.getByText('아이디를 입력해주세요.').isVisible()).toBe(true);
    await page.locator('#reset-username').fill(account.username);
    await page.locator('#reset-newPassword').fill(account.newPassword);
    await page.locator('#reset-newPassword2').fill('Different!1');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect
      .poll(() => page.getByText('새 비밀번호와 비밀번호 확인이 일치하지 않습니다.').isVisible())
      .toBe(true);
    await page.locator('#reset-newPassword2').fill(account.newPassword);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect
      .poll(() =>
        page.getByText('비밀번호가 성공적으로 변경되었습니다. 새 비밀번호로 로그인해주세요.').isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'account-reset-done');

    const old = await apiCall(server, 'POST', '/api/auth/login', {
      body: { username: account.username, password: account.password },
    });
    expect(old.status).toBe(401);
    await loginThroughUi(page, account.username, account.newPassword);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('withdraws; login and sign-up with the same business number are then refused', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, account.username, account.newPassword);
    await page.goto('/mypage/profile?tab=withdraw');
    await page.getByRole('button', { name: '회원 탈퇴' }).last().click();
    await expect.poll(() => page.getByText('비밀번호를 입력해주세요.').isVisible()).toBe(true);
    await page.locator('#withdraw-password').fill(account.newPassword);
    await page.getByRole('button', { name: '회원 탈퇴' }).last().click();
    await expect.poll(() => page.getByText('탈퇴 동의에 체크해주세요.').isVisible()).toBe(true);
    await page.locator('#withdraw-agree').check();
    await screenshot(page, 'account-withdraw');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: '회원 탈퇴' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(dialogs).toEqual([
      '정말 탈퇴하시겠습니까? 탈퇴 후에는 되돌릴 수 없습니다.',
      '회원 탈퇴가 완료되었습니다.',
    ]);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await page.goto('/auth/login');
    await page.getByLabel('아이디', { exact: true }).fill(account.username);
    await page.getByLabel('비밀번호', { exact: true }).fill(account.newPassword);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect
      .poll(() => page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.').isVisible())
      .toBe(true);

    await page.goto('/auth/signup');
    await page.getByRole('button', { name: '가입 시작하기' }).click();
    await verifyBusinessNumber(page);
    await expect
      .poll(() =>
        page
          .getByText(/사업자번호 인증에 실패했습니다\. 탈퇴 후 60일이 지나지 않은 사업자번호입니다/)
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'account-signup-blocked');
    expect(errors.filter((e) => !e.includes('409') && !e.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it('says 세션이 만료되었습니다 on the login page only after a signed-in session ended', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    // Never signed in: the guarded page sends the visitor to log in, without the notice.
    await page.goto('/mypage');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    expect(await page.getByText('세션이 만료되었습니다').count()).toBe(0);

    // Tokens the server no longer accepts: the refresh is refused and the login page says why.
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired.access.token');
      localStorage.setItem('refresh_token', 'expired-refresh-token');
    });
    await page.goto('/mypage');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await expect
      .poll(() => page.getByText('세션이 만료되었습니다. 다시 로그인해주세요.').isVisible())
      .toBe(true);
    await screenshot(page, 'account-session-expired');
    // Said once: a reload of the login page no longer shows it.
    await page.reload();
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    expect(await page.getByText('세션이 만료되었습니다').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await page.context().close();
  });
});
