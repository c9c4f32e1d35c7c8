import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('countdown', () => {
  it('formats minutes and zero-padded seconds', () => {
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('counts whole seconds to the deadline, never below 0', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    expect(secondsUntil('2026-03-01T12:05:00.000Z', now)).toBe(300);
    expect(secondsUntil('2026-03-01T12:00:00.999Z', now)).toBe(0);
    expect(secondsUntil('2026-03-01T11:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});
