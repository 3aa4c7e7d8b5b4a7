/**
 * Findings you can work through: the inventory of GET /api/vulnerabilities (each distinct finding
 * once per project, by fingerprint, with its state in the latest scan), its CSV export, a scan's
 * findings for the explorer, one finding with its code context, bulk triage, and a project's trend.
 */
import { z } from 'zod';
import { CODE_KINDS, SEVERITIES, type CodeKind, type Severity } from '../constants.js';
import { ReportFindingSchema, TRIAGE_STATES, TriageSchema, type TriageState } from './reports.js';
import { ScanSummarySchema, SeveritySchema, TraceStepSchema } from './scans.js';

export const FINDING_MESSAGES = {
  notFound: 'Finding not found',
  someNotFound: 'One or more findings were not found. Nothing was changed.',
  noProject:
    'One or more findings belong to a scan without a project and cannot be triaged. Nothing was changed.',
  projectNotFound: 'Project not found',
  scanNotFound: 'Scan not found',
  notReady: 'This scan is still in progress or has no results available.',
} as const;

/** A finding's state in the latest completed scan of its project. */
export const FINDING_STATES = ['open', 'fixed', 'reopened'] as const;
export type FindingState = (typeof FINDING_STATES)[number];
export const FINDING_STATE_LABELS: Record<FindingState, string> = {
  open: 'Open',
  fixed: 'Fixed',
  reopened: 'Reopened',
};

export const CODE_KIND_LABELS: Record<CodeKind, string> = {
  production: 'Production',
  test: 'Test',
  example: 'Example',
  docs: 'Docs',
  generated: 'Generated',
  vendored: 'Vendored',
};

/** `a,b,c` (or a repeated parameter) into a list of allowed values; unknown values are a 400. */
function listOf<T extends string>(values: readonly T[], name: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((x) => x.split(','))
        .map((x) => x.trim())
        .filter((x) => x.length > 0),
    )
    .pipe(
      z.array(
        z.enum(values as unknown as [T, ...T[]], {
          error: () => `${name} must be one of: ${values.join(', ')}`,
        }),
      ),
    );
}

export const INVENTORY_SORTS = [
  'severity',
  'lastSeen',
  'firstSeen',
  'file',
  'rule',
  'title',
  'project',
  'state',
] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

/** `triage` filter values: a triage state, where 'open' also means "never triaged". */
export const TRIAGE_FILTERS = TRIAGE_STATES;

/**
 * GET /api/vulnerabilities and /api/vulnerabilities/export.csv. Lists take comma-separated values
 * (`severity=critical,high`). `state` defaults to open and reopened (`all` adds fixed); `codeKind`
 * defaults to production (`all` widens to every kind).
 */
