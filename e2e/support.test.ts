import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startJourney());
});
afterAll(() => stopJourney(server, browser));

describe('customer center: 1:1 inquiry', () => {
  it('validates, registers, shows it waiting, then shows the staff answer', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/customer-center/inquiry');
    await page.getByRole('tab', { name: '문의하기' }).waitFor();

    // Missing type (and everything else): the SPEC §5 messages, nothing sent.
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expect.poll(() => page.getByText('문의 유형을 선택해주세요.').isVisible()).toBe(true);
    expect(await page.getByText('제목을 입력해주세요.').isVisible()).toBe(true);
    expect(await page.getByText('내용을 입력해주세요.').isVisible()).toBe(true);

    // Type chosen but blank title after trim: still refused.
    await page.getByLabel('문의 유형').selectOption({ label: '기술' });
    await page.getByLabel('제목').fill('   ');
    await page.getByLabel('내용').fill('엑셀 업로드 시 오류가 납니다.');
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expect.poll(() => page.getByText('제목을 입력해주세요.').isVisible()).toBe(true);
    expect(await page.getByText('문의 유형을 선택해주세요.').count()).toBe(0);

    const title = `발송 결과 문의 ${Date.now()}`;
    await page.getByLabel('제목').fill(`  ${title}  `);
    await page
      .getByLabel('내용')
      .fill('어제 보낸 상품권 중 2건이 발송실패로 표시됩니다.\n재발송하면 되나요?');
    await page.getByRole('button', { name: '문의 등록' }).click();

    // Success: message, history tab open, the new inquiry first and waiting.
    await expect.poll(() => page.getByText('문의가 등록되었습니다.').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('tab', { name: '나의 문의 내역' }).getAttribute('aria-selected'))
      .toBe('true');
    const item = page.getByRole('button', { name: new RegExp(title) });
    await item.waitFor();
    await item.click();
    await expect.poll(() => page.getByText('답변 대기 중입니다.').isVisible()).toBe(true);
    expect(await page.getByText('어제 보낸 상품권 중 2건이 발송실패로 표시됩니다.').isVisible()).toBe(true);
    await screenshot(page, 'support-inquiry-waiting-desktop');

    // The form was cleared.
    await page.getByRole('tab', { name: '문의하기' }).click();
    expect(await page.getByLabel('제목').inputValue()).toBe('');
    expect(await page.getByLabel('문의 유형').inputValue()).toBe('0');

    // Staff answer it through the admin API.
    const staffToken = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
    const waiting = await apiCall<{ results: { id: number; title: string }[] }>(
      server,
      'GET',
      '/api/admin/inquiries?status=1&page_size=100',
      { token: staffToken },
    );
    const mine = waiting.body.data.results.find((r) => r.title === title);
    expect(mine).toBeDefined();
    const answer = '재발송 버튼으로 다시 보내실 수 있습니다. 번호를 확인해 주세요.';
    const answered = await apiCall(server, 'POST', `/api/admin/inquiries/${mine!.id}/answer`, {
      token: staffToken,
      body: { answer },
    });
    expect(answered.status).toBe(200);

    await page.goto('/customer-center/inquiry?tab=history');
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await expect.poll(() => page.getByText(answer).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: new RegExp(title) }).textContent()).toContain('답변완료');

    // The seeded answered inquiry shows its answer too.
    await page.getByRole('button', { name: /세금계산서 발행 요청드립니다/ }).click();
    await expect
      .poll(() => page.getByText(/세금계산서를 등록된 이메일 주소로 발행해 드렸습니다/).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('asks a visitor to log in first (guarded route)', async () => {
    const { page } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/customer-center/inquiry');
    await page.waitForURL((url) => url.pathname.startsWith('/auth/login'));
    expect(new URL(page.url()).searchParams.get('next')).toContain('/customer-center/inquiry');
  });
});

