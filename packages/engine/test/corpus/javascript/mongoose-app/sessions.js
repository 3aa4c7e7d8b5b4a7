// Mongoose models imported from the project's models folder: the file itself does not import
// mongoose, the module its models come from does.
const models = require('./models');

async function resumeSession(req, res) {
  // vigil: js.nosql-injection
  const user = await models.User.findOne({ token: req.body.token });
  if (!user) return res.status(401).end();
  return res.json({ email: user.email });
}

async function resumeSessionChecked(req, res) {
  const token = String(req.body.token);
  // vigil-ok: js.nosql-injection
  const user = await models.User.findOne({ token });
  if (!user) return res.status(401).end();
  return res.json({ email: user.email });
}

module.exports = { resumeSession, resumeSessionChecked };
