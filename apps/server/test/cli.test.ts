import { mkdtempSync, writeFileSync } from 'node:fs';
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
});
