/**
 * PDF benchmark: renders the report of a synthetic scan (no database) and prints the wall-clock and
 * CPU time of the render, the peak RSS of the process, the page count and the size of the PDF.
 * Exits 1 when the render misses the target: 2,000 findings in 10 s of wall-clock time.
 *
 *   npm run bench:pdf              # 2,000 findings
 *   npm run bench:pdf -- 5000      # another count (the 10 s target still applies)
 *
 * The findings look like a real scan's: a mix of rules and languages weighted like Vigil's output
 * (more medium and high than critical), taint findings with their line and a data-flow trace of 2
 * to 9 steps across files, pattern findings with the engine's context window (two lines either
 * side, some lines longer than the PDF keeps), descriptions and recommendations of the rules,
 * triage on some (false positives and accepted risks listed but not counted), and a comparison
 * with a previous scan. A fixed seed makes every run render the same report.
 */
import { SEVERITIES, type Report, type ReportFinding, type Severity } from '@vigil/shared';
import { complianceView, countSeverities } from './service.js';
import { renderReportPdf } from './pdf.js';

export const TARGET_MS = 10_000;
const DEFAULT_COUNT = 2000;

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Kind {
  ruleId: string;
  title: string;
  severity: Severity;
  confidence: 'high' | 'medium' | 'low';
  cwe: string[];
  owasp: string;
  description: string;
  recommendation: string;
  /** Relative frequency in a scan. */
  weight: number;
  /** Directory and extension of the files it is found in. */
  dir: string;
  ext: string;
  /** The flagged line. */
  code: string;
  /**
   * Taint findings: the data-flow steps from source to sink, files relative to the parent of
   * `dir`; the last step stands for the sink, which is the finding's own file, line and code.
   */
  flow?: { file: string; code: string; note?: string }[];
}

