/* global $ */
'use strict';

// Admin page: the tab named in the location's hash is opened on load.
$(function () {
  // vigil-ok: js.xss
  $('.nav-pills a[href="' + window.location.hash + '"]').tab('show');
  // vigil-ok: js.xss
  const panel = $(location.hash);
  panel.addClass('active');

  const note = new URLSearchParams(window.location.search).get('note');
  // vigil: js.xss
  $('<div class="note">' + note + '</div>').appendTo('#notes');
  // vigil: js.xss
  $(decodeURIComponent(window.location.hash.slice(1))).appendTo('#notes');
});
