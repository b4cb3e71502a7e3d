import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import {
  DESKTOP,
  loginThroughUi,
  MOBILE,
  openPage,
  screenshot,
  type TrackedPage,
} from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * 기념일 자동 발송 in the browser: the address book has people with birthdays
 * (added through the API); the owner makes a rule on the page with a goods and a substitute, sees the
 * next 30 days, staff run the daily job as of today, and the gift is in the order list marked
 * 자동 발송, in the rule's history as 발송; then the rule is paused and deleted behind confirmations.
 * Every state at 1280 and 390 px, photographed and checked with axe.
 */

let server: TestServer;
let browser: Browser;
let owner: string;
let goods: { id: number; name: string; brand: string; price: string }[];
let tracked: TrackedPage;

const DAY = 86_400_000;
const seoulDate = (offsetDays = 0) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  owner = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const list = await apiCall<{ results: { id: number; name: string; brand: string; price: string }[] }>(
    server,
    'GET',
    '/api/goods?page_size=50',
  );
  goods = list.body.data.results.sort((a, b) => Number(a.price) - Number(b.price));
  // Birthdays 3 days from today (the rule sends 3 days ahead) and in 20 days; one client not tagged.
  const birthday = (offset: number) => {
    const [, month, day] = seoulDate(offset).split('-').map(Number);
    return [{ label: '생일', month, day, lunar: false }];
  };
  for (const [name, phone, tags, occasions] of [
    ['김하늘', '01071110001', ['임직원'], birthday(3)],
    ['이바다', '01071110002', ['임직원'], birthday(20)],
    ['박거래', '01071110003', ['거래처'], birthday(3)],
  ] as const) {
    const res = await apiCall(server, 'POST', '/api/contacts', {
      token: owner,
      body: { name, phone, tags, occasions },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const template = await apiCall(server, 'POST', '/api/message-templates', {
    token: owner,
    body: {
      name: '생일 축하',
      title: '#{이름}님 생일 축하드립니다',
      body: '늘 고맙습니다. 행복한 생일 보내세요.',
    },
  });
  expect(template.status).toBe(201);
  tracked = await openPage(browser, server.baseUrl, DESKTOP);
  await tracked.page.emulateMedia({ reducedMotion: 'reduce' });
  await loginThroughUi(tracked.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
});
afterAll(() => stopJourney(server, browser));

/** Photographs and checks the page at 1280 and 390, then returns to 1280. */
async function shoot(page: Page, name: string) {
  await page.waitForFunction(() => !document.body.innerText.includes('불러오는 중'));
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `auto-gifts-${name}-${size}`);
    expect(await axeViolations(page), `${name} @${size}`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

describe('기념일 자동 발송', () => {
  it('the owner makes a rule with a substitute and sees the next 30 days', async () => {
    const { page } = tracked;
    await page.goto('/mypage');
    await page.getByRole('link', { name: /기념일 자동 발송/ }).click();
    await page.waitForURL('**/mypage/auto-gifts');
    await page.getByText('아직 자동 발송 규칙이 없습니다').waitFor();
    await shoot(page, 'empty');

    await page.getByRole('button', { name: '규칙 만들기' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('규칙 이름').fill('임직원 생일 선물');
    await dialog.getByLabel('보내는 날').selectOption('3');
    await dialog.getByRole('button', { name: /태그 추가 #임직원/ }).click();
    await expect(dialog.getByLabel('받는 사람 태그').inputValue()).resolves.toBe('임직원');
    const [main, substitute] = [goods[1]!, goods[0]!];
    await dialog.getByLabel('상품 찾기').fill(main.name);
    await dialog.getByRole('button', { name: main.name }).first().click();
    await dialog.getByLabel('대체 상품 추가').fill(substitute.name);
    await dialog.getByRole('button', { name: substitute.name }).first().click();
    await dialog.getByLabel('저장한 템플릿 불러오기').selectOption({ label: '생일 축하' });
    await expect(dialog.getByLabel('메시지 내용').inputValue()).resolves.toBe(
      '늘 고맙습니다. 행복한 생일 보내세요.',
    );
    await shoot(page, 'form');
    await dialog.getByRole('button', { name: '만들기' }).click();
    await page.getByText('자동 발송 규칙을 만들었습니다.').waitFor();

    const preview = page.getByRole('list', { name: /앞으로 30일/ });
    await preview.getByText('김하늘').waitFor();
    await expect(preview.getByText('이바다').count()).resolves.toBe(1);
    await expect(preview.getByText('박거래').count()).resolves.toBe(0);
    await expect(preview.textContent()).resolves.toContain(seoulDate().replaceAll('-', '.'));
    await shoot(page, 'rule');
  });

  it('staff run the job as of today: the gift is in the order list as 자동 발송 and in the history', async () => {
    // From the console's dashboard: the date, a confirmation naming it, then what the run did
    const desk = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(desk.page, DEMO_STAFF.username, DEMO_STAFF.password);
    await desk.page.goto('/admin');
    const runOnce = async () => {
      await desk.page.getByLabel('기준일 (한국 날짜, YYYY-MM-DD)').fill(seoulDate());
      await desk.page.getByRole('button', { name: '자동 발송 실행' }).click();
      const dialog = desk.page.getByRole('dialog', { name: '기념일 자동 발송 실행' });
      await expect.poll(() => dialog.textContent()).toContain(`${seoulDate()} 기준으로`);
      await dialog.getByRole('button', { name: '실행' }).click();
      await dialog.waitFor({ state: 'hidden' });
      return desk.page.getByRole('status').filter({ hasText: '실행 결과' });
    };
    const result = await runOnce();
    await expect.poll(() => result.textContent()).toContain('발송 1건');
    await shoot(desk.page, 'staff-run');
    // A second run the same day sends nothing more, and says what had already gone out
    await expect.poll(async () => (await runOnce()).textContent()).toContain('이미 발송: 김하늘 (생일');
    expect(await result.textContent()).toContain('발송 0건');
    await shoot(desk.page, 'staff-rerun');
    expect(desk.errors).toEqual([]);
    await desk.context.close();

    const { page } = tracked;
    await page.goto('/mypage/orders');
    const row = page.getByRole('row', { name: /임직원 생일 선물/ });
    await row.waitFor();
    await expect(row.getByText('자동 발송').count()).resolves.toBe(1);
    await shoot(page, 'orders');

    await page.goto('/mypage/auto-gifts');
    await page.getByRole('tab', { name: '발송 기록' }).click();
    const history = page.getByRole('list', { name: '발송 기록' });
    await history.getByText(/김하늘/).waitFor();
    await expect(history.getByText('발송', { exact: true }).count()).resolves.toBe(1);
    await shoot(page, 'history');
  });

  it('pause and delete ask first', async () => {
    const { page } = tracked;
    await page.goto('/mypage/auto-gifts');
    await page.getByRole('button', { name: '일시 중지' }).click();
    const confirm = page.getByRole('dialog', { name: '규칙을 일시 중지할까요?' });
    await shoot(page, 'pause-confirm');
    await confirm.getByRole('button', { name: '일시 중지' }).click();
    await page.getByText('임직원 생일 선물 규칙을 일시 중지했습니다.').waitFor();
    await expect(page.getByText('일시 중지', { exact: true }).count()).resolves.toBeGreaterThan(0);
    const rules = await apiCall<{ active: boolean }[]>(server, 'GET', '/api/auto-gifts', { token: owner });
    expect(rules.body.data.map((r) => r.active)).toEqual([false]);

    await page.getByRole('button', { name: '삭제' }).click();
    await page
      .getByRole('dialog', { name: '규칙을 삭제할까요?' })
      .getByRole('button', { name: '삭제' })
      .click();
    await page.getByText('아직 자동 발송 규칙이 없습니다').waitFor();
    expect(tracked.errors).toEqual([]);
  });
});
