// Content API keys looked up through Bookshelf models (SQL), and an editor's search command.
const models = require('./models');

async function authenticateContentKey(req, res, next) {
  if (!req.query.key) return next();
  // vigil-ok: js.nosql-injection
  const apiKey = await models.ApiKey.findOne({ secret: req.query.key }, { withRelated: ['integration'] });
  if (!apiKey) return res.status(401).json({ error: 'unknown key' });
  req.apiKey = apiKey;
  return next();
}

async function memberByEmail(req, res) {
  // vigil-ok: js.nosql-injection
  const member = await models.Member.findOne({ email: req.body.email });
  res.json(member ? { id: member.id } : null);
}

function searchInEditor(editor, req) {
  // vigil-ok: js.nosql-injection
  return editor.commands.find({ text: req.query.q });
}

module.exports = { authenticateContentKey, memberByEmail, searchInEditor };
