import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runCli, startServer } from './processes.ts';

/**
 * `shop backup` and `shop restore` as an operator runs them, with the real server: the backup
 * is handed to the running embedded shop, a restore is refused while it runs, and the restored
 * data directory (or PostgreSQL database) starts a shop that knows what the first one knew.
 */
const SECRET_KEY = '33'.repeat(32);
const freshDir = (prefix: string) => realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));

async function login(base: string, code: string, password: string) {
  const res = await fetch(`${base}/api/roller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, password }),
  });
  return res.status;
}

/** A shop on PGlite with roller zed, its backup taken while it runs, then stopped. */
async function backedUpShop() {
  const dataDir = freshDir('shop-bk-');
  const env = { DATA_DIR: dataDir, DEMO: '0', PORT: '0', SECRET_KEY };
  const server = startServer(env);
  await server.listening();
  const created = await runCli(
    ['roller', 'create', '--code', 'zed', '--name', 'Zed', '--password', 'zed-password-1'],
    env,
  );
  expect(created.code).toBe(0);

  const callerDir = freshDir('shop-bk-caller-');
  const backup = await runCli(['backup', 'shop.backup.gz'], env, { cwd: callerDir });
  const file = path.join(callerDir, 'shop.backup.gz');
  expect(backup).toMatchObject({ code: 0, stderr: '' });
  expect(backup.stdout).toMatch(
    new RegExp(`^Backup written to ${file}: \\d+ rows in \\d+ tables, \\d+\\.\\d MB\\.\\n$`),
  );
  // The running shop took it (it holds the files); the log names the command, not its path.
  expect(server.output()).toMatch(/"command":"backup".*operator command done/);

  const refused = await runCli(['restore', file, '--force'], env);
  expect(refused).toMatchObject({
    code: 1,
    stderr: `Error: the shop (pid ${server.child.pid}) is running on data directory ${dataDir}; stop it before restoring: a restore replaces everything it holds\n`,
  });
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  return { file };
}

describe('shop backup and restore', () => {
  it(
    'backs up a running embedded shop, refuses to restore under it, restores into a new data directory',
    { timeout: 300_000 },
    async () => {
      const { file } = await backedUpShop();
      const env = { DATA_DIR: freshDir('shop-rs-'), DEMO: '0', PORT: '0', SECRET_KEY };
      const restored = await runCli(['restore', file], env);
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      expect(restored.stdout).toMatch(
        /^Restored \d+ rows in \d+ tables from \S+ \(taken \S+ at migration \d{4}_\w+\)\. The shop migrates further at its next start\.\n$/,
      );
      const again = await runCli(['restore', file], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /^Error: the database already holds \d+ rows; restoring replaces all of them: add --force to do so\n$/,
      );
      expect((await runCli(['restore', file, '--force'], env)).code).toBe(0);

      const server = startServer(env);
      const base = await server.listening();
      expect(await login(base, 'zed', 'zed-password-1')).toBe(200);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'moves an embedded shop to PostgreSQL, and refuses while a shop is connected there',
    { timeout: 300_000 },
    async () => {
      const { file } = await backedUpShop();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `shop_restore_${process.pid}`;
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.href, DATA_DIR: freshDir('shop-pg-'), DEMO: '0', PORT: '0' };
      try {
        expect(await runCli(['restore', file], { ...env, SECRET_KEY })).toMatchObject({ code: 0 });
        const server = startServer({ ...env, SECRET_KEY });
        const base = await server.listening();
        expect(await login(base, 'zed', 'zed-password-1')).toBe(200);
        const refused = await runCli(['restore', file, '--force'], { ...env, SECRET_KEY });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /^Error: \d+ connection\(s\) of a running shop use this database; stop it before restoring/,
        );
        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
