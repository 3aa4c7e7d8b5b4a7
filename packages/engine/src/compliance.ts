/**
 * Compliance table: each CWE the engine reports mapped to OWASP Top 10 2021, the CWE Top 25
 * (2025 list), the CWE/SANS Top 25 (2011, the list SANS publishes as "SANS Top 25"), NIST CSF 2.0
 * and MITRE ATT&CK techniques; plus the aggregation the reports and the UI use.
 */
import type { Finding } from './types.js';

export const OWASP_2021 = {
  'A01:2021': 'A01:2021-Broken Access Control',
  'A02:2021': 'A02:2021-Cryptographic Failures',
  'A03:2021': 'A03:2021-Injection',
  'A04:2021': 'A04:2021-Insecure Design',
  'A05:2021': 'A05:2021-Security Misconfiguration',
  'A06:2021': 'A06:2021-Vulnerable and Outdated Components',
  'A07:2021': 'A07:2021-Identification and Authentication Failures',
  'A08:2021': 'A08:2021-Software and Data Integrity Failures',
  'A09:2021': 'A09:2021-Security Logging and Monitoring Failures',
  'A10:2021': 'A10:2021-Server-Side Request Forgery',
} as const;
type OwaspKey = keyof typeof OWASP_2021;

/** CWE Top 25 Most Dangerous Software Weaknesses, 2025 edition (MITRE, December 2025), in rank order. */
export const CWE_TOP25_2025 = [
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
] as const;

/** CWE/SANS Top 25 Most Dangerous Software Errors (2011), in rank order. */
export const SANS_TOP25 = [
  'CWE-89',
  'CWE-78',
  'CWE-120',
  'CWE-79',
  'CWE-306',
  'CWE-862',
  'CWE-798',
  'CWE-311',
  'CWE-434',
  'CWE-807',
  'CWE-250',
  'CWE-352',
  'CWE-22',
  'CWE-494',
  'CWE-863',
  'CWE-829',
  'CWE-732',
  'CWE-676',
  'CWE-327',
  'CWE-131',
  'CWE-307',
  'CWE-601',
  'CWE-134',
  'CWE-190',
  'CWE-759',
] as const;

/** NIST CSF 2.0 categories used here. */
export const NIST_CSF_CATEGORIES: Record<string, { function: string; name: string }> = {
  'GV.SC': { function: 'Govern', name: 'Cybersecurity Supply Chain Risk Management' },
  'ID.RA': { function: 'Identify', name: 'Risk Assessment' },
  'PR.AA': { function: 'Protect', name: 'Identity Management, Authentication, and Access Control' },
  'PR.DS': { function: 'Protect', name: 'Data Security' },
  'PR.PS': { function: 'Protect', name: 'Platform Security' },
  'PR.IR': { function: 'Protect', name: 'Technology Infrastructure Resilience' },
  'DE.CM': { function: 'Detect', name: 'Continuous Monitoring' },
};

/** MITRE ATT&CK (Enterprise) techniques used here. */
export const ATTACK_TECHNIQUES: Record<string, string> = {
  T1059: 'Command and Scripting Interpreter',
  T1068: 'Exploitation for Privilege Escalation',
  T1070: 'Indicator Removal',
  T1078: 'Valid Accounts',
  T1083: 'File and Directory Discovery',
  T1105: 'Ingress Tool Transfer',
  T1110: 'Brute Force',
  T1185: 'Browser Session Hijacking',
  T1189: 'Drive-by Compromise',
  T1190: 'Exploit Public-Facing Application',
  T1195: 'Supply Chain Compromise',
  T1203: 'Exploitation for Client Execution',
  T1212: 'Exploitation for Credential Access',
  T1499: 'Endpoint Denial of Service',
  T1505: 'Server Software Component',
  T1539: 'Steal Web Session Cookie',
  T1552: 'Unsecured Credentials',
  T1557: 'Adversary-in-the-Middle',
  T1566: 'Phishing',
  T1606: 'Forge Web Credentials',
  T1611: 'Escape to Host',
  T1005: 'Data from Local System',
};

export interface CweCompliance {
  cwe: string;
  name: string;
  /** OWASP Top 10 2021 category, or null for weaknesses outside it (memory safety). */
  owasp: string | null;
  cweTop25: boolean;
  /** Rank in the CWE Top 25 2025, when listed. */
  cweTop25Rank?: number;
  sansTop25: boolean;
  nist: { function: string; category: string; subcategory: string };
  attack: { id: string; name: string }[];
}

type Row = [name: string, owasp: OwaspKey | null, nistSub: string, attack: string[]];

