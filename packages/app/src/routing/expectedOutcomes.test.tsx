import { authHandlers, fixtures, subscriptionHandlers } from '@app/mocks';
import { server } from '@app/mocks/node';
import { createMemoryHistory, rootRouteId } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../app/storageKeys';
import { appToasts } from '../app/toasts';
import { createAppRouter } from '../router';
import { setUpMockApi } from '../testing/mockApi';
import { createTestQueryClient } from '../testing/renderApp';
import {
  type Audience,
  type AudienceUser,
  audienceNames,
  audiences,
  type ClientTier,
  type ExpectedOutcome,
  expectedOutcomes,
  extraCases,
  preloadCases,
} from './expectedOutcomes';

setUpMockApi();

/** Fakes a user through the API: the record (`GET /api/user`) and the status call's tier. */
function fakeUser(user: AudienceUser, statusTier: ClientTier = user.tier) {
  server.use(
    ...authHandlers.signedIn({ id: 90, username: user.role, role: user.role, subscriptionTier: user.tier }),
    ...subscriptionHandlers.tier(statusTier),
  );
}

/** Fakes an audience of the table with the mocks' own demo accounts. */
function fakeAudience(audience: Audience) {
  const user = audiences[audience];
  server.use(...(user ? authHandlers.as(audience as Exclude<Audience, 'visitor'>) : authHandlers.visitor()));
  if (user) server.use(...subscriptionHandlers.tier(user.tier));
}

/**
 * Opens `path` in the real router (the app's route tree and guards, a fresh cache) without
 * rendering: `load()` runs every `beforeLoad` and follows the redirects they throw.
 */
async function open(path: string) {
  const router = createAppRouter(
    { queryClient: createTestQueryClient(), splash: false },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  await router.load();
  return router;
}

type AppRouter = Awaited<ReturnType<typeof open>>;

/** Where a navigation ended, in terms an expected outcome can be compared with. */
interface Observation {
  pathname: string;
  /** `page` when a route of the tree matched and loaded, `notFound` when only the root did. */
  renders: string;
  toasts: string[];
  savedPath: string | null;
}

function observe(router: AppRouter): Observation {
  const leaf = router.state.matches.at(-1);
  const renders =
    leaf?.status !== 'success'
      ? `a match in status ${leaf?.status}`
      : leaf.routeId === rootRouteId
        ? 'notFound'
        : 'page';
  return {
    pathname: router.state.location.pathname,
    renders,
    toasts: appToasts.getSnapshot().map((toast) => String(toast.title)),
    savedPath: sessionStorage.getItem(storageKeys.redirectAfterAuth),
  };
}

function expectedObservation(path: string, outcome: ExpectedOutcome): Observation {
  if (outcome === 'page' || outcome === 'notFound')
    return { pathname: path, renders: outcome, toasts: [], savedPath: null };
  return {
    pathname: outcome.to,
    renders: 'page',
    toasts: 'toast' in outcome ? [outcome.toast] : [],
    savedPath: 'savesIntendedPath' in outcome && outcome.savesIntendedPath ? path : null,
  };
}

/** A short name for a test title. */
function label(outcome: ExpectedOutcome): string {
  if (typeof outcome === 'string') return outcome;
  return 'toast' in outcome ? `"${outcome.toast}", then ${outcome.to}` : `redirect to ${outcome.to}`;
}

describe('the mocks fake the audiences of the table', () => {
  it.each(audienceNames.filter((name) => name !== 'visitor'))('%s', (audience) => {
    const { role, tier } = audiences[audience] ?? {};
    expect(fixtures.users[audience as Exclude<Audience, 'visitor'>]).toMatchObject({ role, subscriptionTier: tier });
  });
});

describe.each(audienceNames)('as %s', (audience) => {
  const rows = Object.entries(expectedOutcomes).map(
    ([path, outcomes]) => [path, label(outcomes[audience]), outcomes[audience]] as const,
  );

  it.each(rows)('%s: %s', async (path, _label, outcome) => {
    fakeAudience(audience);
    expect(observe(await open(path))).toEqual(expectedObservation(path, outcome));
  });
});

describe('the guard judges by the subscription status', () => {
  it.each(extraCases.map((extraCase) => [extraCase.name, extraCase] as const))('%s', async (_name, extraCase) => {
    const { path, user, statusTier, outcome } = extraCase;
    fakeUser(user, statusTier);
    expect(observe(await open(path))).toEqual(expectedObservation(path, outcome));
  });
});

describe('a hover preload of a guarded path', () => {
  it.each(preloadCases.map(({ audience, path, wouldEndOn }) => [audience, path, wouldEndOn] as const))(
    'as %s, %s is decided (%s) but nothing is saved or shown',
    async (audience, path, wouldEndOn) => {
      fakeAudience(audience);
      const router = await open('/about');
      const preloaded = await router.preloadRoute({ to: path });
      // The guard did run: the preload followed its redirect.
      expect(preloaded?.at(-1)?.pathname).toBe(wouldEndOn);
      expect(observe(router)).toEqual(expectedObservation('/about', 'page'));
    },
  );
});
