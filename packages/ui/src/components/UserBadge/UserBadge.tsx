import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { navigationMessages } from '../../messages/navigation';
import type { UserBadgeTone } from './UserBadge.css';
import * as styles from './UserBadge.css';

export type { UserBadgeTone };

export interface UserBadgeProps {
  username: string;
  /** The badge's text: the user's plan ("Core") or role ("Admin"). */
  label: string;
  /** What `label` names; screen readers hear "Plan:" or "Role:" before it. @default "plan" */
  kind?: 'plan' | 'role';
  /** The badge's colour. @default "neutral" */
  tone?: UserBadgeTone;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The signed-in user's name with a badge naming their plan or role.
 *
 * @example
 * ```tsx
 * <UserBadge username="luna" label="Core" tone="positive" />
 * <UserBadge username="selene" label="Admin" kind="role" tone="accent" />
 * ```
 */
export function UserBadge({ username, label, kind = 'plan', tone = 'neutral', className }: UserBadgeProps) {
  const m = navigationMessages.badge;
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} data-kind={kind} data-tone={tone}>
      <span className={styles.name}>{username}</span>{' '}
      <span className={styles.badge[tone]}>
        <span className={visuallyHidden}>{kind === 'role' ? m.rolePrefix : m.planPrefix} </span>
        {label}
      </span>
    </span>
  );
}