/* Categories follow the CWE mappings of OWASP Top 10 2021 where it lists the CWE; otherwise the
   closest category by consequence. NIST subcategories: PR.PS-06 secure development, PR.PS-01
   configuration management, PR.PS-04 logging, PR.DS-01/02 data at rest / in transit, PR.AA-01
   credentials, PR.AA-05 least privilege, PR.IR-01 network protection, PR.IR-04 capacity. */
const ROWS: Record<string, Row> = {
  'CWE-11': ['ASP.NET Misconfiguration: Creating Debug Binary', 'A05:2021', 'PR.PS-01', ['T1212']],
  'CWE-12': [
    'ASP.NET Misconfiguration: Missing Custom Error Page',
    'A05:2021',
    'PR.PS-01',
    ['T1212'],
  ],
  'CWE-20': ['Improper Input Validation', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-22': ['Path Traversal', 'A01:2021', 'PR.PS-06', ['T1190', 'T1083']],
  'CWE-73': ['External Control of File Name or Path', 'A04:2021', 'PR.PS-06', ['T1190', 'T1083']],
  'CWE-74': ['Injection', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-77': ['Command Injection', 'A03:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-78': ['OS Command Injection', 'A03:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-79': ['Cross-site Scripting', 'A03:2021', 'PR.PS-06', ['T1189', 'T1185']],
  'CWE-89': ['SQL Injection', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-90': ['LDAP Injection', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-94': ['Code Injection', 'A03:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-95': ['Eval Injection', 'A03:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-98': ['PHP Remote File Inclusion', 'A03:2021', 'PR.PS-06', ['T1190', 'T1105']],
  'CWE-113': ['HTTP Response Splitting', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-116': ['Improper Encoding or Escaping of Output', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-117': ['Improper Output Neutralization for Logs', 'A09:2021', 'PR.PS-04', ['T1070']],
  'CWE-119': [
    'Improper Restriction of Operations within the Bounds of a Memory Buffer',
    null,
    'PR.PS-06',
    ['T1203', 'T1068'],
  ],
  'CWE-120': ['Classic Buffer Overflow', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-121': ['Stack-based Buffer Overflow', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-122': ['Heap-based Buffer Overflow', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-125': ['Out-of-bounds Read', null, 'PR.PS-06', ['T1203']],
  'CWE-129': ['Improper Validation of Array Index', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-134': [
    'Use of Externally-Controlled Format String',
    'A03:2021',
    'PR.PS-06',
    ['T1203', 'T1068'],
  ],
  'CWE-190': ['Integer Overflow or Wraparound', null, 'PR.PS-06', ['T1203']],
  'CWE-191': ['Integer Underflow (Wrap or Wraparound)', null, 'PR.PS-06', ['T1203']],
  'CWE-200': ['Exposure of Sensitive Information', 'A01:2021', 'PR.DS-01', ['T1212']],
  'CWE-209': ['Error Message Containing Sensitive Information', 'A04:2021', 'PR.DS-01', ['T1212']],
  'CWE-215': [
    'Insertion of Sensitive Information Into Debugging Code',
    'A05:2021',
    'PR.PS-01',
    ['T1212'],
  ],
  'CWE-242': ['Use of Inherently Dangerous Function', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-250': ['Execution with Unnecessary Privileges', 'A05:2021', 'PR.AA-05', ['T1611', 'T1068']],
  'CWE-256': ['Plaintext Storage of a Password', 'A04:2021', 'PR.AA-01', ['T1552']],
  'CWE-259': ['Use of Hard-coded Password', 'A07:2021', 'PR.AA-01', ['T1552', 'T1078']],
  'CWE-269': ['Improper Privilege Management', 'A04:2021', 'PR.AA-05', ['T1068', 'T1611']],
  'CWE-284': ['Improper Access Control', 'A01:2021', 'PR.AA-05', ['T1190']],
  'CWE-285': ['Improper Authorization', 'A01:2021', 'PR.AA-05', ['T1190']],
  'CWE-287': ['Improper Authentication', 'A07:2021', 'PR.AA-03', ['T1078', 'T1190']],
  'CWE-295': ['Improper Certificate Validation', 'A07:2021', 'PR.DS-02', ['T1557']],
  'CWE-306': ['Missing Authentication for Critical Function', 'A07:2021', 'PR.AA-03', ['T1190']],
  'CWE-311': ['Missing Encryption of Sensitive Data', 'A04:2021', 'PR.DS-01', ['T1557']],
  'CWE-312': ['Cleartext Storage of Sensitive Information', 'A04:2021', 'PR.DS-01', ['T1552']],
  'CWE-319': ['Cleartext Transmission of Sensitive Information', 'A02:2021', 'PR.DS-02', ['T1557']],
  'CWE-321': ['Use of Hard-coded Cryptographic Key', 'A02:2021', 'PR.DS-01', ['T1552']],
  'CWE-322': ['Key Exchange without Entity Authentication', 'A07:2021', 'PR.DS-02', ['T1557']],
  'CWE-307': [
    'Improper Restriction of Excessive Authentication Attempts',
    'A07:2021',
    'PR.AA-03',
    ['T1110'],
  ],
  'CWE-326': ['Inadequate Encryption Strength', 'A02:2021', 'PR.DS-02', ['T1557']],
  'CWE-327': [
    'Use of a Broken or Risky Cryptographic Algorithm',
    'A02:2021',
    'PR.DS-01',
    ['T1557', 'T1110'],
  ],
  'CWE-328': ['Use of Weak Hash', 'A02:2021', 'PR.DS-01', ['T1110']],
  'CWE-329': ['Generation of Predictable IV with CBC Mode', 'A02:2021', 'PR.DS-01', ['T1557']],
  'CWE-330': ['Use of Insufficiently Random Values', 'A02:2021', 'PR.DS-01', ['T1110', 'T1606']],
  'CWE-338': ['Use of Cryptographically Weak PRNG', 'A02:2021', 'PR.DS-01', ['T1110', 'T1606']],
  'CWE-345': ['Insufficient Verification of Data Authenticity', 'A08:2021', 'PR.DS-01', ['T1606']],
  'CWE-346': ['Origin Validation Error', 'A07:2021', 'PR.AA-05', ['T1185']],
  'CWE-347': [
    'Improper Verification of Cryptographic Signature',
    'A02:2021',
    'PR.AA-03',
    ['T1606'],
  ],
  'CWE-352': ['Cross-Site Request Forgery', 'A01:2021', 'PR.AA-03', ['T1185']],
  'CWE-377': ['Insecure Temporary File', 'A01:2021', 'PR.DS-01', ['T1005']],
  'CWE-384': ['Session Fixation', 'A07:2021', 'PR.AA-03', ['T1185', 'T1539']],
  'CWE-400': ['Uncontrolled Resource Consumption', null, 'PR.IR-04', ['T1499']],
  'CWE-415': ['Double Free', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-416': ['Use After Free', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-434': [
    'Unrestricted Upload of File with Dangerous Type',
    'A04:2021',
    'PR.PS-06',
    ['T1505', 'T1190'],
  ],
  'CWE-470': ['Unsafe Reflection', 'A03:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-476': ['NULL Pointer Dereference', null, 'PR.PS-06', ['T1499']],
  'CWE-489': ['Active Debug Code', 'A05:2021', 'PR.PS-01', ['T1212', 'T1190']],
  'CWE-494': ['Download of Code Without Integrity Check', 'A08:2021', 'GV.SC-07', ['T1195']],
  'CWE-501': ['Trust Boundary Violation', 'A04:2021', 'PR.PS-06', ['T1190']],
  'CWE-502': ['Deserialization of Untrusted Data', 'A08:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-521': ['Weak Password Requirements', 'A07:2021', 'PR.AA-01', ['T1110']],
  'CWE-522': ['Insufficiently Protected Credentials', 'A04:2021', 'PR.AA-01', ['T1552']],
  'CWE-532': [
    'Insertion of Sensitive Information into Log File',
    'A09:2021',
    'PR.PS-04',
    ['T1552'],
  ],
  'CWE-538': [
    'Insertion of Sensitive Information into Externally-Accessible File or Directory',
    'A01:2021',
    'PR.DS-01',
    ['T1552'],
  ],
  'CWE-548': [
    'Exposure of Information Through Directory Listing',
    'A01:2021',
    'PR.DS-01',
    ['T1083'],
  ],
  'CWE-552': [
    'Files or Directories Accessible to External Parties',
    'A01:2021',
    'PR.DS-01',
    ['T1083', 'T1552'],
  ],
  'CWE-601': ['Open Redirect', 'A01:2021', 'PR.PS-06', ['T1566']],
  'CWE-611': ['XML External Entity Reference', 'A05:2021', 'PR.PS-06', ['T1190', 'T1005']],
  'CWE-613': ['Insufficient Session Expiration', 'A07:2021', 'PR.AA-03', ['T1078']],
  'CWE-614': [
    'Sensitive Cookie in HTTPS Session Without Secure Attribute',
    'A05:2021',
    'PR.DS-02',
    ['T1539'],
  ],
  'CWE-621': ['Variable Extraction Error', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-639': [
    'Authorization Bypass Through User-Controlled Key',
    'A01:2021',
    'PR.AA-05',
    ['T1190'],
  ],
  'CWE-643': ['XPath Injection', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-668': ['Exposure of Resource to Wrong Sphere', 'A01:2021', 'PR.AA-05', ['T1611']],
  'CWE-676': ['Use of Potentially Dangerous Function', null, 'PR.PS-06', ['T1203']],
  'CWE-690': ['Unchecked Return Value to NULL Pointer Dereference', null, 'PR.PS-06', ['T1499']],
  'CWE-693': ['Protection Mechanism Failure', 'A05:2021', 'PR.PS-01', ['T1189']],
  'CWE-706': ['Use of Incorrectly-Resolved Name or Reference', 'A01:2021', 'PR.PS-01', ['T1557']],
  'CWE-732': [
    'Incorrect Permission Assignment for Critical Resource',
    'A01:2021',
    'PR.AA-05',
    ['T1068'],
  ],
  'CWE-749': ['Exposed Dangerous Method or Function', 'A04:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-759': ['Use of a One-Way Hash without a Salt', 'A02:2021', 'PR.DS-01', ['T1110']],
  'CWE-760': ['Use of a One-Way Hash with a Predictable Salt', 'A02:2021', 'PR.DS-01', ['T1110']],
  'CWE-770': ['Allocation of Resources Without Limits or Throttling', null, 'PR.IR-04', ['T1499']],
  'CWE-777': ['Regular Expression without Anchors', 'A03:2021', 'PR.PS-06', ['T1190']],
  'CWE-780': ['Use of RSA Algorithm without OAEP', 'A02:2021', 'PR.DS-01', ['T1557']],
  'CWE-776': ['XML Entity Expansion', 'A05:2021', 'PR.IR-04', ['T1499']],
  'CWE-787': ['Out-of-bounds Write', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-789': ['Memory Allocation with Excessive Size Value', null, 'PR.IR-04', ['T1499']],
  'CWE-805': ['Buffer Access with Incorrect Length Value', null, 'PR.PS-06', ['T1203', 'T1068']],
  'CWE-369': ['Divide By Zero', null, 'PR.IR-04', ['T1499']],
  'CWE-798': ['Use of Hard-coded Credentials', 'A07:2021', 'PR.AA-01', ['T1552', 'T1078']],
  'CWE-807': [
    'Reliance on Untrusted Inputs in a Security Decision',
    'A04:2021',
    'PR.AA-05',
    ['T1190'],
  ],
  'CWE-829': [
    'Inclusion of Functionality from Untrusted Control Sphere',
    'A08:2021',
    'GV.SC-07',
    ['T1195'],
  ],
  'CWE-862': ['Missing Authorization', 'A01:2021', 'PR.AA-05', ['T1190']],
  'CWE-863': ['Incorrect Authorization', 'A01:2021', 'PR.AA-05', ['T1190']],
  'CWE-914': [
    'Improper Control of Dynamically-Identified Variables',
    'A03:2021',
    'PR.PS-06',
    ['T1190'],
  ],
  'CWE-908': ['Use of Uninitialized Resource', 'A04:2021', 'PR.PS-06', ['T1005']],
  'CWE-915': [
    'Improperly Controlled Modification of Dynamically-Determined Object Attributes',
    'A08:2021',
    'PR.PS-06',
    ['T1190'],
  ],
  'CWE-916': [
    'Use of Password Hash With Insufficient Computational Effort',
    'A02:2021',
    'PR.DS-01',
    ['T1110'],
  ],
  'CWE-917': ['Expression Language Injection', 'A03:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-918': ['Server-Side Request Forgery', 'A10:2021', 'PR.IR-01', ['T1190', 'T1552']],
  'CWE-922': ['Insecure Storage of Sensitive Information', 'A01:2021', 'PR.DS-01', ['T1552']],
  'CWE-942': [
    'Permissive Cross-domain Policy with Untrusted Domains',
    'A05:2021',
    'PR.AA-05',
    ['T1185'],
  ],
  'CWE-943': [
    'Improper Neutralization of Special Elements in Data Query Logic (NoSQL)',
    'A03:2021',
    'PR.PS-06',
    ['T1190'],
  ],
  'CWE-1004': ["Sensitive Cookie Without 'HttpOnly' Flag", 'A05:2021', 'PR.DS-02', ['T1539']],
  'CWE-1021': [
    'Improper Restriction of Rendered UI Layers or Frames',
    'A04:2021',
    'PR.PS-01',
    ['T1185'],
  ],
  'CWE-1204': ['Generation of Weak Initialization Vector (IV)', 'A02:2021', 'PR.DS-01', ['T1557']],
  'CWE-1385': ['Missing Origin Validation in WebSockets', 'A07:2021', 'PR.AA-05', ['T1185']],
  'CWE-1275': [
    'Sensitive Cookie with Improper SameSite Attribute',
    'A01:2021',
    'PR.DS-02',
    ['T1539', 'T1185'],
  ],
  'CWE-1321': ['Prototype Pollution', 'A08:2021', 'PR.PS-06', ['T1190']],
  'CWE-1333': ['Inefficient Regular Expression Complexity (ReDoS)', null, 'PR.IR-04', ['T1499']],
  'CWE-1336': ['Server-Side Template Injection', 'A03:2021', 'PR.PS-06', ['T1190', 'T1059']],
  'CWE-1357': [
    'Reliance on Insufficiently Trustworthy Component',
    'A06:2021',
    'GV.SC-07',
    ['T1195'],
  ],
};

function build(cwe: string, row: Row): CweCompliance {
  const [name, owasp, sub, attack] = row;
  const cat = sub.slice(0, 5);
  const rank = (CWE_TOP25_2025 as readonly string[]).indexOf(cwe);
  return {
    cwe,
    name,
    owasp: owasp ? OWASP_2021[owasp] : null,
    cweTop25: rank >= 0,
    ...(rank >= 0 ? { cweTop25Rank: rank + 1 } : {}),
    sansTop25: (SANS_TOP25 as readonly string[]).includes(cwe),
    nist: {
      function: NIST_CSF_CATEGORIES[cat]?.function ?? 'Protect',
      category: cat,
      subcategory: sub,
    },
    attack: attack.map((id) => ({ id, name: ATTACK_TECHNIQUES[id] ?? id })),
  };
}

/** The full table, keyed by CWE id ('CWE-89'). */
export const COMPLIANCE: Readonly<Record<string, CweCompliance>> = Object.fromEntries(
  Object.entries(ROWS).map(([k, r]) => [k, build(k, r)]),
);

/** Compliance of one CWE ('CWE-89', 'cwe-89' or '89'), or undefined when not in the table. */
export function complianceFor(cwe: string): CweCompliance | undefined {
  const id = /^\d+$/.test(cwe) ? `CWE-${cwe}` : cwe.toUpperCase();
  return COMPLIANCE[id];
}

export interface ComplianceSummary {
  /** OWASP Top 10 2021 category -> findings (the finding's own category, else the table's). */
  owasp: Record<string, number>;
  /** CWE Top 25 (2025) CWE -> findings whose CWEs include it. */
  cweTop25: Record<string, number>;
  /** SANS Top 25 CWE -> findings. */
  sansTop25: Record<string, number>;
  /** NIST CSF 2.0 category (PR.DS...) -> findings. */
  nist: Record<string, number>;
  /** MITRE ATT&CK technique id -> findings. */
  attack: Record<string, number>;
  /** Findings whose CWEs are in none of the lists. */
  unmapped: number;
  total: number;
}

/**
 * Counts findings per category of each framework. A finding counts once per category even when
 * several of its CWEs fall in it.
 */
export function summarizeCompliance(findings: Pick<Finding, 'cwe' | 'owasp'>[]): ComplianceSummary {
  const s: ComplianceSummary = {
    owasp: {},
    cweTop25: {},
    sansTop25: {},
    nist: {},
    attack: {},
    unmapped: 0,
    total: findings.length,
  };
  const inc = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + 1);
  for (const f of findings) {
    const rows = f.cwe.map(complianceFor).filter((r): r is CweCompliance => !!r);
    const owasp = f.owasp || rows.find((r) => r.owasp)?.owasp;
    const top = new Set<string>();
    const sans = new Set<string>();
    const nist = new Set<string>();
    const attack = new Set<string>();
    for (const r of rows) {
      if (r.cweTop25) top.add(r.cwe);
      if (r.sansTop25) sans.add(r.cwe);
      nist.add(r.nist.category);
      for (const a of r.attack) attack.add(a.id);
    }
    if (owasp) inc(s.owasp, owasp);
    top.forEach((k) => inc(s.cweTop25, k));
    sans.forEach((k) => inc(s.sansTop25, k));
    nist.forEach((k) => inc(s.nist, k));
    attack.forEach((k) => inc(s.attack, k));
    if (!rows.length && !owasp) s.unmapped++;
  }
  return s;
}
