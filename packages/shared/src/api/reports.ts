/**
 * Reports (spec sections 2 Reports, 7 Reports, 8 Reports and scans): the contract of
 * GET /api/reports/:id, the triage of findings and the export file names. The reports list itself
 * is GET /api/scans (see api/scans.ts).
 */
import { z } from 'zod';
import {
  ScanListItemSchema,
  ScanStatsSchema,
  ScanSummarySchema,
  VulnerabilitySchema,
} from './scans.js';

export const REPORT_MESSAGES = {
  noResults: 'This scan is still in progress or has no results available.',
  noVulnerabilities: 'No vulnerabilities found! Your code appears to be secure.',
  authRequired: 'Authentication required. Please log in again.',
  listAuthRequired: 'Authentication token not found. Please log in again.',
  downloadFailed: (reason: string) => `Failed to download report: ${reason}.`,
  pdfFailed: 'Failed to download PDF report. Please try again.',
  loadFailed: 'Failed to load scan details.',
  deleteFailed: 'Failed to delete scan.',
  deleteConfirm: 'Are you sure you want to delete this scan? This action cannot be undone.',
  copied: 'Vulnerability details copied to clipboard.',
  notReady: 'This scan is still in progress or has no results available.',
  findingNotFound: 'Finding not found',
} as const;

/** Export file names (spec section 7: the /download PDF is saved as sast-report-{id}.pdf). */
export const REPORT_FILES = {
  pdf: (id: string) => `sast-report-${id}.pdf`,
  /** GET /reports/:id/pdf: the same PDF under a timestamped name. */
  timestampedPdf: (id: string, at: Date = new Date()) =>
    `sast-report-${id}-${at
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/[:]/g, '-')}.pdf`,
  sarif: (id: string) => `vigil-${id}.sarif`,
  csv: (id: string) => `vigil-${id}.csv`,
  json: (id: string) => `vigil-${id}.json`,
} as const;

export const TRIAGE_STATES = [
  'open',
  'confirmed',
  'false_positive',
  'accepted_risk',
  'fixed',
] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];
export const TRIAGE_LABELS: Record<TriageState, string> = {
  open: 'Open',
  confirmed: 'Confirmed',
  false_positive: 'False positive',
  accepted_risk: 'Accepted risk',
  fixed: 'Fixed',
};
/** States left out of the headline counts unless asked for (`includeSuppressed=true`). */
export const SUPPRESSED_TRIAGE_STATES: readonly TriageState[] = ['false_positive', 'accepted_risk'];

export const TriageSchema = z.object({
  state: z.enum(TRIAGE_STATES),
  comment: z.string().nullable(),
  /** Who set it (name, else email), null when that account is gone. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type Triage = z.infer<typeof TriageSchema>;

export const TriageBodySchema = z.object({
  state: z.enum(TRIAGE_STATES),
  comment: z.string().trim().max(2000).optional().nullable(),
});
export type TriageBody = z.infer<typeof TriageBodySchema>;

/** A finding in a report: the Vulnerability, its triage, and whether it is new since the previous scan. */
export const ReportFindingSchema = VulnerabilitySchema.extend({
  triage: TriageSchema.nullable(),
  /** 'new' when the previous completed scan of the project did not have it; null when there is no previous scan. */
  change: z.enum(['new', 'still_open']).nullable(),
  /** True for false positives and accepted risks (shown, but not in the headline counts by default). */
  suppressed: z.boolean(),
  /** True when the finding is in the headline counts (production code, and not suppressed unless includeSuppressed). */
  counted: z.boolean(),
});
export type ReportFinding = z.infer<typeof ReportFindingSchema>;

export const ComplianceCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export const ComplianceFrameworkSchema = z.object({
  id: z.enum(['owasp', 'cweTop25', 'sansTop25', 'nist', 'attack']),
  name: z.string(),
  categories: z.array(ComplianceCategorySchema),
  /** Findings counted in at least one category of this framework. */
  findings: z.number().int(),
});
export type ComplianceFramework = z.infer<typeof ComplianceFrameworkSchema>;

export const ComparisonSchema = z.object({
  previousScanId: z.string(),
  previousCreatedAt: z.string(),
  new: z.number().int(),
  fixed: z.number().int(),
  stillOpen: z.number().int(),
  /** Findings of the previous scan no longer reported. */
  fixedFindings: z.array(
    z.object({
      title: z.string(),
      severity: z.string(),
      file: z.string().nullable(),
      line: z.number().int().nullable(),
      ruleId: z.string(),
      fingerprint: z.string(),
    }),
  ),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const ReportQuerySchema = z.object({
  /** Count false positives and accepted risks in the headline numbers (and exports) too. */
  includeSuppressed: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** GET /api/reports/:id. `findings` is null until the scan has completed. */
export const ReportSchema = z.object({
  scan: ScanListItemSchema.extend({
    stats: ScanStatsSchema.nullable(),
    triageNote: z.string().nullable(),
  }),
  /** Headline counts (without false positives and accepted risks unless includeSuppressed). */
  summary: ScanSummarySchema,
  /** Every finding as the engine reported it. */
  allSummary: ScanSummarySchema,
  suppressed: z.object({ falsePositive: z.number().int(), acceptedRisk: z.number().int() }),
  includeSuppressed: z.boolean(),
  findings: z.array(ReportFindingSchema).nullable(),
  compliance: z.array(ComplianceFrameworkSchema),
  comparison: ComparisonSchema.nullable(),
});
export type Report = z.infer<typeof ReportSchema>;
