const mysql = require('mysql2');

const pool = mysql.createPool({
  host: 'db.internal',
  user: 'app',
  // vigil: js.hardcoded-password
  password: 'S3cr3t-Pr0d!',
  database: 'shop',
});

// vigil: js.hardcoded-password
const API_KEY = "k-4f9a8c77e1d2b3a4";

class Mailer {
  constructor() {
    // vigil: js.hardcoded-password
    this.smtpPassword = 'mailpass2024';
  }
}

// login form data in a test, not a stored credential
// vigil-ok: js.hardcoded-password
const form = { email: 'a@example.com', password: 'peanuts123' };

const config = {
  // vigil-ok: js.hardcoded-password
  password: process.env.DB_PASSWORD,
  // vigil-ok: js.hardcoded-password
  passwordLabel: 'Enter your password',
  // vigil-ok: js.hardcoded-password
  apiKey: '',
};

// vigil-ok: js.hardcoded-password
const secret = '<your secret here>';

class Billing {
  // vigil: js.hardcoded-password
  adminPassword = 'billing-admin-2024';
  // vigil-ok: js.hardcoded-password
  passwordHint = process.env.HINT;
}

// vigil: js.hardcoded-password
const db = new Sequelize('shop', 'shop_app', 'Sh0p-db-pw', { dialect: 'postgres' });
// vigil-ok: js.hardcoded-password
const db2 = new Sequelize('shop', 'shop_app', process.env.DB_PASSWORD, { dialect: 'postgres' });

function ensureClientSecret(req, res, next) {
  // public clients send none: a marker, not a secret
  // vigil-ok: js.hardcoded-password
  if (!req.body.client_secret) req.body.client_secret = 'not_available';
  next();
}

function checkPassphrase(type) {
  // the selector of the field the user types the passphrase into
  // vigil-ok: js.hardcoded-password
  let pass = '#snmp_auth_passphrase';
  if (type === 'priv') pass = '#snmp_priv_passphrase';
  // a password that happens to start with a sign
  // vigil: js.hardcoded-password
  const adminPass = '#Wint3r_2024';
  return document.querySelector(pass).value || adminPass;
}
