import { Resolver } from 'node:dns/promises';
import type { DNSResolver } from 'mailauth';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { senderDomain } from './security-alerts/text.ts';

/**
 * A DNS TXT look-up as mailauth asks it (`resolver(name, 'TXT')`), answering the records as
 * `dns.promises.resolve` does; failing with a `code` (`ENOTFOUND`, `ENODATA` when the name has
 * no key, anything else when DNS could not answer).
 */
export type TxtResolver = DNSResolver;

/**
 * What DKIM says of a mail's sender (decision 0041): true when a signature of the From
 * domain's organisation verifies over the whole body, false when none does (a signature that
 * fails, one of another domain, no signature at all, an ambiguous From), null when DNS could
 * not answer for the From domain's key, so nobody knows.
 */
export type SenderVerdict = boolean | null;

/** How long one key look-up may take before the verdict is "unknown" (decision 0041). */
export const DNS_TIMEOUT_MS = 2_000;
/** A key found stays trusted this long: senders sign thousands of mails with one selector. */
const KEY_CACHE_MS = 10 * 60_000;
const KEY_CACHE_MAX = 2_000;

const HEADER_END = /\r?\n\r?\n/;
const DKIM_SIGNATURE = /(?:^|\n)dkim-signature[ \t]*:/i;

/**
 * Whether the header block carries a DKIM-Signature: without one the verdict is false with no
 * look-up and no parse, which is most mail a shop receives from people and all of a benchmark's.
 */
export function hasDkimSignature(raw: Buffer): boolean {
  // Header blocks are short; a message without a blank line is all header.
  const head = raw.subarray(0, 256 * 1024).toString('latin1');
  const end = HEADER_END.exec(head);
  return DKIM_SIGNATURE.test(end ? head.slice(0, end.index) : head);
}

const timeout = (name: string) =>
  Object.assign(new Error(`no DNS answer for ${name} in time`), { code: 'ETIMEOUT' });

/** The look-up, given up after `ms`: a resolver that never answers makes the verdict null. */
export function withDeadline(resolve: TxtResolver, ms: number): TxtResolver {
  return (name, rrtype) =>
    new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(timeout(name)), ms);
      timer.unref();
      resolve(name, rrtype).then(
        (answer) => {
          clearTimeout(timer);
          ok(answer);
        },
        (err: unknown) => {
          clearTimeout(timer);
          fail(err);
        },
      );
    });
}

/**
 * The machine's DNS servers (or `servers`, `ip` or `ip:port`), asked with a short timeout and
 * one retry (c-ares, so no thread of the pool is held), keys found kept for ten minutes.
 */
export function systemTxtResolver(
  timeoutMs = DNS_TIMEOUT_MS,
  servers: readonly string[] = [],
): TxtResolver {
  const resolver = new Resolver({ timeout: Math.max(100, Math.floor(timeoutMs / 2)), tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  const keys = new Map<string, { answer: string[][]; until: number }>();
  return async (name, rrtype) => {
    const key = `${rrtype} ${name.toLowerCase()}`;
    const hit = keys.get(key);
    if (hit && hit.until > Date.now()) return hit.answer;
    const answer = (await resolver.resolve(name, rrtype)) as string[][];
    if (keys.size >= KEY_CACHE_MAX) keys.clear();
    keys.set(key, { answer, until: Date.now() + KEY_CACHE_MS });
    return answer;
  };
}

/**
 * Checks the DKIM signatures of a raw message (mailauth) against `from`, the From header as
 * stored and as the security rules read it. Only a signature aligned with the From domain
 * counts (DMARC's relaxed alignment: the same organisational domain), and only over the whole
 * body (an `l=` signature with text after its length is not the sender's whole mail). The From
 * mailauth reads must name the same domain as the stored one, so the two parsers cannot be
 * played against each other.
 */
export async function verifySender(
  raw: Buffer,
  from: string,
  opts: { resolve: TxtResolver; timeoutMs: number; now: Date },
): Promise<SenderVerdict> {
  const domain = senderDomain(from);
  if (domain === null) return false;
  let result;
  try {
    result = await dkimVerify(raw, {
      resolver: withDeadline(opts.resolve, opts.timeoutMs),
      curTime: opts.now,
    });
  } catch {
    // A header block mailauth cannot take apart proves nothing.
    return false;
  }
  if (result.headerFrom.length !== 1) return false;
  if (senderDomain(result.headerFrom[0]!) !== domain) return false;
  const own = result.results.filter((r) => r.status.aligned && !r.status.underSized);
  if (own.some((r) => r.status.result === 'pass')) return true;
  if (own.some((r) => r.status.result === 'temperror')) return null;
  return false;
}

/** A verdict to store, and whether the message needed a look-up for it. */
export interface SenderCheck {
  /**
   * The verdict of a stored message: false at once without a signature; else after the DNS
   * look-ups, at most `concurrency` messages at a time.
   */
  check(raw: Buffer, from: string): Promise<SenderVerdict>;
}

export function createSenderCheck(deps: {
  resolve: TxtResolver;
  timeoutMs?: number;
  now: () => Date;
  /** Messages checked at once; the rest wait their turn. */
  concurrency?: number;
  /**
   * Raw bytes of the messages being checked or waiting, at most (each is kept whole until
   * checked); past it a verdict is null (not known) rather than late, and memory stays bounded.
   */
  maxHeldBytes?: number;
}): SenderCheck {
  const { resolve, now, concurrency = 16, maxHeldBytes = 64 * 1024 * 1024 } = deps;
  const timeoutMs = deps.timeoutMs ?? DNS_TIMEOUT_MS;
  let running = 0;
  let heldBytes = 0;
  const waiting: (() => void)[] = [];

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    // A finished check hands its place to the next one waiting, so none can slip in between.
    if (running >= concurrency) await new Promise<void>((go) => waiting.push(go));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    async check(raw, from) {
      if (!hasDkimSignature(raw)) return false;
      // One message alone is always checked, however large MAIL_MAX_BYTES lets it be.
      if (heldBytes > 0 && heldBytes + raw.length > maxHeldBytes) return null;
      heldBytes += raw.length;
      try {
        return await turn(() => verifySender(raw, from, { resolve, timeoutMs, now: now() }));
      } finally {
        heldBytes -= raw.length;
      }
    },
  };
}
