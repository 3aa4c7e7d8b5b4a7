// Product preview frame: the shop page posts preview markup into this iframe.
const ALLOWED_PARENT = 'https://shop.example.com';

function onPreview (msg) {
  const box = document.getElementById('preview');
  // vigil: js.xss
  box.innerHTML = msg.data.markup;
}
window.addEventListener('message', onPreview);

// vigil: js.message-origin-unchecked
window.addEventListener('message', (ev) => {
  const title = document.getElementById('title');
  // vigil: js.xss
  title.outerHTML = '<h2 id="title">' + ev.data.title + '</h2>';
});

window.addEventListener('message', (ev) => {
  if (ev.origin !== ALLOWED_PARENT) return;
  const box = document.getElementById('preview-trusted');
  // vigil-ok: js.xss
  box.innerHTML = ev.data.markup;
});

// vigil: js.message-origin-unchecked
self.onmessage = function (e) {
  const status = document.getElementById('status');
  // vigil-ok: js.xss
  status.textContent = e.data.status;
};
