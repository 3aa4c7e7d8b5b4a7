// A MongoDB database handle kept on the application: the file imports no driver, but a collection
// taken by name (`db.collection('reports')`) is the driver's API.
async function reportByOwner(req, res) {
  const db = req.app.locals.db;
  // vigil: js.nosql-injection
  const report = await db.collection('reports').findOne({ owner: req.body.owner });
  res.json(report);
}

async function reportByOwnerChecked(req, res) {
  const db = req.app.locals.db;
  // vigil-ok: js.nosql-injection
  const report = await db.collection('reports').findOne({ owner: String(req.body.owner) });
  res.json(report);
}

module.exports = { reportByOwner, reportByOwnerChecked };
