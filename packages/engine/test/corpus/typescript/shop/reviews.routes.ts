import { type NextFunction, type Request, type Response } from 'express';
import * as store from '../data/mongodb';

// product reviews kept in a MongoDB-style collection of the project's store module

export function updateReview() {
  return (req: Request, res: Response, next: NextFunction) => {
    // vigil: js.nosql-injection
    store.reviews.update({ _id: req.body.id }, { $set: { text: req.body.text } }, { multi: true }).then(
      (result: unknown) => res.json(result),
      (err: Error) => next(err),
    );
  };
}

export function updateReviewSingle() {
  return (req: Request, res: Response, next: NextFunction) => {
    // an id that is an object (`{ "$ne": -1 }`) still selects someone else's review
    // vigil: js.nosql-injection
    store.reviews.update({ _id: req.body.id }, { $set: { text: req.body.text } }).then(
      (result: unknown) => res.json(result),
      (err: Error) => next(err),
    );
  };
}

export function updateReviewChecked() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (typeof req.body.id !== 'string') {
      res.status(400).send();
      return;
    }
    // vigil-ok: js.nosql-injection
    store.reviews.update({ _id: req.body.id }, { $set: { text: req.body.text } }).then(
      (result: unknown) => res.json(result),
      (err: Error) => next(err),
    );
  };
}

export function updateOwnReview() {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = String(req.body.id);
    // vigil-ok: js.nosql-injection
    store.reviews.update({ _id: id, author: res.locals.user.email }, { $set: { text: req.body.text } }).then(
      (result: unknown) => res.json(result),
      (err: Error) => next(err),
    );
  };
}

export function reviewsOfProduct() {
  return (req: Request, res: Response, next: NextFunction) => {
    // vigil: js.nosql-injection
    store.reviews.find({ $where: 'this.product == ' + req.params.id }).then(
      (reviews: unknown[]) => res.json(reviews),
      (err: Error) => next(err),
    );
  };
}

export function reviewsOfProductTemplate() {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = req.params.id;
    // vigil: js.nosql-injection
    store.reviews.find({ $where: `this.product == '${id}'` }).then(
      (reviews: unknown[]) => res.json(reviews),
      (err: Error) => next(err),
    );
  };
}

export function reviewsOfProductNumeric() {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = Number(req.params.id);
    // vigil-ok: js.nosql-injection
    store.reviews.find({ product: id }).then(
      (reviews: unknown[]) => res.json(reviews),
      (err: Error) => next(err),
    );
  };
}

export function likeReview() {
  return async (req: Request, res: Response) => {
    const id = req.body.id;
    // vigil: js.nosql-injection
    const review = await store.reviews.findOne({ _id: id });
    // vigil-ok: js.nosql-injection
    const same = await store.reviews.findOne({ _id: String(id) });
    res.json({ review, same });
  };
}

export function searchReviews() {
  return async (req: Request, res: Response) => {
    // vigil: js.nosql-injection
    const found = await store.reviews.find(req.query);
    // vigil-ok: js.nosql-injection
    const byAuthor = await store.reviews.find({ author: `${req.query.author}` });
    res.json([...found, ...byAuthor]);
  };
}
