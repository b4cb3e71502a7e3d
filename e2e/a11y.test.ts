import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  loginThroughUi,
  MOBILE,
  openPage,
  screenshot,
  type TrackedPage,
} from './support/browser.ts';
import { startJourney, stopJourney } from './support/journey.ts';
import { placeOrder, waitForDeliveries } from './support/orders.ts';
import { apiCall, apiLogin, DEMO_MEMBER, DEMO_STAFF, type TestServer } from './support/server.ts';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) finds nothing on any page or dialog of the shop, at 1280 and
 * at 390, for a visitor, the demo member and staff. A new screen is checked by adding a line to
 * ROUTES: `path` is opened; `linkFrom` opens a list first and follows its first link matching the
 * pattern (a detail page whose id the demo data decides); `open` clicks a button for a dialog.
 *
 * One browser, one context per role (logged in once); each state is checked at 1280, then the
 * viewport is narrowed to 390 and checked again, so ~100 states take a few minutes.
 */

type Role = 'visitor' | 'member' | 'staff';
interface SetupIds {
  orderId: number;
  failedDeliveryId: number;
}
interface RouteCheck {
  role: Role;
  /** what the report calls this state */
  name: string;
  /** a path, or one built from the ids the setup created (the test's own order) */
  path: string | ((ids: SetupIds) => string);
  /** follow the first link on `path` whose pathname matches (a detail page) */
  linkFrom?: RegExp;
  /** after the page settled: opens a dialog (or another state) to be checked */
  open?: (page: Page) => Promise<void>;
}

const clickButton = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
  await page.getByRole('dialog').first().waitFor();
  // Colours are read once the dialog's fade-in has ended: mid-animation text is half transparent.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
};

