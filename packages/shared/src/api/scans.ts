/** Scans and vulnerabilities (spec sections 3, 4, 5, 7, 8): the contract of /api/scans and /api/vulnerabilities. */
import { z } from 'zod';
import { CODE_KINDS, LIMITS, SCAN_STATUSES, SEVERITIES } from '../constants.js';

export const SCAN_MESSAGES = {
  selectProject: 'Please select a project first.',
  provideRepositoryUrl: 'Please provide a repository URL.',
  uploadFiles: 'Please upload at least one file.',
  maxFiles: (n: number = LIMITS.maxScanFiles) => `Maximum ${n} files allowed`,
  unsupportedFile: (name: string) => `File type not supported: ${name}`,
  dastComingSoon: 'DAST scanning is coming soon.',
  notFound: 'Scan not found',
  cancelNotFound: 'Scan not found or already completed.',
  alreadyCancelled: 'This scan has already been cancelled.',
  cancelled: 'Scan cancelled.',
  deleted: 'Scan deleted.',
  projectNotFound: 'Project not found',
  triageSkipped: 'AI triage skipped: no LLM is configured (LLM_BASE_URL and LLM_MODEL).',
  workerLost: 'The scan worker stopped unexpectedly and the scan could not be resumed. Please start the scan again.',
} as const;

export const SCAN_TYPES = ['SAST', 'DAST'] as const;

export const SeveritySchema = z.enum(SEVERITIES);

/**
 * The one counts object of every screen, the PDF, the statistics API and the admin overview: open
 * findings of a scan in production code (codeKind 'production'), leaving out findings triaged as
 * false positive or accepted risk. The server computes it in one function (`scanCounts`).
 */
export const ScanSummarySchema = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  total: z.number().int(),
});
export type ScanSummary = z.infer<typeof ScanSummarySchema>;

export const TraceStepSchema = z.object({
  file: z.string(),
  line: z.number(),
  code: z.string(),
  kind: z.string().optional(),
  note: z.string().optional(),
});

/** The Vulnerability of spec section 3, plus the engine's rule, confidence, OWASP category, trace and fingerprint. */
export const VulnerabilitySchema = z.object({
  id: z.string(),
  severity: SeveritySchema,
  title: z.string(),
  /** Same as title (the spec names both). */
  type: z.string(),
  description: z.string(),
  /** Primary CWE as 'CWE-89', or null. */
  cwe: z.string().nullable(),
  /** The number of the primary CWE ('89'), or null. */
  cweId: z.string().nullable(),
  cwes: z.array(z.string()),
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  /** Same as line (the spec names both). */
  lineNumber: z.number().int().nullable(),
  codeSnippet: z.string(),
  recommendation: z.string(),
  ruleId: z.string(),
  confidence: z.string().nullable(),
  owasp: z.string().nullable(),
  trace: z.array(TraceStepSchema),
  fingerprint: z.string(),
  /** Where the code lives: production code, tests, examples, docs, generated or vendored code. */
  codeKind: z.enum(CODE_KINDS),
});
export type Vulnerability = z.infer<typeof VulnerabilitySchema>;

export const ScanProgressSchema = z.object({
  details: z.string().nullable(),
  phase: z.string().nullable(),
  percent: z.number().int().nullable(),
});

/** One scan in lists (dashboard, /sast recent analyses, /reports, /scans). */
export const ScanListItemSchema = z.object({
  id: z.string(),
  scanType: z.enum(SCAN_TYPES),
  projectId: z.string().nullable(),
  projectName: z.string(),
  description: z.string().nullable(),
  status: z.enum(SCAN_STATUSES),
  sourceKind: z.enum(['upload', 'repository']),
  repositoryUrl: z.string().nullable(),
  repositoryBranch: z.string().nullable(),
  /** The counts object (see ScanSummarySchema); zeros until the scan has completed. */
  summary: ScanSummarySchema,
  /** Same as summary.total once completed, null before. */
  totalFindings: z.number().int().nullable(),
  progress: ScanProgressSchema,
  error: z.string().nullable(),
  errorStep: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type ScanListItem = z.infer<typeof ScanListItemSchema>;

export const ScanStatsSchema = z.object({
  filesScanned: z.number().int(),
  linesScanned: z.number().int(),
  languages: z.record(z.string(), z.object({ files: z.number().int(), lines: z.number().int() })),
  durationMs: z.number().int(),
  commit: z.string().optional(),
});

/** GET /api/scans/:id. `results` is null until the scan has completed. */
export const ScanDetailSchema = ScanListItemSchema.extend({
  results: z
    .object({
      summary: ScanSummarySchema,
      vulnerabilities: z.array(VulnerabilitySchema),
      totalFindings: z.number().int(),
    })
    .nullable(),
  stats: ScanStatsSchema.nullable(),
  triageNote: z.string().nullable(),
});
export type ScanDetail = z.infer<typeof ScanDetailSchema>;

const page = z.coerce.number().int().min(1).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(10);

export const ScanListQuerySchema = z.object({
  status: z.enum(SCAN_STATUSES).optional(),
  scanType: z.enum(SCAN_TYPES).optional(),
  projectId: z.uuid().optional(),
  /** Part of the project name, case-insensitive. */
  search: z.string().trim().max(200).optional(),
  page,
  limit,
});
export type ScanListQuery = z.infer<typeof ScanListQuerySchema>;

export const ScanListResponseSchema = z.object({
  scans: z.array(ScanListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type ScanListResponse = z.infer<typeof ScanListResponseSchema>;

/** POST /api/scans answers 201 with the new scan's id. */
export const ScanStartResponseSchema = z.object({
  scanId: z.string(),
  status: z.literal('pending'),
  message: z.string(),
});
export type ScanStartResponse = z.infer<typeof ScanStartResponseSchema>;

/** GET /api/scans/statistics (spec section 3 plus the inputs of the Success Rate of section 9). */
export const ScanStatisticsSchema = z.object({
  totalScans: z.number().int(),
  completedScans: z.number().int(),
  /** pending or running. */
  activeScans: z.number().int(),
  failedScans: z.number().int(),
  /** Scans created in the last 7 days. */
  recentScans: z.number().int(),
  sastScans: z.number().int(),
  completedSastScans: z.number().int(),
  /** completedSastScans / sastScans, rounded percentage (spec section 9). */
  successRate: z.number().int(),
  /** The counts object summed over the latest completed scan of each project (no finding twice). */
  vulnerabilities: ScanSummarySchema,
});
export type ScanStatistics = z.infer<typeof ScanStatisticsSchema>;
