import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatUsd } from './format';

describe('formatting', () => {
  it('shows USD with 2 decimals', () => {
    expect(formatUsd(12)).toBe('$12.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('groups counts', () => {
    expect(formatCount(12345)).toBe('12,345');
  });

  it('shows an unparseable date as given', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
