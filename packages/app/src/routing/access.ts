import { hasRole, hasTierAccess, isTier, type Role, type Tier, type TierName, type User } from '@app/contract';

/**
 * Who may open a route (spec 2, DECISIONS "Roles"):
 * - `public`: anyone;
 * - `signedIn`: any logged-in user;
 * - `role`: that role or an admin (admin-only routes therefore admit admins only);
 * - `tier`: a logged-in user whose tier is in the list (admins bypass it).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'role'; role: Role }
  | { kind: 'tier'; tiers: readonly Tier[] };

export const publicAccess: RouteAccess = { kind: 'public' };
export const signedInAccess: RouteAccess = { kind: 'signedIn' };
export const roleAccess = (role: Role): RouteAccess => ({ kind: 'role', role });
export const tierAccess = (tiers: readonly Tier[]): RouteAccess => ({ kind: 'tier', tiers });

/** What the guard decided. */
export type AccessDecision =
  | { outcome: 'allow' }
  /** No user: save the intended path and go to /auth. */
  | { outcome: 'login' }
  /** Wrong role: go to /. */
  | { outcome: 'wrongRole' }
  /** Insufficient tier: the "Subscription Required" toast, then /chat. */
  | { outcome: 'tierRequired'; tiers: readonly Tier[]; currentTier: TierName | null };

export const guardTargets = { login: '/auth', wrongRole: '/', tierRequired: '/chat' } as const;

/** Whether a route needs the subscription status before it can decide (only tier routes, not for admins). */
export function needsStatus(access: RouteAccess, user: User | null): boolean {
  return access.kind === 'tier' && user !== null && user.role !== 'admin';
}

/**
 * The tier the guard judges by: the status's tier when it names a tier of the table, otherwise the
 * user's own (a failed status read, or the `unlimited` display alias, must not lock a paying user out).
 */
export function effectiveTier(user: User, statusTier: TierName | null | undefined): TierName {
  return isTier(statusTier) ? statusTier : user.subscriptionTier;
}

/** The guard of spec 2 and 5, as a pure function of the route's rule, the user and the tier. */
export function decideAccess(access: RouteAccess, user: User | null, tier?: TierName | null): AccessDecision {
  if (access.kind === 'public') return { outcome: 'allow' };
  if (!user) return { outcome: 'login' };
  switch (access.kind) {
    case 'signedIn':
      return { outcome: 'allow' };
    case 'role':
      return hasRole(user.role, access.role) ? { outcome: 'allow' } : { outcome: 'wrongRole' };
    case 'tier': {
      const currentTier = tier ?? user.subscriptionTier ?? null;
      return hasTierAccess({ role: user.role, tier: currentTier }, access.tiers)
        ? { outcome: 'allow' }
        : { outcome: 'tierRequired', tiers: access.tiers, currentTier };
    }
  }
}
