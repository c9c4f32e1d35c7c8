import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, waitFor } from './processes.ts';

describe('server process', () => {
  it('stops with one line naming the variable when a setting is bad', async () => {
    const server = startServer({
      PORT: 'abc',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-main-')),
    });
    expect((await server.exited).code).toBe(1);
    expect(server.output().trim()).toMatch(/^Configuration error: PORT: must be a port number/);
  });

  it(
    'starts, serves, and on SIGTERM finishes in-flight work, closes the database and exits 0',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-main-'));
      const server = startServer({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
      const base = await server.listening();
      const inFlight = fetch(`${base}/api/health`);
      // Signal once the server has the request: it must still answer it while stopping.
      await waitFor(() => server.output().includes('incoming request'), 'the request to arrive');
      server.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect((await server.exited).code).toBe(0);
      expect(server.output()).toContain('stopping');

      // A clean close leaves the embedded database reopenable, and the DATA_DIR lock free.
      const again = startServer({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
      await again.listening();
      again.child.kill('SIGINT');
      expect((await again.exited).code).toBe(0);
    },
  );
});
