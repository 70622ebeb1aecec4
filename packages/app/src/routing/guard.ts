import { currentUserQueryOptions, subscriptionStatusQueryOptions, type TierName, type User } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { apiClient } from '../app/api';
import { keepPathForAfterAuth, showNotice, takePathForAfterAuth } from '../app/handover';
import { appMessages } from '../messages';
import { decideAccess, effectiveTier, guardTargets, needsStatus, type RouteAccess } from './access';

/** What a guard reads from the router context. */
export interface GuardContext {
  queryClient: QueryClient;
}

interface GuardArgs {
  context: GuardContext;
  location: { href: string };
  /** True when the router only preloads (a hovered link): decide, but show and save nothing. */
  preload: boolean;
}

/** The current user through the cache (fresh 5 minutes); a failed read counts as no user (spec 8). */
export async function readCurrentUser(queryClient: QueryClient): Promise<User | null> {
  try {
    return await queryClient.fetchQuery(currentUserQueryOptions(apiClient));
  } catch (error) {
    console.error(appMessages.logs.userFetchFailed, error);
    return null;
  }
}

/** The status's tier through the cache (30 s in the guard, spec 7); `null` when the read failed. */
export async function readStatusTier(queryClient: QueryClient): Promise<TierName | null> {
  try {
    const status = await queryClient.fetchQuery(
      subscriptionStatusQueryOptions({ reader: 'guard', isLoggedIn: true }, apiClient),
    );
    return status?.currentTier ?? null;
  } catch (error) {
    console.error(appMessages.logs.statusFetchFailed, error);
    return null;
  }
}

/** Rendered on the server, a guard answers "302 Found": the browser asks for the new page with GET. */
const redirectStatus = 302;

/** The rule each guard of `guardFor` enforces. */
const rules = new WeakMap<object, RouteAccess>();

/**
 * The `beforeLoad` of a guarded layout (spec 2 "Guarded-route behaviour"): no user, the intended
 * path is saved and the user goes to /auth; a wrong role goes to /; an insufficient tier shows the
 * "Subscription Required" toast and goes to /chat. The layout's pending component ("Verifying
 * access...") shows while the user or status loads.
 */
export function guardFor(access: RouteAccess) {
  const guard = async ({ context, location, preload }: GuardArgs): Promise<void> => {
    if (access.kind === 'public') return;
    const user = await readCurrentUser(context.queryClient);
    const tier =
      user && needsStatus(access, user) ? effectiveTier(user, await readStatusTier(context.queryClient)) : null;
    const decision = decideAccess(access, user, tier);
    switch (decision.outcome) {
      case 'allow':
        return;
      case 'login':
        if (!preload) keepPathForAfterAuth(location.href);
        throw redirect({ to: guardTargets.login, statusCode: redirectStatus });
      case 'wrongRole':
        throw redirect({ to: guardTargets.wrongRole, statusCode: redirectStatus });
      case 'tierRequired':
        if (!preload)
          showNotice({ kind: 'subscriptionRequired', tiers: decision.tiers, currentTier: decision.currentTier });
        throw redirect({ to: guardTargets.tierRequired, statusCode: redirectStatus });
    }
  };
  rules.set(guard, access);
  return guard;
}

/** The rule a route's `beforeLoad` enforces when it is a guard of `guardFor` (the route table reads it). */
export function ruleOf(beforeLoad: unknown): RouteAccess | undefined {
  return typeof beforeLoad === 'function' ? rules.get(beforeLoad) : undefined;
}

/** `/auth` and `/register` send a logged-in user on: to the saved path, or `/` (STYLE "reverse guard"). */
export async function authPageGuard({ context, preload }: GuardArgs): Promise<void> {
  if (preload) return;
  const user = await readCurrentUser(context.queryClient);
  if (user) throw redirect({ href: takePathForAfterAuth(), replace: true, statusCode: redirectStatus });
}
