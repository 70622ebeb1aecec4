import { navigationMessages } from '../../messages/navigation';
import { type Audience, canSeeAstrology } from './audience';

const m = navigationMessages.accountMenu;

/** A menu entry that navigates (through RAC's `RouterProvider` when the app supplies one). */
export interface AccountMenuLink {
  kind: 'link';
  id: string;
  label: string;
  href: string;
}

/** The logout entry: it calls `onLogout`; the app then ends on `/auth`, even on error (spec 2). */
export interface AccountMenuAction {
  kind: 'logout';
  id: 'logout';
  label: string;
}

export type AccountMenuEntry = AccountMenuLink | AccountMenuAction;

/**
 * Where each entry goes (spec 2). Choices the spec leaves open:
 * - a teacher's Affiliate Program goes to the teacher-only `/teacher-affiliate`; admins and clients
 *   go to `/affiliate`;
 * - Subscription & Billing (clients only) goes to the client-only `/subscription-management`, the
 *   route made for managing one's own plan; `/billing` stays reachable from there.
 */
export const accountMenuHrefs = {
  signIn: '/auth',
  createAccount: '/register',
  pricing: '/pricing',
  about: '/about',
  request: '/request',
  updates: '/updates',
  alchemy: '/sacred-secretion',
  astrology: '/astrology',
  portal: '/admin',
  affiliate: '/affiliate',
  teacherAffiliate: '/teacher-affiliate',
  accountSettings: '/account-settings',
  preferences: '/preferences',
  subscriptionAndBilling: '/subscription-management',
  reportAnIssue: '/help',
} as const;

const h = accountMenuHrefs;
const link = (id: string, label: string, href: string): AccountMenuLink => ({ kind: 'link', id, label, href });

/**
 * The account menu's entries, in order, for one audience (spec 2 "Account menu by audience"):
 * - visitor: Sign In, Create Account, Pricing, About, Request, Updates;
 * - admin: Alchemy, Astrology, Request, Admin Portal, Affiliate Program, Account Settings,
 *   Preferences, Updates, Logout;
 * - teacher: as admin, with Teacher Portal instead of Admin Portal;
 * - client: Alchemy, Astrology (advanced or elite only), Request, Affiliate Program, Account
 *   Settings, Preferences, Subscription & Billing, Report an Issue, Log Out.
 */
export function accountMenuItems({ role, tier }: Audience): AccountMenuEntry[] {
  if (!role) {
    return [
      link('signIn', m.signIn, h.signIn),
      link('createAccount', m.createAccount, h.createAccount),
      link('pricing', m.pricing, h.pricing),
      link('about', m.about, h.about),
      link('request', m.request, h.request),
      link('updates', m.updates, h.updates),
    ];
  }
  if (role === 'admin' || role === 'teacher') {
    const isTeacher = role === 'teacher';
    return [
      link('alchemy', m.alchemy, h.alchemy),
      link('astrology', m.astrology, h.astrology),
      link('request', m.request, h.request),
      link('portal', isTeacher ? m.teacherPortal : m.adminPortal, h.portal),
      link('affiliate', m.affiliateProgram, isTeacher ? h.teacherAffiliate : h.affiliate),
      link('accountSettings', m.accountSettings, h.accountSettings),
      link('preferences', m.preferences, h.preferences),
      link('updates', m.updates, h.updates),
      { kind: 'logout', id: 'logout', label: m.logout },
    ];
  }
  return [
    link('alchemy', m.alchemy, h.alchemy),
    ...(canSeeAstrology({ role, tier }) ? [link('astrology', m.astrology, h.astrology)] : []),
    link('request', m.request, h.request),
    link('affiliate', m.affiliateProgram, h.affiliate),
    link('accountSettings', m.accountSettings, h.accountSettings),
    link('preferences', m.preferences, h.preferences),
    link('subscriptionAndBilling', m.subscriptionAndBilling, h.subscriptionAndBilling),
    link('reportAnIssue', m.reportAnIssue, h.reportAnIssue),
    { kind: 'logout', id: 'logout', label: m.logOut },
  ];
}
