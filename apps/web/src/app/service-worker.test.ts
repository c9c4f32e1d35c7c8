import { describe, expect, it, vi } from 'vitest';
import source from '../../public/sw.js?raw';
const ORIGIN = 'https://shop.example';

type FakeWindow = {
  url: string;
  focus: () => Promise<FakeWindow>;
  navigate: ReturnType<typeof vi.fn>;
};

function fakeWindow(url: string, { controlled = true } = {}): FakeWindow & { controlled: boolean } {
  const client = {
    url,
    controlled,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (target: string) => {
      if (!controlled) throw new TypeError('not controlled');
      return { ...client, url: target };
    }),
  };
  return client;
}

/** Runs public/sw.js against a fake worker scope with the given open tabs. */
function startWorker(windows: ReturnType<typeof fakeWindow>[] = []) {
  const listeners = new Map<string, (event: object) => void>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification },
    clients: {
      matchAll: async ({ includeUncontrolled = false } = {}) =>
        windows.filter((w) => includeUncontrolled || w.controlled),
      openWindow,
      claim: async () => {},
    },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, listener),
  };
  new Function('self', source)(scope);

  async function dispatch(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  const push = (payload: unknown) =>
    dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
  const click = (url: string) =>
    dispatch('notificationclick', { notification: { close: vi.fn(), data: { url } } });
  return { push, click, showNotification, openWindow };
}

describe('service worker: push', () => {
  it("shows a seller's push with its tag, renotifying, and the shop page to open", async () => {
    const worker = startWorker();
    await worker.push({
      title: 'New order',
      body: 'SR-0024',
      url: '/transactions',
      tag: 'order-51',
    });
    expect(worker.showNotification).toHaveBeenCalledWith(
      'New order',
      expect.objectContaining({
        body: 'SR-0024',
        tag: 'order-51',
        renotify: true,
        data: { url: `${ORIGIN}/transactions` },
      }),
    );
  });

  it('shows an alert as before: its picture, no tag', async () => {
    const worker = startWorker();
    await worker.push({
      title: 'New account',
      body: '$40',
      url: '/games/1/accounts/7',
      image: '/i.webp',
    });
    const [, options] = worker.showNotification.mock.calls[0] as unknown as [string, object];
    expect(options).toMatchObject({
      image: '/i.webp',
      data: { url: `${ORIGIN}/games/1/accounts/7` },
    });
    expect(options).not.toHaveProperty('tag');
    expect(options).not.toHaveProperty('renotify');
  });

  it('never points a notification at another site', async () => {
    const worker = startWorker();
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      await worker.push({ title: 't', body: '', url, tag: 'x' });
    }
    for (const [, options] of worker.showNotification.mock.calls as unknown as [
      string,
      { data: object },
    ][]) {
      expect(options.data).toEqual({ url: `${ORIGIN}/` });
    }
  });
});

describe('service worker: click', () => {
  it('focuses the tab already on the page', async () => {
    const there = fakeWindow(`${ORIGIN}/transactions`);
    const worker = startWorker([fakeWindow(`${ORIGIN}/`), there]);
    await worker.click(`${ORIGIN}/transactions`);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it("takes the shop's most recent tab to the page, focused", async () => {
    const recent = fakeWindow(`${ORIGIN}/games/1`);
    const older = fakeWindow(`${ORIGIN}/email`);
    const worker = startWorker([recent, older]);
    await worker.click(`${ORIGIN}/transactions?id=51`);
    expect(recent.focus).toHaveBeenCalled();
    expect(recent.navigate).toHaveBeenCalledWith(`${ORIGIN}/transactions?id=51`);
    expect(older.navigate).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab of the shop can be taken there', async () => {
    const uncontrolled = fakeWindow(`${ORIGIN}/`, { controlled: false });
    const worker = startWorker([uncontrolled]);
    await worker.click(`${ORIGIN}/transactions`);
    expect(uncontrolled.navigate).not.toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/transactions`);

    const none = startWorker();
    await none.click(`${ORIGIN}/email`);
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/email`);
  });

  it('opens the shop home for a link to another site', async () => {
    const worker = startWorker();
    await worker.click('https://evil.example/phish');
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
