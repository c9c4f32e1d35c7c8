import { describe, expect, it, vi } from 'vitest';
import { MicroCache } from './micro-cache.ts';

describe('MicroCache', () => {
  it('loads once per key within the TTL, shares concurrent loads, and forgets failures', async () => {
    const cache = new MicroCache<number>(1_000);
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('g1', 'a', load), cache.get('g1', 'a', load)])).toEqual([
      42, 42,
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => {
      throw new Error('db down');
    });
    await expect(cache.get('g1', 'b', failing)).rejects.toThrow('db down');
    await expect(cache.get('g1', 'b', failing)).rejects.toThrow('db down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('drops a whole scope on invalidate and expires entries after the TTL', async () => {
    vi.useFakeTimers();
    try {
      const cache = new MicroCache<string>(1_000);
      let n = 0;
      const load = async () => `v${++n}`;
      expect(await cache.get('g1', 'a', load)).toBe('v1');
      expect(await cache.get('g2', 'a', load)).toBe('v2');
      cache.invalidate('g1');
      expect(await cache.get('g1', 'a', load)).toBe('v3');
      expect(await cache.get('g2', 'a', load)).toBe('v2');
      vi.advanceTimersByTime(1_001);
      expect(await cache.get('g2', 'a', load)).toBe('v4');
    } finally {
      vi.useRealTimers();
    }
  });
});
