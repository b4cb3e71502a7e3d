import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { waitForDeliveries } from './support/orders.ts';
import { apiCall, apiLogin, DEMO_MEMBER, type TestServer } from './support/server.ts';

/**
 * The owner imports an address book from a CSV (row report), adds a
 * contact with a lunar leap-month birthday, saves a message template, then on the send screen
 * loads the template, picks a whole tag from the address book and pays: the order goes to the
 * contacts' own numbers with their names. Every screen at 1280 and 390, axe clean.
 */

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

let server: TestServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
});
afterAll(() => stopJourney(server, browser));

/** A screenshot (also copied to SHOTS_DIR when set, for the notes) and axe finds nothing. */
async function shoot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await screenshot(page, name);
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    copyFileSync(
      path.resolve(import.meta.dirname, 'screenshots', `${name}.png`),
      path.join(process.env.SHOTS_DIR, `${name}.png`),
    );
  }
  expect(await axeViolations(page), name).toEqual([]);
}

const CSV = [
  '이름,휴대폰번호,이메일,태그,기념일1,메모',
  '가나다,010-4100-0001,,"거래처, VIP",생일 03-15,',
  '라마바,010-4100-0002,,거래처,창립기념일 음력 08-15,',
  '사아자,010-4100-0003,saa@example.com,임직원,,',
  '틀린번호,02-345-6789,,거래처,,',
].join('\r\n');

describe('address book → send screen', () => {
  it('imports contacts, adds one with 음력 윤달, saves a template, then orders to a tag from the address book', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);

    // 마이페이지 menu → 주소록, empty
    await page.goto('/mypage');
    await page
      .getByRole('link', { name: /주소록/ })
      .first()
      .click();
    await page.waitForURL('**/mypage/contacts');
    await poll(() => page.getByText('등록된 연락처가 없습니다.').count()).toBe(1);

    // Import with the row report
    await page.getByRole('button', { name: '가져오기' }).click();
    const importing = page.getByRole('dialog', { name: '주소록 가져오기' });
    await importing.getByLabel('파일 선택').setInputFiles({
      name: '주소록.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${CSV}`),
    });
    await shoot(page, 'contacts-import-1280');
    await importing.getByRole('button', { name: '가져오기' }).click();
    await poll(() => importing.getByRole('status').textContent()).toBe('3명 추가, 0명 갱신, 1행 건너뜀');
    expect(await importing.getByRole('table').textContent()).toContain('5행');
    await shoot(page, 'contacts-import-report-1280');
    await importing.getByRole('button', { name: '닫기' }).click();

    // The list, filtered by a tag chip
    const list = page.locator('ul').filter({ hasText: '가나다' });
    await poll(() => page.getByText('총 3명').count()).toBe(1);
    await page.getByRole('button', { name: /^거래처/ }).click();
    await poll(() => page.getByText('총 2명').count()).toBe(1);
    expect(await list.textContent()).toContain('010-4100-0001');
    await shoot(page, 'contacts-tag-1280');
    await page.getByRole('button', { name: '전체', exact: true }).click();

    // Add one with a lunar leap-month birthday
    await page.getByRole('button', { name: '연락처 추가' }).click();
    const adding = page.getByRole('dialog', { name: '연락처 추가' });
    await adding.getByLabel('이름').fill('윤달생');
    await adding.getByLabel('휴대폰 번호').fill('01041000004');
    await adding.getByLabel('태그').fill('임직원');
    await adding.getByRole('button', { name: '+ 기념일 추가' }).click();
    await adding.getByLabel('양력/음력').selectOption('lunar');
    await adding.getByLabel('월', { exact: true }).selectOption('4');
    await adding.getByLabel('일', { exact: true }).selectOption('30');
    await adding.getByLabel('윤달').check();
    await shoot(page, 'contacts-add-dialog-1280');
    await page.setViewportSize(MOBILE);
    await shoot(page, 'contacts-add-dialog-390');
    await page.setViewportSize(DESKTOP);
    await adding.getByRole('button', { name: '저장' }).click();
    await poll(() => page.getByText('생일 음력 윤4/30').count()).toBe(1);
    await shoot(page, 'contacts-list-1280');
    await page.setViewportSize(MOBILE);
    await shoot(page, 'contacts-list-390');
    await page.setViewportSize(DESKTOP);

    // A template with #{이름}
    await page.goto('/mypage/templates');
    await page.getByRole('button', { name: '템플릿 추가' }).click();
    const tpl = page.getByRole('dialog', { name: '템플릿 추가' });
    await tpl.getByLabel('템플릿 이름').fill('거래처 감사');
    await tpl.getByLabel('메시지 제목').fill('감사 선물');
    await tpl.getByLabel('메시지 내용').fill('#{이름}님, 늘 감사합니다.');
    await tpl.getByRole('button', { name: '저장' }).click();
    await poll(() => page.getByRole('heading', { name: '거래처 감사' }).count()).toBe(1);
    await shoot(page, 'templates-1280');
    await page.setViewportSize(MOBILE);
    await shoot(page, 'templates-390');
    await page.setViewportSize(DESKTOP);

    // Send screen: the template, then the whole 거래처 tag from the address book
    const goods = await apiCall<{ results: { id: number; name: string; price: string }[] }>(
      server,
      'GET',
      '/api/goods?page_size=1&ordering=-id',
    );
    const g = goods.body.data.results[0]!;
    const productData = encodeURIComponent(JSON.stringify({ id: g.id, name: g.name, price: g.price }));
    await page.goto(`/checkout?directOrder=true&productData=${productData}`);
    await poll(() => page.getByRole('heading', { name: '모바일 쿠폰 발송' }).count()).toBe(1);
    await page.getByLabel('템플릿 불러오기').selectOption({ label: '거래처 감사' });
    expect(await page.getByLabel('메시지 내용').inputValue()).toBe('#{이름}님, 늘 감사합니다.');
    await page.getByRole('button', { name: '주소록에서 선택' }).click();
    const picker = page.getByRole('dialog', { name: '주소록에서 선택' });
    await poll(() => picker.getByRole('listitem').count()).toBe(4);
    await picker.getByRole('button', { name: /^거래처/ }).click();
    await poll(() => picker.getByRole('listitem').count()).toBe(2);
    await picker.getByLabel(/'거래처' 태그 전체 선택/).check();
    await shoot(page, 'checkout-contact-picker-1280');
    await page.setViewportSize(MOBILE);
    await shoot(page, 'checkout-contact-picker-390');
    await page.setViewportSize(DESKTOP);
    await picker.getByRole('button', { name: '2명 추가' }).click();
    const added = page.getByRole('list', { name: '추가된 수신자' });
    await poll(() => added.locator('li').count()).toBe(2);
    expect(await added.textContent()).toContain('가나다');
    await shoot(page, 'checkout-contacts-added-1280');

    await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/complete', { timeout: 15_000 });
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const rows = await waitForDeliveries<{ status: number; recipient: string; recipient_name: string }>(
      server,
      token,
      orderId,
      (d) => d.status !== 0 && d.status !== 2,
    );
    expect(rows.map((d) => [d.recipient, d.recipient_name]).sort()).toEqual([
      ['01041000001', '가나다'],
      ['01041000002', '라마바'],
    ]);
    expect(errors).toEqual([]);
  }, 120_000);
});
