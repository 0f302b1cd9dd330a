// The service worker's part of push reminders, loaded into the generated Workbox worker with
// importScripts (vite.config.ts), so that its caching stays as Workbox writes it.

const DASHBOARD = '/dashboard';

// Shows each reminder the server pushes: a title, a body and the app's screen it is about.
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(message.title || 'Gauntlet', {
      body: message.body,
      icon: '/icon-192.png',
      data: { url: message.url },
    }),
  );
});

// A tap opens the screen the reminder is about, or focuses a window already showing it. Only
// the app's own screens open: a push names a path, never another site.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const asked = new URL(event.notification.data?.url || DASHBOARD, self.location.origin);
  const target = asked.origin === self.location.origin ? asked.href : new URL(DASHBOARD, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const showing = windows.find((client) => client.url === target);
      return showing ? showing.focus() : self.clients.openWindow(target);
    }),
  );
});
