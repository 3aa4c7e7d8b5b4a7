/* The chat page: forwards notifications to its service worker, and takes commands from an embed. */
function notify(title, body) {
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    navigator.serviceWorker.controller.postMessage({ type: 'notification', title, body });
  }
}

// any window holding a reference to this page can post here
// vigil: js.message-origin-unchecked
window.addEventListener('message', function (event) {
  if (event.data && event.data.type === 'notification') notify(event.data.title, event.data.body);
});

module.exports = { notify };
