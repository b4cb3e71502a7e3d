import { randomBytes } from 'node:crypto';
import { isValidBusinessNumberChecksum, maskUsername } from '@bizgift/domain/account';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_KCP_DEFAULT_PERSON,
  FAKE_KCP_MERCHANT,
  FakeKcp,
  parseAutoPost,
} from '../apps/api/test/fakes/kcp-server.ts';
import { DESKTOP, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, type TestServer } from './support/server.ts';

/**
 * The real KCP adapter through a local fake KCP on another origin: the server runs with KCP
 * credentials (so no sandbox), the find-ID screen opens KCP's page in the popup, the person confirms
 * there, KCP's page posts the encrypted result back to our callback, the popup tells the opener and
 * closes, and the member found by the verified person is shown masked.
 */

let fake: FakeKcp;
let server: TestServer;
let browser: Browser;

const person = { ...FAKE_KCP_DEFAULT_PERSON, user_name: '한인증', phone_no: '01033334444' };
const username = `kcp${randomBytes(3).toString('hex')}`;

function validBusinessNumber(): string {
  for (;;) {
    const first9 = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
    for (let d = 0; d <= 9; d++) if (isValidBusinessNumberChecksum(`${first9}${d}`)) return `${first9}${d}`;
  }
}

/** A verification done without a browser (set-up only): HAS, KCP's page, the person confirms, callback. */
async function verifyThroughKcp(verificationType: number): Promise<string> {
  const hash = await apiCall<Record<string, string>>(server, 'POST', '/api/identities/kcp/hash', {
    body: { verification_type: verificationType },
  });
  expect(hash.status).toBe(200);
  const { popup_url: popupUrl, provider: _provider, ...fields } = hash.body.data;
  const page = await fetch(popupUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields as Record<string, string>).toString(),
  });
  expect(page.status).toBe(200);
  const session = /name="session" value="([0-9a-f]+)"/.exec(await page.text())![1]!;
  const done = await fetch(`${fake.url}/kcp_cert/cert_done`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, choice: 'success', ...person }).toString(),
  });
  const posted = parseAutoPost(await done.text());
  expect(posted.action).toBe(`${server.baseUrl}/api/identities/kcp/callback`);
  const callback = await fetch(posted.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(posted.fields).toString(),
  });
  expect(await callback.text()).toContain('data-result="success"');
  return hash.body.data.ordr_idxx!;
}

beforeAll(async () => {
  fake = new FakeKcp();
  await fake.start();
  ({ server, browser } = await startJourney({
    KCP_SITE_CD: FAKE_KCP_MERCHANT.siteCd,
    KCP_CERT: FAKE_KCP_MERCHANT.certPem,
    KCP_PRIVATE_KEY: FAKE_KCP_MERCHANT.privateKeyPem,
    KCP_PRIVATE_KEY_PASSWORD: FAKE_KCP_MERCHANT.privateKeyPassword,
    KCP_API_URL: fake.apiUrl,
    KCP_CERT_PAGE_URL: fake.pageUrl,
  }));
  fake.allowedReturnOrigins = [server.baseUrl];

  // A member who signed up with a KCP verification of `person`.
  const orderId = await verifyThroughKcp(20);
  const terms = await apiCall<{ id: number }[]>(server, 'GET', '/api/users/terms');
  const businessNumber = validBusinessNumber();
  const companyName = 'KCP상사';
  const verified = await apiCall(server, 'POST', '/api/users/business-number/verify', {
    body: { business_number: businessNumber, company_name: companyName },
  });
  expect(verified.status).toBe(200);
  const signUp = await apiCall(server, 'POST', '/api/users/register/corporate', {
    body: {
      user: {
        username,
        password: 'Kcp!23456',
        email: `${username}@example.com`,
        user_type: 'corporate',
        terms: terms.body.data.map((t) => ({ term_id: t.id, is_agreed: true })),
        notification: {
          is_event_sms_enabled: false,
          is_event_email_enabled: false,
          is_info_sms_enabled: false,
          is_info_email_enabled: false,
        },
        referral_code: '',
        order_id: orderId,
      },
      company_name: companyName,
      business_number: businessNumber,
      owner_name: '대표자',
      primary_phone: '02-123-4567',
    },
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
});

afterAll(async () => {
  await stopJourney(server, browser);
  await fake?.stop();
});

describe('KCP identity verification (fake KCP on another origin)', () => {
  it('find ID: the popup opens KCP’s page, the result comes back to our callback, the member is shown masked', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/auth/find-account');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: '휴대폰 본인인증' }).click(),
    ]);
    // The popup is KCP's page (the fake's origin), not our sandbox.
    await popup.waitForURL(`${fake.url}/kcp_cert/cert_view.jsp`);
    expect(await popup.locator('h1').textContent()).toBe('휴대폰 본인확인');
    await popup.locator('input[name="user_name"]').fill(person.user_name);
    await popup.locator('input[name="phone_no"]').fill(person.phone_no);
    const closed = popup.waitForEvent('close', { timeout: 15_000 });
    await popup.getByRole('button', { name: '인증 완료' }).click();
    await closed;
    // CHK and DEC were asked for exactly this result.
    expect(fake.calls.filter((c) => c.ct_type === 'CHK').at(-1)?.res_cd).toBe('0000');
    expect(fake.calls.filter((c) => c.ct_type === 'DEC').at(-1)?.res_cd).toBe('0000');

    const found = page.getByTestId('found-username');
    await expect.poll(() => found.first().textContent(), { timeout: 15_000 }).toBe(maskUsername(username));
    expect(await page.getByText('본인인증 정보로 가입된 아이디입니다.').isVisible()).toBe(true);
    await screenshot(page, 'kcp-find-id');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
