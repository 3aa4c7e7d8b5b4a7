// Order routes written as TypeScript handler factories.
import { type Request, type Response, type NextFunction } from 'express';
import { sequelize, Order } from '../models';
import { ordersCollection } from '../data/mongo';

export function orderStatus() {
  return async (req: Request, res: Response, next: NextFunction) => {
    const id = <string>req.params.id;
    try {
      // vigil: js.nosql-injection
      const order = await ordersCollection.find({ $where: `this.orderId === '${id}'` });
      res.json(order);
    } catch (err) {
      next(err);
    }
  };
}

export function orderStatusSafe() {
  return async (req: Request, res: Response) => {
    const id = String(req.params.id).replace(/[^\w-]/g, '');
    // vigil-ok: js.nosql-injection
    const order = await ordersCollection.find({ orderId: id });
    res.json(order);
  };
}

export function ordersByEmail() {
  return async (req: Request, res: Response) => {
    const email = (req.query.email as string)!.trim().toLowerCase();
    // vigil: js.sql-injection
    const rows = await sequelize.query(`SELECT * FROM Orders WHERE email = '${email}'`);
    // vigil-ok: js.sql-injection
    const safe = await sequelize.query('SELECT * FROM Orders WHERE email = $email', { bind: { email } });
    // vigil-ok: js.sql-injection
    const viaModel = await Order.findAll({ where: { email } });
    res.json({ rows, safe, viaModel });
  };
}
