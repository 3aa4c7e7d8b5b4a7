import { describe, expect, it } from 'vitest';
import { findSecrets, isPlaceholder, mask, shannonEntropy } from '../src/secrets/index.js';
import { checkDockerfile, parseDockerfile } from '../src/config/dockerfile.js';
import { checkYaml } from '../src/config/yaml.js';
import {
  summarizeCompliance,
  complianceFor,
  COMPLIANCE,
  CWE_TOP25_2025,
} from '../src/compliance.js';
import type { SourceFile } from '../src/core/analyze.js';
import type { LanguageId } from '../src/types.js';

const file = (source: string, language: LanguageId = 'text', path = 'f'): SourceFile => ({
  path,
  absPath: '/' + path,
  language,
  source,
  lines: source.split('\n'),
});

describe('secrets', () => {
  it('measures entropy and masks values keeping four characters', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    expect(mask('ghp_abcdefgh')).toBe('ghp_********');
    expect(isPlaceholder('${DB_PASSWORD}')).toBe(true);
    expect(isPlaceholder('<your-token>')).toBe(true);
    expect(isPlaceholder('xxxxxxxxxxxx')).toBe(true);
    expect(isPlaceholder('k9Qz2LmP4xV8')).toBe(false);
  });

  it('names a 40-character secret without "aws" in its name an AWS secret key only beside a key id', () => {
    const secret = 'Hq2Lm8Zr5Vx0Pw3Nc7Tb9Yh1Jd6Sf4Gu2Ae8Ri/X';
    const near = `provider "aws" {\n  access_key = "AKIAZ7Q3JX4LM2P9RT5W"\n  secret_key = "${secret}"\n}\n`;
    expect(findSecrets(file(near)).map((m) => [m.ruleId, m.startLine])).toEqual([
      ['secrets.aws-access-key', 2],
      ['secrets.aws-secret-key', 3],
    ]);
    const far = `secret_key = "${secret}"\n${'#\n'.repeat(8)}access_key = "AKIAZ7Q3JX4LM2P9RT5W"\n`;
    expect(findSecrets(file(far)).map((m) => m.ruleId)).not.toContain('secrets.aws-secret-key');
  });

  it('never shows a secret in full, in the finding or in the neighbouring lines', () => {
    const key = 'AKIAZ7Q3JX4LM2P9RT5W';
    const secret = 'q8Zr3kLm9Vx2Pw7Nc4Tb1Yh6Jd0Sf5Gu8Ae3Ri2X';
    const src = `aws_access_key_id = ${key}\naws_secret_access_key = ${secret}\n`;
    const found = findSecrets(file(src));
    expect(found.map((m) => m.ruleId).sort()).toEqual([
      'secrets.aws-access-key',
      'secrets.aws-secret-key',
    ]);
    for (const m of found) {
      expect(m.message).not.toContain(key);
      expect(m.message).not.toContain(secret);
      for (const l of m.snippetLines!.values()) {
        expect(l).not.toContain(key);
        expect(l).not.toContain(secret);
      }
      expect(m.code).not.toContain(key.slice(4));
    }
    expect(found.find((m) => m.ruleId === 'secrets.aws-access-key')).toMatchObject({
      startLine: 1,
      startColumn: 21,
    });
  });

  it('rates Stripe test keys low and skips placeholders', () => {
    const [live, test] = findSecrets(
      file(
        'a = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"\nb = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"\n',
        'python',
      ),
    );
    expect(live.severity).toBeUndefined();
    expect(test.severity).toBe('low');
    expect(findSecrets(file('password=changeme\napi_key=${API_KEY}\nsecret=<secret>\n'))).toEqual(
      [],
    );
  });

  it('flags random-looking values of secret-named keys, not ordinary settings', () => {
    const found = findSecrets(
      file(
        'app.client_secret=Zk29xLq7Wv3Rt8Np1Ys6\napp.secret_name=payments-service\nPASSWORD_MIN_LENGTH=12\n',
      ),
    );
    expect(found.map((m) => m.startLine)).toEqual([1]);
  });
});

describe('Dockerfile parser', () => {
  it('joins continuation lines and skips comments inside them', () => {
    const ins = parseDockerfile(
      'FROM a:1\nRUN apt-get update \\\n  # comment\n  && apt-get install -y curl\nUSER app\n',
    );
    expect(ins.map((i) => [i.name, i.line, i.endLine])).toEqual([
      ['FROM', 1, 1],
      ['RUN', 2, 4],
      ['USER', 5, 5],
    ]);
    expect(ins[1].args).toBe('apt-get update && apt-get install -y curl');
  });

  it('judges only the final stage for root, and inherits USER from a named stage', () => {
    const ids = (src: string) =>
      checkDockerfile(file(src, 'dockerfile')).map((m) => `${m.ruleId}@${m.startLine}`);
    expect(ids('FROM a:1 AS base\nUSER app\nFROM base\nCMD x\n')).toEqual([]);
    expect(ids('FROM a:1 AS base\nFROM b:2\nUSER 0:0\n')).toEqual(['docker.run-as-root@3']);
    expect(ids('ARG BASE=alpine:3\nFROM ${BASE}\nUSER app\n')).toEqual([]);
  });
});