const KINDS: Kind[] = [
  {
    ruleId: 'js.sql-injection',
    title: 'SQL injection',
    severity: 'critical',
    confidence: 'high',
    cwe: ['CWE-89'],
    owasp: 'A03:2021-Injection',
    description:
      'User input reaches a SQL query built by string concatenation, so an attacker can change the query: read other rows, bypass a login check or drop tables.',
    recommendation:
      'Use parameterised queries (placeholders such as $1 or ?) and pass the value separately; never build SQL from request data.',
    weight: 3,
    dir: 'services/accounts/src/routes',
    ext: 'js',
    code: 'const rows = await db.query(`SELECT * FROM accounts WHERE owner = ${req.query.owner} ORDER BY created_at DESC`);',
    flow: [
      { file: 'routes/accounts.js', code: 'const owner = req.query.owner;', note: 'source' },
      { file: 'routes/accounts.js', code: 'const filter = buildFilter(owner, req.query.sort);' },
      {
        file: 'lib/filters.js',
        code: 'return `owner = ${owner} ORDER BY ${sort || "created_at"}`;',
      },
      { file: 'lib/filters.js', code: 'const where = filter.trim();' },
      {
        file: 'repositories/accounts.js',
        code: 'const sql = "SELECT * FROM accounts WHERE " + where;',
      },
      {
        file: 'repositories/accounts.js',
        code: 'return this.db.query(sql);',
        note: 'sink',
      },
    ],
  },
  {
    ruleId: 'py.command-injection',
    title: 'OS command injection',
    severity: 'critical',
    confidence: 'high',
    cwe: ['CWE-78'],
    owasp: 'A03:2021-Injection',
    description:
      'A request parameter is passed to a shell command. Shell metacharacters in it run arbitrary commands on the server.',
    recommendation:
      'Call subprocess.run with a list of arguments and shell=False, and validate the value against an allow-list.',
    weight: 2,
    dir: 'workers/media/app',
    ext: 'py',
    code: 'subprocess.run(f"convert {upload.filename} -resize {size} /tmp/out.png", shell=True, check=True)',
    flow: [
      { file: 'app/views.py', code: 'size = request.args.get("size", "800x600")', note: 'source' },
      { file: 'app/views.py', code: 'job = ResizeJob(upload=upload, size=size)' },
      { file: 'app/jobs.py', code: 'def run(self): return resize(self.upload, self.size)' },
      {
        file: 'app/images.py',
        code: 'subprocess.run(f"convert {upload.filename} -resize {size} /tmp/out.png", shell=True)',
        note: 'sink',
      },
    ],
  },
  {
    ruleId: 'js.xss-dom',
    title: 'Cross-site scripting (DOM)',
    severity: 'high',
    confidence: 'medium',
    cwe: ['CWE-79', 'CWE-80'],
    owasp: 'A03:2021-Injection',
    description:
      'A value from the URL is written to innerHTML. A crafted link runs script in the victim\u2019s session.',
    recommendation:
      'Assign to textContent, or sanitise with a vetted library (DOMPurify) before inserting HTML.',
    weight: 4,
    dir: 'apps/portal/src/components',
    ext: 'tsx',
    code: 'panel.innerHTML = `<h2>${params.get("title")}</h2><p>${params.get("message")}</p>`;',
    flow: [
      {
        file: 'components/Notice.tsx',
        code: 'const params = new URLSearchParams(location.search);',
        note: 'source',
      },
      { file: 'components/Notice.tsx', code: 'const title = params.get("title");' },
      {
        file: 'components/Notice.tsx',
        code: 'panel.innerHTML = `<h2>${title}</h2>`;',
        note: 'sink',
      },
    ],
  },
  {
    ruleId: 'java.path-traversal',
    title: 'Path traversal',
    severity: 'high',
    confidence: 'high',
    cwe: ['CWE-22'],
    owasp: 'A01:2021-Broken Access Control',
    description:
      'A file name from the request is joined to the storage directory without a check, so "../" sequences read files outside it.',
    recommendation:
      'Resolve the path, normalise it and check that it stays under the base directory; better, look files up by id.',
    weight: 3,
    dir: 'services/documents/src/main/java/com/acme/documents',
    ext: 'java',
    code: 'return Files.readAllBytes(Paths.get(storageRoot, request.getParameter("name")));',
    flow: [
      {
        file: 'documents/web/DownloadController.java',
        code: 'String name = request.getParameter("name");',
        note: 'source',
      },
      { file: 'documents/web/DownloadController.java', code: 'return service.read(tenant, name);' },
      {
        file: 'documents/DocumentService.java',
        code: 'Path p = Paths.get(storageRoot, tenant, name);',
      },
      {
        file: 'documents/DocumentService.java',
        code: 'return Files.readAllBytes(p);',
        note: 'sink',
      },
    ],
  },
  {
    ruleId: 'go.ssrf',
    title: 'Server-side request forgery',
    severity: 'high',
    confidence: 'medium',
    cwe: ['CWE-918'],
    owasp: 'A10:2021-Server-Side Request Forgery',
    description:
      'The server fetches a URL taken from the request. An attacker can reach internal services and cloud metadata endpoints.',
    recommendation:
      'Allow only known hosts, resolve the name and reject private and link-local addresses, and do not follow redirects.',
    weight: 2,
    dir: 'services/webhooks/internal/handler',
    ext: 'go',
    code: 'resp, err := http.Get(r.URL.Query().Get("callback"))',
    flow: [
      {
        file: 'handler/preview.go',
        code: 'target := r.URL.Query().Get("callback")',
        note: 'source',
      },
      { file: 'handler/preview.go', code: 'body, err := fetch(ctx, target)' },
      { file: 'fetch/fetch.go', code: 'req, _ := http.NewRequestWithContext(ctx, "GET", u, nil)' },
      { file: 'fetch/fetch.go', code: 'resp, err := client.Do(req)', note: 'sink' },
    ],
  },
  {
    ruleId: 'secrets.aws-access-key',
    title: 'Hard-coded AWS access key',
    severity: 'high',
    confidence: 'high',
    cwe: ['CWE-798'],
    owasp: 'A07:2021-Identification and Authentication Failures',
    description:
      'An AWS access key id and secret are committed to the repository; anyone with read access to the code can use them.',
    recommendation:
      'Revoke and rotate the key, remove it from the history, and read credentials from the environment or a secret store.',
    weight: 2,
    dir: 'deploy/config',
    ext: 'env',
    code: 'AWS_SECRET_ACCESS_KEY=wJal************************************',
  },
  {
    ruleId: 'py.weak-hash',
    title: 'Weak hash for passwords',
    severity: 'medium',
    confidence: 'high',
    cwe: ['CWE-328', 'CWE-916'],
    owasp: 'A02:2021-Cryptographic Failures',
    description:
      'Passwords are hashed with MD5, which is fast and unsalted: leaked hashes are cracked in minutes.',
    recommendation: 'Hash passwords with Argon2id, scrypt or bcrypt and a per-user salt.',
    weight: 5,
    dir: 'services/auth/app',
    ext: 'py',
    code: 'digest = hashlib.md5(password.encode("utf-8")).hexdigest()',
  },
  {
    ruleId: 'java.insecure-deserialization',
    title: 'Deserialization of untrusted data',
    severity: 'critical',
    confidence: 'medium',
    cwe: ['CWE-502'],
    owasp: 'A08:2021-Software and Data Integrity Failures',
    description:
      'ObjectInputStream.readObject runs on bytes from the network. Gadget chains on the classpath turn this into remote code execution.',
    recommendation:
      'Do not deserialise Java objects from untrusted input; use JSON with explicit types, or an ObjectInputFilter allow-list.',
    weight: 1,
    dir: 'services/legacy-gateway/src/main/java/com/acme/gateway',
    ext: 'java',
    code: 'Object msg = new ObjectInputStream(socket.getInputStream()).readObject();',
  },
  {
    ruleId: 'js.open-redirect',
    title: 'Open redirect',
    severity: 'medium',
    confidence: 'medium',
    cwe: ['CWE-601'],
    owasp: 'A01:2021-Broken Access Control',
    description:
      'The redirect target comes from the query string, so a link on this domain can send users to a phishing site.',
    recommendation: 'Redirect only to relative paths or to an allow-list of hosts.',
    weight: 4,
    dir: 'services/accounts/src/routes',
    ext: 'js',
    code: 'return res.redirect(req.query.next || "/");',
    flow: [
      { file: 'routes/login.js', code: 'const next = req.query.next;', note: 'source' },
      { file: 'routes/login.js', code: 'return res.redirect(next || "/");', note: 'sink' },
    ],
  },
  {
    ruleId: 'docker.run-as-root',
    title: 'Container runs as root',
    severity: 'medium',
    confidence: 'high',
    cwe: ['CWE-250'],
    owasp: 'A05:2021-Security Misconfiguration',
    description:
      'The image has no USER instruction, so the process runs as root and a breakout starts with full privileges.',
    recommendation: 'Add a non-root user and a USER instruction before the entry point.',
    weight: 3,
    dir: 'services/reporting',
    ext: 'Dockerfile',
    code: 'CMD ["node", "dist/main.js"]',
  },
  {
    ruleId: 'k8s.privileged-container',
    title: 'Privileged container',
    severity: 'high',
    confidence: 'high',
    cwe: ['CWE-250', 'CWE-269'],
    owasp: 'A05:2021-Security Misconfiguration',
    description:
      'securityContext.privileged is true: the container has every capability and access to the host devices.',
    recommendation: 'Remove privileged: true and grant only the capabilities the workload needs.',
    weight: 2,
    dir: 'deploy/k8s',
    ext: 'yaml',
    code: '          privileged: true',
  },
  {
    ruleId: 'js.insecure-random',
    title: 'Insecure randomness for a token',
    severity: 'low',
    confidence: 'medium',
    cwe: ['CWE-330', 'CWE-338'],
    owasp: 'A02:2021-Cryptographic Failures',
    description: 'Math.random() is used to make a reset token; its output can be predicted.',
    recommendation: 'Use crypto.randomBytes or crypto.randomUUID for tokens.',
    weight: 4,
    dir: 'services/accounts/src/lib',
    ext: 'js',
    code: 'const token = Math.random().toString(36).slice(2) + Date.now().toString(36);',
  },
  {
    ruleId: 'py.debug-enabled',
    title: 'Debug mode enabled',
    severity: 'low',
    confidence: 'high',
    cwe: ['CWE-489'],
    owasp: 'A05:2021-Security Misconfiguration',
    description:
      'The Flask app starts with debug=True; the debugger console runs code for anyone who can reach it.',
    recommendation: 'Read the debug flag from the environment and keep it off in production.',
    weight: 3,
    dir: 'tools/admin',
    ext: 'py',
    code: 'app.run(host="0.0.0.0", port=8080, debug=True)',
  },
];

