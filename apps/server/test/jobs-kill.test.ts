/**
 * The job queue loses nothing under kill -9 (decision 0043): the shop is killed while its mail
 * runner holds leased jobs, one of them mid-send (the relay has taken the DATA command and not
 * answered). No job is lost and none is sent while the dead runner's lease holds; once it lapses
 * the job is due again, and is sent once. On PGlite or, with TEST_DATABASE_URL, on a PostgreSQL
 * database of its own.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AccountList } from '@shop/contract';
import { openDb } from '../src/db/index.ts';
import { createJobQueue } from '../src/db/jobs/queue.ts';
import { mailWorker } from '../src/modules/outbox/mail-job.ts';
import { createOutboxRepo } from '../src/modules/outbox/repo.ts';
import { createSmtpTransport } from '../src/modules/outbox/transport.ts';
import { eventually } from './eventually.ts';
import { PROCESS_WAIT, scratchStore, startServer } from './processes.ts';
import { startSmtpSink } from './smtp-sink.ts';

/** The mail kind's lease, as mail-job.ts sets it. */
const MAIL_LEASE_MS = 5 * 60_000;

/** An SMTP relay that takes a mail up to its DATA command and then never answers. */
async function stallingRelay() {
  let dataSeen = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.write('220 stall.test ESMTP\r\n');
    let inData = false;
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      if (inData) return;
      buffered += chunk.toString();
      let end;
      while (!inData && (end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end).toUpperCase();
        buffered = buffered.slice(end + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 stall.test\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          dataSeen++;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    dataSeen: () => dataSeen,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the job queue when the server is killed', () => {
  it(
    'loses no job: a dead runner’s lease lapses and each of its jobs is done once',
    { timeout: 180_000 },
    async () => {
      const store = await scratchStore('demo-password-for-the-jobs-kill');
      const relay = await stallingRelay();
      const sink = await startSmtpSink();
      const env = { ...store.env, SMTP_URL: `smtp://127.0.0.1:${relay.port}` };
      try {
        const server = startServer(env);
        const base = await server.listening();
        const listing = (await (await fetch(`${base}/api/games/1/accounts?limit=1`)).json()) as {
          data: AccountList;
        };
        const order = await fetch(`${base}/api/transaction`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': randomBytes(18).toString('base64url'),
          },
          body: JSON.stringify({
            account_id: listing.data.accounts[0]!.id,
            name: 'Kill Buyer',
            email: 'jobs-kill@example.com',
          }),
        });
        expect(order.status).toBe(201);
        // The order's mail is in the relay's hands, unanswered: the runner is mid-job.
        await eventually('a mail to be mid-send', () => relay.dataSeen() > 0, PROCESS_WAIT);
        server.child.kill('SIGKILL');
        expect((await server.exited).signal).toBe('SIGKILL');

        const handle = await openDb({
          databaseUrl: env.DATABASE_URL || null,
          dataDir: path.join(env.DATA_DIR, 'db'),
        });
        try {
          const unsent = await handle.db
            .selectFrom('outbox')
            .select(['id', 'to_address', 'attempts', 'next_attempt_at'])
            .where('sent_at', 'is', null)
            .execute();
          // Not lost, not failed: held by the dead runner's lease, not due before it lapses.
          expect(unsent.map((m) => m.to_address)).toContain('jobs-kill@example.com');
          for (const m of unsent) {
            expect(m.attempts).toBe(0);
            expect(m.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
          }

          let offsetMs = 0;
          const clock = () => new Date(Date.now() + offsetMs);
          const queue = createJobQueue(handle.db, { clock });
          const repo = createOutboxRepo(handle.db);
          const runner = queue.register(
            mailWorker({
              repo,
              transport: createSmtpTransport(sink.url, { from: 'no-reply@shop.test' }),
              clock,
            }),
          );
          expect(await runner.drainOnce()).toEqual({ done: 0, failed: 0 });
          // The lease lapses: every job the killed runner held is due again, and runs once.
          offsetMs = MAIL_LEASE_MS + 1000;
          expect(await runner.drain()).toEqual({ done: unsent.length, failed: 0 });
          offsetMs += 60 * 60_000;
          expect(await runner.drain()).toEqual({ done: 0, failed: 0 });
          await queue.stop();
          expect(sink.received.map((m) => m.subject).length).toBe(unsent.length);
          expect(
            sink.received.filter((m) => JSON.stringify(m.to).includes('jobs-kill@example.com')),
          ).toHaveLength(1);
          expect(await runner.pendingCount()).toBe(0);
        } finally {
          await handle.close();
        }
      } finally {
        await relay.close();
        await sink.close();
        await store.dispose();
      }
    },
  );
});
