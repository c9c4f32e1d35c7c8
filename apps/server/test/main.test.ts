import { mkdtempSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { eventually } from './eventually.ts';
import { PROCESS_WAIT, startServer } from './processes.ts';

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

/** The fields of the server's JSON log line whose message starts with `start`. */
function logLine(output: string, start: string): Record<string, unknown> {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (typeof entry.msg === 'string' && entry.msg.startsWith(start)) return entry;
  }
  throw new Error(`no log line "${start}..." in:\n${output}`);
}

/** One line for the test's output: how long the start and the stop took, step by step. */
function timings(output: string): string {
  const up = logLine(output, 'Shop running');
  const down = logLine(output, 'stopped in');
  return `up after ${String(up.uptime_ms)} ms (loading the code ${String(up.load_ms)} ms, then ${JSON.stringify(up.steps_ms)}); stop ${String(down.stop_ms)} ms ${JSON.stringify(down.steps_ms)}`;
}

/**
 * A POST on a keep-alive connection whose body is sent in two parts: between them the server
 * has the request but cannot answer it yet. `finish` sends the rest.
 */
function postInTwoParts(url: string, body: string) {
  const agent = new Agent({ keepAlive: true });
  let finish!: () => void;
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => resolve(res.resume()));
    req.on('error', reject);
    req.write(body.slice(0, 10));
    finish = () => req.end(body.slice(10));
  });
  return { response, finish, close: () => agent.destroy() };
}

/**
 * Loading the code and opening a fresh embedded database: 15-20 s alone, 40-75 s on two cores
 * busy with other suites (the server logs each step; this test prints them).
 */
const START_MS = 150_000;

describe('server process', () => {
  it(
    'stops with one line naming the variable when a setting is bad',
    { timeout: START_MS },
    async () => {
      const server = startServer({
        PORT: 'abc',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-main-')),
      });
      expect((await server.exited).code).toBe(1);
      expect(server.output().trim()).toMatch(/^Configuration error: PORT: must be a port number/);
    },
  );

  it(
    'starts, serves, and on SIGTERM finishes in-flight work, closes the database and exits 0',
    { timeout: 2 * START_MS },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-main-'));
      // The default STOP_TIMEOUT_S (10 s): the stop takes well under a second even on a busy
      // machine, while the start can take a minute there.
      const server = startServer({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
      const base = await server.listening();
      // The MX runs beside HTTP: with no roller yet, every address is refused at RCPT TO.
      const smtpLine = /on SMTP port (\d+)/;
      await eventually('the MX to listen', () => smtpLine.test(server.output()), PROCESS_WAIT);
      const smtpPort = Number(smtpLine.exec(server.output())![1]);
      expect(await smtpReply(smtpPort, 'nobody@shop.localhost')).toBe(550);
      const login = JSON.stringify({ code: 'nobody', password: 'not-the-password' });
      const inFlight = postInTwoParts(`${base}/api/roller/login`, login);
      // Signal once the server has the request, and send its body once it is stopping: it
      // must still answer it, then end the connection rather than wait on the client's
      // keep-alive (which held a stop for 71 s).
      await eventually(
        'the request to arrive',
        () => server.output().includes('incoming request'),
        PROCESS_WAIT,
      );
      server.child.kill('SIGTERM');
      await eventually(
        'the stop to begin',
        () => server.output().includes('stopping'),
        PROCESS_WAIT,
      );
      inFlight.finish();
      const answer = await inFlight.response;
      expect(answer.statusCode).toBe(401);
      expect(answer.headers.connection).toBe('close');
      // The client still holds its connection open: the server must let it go itself.
      expect((await server.exited).code, server.output()).toBe(0);
      inFlight.close();
      expect(await smtpReply(smtpPort, 'nobody@shop.localhost')).toBeNull();
      console.info(`first start (fresh database): ${timings(server.output())}`);

      // A clean close leaves the embedded database reopenable, and the DATA_DIR lock free.
      const again = startServer({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
      await again.listening();
      again.child.kill('SIGINT');
      expect((await again.exited).code, again.output()).toBe(0);
      console.info(`second start: ${timings(again.output())}`);
    },
  );
});
