'use strict';
// Listing filters: the client names the column to filter on.
const Router = require('@koa/router');
const knex = require('../knexfile').db;

const router = new Router({ prefix: '/api/filters' });

router.get('/invoices', async (ctx) => {
  const { field, value } = ctx.query;
  // knex quotes the column of `.where(column, value)` as an identifier
  // vigil-ok: js.sql-injection
  ctx.body = await knex('invoices').where(field, value).select('id', 'amount');
});

router.get('/invoices/compare', async (ctx) => {
  const { field, op, value } = ctx.query;
  // ... and checks the operator of `.where(column, op, value)` against its list
  // vigil-ok: js.sql-injection
  ctx.body = await knex('invoices').where(field, op, value).orWhere(field, 'is', null).select('id');
});

router.get('/invoices/raw', async (ctx) => {
  const { field, value } = ctx.query;
  // a lone string is a raw condition
  // vigil: js.sql-injection
  ctx.body = await knex('invoices').where(field + " = '" + value + "'").select('id');
});

router.get('/orders', async (ctx) => {
  const repo = ctx.state.db.getRepository('Order');
  // TypeORM: the string is raw SQL, the object binds only its parameters
  // vigil: js.sql-injection
  ctx.body = await repo.createQueryBuilder('o').where(`o.${ctx.query.field} = :v`, { v: ctx.query.value }).getMany();
});

router.get('/orders/bound', async (ctx) => {
  const repo = ctx.state.db.getRepository('Order');
  // vigil-ok: js.sql-injection
  ctx.body = await repo.createQueryBuilder('o').where('o.status = :v', { v: ctx.query.value }).getMany();
});

module.exports = router;