export const ROUTES: RouteCheck[] = [
  // visitor
  { role: 'visitor', name: 'home', path: '/' },
  { role: 'visitor', name: 'products', path: '/products' },
  { role: 'visitor', name: 'products list', path: '/products/list' },
  { role: 'visitor', name: 'products by category', path: '/products/category' },
  { role: 'visitor', name: 'products by brand', path: '/products/brand' },
  { role: 'visitor', name: 'product detail', path: '/products/list', linkFrom: /^\/products\/\d+$/ },
  { role: 'visitor', name: 'customer center', path: '/customer-center' },
  { role: 'visitor', name: 'notices', path: '/customer-center/notices' },
  {
    role: 'visitor',
    name: 'notice detail',
    path: '/customer-center/notices',
    linkFrom: /^\/customer-center\/notices\/\d+$/,
  },
  { role: 'visitor', name: 'service guide', path: '/guide/service' },
  { role: 'visitor', name: 'privacy', path: '/privacy' },
  { role: 'visitor', name: 'terms', path: '/terms' },
  { role: 'visitor', name: 'developers', path: '/developers' },
  { role: 'visitor', name: 'login', path: '/auth/login' },
  { role: 'visitor', name: 'signup', path: '/auth/signup' },
  { role: 'visitor', name: 'find account', path: '/auth/find-account' },
  { role: 'visitor', name: 'not found', path: '/no-such-page' },
  // member
  { role: 'member', name: 'home (member)', path: '/' },
  { role: 'member', name: 'cart', path: '/cart' },
  { role: 'member', name: 'checkout without items', path: '/checkout' },
  { role: 'member', name: 'mypage', path: '/mypage' },
  { role: 'member', name: 'profile', path: '/mypage/profile' },
  { role: 'member', name: 'withdrawal tab', path: '/mypage/profile?tab=withdraw' },
  { role: 'member', name: 'orders', path: '/mypage/orders' },
  { role: 'member', name: 'order detail', path: (ids) => `/mypage/orders/${ids.orderId}` },
  {
    role: 'member',
    name: 'failed delivery',
    path: (ids) => `/mypage/orders/${ids.orderId}?delivery=${ids.failedDeliveryId}`,
  },
  {
    role: 'member',
    name: 'resend dialog',
    path: (ids) => `/mypage/orders/${ids.orderId}?delivery=${ids.failedDeliveryId}`,
    open: clickButton('재발송'),
  },
  { role: 'member', name: 'company', path: '/mypage/company' },
  { role: 'member', name: 'company api keys', path: '/mypage/company?tab=api-keys' },
  {
    role: 'member',
    name: 'company api key form',
    path: '/mypage/company?tab=api-keys',
    open: clickButton('API 키 만들기'),
  },
  { role: 'member', name: 'company webhooks', path: '/mypage/company?tab=webhooks' },
  {
    role: 'member',
    name: 'company webhook form',
    path: '/mypage/company?tab=webhooks',
    open: clickButton('웹훅 추가'),
  },
  { role: 'member', name: 'approvals', path: '/mypage/approvals' },
  { role: 'member', name: 'delivery refund', path: '/mypage/delivery-refund' },
  { role: 'member', name: 'expiring', path: '/mypage/expiring' },
  { role: 'member', name: 'sender numbers', path: '/mypage/sender-numbers' },
  { role: 'member', name: 'auto gifts', path: '/mypage/auto-gifts' },
  {
    role: 'member',
    name: 'auto gift rule form',
    path: '/mypage/auto-gifts',
    open: clickButton('규칙 만들기'),
  },
  { role: 'member', name: 'contacts', path: '/mypage/contacts' },
  { role: 'member', name: 'contact dialog', path: '/mypage/contacts', open: clickButton('연락처 추가') },
  { role: 'member', name: 'contact import dialog', path: '/mypage/contacts', open: clickButton('가져오기') },
  { role: 'member', name: 'templates', path: '/mypage/templates' },
  { role: 'member', name: 'template dialog', path: '/mypage/templates', open: clickButton('템플릿 추가') },
  { role: 'member', name: 'charge history', path: '/mypage/charge-history' },
  { role: 'member', name: 'point charge', path: '/mypage/point-charge' },
  { role: 'member', name: 'balance refund', path: '/mypage/balance-refund' },
  { role: 'member', name: 'charge', path: '/charge' },
  { role: 'member', name: 'charge fail', path: '/charge/fail?message=%EC%B7%A8%EC%86%8C' },
  { role: 'member', name: 'inquiry', path: '/customer-center/inquiry' },
  // staff
  { role: 'staff', name: 'dashboard', path: '/admin' },
  { role: 'staff', name: 'recharges', path: '/admin/recharges' },
  { role: 'staff', name: 'balance refunds', path: '/admin/balance-refunds?status=all' },
  { role: 'staff', name: 'members', path: '/admin/members' },
  { role: 'staff', name: 'member detail', path: '/admin/members', linkFrom: /^\/admin\/members\/\d+$/ },
  { role: 'staff', name: 'orders (staff)', path: '/admin/orders' },
  { role: 'staff', name: 'messages', path: '/admin/messages' },
  { role: 'staff', name: 'inquiries', path: '/admin/inquiries' },
  { role: 'staff', name: 'goods', path: '/admin/goods' },
  { role: 'staff', name: 'brands', path: '/admin/brands' },
  { role: 'staff', name: 'categories', path: '/admin/categories' },
  { role: 'staff', name: 'banners', path: '/admin/banners' },
  { role: 'staff', name: 'supplier', path: '/admin/supplier' },
  { role: 'staff', name: 'notices (staff)', path: '/admin/notices' },
  { role: 'staff', name: 'sender numbers (staff)', path: '/admin/sender-numbers' },
  { role: 'staff', name: 'settings', path: '/admin/settings' },
  { role: 'staff', name: 'staff accounts', path: '/admin/staff' },
  { role: 'staff', name: 'new staff dialog', path: '/admin/staff', open: clickButton('운영자 추가') },
  { role: 'staff', name: 'new notice dialog', path: '/admin/notices', open: clickButton('공지 작성') },
  { role: 'staff', name: 'audit log', path: '/admin/audit' },
];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  state: string;
  rule: string;
  impact: string | null;
  nodes: string[];
}

