'use strict';
/**
 * slug-tree: moves pages of a tree by rewriting the slugs of their descendants. The host
 * application passes its utilities object in (`self.util.regExpQuote`).
 */
module.exports = function slugTree(self) {
  return {
    /** Patched: the old prefix is quoted before it becomes a pattern. */
    renamePrefix(slugs, oldPrefix, newPrefix) {
      // vigil-ok: js.regex-injection
      const re = new RegExp('^' + self.util.regExpQuote(oldPrefix));
      return slugs.map((s) => s.replace(re, newPrefix));
    },

    /** Vulnerable: the old prefix is used as a pattern as it is (`(a+)+$` hangs the replace). */
    renamePrefixRaw(slugs, oldPrefix, newPrefix) {
      // vigil: js.regex-injection
      const re = new RegExp('^' + oldPrefix);
      return slugs.map((s) => s.replace(re, newPrefix));
    },
  };
};
