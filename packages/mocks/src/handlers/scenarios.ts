import { type EndpointName, endpoints } from '@app/contract';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { assistantFailure, limitReachedBody } from '../fixtures';

/** The msw route of a contract endpoint: any origin, `{id}` as a parameter. */
export function routeOf(name: EndpointName): string {
  return `*${endpoints[name].path.replace('{id}', ':id')}`;
}

const byMethod = { GET: http.get, POST: http.post, PATCH: http.patch, DELETE: http.delete } as const;

/** One msw handler for a contract endpoint, on its method. */
export function handle(name: EndpointName, resolver: HttpResponseResolver): RequestHandler {
  return byMethod[endpoints[name].method](routeOf(name), resolver);
}

/** The failure scenarios every endpoint has. */
export const failureNames = [
  'unauthorized',
  'forbidden',
  'limitReached',
  'handledError',
  'serverError',
  'unavailable',
  'networkError',
  'timeout',
] as const;
export type FailureName = (typeof failureNames)[number];

/** The replies of the failure scenarios, as the server words them. */
export const failureReplies: Record<FailureName, HttpResponseResolver> = {
  unauthorized: () => HttpResponse.json({ message: 'Authentication required. Please log in.' }, { status: 401 }),
  forbidden: () => HttpResponse.json({ message: 'You do not have access to this.' }, { status: 403 }),
  limitReached: () => HttpResponse.json(limitReachedBody(), { status: 429 }),
  handledError: () => HttpResponse.json(assistantFailure(), { status: 500 }),
  serverError: () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  unavailable: () => HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 503 }),
  // fetch rejects with a TypeError, as on a lost connection.
  networkError: () => HttpResponse.error(),
  // Never answers: the client's 30 s timeout fires first.
  timeout: async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  },
};

/** How one endpoint is mocked. */
export interface EndpointMock {
  success: HttpResponseResolver;
  /** "Nothing to show" (an empty list ...). @default success */
  empty?: HttpResponseResolver;
  /** Wording of this endpoint's failures, where it differs from `failureReplies`. */
  failures?: Partial<Record<FailureName, HttpResponseResolver>>;
}

/** Which endpoints of a domain a scenario applies to; the others answer with success. */
export type Only<N extends EndpointName> = readonly N[] | N;

export type DomainScenarios<N extends EndpointName> = {
  /** Every endpoint answers with success. */
  success: () => RequestHandler[];
  /** "Nothing to show" on the chosen endpoints (default: all). */
  empty: (only?: Only<N>) => RequestHandler[];
  /** Success after `ms` milliseconds (loading states) on the chosen endpoints. */
  slow: (ms?: number, only?: Only<N>) => RequestHandler[];
  /**
   * A scenario per endpoint, the others answering with success: scenarios of one domain do not
   * stack (each answers every endpoint), so a test that needs two uses this, e.g.
   * `chatHandlers.mix({ listConversations: 'empty', createConversation: 'serverError' })`.
   */
  mix: (choices: Partial<Record<N, ScenarioName>>) => RequestHandler[];
} & { [F in FailureName]: (only?: Only<N>) => RequestHandler[] };

/** The scenarios `mix` can give an endpoint. */
export type ScenarioName = 'success' | 'empty' | FailureName;

/**
 * The scenarios of a domain: success, empty, slow and every failure, each on all of the domain's
 * endpoints or on the ones named in `only` (the others then answer with success, so a story that
 * replaces the domain's key still has every call answered). `defaults` picks the endpoints a
 * failure targets when `only` is not given (e.g. the 429 on sends only).
 */
export function defineScenarios<N extends EndpointName>(
  mocks: Record<N, EndpointMock>,
  defaults: Partial<Record<FailureName, readonly NoInfer<N>[]>> = {},
): DomainScenarios<N> {
  const names = Object.keys(mocks) as N[];
  const targets = (only: Only<N> | undefined, fallback: readonly N[] = names): readonly N[] =>
    only === undefined ? fallback : typeof only === 'string' ? [only] : only;
  const build = (pick: (name: N) => HttpResponseResolver, chosen: readonly N[]) =>
    names.map((name) => handle(name, chosen.includes(name) ? pick(name) : mocks[name].success));

  const scenarios = {
    success: () => build((name) => mocks[name].success, names),
    empty: (only?: Only<N>) => build((name) => mocks[name].empty ?? mocks[name].success, targets(only)),
    slow: (ms = 2_000, only?: Only<N>) =>
      build(
        (name) => async (info) => {
          await delay(ms);
          return mocks[name].success(info);
        },
        targets(only),
      ),
    mix: (choices: Partial<Record<N, ScenarioName>>) =>
      build((name) => {
        const choice: ScenarioName = choices[name] ?? 'success';
        if (choice === 'success') return mocks[name].success;
        if (choice === 'empty') return mocks[name].empty ?? mocks[name].success;
        return mocks[name].failures?.[choice] ?? failureReplies[choice];
      }, names),
  } as DomainScenarios<N>;
  for (const failure of failureNames) {
    scenarios[failure] = (only?: Only<N>) =>
      build((name) => mocks[name].failures?.[failure] ?? failureReplies[failure], targets(only, defaults[failure]));
  }
  return scenarios;
}
