import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or createSmtpTransport. */
  url: string;
  /** Every message accepted so far, in order, parsed. */
  received: ParsedMail[];
  /** While set, every message is refused with this SMTP reply code (e.g. 451, try later). */
  refuseWith: number | null;
  /** Resolves once `n` messages in all have been accepted. */
  waitForCount(n: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it accepts: on a free port, or on `port` when a
 * test has pointed the shop at a relay that was not there yet.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const sink: SmtpSink = {
    url: '',
    received,
    refuseWith: null,
    waitForCount: (n) =>
      received.length >= n
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ n, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed certificate for the client to reject.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (sink.refuseWith !== null) {
          const err = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: sink.refuseWith,
          });
          callback(err);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            for (const w of waiters.filter((w) => received.length >= w.n)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve();
            }
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
