import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { DEMO_ROLLER, type DemoSeedResult } from './seed.ts';

/** The demo seller's sign-in as a person copies it: the password runs to the end of the line. */
export function demoSignInLine(password: string): string {
  return `Demo sign-in: code ${DEMO_ROLLER}, password ${password}`;
}

/**
 * What the start says once the demo shop is seeded (main.ts): the log entries, and the line to
 * print once the shop is up, or null on a later start (the seller existed already).
 *
 * The sign-in is printed as a plain line, whatever LOG_LEVEL says: inside a JSON log line the
 * password came with escaped quotes, easy to copy wrongly. The log entry leaves the password
 * out: a log is kept, indexed and forwarded, while the sign-in is for the person starting the
 * shop, once (`npm run shop -- roller reset-password --code demo` makes another).
 */
export function announceDemoSeed(
  seeded: DemoSeedResult,
  log: Pick<FastifyBaseLogger, 'info'>,
): string | null {
  const { games, accounts, pictures } = seeded;
  log.info({ games, accounts, pictures }, 'demo shop seeded');
  if (seeded.password === null) return null;
  log.info(
    { roller: DEMO_ROLLER },
    'demo seller created; its sign-in is printed once the shop runs',
  );
  return demoSignInLine(seeded.password);
}

/**
 * Writes `line` as it is, not as JSON, to the log's own output, after every entry logged before
 * it: pino writes in the background, so a direct write to stdout came out ahead of them.
 */
export function printAfterLog(log: FastifyBaseLogger, line: string): void {
  const output = (log as unknown as Record<symbol, { write?: (text: string) => unknown }>)[
    pino.symbols.streamSym
  ];
  if (typeof output?.write === 'function') output.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}