export const InventoryQuerySchema = z.object({
  projectId: z.uuid('Invalid projectId').optional(),
  severity: listOf<Severity>(SEVERITIES, 'severity').optional(),
  /** 'CWE-89' or '89'. */
  cwe: z.string().trim().max(20).optional(),
  /** Exact rule id, e.g. js.sql-injection. */
  ruleId: z.string().trim().max(200).optional(),
  /** Part of the file path, case-insensitive. */
  file: z.string().trim().max(500).optional(),
  state: z.union([z.literal('all'), listOf<FindingState>(FINDING_STATES, 'state')]).optional(),
  triage: listOf<TriageState>(TRIAGE_FILTERS, 'triage').optional(),
  codeKind: z.union([z.literal('all'), listOf<CodeKind>(CODE_KINDS, 'codeKind')]).optional(),
  /** Part of the title, file, rule or project name, case-insensitive. */
  search: z.string().trim().max(200).optional(),
  sort: z.enum(INVENTORY_SORTS).default('severity'),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export type InventoryQuery = z.infer<typeof InventoryQuerySchema>;
/** The old name of the inventory query (the /vulnerabilities page's hook uses it). */
export const VulnerabilityListQuerySchema = InventoryQuerySchema;
/** The query string as a client sends it (lists comma-separated). */
export interface VulnerabilityListQuery {
  projectId?: string;
  severity?: string;
  cwe?: string;
  ruleId?: string;
  file?: string;
  state?: string;
  triage?: string;
  codeKind?: string;
  search?: string;
  sort?: InventorySort;
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

/** One distinct finding of a project (one fingerprint), as of the latest completed scan that had it. */
export const InventoryItemSchema = z.object({
  /** The id of the latest finding row (same as latestFindingId): use it for triage and detail. */
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  fingerprint: z.string(),
  ruleId: z.string(),
  title: z.string(),
  severity: SeveritySchema,
  /** Primary CWE as 'CWE-89', or null. */
  cwe: z.string().nullable(),
  cwes: z.array(z.string()),
  filePath: z.string().nullable(),
  /** Same as filePath (the old list's name). */
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  codeKind: z.enum(CODE_KINDS),
  state: z.enum(FINDING_STATES),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  lastScanId: z.string(),
  /** Same as lastScanId (the old list's name). */
  scanId: z.string(),
  latestFindingId: z.string(),
  /** Same as lastSeenAt (the old list's "scan date"). */
  createdAt: z.string(),
  triage: TriageSchema.nullable(),
  /** triage.state, or 'open' when never triaged. */
  triageState: z.enum(TRIAGE_STATES),
  /** True for false positives and accepted risks (not counted). */
  suppressed: z.boolean(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;
export const VulnerabilityListItemSchema = InventoryItemSchema;
export type VulnerabilityListItem = InventoryItem;

export const InventoryResponseSchema = z.object({
  vulnerabilities: z.array(InventoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type InventoryResponse = z.infer<typeof InventoryResponseSchema>;
export const VulnerabilityListResponseSchema = InventoryResponseSchema;
export type VulnerabilityListResponse = InventoryResponse;

/** Columns of /api/vulnerabilities/export.csv, in order. */
export const INVENTORY_CSV_HEADER = [
  'project',
  'severity',
  'title',
  'rule',
  'cwe',
  'file',
  'line',
  'code kind',
  'state',
  'triage state',
  'triage comment',
  'first seen',
  'last seen',
  'fingerprint',
] as const;

/** A finding of one scan in the explorer: the report's finding plus where it came from. */
export const ExplorerFindingSchema = ReportFindingSchema.extend({
  scanId: z.string(),
});
export type ExplorerFinding = z.infer<typeof ExplorerFindingSchema>;

export const EXPLORER_GROUPS = ['rule', 'file', 'none'] as const;

/**
 * GET /api/scans/:id/findings: every finding of a completed scan (all code kinds unless
 * filtered), most severe first; with `groupBy` also the groups (by rule id or file path).
 */
export const ScanFindingsQuerySchema = z.object({
  groupBy: z.enum(EXPLORER_GROUPS).default('none'),
  severity: listOf<Severity>(SEVERITIES, 'severity').optional(),
  triage: listOf<TriageState>(TRIAGE_FILTERS, 'triage').optional(),
  codeKind: z.union([z.literal('all'), listOf<CodeKind>(CODE_KINDS, 'codeKind')]).optional(),
});
export interface ScanFindingsQuery {
  groupBy?: (typeof EXPLORER_GROUPS)[number];
  severity?: string;
  triage?: string;
  codeKind?: string;
}

export const FindingGroupSchema = z.object({
  /** The rule id or file path ('' for findings without a file). */
  key: z.string(),
  /** The rule title or the file path. */
  label: z.string(),
  /** Most severe finding of the group. */
  severity: SeveritySchema,
  count: z.number().int(),
  findingIds: z.array(z.string()),
});
export type FindingGroup = z.infer<typeof FindingGroupSchema>;

export const ScanFindingsResponseSchema = z.object({
  scanId: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string(),
  /** The counts object of this scan (same as the scan list and report). */
  counts: ScanSummarySchema,
  findings: z.array(ExplorerFindingSchema),
  /** Null when groupBy=none. */
  groups: z.array(FindingGroupSchema).nullable(),
});
export type ScanFindingsResponse = z.infer<typeof ScanFindingsResponseSchema>;

/** One numbered source line of a code view. */
export const CodeLineSchema = z.object({ number: z.number().int(), text: z.string() });
export type CodeLine = z.infer<typeof CodeLineSchema>;

/**
 * A piece of code around the finding or around a trace step, read from the stored snippet and
 * trace (masked like every other output). `highlight` lists the line numbers to mark; `steps` the
 * indexes of the trace steps shown in this block.
 */
export const CodeBlockSchema = z.object({
  file: z.string(),
  kind: z.enum(['finding', 'trace']),
  lines: z.array(CodeLineSchema),
  highlight: z.array(z.number().int()),
  steps: z.array(z.number().int()),
});
export type CodeBlock = z.infer<typeof CodeBlockSchema>;

/** GET /api/findings/:id: one finding with its code view, trace and links. */
export const FindingDetailSchema = ReportFindingSchema.extend({
  scanId: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string(),
  scanCreatedAt: z.string(),
  /** Trace steps with their kind (source, propagation, call, return, sink) and the block showing them. */
  steps: z.array(TraceStepSchema.extend({ index: z.number().int(), block: z.number().int() })),
  /** The finding's block first, then one block per trace step elsewhere. */
  code: z.array(CodeBlockSchema),
});
export type FindingDetail = z.infer<typeof FindingDetailSchema>;

export const BULK_TRIAGE_MAX = 500;

/** POST /api/findings/triage: all-or-nothing; every id must be the caller's. */
export const BulkTriageBodySchema = z.object({
  ids: z
    .array(z.uuid('Invalid finding id'))
    .min(1, 'Select at least one finding')
    .max(BULK_TRIAGE_MAX, `At most ${BULK_TRIAGE_MAX} findings at once`),
  status: z.enum(TRIAGE_STATES),
  comment: z.string().trim().max(2000).optional().nullable(),
});
export type BulkTriageBody = z.infer<typeof BulkTriageBodySchema>;

export const BulkTriageResponseSchema = z.object({
  /** Findings (ids) given. */
  updated: z.number().int(),
  /** Distinct project findings (project + fingerprint) whose triage was set. */
  fingerprints: z.number().int(),
  triage: TriageSchema,
  message: z.string(),
});
export type BulkTriageResponse = z.infer<typeof BulkTriageResponseSchema>;

/** One completed scan of the project in the trend, oldest first. */
export const TrendPointSchema = z.object({
  scanId: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The counts object of this scan (today's triage applied). */
  open: ScanSummarySchema,
  /** Counted findings not in the previous completed scan (all of them for the first scan). */
  new: z.number().int(),
  /** Counted findings of the previous completed scan this one no longer has. */
  fixed: z.number().int(),
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

export const TrendQuerySchema = z.object({
  /** The most recent scans to include. */
  limit: z.coerce.number().int().min(1).max(200).default(30),
});

/** GET /api/projects/:id/trend. */
export const ProjectTrendSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  points: z.array(TrendPointSchema),
});
export type ProjectTrend = z.infer<typeof ProjectTrendSchema>;
