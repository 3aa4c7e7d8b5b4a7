'use strict';

/** Caches of computed figures, two levels deep. */
class StatusCache {
  static byMonitor = {};
  static byLabel = {};

  /**
   * Stores the uptime of a monitor over a period.
   * @param {number} monitorId id of the monitor
   * @param {number} hours length of the period
   * @param {number} uptime ratio between 0 and 1
   * @returns {void}
   */
  static put(monitorId, hours, uptime) {
    if (!StatusCache.byMonitor[monitorId]) StatusCache.byMonitor[monitorId] = {};
    // vigil-ok: js.prototype-pollution
    StatusCache.byMonitor[monitorId][hours] = uptime;
  }

  /**
   * Stores a value under a label group and a label that the caller names.
   * @param {string} group label group
   * @param {string} label label in the group
   * @param {*} value the value kept
   * @returns {void}
   */
  static putLabel(group, label, value) {
    if (!StatusCache.byLabel[group]) StatusCache.byLabel[group] = {};
    // vigil: js.prototype-pollution
    StatusCache.byLabel[group][label] = value;
  }
}

module.exports = StatusCache;
