'use strict';
const fastify = require('fastify')({ logger: true });
const { Sequelize, QueryTypes } = require('sequelize');
const { spawnSync } = require('child_process');
const { request } = require('undici');
const fs = require('fs');

const sequelize = new Sequelize(process.env.DATABASE_URL);

fastify.get('/products', async (req) => {
  const category = req.query.category;
  // vigil: js.sql-injection
  return sequelize.query(`SELECT * FROM products WHERE category = '${category}'`, { type: QueryTypes.SELECT });
});

fastify.get('/products/v2', async (req) => {
  // vigil-ok: js.sql-injection
  return sequelize.query('SELECT * FROM products WHERE category = :category', { replacements: { category: req.query.category }, type: QueryTypes.SELECT });
});

fastify.post('/images/optimize', async (req) => {
  const { file } = req.body;
  // vigil: js.command-injection
  const r = spawnSync('bash', ['-c', `jpegoptim --strip-all /data/images/${file}`]);
  return { code: r.status };
});

fastify.post('/images/optimize/v2', async (req) => {
  const { file } = req.body;
  // vigil-ok: js.command-injection
  const r = spawnSync('jpegoptim', ['--strip-all', '--', file], { cwd: '/data/images' });
  return { code: r.status };
});

fastify.get('/proxy', async (req) => {
  // vigil: js.ssrf
  const { body } = await request(req.query.target);
  return body.text();
});

fastify.get('/logs/:service', async (req, reply) => {
  const service = req.params.service;
  if (!['api', 'worker', 'scheduler'].includes(service)) return reply.code(404).send();
  // vigil-ok: js.path-traversal
  return fs.readFileSync(`/var/log/app/${service}.log`, 'utf8');
});

fastify.get('/hi', async (req, reply) => {
  reply.type('text/html');
  // vigil: js.xss
  reply.send('<b>' + req.query.name + '</b>');
});

fastify.listen({ port: 3000 });
