// Runs before the e2e tests: makes sure the browser `playwright.config.ts` will launch is there,
// installing it when this user may, so a fresh machine needs no manual step and a missing browser
// costs one clear line instead of Playwright's long launch error.
import { spawnSync } from 'node:child_process';
import { findBrowser, systemFacts } from './browser.mjs';

const facts = systemFacts();
let browser = findBrowser(facts);

if (browser.kind === 'install') {
  console.log(browser.message);
  for (const [command, ...args] of browser.commands) {
    // apt-get's progress is noise here; its errors are what the user needs to see.
    const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) {
      console.error(
        `Installing Chromium failed (${[command, ...args].join(' ')} ${run.error ? `could not start: ${run.error.message}` : `exited with ${run.status ?? run.signal}`}).`,
      );
      process.exit(1);
    }
  }
  browser = findBrowser(facts, { allowInstall: false });
}

if (browser.kind !== 'found') {
  console.error(browser.message);
  process.exit(1);
}
console.log(`e2e browser: ${browser.path}`);
