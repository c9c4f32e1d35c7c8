import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { openRealtime } from './connection';
import { createRealtimeHub, type RealtimeSource } from './hub';

const hub = () =>
  createRealtimeHub((source) =>
    openRealtime({ ...source, createSource: (url) => new FakeEventSource(url) }),
  );
const source = (channel: string): RealtimeSource => ({
  channel,
  getTicket: async () => `ticket-for-${channel}`,
});
const order = { transaction_id: 1, account_id: 2, game_id: 3 };
const streamsOpen = () => FakeEventSource.opened.filter((s) => !s.closed).length;

beforeEach(() => FakeEventSource.reset());

describe('realtime hub', () => {
  it('shares one stream per channel among its subscribers, closing it with the last one', async () => {
    const h = hub();
    const inbox = vi.fn();
    const orders = vi.fn();
    const leaveInbox = h.subscribe(source('private-demo'), 'new-email', inbox);
    const leaveOrders = h.subscribe(source('private-demo'), 'new-order', orders);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(h.channels()).toEqual(['private-demo']);

    FakeEventSource.last.emit('new-order', order);
    expect(orders).toHaveBeenCalledWith(order);
    expect(inbox).not.toHaveBeenCalled();

    leaveInbox();
    leaveInbox();
    expect(streamsOpen()).toBe(1);
    leaveOrders();
    expect(streamsOpen()).toBe(0);
    expect(h.channels()).toEqual([]);
  });

  it('opens a stream of its own for each channel, and a new one after the last left', async () => {
    const h = hub();
    const leaveA = h.subscribe(source('private-a'), 'new-email', () => {});
    const leaveB = h.subscribe(source('private-b'), 'new-email', () => {});
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened.map((s) => s.ticket).sort()).toEqual([
      'ticket-for-private-a',
      'ticket-for-private-b',
    ]);
    leaveA();
    leaveB();
    const again = h.subscribe(source('private-a'), 'new-email', () => {});
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(3));
    expect(streamsOpen()).toBe(1);
    again();
  });
});
