'use strict';

// Keyboard shortcuts of an editor: panels declare their commands in code, and a public method
// loads extra bindings a caller hands in. A method that records a binding is fed by the
// object's own calls: what they pass decides whether its keys can be `__proto__`.

const DEFAULT_PANELS = {
  default: { save: { keys: 'ctrl+s' }, find: { keys: 'ctrl+f' } },
  media: { upload: { keys: 'ctrl+u' } },
};

const keymap = {
  bindings: { byPanel: {}, conflicts: {} },

  indexPanels(panels = DEFAULT_PANELS) {
    Object.entries(panels).forEach(([panel, commands]) =>
      Object.entries(commands).forEach(([command, spec]) =>
        spec.keys.split(' ').forEach((keys) => {
          this.record({ panel: panel === 'default' ? 'main' : panel, keys, command });
        }),
      ),
    );
  },

  record({ panel, keys, command }) {
    this.bindings.byPanel[panel] = this.bindings.byPanel[panel] || {};
    // vigil-ok: js.prototype-pollution
    this.bindings.byPanel[panel][keys] = command;
  },

  load(options) {
    this.bind(options.panel, options.keys, options.command);
  },

  bind(panel, keys, command) {
    this.bindings.conflicts[panel] = this.bindings.conflicts[panel] || {};
    // vigil: js.prototype-pollution
    this.bindings.conflicts[panel][keys] = command;
  },
};

module.exports = keymap;
