// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { Role, Tier, User } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { appRouteTable } from '../router';
import { decideAccess } from './access';

/** The pages the end-to-end axe run opens per audience (e2e/a11y.spec.mjs reads the same file). */
const pages = JSON.parse(readFileSync(new URL('../../../../e2e/pages.json', import.meta.url), 'utf8')) as Record<
  'visitor' | 'admin' | 'free',
  string[]
>;

const user = (role: Role, tier: Tier = 'free'): User => ({ id: 1, username: role, role, subscriptionTier: tier });
const audiences: Record<keyof typeof pages, User | null> = {
  visitor: null,
  admin: user('admin'),
  free: user('client', 'free'),
};

/** A route's path as a browser opens it: an optional parameter left out. */
const openable = (path: string) => path.replace(/\/\{-\$[^}]+\}/g, '');
const byPath = new Map(appRouteTable().map((entry) => [openable(entry.path), entry]));
/** Pages the axe run leaves out on purpose: /logout ends the session and lands on /auth. */
const notAxed = new Set(['/logout']);
/** A path outside the table: the 404 card. */
const notFound = '/no-such-page';

describe('the end-to-end axe pages (e2e/pages.json)', () => {
  it('cover every route of the table, and the 404 card', () => {
    const listed = new Set(Object.values(pages).flat());
    const missing = [...byPath.keys()].filter((path) => !listed.has(path) && !notAxed.has(path));
    expect(missing).toEqual([]);
    expect(listed.has(notFound)).toBe(true);
  });

  it.each(Object.keys(pages) as (keyof typeof pages)[])(
    'lists for %s only pages that audience may open',
    (audience) => {
      const refused = pages[audience]
        .filter((path) => path !== notFound)
        .filter((path) => {
          const entry = byPath.get(path);
          return !entry || decideAccess(entry.access, audiences[audience]).outcome !== 'allow';
        });
      expect(refused).toEqual([]);
    },
  );

  it('names each page once per audience', () => {
    for (const paths of Object.values(pages)) expect(new Set(paths).size).toBe(paths.length);
  });
});
