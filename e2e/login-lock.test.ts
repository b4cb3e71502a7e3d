import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, MOBILE, openPage } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * The owner of a username the login locks hold: the login page offers a one-time link to the
 * account's e-mail, and the link's page signs in past the lock (the lock stays for everyone else).
 */

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

describe('a locked username', () => {
  it('asks for the unlock link on the login page (1280) and signs in with it (390)', async () => {
    const member = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const email = (await apiCall<{ email: string }>(server, 'GET', '/api/users/me', { token: member })).body
      .data.email;
    const staff = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
    // Someone guesses from this address until the username is locked here.
    for (let i = 0; i < 11; i++) {
      await apiCall(server, 'POST', '/api/auth/login', {
        body: { username: DEMO_MEMBER.username, password: `Wrong!${i}` },
      });
    }

    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/auth/login');
    await page.getByLabel('아이디', { exact: true }).fill(DEMO_MEMBER.username);
    await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.getByText('로그인에 여러 번 실패하여').isVisible()).toBe(true);
    const ask = page.getByRole('button', { name: '이메일로 잠금 해제 링크 받기' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    await shootAndCheck(page, 'login-locked-1280');
    await ask.click();
    await expect.poll(() => page.getByText('로그인 잠금 해제 링크를 보냈습니다').isVisible()).toBe(true);
    await shootAndCheck(page, 'login-unlock-sent-1280');

    // The mail in the outbox (staff reveal it, audited): its link opens the login page.
    const listed = await apiCall<{ results: { id: number; subject: string }[] }>(
      server,
      'GET',
      `/api/admin/messages?recipient=${encodeURIComponent(email)}`,
      { token: staff },
    );
    const mail = listed.body.data.results.find((m) => m.subject === '[BizGift] 로그인 잠금 해제 링크')!;
    expect(mail).toBeTruthy();
    const revealed = await apiCall<{ body: string }>(
      server,
      'POST',
      `/api/admin/messages/${mail.id}/reveal`,
      {
        token: staff,
      },
    );
    const link = new URL(revealed.body.data.body.split('\n').find((line) => line.includes('unlock='))!);

    const phone = await openPage(browser, server.baseUrl, MOBILE);
    await phone.page.goto(`${link.pathname}${link.search}`);
    await expect
      .poll(() => phone.page.getByText('잠금 해제 링크로 오셨습니다.', { exact: false }).isVisible())
      .toBe(true);
    await phone.page.getByLabel('아이디', { exact: true }).fill(DEMO_MEMBER.username);
    await phone.page.getByLabel('비밀번호', { exact: true }).fill(DEMO_MEMBER.password);
    await shootAndCheck(phone.page, 'login-unlock-link-390');
    await phone.page.getByRole('button', { name: '로그인', exact: true }).click();
    await phone.page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
    // The lock still holds for a sign-in without the link.
    const again = await apiCall(server, 'POST', '/api/auth/login', {
      body: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password },
    });
    expect(again.status).toBe(429);
    expect([...errors, ...phone.errors].filter((e) => !e.includes('429'))).toEqual([]);
  }, 120_000);
});
