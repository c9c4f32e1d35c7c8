/**
 * The receivers the shop's MX is measured against in the same run: MailDev (a Node mail catcher:
 * smtp-server + mailparser, each mail written to a file and kept in memory; nothing is synced
 * to disk) and, when Postfix is installed, its smtp-sink (answers 250 and throws the mail
 * away: the ceiling of the client and the loopback on this machine).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './server.ts';
import { waitForPort } from './smtp-load.ts';

export interface Catcher {
  name: string;
  smtpPort: number;
  pid: number;
  /** Messages it holds, when it keeps any (null for a sink). */
  stored(): Promise<number | null>;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startMailDev(): Promise<Catcher> {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-maildev-'));
  const bin = path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js');
  const child = spawn(
    process.execPath,
    [
      bin,
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      dir,
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(smtpPort);
  await waitForPort(webPort);
  return {
    name: 'MailDev',
    smtpPort,
    pid: child.pid!,
    async stored() {
      const res = await fetch(`http://127.0.0.1:${webPort}/api/email/summary?limit=1`);
      return ((await res.json()) as { total: number }).total;
    },
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Postfix's smtp-sink, when installed (it is not installed by the benchmark). */
export function smtpSinkPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v smtp-sink'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  for (const p of ['/usr/sbin/smtp-sink', '/usr/lib/postfix/sbin/smtp-sink'])
    if (existsSync(p)) return p;
  return null;
}

export async function startSmtpSink(bin: string): Promise<Catcher> {
  const smtpPort = await freePort();
  // As root it must drop to another user once the socket is open.
  const asUser = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const child = spawn(bin, [...asUser, `127.0.0.1:${smtpPort}`, '1024'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(smtpPort);
  return {
    name: 'smtp-sink',
    smtpPort,
    pid: child.pid!,
    stored: async () => null,
    stop: () => stopChild(child),
  };
}
