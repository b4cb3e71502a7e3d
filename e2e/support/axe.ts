import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A/AA rules) on the page as it is now and returns its violations, each
 * with the selectors of the offending elements. The script is evaluated through the DevTools
 * protocol, so the page's Content-Security-Policy does not stop it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/**
 * A screen photographed (e2e/screenshots, and the folder NOTES_SHOTS names when set) once its
 * animations ended, then checked: axe must find nothing.
 */
export async function shootAndCheck(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await screenshot(page, name);
  if (process.env.NOTES_SHOTS) {
    mkdirSync(process.env.NOTES_SHOTS, { recursive: true });
    copyFileSync(
      path.resolve(import.meta.dirname, '../screenshots', `${name}.png`),
      path.join(process.env.NOTES_SHOTS, `${name}.png`),
    );
  }
  const violations = await axeViolations(page);
  expect(violations, `${name}: ${JSON.stringify(violations)}`).toEqual([]);
}
