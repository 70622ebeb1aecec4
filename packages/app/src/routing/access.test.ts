// @vitest-environment node
import { type Role, type Tier, tierRoutes, type User } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { appRouteTable } from '../router';
import {
  decideAccess,
  effectiveTier,
  needsStatus,
  publicAccess,
  roleAccess,
  signedInAccess,
  tierAccess,
} from './access';
import { chatPaths } from './routeTable';

const user = (role: Role, tier: Tier = 'free'): User => ({
  id: 1,
  username: `${role}-${tier}`,
  role,
  subscriptionTier: tier,
});

/** The audiences of DECISIONS "Running it": a visitor and every demo account. */
const audiences: Record<string, User | null> = {
  visitor: null,
  admin: user('admin'),
  teacher: user('teacher'),
  free: user('client', 'free'),
  core: user('client', 'core'),
  plus: user('client', 'plus'),
  advanced: user('client', 'advanced'),
  elite: user('client', 'elite'),
};

const astrology = tierAccess(['advanced', 'elite']);
const forecast = tierAccess(['core', 'advanced', 'elite']);

// Expected outcome per route kind and audience (spec 2, 5; DECISIONS "Roles").
const expected: Record<string, [ReturnType<typeof tierAccess>, Record<string, string>]> = {
  public: [
    publicAccess,
    {
      visitor: 'allow',
      admin: 'allow',
      teacher: 'allow',
      free: 'allow',
      core: 'allow',
      plus: 'allow',
      advanced: 'allow',
      elite: 'allow',
    },
  ],
  signedIn: [
    signedInAccess,
    {
      visitor: 'login',
      admin: 'allow',
      teacher: 'allow',
      free: 'allow',
      core: 'allow',
      plus: 'allow',
      advanced: 'allow',
      elite: 'allow',
    },
  ],
  teacherOnly: [
    roleAccess('teacher'),
    {
      visitor: 'login',
      admin: 'allow',
      teacher: 'allow',
      free: 'wrongRole',
      core: 'wrongRole',
      plus: 'wrongRole',
      advanced: 'wrongRole',
      elite: 'wrongRole',
    },
  ],
  adminOnly: [
    roleAccess('admin'),
    {
      visitor: 'login',
      admin: 'allow',
      teacher: 'wrongRole',
      free: 'wrongRole',
      core: 'wrongRole',
      plus: 'wrongRole',
      advanced: 'wrongRole',
      elite: 'wrongRole',
    },
  ],
  clientOnly: [
    roleAccess('client'),
    {
      visitor: 'login',
      admin: 'allow',
      teacher: 'wrongRole',
      free: 'allow',
      core: 'allow',
      plus: 'allow',
      advanced: 'allow',
      elite: 'allow',
    },
  ],
  astrology: [
    astrology,
    {
      visitor: 'login',
      admin: 'allow',
      teacher: 'tierRequired',
      free: 'tierRequired',
      core: 'tierRequired',
      plus: 'tierRequired',
      advanced: 'allow',
      elite: 'allow',
    },
  ],
  forecast: [
    forecast,
    {
      visitor: 'login',
      admin: 'allow',
      teacher: 'tierRequired',
      free: 'tierRequired',
      core: 'allow',
      plus: 'tierRequired',
      advanced: 'allow',
      elite: 'allow',
    },
  ],
};

describe('decideAccess', () => {
  for (const [kind, [access, outcomes]] of Object.entries(expected)) {
    it.each(Object.entries(outcomes))(`${kind} route, %s -> %s`, (audience, outcome) => {
      const who = audiences[audience] ?? null;
      expect(decideAccess(access, who, who?.subscriptionTier).outcome).toBe(outcome);
    });
  }

  it('names the tiers and the current tier for the toast (spec 8)', () => {
    expect(decideAccess(astrology, audiences.core ?? null, 'core')).toEqual({
      outcome: 'tierRequired',
      tiers: ['advanced', 'elite'],
      currentTier: 'core',
    });
  });

  it('judges the tier by the one given (the status), not the user record', () => {
    expect(decideAccess(astrology, user('client', 'free'), 'elite').outcome).toBe('allow');
    expect(decideAccess(astrology, user('client', 'elite'), 'free').outcome).toBe('tierRequired');
  });
});

