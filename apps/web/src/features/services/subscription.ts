/**
 * Subscription display rules (spec section 4): ACTIVE while the end date lies in the future (days
 * remaining shown, in orange at 7 or fewer), otherwise EXPIRED; GUEST has no subscription.
 */
import { LIMITS, TIERS, type SubscriptionSummary, type TierName } from '@vigil/shared';

/** The user fields this page reads from the session's user record. */
export interface SubscriptionUser {
  subscriptionTier?: TierName | string | null;
  subscriptionStartDate?: string | null;
  subscriptionEndDate?: string | null;
}

/** GET /api/user/subscription (spec section 3, User subscription summary): the shared contract. */
export type { SubscriptionSummary };

export type SubscriptionView =
  | { state: 'GUEST'; tier: 'GUEST'; startDate: Date | null; endDate: Date | null }
  | {
      state: 'ACTIVE';
      tier: Exclude<TierName, 'GUEST'>;
      startDate: Date | null;
      endDate: Date | null;
      daysRemaining: number | null;
      expiringSoon: boolean;
    }
  | {
      state: 'EXPIRED';
      tier: Exclude<TierName, 'GUEST'>;
      startDate: Date | null;
      endDate: Date | null;
    };

const DAY_MS = 86_400_000;

function toDate(v: string | null | undefined): Date | null {
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

function toTier(v: string | null | undefined): TierName {
  return (TIERS as readonly string[]).includes(v ?? '') ? (v as TierName) : 'GUEST';
}

/**
 * The state to display. Dates come from the summary when the server sent one, else from the user
 * record; days remaining are whole days started (an end 7 days and 1 minute away counts as 8).
 * Without an end date a paid tier is open-ended: ACTIVE with no day count, unless the server says
 * it has expired.
 */
export function subscriptionView(
  user: SubscriptionUser | null,
  summary?: SubscriptionSummary | null,
  now: Date = new Date(),
): SubscriptionView {
  const tier = toTier(summary?.subscription.tier ?? user?.subscriptionTier);
  const startDate = toDate(summary?.subscription.startDate) ?? toDate(user?.subscriptionStartDate);
  const endDate = toDate(summary?.subscription.endDate) ?? toDate(user?.subscriptionEndDate);
  if (tier === 'GUEST') return { state: 'GUEST', tier, startDate, endDate };

  if (endDate) {
    const left = endDate.getTime() - now.getTime();
    if (left <= 0) return { state: 'EXPIRED', tier, startDate, endDate };
    const daysRemaining = Math.ceil(left / DAY_MS);
    return {
      state: 'ACTIVE',
      tier,
      startDate,
      endDate,
      daysRemaining,
      expiringSoon: daysRemaining <= LIMITS.expiringSoonDays,
    };
  }
  if (summary?.subscription.status === 'expired')
    return { state: 'EXPIRED', tier, startDate, endDate };
  const daysRemaining = summary?.subscription.daysRemaining ?? null;
  return {
    state: 'ACTIVE',
    tier,
    startDate,
    endDate,
    daysRemaining,
    expiringSoon: daysRemaining !== null && daysRemaining <= LIMITS.expiringSoonDays,
  };
}

export type ServiceStatus = 'Available' | 'Coming Soon' | 'Development' | 'Planning';

export interface ServiceRow {
  key: string;
  name: string;
  description: string;
  status: ServiceStatus;
  /** Tiers whose plan includes the service. */
  tiers: readonly TierName[];
  launch?: string;
}

/** The availability table of My Services (spec sections 2 and 6). */
export const SERVICES: ServiceRow[] = [
  {
    key: 'sast',
    name: 'SAST Scanner',
    description: 'Static analysis with taint tracking across 15+ languages',
    status: 'Available',
    tiers: ['FOUNDATION', 'SUMMIT'],
    launch: '/sast',
  },
  {
    key: 'reports',
    name: 'Security Reports',
    description: 'Findings, compliance mapping and PDF, SARIF and CSV exports',
    status: 'Available',
    tiers: ['FOUNDATION', 'SUMMIT'],
    launch: '/reports',
  },
  {
    key: 'dast',
    name: 'DAST Scanner',
    description: 'Dynamic testing of running web applications and APIs',
    status: 'Coming Soon',
    tiers: ['FOUNDATION', 'SUMMIT'],
  },
  {
    key: 'orchestrator',
    name: 'AI Orchestrator',
    description: 'Coordinates scans, triage and fixes across your portfolio',
    status: 'Development',
    tiers: ['SUMMIT'],
  },
  {
    key: 'monitoring',
    name: 'Continuous Monitoring',
    description: 'Scans on every change with alerts for new critical issues',
    status: 'Planning',
    tiers: ['SUMMIT'],
  },
];

/** A Launch action is offered only for an available service that the user's current, unexpired plan includes. */
export function canLaunch(service: ServiceRow, view: SubscriptionView): boolean {
  return (
    service.status === 'Available' &&
    !!service.launch &&
    view.state === 'ACTIVE' &&
    service.tiers.includes(view.tier)
  );
}
