import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CODE_KINDS } from '@vigil/shared';
import { projects } from './projects.js';
import { users } from './users.js';

export const scans = pgTable(
  'scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    scanType: text('scan_type', { enum: ['SAST', 'DAST'] })
      .notNull()
      .default('SAST'),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    sourceKind: text('source_kind', { enum: ['upload', 'repository'] }).notNull(),
    repositoryUrl: text('repository_url'),
    repositoryBranch: text('repository_branch'),
    /** Where the uploaded or cloned sources live, relative to DATA_DIR. */
    sourcePath: text('source_path'),
    /**
     * Files of the scan's source tree when it was stored (upload) or cloned (repository): checked
     * before and after the engine runs, so a scan never completes over part of its sources.
     */
    sourceFiles: integer('source_files'),
    progressDetails: text('progress_details'),
    progressPhase: text('progress_phase'),
    progressPercent: integer('progress_percent'),
    error: text('error'),
    errorStep: text('error_step'),
    summary: jsonb('summary').$type<{
      critical: number;
      high: number;
      medium: number;
      low: number;
      total: number;
    }>(),
    totalFindings: integer('total_findings'),
    stats: jsonb('stats').$type<Record<string, unknown>>(),
    triageNote: text('triage_note'),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scans_user_created_idx').on(t.userId, t.createdAt),
    index('scans_project_idx').on(t.projectId),
    index('scans_status_idx').on(t.status),
    index('scans_project_status_created_idx').on(t.projectId, t.status, t.createdAt),
    index('scans_user_status_idx').on(t.userId, t.status),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An uploaded scan's sources as one tar.gz, for workers on other machines (PostgreSQL only; see
 * queue/source-store.ts). The row goes when the scan ends or is deleted.
 */
export const scanSourceArchives = pgTable('scan_source_archives', {
  scanId: uuid('scan_id')
    .primaryKey()
    .references(() => scans.id, { onDelete: 'cascade' }),
  archive: bytea('archive').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface TraceStep {
  file: string;
  line: number;
  code: string;
  note?: string;
}

export const findings = pgTable(
  'findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    title: text('title').notNull(),
    severity: text('severity', { enum: ['critical', 'high', 'medium', 'low'] }).notNull(),
    confidence: text('confidence'),
    cwe: jsonb('cwe')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    owasp: text('owasp'),
    description: text('description'),
    recommendation: text('recommendation'),
    file: text('file'),
    line: integer('line'),
    endLine: integer('end_line'),
    column: integer('column'),
    snippet: text('snippet'),
    trace: jsonb('trace').$type<TraceStep[]>(),
    fingerprint: text('fingerprint').notNull(),
    language: text('language'),
    /** Where the code lives (the engine's codeKind); only production code is counted by default. */
    codeKind: text('code_kind', { enum: CODE_KINDS }).notNull().default('production'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('findings_scan_idx').on(t.scanId),
    index('findings_fingerprint_idx').on(t.fingerprint),
    index('findings_scan_fingerprint_idx').on(t.scanId, t.fingerprint),
  ],
);

/** Triage state of a finding across the scans of one project, keyed by fingerprint. */
export const findingTriage = pgTable(
  'finding_triage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', {
      enum: ['open', 'confirmed', 'false_positive', 'accepted_risk', 'fixed'],
    })
      .notNull()
      .default('open'),
    comment: text('comment'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('finding_triage_project_fingerprint_unique').on(t.projectId, t.fingerprint),
    index('finding_triage_project_state_idx').on(t.projectId, t.state),
  ],
);
