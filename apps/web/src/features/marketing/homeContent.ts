/** Copy of the marketing home page (spec section 2, Marketing home). */

export type CapabilityStatus = 'Available' | 'Coming Soon' | 'Roadmap';

export interface Capability {
  key: string;
  title: string;
  text: string;
  status: CapabilityStatus;
  href?: string;
}

/** The nine cards of 'Complete Cybersecurity Ecosystem'. Status chips say plainly what ships today. */
export const CAPABILITIES: Capability[] = [
  {
    key: 'compliance',
    title: 'Regulatory & Industry Compliance',
    text: 'Every finding is mapped to OWASP Top 10 2021, CWE Top 25, SANS Top 25, NIST CSF and MITRE ATT&CK, so audit evidence comes straight out of the scan report.',
    status: 'Available',
  },
  {
    key: 'risk',
    title: 'Risk Management',
    text: 'Severity, exploitability and data-flow context rank what to fix first. Findings are tracked across scans as new, still open or fixed.',
    status: 'Available',
  },
  {
    key: 'sast',
    title: 'Static Testing (SAST)',
    text: 'Taint analysis follows untrusted input from source to sink across 15+ languages and shows the full trace, file by file and line by line.',
    status: 'Available',
    href: '/services/sast',
  },
  {
    key: 'dast',
    title: 'Dynamic Testing (DAST)',
    text: 'Authenticated crawling and API testing of running applications, sharing findings and reports with SAST.',
    status: 'Coming Soon',
    href: '/services/dast',
  },
  {
    key: 'vapt',
    title: 'Penetration Testing (VAPT)',
    text: 'Vulnerability assessment and penetration-test workflows that combine automated results with manual verification.',
    status: 'Roadmap',
  },
  {
    key: 'secops',
    title: 'Security Operations',
    text: 'Continuous monitoring of your repositories, with scans on every change and alerts when a new critical issue appears.',
    status: 'Roadmap',
  },
  {
    key: 'tprm',
    title: 'Third-Party Risk Management',
    text: 'Assess the code and components you take from vendors and open source before they reach production.',
    status: 'Roadmap',
  },
  {
    key: 'reporting',
    title: 'Reporting & Analytics',
    text: 'Executive PDF reports, SARIF for code-scanning dashboards and CSV for spreadsheets, with trends per project.',
    status: 'Available',
  },
  {
    key: 'ai',
    title: 'AI Engine',
    text: 'Optional AI triage on a model you host yourself: a verdict, a confidence and a fix tailored to your code for each finding.',
    status: 'Available',
  },
];

export const STEPS = [
  {
    title: 'Create a project',
    text: 'Name it, pick the language and framework, and invite the code in. Projects keep scans, findings and history together.',
  },
  {
    title: 'Add your code',
    text: 'Upload files or an archive, or give a public repository URL. Nothing leaves your servers: Vigil is self-hosted.',
  },
  {
    title: 'Analyse',
    text: 'Pattern rules, secrets detection, configuration checks and taint analysis run in parallel while you watch live progress.',
  },
  {
    title: 'Review and triage',
    text: 'Each finding shows severity, CWE, the data-flow trace and a recommended fix. Mark false positives once; they stay quiet.',
  },
  {
    title: 'Report and enforce',
    text: 'Export PDF, SARIF or CSV, and gate pull requests with the vigil CLI and --fail-on in any CI pipeline.',
  },
];

export const BENEFITS = [
  {
    title: 'Unified Platform',
    text: 'Code scanning, compliance mapping, triage and reporting in one place instead of five tools and a spreadsheet.',
  },
  {
    title: 'AI-Powered',
    text: 'Data-flow analysis finds the real paths from input to sink; optional AI triage explains each one and drafts the fix.',
  },
  {
    title: '60% Cost Reduction',
    text: 'Fewer tools to license and fewer false positives to chase: teams cut the cost of application security by up to 60%.',
  },
  {
    title: 'Compliance Ready',
    text: 'Findings arrive already mapped to the frameworks your auditors ask about, with reports you can hand over as they are.',
  },
];

export const INDUSTRIES = [
  {
    title: 'Financial Services',
    text: 'Meet PCI DSS and SOX expectations for secure development with evidence from every release.',
  },
  {
    title: 'Healthcare',
    text: 'Keep patient data out of logs and responses; support HIPAA security rule reviews.',
  },
  {
    title: 'Technology',
    text: 'Ship fast with a CI gate that fails only on the severities you choose.',
  },
  {
    title: 'Government',
    text: 'Run fully on your own infrastructure, air-gapped if needed, aligned with NIST CSF and FedRAMP controls.',
  },
  {
    title: 'Retail',
    text: 'Protect checkout flows and customer accounts from injection and broken access control.',
  },
  {
    title: 'Manufacturing',
    text: 'Secure the software in plants and connected products, from web portals to embedded C and C++.',
  },
];

export const STANDARD_TABS = [
  {
    key: 'regulatory',
    label: 'Regulatory',
    items: [
      {
        name: 'GDPR',
        text: 'Find personal data flowing into logs, third parties and unencrypted storage.',
      },
      {
        name: 'HIPAA',
        text: 'Evidence for the security rule: access control, audit and transmission security in code.',
      },
      { name: 'SOX', text: 'Change-level scan history and reports that back IT general controls.' },
      {
        name: 'CCPA',
        text: 'Trace consumer data through your services to support privacy reviews.',
      },
    ],
  },
  {
    key: 'industry',
    label: 'Industry',
    items: [
      {
        name: 'PCI DSS',
        text: 'Requirement 6: secure development and review of custom code before release.',
      },
      {
        name: 'ISO 27001',
        text: 'Annex A secure development controls with repeatable, exportable evidence.',
      },
      { name: 'SOC 2', text: 'Scan records and triage decisions that auditors can sample.' },
      {
        name: 'FedRAMP',
        text: 'Self-hosted deployment and NIST 800-53 aligned reporting for federal systems.',
      },
    ],
  },
  {
    key: 'frameworks',
    label: 'Frameworks',
    items: [
      {
        name: 'NIST',
        text: 'Findings mapped to the NIST Cybersecurity Framework functions and categories.',
      },
      {
        name: 'CIS',
        text: 'Configuration checks for containers, Kubernetes manifests and CI files.',
      },
      { name: 'OWASP', text: 'Every rule tagged with its OWASP Top 10 2021 category.' },
      {
        name: 'MITRE',
        text: 'CWE weaknesses linked to the MITRE ATT&CK techniques that exploit them.',
      },
    ],
  },
];

export const COVERAGE = [
  'OWASP Top 10 (2021)',
  'MITRE ATT&CK',
  'CWE Top 25',
  'SDLC best practices',
  'SANS Top 25',
  'NIST Cybersecurity Framework',
];

export const PLANS = [
  {
    tier: 'FOUNDATION' as const,
    title: 'FOUNDATION',
    recommended: false,
    blurb: 'For teams putting secure code review on every release.',
    features: [
      'SAST and DAST scanning (DAST coming soon)',
      'Up to 5 projects',
      'PDF, SARIF and CSV exports',
      'CI/CD integration with the vigil CLI',
      'Email support',
    ],
  },
  {
    tier: 'SUMMIT' as const,
    title: 'SUMMIT - RECOMMENDED',
    recommended: true,
    blurb: 'For organisations running application security at scale.',
    features: [
      'All Foundation features',
      'Unlimited projects',
      'Custom integrations',
      'Advanced analytics and AI orchestration',
      '24/7 priority support and a dedicated success manager',
    ],
  },
];
