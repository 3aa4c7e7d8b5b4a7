import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskFinding, maskSecrets } from '../src/core/mask.js';
import { makeTree, removeTree, runCli } from './helpers.js';

const PASSWORD = 'Pr0dP@ssw0rd!2024';
const GH = 'ghp_Zt4xQ9mL2vR7pK1sW8nB3cY6hJ0dF5gA2eU9';

describe('maskSecrets', () => {
  it.each([
    [`DB_PASSWORD = "${PASSWORD}"`, 'DB_PASSWORD = "Pr0d*************"'],
    [`const password = '${PASSWORD}';`, "const password = 'Pr0d*************';"],
    [`{"client_secret": "s3cr3t-Value-99"}`, '{"client_secret": "s3cr***********"}'],
    [`conn(password="${PASSWORD}")`, 'conn(password="Pr0d*************")'],
    [`user.setPassword("${PASSWORD}");`, 'user.setPassword("Pr0d*************");'],
    [`if pwd == "hunter2!x":`, 'if pwd == "hunt*****":'],
    [`DB_PASSWORD=${PASSWORD}`, 'DB_PASSWORD=Pr0d*************'],
    [`token = ${GH}`, 'token = ghp_****************'],
    [`url = "${GH}"`, 'url = "ghp_****************"'],
    ['slack = "xoxb-2400000000-abcdefghijkl"', 'slack = "xoxb****************"'],
    ['key_id = "AKIAQ3EXAMPL3KEYID7Z"', 'key_id = "AKIA****************"'],
    ['stripe.api = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"', 'stripe.api = "sk_l****************"'],
    [
      'auth: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      'auth: eyJh****************',
    ],
    [
      'DATABASE_URL = "postgres://app:S3cret!pw@db.internal:5432/app"',
      'DATABASE_URL = "postgres://app:S3cr*****@db.internal:5432/app"',
    ],
  ])('%s', (input, expected) => {
    expect(maskSecrets(input)).toBe(expected);
  });

  it('masks the body of a private key block, keeping its header', () => {
    const key = [
      'KEY = """-----BEGIN RSA PRIVATE KEY-----',
      'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun',
      'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK',
      '-----END RSA PRIVATE KEY-----"""',
    ].join('\n');
    const out = maskSecrets(key);
    expect(out).toContain('-----BEGIN RSA PRIVATE KEY-----');
    expect(out).toContain('-----END RSA PRIVATE KEY-----');
    expect(out).not.toContain('MIIEowIBAAKCAQEAu1SU1');
    expect(out).not.toContain('VTLw7onLRnrq0');
    expect(out).toContain('MIIE****************');
  });

  it('leaves code that reads a credential alone, and is idempotent', () => {
    for (const code of [
      'password = os.environ["DB_PASSWORD"]',
      'const token = process.env.TOKEN;',
      'password = request.form["password"]',
      'SECRET_KEY = settings.SECRET_KEY',
      'if (!password) throw new Error("missing");',
      'const q = "SELECT * FROM users WHERE id = " + id;',
      'password = ""',
    ]) {
      expect(maskSecrets(code), code).toBe(code);
    }
    const once = maskSecrets(`DB_PASSWORD = "${PASSWORD}"\nGH=${GH}`);
    expect(maskSecrets(once)).toBe(once);
  });

  it('masks the snippet, message and trace of a finding, not its fingerprint', () => {
    const f = maskFinding({
      snippet: `password = "${PASSWORD}"`,
      message: `The token ${GH} is committed`,
      trace: [
        {
          file: 'a.py',
          line: 3,
          code: `login("admin", password="${PASSWORD}")`,
          kind: 'sink' as const,
        },
      ],
      fingerprint: 'abc',
    });
    expect(JSON.stringify(f)).not.toContain(PASSWORD);
    expect(JSON.stringify(f)).not.toContain(GH);
    expect(f.fingerprint).toBe('abc');
    expect(f.trace[0].code).toBe('login("admin", password="Pr0d*************")');
  });
});

describe('CLI output masks credentials', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTree({
      'app.py': [
        'import sqlite3',
        '',
        'DB_USER = "payments"',
        `DB_PASSWORD = "${PASSWORD}"`,
        `DEPLOY_TOKEN = "${GH}"`,
        '',
        '',
        'def connect(host):',
        `    return sqlite3.connect(host, password="${PASSWORD}")`,
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(dir));

  it.each(['text', 'json', 'sarif'])('%s', (format) => {
    const r = runCli(['scan', dir, '--format', format, '--jobs', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      format === 'text' ? 'py.hardcoded-password' : '"py.hardcoded-password"',
    );
    expect(r.stdout).not.toContain(PASSWORD);
    expect(r.stdout).not.toContain(GH);
    if (format !== 'text') expect(r.stdout).toContain('Pr0d*************');
  });
});
