import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan.js';
import { makeTree, removeTree } from './helpers.js';

const JAVA = [
  'import java.security.MessageDigest;',
  'import java.util.Properties;',
  'class Sums {',
  '  Properties p = new Properties();',
  '  byte[] a(byte[] d) throws Exception {',
  '    String alg = p.getProperty("sum.a", "SHA-256");',
  '    return MessageDigest.getInstance(alg).digest(d);',
  '  }',
  '  byte[] b(byte[] d) throws Exception {',
  '    String alg = p.getProperty("sum.b", "MD5");',
  '    return MessageDigest.getInstance(alg).digest(d);',
  '  }',
  '  byte[] c(byte[] d) throws Exception {',
  '    return MessageDigest.getInstance(p.getProperty("sum.c", "SHA1")).digest(d);',
  '  }',
  '  byte[] d(byte[] d) throws Exception {',
  '    String alg = p.getProperty("sum.d");',
  '    return MessageDigest.getInstance(alg).digest(d);',
  '  }',
  '  byte[] e(byte[] d) throws Exception {',
  '    return MessageDigest.getInstance(p.getProperty("sum.e", "SHA-384")).digest(d);',
  '  }',
  '}',
  '',
].join('\n');

let dir: string;
beforeAll(() => {
  dir = makeTree({
    'svc/pom.xml': '<project><modelVersion>4.0.0</modelVersion></project>\n',
    'svc/src/main/resources/sums.properties': '# sums\nsum.a=MD5\nsum.b = SHA-512\n',
    'svc/src/main/java/Sums.java': JAVA,
    // another project of the same tree: its properties do not apply to svc
    'other/pom.xml': '<project><modelVersion>4.0.0</modelVersion></project>\n',
    'other/app.properties': 'sum.b=SHA1\n',
  });
});
afterAll(() => removeTree(dir));

describe('java.weak-hash through a properties file', () => {
  it('reports the algorithm the project configures over the default, the default when unset, and only from its own project', async () => {
    const r = await scan({ root: dir, jobs: 1 });
    const hits = r.findings.filter((f) => f.ruleId === 'java.weak-hash');
    // sum.a: MD5 in the file (default SHA-256); sum.b: SHA-512 in the file (default MD5); sum.c: unset,
    // default SHA1; sum.d: unset, no default (chosen at deployment); sum.e: unset, default SHA-384
    expect(hits.map((f) => `${f.file}:${f.startLine}`)).toEqual([
      'svc/src/main/java/Sums.java:7',
      'svc/src/main/java/Sums.java:14',
      'svc/src/main/java/Sums.java:18',
    ]);
    expect(hits[2].message).toContain('no default');
    expect(hits[0].message).toContain("'sum.a'");
    expect(hits[0].message).toContain('src/main/resources/sums.properties');
  });

  it('re-analyses with the incremental cache when a properties file changes', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-cache-'));
    const props = path.join(dir, 'svc/src/main/resources/sums.properties');
    try {
      const lines = async () =>
        (await scan({ root: dir, jobs: 1, cacheDir })).findings
          .filter((f) => f.ruleId === 'java.weak-hash')
          .map((f) => f.startLine);
      expect(await lines()).toEqual([7, 14, 18]);
      writeFileSync(props, '# sums\nsum.a=SHA-256\nsum.b = SHA-512\n');
      expect(await lines()).toEqual([14, 18]);
    } finally {
      writeFileSync(props, '# sums\nsum.a=MD5\nsum.b = SHA-512\n');
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
