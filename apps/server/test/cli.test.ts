import { existsSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './processes.ts';
import { bareGame } from './catalog-fixture.ts';

/** The operator CLI, run as an operator would, against its own embedded database (no shop running). */
describe('shop CLI', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cli-'));
  const shop = (...args: string[]) => runCli(args, { DATA_DIR: dataDir });

  it(
    'creates a roller, resets its password, imports a catalog and refuses bad input',
    { timeout: 300_000 },
    async () => {
      const created = await shop('roller', 'create', '--code', 'Alice', '--name', 'Alice');
      expect(created.stdout).toMatch(/^Roller alice created\. Password: \S{16}$/m);

      // A flag without a value reaches the command (commander gives it as a boolean).
      const owner = await shop('roller', 'create', '--code', 'olga', '--name', 'Olga', '--owner');
      expect(owner.stdout).toMatch(
        /^Roller olga created\. It is the shop owner\. Password: \S{16}$/m,
      );
      expect(await shop('roller', 'set-owner', '--code', 'alice')).toMatchObject({
        code: 0,
        stdout: 'alice is now the shop owner; olga no longer is.\n',
      });

      const reset = await shop('roller', 'reset-password', '--code', 'alice');
      const newPassword = /New password: (\S+)/.exec(reset.stdout)![1];
      expect(newPassword).toHaveLength(16);

      const file = path.join(dataDir, 'games.json');
      const game = bareGame();
      writeFileSync(file, JSON.stringify({ games: [game] }));
      expect((await shop('catalog', 'import', file)).stdout).toMatch(
        /Imported 1 game\(s\): moonfall \(#1\)/,
      );
      writeFileSync(file, JSON.stringify({ games: [{ ...game, name: 'Moonfall II' }] }));
      expect((await shop('catalog', 'import', file)).stdout).toMatch(/moonfall \(#1\)/);

      writeFileSync(file, JSON.stringify({ games: [{ ...game, servers: [] }] }));
      expect(await shop('catalog', 'import', file)).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^Error: .*games\.0\.servers.*\n$/),
      });
      expect(await shop('catalog', 'import', path.join(dataDir, 'missing.json'))).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^Error: \S+missing\.json: ENOENT/),
      });
      expect(await shop('roller', 'create', '--code', 'alice', '--name', 'Again')).toMatchObject({
        code: 1,
        stderr: 'Error: Roller alice already exists\n',
      });
    },
  );

  const noShopData = (dir: string) =>
    `Error: No shop data found at ${dir}. Pass DATA_DIR of the running shop, or --create to make a new shop there.\n`;

  it(
    'refuses to make a new shop by accident where no data directory is, and makes one with --create',
    { timeout: 300_000 },
    async () => {
      // Run from a directory without ./data and without DATA_DIR, as when DATA_DIR was forgotten.
      const callerDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'shop-cli-caller-')));
      const forgotten = await runCli(['demo', 'seed'], { DATA_DIR: '' }, { cwd: callerDir });
      expect(forgotten).toMatchObject({
        code: 1,
        stdout: '',
        stderr: noShopData(path.join(callerDir, 'data')),
      });
      expect(existsSync(path.join(callerDir, 'data'))).toBe(false);
      const restore = await runCli(['restore', 'shop.gz'], { DATA_DIR: '' }, { cwd: callerDir });
      expect(restore.stderr).toBe(noShopData(path.join(callerDir, 'data')));

      const newDir = path.join(callerDir, 'new-shop');
      const env = { DATA_DIR: newDir };
      const made = await runCli(
        [
          '--create',
          'roller',
          'create',
          '--code',
          'bob',
          '--name',
          'Bob',
          '--password',
          'bob-pass-1',
        ],
        env,
      );
      expect(made).toMatchObject({ code: 0, stdout: 'Roller bob created.\n' });
      expect(existsSync(path.join(newDir, 'db'))).toBe(true);
      // From now on the shop is there: no --create needed, and an existing one is harmless.
      expect(await runCli(['roller', 'reset-password', '--code', 'bob'], env)).toMatchObject({
        code: 0,
      });
      expect(
        await runCli(['roller', 'create', '--code', 'cid', '--name', 'Cid', '--create'], env),
      ).toMatchObject({ code: 0 });
    },
  );
});
