import { PRICES } from '@vigil/shared';
import { subscriptionTiers } from './schema/index.js';
import type { Db } from './client.js';

/** The three tiers of ARCHITECTURE section 6. Seeding inserts missing ones and never overwrites an admin's edits. */
export const DEFAULT_TIERS: (typeof subscriptionTiers.$inferInsert)[] = [
  {
    name: 'GUEST',
    priceUsd: null,
    billingPeriod: 'monthly',
    description: 'Browse the platform and view projects. Scanning requires a subscription.',
    services: ['Browse and view projects', 'SAST and reports listed in My Services'],
    sast: false,
    dast: false,
    sastProjectLimit: 0,
    dastProjectLimit: 0,
  },
  {
    name: 'FOUNDATION',
    // The list price every page shows (My Services, /upgrade, /pricing).
    priceUsd: PRICES.foundationMonthlyUsd.toFixed(2),
    billingPeriod: 'monthly',
    description: 'SAST and DAST scanning for up to 5 projects.',
    services: [
      'SAST full access',
      'DAST scanning',
      'Reports',
      'Up to 5 projects',
      'Email support',
      'Basic AI analytics and compliance',
      'CI/CD integration',
    ],
    sast: true,
    dast: true,
    sastProjectLimit: 5,
    dastProjectLimit: 5,
  },
  {
    name: 'SUMMIT',
    priceUsd: null,
    billingPeriod: 'monthly',
    description: 'Everything in Foundation, unlimited projects and enterprise support.',
    services: [
      'Everything in Foundation',
      'Unlimited projects',
      'DAST (coming soon)',
      'Advanced analytics',
      '24/7 priority support',
      'Custom integrations',
      'Dedicated success manager',
      'Enterprise compliance',
      'AI orchestrator',
      'Continuous monitoring',
    ],
    sast: true,
    dast: true,
    sastProjectLimit: null,
    dastProjectLimit: null,
  },
];

export async function seedTiers(db: Db): Promise<void> {
  await db
    .insert(subscriptionTiers)
    .values(DEFAULT_TIERS)
    .onConflictDoNothing({ target: subscriptionTiers.name });
}
