/* global $ */
'use strict';

// The same widget registry in a page that also restores its layout from the address it was opened
// with: `#__proto__/polluted` names `__proto__` as the widget and writes onto Object.prototype.
var compiled = {};

var LayoutRegistry = {
  addTemplate: function (widget, name, body) {
    if (!compiled[widget]) compiled[widget] = {};
    // vigil: js.prototype-pollution
    compiled[widget][name] = $('<div>').text(body).html();
    return compiled[widget][name];
  },

  setting: function (path, value) {
    return path.split('.').reduce(function (node, part, i, parts) {
      if (node[part] === undefined) {
        // vigil: js.prototype-pollution
        node[part] = i + 1 === parts.length ? value : {};
      }
      return node[part];
    }, this);
  },
};

$(function () {
  var saved = decodeURIComponent(location.hash.slice(1)).split('/');
  LayoutRegistry.addTemplate(saved[0], saved[1], '');
  LayoutRegistry.setting(saved.join('.'), true);
});

window.LayoutRegistry = LayoutRegistry;
