// Service worker of the site: shows Web Push notifications and opens the site when one is
// clicked (docs/product/accounts.md "Push notifications"). It caches nothing.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/**
 * Reads a push payload: JSON `{ title, body, url, icon }` (an alert adds `unsubscribeUrl` and
 * `unsubscribeTitle`: a "Stop alerts" button on the notification, docs/product/alerts.md), or
 * plain text used as the body.
 */
function readPayload(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : { body: String(parsed) };
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Kashi Realty';
  const url = typeof payload.url === 'string' ? payload.url : '/';
  const unsubscribeUrl = typeof payload.unsubscribeUrl === 'string' ? payload.unsubscribeUrl : undefined;
  const unsubscribeTitle = typeof payload.unsubscribeTitle === 'string' && payload.unsubscribeTitle ? payload.unsubscribeTitle : 'Stop alerts';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: typeof payload.icon === 'string' ? payload.icon : '/favicon.svg',
      badge: '/favicon.svg',
      data: { url, unsubscribeUrl },
      ...(unsubscribeUrl ? { actions: [{ action: 'unsubscribe', title: unsubscribeTitle }] } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // an alert's "Stop alerts" button opens its unsubscribe page (which asks before stopping)
  const address = event.action === 'unsubscribe' && event.notification.data?.unsubscribeUrl ? event.notification.data.unsubscribeUrl : event.notification.data?.url;
  const wanted = new URL(address || '/', self.location.origin);
  // Only pages of this site are opened.
  const target = wanted.origin === self.location.origin ? wanted.href : `${self.location.origin}/`;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const exact = windows.find((client) => client.url === target);
      if (exact) return exact.focus();
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (ours) return ours.focus().then((client) => (client && 'navigate' in client ? client.navigate(target) : client));
      return self.clients.openWindow(target);
    }),
  );
});
