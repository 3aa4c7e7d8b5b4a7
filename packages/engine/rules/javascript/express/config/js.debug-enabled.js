const express = require('express');
const errorhandler = require('errorhandler');
const { ApolloServer } = require('@apollo/server');

const app = express();
// vigil: js.debug-enabled
app.set('env', 'development');
// vigil: js.debug-enabled
app.use(errorhandler());

if (process.env.NODE_ENV === 'development') {
  // vigil-ok: js.debug-enabled
  app.use(errorhandler());
}

const server = new ApolloServer({
  typeDefs,
  resolvers,
  // vigil: js.debug-enabled
  debug: true,
});

// vigil-ok: js.debug-enabled
app.set('trust proxy', 1);
