const crypto = require('crypto');
const bcrypt = require('bcrypt');

function storeUser(db, user) {
  // vigil: js.weak-password-hash
  const digest = crypto.createHash('sha256').update(user.password).digest('hex');
  const salt = crypto.randomBytes(16).toString('hex');
  // vigil: js.weak-password-hash
  const salted = crypto.createHash('sha512').update(salt + user.password).digest('hex');
  // vigil: js.weak-password-hash
  const keyed = crypto.createHmac('sha256', process.env.PEPPER).update(user.password).digest('hex');
  // vigil-ok: js.weak-password-hash
  const strong = crypto.scryptSync(user.password, salt, 64).toString('hex');
  // vigil-ok: js.weak-password-hash
  const etag = crypto.createHash('sha256').update(user.passwordHash).digest('hex');
  return db.insert({ digest, salted, keyed, strong, etag });
}

async function register(db, email, password) {
  // vigil: js.weak-password-hash
  const weak = crypto.pbkdf2Sync(password, email, 1000, 32, 'sha256');
  // vigil-ok: js.weak-password-hash
  const good = crypto.pbkdf2Sync(password, email, 600000, 32, 'sha256');
  // vigil: js.weak-password-hash
  const quick = await bcrypt.hash(password, 4);
  // vigil-ok: js.weak-password-hash
  const slow = await bcrypt.hash(password, 12);
  return db.insert({ email, weak, good, quick, slow });
}

module.exports = { storeUser, register };
