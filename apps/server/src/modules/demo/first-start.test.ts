import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { announceDemoSeed, demoSignInLine, printAfterLog } from './first-start.ts';

function announce(password: string | null) {
  const logged: { fields: unknown; msg: string }[] = [];
  const log = { info: (fields: unknown, msg: string) => logged.push({ fields, msg }) };
  const pictures = { made: 117, kept: 0, unknown: 0 };
  const line = announceDemoSeed(
    { games: 2, accounts: 48, password, owner: password !== null, pictures },
    log as never,
  );
  return { line, logged };
}

describe('the first start of a demo shop', () => {
  it('prints the demo sign-in as one plain line, the password as it is, last', () => {
    const password = '3BJH"q\\x-7';
    const { line } = announce(password);
    expect(line).toBe(`Demo sign-in: code demo, password ${password}`);
    expect(line!.endsWith(` ${password}`)).toBe(true);
    expect(line).not.toContain('\n');
    expect(demoSignInLine('abc')).toBe('Demo sign-in: code demo, password abc');
  });

  it('logs the seeding and the new seller without the password', () => {
    const password = 'Zq81-secret-pw';
    const { logged } = announce(password);
    expect(logged.map((l) => l.msg)).toEqual([
      'demo shop seeded',
      'demo seller created; its sign-in is printed once the shop runs',
    ]);
    expect(JSON.stringify(logged)).not.toContain(password);
  });

  it('prints nothing on a later start, when the seller already exists', () => {
    const { line, logged } = announce(null);
    expect(line).toBeNull();
    expect(logged.map((l) => l.msg)).toEqual(['demo shop seeded']);
  });
});

describe('printAfterLog', () => {
  it('writes the line as it is, after the entries logged before it', () => {
    const written: string[] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const log = pino({ base: null, timestamp: false }, output) as unknown as FastifyBaseLogger;
    log.info('demo shop seeded');
    log.info('Shop running');
    printAfterLog(log, demoSignInLine('p"w'));
    expect(written.join('').split('\n')).toEqual([
      '{"level":30,"msg":"demo shop seeded"}',
      '{"level":30,"msg":"Shop running"}',
      'Demo sign-in: code demo, password p"w',
      '',
    ]);
  });
});
