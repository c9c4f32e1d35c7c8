import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIResponse,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { E2E_DATA_DIR } from './ports.ts';

export const DEMO = { code: 'demo', password: 'demo-password-e2e' };

/**
 * `npm run shop -- clock advance --hours N` against the running e2e shop (TEST_CLOCK=1), through
 * its control socket: a timer (a dispute's answer window) or a rate window (purchases per
 * address) passes at once. Answers what the command printed.
 */
export async function advanceClock(hours: number): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['apps/server/dist/cli.js', 'clock', 'advance', '--hours', String(hours)],
    { env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  return stdout;
}

/**
 * The `data` of a successful API answer (asked by the test, or seen by a page); any other
 * answer fails the test with its body.
 */
export async function data<T>(response: APIResponse | Response): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Fails on serious or critical accessibility violations (DESIGN §7). A received mail's frame is
 * left out: its markup is the sender's, and its sandbox runs no script, so axe could never
 * start inside it (it would wait there until the test times out).
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast still fading in (or out) would be judged at its half-way contrast: judge the page
  // once every toast on it is all there, or gone.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
          (toast) =>
            toast.getAttribute('data-visible') === 'false' ||
            getComputedStyle(toast).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  const results = await new AxeBuilder({ page }).exclude('iframe[title^="Email body"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Waits until the app has taken over the page. `/` and `/games/{id}` arrive rendered by the
 * server and are visible before their script runs; a click before then does nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
}

export async function signIn(
  page: Page,
  code = DEMO.code,
  password = DEMO.password,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The two screens a page is judged on: a phone and a laptop. */
export const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
export type Screen = (typeof SCREENS)[number];

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme stored as a visitor who chose it has it, before any page of `target` runs. */
export async function useTheme(target: Page | BrowserContext, theme: Theme): Promise<void> {
  await target.addInitScript((t) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('darkMode', String(t === 'dark'));
  }, theme);
}

/** The page shows `theme`: a screenshot of the other one would prove nothing. */
export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  const html = expect(page.locator('html'));
  if (theme === 'dark') await html.toHaveClass(/dark/);
  else await html.not.toHaveClass(/dark/);
}
