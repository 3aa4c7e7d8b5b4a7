import { type NextFunction, type Request, type Response } from 'express';
import type { ShopStore } from './store-types';

// customer feedback in the shop's document store, handed to the routes by the server

export function editFeedback(db: ShopStore) {
  return (req: Request, res: Response, next: NextFunction) => {
    // vigil: js.nosql-injection
    db.feedbackCollection.update(
        { _id: req.body.id },
        { $set: { comment: req.body.comment } },
        { multi: true },
      )
      .then(
        (result: unknown) => res.json(result),
        (err: Error) => next(err),
      );
  };
}

export function editFeedbackChecked(db: ShopStore) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (typeof req.body.id !== 'string') {
      res.status(400).json({ error: 'id must be a string' });
      return;
    }
    // vigil-ok: js.nosql-injection
    db.feedbackCollection.update(
        { _id: req.body.id },
        { $set: { comment: req.body.comment } },
      )
      .then(
        (result: unknown) => res.json(result),
        (err: Error) => next(err),
      );
  };
}

export function feedbackForProduct(db: ShopStore) {
  return (req: Request, res: Response, next: NextFunction) => {
    const product = req.params.product;
    // vigil: js.nosql-injection
    db.feedbackCollection.find({ $where: 'this.product == ' + product })
      .then(
        (rows: unknown[]) => res.json(rows),
        (err: Error) => next(err),
      );
    // vigil-ok: js.nosql-injection
    db.feedbackCollection.find({ product: parseInt(product, 10) })
      .then(
        (rows: unknown[]) => res.json(rows),
        (err: Error) => next(err),
      );
  };
}

export async function orderByNumber(db: ShopStore, req: Request, res: Response) {
  // vigil: js.nosql-injection
  const order = await db.ordersCollection.findOne({ orderNumber: req.body.orderNumber });
  // vigil-ok: js.nosql-injection
  const same = await db.ordersCollection.findOne({ orderNumber: String(req.body.orderNumber) });
  res.json({ order, same });
}

export async function latestDeliveries(db: ShopStore, req: Request, res: Response) {
  // vigil: js.nosql-injection
  const rows = await db.deliveriesCollection.find(req.query);
  // vigil-ok: js.nosql-injection
  const mine = await db.deliveriesCollection.find({ customer: res.locals.customerId });
  res.json([...rows, ...mine]);
}

export async function editOwnFeedback(db: ShopStore, req: Request, res: Response) {
  // the filter keeps the signed-in customer's own entries, whatever `id` holds
  // vigil-ok: js.nosql-injection
  const own = await db.feedbackCollection.update({ _id: req.body.id, author: res.locals.customer.email }, { $set: { comment: req.body.comment } });
  // vigil: js.nosql-injection
  const any = await db.feedbackCollection.update({ _id: req.body.id, author: req.body.author }, { $set: { comment: req.body.comment } });
  res.json({ own, any });
}

export async function recentFeedback(db: ShopStore, req: Request, res: Response) {
  // vigil: js.nosql-injection
  const rows = await db.feedback.find({}).$where('this.rating >= ' + req.query.min);
  // vigil-ok: js.nosql-injection
  const safe = await db.feedback.find({}).$where('this.rating >= ' + Number(req.query.min));
  res.json([...rows, ...safe]);
}

export async function ratingsByCustomer(db: ShopStore, req: Request, res: Response) {
  // vigil: js.nosql-injection
  const rows = await db.ratings.find({ customer: req.body.customer });
  // vigil-ok: js.nosql-injection
  const safe = await db.ratings.find({ customer: String(req.body.customer) });
  res.json([...rows, ...safe]);
}
