import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError, errors } from '../../lib/errors.ts';

export interface SafeFetchOptions {
  /** Addresses allowed although not public (tests); empty in production. */
  allow: ReadonlySet<string>;
  maxBytes: number;
  /** One deadline for the whole fetch: lookups, redirects and the body, however slowly it drips. */
  timeoutMs: number;
  maxRedirects: number;
}

const refused = errors.imageUrlRefused;
const upstream = errors.imageFetchFailed;

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
  allow: ReadonlySet<string>,
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const candidates = ipaddr.isValid(bare)
    ? [{ address: bare, family: ipaddr.parse(bare).kind() === 'ipv6' ? 6 : 4 }]
    : await lookup(bare, { all: true, verbatim: true }).catch(() => {
        throw upstream(`${hostname} does not resolve`);
      });
  if (candidates.length === 0) throw upstream(`${hostname} does not resolve`);
  const bad = candidates.find((c) => !isPublicAddress(c.address, allow));
  if (bad) throw refused(`${hostname} points to a private or reserved address`);
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

function request(
  url: URL,
  address: string,
  family: 4 | 6,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: pinnedLookup(address, family),
        // Aborting at the deadline closes the socket, the response stream with it.
        signal,
        headers: { accept: 'image/*', 'user-agent': 'GachaShop-ImageProxy/1' },
      },
      resolve,
    );
    req.on('error', (err) => reject(err instanceof AppError ? err : upstream(err.message)));
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    res.destroy();
    throw upstream('the image is too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw upstream('the image is too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches an external image with every SSRF guard of DESIGN §9; redirects are followed by hand
 * and re-checked. The whole fetch has one deadline: a server answering a byte at a time cannot
 * hold the request longer than `timeoutMs`.
 */
export async function safeFetchImage(
  raw: string,
  opts: SafeFetchOptions,
): Promise<{ body: Buffer; contentType: string }> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const expired = new Promise<never>((_, reject) =>
    deadline.addEventListener('abort', () =>
      reject(upstream(`no complete answer within ${opts.timeoutMs / 1000} s`)),
    ),
  );
  return Promise.race([fetchWithin(raw, opts, deadline), expired]);
}

async function fetchWithin(
  raw: string,
  opts: SafeFetchOptions,
  signal: AbortSignal,
): Promise<{ body: Buffer; contentType: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('not a URL');
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('only http and https');
    if (url.username || url.password) throw refused('credentials in the address');
    const { address, family } = await checkedAddress(url.hostname, opts.allow);
    const res = await request(url, address, family, signal);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= opts.maxRedirects) throw upstream('too many redirects');
      url = new URL(res.headers.location, url);
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw upstream(`the server answered ${status}`);
    }
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    // SVG can carry script; only raster images pass.
    if (!contentType.startsWith('image/') || contentType === 'image/svg+xml') {
      res.resume();
      throw upstream('the address is not an image');
    }
    return { body: await readCapped(res, opts.maxBytes), contentType };
  }
}
