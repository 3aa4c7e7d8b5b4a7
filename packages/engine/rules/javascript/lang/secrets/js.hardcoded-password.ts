interface DbConfig { host: string; password: string }

// vigil: js.hardcoded-password
const adminPassword: string = 'Adm1n!2024';

export const db: DbConfig = {
  host: 'db.internal',
  // vigil: js.hardcoded-password
  password: 'pg-prod-pass-77',
};

// vigil-ok: js.hardcoded-password
const password: string = process.env.DB_PASSWORD ?? '';
