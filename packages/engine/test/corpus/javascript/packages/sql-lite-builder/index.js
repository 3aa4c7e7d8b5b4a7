'use strict';
/**
 * sql-lite-builder: a tiny query builder over a `query(sql, params)` driver.
 */

class Builder {
  constructor(db, table) {
    this.db = db;
    this.table = table;
  }

  /** Vulnerable: the column and the value are pasted into the SQL text. */
  whereEquals(column, value) {
    // vigil: js.sql-injection
    return this.db.query(`SELECT * FROM ${this.table} WHERE ${column} = '${value}'`);
  }

  /** Patched: the value is bound, the column checked against an allow-list. */
  whereEqualsSafe(column, value) {
    if (!['id', 'name', 'email'].includes(column)) throw new Error('unknown column');
    // vigil-ok: js.sql-injection
    return this.db.query(`SELECT * FROM ${this.table} WHERE ${column} = ?`, [value]);
  }

  /** Numbers only: parsed before use. */
  limit(n) {
    // vigil-ok: js.sql-injection
    return this.db.query('SELECT * FROM ' + this.table + ' LIMIT ' + parseInt(n, 10));
  }

  _raw(sql) {
    // internal: every caller passes constant text
    // vigil-ok: js.sql-injection
    return this.db.query(sql);
  }

  count() {
    return this._raw('SELECT COUNT(*) FROM items');
  }
}

module.exports = Builder;
