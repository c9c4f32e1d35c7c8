import { describe, expect, it } from 'vitest';
import { seeded } from '@/test/seeded';
import { formatCount, formatDate, formatUsd } from './format';

const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlCount = new Intl.NumberFormat('en-US');

describe('formatting', () => {
  it('shows USD with 2 decimals', () => {
    expect(formatUsd(12)).toBe('$12.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-3.5)).toBe('-$3.50');
    expect(formatUsd(0.005)).toBe('$0.01');
    expect(formatUsd(999999.999)).toBe('$1,000,000.00');
  });

  it('writes prices exactly as Intl does, across magnitudes and both signs', () => {
    const amounts = [
      0,
      0.1,
      0.29,
      1.005,
      2.675,
      100,
      999.995,
      1e6,
      12345678.9,
      2 ** 40,
      5e13,
      1e21,
    ];
    for (const r of seeded(20_000, 12345)) {
      const magnitude = 10 ** Math.floor(r * 10);
      amounts.push(Math.round(r * magnitude * 1000) / 1000, -Math.round(r * magnitude * 100) / 100);
    }
    for (const amount of amounts.filter((a) => Math.abs(a) >= 0.005)) {
      expect(formatUsd(amount), String(amount)).toBe(intlUsd.format(amount));
    }
  });

  it('never shows a minus sign on a zero price', () => {
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
  });

  it('groups counts exactly as Intl does', () => {
    expect(formatCount(12345)).toBe('12,345');
    const counts = [0, 7, 999, 1000, -1000, 1234567, Number.MAX_SAFE_INTEGER, 2 ** 60, 1.5];
    for (const r of seeded(20_000, 777)) counts.push(Math.floor(r * 10 ** Math.floor(r * 16)));
    for (const value of counts)
      expect(formatCount(value), String(value)).toBe(intlCount.format(value));
  });

  it('shows an unparseable date as given', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('shows a date as "Mon D, YYYY"', () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe('Jan 5, 2025');
  });
});
