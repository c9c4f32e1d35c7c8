/** Starts the built server (apps/server/dist/main.js) as a child process on a free loopback port. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Backend } from './sql.ts';

/** The demo roller's password on every bench server (benches sign in as it). */
export const DEMO_PASSWORD = 'bench-demo-password';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RunningServer {
  url: string;
  pid: number;
  /** The port of its MX (SMTP). */
  smtpPort: number;
  stop(): Promise<void>;
  /** kill -9: no chance to finish anything, as in a crash or an OOM kill. */
  kill(): Promise<void>;
}

/**
 * Waits until the server has drained the work a finished load phase left queued (clients that
 * went away do not cancel their database queries): five /api/health answers in a row, each
 * under 50 ms, or 30 s at most.
 */
export async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quick = 0;
  while (quick < 5 && Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
    quick = performance.now() - t0 < 50 ? quick + 1 : 0;
    if (quick === 0) await sleep(100);
  }
}

/** Builds the server bundle so the figures are for the current source (BENCH_SKIP_BUILD=1 skips). */
export function buildServer(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(MAIN)) return;
  const r = spawnSync('npm', ['run', 'build', '-w', '@shop/server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('server build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `env` adds settings, e.g. LISTING_CACHE=0 for the uncached phases. */
export async function startServer(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const smtpPort = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: backend.dataDir,
    PORT: String(port),
    SMTP_PORT: String(smtpPort),
    HOST: '127.0.0.1',
    DEMO: '1',
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (backend.databaseUrl) childEnv.DATABASE_URL = backend.databaseUrl;
  else delete childEnv.DATABASE_URL;

  // BENCH_SERVER_NODE_ARGS adds node flags to the server alone, e.g. `--cpu-prof` to profile it
  // under a benchmark's load (Node 20 refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with code ${exitCode} during start`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return { url, pid: child.pid!, smtpPort, stop, kill };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/** Signs in as the demo roller, reads ten inbox pages, then the server's VmRSS. */
export async function rssAfterInbox(server: RunningServer): Promise<number> {
  const login = await fetch(`${server.url}/api/roller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'demo', password: DEMO_PASSWORD }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(`${server.url}/api/email?page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`inbox page ${page}: ${res.status}`);
  }
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}
