import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT as PORT, E2E_SMTP_PORT } from './e2e/ports.ts';
import { findBrowser, systemFacts } from './scripts/browser.mjs';

// Installing belongs to `scripts/find-browser.mjs`, which `npm run test:e2e` runs first; loading
// the config only looks, and stops with that script's one line rather than Playwright's launch error.
const browser = findBrowser(systemFacts(), { allowInstall: false });
if (browser.kind !== 'found') throw new Error(browser.message);

/**
 * End-to-end tests drive Chromium or Chrome (CHROMIUM_PATH, else the system one) against the real
 * built server, started on a throwaway data directory with a known demo password.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: browser.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/start-server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { PORT: String(PORT), SMTP_PORT: String(E2E_SMTP_PORT), E2E_DATA_DIR },
  },
});
