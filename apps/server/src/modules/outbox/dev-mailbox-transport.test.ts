import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers.ts';
import { createOutboxRepo } from './repo.ts';
import { transportFor } from './service.ts';
import { createDevMailboxTransport } from './transport.ts';
import { outboxTestbed } from './worker-fixture.ts';

/** Without SMTP_URL the outbox delivers into the dev mailbox, and logs no secret. */

const t = outboxTestbed();
const { enqueueCommitted } = t;

/** A logger that keeps every line it is given, with its level. */
function recordingLog() {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  const keep = (level: string) => (obj: object, msg: string) =>
    void lines.push({ level, obj, msg });
  return { lines, log: { info: keep('info'), warn: keep('warn'), error: keep('error') } };
}

describe('dev mailbox transport', () => {
  it('stores the mail once per outbox row and logs recipient, subject and links, never the body', async () => {
    const { lines, log } = recordingLog();
    const transport = createDevMailboxTransport(createOutboxRepo(t.db));
    const worker = t.worker({ transport, log });
    await enqueueCommitted({
      to: 'Buyer@Example.com',
      subject: 'Your account',
      text: 'Login: hero@mail.test\nPassword: s3cret-Pa55\nInvoice: http://localhost:3000/invoices/9?token=abc\n',
      html: '<p>Password: s3cret-Pa55</p>',
    });

    expect(await worker.drainOnce()).toEqual({ done: 1, failed: 0 });

    const stored = await t.db.selectFrom('dev_mailbox').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.to_address).toBe('Buyer@Example.com');
    expect(stored[0]!.text_body).toContain('Password: s3cret-Pa55');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.obj).toEqual({
      to: 'Buyer@Example.com',
      subject: 'Your account',
      links: ['http://localhost:3000/invoices/9?token=abc'],
    });
    expect(JSON.stringify(lines[0])).not.toContain('s3cret');

    // A retry of the same row (a crash after storing, before marking sent) adds nothing.
    const [queued] = await t.db.selectFrom('outbox').select('id').execute();
    await transport.send(
      {
        id: Number(queued!.id),
        attempts: 0,
        createdAt: new Date(),
        to: 'x@y.z',
        subject: 'again',
        text: '',
        html: '',
      },
      log,
    );
    expect(await t.db.selectFrom('dev_mailbox').selectAll().execute()).toHaveLength(1);
  });

  it('behind a proxy (config turned the mailbox off) stores the mail and warns it was not sent, without links', async () => {
    const { lines, log } = recordingLog();
    const config = testConfig({ TRUST_PROXY: '1' });
    const transport = transportFor(config, createOutboxRepo(t.db));
    expect(transport.kind).toBe('dev-mailbox');
    const worker = t.worker({ transport, log });
    await enqueueCommitted({
      to: 'buyer@example.com',
      subject: 'Your account',
      text: 'Password: s3cret-Pa55\nYour mail: http://localhost:3000/buyer?token=abc\n',
      html: '<p>Password: s3cret-Pa55</p>',
    });

    expect(await worker.drainOnce()).toEqual({ done: 1, failed: 0 });
    expect(await t.db.selectFrom('dev_mailbox').selectAll().execute()).toHaveLength(1);
    expect(lines).toEqual([
      {
        level: 'warn',
        obj: { to: 'buyer@example.com', subject: 'Your account' },
        msg: 'mail not sent: SMTP_URL is unset and the dev mailbox is off behind a proxy',
      },
    ]);
  });
});
