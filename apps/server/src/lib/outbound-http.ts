import { lookup } from 'node:dns/promises';
import http, {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one way the server calls another server (DESIGN §9): the image proxy, webhooks and
 * Discord, push services and PayPal. Every call resolves the name once, refuses private and
 * reserved addresses unless allowed, connects to the address it checked (a second DNS answer
 * cannot move it), has one deadline for the whole exchange, reads at most `maxBytes` of the
 * answer and follows redirects only when asked, checking every hop again.
 */

/** The most redirects any caller may follow. */
export const MAX_REDIRECTS = 3;

/**
 * Why a call did not get an answer: `refused` before any connection (not http(s), credentials
 * in the address, a private or reserved address), `failed` while talking (no such name, the
 * network, the deadline, an answer over the cap, too many redirects). Each caller turns it into
 * its own error from lib/errors.ts; it never reaches a client as it is.
 */
export class OutboundError extends Error {
  constructor(
    readonly kind: 'refused' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

const refused = (why: string) => new OutboundError('refused', why);
const failed = (why: string) => new OutboundError('failed', why);

/**
 * Which addresses a call may reach. A set: public addresses, and these others (tests list their
 * loopback servers; empty in production). `'configured'`: any address, for a base URL the
 * operator wrote in the configuration (PAYPAL_API_BASE); nobody who uses the shop can choose
 * it, and an operator may point it at a stand-in or an egress proxy on a private address. A
 * redirect from there is not what the operator configured, so its hops get the public rule.
 */
export type OutboundReach = ReadonlySet<string> | 'configured';

export interface OutboundRequest {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  reach: OutboundReach;
  /** One deadline for the whole call: lookups, redirects and the body, however slowly it drips. */
  timeoutMs: number;
  /** The most bytes of the answer that are read; the connection is closed there. */
  maxBytes: number;
  /** Past `maxBytes`: `fail` throws; `cut` answers with the first `maxBytes` bytes. */
  overflow: 'fail' | 'cut';
  /** Redirects to follow (at most MAX_REDIRECTS); none unless asked: a 3xx is then the answer. */
  maxRedirects?: number;
  /** Sees status and headers before the body is read; throwing closes the connection unread. */
  onHead?: (head: { status: number; headers: IncomingHttpHeaders }) => void;
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The answer went on past `maxBytes` and was cut there. */
  cut: boolean;
}

/** ::/96 holds ::, ::1 and the deprecated IPv4-compatible form ::a.b.c.d (e.g. ::7f00:1). */
const inZeroPrefix = (ip: ipaddr.IPv6) => ip.parts.slice(0, 6).every((part) => part === 0);
// ipaddr.js reads the dotted spelling "::a.b.c.d" as v4-mapped, so it is caught by its text.
const DOTTED_V4_COMPATIBLE = /^::(\d{1,3}\.){3}\d{1,3}$/;

/**
 * Only globally routable unicast addresses: no loopback, private, link-local (cloud metadata),
 * CGNAT, multicast or reserved space, and no IPv6 forms that embed an IPv4 address
 * (v4-mapped, v4-compatible, NAT64, 6to4, Teredo), which is how such filters are usually
 * walked around.
 */
export function isPublicAddress(address: string, allow: ReadonlySet<string> = new Set()): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (allow.has(ip.toString())) return true;
  if (DOTTED_V4_COMPATIBLE.test(address)) return false;
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (allow.has(ip.toString())) return true;
  if (ip.kind() === 'ipv6' && inZeroPrefix(ip as ipaddr.IPv6)) return false;
  return ip.range() === 'unicast';
}

/** The one address to connect to, after every address the name resolves to is checked. */
export async function checkedAddress(
  hostname: string,
  reach: OutboundReach,
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const candidates = ipaddr.isValid(bare)
    ? [{ address: bare, family: ipaddr.parse(bare).kind() === 'ipv6' ? 6 : 4 }]
    : await lookup(bare, { all: true, verbatim: true }).catch(() => {
        throw failed(`${hostname} does not resolve`);
      });
  if (candidates.length === 0) throw failed(`${hostname} does not resolve`);
  if (reach !== 'configured' && candidates.some((c) => !isPublicAddress(c.address, reach)))
    throw refused(`${hostname} points to a private or reserved address`);
  const first = candidates[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  // The connection goes to the address we checked, never to a second DNS answer.
  return ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as LookupFunction;
}

/** Calls `raw` under every rule above; the answer's body is read before this resolves. */
export async function outboundRequest(
  raw: string | URL,
  request: OutboundRequest,
): Promise<OutboundAnswer> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = failed(`no complete answer within ${request.timeoutMs / 1000} s`);
      // Aborting closes the socket, the answer's stream with it.
      controller.abort(err);
      reject(err);
    }, request.timeoutMs);
  });
  try {
    return await Promise.race([exchange(raw, request, controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

function parseUrl(raw: string | URL, base?: URL): URL {
  try {
    return new URL(raw, base);
  } catch {
    throw refused('not a URL');
  }
}

async function exchange(
  raw: string | URL,
  request: OutboundRequest,
  signal: AbortSignal,
): Promise<OutboundAnswer> {
  const follow = Math.min(request.maxRedirects ?? 0, MAX_REDIRECTS);
  let url = parseUrl(raw);
  let method = request.method ?? 'GET';
  let body = request.body;
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('only http and https');
    if (url.username || url.password) throw refused('credentials in the address');
    const reach = hop > 0 && request.reach === 'configured' ? new Set<string>() : request.reach;
    const { address, family } = await checkedAddress(url.hostname, reach);
    const { req, res } = await send(url, { address, family, method, body, request, signal });
    const status = res.statusCode ?? 0;
    if (follow > 0 && status >= 300 && status < 400 && res.headers.location) {
      req.destroy();
      if (hop >= follow) throw failed('too many redirects');
      url = parseUrl(res.headers.location, url);
      // As browsers do: a 303, or a 301/302 after a POST, is fetched again with GET.
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    try {
      request.onHead?.({ status, headers: res.headers });
    } catch (err) {
      req.destroy();
      throw err;
    }
    return { status, headers: res.headers, ...(await readCapped(req, res, request)) };
  }
}

function send(
  url: URL,
  o: {
    address: string;
    family: 4 | 6;
    method: string;
    body: string | Buffer | undefined;
    request: OutboundRequest;
    signal: AbortSignal;
  },
): Promise<{ req: ClientRequest; res: IncomingMessage }> {
  const headers: OutgoingHttpHeaders = { ...o.request.headers };
  const named = (name: string) => Object.keys(headers).some((k) => k.toLowerCase() === name);
  if (o.body !== undefined && !named('content-length'))
    headers['content-length'] = String(Buffer.byteLength(o.body));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: o.method,
        headers,
        lookup: pinnedLookup(o.address, o.family),
        signal: o.signal,
      },
      (res) => resolve({ req, res }),
    );
    req.on('error', (err) => reject(err instanceof OutboundError ? err : failed(err.message)));
    req.end(o.body);
  });
}

async function readCapped(
  req: ClientRequest,
  res: IncomingMessage,
  { maxBytes, overflow }: OutboundRequest,
): Promise<{ body: Buffer; cut: boolean }> {
  const tooLarge = () => failed(`the answer is larger than ${maxBytes} bytes`);
  if (overflow === 'fail' && Number(res.headers['content-length'] ?? 0) > maxBytes) {
    req.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res) {
      const part = chunk as Buffer;
      if (size + part.length > maxBytes) {
        // Stop reading and hang up: the rest is never read, however much the server sends.
        req.destroy();
        if (overflow === 'fail') throw tooLarge();
        chunks.push(part.subarray(0, maxBytes - size));
        return { body: Buffer.concat(chunks), cut: true };
      }
      size += part.length;
      chunks.push(part);
    }
  } catch (err) {
    throw err instanceof OutboundError ? err : failed((err as Error).message);
  }
  return { body: Buffer.concat(chunks), cut: false };
}
