// Wishlist page: renders the shared list named in the URL.
import $ from 'jquery';

const params = new URLSearchParams(window.location.search);
const owner = params.get('owner') || 'you';

// vigil: js.xss
$('#wishlist-title').append('<h2>Wishlist of ' + owner + '</h2>');
// vigil-ok: js.xss
$('#wishlist-subtitle').text('Shared by ' + owner);

const form = new FormData();
// vigil-ok: js.xss
form.append('owner', owner);

// vigil: js.xss
$(decodeURIComponent(window.location.hash.slice(1))).addClass('highlight');
// vigil-ok: js.xss
$('#wishlist').addClass('ready');
