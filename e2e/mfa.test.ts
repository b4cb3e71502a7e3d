import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, MOBILE, openPage } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * Two-factor sign-in as people meet it: a member turns it on in 내 정보 관리, keeps the recovery
 * codes, requires it of the company, then signs in with the app's code and with a recovery code; a
 * staff member in production is made to enrol at the first sign-in and then signs in with a code.
 * The codes are made here from the secret the screen shows, as an authenticator app would.
 */

/** The code an authenticator shows `steps` periods from now (each code is taken once, so each sign-in moves on). */
const codeFor = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Both widths of the same screen, looked at and checked with axe. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await shootAndCheck(page, `${name}-1280`);
  await page.setViewportSize(MOBILE);
  await shootAndCheck(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

async function passwordStep(page: Page, username: string, password: string, next = '/') {
  await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The enrolment screen: reads the key, confirms with the app's code, and keeps the recovery codes. */
async function enrol(page: Page, shots: string): Promise<{ secret: string; codes: string[] }> {
  const key = page.getByTestId('mfa-secret');
  await key.waitFor();
  const secret = (await key.innerText()).replace(/\s/g, '');
  expect(await page.getByRole('img', { name: '인증 앱에 등록할 QR 코드' }).count()).toBe(1);
  await shootBoth(page, `${shots}-enroll`);
  await page.getByLabel('3. 앱에 표시된 6자리 코드를 입력하세요.').fill('000000');
  await page.getByRole('button', { name: '확인하고 켜기' }).click();
  await page.getByText('인증 코드가 올바르지 않습니다').waitFor();
  await page.getByLabel('3. 앱에 표시된 6자리 코드를 입력하세요.').fill(codeFor(secret, 0));
  await page.getByRole('button', { name: '확인하고 켜기' }).click();
  const list = page.getByTestId('recovery-codes');
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await shootBoth(page, `${shots}-recovery-codes`);
  return { secret, codes };
}

describe('a member', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startJourney());
  });
  afterAll(() => stopJourney(server, browser));

  it('turns two-factor on, requires it of the company, and signs in with a code and with a recovery code', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await passwordStep(page, DEMO_MEMBER.username, DEMO_MEMBER.password, '/mypage/profile?tab=mfa');
    await page.waitForURL((url) => url.pathname === '/mypage/profile');
    await page.getByRole('button', { name: '2단계 인증 켜기' }).waitFor();
    await shootBoth(page, 'mfa-member-settings-off');

    await page.getByRole('button', { name: '2단계 인증 켜기' }).click();
    const { secret, codes } = await enrol(page, 'mfa-member');
    const done = page.getByRole('button', { name: '완료' });
    expect(await done.isDisabled()).toBe(true);
    await page.getByLabel('복구 코드를 안전한 곳에 보관했습니다.').check();
    await done.click();
    await page.getByText('사용 중').waitFor();
    await page.getByText('10개').waitFor();
    await shootBoth(page, 'mfa-member-settings-on');

    // The owner requires it of everyone (its own is on now).
    await page.goto('/mypage/company?tab=policy');
    await page.getByRole('button', { name: '2단계 인증 필수로 정하기' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '필수로 정하기' }).click();
    await page.getByText('이제 모든 구성원이 2단계 인증으로 로그인합니다.').waitFor();
    await shootBoth(page, 'mfa-company-policy');
    await context.close();

    // A new browser: password, then the app's code (of the next period: the enrolment's is spent).
    const next = await openPage(browser, server.baseUrl, MOBILE);
    await passwordStep(next.page, DEMO_MEMBER.username, DEMO_MEMBER.password, '/mypage');
    const code = next.page.getByLabel('인증 코드', { exact: true });
    await code.waitFor();
    await shootBoth(next.page, 'mfa-member-code-step');
    await code.fill('123456');
    await next.page.getByRole('button', { name: '확인', exact: true }).click();
    await next.page
      .getByRole('alert')
      .getByText(/인증 코드가 올바르지 않습니다/)
      .waitFor();
    await code.fill(codeFor(secret, 1));
    await next.page.getByRole('button', { name: '확인', exact: true }).click();
    await next.page.waitForURL((url) => url.pathname === '/mypage');
    expect(next.errors.filter((e) => !e.includes('400'))).toEqual([]);
    await next.context.close();

    // Another browser, no phone at hand: a recovery code, once.
    const third = await openPage(browser, server.baseUrl, DESKTOP);
    await passwordStep(third.page, DEMO_MEMBER.username, DEMO_MEMBER.password, '/mypage');
    await third.page.getByRole('button', { name: /복구 코드 입력하기/ }).click();
    await third.page.getByLabel('복구 코드', { exact: true }).fill(codes[0]!.toLowerCase());
    await shootBoth(third.page, 'mfa-member-recovery-step');
    await third.page.getByRole('button', { name: '확인', exact: true }).click();
    await third.page.waitForURL((url) => url.pathname === '/mypage');
    await third.page.goto('/mypage/profile?tab=mfa');
    await third.page.getByText('9개').waitFor();
    await third.context.close();
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
  });
});

describe('a staff member in production', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startJourney({
      NODE_ENV: 'production',
      ALLOW_SANDBOX: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
    }));
  });
  afterAll(() => stopJourney(server, browser));

  it('must enrol at the first sign-in, then signs in to the console with a code', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await passwordStep(page, DEMO_STAFF.username, DEMO_STAFF.password, '/admin');
    await page.getByRole('heading', { name: '2단계 인증 등록' }).waitFor();
    const { secret } = await enrol(page, 'mfa-staff');
    await page.getByLabel('복구 코드를 안전한 곳에 보관했습니다.').check();
    await page.getByRole('button', { name: '계속' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await context.close();

    const again = await openPage(browser, server.baseUrl, MOBILE);
    await passwordStep(again.page, DEMO_STAFF.username, DEMO_STAFF.password, '/admin');
    const code = again.page.getByLabel('인증 코드', { exact: true });
    await code.waitFor();
    await shootBoth(again.page, 'mfa-staff-code-step');
    await code.fill(codeFor(secret, 1));
    await again.page.getByRole('button', { name: '확인', exact: true }).click();
    await again.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await again.context.close();
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
  });
});
