import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const cli = path.resolve(import.meta.dirname, '../src/cli.ts');

/** The operator CLI, run as an operator would, against its own embedded database. */
describe('shop CLI', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  const shop = (...args: string[]) => run(tsx, [cli, ...args], { env });

  it('creates a roller, resets its password, imports a catalog and refuses bad input', { timeout: 120_000 }, async () => {
    const created = await shop('roller', 'create', '--code', 'Alice', '--name', 'Alice');
    expect(created.stdout).toMatch(/^Roller alice created\. Password: \S{16}$/m);

    const reset = await shop('roller', 'reset-password', '--code', 'alice');
    const newPassword = /New password: (\S+)/.exec(reset.stdout)![1];
    expect(newPassword).toHaveLength(16);

    const file = path.join(dataDir, 'games.json');
    const game = {
      slug: 'moonfall',
      name: 'Moonfall',
      image: 'https://img.example/m.png',
      servers: [{ name: 'Asia', value: 'asia' }],
      characters: [],
      weapons: [],
    };
    writeFileSync(file, JSON.stringify({ games: [game] }));
    expect((await shop('catalog', 'import', file)).stdout).toMatch(/Imported 1 game\(s\): moonfall \(#1\)/);
    writeFileSync(file, JSON.stringify({ games: [{ ...game, name: 'Moonfall II' }] }));
    expect((await shop('catalog', 'import', file)).stdout).toMatch(/moonfall \(#1\)/);

    writeFileSync(file, JSON.stringify({ games: [{ ...game, servers: [] }] }));
    await expect(shop('catalog', 'import', file)).rejects.toMatchObject({ stderr: expect.stringContaining('games.0.servers') });
    await expect(shop('roller', 'create', '--code', 'alice', '--name', 'Again')).rejects.toMatchObject({
      stderr: expect.stringContaining('already exists'),
    });
  });
});
