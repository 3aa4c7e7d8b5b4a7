'use strict';

// Loads parts of the page from the application's own server. The section's name comes from the
// address bar; what is inserted is the HTML the server answered, not the name that was asked for.

function loadSection() {
  const section = decodeURIComponent(location.hash.slice(1));
  $.get('sections.php?name=' + section).done(function (html) {
    // vigil-ok: js.xss
    $('#main').html(html);
  });
}

function loadSectionWithHeading() {
  const section = decodeURIComponent(location.hash.slice(1));
  $.get('sections.php?name=' + section, function (html) {
    // vigil-ok: js.xss
    $('#main').html(html);
    // vigil: js.xss
    $('#heading').html('<h2>' + section + '</h2>');
  });
}

async function refreshPanel() {
  const panel = new URLSearchParams(location.search).get('panel');
  const body = await $.post('panel.php', { panel: panel, action: 'refresh' });
  // vigil-ok: js.xss
  document.getElementById('panel').innerHTML = body;
}

function loadGraph() {
  const graph = new URLSearchParams(location.search).get('graph');
  $.ajax({
    url: 'graph.php?id=' + graph,
    success: function (data) {
      // vigil-ok: js.xss
      $('#graph').html(data);
    },
  });
}

function loadNotes() {
  const host = new URLSearchParams(location.search).get('host');
  fetch('notes.php?host=' + host)
    .then((r) => r.text())
    .then((text) => {
      // vigil-ok: js.xss
      document.getElementById('notes').innerHTML = text;
    });
}

function loadLegacy() {
  const item = location.hash.slice(1);
  const xhr = new XMLHttpRequest();
  xhr.open('GET', 'item.php?id=' + item);
  xhr.onload = function () {
    // vigil-ok: js.xss
    document.getElementById('item').innerHTML = xhr.responseText;
  };
  xhr.send();
}

// After saving, the page goes where the link said: the request's answer does not change that.
function saveThenReturn() {
  const next = new URLSearchParams(location.search).get('next');
  $.post('save.php', $('#form').serialize()).done(function () {
    // vigil: js.open-redirect
    window.location.href = next;
  });
}

module.exports = {
  loadSection,
  loadSectionWithHeading,
  refreshPanel,
  loadGraph,
  loadNotes,
  loadLegacy,
  saveThenReturn,
};
