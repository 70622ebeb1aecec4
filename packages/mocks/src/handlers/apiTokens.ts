// The personal API token calls (`@app/contract/apiTokens`), mocked with the server's rules: the
// secret shown once, the live limit, revocation, 404 for an unknown token. An entry point of its
// own (`@app/mocks/apiTokens`).
import {
  type ApiToken,
  apiTokenRoutes,
  apiTokenScopes,
  apiTokenStatusAt,
  maxLiveApiTokens,
} from '@app/contract/apiTokens';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { fixtureNow, fixtureTime } from '../fixtures/time';

// The server's words (packages/server/src/messages.ts, apiTokens).
export const apiTokenReplies = {
  notFound: 'API token not found',
  tooMany: (max: number) => `You already have ${max} active API tokens: revoke one before making another.`,
} as const;

type Route = keyof typeof apiTokenRoutes;
const routeNames = Object.keys(apiTokenRoutes) as Route[];
const day = 24 * 60;

/** The secret every token made in the mocks answers (a fixed one, so screenshots never change). */
export const mockApiTokenSecret = 'mh_3xAmPle9TokenOnlyForStoriesKq7w2LzR4vN8sYbT0cUdE1f';

/** A few tokens: one used, one never used, one revoked, one expired. */
export function apiTokenFixtures(): ApiToken[] {
  const tokens: Omit<ApiToken, 'status'>[] = [
    {
      id: 4,
      name: 'Nightly export',
      scope: 'read',
      hint: 'mh_Q7vd',
      createdAt: fixtureTime(-day * 12),
      expiresAt: fixtureTime(day * 78),
      lastUsedAt: fixtureTime(-95),
      revokedAt: null,
    },
    {
      id: 3,
      name: 'Journal bot',
      scope: 'chat',
      hint: 'mh_b2Xe',
      createdAt: fixtureTime(-day * 20),
      expiresAt: fixtureTime(day * 10),
      lastUsedAt: null,
      revokedAt: null,
    },
    {
      id: 2,
      name: 'Old laptop',
      scope: 'read',
      hint: 'mh_Lp0k',
      createdAt: fixtureTime(-day * 40),
      expiresAt: fixtureTime(day * 50),
      lastUsedAt: fixtureTime(-day * 35),
      revokedAt: fixtureTime(-day * 30),
    },
    {
      id: 1,
      name: 'Trial script',
      scope: 'chat',
      hint: 'mh_Zt5n',
      createdAt: fixtureTime(-day * 100),
      expiresAt: fixtureTime(-day * 93),
      lastUsedAt: fixtureTime(-day * 94),
      revokedAt: null,
    },
  ];
  return tokens.map((token) => ({ ...token, status: apiTokenStatusAt(token, fixtureNow) }));
}

interface State {
  tokens: ApiToken[];
}

const body = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

function resolvers(state: State): Record<Route, HttpResponseResolver> {
  return {
    list: () => HttpResponse.json({ tokens: state.tokens, maxLive: maxLiveApiTokens }),
    create: async ({ request }) => {
      const input = await body(request);
      if (state.tokens.filter((token) => token.status === 'active').length >= maxLiveApiTokens) {
        return HttpResponse.json({ message: apiTokenReplies.tooMany(maxLiveApiTokens) }, { status: 409 });
      }
      const days = Number(input.expiresInDays);
      const token: ApiToken = {
        id: Math.max(0, ...state.tokens.map((item) => item.id)) + 1,
        name: String(input.name ?? '').trim(),
        scope: apiTokenScopes.includes(input.scope as 'read') ? (input.scope as 'read' | 'chat') : 'read',
        hint: mockApiTokenSecret.slice(0, 7),
        createdAt: fixtureTime(),
        expiresAt: fixtureTime(day * days),
        lastUsedAt: null,
        revokedAt: null,
        status: 'active',
      };
      state.tokens = [token, ...state.tokens];
      return HttpResponse.json({ token, secret: mockApiTokenSecret }, { status: 201 });
    },
    revoke: ({ params }) => {
      const token = state.tokens.find((item) => String(item.id) === params.id);
      if (!token) return HttpResponse.json({ message: apiTokenReplies.notFound }, { status: 404 });
      const revoked: ApiToken = {
        ...token,
        revokedAt: token.revokedAt ?? fixtureTime(),
        status: token.status === 'expired' ? 'expired' : 'revoked',
      };
      state.tokens = state.tokens.map((item) => (item.id === token.id ? revoked : item));
      return HttpResponse.json(revoked);
    },
  };
}

const failures = {
  serverError: () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  forbidden: () => HttpResponse.json({ message: 'You do not have access to this.' }, { status: 403 }),
  tooMany: () => HttpResponse.json({ message: apiTokenReplies.tooMany(maxLiveApiTokens) }, { status: 409 }),
} satisfies Record<string, HttpResponseResolver>;
export type ApiTokenFailure = keyof typeof failures;

const handle = (name: Route, resolver: HttpResponseResolver) => {
  const { method, path } = apiTokenRoutes[name];
  const route = `*${path.replace('{id}', ':id')}`;
  return method === 'GET'
    ? http.get(route, resolver)
    : method === 'POST'
      ? http.post(route, resolver)
      : http.delete(route, resolver);
};

function build(state: State, replace: Partial<Record<Route, HttpResponseResolver>> = {}): RequestHandler[] {
  const base = resolvers(state);
  return routeNames.map((name) => handle(name, replace[name] ?? base[name]));
}

const targets = (only: Route | readonly Route[] | undefined) =>
  only === undefined ? routeNames : typeof only === 'string' ? [only] : only;

/** `/api/api-tokens...`, by scenario. Pass as `parameters.msw.handlers.apiTokens`. */
export const apiTokenHandlers = {
  /** A used, an unused, a revoked and an expired token. */
  success: () => build({ tokens: apiTokenFixtures() }),
  /** No token yet. */
  empty: () => build({ tokens: [] }),
  /** Success after `ms` on the chosen calls (default: all): loading states. */
  slow: (ms = 2_000, only?: Route | readonly Route[]) => {
    const state = { tokens: apiTokenFixtures() };
    const base = resolvers(state);
    return build(
      state,
      Object.fromEntries(
        targets(only).map((name) => [
          name,
          (async (info) => {
            await delay(ms);
            return base[name](info);
          }) satisfies HttpResponseResolver,
        ]),
      ),
    );
  },
  /** The chosen calls (default: all) fail as named; the others answer. */
  failing: (failure: ApiTokenFailure, only?: Route | readonly Route[]) =>
    build({ tokens: apiTokenFixtures() }, Object.fromEntries(targets(only).map((name) => [name, failures[failure]]))),
};
