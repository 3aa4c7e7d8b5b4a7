const TRUSTED = 'https://app.example.com';

// vigil: js.message-origin-unchecked
window.addEventListener('message', (event) => {
  document.title = String(event.data.title);
});

// vigil: js.message-origin-unchecked
window.onmessage = function (e) {
  localStorage.setItem('theme', e.data.theme);
};

// vigil-ok: js.message-origin-unchecked
window.addEventListener('message', (event) => {
  if (event.origin !== TRUSTED) return;
  document.title = String(event.data.title);
});

// vigil-ok: js.message-origin-unchecked
window.addEventListener('message', function (ev) {
  if (ev.source !== window.parent) return;
  localStorage.setItem('theme', ev.data.theme);
});

// vigil-ok: js.message-origin-unchecked
window.addEventListener('resize', (event) => {
  document.title = String(event.type);
});

export {};
