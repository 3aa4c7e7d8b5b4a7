import type { Db } from './db/client.js';
import { auditLog } from './db/schema/index.js';

export interface AuditEvent {
  /** Who did it (null for anonymous events such as a failed login with an unknown email). */
  actorId: string | null;
  /** Dotted name, e.g. `auth.login_failed`, `user.password_changed`, `admin.user_deleted`. */
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Appends one row to the audit log. */
export async function audit(db: Db, e: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: e.actorId,
    action: e.action,
    targetType: e.targetType ?? null,
    targetId: e.targetId ?? null,
    details: e.details ?? {},
    ip: e.ip ?? null,
  });
}
