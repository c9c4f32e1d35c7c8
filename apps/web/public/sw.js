/*
 * Web Push for buyers' alerts and sellers' order news. An alert is {title, body, url, image?}
 * (AlertPushPayload in the contract); a seller's push is {title, body, url, tag}
 * (SellerPushPayload), whose tag makes a newer push about the same order replace the older one.
 * A click opens the push's page of the shop, in a tab of the shop when there is one.
 * No fetch handler: the shop works the same with or without this worker.
 */
/* global self */

const FALLBACK = { title: 'New account available', body: '', url: '/' };
const ICON = '/icons/icon-192.png';

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

function notificationOptions(payload) {
  const options = {
    body: payload.body,
    image: payload.image,
    icon: ICON,
    data: { url: shopUrl(payload.url) },
  };
  // Replacing a notification is silent unless renotify is set; a seller must still hear of
  // the payment that replaces "new order". Browsers refuse renotify without a tag.
  if (typeof payload.tag === 'string' && payload.tag) {
    options.tag = payload.tag;
    options.renotify = true;
  }
  return options;
}

// A new version takes over at once, and tabs opened before it became controlled, as only a
// controlled tab can be navigated from a notification click. No caches to keep consistent.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(self.registration.showNotification(payload.title, notificationOptions(payload)));
});

/**
 * Focuses the tab already showing `target`, or brings up the shop's most recently used tab and
 * takes it there, or opens a new window. Focus comes first: it is allowed only while the click
 * is being handled, and a page load may outlast that.
 */
async function openShopPage(target) {
  const every = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = every.find((client) => client.url === target);
  if (same) return same.focus();
  // Only a tab this worker controls can be navigated; matchAll lists those most recent first.
  const [shop] = await self.clients.matchAll({ type: 'window' });
  if (!shop) return self.clients.openWindow(target);
  try {
    const focused = await shop.focus();
    return await focused.navigate(target);
  } catch {
    return self.clients.openWindow(target);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openShopPage(shopUrl(event.notification.data?.url ?? '/')));
});
