import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { FakeEventSource } from '@/test/fake-event-source';
import { openRealtime, type RealtimeOptions } from './connection';

const newEmail = {
  id: 7,
  to: 'demo.a@shop.localhost',
  subject: 'Hi',
  created_at: '2030-01-01T00:00:00.000Z',
};

/** Tickets t1, t2, ... in order; `refuse` makes the next fetches fail with `refusal` instead. */
function tickets(refusal: unknown = new Error('refused')) {
  let issued = 0;
  let refusing = 0;
  const fetcher = vi.fn<RealtimeOptions['getTicket']>(async () => {
    if (refusing > 0) {
      refusing--;
      throw refusal;
    }
    return `t${++issued}`;
  });
  return { fetcher, refuse: (times: number) => (refusing = times) };
}

/** The answer to a ticket request for a removed sub-roller. */
const TOKEN_INVALID = new ApiError({
  status: 401,
  code: 'SUB_ROLLER_TOKEN_INVALID',
  serverMessage: 'Invalid sub-roller token',
});

function open(overrides: Partial<RealtimeOptions> = {}, t = tickets()) {
  const connection = openRealtime({
    channel: 'private-demo',
    getTicket: t.fetcher,
    createSource: (url) => new FakeEventSource(url),
    // The longest wait of each step, so each delay is exact.
    random: () => 1,
    ...overrides,
  });
  return { connection, tickets: t };
}

