/**
 * The server and the operator CLI as real processes, the way an operator runs them: the bundle in
 * dist/ (`npm start`, `npm run shop`), built once per suite by the global set-up
 * (server-build.ts). Started as `node dist/main.js`, so the child's pid is the shop's own pid:
 * signals, kill -9 and the pid named in messages all reach the process under test.
 */
import { once } from 'node:events';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { inject, onTestFinished } from 'vitest';
import { recordDatabaseUse } from './db-record.ts';
import { eventually } from './eventually.ts';
import { DIST_CLI, DIST_MAIN, SERVER_DIR } from './server-build.ts';

type Env = Record<string, string>;

function nodeProcess(
  script: string,
  args: string[],
  env: Env,
  opts: { cwd?: string; prefix?: string[] } = {},
) {
  const buildError = inject('serverBuildError');
  if (buildError) throw new Error(`the server's bundle did not build:\n${buildError}`);
  // The shop and the CLI open the database of their DATA_DIR or DATABASE_URL.
  recordDatabaseUse();
  const command = opts.prefix ? opts.prefix[0]! : process.execPath;
  const argv = [
    ...(opts.prefix ? [...opts.prefix.slice(1), process.execPath] : []),
    // A stack trace from the child names the source file, not a line of the bundle.
    '--enable-source-maps',
    script,
    ...args,
  ];
  const child = spawn(command, argv, {
    cwd: opts.cwd ?? SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return { child, stdout: () => stdout, stderr: () => stderr };
}

/** How long a wait on a child process may take: a start on a busy machine takes minutes. */
export const PROCESS_WAIT = { timeoutMs: 180_000 };

export function startServer(env: Env) {
  // Ports 0 unless a test picks them: shops started side by side must not fight over 3000 or 2525.
  const p = nodeProcess(DIST_MAIN, [], { LOG_LEVEL: 'info', PORT: '0', SMTP_PORT: '0', ...env });
  // A failed assertion must not leave a shop running and holding its port.
  onTestFinished(() => {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  });
  const output = () => p.stdout() + p.stderr();
  const exited = once(p.child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as string | null,
  }));
  return {
    child: p.child,
    output,
    exited,
    /** The base URL once the server listens. */
    async listening(): Promise<string> {
      const re = /Server listening at (http:\/\/[^"\s]+)/;
      await eventually(
        'the server to listen',
        () => re.test(output()) || p.child.exitCode !== null,
        PROCESS_WAIT,
      ).catch((err: Error) => {
        throw new Error(`${err.message}; its output:\n${output()}`);
      });
      const match = re.exec(output());
      if (!match) throw new Error(`the server stopped during start:\n${output()}`);
      return match[1]!;
    },
  };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `shop <args>`; `prefix` runs it through another program (e.g. setpriv as another user). */
export async function runCli(
  args: string[],
  env: Env,
  opts: { cwd?: string; prefix?: string[] } = {},
): Promise<CliResult> {
  const p = nodeProcess(DIST_CLI, args, { LOG_LEVEL: 'silent', ...env }, opts);
  const [code] = (await once(p.child, 'exit')) as [number | null];
  return { code, stdout: p.stdout(), stderr: p.stderr() };
}

/**
 * The shop's store for one run: a PGlite data directory unpacked from the suite's migrated
 * template (its dump is the data directory as a tar; seconds saved over a fresh PGlite), or
 * a fresh PostgreSQL database of its own.
 */
export async function scratchStore(demoPassword: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-kill-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  let databaseUrl = '';
  if (adminUrl) {
    const url = new URL(adminUrl);
    url.pathname = `/shop_kill_${randomBytes(4).toString('hex')}`;
    databaseUrl = url.toString();
    await admin(`create database ${url.pathname.slice(1)}`);
  } else {
    mkdirSync(path.join(dataDir, 'db'));
    execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', path.join(dataDir, 'db')]);
  }
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // The demo seed gives the roller "demo": demo.<anything>@shop.localhost is its mail.
      DEMO: '1',
      DEMO_PASSWORD: demoPassword,
      // One sender on loopback sends far more than a real one may.
      SMTP_CONNECTIONS_PER_IP: '100',
      SMTP_MESSAGES_PER_MINUTE_PER_IP: '1000000',
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl)
        await admin(
          `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
        );
    },
  };
}
