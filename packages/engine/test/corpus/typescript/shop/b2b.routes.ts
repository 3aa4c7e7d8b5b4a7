import { type Request, type Response, type NextFunction } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import jwt from 'jsonwebtoken';
import libxml from 'libxmljs2';
import yaml from 'js-yaml';
import request from 'request';
import safeEval from 'notevil';

// business-to-business orders: XML and YAML uploads, JSON order lines with a formula, a logo by URL

const publicKey = fs.readFileSync('keys/jwt.pub', 'utf8');

export function uploadXmlOrder(req: Request, res: Response) {
  const data = (req.file as Express.Multer.File).buffer.toString();
  // vigil: js.xxe-parser
  const doc = libxml.parseXml(data, { noblanks: true, noent: true, nocdata: true });
  // vigil-ok: js.xxe-parser
  const safe = libxml.parseXml(data, { noblanks: true, noent: false, nocdata: true });
  res.json({ root: doc.root()?.name(), same: safe.root()?.name() });
}

export function uploadYamlOrder(req: Request, res: Response) {
  const data = (req.file as Express.Multer.File).buffer.toString();
  // vigil: js.insecure-deserialization
  const order = yaml.load(data, { schema: yaml.DEFAULT_FULL_SCHEMA });
  // vigil-ok: js.insecure-deserialization
  const plain = yaml.load(data, { schema: yaml.JSON_SCHEMA });
  res.json({ order, plain });
}

export function orderTotal(req: Request, res: Response) {
  // vigil: js.code-injection
  const total = eval(req.body.orderLinesData);
  // vigil-ok: js.code-injection
  const lines = JSON.parse(req.body.orderLinesData);
  res.json({ total, lines });
}

export function orderTotalSandboxed(req: Request, res: Response) {
  const sandbox = { total: 0 };
  vm.createContext(sandbox);
  // vigil: js.code-injection
  vm.runInContext('total = ' + req.body.formula, sandbox, { timeout: 2000 });
  res.json(sandbox);
}

export function orderTotalEvaluator(req: Request, res: Response) {
  const orderLines = req.body.orderLinesData ?? '';
  const sandbox = { safeEval, orderLines, count: 0 };
  vm.createContext(sandbox);
  // vigil: js.code-injection
  vm.runInContext('safeEval(orderLines)', sandbox, { timeout: 2000 });
  // vigil-ok: js.code-injection
  vm.runInContext('count = orderLines.length', sandbox, { timeout: 2000 });
  res.json({ count: sandbox.count });
}

export function profileImageFromUrl(req: Request, res: Response, next: NextFunction) {
  const url: string = req.body.imageUrl;
  // vigil: js.ssrf
  request.get(url).pipe(fs.createWriteStream(`frontend/dist/shop/assets/avatars/${Number(req.body.userId)}.jpg`));
  // vigil-ok: js.ssrf
  request.get('https://cdn.example-shop.test/avatars/default.jpg').on('error', next);
  res.sendStatus(202);
}

export async function profileImageFetch(req: Request, res: Response) {
  // vigil: js.ssrf
  const resp = await fetch(req.body.imageUrl);
  res.json({ status: resp.status });
}

export function currentUser(req: Request, res: Response) {
  const token = req.headers.authorization?.replace('Bearer ', '') ?? '';
  // vigil: js.jwt-no-verify
  const claims = jwt.decode(token);
  // vigil: js.jwt-none
  const loose = jwt.verify(token, publicKey, { algorithms: ['none', 'RS256'] });
  // vigil-ok: js.jwt-none, js.jwt-no-verify
  const strict = jwt.verify(token, publicKey, { algorithms: ['RS256'] });
  res.json({ claims, loose, strict });
}

export function storeComplaintFile(req: Request, res: Response) {
  const file = req.file as Express.Multer.File;
  // vigil: js.path-traversal
  fs.writeFileSync(path.join('uploads/complaints', file.originalname), file.buffer);
  // vigil-ok: js.path-traversal
  fs.writeFileSync(path.join('uploads/complaints', path.basename(file.originalname)), file.buffer);
  res.sendStatus(204);
}
