import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, users } from '../../db/schema/index.js';
import { hashPassword } from './password.js';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: for unattended installs, creates that account as a verified
 * SUPER_ADMIN on SUMMIT at start-up. An existing account is left alone (its password is not reset).
 */
export async function bootstrapAdmin(app: FastifyInstance): Promise<void> {
  const { adminEmail, adminPassword } = app.config;
  if (!adminEmail || !adminPassword) return;
  const [existing] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, adminEmail))
    .limit(1);
  if (existing) return;
  const [row] = await app.db
    .insert(users)
    .values({
      email: adminEmail,
      passwordHash: await hashPassword(adminPassword),
      firstName: 'Admin',
      lastName: '',
      role: 'SUPER_ADMIN',
      emailVerified: true,
      subscriptionTier: 'SUMMIT',
      subscriptionStartDate: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (row) {
    await app.db.insert(auditLog).values({
      actorId: row.id,
      action: 'user.bootstrap_admin',
      targetType: 'user',
      targetId: row.id,
    });
    app.log.info(`Created administrator ${adminEmail} from ADMIN_EMAIL`);
  }
}
