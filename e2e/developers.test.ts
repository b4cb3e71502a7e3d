import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, type TestServer } from './support/server.ts';

/**
 * The developer platform in the browser: the public 개발자 센터, and the owner (the
 * demo member) adding a webhook under 회사 관리 › 웹훅 — the secret shown once — sending a test event
 * and seeing its attempt arrive (the worker's sweep delivers it to a receiver this test runs, which
 * checks the signature with standardwebhooks). Every screen at 1280 and 390, each checked with axe.
 */

let server: TestServer;
let browser: Browser;
let receiver: http.Server;
let receiverUrl: string;
const received: { raw: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push({ raw, headers: req.headers });
      res.writeHead(200).end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bizgift/webhooks`;
});
afterAll(async () => {
  receiver?.closeAllConnections();
  receiver?.close();
  await stopJourney(server, browser);
});

describe('개발자 센터', () => {
  it('the public page explains keys, test mode, idempotency, webhooks and signatures', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/developers');
    await page.getByRole('heading', { name: '개발자 센터' }).waitFor();
    for (const title of ['1. API 키', '2. 테스트 모드', '5. 서명 확인 (Standard Webhooks)']) {
      expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    }
    expect(await page.getByText('wallet.low_balance').first().isVisible()).toBe(true);
    // The samples are addressed to this site (the curl example is run below)
    const curl = page.getByRole('region', { name: 'curl: 주문하기' });
    await expect.poll(() => curl.textContent()).toMatch(/"goods": \d+, "amount": "\d+"/);
    const command = (await curl.textContent())!;
    expect(command).toContain(`curl -X POST ${server.baseUrl}/api/orders`);
    expect(command).not.toContain('bizgift.co.kr');
    expect(
      await page.getByRole('region', { name: /^TypeScript \(@bizgift\/client/ }).textContent(),
    ).toContain(`baseUrl: '${server.baseUrl}'`);
    await shootAndCheck(page, 'developers-1280');
    await page.setViewportSize(MOBILE);
    // Nothing widens the page on a phone: long paths wrap, the event table is a list, code scrolls in its box
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    expect(await page.getByRole('table', { name: '웹훅 이벤트' }).isVisible()).toBe(false);
    expect(await page.getByRole('list', { name: '웹훅 이벤트' }).isVisible()).toBe(true);
    await shootAndCheck(page, 'developers-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner adds a webhook, keeps the secret shown once, sends a test event and sees the attempt', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/company');
    await page.getByRole('tab', { name: '웹훅' }).click();
    await page.getByText('등록한 웹훅이 없습니다.').waitFor();
    await shootAndCheck(page, 'webhooks-empty-1280');
    await page.setViewportSize(MOBILE);
    // Five tabs fit a phone without a label wrapping or the page widening
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    const tabHeights = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.clientHeight));
    expect(new Set(tabHeights).size).toBe(1);
    await shootAndCheck(page, 'webhooks-empty-390');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: '웹훅 추가' }).click();
    const form = page.getByRole('dialog', { name: '웹훅 추가' });
    await form.waitFor();
    // Nothing chosen: refused on the spot
    await form.getByRole('textbox', { name: '받을 주소 (URL)' }).fill(receiverUrl);
    await form.getByRole('button', { name: '추가' }).click();
    await form.getByText('받을 이벤트를 하나 이상 선택해주세요.').waitFor();
    await form.getByRole('checkbox', { name: /주문 접수/ }).check();
    await form.getByRole('checkbox', { name: /발송 완료/ }).check();
    await shootAndCheck(page, 'webhooks-form-1280');
    await form.getByRole('button', { name: '추가' }).click();

    const secretDialog = page.getByRole('dialog', { name: '서명 키 (한 번만 표시)' });
    await secretDialog.waitFor();
    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(await secretDialog.getByText('이 창을 닫으면 서명 키를 다시 볼 수 없습니다.').isVisible()).toBe(
      true,
    );
    await shootAndCheck(page, 'webhooks-secret-1280');
    await page.setViewportSize(MOBILE);
    await shootAndCheck(page, 'webhooks-secret-390');
    await page.setViewportSize(DESKTOP);
    await secretDialog.getByRole('button', { name: '확인했습니다' }).click();
    await secretDialog.waitFor({ state: 'hidden' });
    // Once: the list never shows it again
    expect(await page.getByText(secret).count()).toBe(0);
    await page.getByRole('heading', { name: receiverUrl }).waitFor();

    await page.getByRole('button', { name: '테스트 전송' }).click();
    await page.getByText('테스트 이벤트를 보냈습니다.').waitFor();
    await page.getByRole('button', { name: '전송 기록', exact: true }).click();
    // The worker's sweep (every 15 s) sends it; the list shows the attempt once it is made.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: '새로고침' }).click();
          return page.getByText('전달됨').count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByText('webhook.test').first().isVisible()).toBe(true);
    expect(await page.getByText('HTTP 200', { exact: false }).first().isVisible()).toBe(true);
    await shootAndCheck(page, 'webhooks-attempts-1280');

    expect(received).toHaveLength(1);
    const event = new Webhook(secret).verify(
      received[0]!.raw,
      received[0]!.headers as Record<string, string>,
    );
    expect(event).toMatchObject({ type: 'webhook.test' });

    await page.setViewportSize(MOBILE);
    await shootAndCheck(page, 'webhooks-attempts-390');

    // Delete behind a confirmation that opens on 취소
    await page.getByRole('button', { name: '삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '웹훅 삭제' });
    await confirm.waitFor();
    await shootAndCheck(page, 'webhooks-delete-390');
    await confirm.getByRole('button', { name: '삭제' }).click();
    await page.getByText('등록한 웹훅이 없습니다.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner makes an API key by keyboard, copies it, calls the API with it, revokes it and is refused', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/company?tab=api-keys');
    await page.getByText('만든 API 키가 없습니다.').waitFor();
    await shootAndCheck(page, 'api-keys-empty-1280');

    // Keyboard only: the button, the name (focused on open), Enter refuses an empty name in Korean
    await page.getByRole('button', { name: 'API 키 만들기' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'API 키 만들기' });
    await form.waitFor();
    const name = form.getByRole('textbox', { name: '이름' });
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await form.getByText('API 키 이름을 입력해주세요.').waitFor();
    await page.keyboard.type('설문 쿠폰 서버');
    // The mode radios are one stop: 테스트 is chosen, the arrow key moves to 운영
    await page.keyboard.press('Tab');
    expect(await form.getByRole('radio', { name: /테스트/ }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await form.getByRole('radio', { name: /운영/ }).isChecked()).toBe(true);
    await shootAndCheck(page, 'api-keys-form-1280');
    await page.keyboard.press('Tab'); // 취소
    await page.keyboard.press('Tab'); // 만들기
    await page.keyboard.press('Enter');

    const secretDialog = page.getByRole('dialog', { name: 'API 키 (한 번만 표시)' });
    await secretDialog.waitFor();
    const key = (await page.getByTestId('api-key-secret').innerText()).trim();
    expect(key).toMatch(/^bgk_live_[A-Za-z0-9_-]{24,}$/);
    expect(await secretDialog.getByText('이 창을 닫으면 키를 다시 볼 수 없습니다.').isVisible()).toBe(true);
    await secretDialog.getByRole('button', { name: /복사/ }).click();
    await secretDialog.getByText('복사됨').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(key);
    await shootAndCheck(page, 'api-keys-secret-1280');
    await page.setViewportSize(MOBILE);
    await shootAndCheck(page, 'api-keys-secret-390');
    await page.setViewportSize(DESKTOP);
    await secretDialog.getByRole('button', { name: '보관했습니다' }).click();
    await secretDialog.waitFor({ state: 'hidden' });
    // Once: the list shows the first characters, never the key
    expect(await page.getByText(key).count()).toBe(0);
    await page.getByRole('cell', { name: '설문 쿠폰 서버', exact: true }).waitFor();
    expect(await page.getByText('사용 기록 없음').first().isVisible()).toBe(true);

    // The copied key works from a company's server, as curl would send it
    const call = (path: string) =>
      fetch(`${server.baseUrl}${path}`, { headers: { Authorization: `Bearer ${copied}` } });
    const orders = await call('/api/orders');
    expect(orders.status).toBe(200);
    expect((await orders.json()).status).toBe('success');

    await page.reload();
    await page.getByRole('cell', { name: '설문 쿠폰 서버', exact: true }).waitFor();
    expect(await page.getByText('사용 기록 없음').count()).toBe(0);
    await shootAndCheck(page, 'api-keys-list-1280');
    await page.setViewportSize(MOBILE);
    await shootAndCheck(page, 'api-keys-list-390');

    // Revoke behind a confirmation that opens on 취소
    await page.getByRole('button', { name: '설문 쿠폰 서버 키 폐기' }).click();
    const confirm = page.getByRole('dialog', { name: 'API 키 폐기' });
    await confirm.waitFor();
    expect(
      await confirm.getByRole('button', { name: '취소' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await shootAndCheck(page, 'api-keys-revoke-390');
    await confirm.getByRole('button', { name: '폐기' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('API 키를 폐기했습니다.').waitFor();
    await page.getByRole('list', { name: 'API 키 목록' }).getByText('폐기됨').waitFor();
    await shootAndCheck(page, 'api-keys-revoked-390');

    const refused = await call('/api/orders');
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe('API 키가 올바르지 않거나 폐기되었습니다.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the curl example, run as shown with a test key, places an order on the demo data', async () => {
    // A made-up goods price answered 409 price_changed: the sample names a goods at its current price
    const goods = await apiCall<{ results: { id: number; price: string }[] }>(
      server,
      'GET',
      '/api/goods?page=1&page_size=1',
    );
    const first = goods.body.data.results[0]!;
    const { page, context } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/developers');
    const curl = page.getByRole('region', { name: 'curl: 주문하기' });
    // Until the catalogue answers the page shows a placeholder goods: wait for this shop's own
    await expect
      .poll(() => curl.textContent())
      .toContain(`"goods": ${first.id}, "amount": "${Number(first.price)}"`);
    const command = (await curl.textContent())!;
    await context.close();
    const owner = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const key = await apiCall<{ id: number; key: string }>(server, 'POST', '/api/company/api-keys', {
      token: owner,
      body: { name: 'curl 예시', mode: 'test' },
    });
    expect(key.status).toBe(201);
    const run = spawnSync(
      'bash',
      ['-c', `${command.replace('bgk_test_여기에_API_키', key.body.data.key)} -s -w '\n%{http_code}'`],
      { encoding: 'utf8', timeout: 30_000 },
    );
    const [body, status] = [run.stdout.slice(0, run.stdout.lastIndexOf('\n')), run.stdout.split('\n').at(-1)];
    expect(status, body).toBe('201');
    expect(JSON.parse(body).data.order_items).toHaveLength(1);
    // Revoked again, so the company's live keys are as the other journeys left them
    const revoked = await apiCall(server, 'DELETE', `/api/company/api-keys/${key.body.data.id}`, {
      token: owner,
    });
    expect(revoked.status).toBeLessThan(300);
  });

  it("the API key list says it is loading, shows a failed load in Korean with 다시 시도, and the server's limit message in the dialog", async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    // The list's first answer held back, then one failed answer in the API's envelope
    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/company/api-keys', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      calls += 1;
      // The first is held (the loading state), then it and the one automatic retry of a 5xx fail
      if (calls <= 2) {
        if (calls === 1) await held;
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 'error',
            code: 'unavailable',
            message: '잠시 후 다시 시도해주세요.',
          }),
        });
      }
      return route.fallback();
    });
    await page.goto('/mypage/company?tab=api-keys');
    await page.getByText('API 키를 불러오는 중입니다.').last().waitFor(); // the words under the spinner (the first is its sr-only label)
    await shootAndCheck(page, 'api-keys-loading-390');
    release();
    await page.getByText('잠시 후 다시 시도해주세요.').waitFor();
    await shootAndCheck(page, 'api-keys-failed-390');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('button', { name: 'API 키 만들기' }).waitFor();
    await page.unrouteAll();

    // Twenty keys in use (made through the API): the 21st is refused with the server's own message
    const token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const live = (
      await apiCall<{ revoked_at: string | null }[]>(server, 'GET', '/api/company/api-keys', { token })
    ).body.data.filter((k) => k.revoked_at === null).length;
    for (let i = live; i < 20; i++) {
      const made = await apiCall(server, 'POST', '/api/company/api-keys', {
        token,
        body: { name: `연동 ${i + 1}`, mode: 'test' },
      });
      expect(made.status).toBe(201);
    }
    await page.getByRole('button', { name: 'API 키 만들기' }).click();
    const form = page.getByRole('dialog', { name: 'API 키 만들기' });
    await form.getByRole('textbox', { name: '이름' }).fill('하나 더');
    await form.getByRole('button', { name: '만들기' }).click();
    await form.getByText('API 키는 회사당 20개까지 발급할 수 있습니다.').waitFor();
    await shootAndCheck(page, 'api-keys-limit-390');
    // The only console errors are the browser's lines for the refused answers (503, then 409)
    expect(errors.filter((e) => !/status of (503|409)/.test(e))).toEqual([]);
    await context.close();
  });
});
