import { describe, expect, it } from 'vitest';
import { countRows, listInbox, RawSmtp, sendMail, startSmtp, useMailShop } from './mail-fixture.ts';
import type { MailService } from './service.ts';

/** How long a client may take, and how many connections one sender may hold. */

const shop = useMailShop();

/** A server with its own deadlines, closed after `body`. */
async function withServer(
  deadlines: { idleMs?: number; sessionMs?: number },
  body: (port: number) => Promise<void>,
  more: { mail?: MailService; connectionsPerIp?: number } = {},
) {
  const settings = more.connectionsPerIp ? { connectionsPerIp: more.connectionsPerIp } : {};
  const smtp = await startSmtp(shop.ctx, settings, {
    deadlines,
    ...(more.mail ? { mail: more.mail } : {}),
  });
  try {
    await body(smtp.port);
  } finally {
    await smtp.close();
  }
}

/** Writes one byte of `text` at a time, `everyMs` apart, until the server closes. */
function trickle(c: RawSmtp, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => c.write(text[i++ % text.length]!), everyMs);
  return c.closed().finally(() => clearInterval(timer));
}

describe('the greeting', () => {
  it('names the host and says ESMTP once', async () => {
    const c = await RawSmtp.open(shop.smtp.port);
    try {
      expect(await c.reply()).toBe('220 shop.test ESMTP ready\r\n');
    } finally {
      c.close();
    }
  });
});

describe('deadlines', () => {
  it('closes a connection that sends nothing with 421 (idle deadline)', async () => {
    await withServer({ idleMs: 200 }, async (port) => {
      const c = await RawSmtp.open(port);
      expect(await c.reply()).toMatch(/^220 /);
      expect(await c.closed()).toMatch(/^421 .*Timeout/);
    });
  });

  it('closes a client that trickles bytes faster than the idle deadline (session deadline)', async () => {
    const expired: string[] = [];
    const stop = shop.ctx.services.events.on('smtp.rejected', ({ reason }) => {
      expired.push(reason);
    });
    try {
      await withServer({ idleMs: 60_000, sessionMs: 300 }, async (port) => {
        const c = await RawSmtp.open(port);
        expect(await c.reply()).toMatch(/^220 /);
        // Every byte restarts the idle deadline; the command never ends.
        expect(await trickle(c, 'EHLO slow.example.com', 20)).toMatch(
          /^421 .*Session time limit reached/,
        );
      });
    } finally {
      stop();
    }
    // Counted, so /metrics shows senders cut off by the deadline.
    expect(expired).toEqual(['session_expired']);
  });

  it('closes a client trickling its message body, and stores nothing', async () => {
    await withServer({ idleMs: 60_000, sessionMs: 400 }, async (port) => {
      const c = await RawSmtp.open(port);
      await c.reply();
      expect(await c.command('EHLO client.test')).toMatch(/^250/);
      expect(await c.command('MAIL FROM:<a@example.com>')).toMatch(/^250 /);
      expect(await c.command('RCPT TO:<alice.slow@shop.test>')).toMatch(/^250 /);
      expect(await c.command('DATA')).toMatch(/^354 /);
      c.write('Subject: slow\r\n\r\n');
      expect(await trickle(c, 'x', 20)).toMatch(/^421 .*Session time limit reached/);
    });
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
  });

  it('lets a normal client send under the same kind of deadlines', async () => {
    await withServer({ idleMs: 2_000, sessionMs: 10_000 }, async (port) => {
      for (let i = 0; i < 3; i++) {
        const info = await sendMail(port, {
          to: 'alice.ok@shop.test',
          subject: `ok ${i}`,
          text: 't',
        });
        expect(info.response).toMatch(/^250 /);
      }
    });
    expect((await listInbox(shop.ctx, shop.alice.auth)).total).toBe(3);
  });

  it('answers a message stored past the session deadline with its 250 before closing', async () => {
    const sessionMs = 200;
    const real = shop.ctx.services.mail;
    // Storage slower than the whole session is allowed: the deadline passes while the client
    // waits for the answer to its message. The timer is that slow storage, not a wait for the
    // system, so it stays.
    const slow: MailService = {
      ...real,
      accept: async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, sessionMs * 3));
        return real.accept(...args);
      },
    };
    await withServer(
      { idleMs: 60_000, sessionMs },
      async (port) => {
        const c = await RawSmtp.open(port);
        await c.reply();
        await c.command('EHLO client.test');
        await c.command('MAIL FROM:<a@example.com>');
        await c.command('RCPT TO:<alice.late@shop.test>');
        await c.command('DATA');
        expect(await c.command('Subject: late\r\n\r\nbody\r\n.')).toMatch(/^250 .*stored as/);
        expect(await c.closed()).toMatch(/^421 .*Session time limit reached/);
      },
      { mail: slow },
    );
    expect((await listInbox(shop.ctx, shop.alice.auth)).emails.map((e) => e.subject)).toEqual([
      'late',
    ]);
  });
});

describe('connections per sender', () => {
  it('keeps one address at its cap without keeping another address out', async () => {
    await withServer(
      {},
      async (port) => {
        const open: RawSmtp[] = [];
        try {
          for (let i = 0; i < 2; i++) {
            const c = await RawSmtp.open(port, '127.0.0.1');
            open.push(c);
            expect(await c.reply()).toMatch(/^220 /);
          }
          const third = await RawSmtp.open(port, '127.0.0.1');
          open.push(third);
          expect(await third.reply()).toMatch(/^421 /);
          const other = await RawSmtp.open(port, '127.0.0.2');
          open.push(other);
          expect(await other.reply()).toMatch(/^220 /);
        } finally {
          open.forEach((c) => c.close());
        }
      },
      { connectionsPerIp: 2 },
    );
  });
});
