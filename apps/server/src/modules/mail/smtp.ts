import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import {
  SMTPServer,
  type SMTPServerAddress,
  type SMTPServerDataStream,
  type SMTPServerSession,
} from 'smtp-server';
import type { InboundSettings } from '../../config/types.ts';
import { clientKey } from '../../lib/client-key.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import type { SmtpRejection } from './events.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import type { RecipientRoute } from './repo.ts';
import type { MailService } from './service.ts';
import { createSessionTable, SMTP_DEADLINES, type SmtpDeadlines } from './smtp-sessions.ts';

/** More recipients than any real login mail has; beyond it a sender is told to send again. */
const MAX_RECIPIENTS = 100;
/** All connections at once, whoever they come from. */
const MAX_CLIENTS = 1000;
/** How long close() lets a client finish the message it is sending. */
const CLOSE_TIMEOUT_MS = 5_000;

export interface InboundSmtpOptions {
  mail: MailService;
  settings: InboundSettings;
  /** The name in the greeting: the first mail domain. */
  hostname: string;
  port: number;
  host: string;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Told of each 250 and each refusal; metrics count them. */
  events?: EventBus;
  /** How long a client may take (tests shorten them). */
  deadlines?: Partial<SmtpDeadlines>;
}

export interface InboundSmtp {
  /** The port it listens on (the real one when asked for port 0). */
  port: number;
  /** False once the listening socket has closed (health). */
  listening(): boolean;
  /** Takes no new connections; lets a message in flight finish for a few seconds. */
  close(): Promise<void>;
}

function reply(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/** The server's own connections, which smtp-server does not type: enough to close one. */
type Connections = Set<{ id: string; send(code: number, message: string): void }>;

/**
 * The shop's MX (DESIGN §2, §5): takes mail only for addresses that route to a roller or an
 * account, and answers 250 after DATA only once the message is committed, so a crash or a
 * database failure makes the sender retry instead of losing the mail. A message that cannot be
 * parsed is kept as its source (parseMail), not refused. No AUTH (it relays nothing), no
 * reverse-DNS look-ups, STARTTLS when a certificate is configured; each sender holds a few
 * connections at most, each closed when idle or once too old (smtp-sessions.ts).
 */
export async function startInboundSmtp(opts: InboundSmtpOptions): Promise<InboundSmtp> {
  const { mail, settings, log, events } = opts;
  const refuse = (reason: SmtpRejection, code: number, message: string) => {
    events?.emit('smtp.rejected', { reason });
    return reply(code, message);
  };
  const deadlines = { ...SMTP_DEADLINES, ...opts.deadlines };
  const routes = new WeakMap<SMTPServerAddress, RecipientRoute[]>();
  const sessions = createSessionTable({
    perSender: settings.connectionsPerIp,
    sessionMs: deadlines.sessionMs,
    expire(id) {
      events?.emit('smtp.rejected', { reason: 'session_expired' });
      for (const c of server.connections as Connections)
        if (c.id === id) c.send(421, 'Session time limit reached, closing connection');
    },
  });
  const messages = new RateWindow(
    settings.messagesPerMinutePerIp,
    60_000,
    opts.clock ?? systemClock,
  );

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    done: (err?: Error | null, message?: string) => void,
  ) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the cap the rest is read and dropped; the server answers 552 itself.
      if (size <= settings.maxBytes) chunks.push(chunk);
    });
    stream.on('error', () => {
      // The client left mid-message: nothing was promised, nothing is stored.
    });
    stream.on('end', () => {
      if (stream.sizeExceeded || size > settings.maxBytes) {
        done(refuse('too_large', 552, 'Message exceeds fixed maximum message size'));
        return;
      }
      const targets = session.envelope.rcptTo.flatMap((a) => routes.get(a) ?? []);
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const replied = sessions.busy(session.id);
      mail.accept(Buffer.concat(chunks, size), from, targets).then(
        ({ id, unreadable }) => {
          if (unreadable) log.warn({ id, reason: unreadable }, 'inbound mail kept unread');
          events?.emit('smtp.accepted', {});
          done(null, `OK: stored as ${id}`);
          replied();
        },
        (err: unknown) => {
          log.error({ err }, 'inbound mail could not be stored; the sender will retry');
          done(
            refuse(
              'storage_failure',
              451,
              'Requested action aborted: local error in processing, try again later',
            ),
          );
          replied();
        },
      );
    });
  };

  const server = new SMTPServer({
    name: opts.hostname,
    // The greeting is `220 {name} ESMTP {banner}`: smtp-server writes the ESMTP itself.
    banner: 'ready',
    size: settings.maxBytes,
    rejectOversized: true,
    authOptional: true,
    disabledCommands: settings.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(settings.tls ? { key: settings.tls.key, cert: settings.tls.cert } : {}),
    disableReverseLookup: true,
    maxClients: MAX_CLIENTS,
    socketTimeout: deadlines.idleMs,
    closeTimeout: CLOSE_TIMEOUT_MS,
    logger: false,

    onConnect(session, done) {
      if (!sessions.open(session.id, session.remoteAddress)) {
        done(
          refuse('rate_limited', 421, 'Too many connections from your address, try again later'),
        );
        return;
      }
      done();
    },

    onClose(session) {
      sessions.close(session.id);
    },

    onMailFrom(_address, session, done) {
      try {
        messages.take(clientKey(session.remoteAddress));
      } catch {
        done(refuse('rate_limited', 451, 'Too many messages from your address, try again later'));
        return;
      }
      done();
    },

    onRcptTo(address, session, done) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        done(refuse('too_many_recipients', 452, 'Too many recipients'));
        return;
      }
      const replied = sessions.busy(session.id);
      mail.route(address.address).then(
        (found) => {
          if (found.length === 0) {
            done(refuse('unknown_recipient', 550, `No such user here: ${address.address}`));
          } else {
            routes.set(address, found);
            done();
          }
          replied();
        },
        (err: unknown) => {
          log.error({ err }, 'inbound recipient could not be checked');
          done(
            refuse(
              'storage_failure',
              451,
              'Requested action aborted: local error in processing, try again later',
            ),
          );
          replied();
        },
      );
    },

    onData,
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => log.error({ err }, 'SMTP server error'));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    listening: () => server.server.listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
