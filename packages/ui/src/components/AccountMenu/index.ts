export type { AccountMenuProps } from './AccountMenu';
export { AccountMenu } from './AccountMenu';
export type { AccountMenuAction, AccountMenuEntry, AccountMenuLink } from './accountMenuItems';
export { accountMenuHrefs, accountMenuItems } from './accountMenuItems';
export type { Audience, SubscriptionTier, UserRole } from './audience';
export { canSeeAstrology, subscriptionTiers } from './audience';
