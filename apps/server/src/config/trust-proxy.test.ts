import { describe, expect, it } from 'vitest';
import { loadSettings } from './load.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

const trustOf = (TRUST_PROXY: string) => loadSettings({ TRUST_PROXY }).trustProxy;

describe('TRUST_PROXY', () => {
  it.each([
    ['0', 0],
    ['off', 0],
    ['1', 1],
    ['true', 1],
    ['yes', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
  ])('reads %j as the proxies in front of the shop', (raw, trust) => {
    expect(trustOf(raw)).toEqual(trust);
  });

  it.each(['10', 'every', '300.1.1.1', '10.0.0.0/99', '1,2'])(
    'stops the start on %j, naming the variable',
    (raw) => {
      expect(() => trustOf(raw)).toThrow(/^TRUST_PROXY: /);
    },
  );

  it('trusts as many hops as there are proxies, counted from the shop, and never all of them', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('a count is given as a function');
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.5', hop))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
