import { brand } from '../brand';

/**
 * Account menu, chat header, footer and user badge (spec 2 "Account menu by audience" and "Chat
 * screen", spec 3 "User", DECISIONS.md "Roles"). Menu and link labels are the spec's, word for word.
 */
export const navigationMessages = {
  accountMenu: {
    /** The trigger is an icon button; this is its accessible name. */
    triggerLabel: 'Account menu',
    signIn: 'Sign In',
    createAccount: 'Create Account',
    pricing: 'Pricing',
    about: 'About',
    request: 'Request',
    updates: 'Updates',
    alchemy: 'Alchemy',
    astrology: 'Astrology',
    adminPortal: 'Admin Portal',
    teacherPortal: 'Teacher Portal',
    affiliateProgram: 'Affiliate Program',
    accountSettings: 'Account Settings',
    preferences: 'Preferences',
    subscriptionAndBilling: 'Subscription & Billing',
    reportAnIssue: 'Report an Issue',
    /** Admins and teachers read "Logout", clients "Log Out" (spec 2, word for word). */
    logout: 'Logout',
    logOut: 'Log Out',
  },
  header: {
    productName: brand.productName,
    navLabel: 'Main',
    info: 'Info',
    alchemy: 'Alchemy',
    request: 'Request',
    astro: 'Astro',
  },
  footer: {
    navLabel: 'Legal',
    terms: 'Terms',
    privacy: 'Privacy',
  },
  badge: {
    /** Tier labels of the tier table (DECISIONS.md); a missing tier reads "Free" (spec 3). */
    tiers: {
      free: 'Free',
      core: 'Core',
      plus: 'Plus',
      advanced: 'Advanced',
      elite: 'Elite',
    },
    roles: {
      admin: 'Admin',
      teacher: 'Teacher',
    },
    /** Read by screen readers before the tier or role label. */
    planPrefix: 'Plan:',
    rolePrefix: 'Role:',
  },
} as const;
