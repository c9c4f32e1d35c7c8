import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { RateWindow } from './rate-window.ts';
import { manualClock } from '../../test/helpers.ts';

function refusal(fn: () => void): AppError | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

describe('RateWindow', () => {
  it('allows max hits in the window, then refuses with the seconds until the oldest leaves', () => {
    const { clock, advance } = manualClock(new Date(1_700_000_000_000));
    const limit = new RateWindow(3, 60_000, clock);
    limit.take('a');
    advance(10_000);
    limit.take('a');
    limit.take('a');
    advance(5_000);
    const err = refusal(() => limit.take('a'));
    expect(err?.code).toBe('RATE_LIMITED');
    // The first hit was 15 s ago: it leaves the 60 s window in 45 s.
    expect(err?.headers).toEqual({ 'retry-after': '45' });
    // Another key has its own window.
    expect(refusal(() => limit.take('b'))).toBeNull();
  });

  it('slides: each hit leaves exactly one window after it was counted', () => {
    const { clock, advance } = manualClock(new Date(1_700_000_000_000));
    const limit = new RateWindow(2, 1_000, clock);
    limit.take('k');
    advance(400);
    limit.take('k');
    advance(599);
    expect(refusal(() => limit.take('k'))).not.toBeNull();
    advance(1); // the first hit is now exactly 1,000 ms old: out of the window
    expect(refusal(() => limit.take('k'))).toBeNull();
    expect(refusal(() => limit.take('k'))).not.toBeNull();
    advance(400); // the second hit leaves
    expect(refusal(() => limit.take('k'))).toBeNull();
  });

  it('never counts a refused attempt', () => {
    const { clock, advance } = manualClock(new Date(1_700_000_000_000));
    const limit = new RateWindow(1, 1_000, clock);
    limit.take('k');
    for (let i = 0; i < 5; i++) {
      advance(100);
      expect(refusal(() => limit.take('k'))).not.toBeNull();
    }
    advance(500);
    expect(refusal(() => limit.take('k'))).toBeNull();
  });

  it('keeps up with a limit far above the traffic: 300,000 hits in one window', () => {
    // The per-address mail limit may be set to a million a minute. Filtering the key's whole
    // list on each hit made this quadratic (about 4.5e10 comparisons): it would not finish.
    const { clock, advance } = manualClock(new Date(1_700_000_000_000));
    const limit = new RateWindow(1_000_000, 60_000, clock);
    for (let i = 0; i < 300_000; i++) {
      limit.take('sender');
      if (i % 10 === 0) advance(1);
    }
    advance(60_000);
    expect(refusal(() => limit.take('sender'))).toBeNull();
  });

  it('forgets idle keys once their number has doubled, and keeps those still counting', () => {
    const { clock, advance } = manualClock(new Date(1_700_000_000_000));
    const limit = new RateWindow(1, 60_000, clock);
    for (let i = 0; i < 9_999; i++) limit.take(`idle-${i}`);
    advance(60_000);
    limit.take('busy');
    expect(limit.keys).toBe(10_000);
    limit.take('another'); // 10,000 held, the floor: the idle ones are swept first
    expect(limit.keys).toBe(2);
    expect(refusal(() => limit.take('busy'))).not.toBeNull();
  });
});
