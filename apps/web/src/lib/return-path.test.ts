import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('returns the remembered in-app path', () => {
    expect(returnPathFrom({ from: '/email?page=2' })).toBe('/email?page=2');
  });

  it('falls back to / for missing, foreign or login paths', () => {
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({ from: 'https://evil.example' })).toBe('/');
    expect(returnPathFrom({ from: '//evil.example' })).toBe('/');
    expect(returnPathFrom({ from: '/login' })).toBe('/');
  });
});
