'use strict';
/**
 * doc-store: a small document store over a MongoDB collection. Its callers pass titles and ids;
 * what the store writes into JavaScript the database runs is its own doing.
 */
const { MongoClient } = require('mongodb');

class DocStore {
  constructor(db) {
    this.col = db.collection('docs');
  }

  static async open(url) {
    const client = await MongoClient.connect(url);
    return new DocStore(client.db());
  }

  /** Vulnerable: the title is written into a `$where` expression (`' || '1' == '1`). */
  byTitle(title) {
    // vigil: js.nosql-injection
    return this.col.find({ $where: "this.title == '" + title + "'" }).toArray();
  }

  /** Patched: an equality filter on a string. */
  byTitleSafe(title) {
    // vigil-ok: js.nosql-injection
    return this.col.find({ title: String(title) }).toArray();
  }

  /** The caller's id as given: asking for a document by id is the caller's query, not the store's mistake. */
  get(id) {
    // vigil-ok: js.nosql-injection
    return this.col.findOne({ _id: id });
  }

  /** The same for a removal by id. */
  remove(id) {
    // vigil-ok: js.nosql-injection
    return this.col.deleteOne({ _id: id });
  }
}

module.exports = DocStore;
