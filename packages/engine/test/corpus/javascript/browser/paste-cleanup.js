'use strict';

// The editor's paste handler: empty paragraphs pasted from a word processor hold line breaks,
// no-break spaces (U+00A0) or byte-order marks (U+FEFF); each is one distinct character.
function keepEmptyParagraphs(html) {
  // vigil-ok: js.redos
  return html.replace(/<p>(?:<br ?\/?>|\u00a0|\uFEFF| )*<\/p>/g, '<p>&nbsp;</p>');
}

// The same cleanup written with `\s`, which also matches U+00A0: a run of no-break spaces
// without the closing tag is tried both ways at every step.
function keepEmptyParagraphsLoose(html) {
  // vigil: js.redos
  return html.replace(/<p>(?:\s|\u00a0)*<\/p>/g, '<p>&nbsp;</p>');
}

document.addEventListener('paste', (event) => {
  const pasted = event.clipboardData.getData('text/html');
  const editor = document.querySelector('#editor');
  editor.dataset.clean = keepEmptyParagraphs(pasted);
  editor.dataset.loose = keepEmptyParagraphsLoose(pasted);
});
