// Embeddable support chat widget: receives messages from the host page and the chat server.
import $ from 'jquery';

const TRUSTED_ORIGIN = 'https://support.example.com';
const list = $('#chat-messages');

window.addEventListener('message', (event) => {
  if (event.origin !== TRUSTED_ORIGIN) return;
  const msg = event.data;
  // vigil-ok: js.xss
  list.append($('<li class="msg">').text(msg.text));
  if (msg.type === 'navigate') {
    const target = new URL(msg.url, window.location.origin);
    if (target.origin === window.location.origin) {
      // vigil-ok: js.open-redirect
      window.location.assign(target.href);
    }
  }
});

export function showAgentName(name) {
  // vigil: js.xss
  $('#agent-name').html('<b>' + name + '</b>');
}

const agentParam = new URLSearchParams(window.location.search).get('agent');
showAgentName(agentParam);

const transcriptUrl = new URLSearchParams(window.location.search).get('transcript');
if (transcriptUrl) {
  // vigil: js.open-redirect
  window.location.assign(transcriptUrl);
}

const theme = window.location.hash.slice(1);
// vigil: js.code-injection
eval('applyTheme_' + theme + '()');

const link = document.getElementById('help-link');
// vigil-ok: js.xss
link.setAttribute('title', decodeURIComponent(window.location.hash.slice(1)));

const out = document.getElementById('preview');
// vigil: js.xss
out.outerHTML = '<div id="preview">' + decodeURIComponent(window.location.hash.slice(1)) + '</div>';
