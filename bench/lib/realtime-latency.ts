/**
 * SMTP end of DATA to the `new-email` event in a real browser. Chromium opens a page of the
 * shop, which listens on the demo roller's channel with an EventSource (a ticket from
 * POST /api/realtime/auth, as the back office does) and notes Date.now() when each event
 * arrives; node notes Date.now() when the final "." of the message is handed to the socket and
 * when the 250 comes back. Browser and node read the same system clock.
 */
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import { chromium, type Browser } from 'playwright-core';
import { summarize } from './stats.ts';
import { TOKEN_IN_SUBJECT, verificationMail } from './verification-mail.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const EVENT_TIMEOUT_MS = 10_000;

export interface LatencyResult {
  label: string;
  samples: number;
  /** ms from the final "." to the event in the browser. */
  fromDot: ReturnType<typeof summarize>;
  /** ms from the 250 at the sender to the event (negative: the event came first). */
  from250: ReturnType<typeof summarize>;
  /** Events that did not arrive within the timeout. */
  missing: number;
  /** Tokens of the messages sent (all answered 250). */
  tokens: string[];
}

export interface Listener {
  /** Resolves with the browser's Date.now() when the event for `token` arrived. */
  eventAt(token: string): Promise<number | null>;
  close(): Promise<void>;
}

/** Signs the demo roller in and opens its channel in Chromium on the shop's home page. */
export async function openListener(
  url: string,
  demoPassword: string,
  rollerCode = 'demo',
): Promise<Listener> {
  const login = await fetch(`${url}/api/roller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: rollerCode, password: demoPassword }),
  });
  const { data } = (await login.json()) as { data?: { token: string } };
  if (!data) throw new Error(`demo sign-in failed: ${login.status}`);
  const auth = await fetch(`${url}/api/realtime/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ channel: `private-${rollerCode}` }),
  });
  const ticket = ((await auth.json()) as { data?: { ticket: string } }).data?.ticket;
  if (!ticket) throw new Error(`no realtime ticket: ${auth.status}`);

  const seen = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const browser: Browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.exposeFunction('__newEmail', (token: string, at: number) => {
    seen.set(token, at);
    waiting.get(token)?.(at);
  });
  await page.goto(`${url}/`);
  await page.evaluate(
    ([t, pattern]) =>
      new Promise<void>((resolve, reject) => {
        const re = new RegExp(pattern);
        const source = new EventSource(`/api/realtime?ticket=${encodeURIComponent(t)}`);
        source.addEventListener('ready', () => resolve());
        source.addEventListener('error', () => reject(new Error('EventSource failed')));
        source.addEventListener('new-email', (e) => {
          const at = Date.now();
          // Runs in the page: a MessageEvent, and the function exposed above.
          const { data } = e as unknown as { data: string };
          const token = re.exec((JSON.parse(data) as { subject: string }).subject)?.[1];
          const page = globalThis as unknown as { __newEmail: (t: string, at: number) => void };
          if (token) page.__newEmail(token, at);
        });
      }),
    [ticket, TOKEN_IN_SUBJECT.source] as const,
  );

  return {
    eventAt(token) {
      const at = seen.get(token);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(token);
          resolve(null);
        }, EVENT_TIMEOUT_MS);
        waiting.set(token, (t) => {
          clearTimeout(timer);
          waiting.delete(token);
          resolve(t);
        });
      });
    },
    close: () => browser.close(),
  };
}

/**
 * `samples` messages one after another over one kept-open connection, one started every
 * `intervalMs` (or as soon as the previous event arrived, when that took longer).
 */
export async function measureLatency(opts: {
  label: string;
  listener: Listener;
  smtpPort: number;
  to: string;
  samples: number;
  intervalMs: number;
  firstNumber: number;
}): Promise<LatencyResult> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: opts.smtpPort,
    pool: true,
    maxConnections: 1,
    maxMessages: Infinity,
    ignoreTLS: true,
  });
  const fromDot: number[] = [];
  const from250: number[] = [];
  let missing = 0;
  const tokens: string[] = [];
  try {
    for (let i = 0; i < opts.samples; i++) {
      const slot = Date.now() + opts.intervalMs;
      const { token, raw } = verificationMail(opts.firstNumber + i, opts.to);
      let dotAt = 0;
      // The source ends right before nodemailer writes the terminating "." to the socket.
      const body = Readable.from([Buffer.from(raw)]).on('end', () => (dotAt = Date.now()));
      const info = await transport.sendMail({
        envelope: { from: 'noreply@accounts.starfall-games.example', to: [opts.to] },
        raw: body,
      });
      const okAt = Date.now();
      if (!/^250[ -]/.test(info.response)) throw new Error(`not accepted: ${info.response}`);
      tokens.push(token);
      const eventAt = await opts.listener.eventAt(token);
      if (eventAt === null) missing++;
      else {
        fromDot.push(eventAt - dotAt);
        from250.push(eventAt - okAt);
      }
      const wait = slot - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  } finally {
    transport.close();
  }
  return {
    label: opts.label,
    samples: fromDot.length,
    fromDot: summarize(fromDot),
    from250: summarize(from250),
    missing,
    tokens,
  };
}
