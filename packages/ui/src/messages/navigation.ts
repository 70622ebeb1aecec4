import { brand } from '../brand';

/**
 * The generic names of the account menu, chat header, footer and user badge. The entries, links
 * and badge labels themselves come from the app, as props.
 */
export const navigationMessages = {
  accountMenu: {
    /** The trigger is an icon button; this is its accessible name. */
    triggerLabel: 'Account menu',
  },
  header: {
    productName: brand.productName,
    navLabel: 'Main',
  },
  footer: {
    navLabel: 'Legal',
  },
  badge: {
    /** Read by screen readers before the plan or role label. */
    planPrefix: 'Plan:',
    rolePrefix: 'Role:',
  },
} as const;
