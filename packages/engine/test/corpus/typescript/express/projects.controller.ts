import { Router, type Request, type Response } from 'express';
import { Pool } from 'pg';
import { execFile, exec } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MongoClient } from 'mongodb';

const pool = new Pool();
const mongo = new MongoClient(process.env.MONGO_URL ?? 'mongodb://localhost:27017');
const ARTIFACTS = '/srv/artifacts';

interface ProjectQuery {
  owner?: string;
  limit?: string;
}

export const projects = Router();

projects.get('/projects', async (req: Request<unknown, unknown, unknown, ProjectQuery>, res: Response) => {
  const owner: string = req.query.owner ?? '';
  const sql: string = `SELECT id, name FROM projects WHERE owner = '${owner}'`;
  // vigil: js.sql-injection
  const { rows } = await pool.query(sql);
  res.json(rows);
});

projects.get('/projects/safe', async (req: Request<unknown, unknown, unknown, ProjectQuery>, res: Response) => {
  const limit = Math.min(Number(req.query.limit) || 20, 100);
  // vigil-ok: js.sql-injection
  const { rows } = await pool.query(`SELECT id, name FROM projects WHERE owner = $1 LIMIT ${limit}`, [req.query.owner]);
  res.json(rows);
});

projects.post('/projects/:id/build', (req: Request<{ id: string }>, res: Response) => {
  const branch = req.body.branch as string;
  // vigil: js.command-injection
  exec(`make -C /srv/projects/${req.params.id} build BRANCH=${branch}`, (err) => res.status(err ? 500 : 202).end());
});

projects.post('/projects/:id/build/v2', (req: Request<{ id: string }>, res: Response) => {
  const branch = String(req.body.branch);
  if (!/^[\w./-]+$/.test(branch)) {
    res.status(400).end();
    return;
  }
  // vigil-ok: js.command-injection
  execFile('make', ['-C', path.join('/srv/projects', path.basename(req.params.id)), 'build', `BRANCH=${branch}`], (err) => res.status(err ? 500 : 202).end());
});

projects.get('/artifacts/:name', async (req: Request<{ name: string }>, res: Response) => {
  // vigil: js.path-traversal
  const data = await readFile(`${ARTIFACTS}/${req.params.name}`);
  res.send(data);
});

projects.get('/members', async (req: Request, res: Response) => {
  const filter = req.body.filter as Record<string, unknown>;
  // vigil: js.nosql-injection
  const members = await mongo.db('app').collection('members').find(filter).toArray();
  res.json(members);
});

projects.get('/members/by-role', async (req: Request, res: Response) => {
  const role = typeof req.query.role === 'string' ? req.query.role : 'viewer';
  // vigil-ok: js.nosql-injection
  const members = await mongo.db('app').collection('members').find({ role }).toArray();
  res.json(members);
});
