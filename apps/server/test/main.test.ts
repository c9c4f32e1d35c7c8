import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const main = path.resolve(import.meta.dirname, '../src/main.ts');

function start(env: Record<string, string>) {
  const child = spawn(tsx, [main], { env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server process', () => {
  it('stops with one line naming the variable when a setting is bad', async () => {
    const { child, output } = start({ PORT: 'abc', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-main-')) });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output().trim()).toMatch(/^Configuration error: PORT: must be a port number/);
  });

  it('starts, serves, and on SIGTERM finishes in-flight work, closes the database and exits 0', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-main-'));
    const { child, output } = start({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
    await waitFor(() => /Server listening at (http:\/\/[^"\s]+)/.test(output()), 'the server to listen');
    const base = /Server listening at (http:\/\/[^"\s]+)/.exec(output())![1]!;
    const inFlight = fetch(`${base}/api/health`);
    // Signal once the server has the request: it must still answer it while stopping.
    await waitFor(() => output().includes('incoming request'), 'the request to arrive');
    child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output()).toContain('stopping');

    // A clean close leaves the embedded database reopenable.
    const again = start({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
    await waitFor(() => again.output().includes('Server listening'), 'the second start');
    again.child.kill('SIGINT');
    expect((await once(again.child, 'exit'))[0]).toBe(0);
  });
});
