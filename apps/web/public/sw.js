/*
 * Alerts by Web Push. The server sends {title, body, url, image?} (AlertPushPayload in the
 * contract); a click opens the account's page, reusing a tab of the shop when there is one.
 * No fetch handler: the shop works the same with or without this worker.
 */
/* global self */

const FALLBACK = { title: 'New account available', body: '', url: '/' };

/** The shop's own page for `url`; a link elsewhere is never opened from a notification. */
function shopUrl(url) {
  const home = self.location.origin + '/';
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : home;
  } catch {
    return home;
  }
}

function readPayload(event) {
  if (!event.data) return FALLBACK;
  try {
    return { ...FALLBACK, ...event.data.json() };
  } catch {
    return { ...FALLBACK, body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      image: payload.image,
      icon: '/favicon.svg',
      data: { url: shopUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = shopUrl(event.notification.data?.url ?? '/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      // Only a tab this worker controls can be navigated; any other gets a new window.
      const shop = windows.find((client) => client.url.startsWith(self.location.origin));
      if (!shop || !('navigate' in shop)) return self.clients.openWindow(target);
      return shop
        .navigate(target)
        .then((client) => (client ? client.focus() : self.clients.openWindow(target)))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
