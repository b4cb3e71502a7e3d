import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { DEMO_MEMBER, type TestServer } from './support/server.ts';

/**
 * The developer platform in the browser (issue #30 §4): the public 개발자 센터, and the owner (the
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
    await shootAndCheck(page, 'developers-1280');
    await page.setViewportSize(MOBILE);
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
    await shootAndCheck(page, 'webhooks-secret-1280');
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
});
