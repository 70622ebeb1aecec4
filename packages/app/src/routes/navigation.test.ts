// @vitest-environment node
import { tiers } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { type Audience, accountMenuItems, chatHeaderLinks, footerLinks, userBadge } from './navigation';

const labels = (...args: Parameters<typeof accountMenuItems>) => accountMenuItems(...args).map((e) => e.label);
const hrefs = (...args: Parameters<typeof accountMenuItems>) =>
  Object.fromEntries(accountMenuItems(...args).map((e) => [e.label, e.kind === 'link' ? e.href : 'onLogout']));

const adminLike = (portal: string) => [
  'Alchemy',
  'Astrology',
  'Request',
  portal,
  'Affiliate Program',
  'Account Settings',
  'Preferences',
  'Updates',
  'Logout',
];
const client = (withAstrology: boolean) =>
  `Alchemy, ${withAstrology ? 'Astrology, ' : ''}Request, Affiliate Program, Account Settings, Preferences, Subscription & Billing, Report an Issue, Log Out`;

describe('accountMenuItems (spec 2 "Account menu by audience")', () => {
  it.each([undefined, null])('visitor (role %s): the six public entries', (role) => {
    expect(labels({ role })).toEqual(['Sign In', 'Create Account', 'Pricing', 'About', 'Request', 'Updates']);
    expect(hrefs({ role })).toEqual({
      'Sign In': '/auth',
      'Create Account': '/register',
      Pricing: '/pricing',
      About: '/about',
      Request: '/request',
      Updates: '/updates',
    });
  });

  it('a visitor with a stray tier still gets the visitor menu', () => {
    expect(labels({ role: null, tier: 'elite' })).toEqual(labels({ role: null }));
  });

  it.each([undefined, ...tiers])('admin (tier %s): the admin entries', (tier) => {
    expect(labels({ role: 'admin', tier })).toEqual(adminLike('Admin Portal'));
  });

  it.each([undefined, ...tiers])('teacher (tier %s): Teacher Portal instead of Admin Portal', (tier) => {
    expect(labels({ role: 'teacher', tier })).toEqual(adminLike('Teacher Portal'));
  });

  it.each([
    [undefined, false],
    [null, false],
    ['free', false],
    ['core', false],
    ['plus', false],
    ['advanced', true],
    ['elite', true],
  ] as const)('client on tier %s: Astrology shown = %s', (tier, withAstrology) => {
    expect(labels({ role: 'client', tier }).join(', ')).toBe(client(withAstrology));
  });

  it('admin links', () => {
    expect(hrefs({ role: 'admin' })).toEqual({
      Alchemy: '/sacred-secretion',
      Astrology: '/astrology',
      Request: '/request',
      'Admin Portal': '/admin',
      'Affiliate Program': '/affiliate',
      'Account Settings': '/account-settings',
      Preferences: '/preferences',
      Updates: '/updates',
      Logout: 'onLogout',
    });
  });

  it('teacher links: the portal is /admin, the affiliate page the teacher one', () => {
    expect(hrefs({ role: 'teacher' })).toMatchObject({
      'Teacher Portal': '/admin',
      'Affiliate Program': '/teacher-affiliate',
      Logout: 'onLogout',
    });
  });

  it('client links', () => {
    expect(hrefs({ role: 'client', tier: 'elite' })).toEqual({
      Alchemy: '/sacred-secretion',
      Astrology: '/astrology',
      Request: '/request',
      'Affiliate Program': '/affiliate',
      'Account Settings': '/account-settings',
      Preferences: '/preferences',
      'Subscription & Billing': '/subscription-management',
      'Report an Issue': '/help',
      'Log Out': 'onLogout',
    });
  });

  it('every id is unique within a menu', () => {
    for (const role of [null, 'admin', 'teacher', 'client'] as const) {
      const ids = accountMenuItems({ role, tier: 'elite' }).map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('chatHeaderLinks (spec 2 "Chat screen", spec 6 "Astrology access")', () => {
  const links = (audience: Audience) => chatHeaderLinks(audience).map((link) => `${link.label} ${link.href}`);
  const member = ['Info /about', 'Alchemy /sacred-secretion'];
  const withAstro = [...member, 'Astro /astrology'];

  it.each([
    ['visitor', { role: null }, ['Info /about', 'Request /request']],
    ['visitor with a stray tier', { tier: 'elite' }, ['Info /about', 'Request /request']],
    ['client, no tier', { role: 'client' }, member],
    ['client free', { role: 'client', tier: 'free' }, member],
    ['client core', { role: 'client', tier: 'core' }, member],
    ['client plus', { role: 'client', tier: 'plus' }, member],
    ['client advanced', { role: 'client', tier: 'advanced' }, withAstro],
    ['client elite', { role: 'client', tier: 'elite' }, withAstro],
    ['admin', { role: 'admin' }, withAstro],
    ['admin on free', { role: 'admin', tier: 'free' }, withAstro],
    ['teacher', { role: 'teacher' }, withAstro],
  ] as [string, Audience, string[]][])('%s', (_name, audience, expected) => {
    expect(links(audience)).toEqual(expected);
  });
});

describe('footerLinks (spec 2 "Chat screen")', () => {
  it('links to the terms and the privacy policy', () => {
    expect(footerLinks.map((link) => [link.label, link.href])).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
  });
});

describe('userBadge (spec 3 "User")', () => {
  it.each([
    ['free', 'Free', 'neutral'],
    ['core', 'Core', 'positive'],
    ['plus', 'Plus', 'info'],
    ['advanced', 'Advanced', 'upsell'],
    ['elite', 'Elite', 'caution'],
  ] as const)('client on %s reads %s', (tier, label, tone) => {
    expect(userBadge({ role: 'client', tier })).toEqual({ label, kind: 'plan', tone });
  });

  it.each([undefined, null])('a missing tier (%s) reads Free', (tier) => {
    expect(userBadge({ role: 'client', tier })).toEqual({ label: 'Free', kind: 'plan', tone: 'neutral' });
  });

  it.each([
    ['admin', 'Admin'],
    ['teacher', 'Teacher'],
  ] as const)('%s shows the role, whatever the tier', (role, label) => {
    expect(userBadge({ role, tier: 'elite' })).toEqual({ label, kind: 'role', tone: 'accent' });
  });
});
