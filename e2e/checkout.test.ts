import { formatWon } from '@bizgift/domain/money';
import * as XLSX from '@e965/xlsx';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAndCheck } from './support/axe.ts';
import { DESKTOP, loginThroughUi, MOBILE, openPage, screenshot } from './support/browser.ts';
import { rechargeBalance, startJourney, stopJourney } from './support/journey.ts';
import { placeOrder } from './support/orders.ts';
import { apiCall, apiLogin, DEMO_MEMBER, type TestServer } from './support/server.ts';

/**
 * Cart → send screen → pay journeys: recipients typed, pasted and uploaded; the balance in
 * the top bar drops by the exact total; buy-now; a reserved order cancelled with a full refund;
 * SPEC §8 failures; a 10,000-row spreadsheet upload timed in the browser.
 */

/** expect.poll with room for a cold server and a busy two-core machine. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

let server: TestServer;
let browser: Browser;
let token: string;

interface Goods {
  id: number;
  name: string;
  price: string;
}

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
});
afterAll(() => stopJourney(server, browser));

const balance = () => rechargeBalance(server, token);

async function someGoods(n: number): Promise<Goods[]> {
  const res = await apiCall<{ results: Goods[] }>(server, 'GET', `/api/goods?page_size=${n}&ordering=-id`);
  return res.body.data.results.slice(0, n);
}

async function clearCart(): Promise<void> {
  const res = await apiCall<{ id: number }[]>(server, 'GET', '/api/carts', { token });
  const ids = res.body.data.map((i) => i.id);
  if (ids.length) await apiCall(server, 'DELETE', `/api/carts?ids=${ids.join(',')}`, { token });
}

async function orderCount(): Promise<number> {
  const res = await apiCall<{ count: number }>(server, 'GET', '/api/orders?page_size=1', { token });
  return res.body.data.count;
}

const topBar = (page: Page) => page.getByRole('navigation', { name: '회원 메뉴' });
const recipientInput = (page: Page) => page.getByLabel(/^(수신번호|수신 이메일)/);
const fileInput = (page: Page) => page.getByLabel('수신자 엑셀 파일 선택');

/** Accepts every alert/confirm and remembers its text. */
function collectDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

