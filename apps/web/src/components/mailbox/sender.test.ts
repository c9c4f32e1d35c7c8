import { describe, expect, it } from 'vitest';
import { formatSender, senderName } from './sender';

describe('sender', () => {
  it.each([
    ['"HoYoverse" <noreply@hoyoverse.com>', 'HoYoverse <noreply@hoyoverse.com>', 'HoYoverse'],
    [
      'Steam Support <noreply@steampowered.com>',
      'Steam Support <noreply@steampowered.com>',
      'Steam Support',
    ],
    ['<bare@example.com>', 'bare@example.com', 'bare@example.com'],
    ['plain@example.com', 'plain@example.com', 'plain@example.com'],
  ])('%s', (from, full, short) => {
    expect(formatSender(from)).toBe(full);
    expect(senderName(from)).toBe(short);
  });
});
