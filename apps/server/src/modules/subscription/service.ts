/** The user subscription summary of spec section 3: tier, status, days remaining, project limit and usage. */
import { LIMITS, type SubscriptionSummary } from '@vigil/shared';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { countProjects, projectLimitOf } from '../projects/service.js';

const DAY_MS = 86_400_000;

/** active while the end date is ahead (expiring_soon at 7 days or fewer), expired after; no end date is active. */
export function subscriptionState(
  endDate: Date | null,
  now = new Date(),
): { status: SubscriptionSummary['subscription']['status']; daysRemaining: number | null } {
  if (!endDate) return { status: 'active', daysRemaining: null };
  const ms = endDate.getTime() - now.getTime();
  if (ms <= 0) return { status: 'expired', daysRemaining: 0 };
  const daysRemaining = Math.ceil(ms / DAY_MS);
  return {
    status: daysRemaining <= LIMITS.expiringSoonDays ? 'expiring_soon' : 'active',
    daysRemaining,
  };
}

export async function subscriptionSummary(
  db: Db,
  user: AuthUser,
  now = new Date(),
): Promise<SubscriptionSummary> {
  const { status, daysRemaining } = subscriptionState(user.subscriptionEndDate, now);
  const [limit, projectCount] = await Promise.all([
    projectLimitOf(db, user.subscriptionTier).catch(() => 0),
    countProjects(db, user.id),
  ]);
  return {
    subscription: {
      tier: user.subscriptionTier,
      status,
      daysRemaining,
      startDate: user.subscriptionStartDate?.toISOString() ?? null,
      endDate: user.subscriptionEndDate?.toISOString() ?? null,
    },
    limits: { sastProjects: limit },
    usage: { projectCount },
  };
}
