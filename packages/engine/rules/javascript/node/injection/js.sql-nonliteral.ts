import knexFactory from 'knex';
import { Sequelize } from 'sequelize';

const knex = knexFactory({ client: 'pg' });
const sequelize = new Sequelize('postgres://localhost/shop');
const STATUS = 'open';

export async function findOrders(customer: string, status: string) {
  // vigil: js.sql-nonliteral
  await knex.raw(`select * from orders where customer = '${customer}'`);
  // vigil: js.sql-nonliteral
  await sequelize.query("SELECT * FROM orders WHERE status = '" + status + "'");
  // vigil-ok: js.sql-nonliteral
  await knex.raw('select * from orders where customer = ?', [customer]);
  // vigil-ok: js.sql-nonliteral
  await sequelize.query('SELECT * FROM orders WHERE status = :status', { replacements: { status } });
  // vigil-ok: js.sql-nonliteral
  await knex.raw(`select * from orders where status = '${STATUS}'`);
  // vigil-ok: js.sql-nonliteral
  await knex.raw(`select count(*) from ${'orders'}`);
}
