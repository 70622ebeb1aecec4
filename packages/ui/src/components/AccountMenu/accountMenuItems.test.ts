// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountMenuItems } from './accountMenuItems';
import { canSeeAstrology, subscriptionTiers } from './audience';

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
const client = (withAstrology: boolean) => [
  'Alchemy',
  ...(withAstrology ? ['Astrology'] : []),
  'Request',
  'Affiliate Program',
  'Account Settings',
  'Preferences',
  'Subscription & Billing',
  'Report an Issue',
  'Log Out',
];

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

  it.each([undefined, ...subscriptionTiers])('admin (tier %s): the admin entries', (tier) => {
    expect(labels({ role: 'admin', tier })).toEqual(adminLike('Admin Portal'));
  });

  it.each([undefined, ...subscriptionTiers])('teacher (tier %s): Teacher Portal instead of Admin Portal', (tier) => {
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
    expect(labels({ role: 'client', tier })).toEqual(client(withAstrology));
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

describe('canSeeAstrology (spec 6 "Astrology access")', () => {
  it.each([
    [{ role: 'admin' }, true],
    [{ role: 'teacher' }, true],
    [{ role: 'teacher', tier: 'free' }, true],
    [{ role: 'client', tier: 'advanced' }, true],
    [{ role: 'client', tier: 'elite' }, true],
    [{ role: 'client', tier: 'plus' }, false],
    [{ role: 'client', tier: 'core' }, false],
    [{ role: 'client', tier: 'free' }, false],
    [{ role: 'client' }, false],
    [{ role: null, tier: 'elite' }, false],
  ] as const)('%o -> %s', (audience, expected) => {
    expect(canSeeAstrology(audience)).toBe(expected);
  });
});
