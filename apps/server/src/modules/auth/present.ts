import type { User } from '@vigil/shared';
import type { AuthUser } from '../../plugins/auth.js';

/** A user row in the API's User shape (spec section 3). Never includes secrets. */
export function presentUser(u: AuthUser): User {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    systemTier: u.subscriptionTier,
    isActive: u.isActive,
    emailVerified: u.emailVerified,
    isEmailConfirmed: u.emailVerified,
    mfaEnabled: u.mfaEnabled,
    subscriptionTier: u.subscriptionTier,
    subscriptionStartDate: u.subscriptionStartDate ? u.subscriptionStartDate.toISOString() : null,
    subscriptionEndDate: u.subscriptionEndDate ? u.subscriptionEndDate.toISOString() : null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