describe('Kubernetes and CI YAML', () => {
  it('reports the line of the offending key in multi-document manifests', () => {
    const src =
      'apiVersion: v1\nkind: Service\nmetadata: {name: s}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  hostPID: true\n  containers:\n    - name: c\n      image: x:1\n      securityContext: {runAsUser: 0, allowPrivilegeEscalation: true}\n';
    const found = checkYaml(file(src, 'yaml'));
    expect(found.map((m) => `${m.ruleId}@${m.startLine}`).sort()).toEqual([
      'k8s.allow-privilege-escalation@13',
      'k8s.host-namespace@9',
      'k8s.run-as-root@13',
    ]);
  });

  it('ignores YAML that is neither a workload nor a workflow', () => {
    expect(checkYaml(file('kind: Config\napiVersion: v1\nprivileged: true\n', 'yaml'))).toEqual([]);
    expect(
      checkYaml(file('steps:\n  - run: echo ${{ github.event.issue.title }}\n', 'yaml')),
    ).toEqual([]);
  });
});

describe('compliance', () => {
  it('maps CWEs to the frameworks', () => {
    const sqli = complianceFor('CWE-89')!;
    expect(sqli).toMatchObject({
      owasp: 'A03:2021-Injection',
      cweTop25: true,
      cweTop25Rank: 2,
      sansTop25: true,
      nist: { category: 'PR.PS' },
    });
    expect(sqli.attack.map((a) => a.id)).toContain('T1190');
    expect(complianceFor('798')!.attack.map((a) => a.id)).toContain('T1552');
    expect(complianceFor('cwe-295')!.nist.category).toBe('PR.DS');
    expect(complianceFor('CWE-328')!.cweTop25).toBe(false);
    expect(CWE_TOP25_2025).toHaveLength(25);
  });

  it('follows the CWE Top 25 of 2025, in rank order', () => {
    expect(CWE_TOP25_2025).toEqual([
      'CWE-79',
      'CWE-89',
      'CWE-352',
      'CWE-862',
      'CWE-787',
      'CWE-22',
      'CWE-416',
      'CWE-125',
      'CWE-78',
      'CWE-94',
      'CWE-120',
      'CWE-434',
      'CWE-476',
      'CWE-121',
      'CWE-502',
      'CWE-122',
      'CWE-863',
      'CWE-20',
      'CWE-284',
      'CWE-200',
      'CWE-306',
      'CWE-918',
      'CWE-77',
      'CWE-639',
      'CWE-770',
    ]);
    // Every listed CWE has a row, with its rank.
    CWE_TOP25_2025.forEach((cwe, i) =>
      expect(COMPLIANCE[cwe]).toMatchObject({ cweTop25: true, cweTop25Rank: i + 1 }),
    );
    expect(complianceFor('CWE-79')!.cweTop25Rank).toBe(1);
    expect(complianceFor('CWE-770')!.cweTop25Rank).toBe(25);
    // In the 2024 list, not in the 2025 one.
    for (const gone of ['CWE-798', 'CWE-287', 'CWE-269', 'CWE-119', 'CWE-190', 'CWE-400']) {
      expect(complianceFor(gone)).toMatchObject({ cweTop25: false });
      expect(complianceFor(gone)!.cweTop25Rank).toBeUndefined();
    }
  });

  it('counts findings per framework category, once per finding', () => {
    const s = summarizeCompliance([
      { cwe: ['CWE-89'], owasp: 'A03:2021-Injection' },
      { cwe: ['CWE-78', 'CWE-77'], owasp: '' },
      { cwe: ['CWE-798', 'CWE-259'], owasp: 'A07:2021-Identification and Authentication Failures' },
      { cwe: ['CWE-99999'], owasp: '' },
    ]);
    expect(s.total).toBe(4);
    expect(s.owasp).toEqual({
      'A03:2021-Injection': 2,
      'A07:2021-Identification and Authentication Failures': 1,
    });
    expect(s.cweTop25).toEqual({ 'CWE-89': 1, 'CWE-78': 1, 'CWE-77': 1 });
    expect(s.nist['PR.PS']).toBe(2);
    expect(s.nist['PR.AA']).toBe(1);
    expect(s.attack.T1552).toBe(1);
    expect(s.attack.T1059).toBe(1);
    expect(s.unmapped).toBe(1);
  });
});
