import axios from 'axios';
import { Pool } from 'pg';
import type { Request, Response } from 'express';
import { ItemModel } from './item.model';

const pool = new Pool();

export async function syncItem(req: Request, res: Response): Promise<void> {
  const sku = req.query.sku as string;
  const feed = req.query.feed as string;
  // vigil-ok: js.ssrf
  const fromSupplier = await axios.get(`https://supplier.example.com/v2/items?sku=${sku}`);
  // vigil: js.ssrf
  const fromFeed = await axios.get(`${feed}/items?sku=${sku}`);
  // vigil: js.ssrf
  const fromHost = await axios.get('https://' + req.query.host + '/items');
  // vigil-ok: js.sql-injection
  const stored = await pool.query({ text: 'SELECT * FROM items WHERE sku = $1', values: [sku] });
  // vigil: js.sql-injection
  const legacy = await pool.query({ text: `SELECT * FROM items WHERE sku = '${sku}'` });
  // vigil-ok: js.nosql-injection
  const doc = await ItemModel.findOne({ sku: { $eq: req.body.sku } });
  // vigil: js.nosql-injection
  const loose = await ItemModel.findOne({ sku: req.body.sku });
  res.json({ a: fromSupplier.data, b: fromFeed.data, c: fromHost.data, stored: stored.rows, legacy: legacy.rows, doc, loose });
}
