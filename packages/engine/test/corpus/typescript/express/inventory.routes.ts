import { Router, type Request, type Response } from 'express';
import { PrismaClient } from '@prisma/client';
import knexFactory from 'knex';
import { Sequelize, QueryTypes } from 'sequelize';
import { DataSource } from 'typeorm';

// Stock lookups through four data layers: each has a bound form and a raw escape hatch.
const prisma = new PrismaClient();
const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL });
const sequelize = new Sequelize(process.env.DATABASE_URL ?? '');
const dataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL });

export const inventory = Router();

inventory.get('/prisma', async (req: Request, res: Response) => {
  const sku = String(req.query.sku);
  // vigil-ok: js.sql-injection
  const a = await prisma.$queryRaw`SELECT * FROM stock WHERE sku = ${sku}`;
  // vigil: js.sql-injection
  const b = await prisma.$queryRawUnsafe(`SELECT * FROM stock WHERE sku = '${sku}'`);
  // vigil-ok: js.sql-injection
  const c = await prisma.$queryRawUnsafe('SELECT * FROM stock WHERE sku = $1', sku);
  // vigil-ok: js.sql-injection, js.nosql-injection
  const d = await prisma.stock.findMany({ where: { sku } });
  res.json({ a, b, c, d });
});

inventory.get('/knex', async (req: Request, res: Response) => {
  const sku = String(req.query.sku);
  // vigil-ok: js.sql-injection
  const a = await knex('stock').where('sku', sku).select('*');
  // vigil-ok: js.sql-injection
  const b = await knex.raw('SELECT * FROM stock WHERE sku = ?', [sku]);
  // vigil: js.sql-injection
  const c = await knex.raw("SELECT * FROM stock WHERE sku = '" + sku + "'");
  // vigil: js.sql-injection
  const d = await knex('stock').whereRaw(`sku = '${sku}'`);
  res.json({ a, b, c, d });
});

inventory.get('/sequelize', async (req: Request, res: Response) => {
  const sku = String(req.query.sku);
  // vigil-ok: js.sql-injection
  const a = await sequelize.query('SELECT * FROM stock WHERE sku = :sku', { replacements: { sku }, type: QueryTypes.SELECT });
  // vigil-ok: js.sql-injection
  const b = await sequelize.query('SELECT * FROM stock WHERE sku = $1', { bind: [sku], type: QueryTypes.SELECT });
  // vigil: js.sql-injection
  const c = await sequelize.query(`SELECT * FROM stock WHERE sku = '${sku}'`, { type: QueryTypes.SELECT });
  res.json({ a, b, c });
});

inventory.get('/typeorm', async (req: Request, res: Response) => {
  const sku = String(req.query.sku);
  const repo = dataSource.getRepository('Stock');
  // vigil-ok: js.sql-injection
  const a = await repo.createQueryBuilder('s').where('s.sku = :sku', { sku }).getMany();
  // vigil: js.sql-injection
  const b = await repo.createQueryBuilder('s').where(`s.sku = '${sku}'`).getMany();
  // vigil-ok: js.sql-injection
  const c = await dataSource.query('SELECT * FROM stock WHERE sku = $1', [sku]);
  // vigil: js.sql-injection
  const d = await dataSource.query('SELECT * FROM stock WHERE sku = ' + sku);
  // vigil-ok: js.sql-injection, js.nosql-injection
  const e = await repo.find({ where: { sku } });
  // TypeORM and Prisma bind an object's values: an operator object from the body is not a query
  // vigil-ok: js.nosql-injection
  const f = await repo.findOne({ where: { sku: req.body.sku } });
  // vigil-ok: js.nosql-injection
  const g = await prisma.stock.findFirst({ where: { sku: req.body.sku } });
  res.json({ a, b, c, d, e, f, g });
});
