import { currentUserQueryOptions, isTier, logoutMutationOptions, type Tier, type User } from '@app/contract';
import { MutationObserver, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { apiClient } from './api';
import { specToasts } from './specToasts';
import { forgetAuthenticated, forgetFreeTrial } from './storage';
import { appToasts } from './toasts';

/** Spec 9: "Logout guard reset: 5 s." */
export const logoutGuardMs = 5000;

/** The logged-in user (`null` for a visitor, `undefined` while the first read runs). */
export function useCurrentUser(): { user: User | null | undefined; isLoading: boolean } {
  const query = useQuery(currentUserQueryOptions(apiClient));
  // Spec 8: a failed user read is treated as no user.
  const user = query.isError ? null : query.data;
  return { user, isLoading: query.isPending && !query.isError };
}

/** Who is looking, in @app/ui's audience terms (role, and a tier of the table). */
export function audienceOf(user: User | null | undefined): { userRole: User['role'] | null; tier: Tier | null } {
  if (!user) return { userRole: null, tier: null };
  return { userRole: user.role, tier: isTier(user.subscriptionTier) ? user.subscriptionTier : null };
}

export interface LogoutDeps {
  queryClient: QueryClient;
  /** Goes to /auth (the router's navigate). */
  goToAuth: () => void | Promise<void>;
  /** @default setTimeout */
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * Makes the logout of spec 4: the `isAuthenticated` flag and the free-trial record go first, then
 * the contract's logout clears the cached user data and calls the server. One logout runs at a
 * time; the guard is released after 5 s. It always ends on /auth; a failed server call shows
 * "Logged out locally". Returns false when a logout was already running.
 */
export function createLogout() {
  let running = false;
  return async function logout({ queryClient, goToAuth, setTimer = setTimeout }: LogoutDeps): Promise<boolean> {
    if (running) return false;
    running = true;
    setTimer(() => {
      running = false;
    }, logoutGuardMs);
    forgetAuthenticated();
    forgetFreeTrial();
    try {
      const result = await new MutationObserver(queryClient, logoutMutationOptions(apiClient)).mutate();
      if (result.outcome === 'local') appToasts.add(specToasts.loggedOutLocally());
    } catch {
      appToasts.add(specToasts.loggedOutLocally());
    } finally {
      await goToAuth();
    }
    return true;
  };
}

/** The app's one logout runner (the 5 s guard is shared by every caller). */
export const logout = createLogout();

/** The logout of the account menu and of `/logout`. */
export function useLogout(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    () => logout({ queryClient, goToAuth: () => router.navigate({ to: '/auth', replace: true }) }),
    [queryClient, router],
  );
}
