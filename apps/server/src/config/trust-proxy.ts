import ipaddr from 'ipaddr.js';
import { fail } from './read-env.ts';

/**
 * Which hops in front of the shop are its own proxies (DESIGN §9): a count of proxies, or their
 * addresses. Never "every hop": nginx's `$proxy_add_x_forwarded_for` appends the address it saw
 * to whatever `X-Forwarded-For` the client wrote, so only the entries the shop's own proxies
 * added can be believed, and the client's address is the first one left of them.
 */
export type TrustProxy = number | string[];

export const MAX_PROXY_HOPS = 9;

const ON_WORDS = ['true', 'yes', 'on'];
const OFF_WORDS = ['false', 'no', 'off'];

/** `0`, a number of proxies `1`-`9` (the old flag words mean 1 and 0), or addresses and CIDRs. */
export function parseTrustProxy(raw: string): TrustProxy {
  const text = raw.trim().toLowerCase();
  if (OFF_WORDS.includes(text)) return 0;
  if (ON_WORDS.includes(text)) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS)
      fail('TRUST_PROXY', `must be 0-${MAX_PROXY_HOPS} proxies or their addresses, got "${raw}"`);
    return hops;
  }
  const addresses = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const address of addresses)
    if (!isAddressOrRange(address))
      fail('TRUST_PROXY', `"${address}" is not a number of proxies, an IP address or a CIDR range`);
  return addresses;
}

/** An address as written in dotted quads or IPv6, alone or with a prefix length. */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix] = text.split('/');
  const isV4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!isV4 && !ipaddr.IPv6.isValid(address)) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (isV4 ? 32 : 128);
}

/** Some proxy is trusted: requests reach the shop through one. */
export const trustsAProxy = (trust: TrustProxy): boolean =>
  typeof trust === 'number' ? trust > 0 : trust.length > 0;

/**
 * Fastify's `trustProxy` (proxy-addr walks from the shop's own peer outwards, hop 0 first): the
 * first `n` hops, or the hops from the proxies' addresses. A count is given as the function
 * proxy-addr would make of it, which Fastify's types accept.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (!trustsAProxy(trust)) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The setting as the operator would write it, for log lines. */
export const describeTrustProxy = (trust: TrustProxy): string =>
  typeof trust === 'number' ? String(trust) : trust.join(',');
