import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { findBrowser } from './browser.mjs';

const findBrowserScript = fileURLToPath(new URL('./find-browser.mjs', import.meta.url));

/**
 * A machine described by its files: `executables` can be launched, `plainFiles` exist but cannot.
 * Unless a test says otherwise the user may not install packages, so nothing ever reaches for sudo.
 */
function machine({
  env = { PATH: '/usr/local/bin:/usr/bin:/bin' },
  executables = [],
  plainFiles = [],
  isRoot = false,
  canSudo = false,
} = {}) {
  const sudoAsked = { count: 0 };
  return {
    sudoAsked,
    facts: {
      env,
      exists: (file) => executables.includes(file) || plainFiles.includes(file),
      isExecutable: (file) => executables.includes(file),
      isRoot,
      canSudoWithoutPassword: () => {
        sudoAsked.count += 1;
        return canSudo;
      },
    },
  };
}

describe('findBrowser', () => {
  it('uses CHROMIUM_PATH when it names an executable, ahead of the system browser', () => {
    const { facts } = machine({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' },
      executables: ['/opt/chrome/chrome', '/usr/bin/chromium'],
    });
    assert.deepEqual(findBrowser(facts), { kind: 'found', path: '/opt/chrome/chrome' });
  });

  it('refuses a CHROMIUM_PATH that does not exist, naming the variable, even with a system browser', () => {
    const { facts } = machine({
      env: { CHROMIUM_PATH: '/opt/missing/chrome', PATH: '/usr/bin' },
      executables: ['/usr/bin/chromium'],
    });
    const decision = findBrowser(facts);
    assert.equal(decision.kind, 'invalid-setting');
    assert.match(decision.message, /^CHROMIUM_PATH=\/opt\/missing\/chrome does not exist\./);
    assert.doesNotMatch(decision.message, /\n/);
  });

  it('refuses a CHROMIUM_PATH that exists but cannot be executed', () => {
    const { facts } = machine({
      env: { CHROMIUM_PATH: '/home/me/chrome.zip' },
      plainFiles: ['/home/me/chrome.zip'],
    });
    const decision = findBrowser(facts);
    assert.equal(decision.kind, 'invalid-setting');
    assert.match(
      decision.message,
      /^CHROMIUM_PATH=\/home\/me\/chrome\.zip is not an executable file\./,
    );
  });

  it('finds the system Chromium', () => {
    const { facts } = machine({ executables: ['/usr/bin/chromium', '/usr/bin/google-chrome'] });
    assert.deepEqual(findBrowser(facts), { kind: 'found', path: '/usr/bin/chromium' });
  });

  it('finds Google Chrome when it is the only browser', () => {
    const { facts } = machine({ executables: ['/usr/bin/google-chrome-stable'] });
    assert.deepEqual(findBrowser(facts), { kind: 'found', path: '/usr/bin/google-chrome-stable' });
  });

  it('finds a browser elsewhere on PATH, skipping relative PATH entries', () => {
    const { facts } = machine({
      env: { PATH: 'bin:/snap/bin:/usr/bin' },
      executables: ['bin/chromium', '/snap/bin/chromium'],
    });
    assert.deepEqual(findBrowser(facts), { kind: 'found', path: '/snap/bin/chromium' });
  });

  it('decides to install the chromium package as root with apt-get, without asking sudo', () => {
    const { facts, sudoAsked } = machine({ executables: ['/usr/bin/apt-get'], isRoot: true });
    const decision = findBrowser(facts);
    assert.equal(decision.kind, 'install');
    assert.deepEqual(decision.commands, [
      ['apt-get', 'update', '-qq'],
      ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'],
    ]);
    assert.match(decision.message, /^No Chromium or Chrome found: installing/);
    assert.equal(sudoAsked.count, 0);
  });

  it('installs through sudo -n when passwordless sudo works', () => {
    const { facts } = machine({ executables: ['/usr/bin/apt-get'], canSudo: true });
    const decision = findBrowser(facts);
    assert.equal(decision.kind, 'install');
    assert.ok(decision.commands.every((argv) => argv[0] === 'sudo' && argv[1] === '-n'));
  });

  it('gives the one-line install instruction when sudo needs a password', () => {
    const { facts } = machine({ executables: ['/usr/bin/apt-get'], canSudo: false });
    assert.deepEqual(findBrowser(facts), {
      kind: 'missing',
      message:
        'No Chromium or Chrome found. Install one with: sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chrome or Chromium binary).',
    });
  });

  it('points at the package manager in general when there is no apt-get, even as root', () => {
    const { facts } = machine({ isRoot: true });
    const decision = findBrowser(facts);
    assert.equal(decision.kind, 'missing');
    assert.match(decision.message, /system's package manager .*CHROMIUM_PATH/);
  });

  it('only looks when installing is not allowed', () => {
    const { facts } = machine({ executables: ['/usr/bin/apt-get'], isRoot: true });
    const decision = findBrowser(facts, { allowInstall: false });
    assert.equal(decision.kind, 'missing');
    assert.match(decision.message, /Install one with: apt-get install -y chromium /);
  });
});

describe('find-browser.mjs', () => {
  it('stops at once with one line naming CHROMIUM_PATH when it points to a missing file', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, [findBrowserScript], {
      env: { CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    const output = `${run.stdout}${run.stderr}`.trimEnd().split('\n');
    assert.equal(run.status, 1);
    assert.equal(output.length, 1, `expected one line, got:\n${output.join('\n')}`);
    assert.match(output[0], /CHROMIUM_PATH/);
    assert.ok(Date.now() - started < 10_000, 'it must not try to install or wait on anything');
  });
});
