/* global $ */
'use strict';

// The editor's toolbar: access keys are switched off while the editor is open and restored after.
// The editor keeps the page's address (with its hash) as its own state.
function Editor() {
  this.address = location.href;
  this.anchor = decodeURIComponent(location.hash.slice(1));
  this.disableAccessKeys();
  this.highlightAnchor();
}

// Inside a `function` given to `.each`, `this` is the element jQuery visits, not the editor.
Editor.prototype.disableAccessKeys = function () {
  $('[accesskey]').each(function () {
    // vigil-ok: js.xss
    const $el = $(this);
    $el.attr('data-old-accesskey', $el.attr('accesskey')).removeAttr('accesskey');
  });
};

// An arrow keeps the editor as `this`: its anchor, taken from the address, is parsed as markup.
Editor.prototype.highlightAnchor = function () {
  $('.toc a').each(() => {
    // vigil: js.xss
    $(this.anchor).addClass('current');
  });
};

// A table of the page's parameters: each key and value is set as an element's text.
function showParams(params) {
  const $table = $('<table>');
  for (const key in params) {
    // vigil-ok: js.xss
    $('<tr>')
      .append($('<th>').attr('scope', 'row').text(key))
      .append($('<td>').text(params[key]))
      .appendTo($table);
  }
  return $table;
}

// The same table with the value pasted in as markup.
function showParamsRaw(params) {
  const $table = $('<table>');
  for (const key in params) {
    // vigil: js.xss
    $('<tr>').append('<td>' + params[key] + '</td>').appendTo($table);
  }
  return $table;
}

$(function () {
  const editor = new Editor();
  const params = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  $('#params').append(showParams(params), showParamsRaw(params));
  return editor;
});