describe('the status read', () => {
  it('is needed only for tier routes and never for admins', () => {
    expect(needsStatus(astrology, user('client', 'core'))).toBe(true);
    expect(needsStatus(astrology, user('admin'))).toBe(false);
    expect(needsStatus(astrology, null)).toBe(false);
    expect(needsStatus(roleAccess('teacher'), user('teacher'))).toBe(false);
  });

  it("falls back to the user's tier when the status names no tier of the table", () => {
    expect(effectiveTier(user('client', 'advanced'), 'unlimited')).toBe('advanced');
    expect(effectiveTier(user('client', 'advanced'), null)).toBe('advanced');
    expect(effectiveTier(user('client', 'free'), 'core')).toBe('core');
  });
});

describe('the route table (the tree as the router builds it)', () => {
  const routeTable = appRouteTable();
  const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));
  const accessOf = (path: string) => byPath.get(path)?.access;

  it('registers every path of spec 2 once', () => {
    expect(byPath.size).toBe(routeTable.length);
    for (const path of [
      '/',
      '/chat',
      '/client',
      '/auth',
      '/reset-password',
      '/register',
      '/registration-success',
      '/verify-email',
      '/onboarding/{-$step}',
      '/pricing',
      '/subscribe',
      '/subscription',
      '/request',
      '/about',
      '/terms',
      '/privacy',
      '/updates',
      '/contact',
      '/logout',
      '/account-settings',
      '/billing',
      '/cancel-feedback',
      '/preferences',
      '/affiliate',
      '/help',
      '/admin',
      '/teacher-affiliate',
      '/teacher-knowledge-base',
      '/teacher-upload-teachings',
      '/admin/requests',
      '/admin/user-generator',
      '/admin/user-management',
      '/loading-viewer',
      '/integrations/skool',
      '/dashboard',
      '/upload-teachings',
      '/knowledge-base',
      '/training',
      '/training/selene',
      '/training/orion',
      '/training-history',
      '/training-analytics',
      '/learning',
      '/settings',
      '/system',
      '/enhancer',
      '/api-access',
      '/pdf-analyzer',
      '/memory-explorer',
      '/conversations',
      '/soulprint',
      '/cross-domain-integration',
      '/astrology',
      '/forecast',
      '/sacred-secretion',
      '/notifications',
      '/subscription-management',
    ]) {
      expect(byPath.has(path), path).toBe(true);
    }
  });

  it('gives each group its guard', () => {
    expect(accessOf('/')).toEqual(publicAccess);
    expect(accessOf('/billing')).toEqual(signedInAccess);
    expect(accessOf('/admin')).toEqual(roleAccess('teacher'));
    expect(accessOf('/teacher-upload-teachings')).toEqual(roleAccess('teacher'));
    expect(accessOf('/knowledge-base')).toEqual(roleAccess('admin'));
    expect(accessOf('/training/orion')).toEqual(roleAccess('admin'));
    expect(accessOf('/notifications')).toEqual(roleAccess('client'));
    expect(accessOf('/astrology')).toEqual(astrology);
    expect(accessOf('/forecast')).toEqual(forecast);
    expect(accessOf('/sacred-secretion')).toEqual(forecast);
  });

  it("guards each tier route with the contract's list for it", () => {
    for (const [path, tiers] of Object.entries(tierRoutes)) expect(accessOf(path), path).toEqual(tierAccess(tiers));
  });

  it('has the chat at the chat paths, and nowhere else', () => {
    const chatPage = byPath.get('/')?.source;
    const chatRoutes = routeTable.filter((entry) => entry.source === chatPage);
    expect(new Set(chatRoutes.map((entry) => entry.path))).toEqual(new Set(chatPaths));
  });

  it('titles /admin "Teacher Portal" for teachers and "Admin Portal" otherwise', () => {
    expect(byPath.get('/admin')).toMatchObject({ title: 'Admin Portal', teacherTitle: 'Teacher Portal' });
  });
});
