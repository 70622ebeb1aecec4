// @vitest-environment node
import { linkOptions, redirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../router';

/**
 * The route tree is typed (router.tsx registers it): a path that no route has fails the type check,
 * in a `Link`, a `navigate` and a `redirect` alike. The `@ts-expect-error` lines are the test:
 * `tsc` fails if one of them stops being an error.
 */
describe('the typed routes', () => {
  it('admit the paths of the tree', () => {
    expect(linkOptions({ to: '/dashboard' }).to).toBe('/dashboard');
    expect(linkOptions({ to: '/training/selene' }).to).toBe('/training/selene');
    expect(linkOptions({ to: '/onboarding/{-$step}', params: { step: '2' } }).params).toEqual({ step: '2' });
    expect(linkOptions({ to: '/chat', search: { conversation: 3 } }).search).toEqual({ conversation: 3 });
  });

  it('refuse a path that no route has', () => {
    // @ts-expect-error: a typo ("dashbord")
    expect(linkOptions({ to: '/dashbord' }).to).toBe('/dashbord');
    // @ts-expect-error: the layouts are pathless (their ids are no paths)
    linkOptions({ to: '/_admin/dashboard' });
    const navigateAway = (router: AppRouter) =>
      // @ts-expect-error: a navigation to a path that no route has
      router.navigate({ to: '/no-such-page' });
    expect(navigateAway).toBeTypeOf('function');
    // @ts-expect-error: a guard's redirect to a path that no route has
    expect(() => redirect({ to: '/authh' })).not.toThrow();
  });

  it("check a route's search params", () => {
    // @ts-expect-error: the chat's conversation is a number
    linkOptions({ to: '/chat', search: { conversation: 'three' } });
  });
});
