export type { AccountMenuProps } from './AccountMenu';
export { AccountMenu } from './AccountMenu';
export type { AccountMenuAction, AccountMenuEntry, AccountMenuLink } from './types';
