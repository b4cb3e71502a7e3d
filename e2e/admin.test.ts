import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { rechargeBalance, startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * Staff console journeys: a member is turned away from /admin without downloading the console;
 * staff approve a bank transfer (the member's balance rises), answer an inquiry (the member sees
 * it), create a goods item with an uploaded image (it appears in the catalogue); every section
 * renders at 1280 (and the shell at 390).
 */

let server: TestServer;
let browser: Browser;
let memberToken: string;
beforeAll(async () => {
  ({ server, browser } = await startJourney());
  memberToken = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
});
afterAll(() => stopJourney(server, browser));

const balance = () => rechargeBalance(server, memberToken);

describe('staff console', () => {
  it('turns a member away from /admin without loading the console chunk', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, MOBILE);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/admin/recharges');
    await page.getByRole('heading', { name: '접근 권한이 없습니다' }).waitFor();
    expect(scripts.some((url) => /AdminPage-/.test(url))).toBe(false);
    // The API refuses a member too.
    const res = await apiCall(server, 'GET', '/api/admin/dashboard', { token: memberToken });
    expect(res.status).toBe(403);
    await screenshot(page, 'admin-member-forbidden-mobile');
    expect(errors).toEqual([]);
  });

  it('approves a pending bank transfer and the member balance rises', async () => {
    // Given: the member asks for a 50,000 won bank transfer
    const created = await apiCall(server, 'POST', '/api/payments/recharge', {
      token: memberToken,
      body: { amount: 50_000, recharge_method: 1 },
    });
    expect(created.status).toBeLessThan(300);
    const before = await balance();

    // When: staff approve it in the console
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    await page.goto('/admin');
    await page.getByRole('heading', { name: '대시보드' }).waitFor();
    await page.getByText('정상', { exact: true }).waitFor();
    await screenshot(page, 'admin-dashboard-desktop');

    await page
      .getByRole('navigation', { name: '관리자 메뉴' })
      .getByRole('link', { name: /충전 요청/ })
      .click();
    const row = page.getByRole('row').filter({ hasText: '50,000원' }).filter({ hasText: '데모상사' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'admin-recharges-desktop');
    await row.getByRole('button', { name: '승인' }).click();
    const dialog = page.getByRole('dialog', { name: '충전 요청 승인' });
    await dialog.getByText('50,000원').first().waitFor();
    // The dialog opens on 취소, so an Enter out of habit approves nothing
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('취소');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await balance()).toBe(before);
    await row.getByRole('button', { name: '승인' }).click();
    await dialog.getByText('50,000원').first().waitFor();
    await dialog.getByRole('button', { name: '승인' }).click();
    await page.getByText('50,000원 충전을 승인했습니다.').waitFor();

    // Then: the balance rose by exactly the amount, and the audit log shows it
    expect(await balance()).toBe(before + 50_000);
    await page.goto('/admin/audit');
    await page.getByText('충전 승인').first().waitFor();
    await screenshot(page, 'admin-audit-desktop');
    expect(errors).toEqual([]);
  });

  it('answers an inquiry and the member sees the answer', async () => {
    const title = `세금계산서 문의 ${Date.now() % 100000}`;
    const made = await apiCall(server, 'POST', '/api/inquiries', {
      token: memberToken,
      body: { inquiry_type: 2, title, content: '지난달 주문 건 세금계산서 발행 부탁드립니다.' },
    });
    expect(made.status).toBeLessThan(300);

    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    await page.goto('/admin/inquiries');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'admin-inquiries-desktop');
    const answer = '요청하신 세금계산서를 오늘 발행해 드렸습니다. 감사합니다.';
    await card.getByLabel('답변').fill(answer);
    await card.getByRole('button', { name: '답변 등록' }).click();
    await page.getByText('답변이 등록되었습니다.').waitFor();
    expect(errors).toEqual([]);

    // The member sees it in the inquiry history.
    const member = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(member.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await member.page.goto('/customer-center/inquiry?tab=history');
    await member.page.getByRole('button', { name: new RegExp(title) }).click();
    await member.page.getByText(answer).waitFor();
    expect(member.errors).toEqual([]);
  });

  it('creates a goods item with an uploaded image and it appears in the catalogue', async () => {
    // A 1×1 PNG: the server sniffs its bytes, not the name or the browser's type.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const name = `기업 선물 아메리카노 ${Date.now() % 100000}`;
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    await page.goto('/admin/goods');
    await page.getByRole('heading', { level: 1, name: '상품' }).waitFor();
    await page.getByRole('button', { name: '상품 등록' }).click();
    const dialog = page.getByRole('dialog', { name: '상품 등록' });
    await dialog.waitFor();

    await dialog
      .getByLabel('상품 이미지')
      .setInputFiles({ name: '../../제품 사진.png', mimeType: 'image/png', buffer: png });
    const preview = dialog.getByRole('img', { name: '상품 이미지 미리보기' });
    await expect
      .poll(() => preview.getAttribute('src'), { timeout: 15_000 })
      .toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.png$/);
    const imageUrl = (await preview.getAttribute('src'))!;

    await dialog.getByLabel('상품명').fill(name);
    const brand = dialog.getByLabel('브랜드');
    await expect.poll(() => brand.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await brand.selectOption({ index: 1 });
    const category = dialog.getByLabel('카테고리');
    await expect.poll(() => category.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await category.selectOption({ index: 1 });
    await dialog.getByLabel('판매가 (원)').fill('4500');
    await dialog.getByLabel('정가 (원)').fill('5000');
    await dialog.getByLabel('상품 소개').fill('거래처 선물용 아메리카노 교환권입니다.');
    await dialog.getByLabel('상품명').press('Enter');
    await page.getByText('상품이 등록되었습니다.').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await page
      .getByRole('cell', { name: new RegExp(name) })
      .first()
      .waitFor();
    expect(errors).toEqual([]);

    // The catalogue serves it with the uploaded image, and a visitor sees it on its page.
    const found = await apiCall<{ results: { id: number; name: string; image: string }[] }>(
      server,
      'GET',
      `/api/goods?search=${encodeURIComponent(name)}`,
    );
    const item = found.body.data.results.find((g) => g.name === name);
    expect(item?.image).toBe(imageUrl);
    const visitor = await openPage(browser, server.baseUrl, MOBILE);
    await visitor.page.goto(`/products/${item!.id}`);
    const img = visitor.page.getByRole('img', { name });
    await img.first().waitFor();
    expect(await img.first().getAttribute('src')).toBe(imageUrl);
    await expect
      .poll(() => img.first().evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBe(1);
    expect(visitor.errors).toEqual([]);
  });

  it('shows every section at 1280 and the shell at 390', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    const sections: [string, string][] = [
      ['/admin/members', '회원'],
      ['/admin/orders', '주문·발송'],
      ['/admin/orders?tab=failed', '주문·발송'],
      ['/admin/messages', '발신함'],
      ['/admin/notices', '공지사항'],
      ['/admin/settings', '설정'],
      ['/admin/staff', '운영자'],
      ['/admin/goods', '상품'],
      ['/admin/brands', '브랜드'],
      ['/admin/categories', '카테고리'],
      ['/admin/banners', '배너'],
    ];
    for (const [path, heading] of sections) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect
        .poll(() => page.getByRole('status', { name: /불러오는 중/ }).count(), { timeout: 15_000 })
        .toBe(0);
      await screenshot(page, `admin-${path.slice(7).replace(/\W+/g, '-')}-desktop`);
    }
    // A member's detail page from the list.
    await page.goto('/admin/members?q=bizdemo');
    await page
      .getByRole('link', { name: /데모상사/ })
      .first()
      .click();
    await page.getByRole('heading', { name: '충전금 거래 내역' }).waitFor();
    // The demo member signed up like anyone else: its agreements are on record.
    expect(await page.getByText('서비스 이용약관 동의').count()).toBe(1);
    expect(await page.getByText('동의 기록이 없습니다.').count()).toBe(0);
    await screenshot(page, 'admin-member-detail-desktop');
    // A field's error goes as soon as the field is fixed, not on the next submit.
    await page.goto('/admin/brands');
    await page.getByRole('button', { name: '브랜드 등록' }).click();
    const brandDialog = page.getByRole('dialog', { name: '브랜드 등록' });
    await brandDialog.getByRole('button', { name: '저장' }).last().click();
    await expect.poll(() => brandDialog.getByText('브랜드명을 입력해주세요.').isVisible()).toBe(true);
    await brandDialog.getByLabel('브랜드명').fill('새 브랜드');
    await expect.poll(() => brandDialog.getByText('브랜드명을 입력해주세요.').count()).toBe(0);
    await brandDialog.getByRole('button', { name: '취소' }).click();
    expect(errors).toEqual([]);

    const mobile = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(mobile.page, DEMO_STAFF.username, DEMO_STAFF.password);
    await mobile.page.goto('/admin');
    await mobile.page.getByRole('heading', { name: '대시보드' }).waitFor();
    await screenshot(mobile.page, 'admin-dashboard-mobile');
    await mobile.page.getByRole('button', { name: '메뉴 열기' }).click();
    await mobile.page
      .getByRole('navigation', { name: '관리자 메뉴' })
      .getByRole('link', { name: '회원' })
      .click();
    await mobile.page.getByRole('heading', { level: 1, name: '회원' }).waitFor();
    await screenshot(mobile.page, 'admin-members-mobile');
    // At 390 px no console screen is wider than the phone: wide tables scroll inside
    // their card and search boxes fit.
    const wide: string[] = [];
    for (const path of [
      '/admin',
      '/admin/recharges',
      '/admin/members',
      '/admin/orders',
      '/admin/orders?tab=failed',
      '/admin/messages',
      '/admin/sender-numbers',
      '/admin/inquiries',
      '/admin/goods',
      '/admin/brands',
      '/admin/categories',
      '/admin/banners',
      '/admin/supplier',
      '/admin/notices',
      '/admin/settings',
      '/admin/staff',
      '/admin/audit',
    ]) {
      await mobile.page.goto(path);
      await mobile.page.getByRole('heading', { level: 1 }).waitFor();
      await expect
        .poll(() => mobile.page.getByRole('status', { name: /불러오는 중/ }).count(), { timeout: 15_000 })
        .toBe(0);
      await screenshot(mobile.page, `admin-${path.slice(7).replace(/\W+/g, '-') || 'dashboard'}-390`);
      const width = await mobile.page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${path} ${width}px`);
    }
    await mobile.page.goto('/admin/members?q=bizdemo');
    await mobile.page
      .getByRole('link', { name: /데모상사/ })
      .first()
      .click();
    await mobile.page.getByRole('heading', { name: '충전금 거래 내역' }).waitFor();
    await screenshot(mobile.page, 'admin-member-detail-390');
    const detailWidth = await mobile.page.evaluate(() => document.documentElement.scrollWidth);
    if (detailWidth > 390) wide.push(`member detail ${detailWidth}px`);
    expect(wide).toEqual([]);
    expect(mobile.errors).toEqual([]);
    // A tour of every section with a screenshot each: about 25 s on a quiet machine, over 60 s busy.
  }, 240_000);
});

describe('staff console at 390 and brand goods counts', () => {
  it('at 390 px no section is wider than the screen: tables scroll inside their box', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    for (const [path, heading] of [
      ['/admin/goods', '상품'],
      ['/admin/brands', '브랜드'],
      ['/admin/notices', '공지사항'],
      ['/admin/staff', '운영자'],
      ['/admin/members', '회원'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect
        .poll(() => page.getByRole('status', { name: /불러오는 중/ }).count(), { timeout: 15_000 })
        .toBe(0);
      await expect.poll(() => page.locator('table').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(MOBILE.width);
    }
    await screenshot(page, 'admin-members-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brands show how many goods each holds, and one with goods cannot be deleted', async () => {
    const staffToken = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
    const brands = (await apiCall(server, 'GET', '/api/admin/brands?page_size=100', { token: staffToken }))
      .body.data.results as { name: string; goods_count: number }[];
    const busiest = brands.reduce((a, b) => (b.goods_count > a.goods_count ? b : a));
    expect(busiest.goods_count).toBeGreaterThan(1);

    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
    await page.goto(`/admin/brands?q=${encodeURIComponent(busiest.name)}`);
    const row = page.getByRole('row').filter({ hasText: busiest.name }).first();
    await row.waitFor();
    await expect
      .poll(() => row.getByText(String(busiest.goods_count), { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await row.getByRole('button', { name: '삭제' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
