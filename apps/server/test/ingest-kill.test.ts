/**
 * DESIGN §8: no message the MX answered 250 is lost when the process is killed mid-load. The
 * server runs as a real process (dist/main.js), takes mail from eight pooled nodemailer
 * connections, is killed with SIGKILL, started again on the same data, and every message that
 * got a 250 must be there. On PGlite (the embedded default) or, with TEST_DATABASE_URL, on a fresh PostgreSQL
 * database of its own.
 */
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { EmailList } from '@shop/contract';
import { eventually } from './eventually.ts';
import { PROCESS_WAIT, scratchStore, startServer } from './processes.ts';

/** The kill comes once this many messages got their 250. */
const ACCEPTED_BEFORE_KILL = 150;

const DEMO_PASSWORD = 'demo-password-for-the-kill-test';

/** Subjects of every mail in the demo roller's inbox, read through the API. */
async function inboxSubjects(base: string): Promise<Set<string>> {
  const login = await fetch(`${base}/api/roller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'demo', password: DEMO_PASSWORD }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const subjects = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/email?limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { emails, total } = ((await res.json()) as { data: EmailList }).data;
    for (const e of emails) subjects.add(e.subject);
    if (emails.length === 0 || page * 100 >= total) return subjects;
  }
}

async function start(env: Record<string, string>) {
  const server = startServer(env);
  await server.listening();
  const line = /on SMTP port (\d+)/;
  await eventually('the MX to listen', () => line.test(server.output()), PROCESS_WAIT);
  return {
    ...server,
    base: await server.listening(),
    smtpPort: Number(line.exec(server.output())![1]),
  };
}

/**
 * Eight connections sending verification mails until stopped; the subjects (each unique) that
 * got a 250. A failure (the server is gone) ends a sender.
 */
function sendUntilStopped(port: number) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    pool: true,
    maxConnections: 8,
    maxMessages: Infinity,
    ignoreTLS: true,
  });
  const accepted: string[] = [];
  const run = randomBytes(3).toString('hex');
  let stopped = false;
  let n = 0;
  const sender = async () => {
    while (!stopped) {
      const code = 100000 + n++;
      const subject = `Your verification code is ${code} [${run}]`;
      try {
        await transport.sendMail({
          from: 'Starfall <noreply@mailer.example>',
          to: `demo.acct${code % 20}@shop.localhost`,
          subject,
          text: `Your verification code is ${code}. It expires in 30 minutes.`,
        });
        accepted.push(subject);
      } catch {
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: 8 }, sender));
  return {
    accepted,
    async stop() {
      stopped = true;
      await done;
      transport.close();
    },
  };
}

describe('SMTP ingest killed mid-load', () => {
  it('keeps every message it answered 250 for', { timeout: 180_000 }, async () => {
    const store = await scratchStore(DEMO_PASSWORD);
    try {
      const server = await start(store.env);
      const load = sendUntilStopped(server.smtpPort);
      await eventually(
        `${ACCEPTED_BEFORE_KILL} messages answered 250`,
        () => load.accepted.length >= ACCEPTED_BEFORE_KILL,
        { timeoutMs: 60_000 },
      );
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      await load.stop();
      const accepted = [...load.accepted];

      const again = await start(store.env);
      const stored = await inboxSubjects(again.base);
      // Recovered, it takes mail again.
      const next = `Your verification code is 424242 [after the restart]`;
      const mx = nodemailer.createTransport({
        host: '127.0.0.1',
        port: again.smtpPort,
        ignoreTLS: true,
      });
      const reply = await mx.sendMail({
        from: 'a@mailer.example',
        to: 'demo.x@shop.localhost',
        subject: next,
        text: 't',
      });
      mx.close();
      expect(reply.response).toMatch(/^250 /);
      expect((await inboxSubjects(again.base)).has(next)).toBe(true);
      again.child.kill('SIGTERM');
      expect((await again.exited).code).toBe(0);

      expect(accepted.length).toBeGreaterThanOrEqual(ACCEPTED_BEFORE_KILL);
      expect(accepted.filter((s) => !stored.has(s))).toEqual([]);
    } finally {
      await store.dispose();
    }
  });
});