const FILLER = [
  'const log = logger.child({ module: "handler" });',
  '',
  '  if (!user) return res.status(401).end();',
  '  // keep the old behaviour for v1 clients',
  '  const started = Date.now();',
  '}',
  '    return result',
  '        metrics.increment("requests_total", tags={"route": route})',
  // Longer than the 140 characters a PDF line keeps.
  `  const columns = [${Array.from({ length: 24 }, (_, k) => `"col_${k}"`).join(', ')}];`,
];

/** The report of a synthetic scan with `count` findings (deterministic). */
export function syntheticReport(count: number, seed = 20_240_601): Report {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const totalWeight = KINDS.reduce((s, k) => s + k.weight, 0);
  const pickKind = () => {
    let r = rand() * totalWeight;
    for (const k of KINDS) if ((r -= k.weight) < 0) return k;
    return KINDS[KINDS.length - 1];
  };
  const now = Date.parse('2026-06-01T09:30:00Z');

  const findings: ReportFinding[] = Array.from({ length: count }, (_, i): ReportFinding => {
    const k = pickKind();
    const module = Math.floor(rand() * 60);
    const base = k.ext === 'Dockerfile' ? 'Dockerfile' : `part${module}/file${i % 97}.${k.ext}`;
    const file = `${k.dir}/${base}`;
    const line = 3 + Math.floor(rand() * 900);
    let codeSnippet: string;
    let trace: ReportFinding['trace'] = [];
    if (k.flow) {
      // Taint findings store the flagged line; the trace takes 2 to all of the kind's steps.
      codeSnippet = k.code;
      const steps = Math.max(2, Math.min(k.flow.length, 2 + Math.floor(rand() * k.flow.length)));
      const chosen = [...k.flow.slice(0, steps - 1), k.flow[k.flow.length - 1]];
      let at = Math.max(1, line - 40);
      // Steps in the files of the kind's flow; the sink is the finding's own file, line and code.
      const root = k.dir.slice(0, k.dir.lastIndexOf('/'));
      trace = chosen.map((s, j) =>
        j === chosen.length - 1
          ? { file, line, code: k.code, note: 'sink' }
          : {
              file: `${root}/${s.file}`,
              line: (at += 1 + Math.floor(rand() * 12)),
              code: s.code,
              ...(s.note ? { note: s.note } : {}),
            },
      );
      if (rand() < 0.2) {
        // Some flows go through more helpers.
        const extra = 1 + Math.floor(rand() * 3);
        for (let e = 0; e < extra; e++)
          trace.splice(1, 0, {
            file: `${k.dir.slice(0, k.dir.lastIndexOf('/'))}/lib/util${e}.${k.ext}`,
            line: 10 + Math.floor(rand() * 200),
            code: `return normalise(value${e}, options);`,
          });
      }
    } else {
      // Pattern findings store the context window: two lines either side.
      codeSnippet = [pick(FILLER), pick(FILLER), k.code, pick(FILLER), pick(FILLER)].join('\n');
    }
    const r = rand();
    const state =
      r < 0.04
        ? 'false_positive'
        : r < 0.06
          ? 'accepted_risk'
          : r < 0.12
            ? 'confirmed'
            : r < 0.13
              ? 'fixed'
              : null;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      severity: k.severity,
      title: k.title,
      type: k.title,
      description: k.description,
      cwe: k.cwe[0],
      cweId: k.cwe[0].replace('CWE-', ''),
      cwes: k.cwe,
      file,
      line,
      lineNumber: line,
      codeSnippet,
      recommendation: k.recommendation,
      ruleId: k.ruleId,
      confidence: k.confidence,
      owasp: k.owasp,
      trace,
      fingerprint: `${k.ruleId}:${file}:${line}:${i}`,
      codeKind: 'production' as const,
      triage: state
        ? {
            state,
            comment:
              state === 'false_positive'
                ? 'Test fixture, not deployed.'
                : state === 'accepted_risk'
                  ? 'Internal tool behind the VPN; tracked in SEC-1423.'
                  : null,
            updatedBy: 'Dana Reviewer',
            updatedAt: new Date(now - 86_400_000).toISOString(),
          }
        : null,
      change: rand() < 0.12 ? 'new' : 'still_open',
      suppressed: state === 'false_positive' || state === 'accepted_risk',
      counted: state !== 'false_positive' && state !== 'accepted_risk',
    };
  });
  // The order of scanFindings: most severe first, then file and line.
  const rank = (s: Severity) => SEVERITIES.indexOf(s);
  findings.sort(
    (a, b) =>
      rank(a.severity) - rank(b.severity) ||
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0),
  );
  const counted = findings.filter((f) => !f.suppressed);
  const summary = countSeverities(counted);
  const allSummary = countSeverities(findings);
  const fresh = findings.filter((f) => f.change === 'new').length;
  const fixedFindings = Array.from({ length: Math.round(count / 50) }, (_, i) => {
    const k = KINDS[i % KINDS.length];
    return {
      title: k.title,
      severity: k.severity,
      file: `${k.dir}/old/file${i}.${k.ext}`,
      line: 20 + i,
      ruleId: k.ruleId,
      fingerprint: `fixed-${i}`,
    };
  });
  return {
    scan: {
      id: '00000000-0000-4000-8000-000000000000',
      scanType: 'SAST',
      projectId: '00000000-0000-4000-8000-00000000000a',
      projectName: 'Acme Platform',
      description: 'Nightly scan of the main branch',
      status: 'completed',
      sourceKind: 'repository',
      repositoryUrl: 'https://git.example.com/acme/platform.git',
      repositoryBranch: 'main',
      summary: allSummary,
      totalFindings: count,
      progress: { details: null, phase: null, percent: null },
      error: null,
      errorStep: null,
      createdAt: new Date(now - 95_000).toISOString(),
      startedAt: new Date(now - 94_000).toISOString(),
      completedAt: new Date(now).toISOString(),
      stats: {
        filesScanned: 4_812,
        linesScanned: 912_430,
        languages: {
          javascript: { files: 1_630, lines: 301_220 },
          typescript: { files: 1_204, lines: 240_118 },
          python: { files: 911, lines: 170_402 },
          java: { files: 702, lines: 160_088 },
          go: { files: 301, lines: 38_112 },
          yaml: { files: 64, lines: 2_490 },
        },
        durationMs: 93_400,
      },
      triageNote: null,
    },
    summary,
    allSummary,
    suppressed: {
      falsePositive: findings.filter((f) => f.triage?.state === 'false_positive').length,
      acceptedRisk: findings.filter((f) => f.triage?.state === 'accepted_risk').length,
    },
    includeSuppressed: false,
    findings,
    compliance: complianceView(counted.map((f) => ({ cwe: f.cwes, owasp: f.owasp }))),
    comparison: {
      previousScanId: '00000000-0000-4000-8000-00000000000b',
      previousCreatedAt: new Date(now - 86_400_000).toISOString(),
      new: fresh,
      fixed: fixedFindings.length,
      stillOpen: count - fresh,
      fixedFindings,
    },
  };
}

