import { QueryClient, type QueryClientConfig, type QueryFunction } from '@tanstack/react-query';
import { ApiError, ContractError, isAbortError, isUnauthorizedError, NetworkError } from './errors';
import { type ApiClient, defaultApiClient } from './request';

/** Spec 9 timings of the query layer, in milliseconds. */
export const queryTimings = {
  /** Queries are fresh for 2 minutes. */
  staleTime: 2 * 60_000,
  /** and cached for 5 minutes. */
  gcTime: 5 * 60_000,
  /** Read retry delay: 500 ms doubled per attempt ... */
  retryBaseDelay: 500,
  /** ... capped at 8000 ms. */
  retryMaxDelay: 8_000,
  /** Writes retry once after 500 ms. */
  mutationRetryDelay: 500,
  /** The user query is fresh for 5 minutes. */
  userStaleTime: 5 * 60_000,
  /** Subscription status freshness per reader (spec 7). */
  subscriptionStatusStaleTime: { guard: 30_000, hook: 60_000, banner: 5 * 60_000 },
  /** The usage banner refetches the status every 60 s. */
  bannerRefetchInterval: 60_000,
} as const;

/**
 * Spec 8, reads: never retried on errors containing 401 or Unauthorized; network failures retried
 * once; others up to twice. `failureCount` is TanStack's: 0 after the first failure.
 * Aborts and contract mismatches are never retried: a second try cannot change them.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (isUnauthorizedError(error) || isAbortError(error) || error instanceof ContractError) return false;
  if (error instanceof NetworkError) return failureCount < 1;
  return failureCount < 2;
}

/** Spec 9: 500 ms doubled per attempt, capped at 8000 ms (`attemptIndex` is 0 for the first retry). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(queryTimings.retryBaseDelay * 2 ** attemptIndex, queryTimings.retryMaxDelay);
}

/**
 * Spec 9, writes: retried once. Not retried when a second try cannot help or would act twice on
 * the user's behalf: an abort (the user pressed stop), a client error (4xx: 401, 403, 429 ...), a
 * contract mismatch.
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  if (isAbortError(error) || error instanceof ContractError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The default query function (spec 7): a GET to the path in the query key, its segments joined
 * with `/` (`['/api/conversations', 7, 'messages']`), where a 401 yields `null`.
 */
export function createDefaultQueryFn(api: ApiClient = defaultApiClient): QueryFunction {
  return ({ queryKey, signal }) => api.read(queryKey.map(String).join('/'), { signal });
}

export interface CreateQueryClientOptions {
  /** The request layer for the default query function. @default defaultApiClient */
  api?: ApiClient;
  /** Extra configuration; its `defaultOptions` are merged over the spec's. */
  config?: QueryClientConfig;
}

/**
 * The query client with the spec 9 defaults: fresh 2 minutes, cached 5 minutes, no refetch on
 * focus or by interval, refetch on reconnect, the read and write retry rules.
 */
export function createQueryClient({ api, config = {} }: CreateQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        queryFn: createDefaultQueryFn(api),
        staleTime: queryTimings.staleTime,
        gcTime: queryTimings.gcTime,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnReconnect: true,
        retry: shouldRetryRead,
        retryDelay,
        ...config.defaultOptions?.queries,
      },
      mutations: {
        retry: shouldRetryWrite,
        retryDelay: queryTimings.mutationRetryDelay,
        ...config.defaultOptions?.mutations,
      },
    },
  });
}
