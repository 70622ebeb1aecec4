import { canSeeAstrologyLink, type Role, type Tier, tierLabel } from '@app/contract';
import type { AccountMenuEntry, AccountMenuLink, ChatHeaderLink, FooterLink, UserBadgeProps } from '@app/ui';
import { appMessages } from '../messages';
import type { AppRouter } from '../router';

const m = appMessages.navigation;

/**
 * Who is looking: a role (none for a visitor) and a subscription tier, as `audienceOf` gives them
 * (spec 3: a generic role counts as `client`, DECISIONS "Roles").
 */
export interface Audience {
  /** `null` or omitted: a visitor who is not logged in. */
  role?: Role | null;
  /** Missing means free (spec 3: the badge's default label is Free). */
  tier?: Tier | null;
}

/** Spec 2, 6 "Astrology access": the contract's rule; a visitor never sees the link. */
function seesAstrology({ role, tier }: Audience): boolean {
  return role != null && canSeeAstrologyLink({ role, tier });
}

/**
 * Where the account menu's, the header's and the footer's links go (spec 2), each path once and held
 * to the typed route tree: a path that no route has fails the type check. Choices the spec leaves open:
 * - a teacher's Affiliate Program goes to the teacher-only `/teacher-affiliate`; admins and clients
 *   go to `/affiliate`;
 * - Subscription & Billing (clients only) goes to the client-only `/subscription-management`, the
 *   route made for managing one's own plan; `/billing` stays reachable from there.
 */
export const navigationHrefs = {
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
  terms: '/terms',
  privacy: '/privacy',
} as const satisfies Record<string, keyof AppRouter['routesByPath']>;

const h = navigationHrefs;
const menu = m.accountMenu;
const link = (id: string, label: string, href: string): AccountMenuLink => ({ kind: 'link', id, label, href });
/** An entry whose id names both its label and its href. */
const entry = (id: keyof typeof h & keyof typeof menu): AccountMenuLink => link(id, menu[id], h[id]);

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
  if (!role) return (['signIn', 'createAccount', 'pricing', 'about', 'request', 'updates'] as const).map(entry);
  if (role === 'admin' || role === 'teacher') {
    const isTeacher = role === 'teacher';
    return [
      ...(['alchemy', 'astrology', 'request'] as const).map(entry),
      link('portal', isTeacher ? menu.teacherPortal : menu.adminPortal, h.portal),
      link('affiliate', menu.affiliateProgram, isTeacher ? h.teacherAffiliate : h.affiliate),
      ...(['accountSettings', 'preferences', 'updates'] as const).map(entry),
      { kind: 'logout', id: 'logout', label: menu.logout },
    ];
  }
  return [
    entry('alchemy'),
    ...(seesAstrology({ role, tier }) ? [entry('astrology')] : []),
    entry('request'),
    link('affiliate', menu.affiliateProgram, h.affiliate),
    ...(['accountSettings', 'preferences', 'subscriptionAndBilling', 'reportAnIssue'] as const).map(entry),
    { kind: 'logout', id: 'logout', label: menu.logOut },
  ];
}

/**
 * The header's links, in order (spec 2 "Chat screen"): Info (`/about`); Alchemy
 * (`/sacred-secretion`) when logged in, or Request (`/request`) when not; Astro (`/astrology`) for
 * admins, teachers (spec 6 "Astrology access") and the advanced and elite tiers.
 */
export function chatHeaderLinks(audience: Audience): ChatHeaderLink[] {
  const links: ChatHeaderLink[] = [{ id: 'info', label: m.header.info, href: h.about }];
  links.push(
    audience.role
      ? { id: 'alchemy', label: m.header.alchemy, href: h.alchemy }
      : { id: 'request', label: m.header.request, href: h.request },
  );
  if (seesAstrology(audience)) links.push({ id: 'astro', label: m.header.astro, href: h.astrology });
  return links;
}

/** The footer's links (spec 2 "Chat screen"), in order. */
export const footerLinks: readonly FooterLink[] = [
  { id: 'terms', label: m.footer.terms, href: h.terms },
  { id: 'privacy', label: m.footer.privacy, href: h.privacy },
];

/** Each tier's badge colour, one of the library's AA-tested tones. */
const tierTones: Record<Tier, NonNullable<UserBadgeProps['tone']>> = {
  free: 'neutral',
  core: 'positive',
  plus: 'info',
  advanced: 'upsell',
  elite: 'caution',
};

/**
 * What the user badge shows beside the username (spec 3): admins and teachers show their role;
 * everyone else shows the tier's label, "Free" when the tier is missing.
 */
export function userBadge({ role, tier }: Audience): Pick<UserBadgeProps, 'label' | 'kind' | 'tone'> {
  if (role === 'admin' || role === 'teacher') return { label: m.roles[role], kind: 'role', tone: 'accent' };
  const known = tier ?? 'free';
  return { label: tierLabel(known), kind: 'plan', tone: tierTones[known] };
}
