import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { waitForDeliveries } from './support/orders.ts';
import {
  apiCall,
  apiLogin,
  DEMO_MEMBER,
  DEMO_STAFF,
  revealedLink,
  type TestServer,
} from './support/server.ts';

/**
 * The company workspace in the browser: the owner (the demo member) sets an
 * approval threshold and invites a 발송 담당 with a monthly limit; the invitation e-mail's link is
 * read from the staff outbox; the sender joins through it (terms, identity popup, account), orders
 * above the threshold and sees that it waits for approval; the owner approves it and the vouchers go
 * out; the sender sees only its own orders; turned 조회 전용, it can no longer pay. Every new screen
 * is photographed at 1280 and 390 px and checked with axe.
 */

let server: TestServer;
let browser: Browser;
let owner: string;
let staff: string;

const sender = {
  email: 'hong.sender@example.com',
  username: 'hongsender1',
  password: 'Sender!2345',
  name: '홍발송',
  phone: '01055556666',
};
const manager = {
  email: 'park.manager@example.com',
  username: 'parkmanager1',
  password: 'Manager!2345',
  name: '박관리',
  phone: '01055557777',
};
const THRESHOLD = 10_000;
const LIMIT = 100_000;

let inviteUrl = '';
let goods: { id: number; name: string; price: string };
let orderId = 0;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  owner = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  staff = await apiLogin(server, DEMO_STAFF.username, DEMO_STAFF.password);
  // Goods priced above the threshold and within the sender's limit
  const res = await apiCall<{ results: { id: number; name: string; price: string }[] }>(
    server,
    'GET',
    '/api/goods?page_size=100',
  );
  goods = res.body.data.results.find((g) => Number(g.price) > THRESHOLD && Number(g.price) < LIMIT / 2)!;
  expect(goods).toBeDefined();
});
afterAll(() => stopJourney(server, browser));

/** axe finds nothing on the page as it is now. */
async function expectAxeClean(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, what).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await screenshot(page, name);
  await expectAxeClean(page, name);
}

/** Clicks the verification button, fills the sandbox popup and confirms; waits until it closed. */
async function verifyInPopup(page: Page, person: { name: string; phone: string }) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '휴대폰 본인인증' }).click(),
  ]);
  await popup.waitForURL('**/api/identities/kcp/sandbox');
  await popup.locator('#user_name').fill(person.name);
  await popup.locator('#phone_no').fill(person.phone);
  const closed = popup.waitForEvent('close', { timeout: 10_000 });
  await popup.getByRole('button', { name: '인증 완료' }).click();
  await closed;
}

const recipientInput = (page: Page) => page.getByLabel(/^(수신번호|수신 이메일)/);

