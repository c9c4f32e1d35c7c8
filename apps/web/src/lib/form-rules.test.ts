import { describe, expect, it } from 'vitest';
import { notBlank } from './form-rules';

describe('notBlank', () => {
  it('passes a value with anything besides spaces, and gives the message otherwise', () => {
    const rule = notBlank('Code is required');
    expect(rule(' r1 ')).toBe(true);
    expect(rule('')).toBe('Code is required');
    expect(rule(' \t ')).toBe('Code is required');
  });
});
