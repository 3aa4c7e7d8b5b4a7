import { type Request, type Response, type NextFunction } from 'express';
import { Op } from 'sequelize';
import { sequelize, CustomerModel, ItemModel } from '../models';

// catalogue search and customer lookups on Sequelize models

export function searchItems() {
  return (req: Request, res: Response, next: NextFunction) => {
    const term = (req.query.q as string) ?? '';
    // vigil: js.sql-injection
    sequelize.query(`SELECT * FROM Items WHERE name LIKE '%${term}%' AND retired IS NULL ORDER BY name`).then(
      ([rows]) => res.json(rows),
      next,
    );
  };
}

export function searchItemsTrimmed() {
  return (req: Request, res: Response, next: NextFunction) => {
    // a length limit leaves room for `')) UNION SELECT ...--`
    const term = ((req.query.q as string) ?? '').substring(0, 200);
    // vigil: js.sql-injection
    sequelize.query("SELECT * FROM Items WHERE name LIKE '%" + term + "%' AND retired IS NULL").then(
      ([rows]) => res.json(rows),
      next,
    );
  };
}

export function searchItemsBound() {
  return (req: Request, res: Response, next: NextFunction) => {
    const term = (req.query.q as string) ?? '';
    // vigil-ok: js.sql-injection
    sequelize.query('SELECT * FROM Items WHERE name LIKE :term AND retired IS NULL', { replacements: { term: `%${term}%` } }).then(
      ([rows]) => res.json(rows),
      next,
    );
  };
}

export function searchItemsOrm() {
  return (req: Request, res: Response, next: NextFunction) => {
    const term = (req.query.q as string) ?? '';
    // vigil-ok: js.sql-injection
    ItemModel.findAll({ where: { name: { [Op.like]: `%${term}%` }, retired: null } }).then((rows) => res.json(rows), next);
  };
}

export function signIn() {
  return async (req: Request, res: Response) => {
    const email = req.body.email ?? '';
    // vigil: js.sql-injection
    const found = await sequelize.query(`SELECT * FROM Customers WHERE email = '${email}' AND active = 1`, { plain: true });
    // vigil-ok: js.sql-injection
    const bound = await sequelize.query('SELECT * FROM Customers WHERE email = $1 AND active = 1', { bind: [email], plain: true });
    res.json({ found: !!found, bound: !!bound });
  };
}

export function customersByFilter() {
  return async (req: Request, res: Response) => {
    // the client chooses every column of the filter (`{ "role": "admin" }`, `{ "resetToken": ... }`)
    // vigil: js.nosql-injection
    const rows = await CustomerModel.findAll({ where: req.body });
    // vigil-ok: js.nosql-injection
    const mine = await CustomerModel.findAll({ where: { email: String(req.body.email) } });
    res.json([...rows, ...mine]);
  };
}
