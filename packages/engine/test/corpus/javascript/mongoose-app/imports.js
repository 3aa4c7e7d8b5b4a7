// Bulk import of documents posted as JSON lines. The driver's write result tells how many were
// written (`insertedCount`, a number it computes) and which ids they got (`insertedId`: the `_id`
// of the posted document when the client gave one).
async function importLines(req, res) {
  const docs = String(req.body.lines)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  await req.app.locals.db
    .collection('notes')
    .insertMany(docs)
    .then((stats) => {
      // vigil-ok: js.xss
      res.status(200).send(`<p>${stats.insertedCount} note(s) imported</p>`);
    });
}

async function importOne(req, res) {
  const note = JSON.parse(req.body.note);
  await req.app.locals.db
    .collection('notes')
    .insertOne(note)
    .then((result) => {
      // vigil: js.xss
      res.status(201).send(`<p>Note ${result.insertedId} created</p>`);
    });
}

async function removeOld(req, res) {
  const { deletedCount } = await req.app.locals.db
    .collection('notes')
    .deleteMany({ folder: String(req.query.folder) });
  // vigil-ok: js.xss
  res.send(`<p>${deletedCount} removed from ${'the folder'}</p>`);
}

module.exports = { importLines, importOne, removeOld };
