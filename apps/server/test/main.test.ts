import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { startServer, waitFor } from './processes.ts';

/** Sends one mail to the shop's MX; the reply code, 250 when accepted. */
async function smtpReply(port: number, to: string): Promise<number | null> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'a@example.com', to, subject: 's', text: 't' });
    return 250;
  } catch (err) {
    return (err as { responseCode?: number }).responseCode ?? null;
  } finally {
    transport.close();
  }
}

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
      // The stop is judged by what it does, not by its speed: a machine busy with the rest of
      // the suite has taken longer than the default 10 s to close the embedded database.
      const slowStop = { STOP_TIMEOUT_S: '120' };
      const server = startServer({ PORT: '0', DATA_DIR: dataDir, DEMO: '0', ...slowStop });
      const base = await server.listening();
      // The MX runs beside HTTP: with no roller yet, every address is refused at RCPT TO.
      const smtpLine = /on SMTP port (\d+)/;
      await waitFor(() => smtpLine.test(server.output()), 'the MX to listen');
      const smtpPort = Number(smtpLine.exec(server.output())![1]);
      expect(await smtpReply(smtpPort, 'nobody@shop.localhost')).toBe(550);
      const inFlight = fetch(`${base}/api/health`);
      // Signal once the server has the request: it must still answer it while stopping.
      await waitFor(() => server.output().includes('incoming request'), 'the request to arrive');
      server.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect((await server.exited).code, server.output()).toBe(0);
      expect(server.output()).toContain('stopping');
      expect(await smtpReply(smtpPort, 'nobody@shop.localhost')).toBeNull();

      // A clean close leaves the embedded database reopenable, and the DATA_DIR lock free.
      const again = startServer({ PORT: '0', DATA_DIR: dataDir, DEMO: '0', ...slowStop });
      await again.listening();
      again.child.kill('SIGINT');
      expect((await again.exited).code, again.output()).toBe(0);
    },
  );
});
