// Client-side search page: renders results and the query string.
import DOMPurify from 'dompurify';

const params = new URLSearchParams(window.location.search);
const query = params.get('q') || '';
const heading = document.getElementById('search-heading');
const results = document.getElementById('results');

// vigil: js.xss
heading.innerHTML = 'Results for <em>' + query + '</em>';

// vigil-ok: js.xss
heading.textContent = 'Results for ' + query;

function renderSnippet(html) {
  const div = document.createElement('div');
  // vigil-ok: js.xss
  div.innerHTML = DOMPurify.sanitize(html);
  results.appendChild(div);
}

renderSnippet(decodeURIComponent(window.location.hash.slice(1)));

const lang = params.get('lang');
// vigil: js.xss
document.write('<script src="/i18n/' + lang + '.js"></script>');

const ret = params.get('return');
if (ret) {
  // vigil: js.open-redirect
  window.location.href = ret;
}

const tab = params.get('tab');
// vigil-ok: js.open-redirect
window.location.hash = ['overview', 'activity', 'settings'].includes(tab) ? tab : 'overview';

// vigil: js.message-origin-unchecked
window.addEventListener('message', (event) => {
  const panel = document.getElementById('chat-panel');
  // vigil: js.xss
  panel.insertAdjacentHTML('beforeend', `<li>${event.data.text}</li>`);
});

const banner = document.querySelector('.promo');
// vigil-ok: js.xss
banner.innerHTML = '<strong>Free shipping</strong> on orders over 50 EUR';

const cb = params.get('callback');
// vigil: js.code-injection
setTimeout('window.' + cb + '()', 0);