/** Waits for the page's data: no request in flight for a moment and no spinner showing. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('.animate-spin') && !document.body.innerText.includes('불러오는 중'),
    undefined,
    { timeout: 15_000 },
  );
}

async function runAxe(page: Page, state: string): Promise<Finding[]> {
  // Evaluated through the debugger protocol: the page's CSP (script-src 'self') does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
  return (
    results.violations as {
      id: string;
      impact: string | null;
      nodes: { target: string[]; failureSummary?: string }[];
    }[]
  ).map((v) => ({
    state,
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
  }));
}

async function openState(page: Page, route: RouteCheck): Promise<void> {
  await page.setViewportSize(DESKTOP);
  const path = typeof route.path === 'function' ? route.path(ids) : route.path;
  await page.goto(path);
  await settle(page);
  if (route.linkFrom) {
    const pattern = route.linkFrom;
    const href = await page.evaluate(
      (source) =>
        [...document.querySelectorAll('a[href]')]
          .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
          .find((p) => new RegExp(source).test(p)),
      pattern.source,
    );
    if (!href) throw new Error(`${route.name}: no link matching ${pattern} on ${path}`);
    await page.goto(href);
    await settle(page);
  }
  if (route.open) {
    await route.open(page);
    await settle(page);
  }
}

let server: TestServer;
let browser: Browser;
const pages = new Map<Role, TrackedPage>();
let ids: SetupIds;

beforeAll(async () => {
  ({ server, browser } = await startJourney());
  // An order with a delivered and a failed voucher (010-0000-0000 fails in the sandbox on purpose), so
  // the order lists, the detail and the staff console have rows to check.
  const token = await apiLogin(server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const goods = await apiCall<{ results: { id: number; price: number }[] }>(
    server,
    'GET',
    '/api/goods?page_size=1&ordering=-id',
  );
  const orderId = await placeOrder(server, token, goods.body.data.results, ['01022223333', '01000000000']);
  // Something in the cart: the header's cart link then carries the count badge (its name must hold it).
  await apiCall(server, 'POST', '/api/carts', { token, body: { goods: goods.body.data.results[0]!.id } });
  const rows = await waitForDeliveries(server, token, orderId, (d) => d.status !== 0 && d.status !== 2);
  ids = { orderId, failedDeliveryId: (rows.find((d) => d.status === 3) ?? rows[0]!).id };
  // A contact with a birthday in a week and a rule for it: the 기념일 자동 발송 page has a rule and a preview.
  const [, month, day] = new Date(Date.now() + 9 * 3_600_000 + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .map(Number);
  await apiCall(server, 'POST', '/api/contacts', {
    token,
    body: {
      name: '김하늘',
      phone: '01071110001',
      tags: ['임직원'],
      occasions: [{ label: '생일', month, day }],
    },
  });
  await apiCall(server, 'POST', '/api/auto-gifts', {
    token,
    body: {
      name: '임직원 생일 선물',
      occasion_label: '생일',
      days_before: 3,
      goods: goods.body.data.results[0]!.id,
      tags: ['임직원'],
      send_type: 1,
    },
  });
  for (const role of ['visitor', 'member', 'staff'] as const) {
    const tracked = await openPage(browser, server.baseUrl, DESKTOP);
    // No fades: axe would read a colour half-way through a transition.
    await tracked.page.emulateMedia({ reducedMotion: 'reduce' });
    if (role === 'member') await loginThroughUi(tracked.page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    if (role === 'staff') await loginThroughUi(tracked.page, DEMO_STAFF.username, DEMO_STAFF.password);
    pages.set(role, tracked);
  }
});
afterAll(() => stopJourney(server, browser));

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('finds no violation on any route at 1280 and 390 for visitor, member and staff', async () => {
    const started = Date.now();
    const findings: Finding[] = [];
    let states = 0;
    for (const route of ROUTES) {
      const { page } = pages.get(route.role) as TrackedPage;
      await openState(page, route);
      findings.push(...(await runAxe(page, `${route.role} ${route.name} @1280`)));
      await page.setViewportSize(MOBILE);
      await settle(page);
      findings.push(...(await runAxe(page, `${route.role} ${route.name} @390`)));
      states += 2;
      if (route.open) await page.keyboard.press('Escape');
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `axe ${readAxeVersion()}: ${states} states in ${seconds} s, ${findings.length} violations, ${findings.reduce((n, f) => n + f.nodes.length, 0)} nodes`,
    );
    if (findings.length > 0) {
      mkdirSync(path.resolve(import.meta.dirname, 'screenshots'), { recursive: true });
      writeFileSync(
        path.resolve(import.meta.dirname, 'screenshots/axe-findings.json'),
        JSON.stringify(findings, null, 1),
      );
    }
    expect(findings).toEqual([]);
    for (const { errors } of pages.values()) expect(errors).toEqual([]);
  }, 600_000);
});

describe('first focus', () => {
  it('the login page opens with the cursor in 아이디, at 1280 and 390', async () => {
    const { page } = pages.get('visitor') as TrackedPage;
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto('/auth/login');
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.autocomplete))
        .toBe('username');
      expect(
        await page.getByLabel('아이디', { exact: true }).evaluate((el) => el === document.activeElement),
      ).toBe(true);
    }
  });
});

describe('staff console at 1280×800', () => {
  it('shows the whole side menu, its last link included, without scrolling', async () => {
    const { page } = pages.get('staff') as TrackedPage;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
    const last = menu.getByRole('link', { name: '감사 로그' });
    await last.waitFor();
    const box = await last.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    await screenshot(page, 'a11y-staff-sidebar-1280x800');
  });
});

function readAxeVersion(): string {
  return /axe v([\d.]+)/.exec(axeSource)?.[1] ?? '?';
}