describe('company workspace', () => {
  it('the owner sets the approval policy and invites a sender with a monthly limit', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    // The role is in the top bar's member menu
    const topBar = page.getByRole('navigation', { name: '회원 메뉴' });
    await expect.poll(() => topBar.getByText('대표 관리자').isVisible()).toBe(true);

    await page.goto('/mypage/company?tab=policy');
    await page.getByLabel('승인이 필요한 주문 금액 (원 초과)').fill(String(THRESHOLD));
    await page.getByRole('button', { name: '저장' }).click();
    const confirm = page.getByRole('dialog', { name: '승인 정책 변경' });
    await confirm.getByRole('button', { name: '변경' }).click();
    await expect.poll(() => page.getByText('10,000원 초과 주문은 승인 필요').isVisible()).toBe(true);
    await shoot(page, 'company-policy-1280');

    await page.getByRole('tab', { name: '구성원' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '대기 중인 초대' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '구성원 초대' }).click();
    const dialog = page.getByRole('dialog', { name: '구성원 초대' });
    // A form dialog starts on its first field
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
      'email',
    );
    await dialog.getByLabel('이메일').fill(sender.email);
    await dialog.getByLabel('역할').selectOption('sender');
    await dialog.getByLabel('월 한도 (원)').fill(String(LIMIT));
    await shoot(page, 'company-invite-dialog-1280');
    await dialog.getByRole('button', { name: '초대 메일 보내기' }).click();
    const sent = page.getByRole('dialog', { name: '초대를 보냈습니다' });
    await sent.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => page.getByText(sender.email).isVisible()).toBe(true);
    expect(await page.getByText('발송 담당 · 월 한도 100,000원').isVisible()).toBe(true);
    // and a 관리자, who will decide the sender's orders
    await page.getByRole('button', { name: '구성원 초대' }).click();
    await dialog.getByLabel('이메일').fill(manager.email);
    await dialog.getByLabel('역할').selectOption('manager');
    await dialog.getByRole('button', { name: '초대 메일 보내기' }).click();
    await sent.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => page.getByText(manager.email).isVisible()).toBe(true);
    await shoot(page, 'company-members-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the link from the invitation e-mail opens a short sign-up; the sender joins the company', async () => {
    inviteUrl = await revealedLink(server, staff, sender.email, '/invite/');
    expect(inviteUrl.startsWith(server.baseUrl)).toBe(true);

    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    // An unknown link says so in Korean
    await page.goto('/invite/not-a-real-token-000000000000');
    await expect
      .poll(() => page.getByRole('heading', { name: '유효하지 않은 초대 링크입니다' }).isVisible())
      .toBe(true);
    await shoot(page, 'invite-unknown-390');

    await page.goto(inviteUrl);
    await expect.poll(() => page.getByRole('heading', { name: '회사 초대' }).isVisible()).toBe(true);
    const about = page.getByRole('region', { name: '초대 내용' });
    expect(await about.textContent()).toContain('데모상사');
    expect(await about.textContent()).toContain('발송 담당');
    expect(await about.textContent()).toContain(sender.email);
    await shoot(page, 'invite-signup-390');

    // Nothing filled: the first missing item is named and focused
    await page.getByRole('button', { name: '가입하고 시작하기' }).click();
    await expect.poll(() => page.getByText('필수 약관에 모두 동의해주세요.').isVisible()).toBe(true);
    await page.getByLabel('전체 동의 (선택 항목 포함)').check();
    await verifyInPopup(page, sender);
    await expect.poll(() => page.getByRole('button', { name: /본인인증 완료/ }).isVisible()).toBe(true);
    expect(await page.locator('#invite-fullname').inputValue()).toBe(sender.name);
    expect(await page.locator('#invite-email').inputValue()).toBe(sender.email);
    await page.locator('#invite-username').fill(sender.username);
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect.poll(() => page.getByText('사용 가능한 아이디입니다.').isVisible()).toBe(true);
    await page.locator('#invite-password').fill(sender.password);
    await page.locator('#invite-password-confirm').fill(sender.password);
    await shoot(page, 'invite-signup-filled-390');
    await page.getByRole('button', { name: '가입하고 시작하기' }).click();

    // Signed in, in 마이페이지 of the company
    await page.waitForURL('**/mypage');
    await expect
      .poll(() => page.getByText('데모상사에 발송 담당(으)로 가입했습니다.').isVisible())
      .toBe(true);
    // A sender cannot recharge: no 충전하기 on its 마이페이지
    expect(await page.getByRole('link', { name: '충전하기' }).count()).toBe(0);
    await shoot(page, 'mypage-sender-390');

    // The link was single use
    await page.goto(inviteUrl);
    await expect
      .poll(() => page.getByRole('heading', { name: '유효하지 않은 초대 링크입니다' }).isVisible())
      .toBe(true);
    // the unknown and the used link answer 404 on purpose
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('the sender orders above the threshold: remaining limit shown, the order waits for approval', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, sender.username, sender.password);
    const productData = encodeURIComponent(
      JSON.stringify({ id: goods.id, name: goods.name, price: goods.price, quantity: 1 }),
    );
    await page.goto(`/checkout?directOrder=true&productData=${productData}`);
    await recipientInput(page).fill('010-7777-8888');
    await recipientInput(page).press('Enter');
    await expect.poll(() => page.getByText('이번 달 남은 한도').isVisible()).toBe(true);
    expect(await page.getByTestId('limit-left').textContent()).toBe('100,000원');
    await expect
      .poll(() =>
        page
          .getByText(/승인 후 발송됩니다/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await shoot(page, 'checkout-approval-390');
    await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await page.waitForURL('**/checkout/complete**');

    await page.goto('/mypage/orders');
    // (the status select has a 승인대기 option too: look in the list)
    await expect.poll(() => page.locator('li').getByText('승인대기').first().isVisible()).toBe(true);
    // Only its own orders: the owner's demo orders are not in the sender's list
    const list = await apiCall<{
      count: number;
      results: { id: number; status: number; placed_by: { username: string } }[];
    }>(server, 'GET', '/api/orders', { token: await apiLogin(server, sender.username, sender.password) });
    expect(list.body.data.count).toBe(1);
    expect(list.body.data.results[0]!.status).toBe(5);
    expect(list.body.data.results[0]!.placed_by.username).toBe(sender.username);
    orderId = list.body.data.results[0]!.id;
    expect(await page.getByText('발송 담당자는 본인이 한 주문만 볼 수 있습니다.').isVisible()).toBe(true);
    await shoot(page, 'orders-sender-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the invited manager joins through its own link', async () => {
    const link = await revealedLink(server, staff, manager.email, '/invite/');
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await page.goto(link);
    const about = page.getByRole('region', { name: '초대 내용' });
    await expect.poll(async () => (await about.textContent()) ?? '').toContain('관리자');
    await page.getByLabel('전체 동의 (선택 항목 포함)').check();
    await verifyInPopup(page, manager);
    await expect.poll(() => page.getByRole('button', { name: /본인인증 완료/ }).isVisible()).toBe(true);
    await page.locator('#invite-username').fill(manager.username);
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect.poll(() => page.getByText('사용 가능한 아이디입니다.').isVisible()).toBe(true);
    await page.locator('#invite-password').fill(manager.password);
    await page.locator('#invite-password-confirm').fill(manager.password);
    await page.getByRole('button', { name: '가입하고 시작하기' }).click();
    await page.waitForURL('**/mypage');
    await expect.poll(() => page.getByText('데모상사에 관리자(으)로 가입했습니다.').isVisible()).toBe(true);
    // the invitation, used now, answers 404 when read again after the join (as in the sender's step)
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('the manager (not the owner) approves it (the dialog starts on 취소) and the vouchers go out', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, manager.username, manager.password);
    await page.goto('/mypage/approvals');
    await expect.poll(() => page.getByText(`No.${orderId}`, { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText(sender.name).first().isVisible()).toBe(true);
    await shoot(page, 'approvals-1280');

    // Reject needs a reason
    await page.getByRole('button', { name: `주문 ${orderId} 반려` }).click();
    const reject = page.getByRole('dialog', { name: '주문 반려' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('취소');
    expect(await reject.getByRole('button', { name: '반려' }).isDisabled()).toBe(true);
    await shoot(page, 'approvals-reject-1280');
    await reject.getByRole('button', { name: '취소' }).click();

    await page.getByRole('button', { name: `주문 ${orderId} 승인` }).click();
    const approve = page.getByRole('dialog', { name: '주문 승인' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('취소');
    await approve.getByRole('button', { name: '승인' }).click();
    await expect.poll(() => page.getByText(`주문 ${orderId}을 승인했습니다.`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('승인을 기다리는 주문이 없습니다.').isVisible()).toBe(true);

    const rows = await waitForDeliveries(server, owner, orderId, (d) => d.status === 1);
    expect(rows.length).toBe(1);
    expect(rows[0]!.gifticon.coupon_no).toBeTruthy();

    const activity = await apiCall<{ results: { action: string; actor: { username: string } | null }[] }>(
      server,
      'GET',
      '/api/company/activity',
      { token: owner },
    );
    expect(activity.body.data.results.find((a) => a.action === 'order.approved')?.actor?.username).toBe(
      manager.username,
    );

    // The manager sees the company's orders with 주문자, and can filter by who placed them
    await page.goto('/mypage/orders');
    await expect.poll(() => page.locator('td').getByText(sender.name).first().isVisible()).toBe(true);
    await page.getByLabel('주문자').selectOption({ label: `${sender.name} (${sender.username})` });
    await page
      .getByRole('form', { name: '주문 검색' })
      .getByRole('button', { name: '검색', exact: true })
      .click();
    await expect.poll(() => page.getByText('총 1건').first().isVisible()).toBe(true);
    await shoot(page, 'orders-manager-1280');

    await page.goto('/mypage/delivery-refund');
    await expect.poll(() => page.getByRole('columnheader', { name: '주문자' }).isVisible()).toBe(true);
    await shoot(page, 'deliveries-manager-1280');

    await page.goto('/mypage/company?tab=activity');
    await expect.poll(() => page.getByText('주문 승인').filter({ visible: true }).count()).toBeGreaterThan(0);
    await shoot(page, 'company-activity-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turned 조회 전용, the member can no longer pay or recharge', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/mypage/company');
    await page.getByRole('button', { name: `${sender.name}(${sender.username}) 역할·한도 변경` }).click();
    const dialog = page.getByRole('dialog', { name: /역할·한도 변경/ });
    await dialog.getByLabel('역할').selectOption('viewer');
    await shoot(page, 'company-member-edit-390');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect
      .poll(() => page.getByText('조회 전용', { exact: true }).filter({ visible: true }).count())
      .toBeGreaterThan(0);
    await shoot(page, 'company-members-390');
    await page.goto('/mypage/company?tab=policy');
    await shoot(page, 'company-policy-390');
    await page.goto('/mypage/company?tab=activity');
    await expect.poll(() => page.getByText('역할 변경').filter({ visible: true }).count()).toBeGreaterThan(0);
    await shoot(page, 'company-activity-390');
    await page.goto('/mypage/approvals');
    await expect.poll(() => page.getByText('승인을 기다리는 주문이 없습니다.').isVisible()).toBe(true);
    await shoot(page, 'approvals-390');
    await context.close();

    const viewer = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(viewer.page, sender.username, sender.password);
    const productData = encodeURIComponent(
      JSON.stringify({ id: goods.id, name: goods.name, price: goods.price, quantity: 1 }),
    );
    await viewer.page.goto(`/checkout?directOrder=true&productData=${productData}`);
    await expect
      .poll(() =>
        viewer.page.getByText('조회 전용 구성원은 상품권을 보내거나 결제할 수 없습니다.').first().isVisible(),
      )
      .toBe(true);
    expect(await viewer.page.getByRole('button', { name: /결제하기$/ }).isDisabled()).toBe(true);
    await shoot(viewer.page, 'checkout-viewer-1280');
    await viewer.page.goto('/charge');
    await expect
      .poll(() =>
        viewer.page.getByText('충전은 대표 관리자와 관리자만 할 수 있습니다.', { exact: false }).isVisible(),
      )
      .toBe(true);
    // The viewer sees the company's orders (the approved one included)
    await viewer.page.goto('/mypage/orders');
    await expect.poll(() => viewer.page.locator('td').getByText(sender.name).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  });

  it('staff see a member’s company and its people on the member detail', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 390],
    ] as const) {
      const { page, context, errors } = await openPage(browser, server.baseUrl, viewport);
      await loginThroughUi(page, DEMO_STAFF.username, DEMO_STAFF.password);
      const members = await apiCall<{ results: { id: number; username: string }[] }>(
        server,
        'GET',
        `/api/admin/members?q=${sender.username}`,
        { token: staff },
      );
      const id = members.body.data.results.find((m) => m.username === sender.username)!.id;
      await page.goto(`/admin/members/${id}`);
      const card = page.getByRole('region', { name: '회사와 구성원' });
      await expect.poll(() => card.getByText('데모상사').first().isVisible()).toBe(true);
      expect(await card.getByText(DEMO_MEMBER.username).first().isVisible()).toBe(true);
      await shoot(page, `admin-member-company-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
