import { describe, expect, it } from 'vitest';
import { noteServerDate, serverNow, serverOffsetMs } from './server-time';

const HOUR = 60 * 60 * 1000;

describe('the server time', () => {
  it('is the device time until an answer says otherwise', () => {
    noteServerDate(null);
    noteServerDate('not a date');
    expect(serverOffsetMs()).toBe(0);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });

  it('follows the Date header within its second, and keeps steady across answers', () => {
    const received = Date.UTC(2026, 11, 7, 12, 0, 0, 250);
    const header = new Date(received + HOUR).toUTCString();
    noteServerDate(header, received);
    // The header names whole seconds: the server's time was within the one it names.
    expect(Math.abs(serverOffsetMs() - HOUR)).toBeLessThanOrEqual(500);
    const first = serverOffsetMs();
    // A second later, the same clock read a little differently: the kept offset stays.
    noteServerDate(new Date(received + HOUR + 1000).toUTCString(), received + 1300);
    expect(serverOffsetMs()).toBe(first);
    // The shop's clock was moved (or the device's): the new offset is taken.
    noteServerDate(new Date(received + 3 * HOUR).toUTCString(), received + 2000);
    expect(Math.abs(serverOffsetMs() - (3 * HOUR - 2000))).toBeLessThanOrEqual(1000);
  });
});
