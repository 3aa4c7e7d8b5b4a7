/**
 * The rules of the projects area: owner scoping (another user's project is "not found"), the
 * name rule, the field rules (language from the spec's list; a repository URL and branch checked as
 * a repository scan checks them), and the tier's SAST project limit enforced on the server, under a
 * row lock on the user so two parallel creations cannot pass the limit together.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import path from 'node:path';
import {
  DEFAULT_THREAT_MODELS,
  PROJECT_LANGUAGES,
  PROJECT_MESSAGES,
  THREAT_MODELS,
  type CreateProjectInput,
  type Project,
  type ThreatModelName,
  type UpdateProjectInput,
} from '@vigil/shared';
import type { Db } from '../../db/client.js';
import { projects, scans, subscriptionTiers } from '../../db/schema/index.js';
import { AppError, errors } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { removeTree } from '../../sources/archive.js';
import { removeProjectCache } from '../../engine-cache.js';
import { checkBranch, checkRepositoryUrl, DEFAULT_BRANCH } from '../../sources/git.js';
import { UUID_RE } from './schema.js';

type ProjectRow = typeof projects.$inferSelect;

export function presentProject(row: ProjectRow, scanCount = 0): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    repositoryUrl: row.repositoryUrl,
    repositoryBranch: row.repositoryBranch,
    language: row.language,
    framework: row.framework,
    status: row.status,
    threatModels: threatModelsOf(row.threatModels),
    scanCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The models in THREAT_MODELS order, remote always among them: the engine takes request data as
 * untrusted in every scan, and local and library add to it.
 */
export function threatModelsOf(stored: readonly string[] | null | undefined): ThreatModelName[] {
  return THREAT_MODELS.filter((m) => DEFAULT_THREAT_MODELS.includes(m) || stored?.includes(m));
}

const notFound = () => errors.notFound(PROJECT_MESSAGES.notFound, 'PROJECT_NOT_FOUND');

/** The user's project, or 404 (also for another user's project and for ids that are not UUIDs). */
export async function findOwnProject(db: Db, userId: string, id: string): Promise<ProjectRow> {
  if (!UUID_RE.test(id)) throw notFound();
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function scanCounts(db: Db, projectIds: string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: scans.projectId, n: count() })
    .from(scans)
    .where(inArray(scans.projectId, projectIds))
    .groupBy(scans.projectId);
  return new Map(rows.map((r) => [r.projectId ?? '', Number(r.n)]));
}

export async function listProjects(db: Db, userId: string): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt));
  const counts = await scanCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentProject(r, counts.get(r.id) ?? 0));
}

export async function getProject(db: Db, userId: string, id: string): Promise<Project> {
  const row = await findOwnProject(db, userId, id);
  const counts = await scanCounts(db, [row.id]);
  return presentProject(row, counts.get(row.id) ?? 0);
}

export async function countProjects(db: Db, userId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
  return Number(r?.n ?? 0);
}

/** The tier's SAST project limit: null unlimited, 0 no access. */
export async function projectLimitOf(db: Db, tier: string): Promise<number | null> {
  const [row] = await db
    .select({ limit: subscriptionTiers.sastProjectLimit })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.name, tier as 'GUEST'))
    .limit(1);
  if (!row) throw new AppError('PROJECT_LIMIT_UNKNOWN', PROJECT_MESSAGES.limitUnknown);
  return row.limit;
}

/** Throws unless the user may create one more project (GUEST, expired subscription, tier limit). */
export function assertMayCreate(
  user: AuthUser,
  limit: number | null,
  current: number,
  now = new Date(),
): void {
  if (user.subscriptionTier === 'GUEST')
    throw new AppError('SUBSCRIPTION_REQUIRED', PROJECT_MESSAGES.guest);
  if (user.subscriptionEndDate && user.subscriptionEndDate.getTime() <= now.getTime()) {
    throw new AppError('SUBSCRIPTION_EXPIRED', PROJECT_MESSAGES.expired);
  }
  if (limit === 0) throw new AppError('PROJECT_LIMIT_REACHED', PROJECT_MESSAGES.limitReached(0));
  if (limit !== null && current >= limit)
    throw new AppError('PROJECT_LIMIT_REACHED', PROJECT_MESSAGES.limitReached(limit));
}

function cleanText(v: string | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  const t = v.trim();
  return t === '' ? null : t;
}

function requiredName(name: string | undefined): string {
  const t = (name ?? '').trim();
  if (!t) throw errors.validation(PROJECT_MESSAGES.nameRequired);
  return t;
}

/** What the field rules depend on: http repository URLs only where private hosts are allowed. */
export interface ProjectRules {
  allowPrivateRepoHosts: boolean;
}

