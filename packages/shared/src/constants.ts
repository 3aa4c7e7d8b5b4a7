/** Business constants and limits from the product specification (section 9). */
export const LIMITS = {
  maxScanFiles: 50,
  chooserDefaultMaxFiles: 20,
  maxFileSizeBytes: 104_857_600,
  passwordMinLength: 8,
  mfaCodeLength: 6,
  toastTimeoutMs: 5_000,
  adminUserPollMs: 30_000,
  tokenExpiryCheckMs: 60_000,
  dashboardRecentScans: 6,
  sastRecentScans: 5,
  reportsPageSize: 10,
  expiringSoonDays: 7,
  adminRegistrationWindowDays: 7,
  foundationProjectLimit: 5,
} as const;

export const REALTIME = {
  timeoutMs: 10_000,
  reconnectionAttempts: 5,
  reconnectionDelayMs: 2_000,
  dialogRetryBaseMs: 3_000,
  dialogMaxRetries: 5,
} as const;

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  token: 'token',
  user: 'user',
} as const;

export const ROLES = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const TIERS = ['GUEST', 'FOUNDATION', 'SUMMIT'] as const;
export type TierName = (typeof TIERS)[number];

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A count with its noun: plural(1, 'finding') is '1 finding', plural(2, 'file') is '2 files'. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : pluralForm}`;
}

/** Where a finding's code lives (the engine's codeKind); only 'production' counts by default. */
export const CODE_KINDS = [
  'production',
  'test',
  'example',
  'docs',
  'generated',
  'vendored',
] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

export const SEVERITY_COLORS: Record<Severity, string> = {
  critical: '#d32f2f',
  high: '#ed6c02',
  medium: '#f9a825',
  low: '#1976d2',
};

export const SCAN_STATUSES = [
  'pending',
  'running',
  'scanning',
  'progress',
  'active',
  'completed',
  'failed',
  'error',
  'cancelled',
] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/** Status colours used in lists (spec section 4). */
export function scanStatusColor(
  status: string,
): 'green' | 'blue' | 'red' | 'orange' | 'yellow' | 'gray' {
  switch (status) {
    case 'completed':
      return 'green';
    case 'running':
    case 'scanning':
      return 'blue';
    case 'failed':
    case 'error':
      return 'red';
    case 'cancelled':
      return 'orange';
    case 'pending':
      return 'yellow';
    default:
      return 'gray';
  }
}

export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const SALES_MESSAGE_STATUSES = ['new', 'contacted', 'closed'] as const;
export type SalesMessageStatus = (typeof SALES_MESSAGE_STATUSES)[number];

export const PROJECT_LANGUAGES = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C#',
  'C',
  'C++',
  'PHP',
  'Ruby',
  'Go',
  'Rust',
  'Kotlin',
  'Swift',
  'Scala',
  'Other',
] as const;

/**
 * Whose data a project's scans take as untrusted (the engine's `--threat-model`): `remote` request
 * data, always; `local` adds files, environment, command line and stdin, `library` the parameters
 * of the package's exported functions (for libraries and SDKs).
 */
export const THREAT_MODELS = ['remote', 'local', 'library'] as const;
export type ThreatModelName = (typeof THREAT_MODELS)[number];
export const DEFAULT_THREAT_MODELS: readonly ThreatModelName[] = ['remote'];

/** File extensions accepted by the SAST upload (spec section 5). */
export const ACCEPTED_EXTENSIONS = [
  'js',
  'jsx',
  'ts',
  'tsx',
  'py',
  'pyx',
  'pyi',
  'java',
  'cs',
  'csx',
  'cpp',
  'cc',
  'cxx',
  'c',
  'h',
  'hpp',
  'php',
  'phtml',
  'rb',
  'rbx',
  'go',
  'mod',
  'rs',
  'swift',
  'kt',
  'kts',
  'scala',
  'sc',
  'sql',
  'sh',
  'bash',
  'zsh',
  'json',
  'xml',
  'yaml',
  'yml',
  'html',
  'htm',
  'css',
  'scss',
  'sass',
  'zip',
  'tar',
  'gz',
  '7z',
  'txt',
  'md',
  'toml',
  'class',
] as const;

export const PRICES = {
  foundationMonthlyUsd: 899,
  foundationLabel: '$899/month',
  summitLabel: 'Contact Sales',
} as const;

/** Success Rate: completed SAST scans divided by all SAST scans, rounded percentage (spec section 9). */
export function successRate(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
