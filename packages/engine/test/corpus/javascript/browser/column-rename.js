/* global $ */
'use strict';

// The rename dialog: for each proposed table, the user types the new column names into the
// dialog's inputs; the names are theirs, in their own browser.
function applyRenames(tables) {
  for (const table in tables) {
    for (const column in tables[table]) {
      const typed = $('#rename input[name="' + column + '"]').val();
      // vigil-ok: js.prototype-pollution
      tables[table][typed] = tables[table][column];
    }
  }
  return tables;
}

// The same renames taken from the address the page was opened with: a link can carry
// `__proto__` as a table and any name as a column.
function applyLinkedRenames(tables) {
  const asked = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  for (const table in asked) {
    for (const column in asked[table]) {
      // vigil: js.prototype-pollution
      tables[table][column] = asked[table][column];
    }
  }
  return tables;
}

$(function () {
  $('#rename-apply').on('click', function () {
    applyRenames(window.pendingTables);
    applyLinkedRenames(window.pendingTables);
  });
});
