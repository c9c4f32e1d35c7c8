/**
 * SMTP load with nodemailer: `connections` pooled connections, each sending the next message as
 * soon as the last one is answered, for a fixed time or until stopped. Every message is a
 * verification-code mail with a unique token; the tokens that got a 250 are kept, so the
 * receiver's store can be checked against them.
 */
import net from 'node:net';
import nodemailer from 'nodemailer';
import { eventually } from '../../apps/server/test/eventually.ts';
import { summarize } from './stats.ts';
import { verificationMail } from './verification-mail.ts';

const SENDER = 'noreply@accounts.starfall-games.example';

export interface SmtpLoadOptions {
  label: string;
  port: number;
  connections: number;
  /** Stops starting new messages after this long (the ones under way are finished). */
  seconds: number;
  /** The envelope recipient of message n. */
  to: (n: number) => string;
  /** Numbers messages from here (tokens stay unique across phases on one receiver). */
  firstNumber?: number;
  /** Prints progress every few seconds. */
  progress?: boolean;
}

export interface SmtpLoadResult {
  label: string;
  seconds: number;
  /** Messages answered 250. */
  accepted: number;
  /** Accepted per second over the phase. */
  rate: number;
  /** Tokens of the messages answered 250. */
  tokens: string[];
  /** Messages refused with an SMTP reply other than 250, by code. */
  refused: Record<string, number>;
  /** Messages that got no reply (connection refused or reset). */
  errors: number;
  /** ms from handing each accepted message to nodemailer to its 250. */
  latencies: number[];
  p50: number;
  p95: number;
  /** The next free message number. */
  nextNumber: number;
}

export interface SmtpLoad {
  /** Messages answered 250 so far. */
  accepted(): number;
  /** Starts no new message; the result follows once those under way are answered or failed. */
  stop(): void;
  done: Promise<SmtpLoadResult>;
}

export function startSmtpLoad(opts: SmtpLoadOptions): SmtpLoad {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: opts.port,
    pool: true,
    maxConnections: opts.connections,
    maxMessages: Infinity,
    ignoreTLS: true,
    connectionTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const tokens: string[] = [];
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let errors = 0;
  let next = opts.firstNumber ?? 0;
  let stopped = false;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;

  async function sender() {
    while (!stopped && performance.now() < deadline) {
      const n = next++;
      const to = opts.to(n);
      const { token, raw } = verificationMail(n, to);
      const t0 = performance.now();
      try {
        const info = await transport.sendMail({ envelope: { from: SENDER, to: [to] }, raw });
        if (/^250[ -]/.test(info.response)) {
          tokens.push(token);
          latencies.push(performance.now() - t0);
        } else refused[info.response.slice(0, 3)] = (refused[info.response.slice(0, 3)] ?? 0) + 1;
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code) refused[code] = (refused[code] ?? 0) + 1;
        else errors++;
        // A receiver that is gone refuses at once: do not spin on it.
        if (!code) await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  const ticker = opts.progress
    ? setInterval(() => {
        const s = (performance.now() - started) / 1000;
        console.log(
          `  [${opts.label}] ${s.toFixed(0)} s: ${tokens.length} accepted (${(tokens.length / s).toFixed(0)}/s)` +
            (errors ? `, ${errors} without reply` : ''),
        );
      }, 5_000)
    : null;

  const done = Promise.all(Array.from({ length: opts.connections }, sender)).then(() => {
    if (ticker) clearInterval(ticker);
    const seconds = (performance.now() - started) / 1000;
    transport.close();
    const s = summarize(latencies);
    return {
      label: opts.label,
      seconds,
      accepted: tokens.length,
      rate: tokens.length / seconds,
      tokens,
      latencies,
      refused,
      errors,
      p50: s.p50,
      p95: s.p95,
      nextNumber: next,
    };
  });
  return {
    accepted: () => tokens.length,
    stop: () => {
      stopped = true;
    },
    done,
  };
}

export const runSmtpLoad = (opts: SmtpLoadOptions) => startSmtpLoad(opts).done;

/** Resolves once something accepts TCP connections on the port (the MX starts after HTTP). */
export async function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  await eventually(
    `something to listen on port ${port}`,
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1');
        s.once('connect', () => {
          s.destroy();
          resolve(true);
        });
        s.once('error', () => resolve(false));
      }),
    { timeoutMs, intervalMs: 100 },
  );
}
