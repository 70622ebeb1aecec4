import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { navigationMessages } from '../../messages/navigation';
import type { SubscriptionTier, UserRole } from '../AccountMenu/audience';
import * as styles from './UserBadge.css';
import { userBadgeLabel } from './userBadgeLabel';

export interface UserBadgeProps {
  username: string;
  /** The user's role: admins and teachers show it instead of a tier. (Not `role`: an ARIA attribute.) */
  userRole?: UserRole | null;
  /** The subscription tier; missing means Free. */
  tier?: SubscriptionTier | null;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The signed-in user's name with a badge: the tier's label (Free, Core, Plus, Advanced, Elite;
 * "Free" when missing), or the role for admins and teachers (spec 3).
 */
export function UserBadge({ username, userRole, tier, className }: UserBadgeProps) {
  const { kind, label, isRole } = userBadgeLabel({ role: userRole, tier });
  const m = navigationMessages.badge;
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} data-kind={kind}>
      <span className={styles.name}>{username}</span>{' '}
      <span className={styles.badge[kind]}>
        <span className={visuallyHidden}>{isRole ? m.rolePrefix : m.planPrefix} </span>
        {label}
      </span>
    </span>
  );
}
