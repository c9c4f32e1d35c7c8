import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, realpathSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockAddress, lockDataDir, type LockKind } from './data-dir-lock.ts';

const TSX_LOADER = pathToFileURL(
  path.resolve(import.meta.dirname, '../../../../../node_modules/tsx/dist/loader.mjs'),
).href;
const LOCK_MODULE = pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href;

const freshDir = () => realpathSync(mkdtempSync(path.join(tmpdir(), 'shop-lock-')));

async function refusal(dir: string, kind?: LockKind): Promise<DataDirLockedError> {
  const err: unknown = await lockDataDir(dir, 'command', kind).then(
    () => new Error('the second lock was granted'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DataDirLockedError);
  return err as DataDirLockedError;
}

/** A process that binds `file` as a socket and then dies by SIGKILL: a crash's leftover. */
async function leaveStaleSocket(file: string): Promise<void> {
  const script = `require('net').createServer().listen(${JSON.stringify(file)}, () => process.kill(process.pid, 'SIGKILL'))`;
  const child = spawn(process.execPath, ['-e', script]);
  const [, signal] = await once(child, 'exit');
  expect(signal).toBe('SIGKILL');
}

describe.each(['abstract', 'file'] as const)('DATA_DIR lock (%s)', (kind) => {
  it('is held by one process: a second taker is told the pid and role, and gets it once released', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir, 'server', kind);
    const err = await refusal(dir, kind);
    expect(err.holder).toEqual({ pid: process.pid, role: 'server' });
    expect(err.message).toBe(
      `Another shop (pid ${process.pid}) is already running on data directory ${dir}; stop it or use another DATA_DIR.`,
    );
    // A symlink to the same directory names the same lock.
    const link = path.join(freshDir(), 'link');
    await import('node:fs').then((fs) => fs.symlinkSync(dir, link));
    expect((await refusal(link, kind)).dataDir).toBe(dir);

    await lock.release();
    const again = await lockDataDir(dir, 'command', kind);
    expect((await refusal(dir, kind)).message).toBe(
      `A shop command (pid ${process.pid}) is using data directory ${dir}; wait for it to finish or use another DATA_DIR.`,
    );
    await again.release();
  });
});

describe('DATA_DIR lock, socket-file variant of the systems without abstract sockets', () => {
  it('replaces the file a killed holder left behind', async () => {
    const dir = freshDir();
    await leaveStaleSocket(path.join(dir, 'shop.lock'));
    expect(statSync(path.join(dir, 'shop.lock')).isSocket()).toBe(true);
    const lock = await lockDataDir(dir, 'server', 'file');
    expect((await refusal(dir, 'file')).holder.pid).toBe(process.pid);
    await lock.release();
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);
  });
});

describe('DATA_DIR lock under hostile clients', () => {
  it('outlives clients that hang up before the holder answers', async () => {
    const dir = freshDir();
    // The holder is a process of its own: an unhandled socket error would end it, not the test.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        TSX_LOADER,
        '-e',
        `import(${JSON.stringify(LOCK_MODULE)}).then((m) => m.lockDataDir(${JSON.stringify(dir)}, 'server')).then(() => { console.log('locked'); setInterval(() => {}, 1000); });`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    holder.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const [first] = (await once(holder.stdout, 'data')) as [Buffer];
    expect(first.toString()).toContain('locked');
    try {
      const address = lockAddress(dir);
      for (let round = 0; round < 20; round++)
        await Promise.all(
          Array.from(
            { length: 25 },
            () =>
              new Promise<void>((resolve) => {
                const socket = net.connect(address);
                socket.on('connect', () => socket.destroy());
                socket.on('error', () => resolve());
                socket.on('close', () => resolve());
              }),
          ),
        );
      // Still alive and still the holder: a newcomer is refused with its pid.
      expect(holder.exitCode, stderr).toBeNull();
      expect((await refusal(dir)).holder).toEqual({ pid: holder.pid, role: 'server' });
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
