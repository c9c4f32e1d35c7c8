import nodemailer from 'nodemailer';
import type { OutboxRepo, QueuedMail } from './repo.ts';

/** The part of a pino logger the outbox writes to (Fastify's `app.log` is one). */
export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLogger: MailLogger = { info() {}, warn() {}, error() {} };

/** Where the mail runner (mail-job.ts) hands a mail: a real SMTP relay, or the dev mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'dev-mailbox';
  /** Resolves once the mail is accepted; throws (with the server's answer) when it is not. */
  send(mail: QueuedMail, log: MailLogger): Promise<void>;
  /** Resolves when mail could be handed over now (the relay answers); throws why not. */
  verify(): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** The From address, e.g. `no-reply@shop.example`. */
  from: string;
}

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@relay:587). Timeouts are short so a
 * stalled relay fails the attempt (and it is retried) well within the worker's lease.
 */
export function createSmtpTransport(smtpUrl: string, options: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    // nodemailer reads host, port, smtps: and user:pass (and tls.* query options) from the URL.
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        // The name is a display name only: the address stays the shop's own (decision 0042).
        from: mail.fromName ? { name: mail.fromName, address: options.from } : options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    async verify() {
      await transporter.verify();
    },
    async close() {
      transporter.close();
    },
  };
}

const LINK_RE = /https?:\/\/[^\s<>"')\]]+/g;

/** The links of a plain-text body, in order, each once. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK_RE) ?? [])];
}

/**
 * The embedded default (DESIGN §2): mail is stored for /dev/mailbox and announced in the log
 * with its links, so a local user can follow them. The body never reaches the log: it may hold
 * account credentials. Where the mailbox is not served (a proxy could reach it,
 * config/dev-mailbox.ts) the mail is still stored, and the log warns it was not sent, without
 * its links: they carry tokens, and nobody on this machine is the reader they were meant for.
 */
export function createDevMailboxTransport(
  repo: OutboxRepo,
  { served = true }: { served?: boolean } = {},
): MailTransport {
  return {
    kind: 'dev-mailbox',
    async send(mail, log) {
      await repo.insertDevMail(mail);
      if (served)
        log.info(
          { to: mail.to, subject: mail.subject, links: linksIn(mail.text) },
          'dev mailbox: mail stored (see /dev/mailbox)',
        );
      else
        log.warn(
          { to: mail.to, subject: mail.subject },
          'mail not sent: SMTP_URL is unset and the dev mailbox is off behind a proxy',
        );
    },
    async verify() {},
    async close() {},
  };
}