/** The page count of a PDF written by pdfkit (the /Count of its page tree). */
export function pdfPageCount(pdf: Buffer): number {
  const m = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'));
  return m ? Number(m[1]) : 0;
}

async function main(): Promise<number> {
  const arg = process.argv[2];
  const count = arg === undefined ? DEFAULT_COUNT : Number(arg);
  if (!Number.isInteger(count) || count < 0) {
    console.error(`bench-pdf: the finding count must be a whole number, got '${arg}'`);
    return 2;
  }
  const report = syntheticReport(count);
  const traced = report.findings!.filter((f) => f.trace.length > 0).length;
  const rssBefore = process.memoryUsage.rss();

  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const pdf = await renderReportPdf(report, new Date(Date.parse('2026-06-01T10:00:00Z')));
  const cpu = process.cpuUsage(c0);
  const wallMs = performance.now() - t0;

  const cpuMs = (cpu.user + cpu.system) / 1000;
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  // maxRSS is in KiB: the peak of the whole process (report data, render, output buffer).
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const pages = pdfPageCount(pdf);
  const ok = wallMs <= TARGET_MS;
  const lines = [
    `PDF report of ${count.toLocaleString('en-US')} findings (${traced.toLocaleString('en-US')} with a data-flow trace, ${report.suppressed.falsePositive + report.suppressed.acceptedRisk} triaged out)`,
    `  wall-clock  ${Math.round(wallMs).toLocaleString('en-US')} ms`,
    `  CPU         ${Math.round(cpuMs).toLocaleString('en-US')} ms (user ${Math.round(cpu.user / 1000).toLocaleString('en-US')}, system ${Math.round(cpu.system / 1000).toLocaleString('en-US')})`,
    `  peak RSS    ${mib(peakRss)} (${mib(rssBefore)} before rendering)`,
    `  pages       ${pages.toLocaleString('en-US')}`,
    `  size        ${pdf.length.toLocaleString('en-US')} bytes (${mib(pdf.length)})`,
    `  target      ${TARGET_MS / 1000} s wall-clock: ${ok ? 'met' : 'MISSED'}`,
  ];
  console.log(lines.join('\n'));
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-' || pages === 0) {
    console.error('bench-pdf: the output is not a PDF');
    return 1;
  }
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main();
}
