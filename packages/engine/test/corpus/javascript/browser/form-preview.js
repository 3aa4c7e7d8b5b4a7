/* global $ */
'use strict';

// Forms of the preview frame post back to the page they are on: the element is wrapped to change
// its classes; the address held in its `action` is not text jQuery parses.
function prepareForm(form) {
  if (!form.action) {
    form.action = location.href;
  }
  // vigil-ok: js.xss
  $(form).addClass('preview-form');
  // vigil-ok: js.xss
  $(form).find('input[name="preview"]').val('1');
}

// The fragment of the address written into the same form is markup the link's author chose.
function labelForm(form) {
  form.action = location.href;
  const label = decodeURIComponent(location.hash.slice(1));
  // vigil: js.xss
  $(form).prepend('<p class="note">' + label + '</p>');
}

$(function () {
  document.querySelectorAll('form').forEach((form) => {
    prepareForm(form);
    labelForm(form);
  });
});
