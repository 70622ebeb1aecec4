import { navigationMessages } from '../../messages/navigation';
import type { Audience, SubscriptionTier, UserRole } from '../AccountMenu/audience';

const m = navigationMessages.badge;

export type UserBadgeKind = SubscriptionTier | Exclude<UserRole, 'client'>;

/**
 * What the badge shows beside the username: admins and teachers show their role; everyone else
 * shows the tier's label, "Free" when the tier is missing or unknown (spec 3).
 */
export function userBadgeLabel({ role, tier }: Audience): { kind: UserBadgeKind; label: string; isRole: boolean } {
  if (role === 'admin' || role === 'teacher') return { kind: role, label: m.roles[role], isRole: true };
  const known: SubscriptionTier = tier && Object.hasOwn(m.tiers, tier) ? tier : 'free';
  return { kind: known, label: m.tiers[known], isRole: false };
}
