export type { UserBadgeProps, UserBadgeTone } from './UserBadge';
export { UserBadge } from './UserBadge';
