import { describe, expect, it } from 'vitest';
import { ContractError } from './errors';
import {
  currentUserQueryOptions,
  homeSynopsisQueryOptions,
  messagesQueryOptions,
  queryKeys,
  statsQueryOptions,
  subscriptionStatusQueryOptions,
  withStatusFallback,
} from './queries';
import { createQueryClient } from './queryClient';
import { subscriptionStatusFallback } from './schemas/subscription';
import { json, routedApi } from './testing';

const status = {
  currentTier: 'core',
  promptsUsed: 2,
  promptLimit: 75,
  promptsRemaining: 73,
  limitExceeded: false,
  subscriptionActive: true,
};

describe('query options per endpoint', () => {
  it('keys queries by API path arrays', () => {
    expect(currentUserQueryOptions().queryKey).toEqual(['/api/user']);
    expect(subscriptionStatusQueryOptions({ reader: 'hook', isLoggedIn: true }).queryKey).toEqual([
      '/api/subscriptions/status',
    ]);
    expect(messagesQueryOptions(7).queryKey).toEqual(['/api/conversations', 7, 'messages']);
    expect(queryKeys.homeSynopsis).toEqual(['/api/user/home-synopsis']);
  });

  it('keeps the user fresh 5 minutes with no retry', () => {
    expect(currentUserQueryOptions()).toMatchObject({ staleTime: 300_000, retry: false });
  });

  it.each([
    ['guard', 30_000, false],
    ['hook', 60_000, false],
    ['banner', 300_000, 60_000],
  ] as const)('reads the status in the %s fresh for %i ms, refetching every %s', (reader, staleTime, interval) => {
    expect(subscriptionStatusQueryOptions({ reader, isLoggedIn: true })).toMatchObject({
      staleTime,
      refetchInterval: interval,
      enabled: true,
    });
  });

  it('reads the status only when logged in, retried once (never on 401)', () => {
    const options = subscriptionStatusQueryOptions({ reader: 'guard', isLoggedIn: false });
    expect(options.enabled).toBe(false);
    const retry = options.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new Error('500: boom'))).toBe(true);
    expect(retry(1, new Error('500: boom'))).toBe(false);
    expect(retry(0, new Error('401: Unauthorized'))).toBe(false);
  });

  it.each([
    ['free', false],
    ['core', true],
    ['plus', false],
    ['advanced', true],
    ['elite', true],
    [undefined, false],
  ])('loads the synopsis for %s: %s, never retried', (tier, enabled) => {
    expect(homeSynopsisQueryOptions({ tier })).toMatchObject({ enabled, retry: false });
  });
});

describe('query functions', () => {
  it('parse the reply', async () => {
    const { api } = routedApi({ 'GET /api/subscriptions/status': () => json(status) });
    const client = createQueryClient({ api });
    const data = await client.fetchQuery(subscriptionStatusQueryOptions({ reader: 'hook', isLoggedIn: true }, api));
    expect(data).toMatchObject({ currentTier: 'core', promptsRemaining: 73 });
  });

  it('give null for the user on a 401', async () => {
    const { api } = routedApi({ 'GET /api/user': () => json({ message: 'Unauthorized' }, 401) });
    await expect(createQueryClient({ api }).fetchQuery(currentUserQueryOptions(api))).resolves.toBeNull();
  });

  it('give an empty list on a 401 list read', async () => {
    const { api } = routedApi({ 'GET /api/conversations/3/messages': () => json({ message: 'Unauthorized' }, 401) });
    await expect(createQueryClient({ api }).fetchQuery(messagesQueryOptions(3, api))).resolves.toEqual([]);
  });

  it('fail with a ContractError on a malformed reply, without retrying', async () => {
    const { api, calls } = routedApi({ 'GET /api/user': () => json({ id: 1 }) });
    const error = await createQueryClient({ api })
      .fetchQuery(currentUserQueryOptions(api))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/^Unexpected reply from GET \/api\/user: username: /);
    expect(calls).toHaveLength(1);
  });
});

describe('stats fallback', () => {
  const domains = [
    { id: 1, name: 'Psychology' },
    { id: 2, name: 'Astrology' },
  ];
  const teachings = [
    { id: 5, domainId: 2 },
    { id: 6, domainId: 2 },
  ];

  it('uses /api/stats when it answers', async () => {
    const stats = [{ domainId: 1, name: 'Psychology', count: 4 }];
    const { api, calls } = routedApi({ 'GET /api/stats': () => json(stats) });
    await expect(createQueryClient({ api }).fetchQuery(statsQueryOptions(api))).resolves.toEqual(stats);
    expect(calls).toEqual(['GET /api/stats']);
  });

  it('computes the stats from domains and teachings when /api/stats fails', async () => {
    const { api } = routedApi({
      'GET /api/stats': () => json({ message: 'Not here' }, 404),
      'GET /api/domains': () => json(domains),
      'GET /api/teachings': () => json(teachings),
    });
    const client = createQueryClient({ api, config: { defaultOptions: { queries: { retry: false } } } });
    await expect(client.fetchQuery(statsQueryOptions(api))).resolves.toEqual([
      { domainId: 1, name: 'Psychology', count: 0 },
      { domainId: 2, name: 'Astrology', count: 2 },
    ]);
    // The lists it read are cached for the knowledge screens.
    expect(client.getQueryData(queryKeys.domains)).toEqual(domains);
  });
});

describe('withStatusFallback (spec 4)', () => {
  it('gives the fallback state when the status call failed with nothing cached', () => {
    expect(withStatusFallback({ data: undefined, isError: true })).toBe(subscriptionStatusFallback);
  });

  it('keeps the data otherwise: loading, logged out, or an earlier status', () => {
    expect(withStatusFallback({ data: undefined, isError: false })).toBeUndefined();
    expect(withStatusFallback({ data: null, isError: false })).toBeNull();
    const earlier = { ...subscriptionStatusFallback, currentTier: 'core' };
    expect(withStatusFallback({ data: earlier, isError: true })).toBe(earlier);
  });
});
