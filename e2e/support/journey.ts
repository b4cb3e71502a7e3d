import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { apiCall, startServer, type TestServer } from './server.ts';

export interface Journey {
  server: TestServer;
  browser: Browser;
}

/**
 * The start of every journey file: the product on a fresh copy of the demo data and a headless
 * Chromium. `env` is passed to the server (e.g. a fake provider's address).
 *
 * ```ts
 * beforeAll(async () => ({ server, browser } = await startJourney()));
 * afterAll(() => stopJourney(server, browser));
 * ```
 */
export async function startJourney(env: Record<string, string | undefined> = {}): Promise<Journey> {
  const server = await startServer(env);
  try {
    return { server, browser: await launchBrowser() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Closes what `startJourney` opened (either may be missing when the start failed). */
export async function stopJourney(server?: TestServer, browser?: Browser): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/** The member's recharge balance in won, as the API reports it. */
export async function rechargeBalance(server: TestServer, token: string): Promise<number> {
  const res = await apiCall<{ recharge: string }>(server, 'GET', '/api/payments/balance', { token });
  return Number(res.body.data.recharge);
}
