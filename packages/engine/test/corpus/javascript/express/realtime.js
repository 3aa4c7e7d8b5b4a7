// GraphQL resolvers and socket events of the shop's live order board.
'use strict';
const { exec, execFile } = require('child_process');
const db = require('./db');

const resolvers = {
  Query: {
    order: async (_parent, args) => {
      // vigil: js.sql-injection
      const rows = await db.query(`SELECT * FROM orders WHERE ref = '${args.ref}'`);
      return rows[0];
    },
    orderSafe: async (_parent, { ref }) => {
      // vigil-ok: js.sql-injection
      const rows = await db.query('SELECT * FROM orders WHERE ref = $1', [ref]);
      return rows[0];
    },
  },
  Mutation: {
    async renameBoard(_parent, { id, title }) {
      // vigil: js.sql-injection
      await db.query("UPDATE boards SET title = '" + title + "' WHERE id = " + Number(id));
      return true;
    },
  },
};

function attach(io) {
  io.on('connection', (socket) => {
    socket.on('trace-carrier', (host) => {
      // vigil: js.command-injection
      exec('traceroute -m 8 ' + host, (err, out) => socket.emit('trace', out));
    });
    socket.on('trace-carrier-safe', (host) => {
      // vigil-ok: js.command-injection
      execFile('traceroute', ['-m', '8', String(host)], (err, out) => socket.emit('trace', out));
    });
  });
}

module.exports = { resolvers, attach };
