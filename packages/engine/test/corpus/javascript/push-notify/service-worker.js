/* Service worker of a chat client: caches the shell and shows notifications the pages post to it. */
const cacheName = 'shell-v3';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((c) => c.addAll(['/', '/app.js'])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// only pages of this origin under the worker's scope can post here
// vigil-ok: js.message-origin-unchecked
self.addEventListener('message', function (event) {
  if (event.data && event.data.type === 'notification') {
    self.registration.showNotification(String(event.data.title), { body: String(event.data.body) });
  }
});
