import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from './eventually.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('eventually', () => {
  it('resolves with the first answer that is neither undefined nor false', async () => {
    const answers = [undefined, false, 0, 1];
    const probe = vi.fn(() => answers.shift());
    await expect(eventually('a number', probe, { intervalMs: 1 })).resolves.toBe(0);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('counts a probe that throws as not yet, and asks again', async () => {
    let calls = 0;
    const probe = async () => {
      calls += 1;
      if (calls < 3) throw new Error('connection refused');
      return 'up';
    };
    await expect(eventually('the server', probe, { intervalMs: 1 })).resolves.toBe('up');
    expect(calls).toBe(3);
  });

  it('fails after its timeout, naming what it waited for and the last error', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const waiting = eventually(
      'the mail to arrive',
      () => {
        calls += 1;
        throw new Error(`inbox empty (${calls})`);
      },
      { timeoutMs: 1_000, intervalMs: 100 },
    );
    const failed = expect(waiting).rejects.toThrow(
      /^timed out after 1000 ms waiting for the mail to arrive; last error: inbox empty \(\d+\)$/,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(10);
    await vi.advanceTimersByTimeAsync(2);
    await failed;
    expect(calls).toBe(11);
  });

  it('fails without an error to name when the probe only answered "not yet"', async () => {
    vi.useFakeTimers();
    const waiting = eventually('a flag', () => false, { timeoutMs: 200 });
    const failed = expect(waiting).rejects.toThrow(/^timed out after 200 ms waiting for a flag$/);
    await vi.advanceTimersByTimeAsync(250);
    await failed;
  });
});
