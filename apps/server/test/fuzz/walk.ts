import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { multipartFile } from '../../src/modules/media/media-fixture.ts';
import type { Known } from './arbitraries.ts';
import type { Answer } from './conformance.ts';
import { INBOUND_SECRET, METRICS_TOKEN } from './fixture.ts';
import { exampleRequest, TOKEN, type FuzzRequest, type Operation } from './requests.ts';
import type { Override } from './walk-shop.ts';

/** Every kind of caller the API knows, and where each puts its credential. */
export const CALLERS = {
  anonymous: {},
  roller: { authorization: `Bearer ${TOKEN.roller}` },
  'sub-roller': { 'x-sub-roller-token': TOKEN.subRoller },
  // The buyer's token goes where buyers send it, in `?token=` (requests.ts).
  buyer: {},
  inbound: { authorization: `Bearer ${INBOUND_SECRET}` },
  metrics: { authorization: `Bearer ${METRICS_TOKEN}` },
} as const;
export type Caller = keyof typeof CALLERS;

/** A buyer token that names no buyer: what everyone but the buyer sends. */
const NOT_A_BUYER = 'not-a-buyer-token-000000000000';

/**
 * `known` with the i-th real value of each name first, so a walk over i sends each real id and
 * token once (the invoice's token as well as the buyer's).
 */
function rotated(known: Known, i: number): Known {
  return Object.fromEntries(
    Object.entries(known).map(([name, values]) => [
      name,
      values.length ? [values[i % values.length], ...values] : values,
    ]),
  );
}

/** A message the inbound route stores for the fuzzing seller. */
const rawMail = (to: string) =>
  Buffer.from(
    `From: sender@elsewhere.test\r\nTo: ${to}\r\nSubject: Hello\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\n\r\nYour code is 123456\r\n`,
  );

/**
 * The requests a well-behaved caller of each kind sends to one operation: its example request
 * (requests.ts) with every real value of the parameters in turn, and a body of the type the
 * operation documents (a picture for an upload, a message for the inbound route).
 */
export function exampleRequests(
  path: string,
  method: string,
  op: Operation,
  shared: Known,
  png: Buffer,
  override: Override = {},
): { caller: Caller; request: FuzzRequest & { body?: Buffer } }[] {
  const known = { ...shared, ...override.known };
  const variants = Math.max(1, ...Object.values(known).map((v) => v.length));
  const types = Object.keys(op.requestBody?.content ?? {});
  const out: { caller: Caller; request: FuzzRequest & { body?: Buffer } }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < variants; i++) {
    const base = exampleRequest(path, method, op, rotated(known, i));
    if (override.body !== undefined) base.payload = JSON.stringify(override.body);
    if (seen.has(base.url + base.payload)) continue;
    seen.add(base.url + base.payload);
    for (const caller of Object.keys(CALLERS) as Caller[]) {
      const request: FuzzRequest & { body?: Buffer } = {
        ...base,
        headers: { ...base.headers, ...CALLERS[caller] },
      };
      if (types.includes('multipart/form-data')) {
        const file = multipartFile(png);
        request.body = file.payload;
        Object.assign(request.headers, file.headers);
      } else if (types.includes('message/rfc822')) {
        request.body = rawMail('fuzzer@shop.test');
        request.headers['content-type'] = 'message/rfc822';
      }
      out.push({ caller, request });
    }
  }
  return out;
}

/**
 * The request with the credentials in force: the buyer's token only for the buyer, a token
 * that names no one for everybody else.
 */
export function asSent(
  r: FuzzRequest & { body?: Buffer },
  caller: Caller | null,
  tokens: Record<keyof typeof TOKEN, string>,
): InjectOptions {
  const buyer = caller === null || caller === 'buyer' ? tokens.buyer : NOT_A_BUYER;
  // Wherever a stand-in is, as written or percent-encoded in a query.
  const swap = (text: string) =>
    [
      [TOKEN.roller, tokens.roller],
      [TOKEN.subRoller, tokens.subRoller],
      [TOKEN.buyer, buyer],
    ].reduce(
      (t, [from, to]) => t.replaceAll(from!, to!).replaceAll(encodeURIComponent(from!), to!),
      text,
    );
  return {
    method: r.method as 'GET',
    url: swap(r.url),
    headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, swap(v)])),
    payload: r.body ?? (r.payload === undefined ? undefined : swap(r.payload)),
  };
}

/**
 * Sends a request over a real connection and reads the answer until the server closes it: for
 * what Node answers before Fastify sees a request (an Expect it does not meet, headers too
 * large), which an injected request never reaches.
 */
export function overTheWire(port: number, head: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Answer['headers'] = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        statusCode: Number(statusLine.split(' ')[1]),
        headers,
        body: text.slice(split + 4),
      });
    });
  });
}
