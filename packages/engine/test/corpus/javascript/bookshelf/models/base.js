// Bookshelf over Knex: models of a SQL database. `findOne({ secret })` binds each value as a
// parameter of a WHERE clause; an object value is no query operator here.
const knex = require('knex');
const bookshelf = require('bookshelf');

const db = bookshelf(knex({ client: 'mysql2', connection: process.env.DATABASE_URL }));

const Base = db.Model.extend(
  {},
  {
    findOne(data, options) {
      return this.forge(data).fetch(options);
    },
  },
);

module.exports = { db, Base };
