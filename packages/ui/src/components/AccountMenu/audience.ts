/**
 * Who is looking: a role (none for a visitor) and a subscription tier. The app maps its user to
 * these (spec 3: a generic role counts as `client`, DECISIONS.md "Roles").
 */
export type UserRole = 'admin' | 'teacher' | 'client';

/** The tiers of the tier table (DECISIONS.md "One tier table"). */
export type SubscriptionTier = 'free' | 'core' | 'plus' | 'advanced' | 'elite';

export const subscriptionTiers = [
  'free',
  'core',
  'plus',
  'advanced',
  'elite',
] as const satisfies readonly SubscriptionTier[];

export interface Audience {
  /** `null` or omitted: a visitor who is not logged in. */
  role?: UserRole | null;
  /** Missing means free (spec 3: the badge's default label is Free). */
  tier?: SubscriptionTier | null;
}

/** Spec 6 "Astrology access": admins, teachers (link), and the advanced and elite tiers. */
export function canSeeAstrology({ role, tier }: Audience): boolean {
  if (role === 'admin' || role === 'teacher') return true;
  return role === 'client' && (tier === 'advanced' || tier === 'elite');
}
