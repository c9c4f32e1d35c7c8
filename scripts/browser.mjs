// Which Chromium or Chrome the e2e tests drive. `find-browser.mjs` (run before the e2e step) and
// `playwright.config.ts` both ask `findBrowser`, so the two can never disagree about the binary.
import { accessSync, constants, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const BROWSER_SETTING = 'CHROMIUM_PATH';

const SYSTEM_BROWSER_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
const BROWSER_COMMAND_NAMES = SYSTEM_BROWSER_PATHS.map((file) => path.basename(file));

// Non-interactive, so an unattended run never waits on a prompt; `env` carries DEBIAN_FRONTEND
// through `sudo`, which would otherwise drop it.
const APT_INSTALL_COMMANDS = [
  ['apt-get', 'update', '-qq'],
  ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'],
];
const APT_INSTALL_TEXT =
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';

/**
 * Decides, from facts about the machine only, where the browser is or what to do without one:
 * - `found`: `path` is the binary to launch;
 * - `invalid-setting`: CHROMIUM_PATH names no executable file (a setting is never silently ignored);
 * - `install`: nothing found, and this user may install the distribution's package: run `commands`
 *   (argv arrays) after printing `message`;
 * - `missing`: nothing found and nothing this run may do about it; `message` says what will.
 * Every `message` is one line.
 *
 * `canSudoWithoutPassword` is a function because asking sudo has a cost; it is called only when
 * no browser is found and the user is not root.
 */
export function findBrowser(
  { env, exists, isExecutable, isRoot, canSudoWithoutPassword },
  { allowInstall = true } = {},
) {
  const setting = env[BROWSER_SETTING];
  if (setting) {
    if (isExecutable(setting)) return { kind: 'found', path: setting };
    const problem = exists(setting) ? 'is not an executable file' : 'does not exist';
    return {
      kind: 'invalid-setting',
      message: `${BROWSER_SETTING}=${setting} ${problem}. Point ${BROWSER_SETTING} at a Chrome or Chromium binary, or unset it to use the system one.`,
    };
  }

  const onPath = (name) => findOnPath(name, env.PATH, isExecutable);
  const systemBrowser =
    SYSTEM_BROWSER_PATHS.find((file) => isExecutable(file)) ??
    BROWSER_COMMAND_NAMES.map(onPath).find(Boolean);
  if (systemBrowser) return { kind: 'found', path: systemBrowser };

  const hasAptGet = Boolean(onPath('apt-get'));
  const useSudo = !isRoot;
  if (allowInstall && hasAptGet && (isRoot || canSudoWithoutPassword())) {
    const sudo = useSudo ? ['sudo', '-n'] : [];
    return {
      kind: 'install',
      message: `No Chromium or Chrome found: installing the chromium package with ${useSudo ? 'sudo ' : ''}${APT_INSTALL_TEXT}`,
      commands: APT_INSTALL_COMMANDS.map((argv) => [...sudo, ...argv]),
    };
  }

  const install = hasAptGet
    ? `Install one with: ${useSudo ? 'sudo ' : ''}apt-get install -y chromium`
    : "Install Chromium or Chrome with your system's package manager";
  return {
    kind: 'missing',
    message: `No Chromium or Chrome found. ${install} (or set ${BROWSER_SETTING} to a Chrome or Chromium binary).`,
  };
}

/** What `command -v name` answers, for an absolute result only (a browser path must not depend on the cwd). */
function findOnPath(name, searchPath, isExecutable) {
  for (const dir of (searchPath ?? '').split(path.delimiter)) {
    if (!path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The facts `findBrowser` needs, read from this machine and process. */
export function systemFacts(env = process.env) {
  return {
    env,
    exists: (file) => statSync(file, { throwIfNoEntry: false }) !== undefined,
    isExecutable,
    isRoot: process.getuid?.() === 0,
    canSudoWithoutPassword: () =>
      spawnSync('sudo', ['-n', 'true'], { env, stdio: 'ignore', timeout: 10_000 }).status === 0,
  };
}

function isExecutable(file) {
  try {
    // A directory passes the X_OK check too, so it has to be a file as well.
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
