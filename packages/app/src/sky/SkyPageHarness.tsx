import { createQueryClient } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouter,
} from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { AstrologyPage } from './AstrologyPage';
import { ForecastPage } from './ForecastPage';
import { OnboardingPage } from './OnboardingPage';
import { SacredSecretionPage } from './SacredSecretionPage';

export interface SkyPageHarnessProps {
  /** Where the memory router starts, e.g. '/astrology' or '/onboarding/2'. */
  path: string;
  /** The pages' "now" (fixed in stories and tests). */
  now: Date;
  /** The device's time zone. */
  timeZone: string;
}

function Root() {
  const router = useRouter();
  return (
    <AriaRouterProvider navigate={(href) => router.navigate({ href })}>
      <Outlet />
    </AriaRouterProvider>
  );
}

/**
 * Stories and tests only (not a route): the four sky pages in a memory router with a fresh query
 * cache (no retries), a fixed "now" and time zone, and `/`, `/auth` as plain headings, so that a
 * story or test sees exactly one page without the shell's guards and clock.
 */
export function SkyPageHarness({ path, now, timeZone }: SkyPageHarnessProps) {
  const [world] = useState(() => {
    const client = createQueryClient({
      config: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } },
    });
    const rootRoute = createRootRoute({ component: Root });
    const page = (path: string, component: () => ReactNode) =>
      createRoute({ getParentRoute: () => rootRoute, path, component });
    const routeTree = rootRoute.addChildren([
      page('/', () => <h1>Home</h1>),
      page('/auth', () => <h1>Log In</h1>),
      page('/onboarding/{-$step}', () => <OnboardingPage />),
      page('/astrology', () => <AstrologyPage now={now} />),
      page('/forecast', () => <ForecastPage now={now} timeZone={timeZone} />),
      page('/sacred-secretion', () => <SacredSecretionPage now={now} deviceTimeZone={timeZone} />),
    ]);
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
    return { client, router };
  });
  return (
    <QueryClientProvider client={world.client}>
      <RouterProvider router={world.router} />
    </QueryClientProvider>
  );
}