/** One of the spec's languages (any case, stored as listed), null when empty; 400 otherwise. */
function checkLanguage(v: string | null | undefined): string | null | undefined {
  const t = cleanText(v);
  if (t === undefined || t === null) return t;
  const known = PROJECT_LANGUAGES.find((l) => l.toLowerCase() === t.toLowerCase());
  if (!known) throw errors.validation(PROJECT_MESSAGES.languageInvalid);
  return known;
}

/** A repository URL the scanner could clone (https; http only with private hosts allowed), null when empty. */
function checkUrl(v: string | null | undefined, rules: ProjectRules): string | null | undefined {
  const t = cleanText(v);
  if (t === undefined || t === null) return t;
  checkRepositoryUrl(t, rules.allowPrivateRepoHosts);
  return t;
}

/** The scan start's branch rule; empty means the default branch. */
function checkProjectBranch(v: string | null | undefined): string | undefined {
  const t = cleanText(v);
  return t === undefined ? undefined : checkBranch(t);
}

/** Every field rule, before anything is written. */
function checkFields(input: CreateProjectInput, rules: ProjectRules) {
  return {
    repositoryUrl: checkUrl(input.repositoryUrl, rules),
    repositoryBranch: checkProjectBranch(input.repositoryBranch),
    language: checkLanguage(input.language),
  };
}

export async function createProject(
  db: Db,
  user: AuthUser,
  input: CreateProjectInput,
  rules: ProjectRules,
): Promise<Project> {
  const name = requiredName(input.name);
  const checked = checkFields(input, rules);
  const row = await db.transaction(async (tx) => {
    // One creation at a time per user, so the count below stays true until the insert.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const limit = await projectLimitOf(tx as unknown as Db, user.subscriptionTier);
    const [c] = await tx.select({ n: count() }).from(projects).where(eq(projects.userId, user.id));
    assertMayCreate(user, limit, Number(c?.n ?? 0));
    const [inserted] = await tx
      .insert(projects)
      .values({
        userId: user.id,
        name,
        description: cleanText(input.description) ?? null,
        repositoryUrl: checked.repositoryUrl ?? null,
        repositoryBranch: checked.repositoryBranch ?? DEFAULT_BRANCH,
        language: checked.language ?? null,
        framework: cleanText(input.framework) ?? null,
        status: cleanText(input.status) ?? 'active',
        threatModels: threatModelsOf(input.threatModels),
      })
      .returning();
    return inserted;
  });
  return presentProject(row, 0);
}

/** PATCH (`replace` false: only the fields given) or PUT (`replace` true: name required, others reset when absent). */
export async function updateProject(
  db: Db,
  userId: string,
  id: string,
  input: UpdateProjectInput,
  replace: boolean,
  rules: ProjectRules,
): Promise<Project> {
  await findOwnProject(db, userId, id);
  const set: Partial<typeof projects.$inferInsert> = { updatedAt: new Date() };
  if (replace || input.name !== undefined) set.name = requiredName(input.name);
  const checked = checkFields(input, rules);
  const field = <K extends 'description' | 'repositoryUrl' | 'language' | 'framework'>(
    k: K,
    v: string | null | undefined,
  ) => {
    if (v !== undefined) set[k] = v;
    else if (replace) set[k] = null;
  };
  field('description', cleanText(input.description));
  field('repositoryUrl', checked.repositoryUrl);
  field('language', checked.language);
  field('framework', cleanText(input.framework));
  const branch = checked.repositoryBranch;
  if (branch !== undefined || replace) set.repositoryBranch = branch ?? DEFAULT_BRANCH;
  const status = cleanText(input.status);
  if (status !== undefined || replace) set.status = status ?? 'active';
  // absent: kept by PATCH, reset to the default (remote alone) by PUT
  if (input.threatModels || replace) set.threatModels = threatModelsOf(input.threatModels);
  await db
    .update(projects)
    .set(set)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return getProject(db, userId, id);
}

/**
 * Deletes the project with its scans and their findings (database cascade). Running scans see
 * their row gone at their next heartbeat and stop; their sources are removed here.
 */
export async function deleteProject(
  db: Db,
  dataDir: string,
  userId: string,
  id: string,
): Promise<void> {
  await findOwnProject(db, userId, id);
  const gone = await db
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.projectId, id), eq(scans.userId, userId)));
  await db.delete(projects).where(and(eq(projects.id, id), eq(projects.userId, userId)));
  await Promise.all(gone.map((s) => removeTree(path.join(dataDir, 'sources', s.id))));
  await removeProjectCache(dataDir, id);
}
