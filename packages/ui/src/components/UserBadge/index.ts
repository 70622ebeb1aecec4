export type { UserBadgeProps } from './UserBadge';
export { UserBadge } from './UserBadge';
export type { UserBadgeKind } from './userBadgeLabel';
export { userBadgeLabel } from './userBadgeLabel';