describe('cart', () => {
  it('empty cart, then a full cart as table (1280) and cards (390); delete needs a selection and a confirmation', async () => {
    await clearCart();
    const desktop = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(desktop.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await desktop.page.goto('/cart');
    await poll(() => desktop.page.getByText('장바구니가 비어 있습니다.').count()).toBe(1);
    await screenshot(desktop.page, 'cart-empty-1280');

    for (const g of await someGoods(3)) {
      expect((await apiCall(server, 'POST', '/api/carts', { token, body: { goods: g.id } })).status).toBe(
        201,
      );
    }
    await desktop.page.reload();
    const table = desktop.page.getByRole('table');
    await poll(() => table.locator('tbody tr').count()).toBe(3);
    await poll(() => desktop.page.getByRole('button', { name: '전체 상품 주문 (3)' }).count()).toBe(1);
    await screenshot(desktop.page, 'cart-full-1280');

    // Delete selected with nothing selected → the spec's message
    await desktop.page.getByRole('button', { name: '선택 삭제' }).click();
    await poll(() => desktop.page.getByText('삭제할 상품을 선택해주세요.').count()).toBe(1);
    await desktop.page.getByRole('button', { name: '선택 상품 주문 (0)' }).click();
    await poll(() => desktop.page.getByText('주문할 상품을 선택해주세요.').count()).toBe(1);

    // Select all, untick one, delete the other two after confirming
    await desktop.page.getByLabel('전체 선택').check();
    await poll(() => desktop.page.getByRole('button', { name: '선택 상품 주문 (3)' }).count()).toBe(1);
    await table.locator('tbody tr').first().getByRole('checkbox').uncheck();
    await desktop.page.getByRole('button', { name: '선택 삭제' }).click();
    const dialog = desktop.page.getByRole('dialog', { name: '상품 삭제' });
    await poll(() => dialog.textContent()).toContain('선택한 상품 2개를 삭제하시겠습니까?');
    await dialog.getByRole('button', { name: '삭제' }).click();
    await poll(() => table.locator('tbody tr').count()).toBe(1);
    await poll(() => desktop.page.getByText('상품 2개를 삭제했습니다.').count()).toBe(1);
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();

    // Put two back for the mobile look
    await clearCart();
    for (const g of await someGoods(2))
      await apiCall(server, 'POST', '/api/carts', { token, body: { goods: g.id } });
    const mobile = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(mobile.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await mobile.page.goto('/cart');
    await poll(() => mobile.page.getByRole('button', { name: /주문하기$/ }).count()).toBe(2);
    expect(await mobile.page.getByRole('table').isVisible()).toBe(false);
    await screenshot(mobile.page, 'cart-full-390');
    await mobile.page.locator('li').getByRole('button', { name: /삭제$/ }).first().click();
    const one = mobile.page.getByRole('dialog', { name: '상품 삭제' });
    await poll(() => one.textContent()).toContain('이 상품을 삭제하시겠습니까?');
    await one.getByRole('button', { name: '취소' }).click();
    await poll(() => mobile.page.getByRole('button', { name: /주문하기$/ }).count()).toBe(2);
    await clearCart();
    await mobile.page.reload();
    await poll(() => mobile.page.getByText('장바구니가 비어 있습니다.').count()).toBe(1);
    await screenshot(mobile.page, 'cart-empty-390');
    expect(mobile.errors).toEqual([]);
    await mobile.context.close();
  });
});

describe('checkout', () => {
  it('cart → send screen → typed, pasted and uploaded recipients → pay; balance drops by the exact total', async () => {
    await clearCart();
    const goods = await someGoods(2);
    for (const g of goods) await apiCall(server, 'POST', '/api/carts', { token, body: { goods: g.id } });
    const before = await balance();
    const ordersBefore = await orderCount();

    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/cart');
    await page.getByRole('button', { name: '전체 상품 주문 (2)' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    expect(new URL(page.url()).searchParams.get('cartItems')?.split(',')).toHaveLength(2);
    await poll(() => page.getByRole('heading', { name: '모바일 쿠폰 발송' }).count()).toBe(1);
    await poll(() => page.getByText('동일 수량 (1개)').count()).toBe(1);
    await poll(() => topBar(page).textContent()).toContain(formatWon(before));
    await screenshot(page, 'checkout-empty-1280');
    // The member's own number is not a registered caller number: the recipients see the default.
    await poll(() => page.getByTestId('caller-hint').textContent()).toBe(
      '입력한 번호는 발신번호로 등록되지 않아 받는 분에게 기본 발신번호 1588-0000(으)로 표시됩니다.',
    );

    // Consent starts unchecked and is required; a recipient is required first
    expect(await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await poll(() => page.getByText('수신번호를 추가해주세요.').count()).toBe(1);

    // Typed: invalid, valid, duplicate
    await recipientInput(page).fill('12-34');
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByText('올바른 휴대폰 번호 형식이 아닙니다. 010으로 시작하는 11자리 번호를 입력해주세요.')
          .count(),
      )
      .toBe(1);
    await recipientInput(page).fill('010-1111-2222');
    await recipientInput(page).press('Enter');
    await recipientInput(page).fill('1011112222');
    await recipientInput(page).press('Enter');
    await poll(() => page.getByText('이미 추가된 수신번호입니다.').count()).toBe(1);

    // Pasted from the clipboard: one new, one already there
    await page.evaluate(() => navigator.clipboard.writeText('01033334444\n010-1111-2222\n'));
    await page.getByRole('button', { name: '붙여넣기' }).click();
    await poll(() => page.getByText('수신자 1명을 추가했습니다.').count()).toBe(1);
    await page.evaluate(() => navigator.clipboard.writeText('01033334444'));
    await page.getByRole('button', { name: '붙여넣기' }).click();
    await poll(() => page.getByText('모두 이미 추가된 수신자입니다.').count()).toBe(1);

    // Uploaded CSV (BOM, CRLF, a header in the second column): added, duplicate and invalid rows
    const csv =
      '\uFEFF이름,휴대폰\r\n가,010-5555-6666\r\n나,01033334444\r\n다,12345\r\n라,"010 7777 8888"\r\n';
    await fileInput(page).setInputFiles({
      name: '수신자.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const summary = page.getByRole('region', { name: '업로드 결과' });
    await poll(() => summary.textContent()).toContain('수신자.csv 업로드 결과');
    expect(await summary.textContent()).toContain('중복 행: 3');
    expect(await summary.textContent()).toContain("4행 '12345'");
    expect(await summary.locator('dd').allTextContents()).toEqual(['2', '1', '1']);
    await poll(() => page.getByRole('list', { name: '추가된 수신자' }).locator('li').count()).toBe(4);
    // The 이름 column came with its rows
    expect(await page.getByRole('list', { name: '추가된 수신자' }).textContent()).toContain(
      '010-5555-6666가',
    );
    await screenshot(page, 'checkout-upload-summary-1280');

    // A reload keeps the draft: the browser asks first, then everything comes back
    await page.getByLabel('메시지 내용').fill('늘 감사합니다.');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await poll(() => page.getByText('임시 저장된 발송 정보(수신자·메시지)를 불러왔습니다.').count()).toBe(1);
    await poll(() => page.getByRole('list', { name: '추가된 수신자' }).locator('li').count()).toBe(4);
    expect(await page.getByLabel('메시지 내용').inputValue()).toBe('늘 감사합니다.');

    // Quantity 2 on the first row; the second says 'same quantity'
    await page.getByLabel('수량', { exact: true }).fill('abc');
    await page.getByLabel('수량', { exact: true }).blur();
    expect(await page.getByLabel('수량', { exact: true }).inputValue()).toBe('1');
    await page.getByRole('button', { name: '수량 늘리기' }).click();
    await poll(() => page.getByText('동일 수량 (2개)').count()).toBe(1);
    await page.getByLabel('메시지 제목').fill('감사 선물');
    await page.getByLabel('메시지 내용').fill('늘 감사합니다.');
    await poll(() => page.getByText('9/40바이트').count()).toBe(1);

    // The preview is the server's own message: the text, the barcode and the {PUBLIC_URL}/v/{token} link
    await page.getByRole('button', { name: '받는 분 화면 미리보기' }).click();
    const preview = page.getByTestId('message-preview');
    await poll(() => preview.textContent()).toContain('늘 감사합니다.');
    expect(await preview.textContent()).toMatch(/바코드 보기: http:\/\/[^/]+\/v\/[\w-]{43}/);
    await shootAndCheck(page, 'checkout-preview-1280');
    await page.getByRole('button', { name: '닫기', exact: true }).click();

    const unitSum = goods.reduce((s, g) => s + Number(g.price), 0);
    const total = unitSum * 2 * 4;
    await poll(() => page.getByTestId('order-total').textContent()).toBe(formatWon(total));
    await screenshot(page, 'checkout-recipients-1280');

    await page.getByRole('button', { name: /결제하기$/ }).click();
    await poll(() => page.getByText('주문 내용 확인 및 동의가 필요합니다.').count()).toBe(1);
    await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    // A double click must never charge twice (button disabled + Idempotency-Key)
    await page.getByRole('button', { name: /결제하기$/ }).dblclick();
    // The order-complete state at its own address
    await page.waitForURL((url) => url.pathname === '/checkout/complete');
    await poll(() => page.getByTestId('complete-amount').textContent()).toBe(formatWon(total));
    // two goods × four recipients × quantity 2
    expect(await page.getByTestId('complete-count').textContent()).toBe('16건');
    await screenshot(page, 'checkout-complete-1280');

    await poll(() => topBar(page).textContent()).toContain(formatWon(before - total));
    expect(await balance()).toBe(before - total);
    expect(await orderCount()).toBe(ordersBefore + 1);
    const latest = await apiCall<{
      results: { total_order_amount: string; order_items: { total_count: number }[] }[];
    }>(server, 'GET', '/api/orders?page_size=1', { token });
    expect(latest.body.data.results[0]!.total_order_amount).toBe(String(total));
    expect(latest.body.data.results[0]!.order_items.map((i) => i.total_count)).toEqual([8, 8]);
    // The ordered cart rows are gone
    expect((await apiCall<unknown[]>(server, 'GET', '/api/carts', { token })).body.data).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('390 px: empty form, recipients and the insufficient-balance warning after a 10,000-row .xlsx upload', async () => {
    await clearCart();
    const [g] = await someGoods(1);
    await apiCall(server, 'POST', '/api/carts', { token, body: { goods: g!.id } });
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/cart');
    await page.getByRole('button', { name: '전체 상품 주문 (1)' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await poll(() => page.getByRole('heading', { name: '모바일 쿠폰 발송' }).count()).toBe(1);
    await screenshot(page, 'checkout-empty-390');

    await recipientInput(page).fill('01012345678');
    await recipientInput(page).press('Enter');
    // The total and the pay button stay at the bottom of a phone's screen
    const bar = page.getByTestId('sticky-pay-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)).toBe(MOBILE.height);
    await screenshot(page, 'checkout-recipients-390');

    // 10,000 rows (+ a header, one duplicate and one bad row) as a real .xlsx
    const rows: (string | number)[][] = [['수신번호']];
    for (let i = 0; i < 10_000; i++) rows.push([`010${String(20_000_000 + i)}`]);
    rows.push(['010-2000-0000'], ['not a phone']);
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    const started = Date.now();
    await fileInput(page).setInputFiles({
      name: 'big.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    const summary = page.getByRole('region', { name: '업로드 결과' });
    await summary.waitFor({ timeout: 10_000 });
    const elapsed = Date.now() - started;
    // The figure goes to docs/performance.md (target ≤ 2 s); a timed assertion would only make CI flaky.
    console.info(
      `10,000-row .xlsx: chosen → summary shown in ${elapsed} ms (includes loading the SheetJS chunk)`,
    );
    // One slot was already taken by the typed number, so 9,999 fit and one is over the limit.
    expect(await summary.locator('dd').allTextContents()).toEqual(['9,999', '1', '1']);
    expect(await summary.textContent()).toContain("10003행 'not a phone'");
    expect(await summary.textContent()).toContain('1건은 추가하지 않았습니다');
    await poll(() => page.getByText('충전금이 부족합니다.').count()).toBe(1);
    await screenshot(page, 'checkout-insufficient-390');

    // The shortfall is said before any click, and the pay button is a 충전 link for it
    const missing = 10_000 * Number(g!.price) - (await rechargeBalance(server, token));
    expect(await page.getByRole('button', { name: /결제하기$/ }).count()).toBe(0);
    const charge = page.getByTestId('charge-shortfall');
    expect(await charge.textContent()).toBe(`${missing.toLocaleString('ko-KR')}원 부족 · 충전하기`);
    expect(await charge.getAttribute('href')).toBe(`/charge?amount=${missing}`);
    expect(await page.getByText(`${formatWon(missing)} 부족`, { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('sticky-pay-bar').textContent()).toContain(
      `${missing.toLocaleString('ko-KR')}원 부족 · 충전`,
    );
    // Leaving keeps the draft (the send screen asks first); /charge opens with the shortfall filled in
    page.once('dialog', (d) => d.accept());
    await charge.click();
    await page.waitForURL((url) => url.pathname === '/charge');
    await poll(() => page.getByLabel('충전 금액', { exact: true }).inputValue()).toBe(
      missing.toLocaleString('ko-KR'),
    );
    await screenshot(page, 'charge-shortfall-prefilled-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buy now from a product card → e-mail send → orders; balance drops by the price', async () => {
    const before = await balance();
    const { page, context, errors } = await openPage(browser, server.baseUrl, DESKTOP);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/');
    const buy = page.getByRole('button', { name: /바로구매$/ }).first();
    await buy.waitFor();
    await buy.click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const productData = JSON.parse(new URL(page.url()).searchParams.get('productData')!);
    expect(new URL(page.url()).searchParams.get('directOrder')).toBe('true');
    const price = Number(productData.price);
    // This recipient got the same goods a moment ago: the screen warns before paying
    const earlier = await apiCall(server, 'POST', '/api/orders', {
      token,
      body: {
        name: '',
        send_msg: '',
        sender: '',
        send_type: 2,
        order_items: [
          { goods: productData.id, amount: String(price), total_count: 1, total_amount: String(price) },
        ],
        deliveries: [{ email: 'kim@example.com', name: '김대리' }],
        payments: { recharge: String(price), reward: '0' },
      },
    });
    expect(earlier.status).toBe(201);

    await page
      .locator('label')
      .filter({ hasText: /^이메일$/ })
      .click();
    expect(await page.getByLabel('발신 이메일').getAttribute('readonly')).not.toBeNull();
    await recipientInput(page).fill('Kim@Example.com');
    await recipientInput(page).press('Enter');
    await recipientInput(page).fill('kim@example.com ');
    await recipientInput(page).press('Enter');
    await poll(() => page.getByText('이미 추가된 이메일입니다.').count()).toBe(1);
    await poll(() => page.getByTestId('order-total').textContent()).toBe(formatWon(price));
    await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    await page.getByRole('button', { name: /결제하기$/ }).click();
    const warning = page.getByRole('dialog', { name: '최근에 같은 상품을 받은 수신자가 있습니다' });
    await poll(() => warning.getByTestId('duplicate-row').count()).toBe(1);
    expect(await warning.getByTestId('duplicate-row').textContent()).toContain('kim@example.com(김대리)');
    await screenshot(page, 'checkout-duplicate-1280');
    // On a phone the list fits the dialog: nothing to scroll sideways to find the date.
    await page.setViewportSize(MOBILE);
    const list = warning.getByRole('table');
    await poll(() =>
      list.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth),
    ).toBe(true);
    expect(await list.textContent()).toMatch(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} · 이메일/);
    await screenshot(page, 'checkout-duplicate-390');
    await page.setViewportSize(DESKTOP);
    await warning.getByRole('button', { name: '그대로 결제하기' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/complete');
    await poll(() => topBar(page).textContent()).toContain(formatWon(before - 2 * price));
    expect(await balance()).toBe(before - 2 * price);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a draft belongs to its goods: product B's checkout opens empty, A's comes back on A (1280 and 390)", async () => {
    const [a, b] = await someGoods(2);
    const checkoutOf = (g: Goods) =>
      `/checkout?directOrder=true&productData=${encodeURIComponent(
        JSON.stringify({ id: g.id, name: g.name, price: g.price, quantity: 1 }),
      )}`;
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context, errors } = await openPage(browser, server.baseUrl, viewport);
      await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await page.goto(checkoutOf(a!));
      await page
        .locator('label')
        .filter({ hasText: /^이메일$/ })
        .click();
      await recipientInput(page).fill('a-draft@example.com');
      await recipientInput(page).press('Enter');
      await page.getByLabel('메시지 내용').fill('A 상품 수신자에게');
      const added = page.getByRole('list', { name: '추가된 수신자' }).locator('li');
      await poll(() => added.count()).toBe(1);
      // Leave for product B's checkout (the browser asks first; A's draft is kept)
      page.once('dialog', (d) => void d.accept());
      await page.goto(checkoutOf(b!));
      await page.getByLabel('메시지 내용').waitFor();
      expect(await page.getByText('임시 저장된 발송 정보(수신자·메시지)를 불러왔습니다.').count()).toBe(0);
      expect(await page.getByLabel('메시지 내용').inputValue()).toBe('');
      expect(await page.getByRole('radio', { name: '문자(MMS)' }).isChecked()).toBe(true);
      expect(await added.count()).toBe(0);
      await shootAndCheck(page, `checkout-other-goods-empty-${viewport.width}`);
      // A's own checkout still has it
      await page.goto(checkoutOf(a!));
      await poll(() => page.getByText('임시 저장된 발송 정보(수신자·메시지)를 불러왔습니다.').count()).toBe(
        1,
      );
      await poll(() => added.count()).toBe(1);
      expect(await page.getByLabel('메시지 내용').inputValue()).toBe('A 상품 수신자에게');
      await shootAndCheck(page, `checkout-own-draft-back-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it.each([
    [DESKTOP, 'UTC'],
    [MOBILE, 'America/Los_Angeles'],
  ])(
    'reserved order typed in KST with the browser in another zone (%o, %s), then cancelled: full refund',
    async (viewport, timezoneId) => {
      const [g] = await someGoods(1);
      const before = await balance();
      const productData = encodeURIComponent(
        JSON.stringify({ id: g!.id, name: g!.name, price: g!.price, quantity: 1 }),
      );
      const { page, context, errors } = await openPage(browser, server.baseUrl, viewport, { timezoneId });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await page.goto(`/checkout?directOrder=true&productData=${productData}`);
      await recipientInput(page).fill('010-4444-5555');
      await recipientInput(page).press('Enter');
      await page.getByLabel('예약 발송', { exact: true }).check();
      // The field says its zone, and what is typed is Korean time
      const field = page.getByLabel('예약 발송 일시 (한국 시간, KST)');
      await field.waitFor();
      const kst = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
      // Too soon: refused on the client with the server's rule
      await field.fill(kst(new Date(Date.now() + 2 * 60_000)));
      await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
      await page.getByRole('button', { name: /결제하기$/ }).click();
      await expect
        .poll(() => page.getByText('예약 발송은 10분 이후부터 90일 이내로 선택해주세요.').count())
        .toBe(1);

      // Two days ahead at 10:00 KST (01:00 UTC), whatever the browser's own clock says
      const day = new Date(Date.now() + 2 * 24 * 3600_000 + 9 * 3_600_000).toISOString().slice(0, 10);
      await field.fill(`${day}T10:00`);
      await shootAndCheck(page, `checkout-reserve-kst-${viewport.width}`);
      await page.getByRole('button', { name: /결제하기$/ }).click();
      const done = page.getByRole('dialog', { name: '예약 발송 완료' });
      await done.waitFor();
      expect(await done.textContent()).toContain('오전 10:00 (한국 시간)에 발송됩니다');
      expect(await balance()).toBe(before - Number(g!.price));
      const latest = async () =>
        (
          await apiCall<{
            results: {
              status: number;
              is_reserved: boolean;
              delivery_at: string;
              total_refund_amount: string;
            }[];
          }>(server, 'GET', '/api/orders?page_size=1', { token })
        ).body.data.results[0]!;
      expect(new Date((await latest()).delivery_at).toISOString()).toBe(`${day}T01:00:00.000Z`);
      // The dialog is fixed to the viewport: take the viewport, not the full page.
      await page.screenshot({
        path: `${import.meta.dirname}/screenshots/checkout-reserved-done-${viewport.width}.png`,
      });
      await done.getByRole('button', { name: '예약 취소' }).click();
      const confirm = page.getByRole('dialog', { name: '예약 발송 취소' });
      await confirm.getByRole('button', { name: '예약 취소' }).click();
      await page.waitForURL((url) => url.pathname === '/mypage/orders');
      await poll(() => balance()).toBe(before);
      // (the phone layout has no top bar with the balance)
      if (viewport === DESKTOP) await poll(() => topBar(page).textContent()).toContain(formatWon(before));
      expect(await latest()).toMatchObject({
        status: 4,
        is_reserved: true,
        total_refund_amount: g!.price,
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('SPEC §8 failures say so on the page, never in a browser alert(), at 390', async () => {
    await clearCart();
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    const dialogs = collectDialogs(page);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);

    await page.goto('/checkout?directOrder=true&productData=%7Bnot-json');
    await page.getByRole('alert').getByText('상품 정보를 불러올 수 없습니다.').waitFor();
    expect(await page.getByRole('link', { name: '상품 보러 가기' }).getAttribute('href')).toBe('/products');

    await page.goto('/checkout');
    await page.getByRole('alert').getByText('주문할 상품을 선택해주세요.').waitFor();
    await screenshot(page, 'checkout-nothing-selected-390');

    await page.goto('/checkout?cartItems=999999');
    await page.getByRole('alert').getByText('장바구니가 비어 있습니다.').waitFor();

    const [g] = await someGoods(1);
    await apiCall(server, 'POST', '/api/carts', { token, body: { goods: g!.id } });
    await page.goto('/checkout?cartItems=999999');
    await page.getByRole('alert').getByText('선택한 상품이 장바구니에 없습니다.').waitFor();
    await page.getByRole('link', { name: '장바구니로 가기' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await clearCart();
    await context.close();
  });
});

describe('the duplicate-send warning at 390', () => {
  let cheapest: { id: number; price: number };
  beforeAll(async () => {
    const res = await apiCall<{ results: { id: number; price: string }[] }>(
      server,
      'GET',
      '/api/goods?page_size=1&ordering=price_low',
    );
    const g = res.body.data.results[0]!;
    cheapest = { id: g.id, price: Number(g.price) };
  });

  it('390: the duplicate-send dialog keeps 010-2222-3333 on one line', async () => {
    await placeOrder(server, token, [cheapest], ['01022223333']);
    await apiCall(server, 'POST', '/api/carts', { token, body: { goods: cheapest.id } });
    const { page, context, errors } = await openPage(browser, server.baseUrl, MOBILE);
    await loginThroughUi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.goto('/cart');
    await page.getByRole('button', { name: /^전체 상품 주문/ }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const recipient = page.getByLabel(/^수신번호/);
    await recipient.fill('010-2222-3333');
    await recipient.press('Enter');
    await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    // the bar's button is hidden from assistive tech (the panel's is theirs): a thumb presses it
    await page.getByTestId('sticky-pay-bar').locator('button[type=submit]').click();
    const dialog = page.getByRole('dialog', { name: '최근에 같은 상품을 받은 수신자가 있습니다' });
    const number = dialog.getByTestId('duplicate-recipient').first();
    await number.waitFor();
    expect(await number.textContent()).toBe('010-2222-3333');
    // one line box: the number is not broken inside
    expect(await number.evaluate((el) => el.getClientRects().length)).toBe(1);
    await shootAndCheck(page, 'checkout-duplicate-dialog-390');
    await dialog.getByRole('button', { name: '수신자 확인하기' }).click();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
