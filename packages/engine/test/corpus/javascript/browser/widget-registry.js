/* global $ */
'use strict';

// A page script (no module system) that keeps the templates and hooks the page's widgets register
// by name, and its settings under dotted names. Every caller is another script of the page, which
// names its own widgets; this file reads nothing a visitor sends.
var compiled = {};
var hooks = {};

var WidgetRegistry = {
  addTemplate: function (widget, name, body) {
    if (!compiled[widget]) compiled[widget] = {};
    // vigil-ok: js.prototype-pollution
    compiled[widget][name] = $('<div>').text(body).html();
    return compiled[widget][name];
  },

  on: function (event, id, fn) {
    if (!hooks[event]) hooks[event] = {};
    // vigil-ok: js.prototype-pollution
    hooks[event][id] = fn;
  },

  setting: function (path, value) {
    return path.split('.').reduce(function (node, part, i, parts) {
      if (node[part] === undefined) {
        // vigil-ok: js.prototype-pollution
        node[part] = i + 1 === parts.length ? value : {};
      }
      return node[part];
    }, this);
  },
};

window.WidgetRegistry = WidgetRegistry;