describe('customer center: notices', () => {
  it('filters by tab, searches with Enter or the button, opens a notice and counts the view', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto('/customer-center/notices');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    expect(await rows.first().textContent()).toContain('공지'); // pinned first
    expect(await page.getByRole('button', { name: '2 페이지' }).isVisible()).toBe(true);
    await screenshot(page, 'support-notices-desktop');

    // Event tab: only events.
    await page.getByRole('tab', { name: '이벤트' }).click();
    await page.waitForURL(/notice_type=2/);
    await expect
      .poll(async () => (await rows.allTextContents()).every((t) => t.includes('이벤트')))
      .toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);

    // General tab, search with Enter.
    await page.getByRole('tab', { name: '일반' }).click();
    await page.waitForURL(/notice_type=1/);
    await page.getByLabel('공지사항 검색').fill('점검');
    await page.getByLabel('공지사항 검색').press('Enter');
    await page.waitForURL(/search=/);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('시스템 정기 점검 안내');

    // Nothing found: the empty state.
    await page.getByLabel('공지사항 검색').fill('없는검색어');
    await page.getByRole('main').getByRole('button', { name: '검색', exact: true }).click();
    await expect
      .poll(() => page.getByText("'없는검색어'에 대한 검색 결과가 없습니다.").isVisible())
      .toBe(true);

    // All tab, search with the button, open the notice.
    await page.getByRole('tab', { name: '전체' }).click();
    await page.getByLabel('공지사항 검색').fill('공휴일');
    await page.getByRole('main').getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(1);
    const viewsBefore = Number((await rows.first().locator('td').nth(4).textContent())?.replace(/\D/g, ''));
    await rows.first().click();
    await page.waitForURL(/\/customer-center\/notices\/\d+$/);
    await page.getByRole('heading', { name: '공휴일·연휴 기간 발송 및 고객센터 운영 안내' }).waitFor();
    expect(await page.getByText('고객센터 휴무').first().isVisible()).toBe(true);
    expect(await page.locator('dd').nth(1).textContent()).toBe((viewsBefore + 1).toLocaleString('ko-KR'));
    await screenshot(page, 'support-notice-detail-desktop');

    // Back to the list keeps the search.
    await page.getByRole('button', { name: '목록으로' }).click();
    await page.waitForURL(/search=/);
    expect(await page.getByLabel('공지사항 검색').inputValue()).toBe('공휴일');

    // Reading it again the same day does not count again.
    await rows.first().click();
    await page.getByRole('heading', { name: '공휴일·연휴 기간 발송 및 고객센터 운영 안내' }).waitFor();
    expect(await page.locator('dd').nth(1).textContent()).toBe((viewsBefore + 1).toLocaleString('ko-KR'));
    expect(errors).toEqual([]);
  });

  it('answers a missing notice with the SPEC message (phone width)', async () => {
    const { page } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/customer-center/notices/999999');
    await expect.poll(() => page.getByText('공지사항을 찾을 수 없습니다.').isVisible()).toBe(true);
    await page.goto('/customer-center/notices/abc');
    await expect.poll(() => page.getByText('공지사항을 찾을 수 없습니다.').isVisible()).toBe(true);
  });

  it('reads well on a phone', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/customer-center/notices');
    await page.locator('tbody tr').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'support-notices-mobile');
    expect(errors).toEqual([]);
  });
});

describe('customer center hub, guide and legal pages', () => {
  it('hub shows contact, hours, shortcuts and the latest notices', async () => {
    const { page, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/customer-center');
    await page.getByRole('heading', { name: '고객센터', exact: true }).waitFor();
    expect(await page.getByText('1588-0000').first().isVisible()).toBe(true);
    expect(await page.getByText(/09:00 ~ 18:00/).isVisible()).toBe(true);
    await page.getByRole('heading', { name: '최근 공지사항' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /\[필독\] 비즈기프트 서비스 이용 안내/ }).isVisible())
      .toBe(true);
    await screenshot(page, 'support-hub-mobile');
    await page.getByRole('main').getByRole('link', { name: '공지사항', exact: true }).click();
    await page.waitForURL(/\/customer-center\/notices$/);
    expect(errors).toEqual([]);
  });

  it.each([['/guide'], ['/guide/service']])(
    '%s shows the five steps with links into the product',
    async (path) => {
      const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
      await page.goto(path);
      for (const step of ['상품 주문', '메시지 작성', '수신자 입력', '결제', '발송 완료']) {
        await page.getByRole('heading', { name: step, exact: true }).waitFor();
      }
      expect(await page.locator('svg[role="img"]').count()).toBe(5);
      expect(
        await page
          .getByRole('link', { name: /충전하기/ })
          .first()
          .getAttribute('href'),
      ).toBe('/charge');
      expect(await page.getByRole('link', { name: '발송/환불 조회', exact: true }).getAttribute('href')).toBe(
        '/mypage/delivery-refund',
      );
      if (path === '/guide/service') await screenshot(page, 'content-guide-desktop');
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ['/terms', '서비스 이용약관', '제3조 (약관의 게시와 개정)', /30일 전부터 공지/],
    ['/privacy', '개인정보처리방침', '제11조 (개인정보 보호책임자)', /^이보안$/],
  ])('%s: full text with a table of contents, effective 2025-02-23', async (path, title, section, phrase) => {
    const { page, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText('시행일: 2025년 2월 23일').isVisible()).toBe(true);
    const toc = page.getByRole('navigation', { name: '목차' });
    await toc.getByRole('link', { name: section }).last().click();
    await page.waitForURL(new RegExp(`#${path.slice(1)}-\\d+$`));
    expect(await page.getByRole('heading', { level: 2, name: section }).isVisible()).toBe(true);
    expect(await page.getByText(phrase).first().isVisible()).toBe(true);
    await screenshot(page, `content${path.replace('/', '-')}-desktop`);
    expect(errors).toEqual([]);
  });

  it('terms on a phone: the table of contents folds, nothing overflows', async () => {
    const { page } = await openPage(browser, server.baseUrl, MOBILE);
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: '서비스 이용약관' }).waitFor();
    await page.getByText('목차', { exact: true }).first().click();
    await expect
      .poll(() =>
        page.getByRole('link', { name: '제19조 (회원 탈퇴와 이용계약의 해지)' }).first().isVisible(),
      )
      .toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'content-terms-mobile');
  });
});