/** Lets the ticket promise settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('openRealtime', () => {
  it('opens the stream with a ticket for its channel and hands typed events to subscribers', async () => {
    const { connection, tickets } = open();
    const heard = vi.fn();
    connection.subscribe('new-email', heard);
    await settle();
    expect(tickets.fetcher).toHaveBeenCalledWith('private-demo', expect.any(AbortSignal));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.last.url).toBe('/api/realtime?ticket=t1');

    FakeEventSource.last.emit('ready');
    FakeEventSource.last.emit('new-email', newEmail);
    FakeEventSource.last.emit('new-order', { transaction_id: 1, account_id: 2, game_id: 3 });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith(newEmail);
    connection.close();
  });

  it('escapes the ticket in the URL', async () => {
    const { connection } = open({ getTicket: async () => 'a+b/c=' });
    await settle();
    expect(FakeEventSource.last.url).toBe('/api/realtime?ticket=a%2Bb%2Fc%3D');
    expect(FakeEventSource.last.ticket).toBe('a+b/c=');
    connection.close();
  });

  it('skips a frame whose data is not JSON and keeps listening', async () => {
    const { connection } = open();
    const heard = vi.fn();
    connection.subscribe('new-email', heard);
    await settle();
    FakeEventSource.last.emit('new-email', '{not json');
    FakeEventSource.last.emit('new-email', newEmail);
    expect(heard).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('reaches a subscriber that joins after the stream opened, and stops after it leaves', async () => {
    const { connection } = open();
    await settle();
    const heard = vi.fn();
    const leave = connection.subscribe('new-order', heard);
    FakeEventSource.last.emit('new-order', { transaction_id: 1, account_id: 2, game_id: 3 });
    leave();
    FakeEventSource.last.emit('new-order', { transaction_id: 4, account_id: 5, game_id: 6 });
    expect(heard).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('after an error closes the stream, waits, then opens again with a fresh ticket', async () => {
    const { connection, tickets } = open();
    await settle();
    const first = FakeEventSource.last;
    first.emit('ready');
    first.fail();
    expect(first.closed).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(tickets.fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets.fetcher).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.last.ticket).toBe('t2');
    connection.close();
  });

  it('doubles the wait with each failure in a row, up to 30 s', async () => {
    const { connection, tickets } = open();
    await settle();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      FakeEventSource.last.fail();
      const calls = tickets.fetcher.mock.calls.length;
      let waited = 0;
      while (tickets.fetcher.mock.calls.length === calls) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    connection.close();
  });

  it('spreads each wait between half and all of its step', async () => {
    const { connection, tickets } = open({ random: () => 0 });
    await settle();
    FakeEventSource.last.fail();
    await vi.advanceTimersByTimeAsync(499);
    expect(tickets.fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets.fetcher).toHaveBeenCalledTimes(2);
    connection.close();
  });

  it('backs off the same way while tickets are refused', async () => {
    const refused = tickets();
    refused.refuse(3);
    const { connection } = open({}, refused);
    await settle();
    expect(FakeEventSource.opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(refused.fetcher).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(refused.fetcher).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(refused.fetcher).toHaveBeenCalledTimes(4);
    expect(FakeEventSource.last.ticket).toBe('t1');
    connection.close();
  });

  it('starts the waits over once a stream is ready, and tells subscribers it resumed', async () => {
    const { connection, tickets } = open();
    const resumed = vi.fn();
    connection.subscribe('resumed', resumed);
    await settle();
    FakeEventSource.last.emit('ready');
    expect(resumed).not.toHaveBeenCalled();

    FakeEventSource.last.fail();
    await vi.advanceTimersByTimeAsync(1000);
    FakeEventSource.last.fail();
    await vi.advanceTimersByTimeAsync(2000);
    expect(tickets.fetcher).toHaveBeenCalledTimes(3);
    FakeEventSource.last.emit('ready');
    expect(resumed).toHaveBeenCalledTimes(1);

    FakeEventSource.last.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(tickets.fetcher).toHaveBeenCalledTimes(4);
    connection.close();
  });

  it('on close ends the stream and never reconnects', async () => {
    const { connection, tickets } = open();
    await settle();
    const source = FakeEventSource.last;
    connection.close();
    expect(source.closed).toBe(true);
    source.fail();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tickets.fetcher).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('closed while a ticket is on its way: aborts it and opens nothing', async () => {
    const { connection, tickets } = open();
    const signal = tickets.fetcher.mock.calls[0]![1];
    connection.close();
    expect(signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('closed while waiting to reconnect: the wait is cancelled', async () => {
    const { connection, tickets } = open();
    await settle();
    FakeEventSource.last.fail();
    connection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tickets.fetcher).toHaveBeenCalledTimes(1);
  });

  it('stops asking for tickets once one is refused with 401: the credentials are gone', async () => {
    const refused = tickets(TOKEN_INVALID);
    refused.refuse(Infinity);
    const { connection } = open({}, refused);
    await settle();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refused.fetcher).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(0);
    connection.close();
  });

  it('after a stream broke, a 401 for the next ticket ends it too', async () => {
    const refused = tickets(new ApiError({ status: 401, code: 'SESSION_EXPIRED' }));
    const { connection } = open({}, refused);
    await settle();
    FakeEventSource.last.emit('ready');
    refused.refuse(Infinity);
    FakeEventSource.last.fail();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refused.fetcher).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.opened).toHaveLength(1);
    connection.close();
  });

  it('keeps retrying refusals that may pass (server errors, no network)', async () => {
    const refused = tickets(new ApiError({ status: 503, code: 'HTTP_ERROR' }));
    refused.refuse(Infinity);
    const { connection } = open({}, refused);
    await settle();
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(refused.fetcher).toHaveBeenCalledTimes(3);
    connection.close();
  });

  it('asks isFatal, when given, which refusals end the connection', async () => {
    const refused = tickets();
    refused.refuse(1);
    const isFatal = vi.fn(() => true);
    const { connection } = open({ isFatal }, refused);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isFatal).toHaveBeenCalledWith(new Error('refused'));
    expect(refused.fetcher).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('on revoked tells its subscribers, closes the stream and never opens it again', async () => {
    const { connection, tickets } = open();
    const revoked = vi.fn();
    connection.subscribe('revoked', revoked);
    await settle();
    const source = FakeEventSource.last;
    source.emit('ready');
    source.emit('revoked', {});
    expect(revoked).toHaveBeenCalledWith({});
    expect(source.closed).toBe(true);
    // The server ends the stream after the event: that is no reason to reconnect.
    source.fail();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(tickets.fetcher).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
    connection.close();
  });

  it('ends on revoked even when nobody listens for it, whatever its data', async () => {
    const { connection, tickets } = open();
    connection.subscribe('new-email', vi.fn());
    await settle();
    FakeEventSource.last.emit('revoked', '');
    expect(FakeEventSource.last.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tickets.fetcher).toHaveBeenCalledTimes(1);
    connection.close();
  });
});
