import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. A missing browser fails. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** console errors and uncaught page errors seen so far */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
  /** e.g. `{ timezoneId: 'UTC' }`: a browser set to another zone than the machine's */
  options: { timezoneId?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'ko-KR',
    acceptDownloads: true,
    ...options,
  });
  const page = await context.newPage();
  // The catalogue pages arrive server-rendered: a click or a hover before React has taken the
  // markup over would be lost, as a person's would be in that first moment. Journeys act after it.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, context, errors };
}

/**
 * Waits until React has hydrated the page's markup (its first element under <main> is React's), or
 * rendered it when the server sent none; pages without a <main> (the staff console) pass at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.querySelector('#main')?.firstElementChild;
    return !first || Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
  // The nodes are claimed while React renders; its commit (handlers, effects) follows within a frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Logs in through the real login page and waits to leave it. */
export async function loginThroughUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
}

/** Saves a screenshot under e2e/screenshots (ignored by git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../screenshots');
  mkdirSync(dir, { recursive: true });
  // Long lists and the footer render only near the screen (`content-visibility: auto`) and a
  // full-page capture does not scroll, so for the capture everything renders as a person scrolling
  // down would see it; the page is as it was afterwards.
  const everything = await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  await everything.evaluate((style) => style.remove());
}
