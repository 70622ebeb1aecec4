import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, createAbortError, NetworkError, TimeoutError } from './errors';
import { createQueryClient, retryDelay, shouldRetryRead, shouldRetryWrite } from './queryClient';
import { json, routedApi } from './testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('createQueryClient defaults (spec 9)', () => {
  it('keeps queries fresh 2 minutes, cached 5, with no refetch on focus or interval but on reconnect', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 120_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      refetchOnReconnect: true,
      retry: shouldRetryRead,
      retryDelay,
    });
  });

  it('retries writes once after 500 ms', () => {
    expect(createQueryClient().getDefaultOptions().mutations).toMatchObject({
      retry: shouldRetryWrite,
      retryDelay: 500,
    });
  });

  it('lets a caller override a default', () => {
    const client = createQueryClient({ config: { defaultOptions: { queries: { retry: false } } } });
    expect(client.getDefaultOptions().queries).toMatchObject({ retry: false, staleTime: 120_000 });
  });

  it('reads the path of the query key by default, joining its segments', async () => {
    const { api, calls } = routedApi({ 'GET /api/conversations/7/messages': () => json([]) });
    const client = createQueryClient({ api });
    await expect(client.fetchQuery({ queryKey: ['/api/conversations', 7, 'messages'] })).resolves.toEqual([]);
    expect(calls).toEqual(['GET /api/conversations/7/messages']);
  });

  it('yields null by default for a read that answers 401', async () => {
    const { api } = routedApi({ 'GET /api/preferences': () => json({ message: 'Unauthorized' }, 401) });
    await expect(createQueryClient({ api }).fetchQuery({ queryKey: ['/api/preferences'] })).resolves.toBeNull();
  });
});

describe('read retry rule (spec 8)', () => {
  it.each([
    ['an ApiError 401', new ApiError(401, 'Unauthorized', '', undefined), 0],
    ['a text with Unauthorized', new Error('Unauthorized'), 0],
    ['a text with 401', new Error('401: {"message":"no"}'), 0],
    ['a network failure', new NetworkError(new TypeError('Failed to fetch')), 1],
    ['a 500', new ApiError(500, 'Internal Server Error', '', undefined), 2],
    ['a 403', new ApiError(403, 'Forbidden', '', undefined), 2],
    ['a timeout', new TimeoutError(30_000), 2],
    ['an abort', createAbortError(), 0],
    ['a contract mismatch', new ContractError('GET /api/user', 'id', 'bad'), 0],
  ])('retries %s %i times', (_name, error, times) => {
    const retries = [0, 1, 2, 3].filter((failureCount) => shouldRetryRead(failureCount, error)).length;
    expect(retries).toBe(times);
  });

  it('waits 500 ms, doubling, capped at 8000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('makes a real query try three times on a 500, with the delays between', async () => {
    vi.useFakeTimers();
    const { api, calls } = routedApi({ 'GET /api/stats': () => json({ message: 'boom' }, 500) });
    const client = createQueryClient({ api });
    const outcome = client.fetchQuery({ queryKey: ['/api/stats'] }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(String(await outcome)).toContain('500: {"message":"boom"}');
  });

  it('makes a real query try twice on a network failure', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const client = createQueryClient();
    const outcome = client
      .fetchQuery({
        queryKey: ['/api/domains'],
        queryFn: () => {
          attempts += 1;
          throw new NetworkError();
        },
      })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toBeInstanceOf(NetworkError);
    expect(attempts).toBe(2);
  });
});

describe('write retry rule (spec 9)', () => {
  it.each([
    ['a 500', new ApiError(500, '', '', undefined), 1],
    ['a network failure', new NetworkError(), 1],
    ['a timeout', new TimeoutError(30_000), 1],
    ['a 400 (a field refused: the same body would be refused again)', new ApiError(400, '', '', undefined), 0],
    ['a 429', new ApiError(429, '', '', undefined), 0],
    ['a 401', new ApiError(401, '', '', undefined), 0],
    ['an abort', createAbortError(), 0],
    ['a contract mismatch', new ContractError('POST /api/login', 'id', 'bad'), 0],
  ])('retries %s %i times', (_name, error, times) => {
    expect([0, 1, 2].filter((failureCount) => shouldRetryWrite(failureCount, error)).length).toBe(times);
  });

  it('makes a real mutation try again after 500 ms', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let attempts = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        attempts += 1;
        throw new ApiError(500, '', '', undefined);
      },
    });
    const outcome = mutation.execute(undefined).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(499);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    expect(await outcome).toBeInstanceOf(ApiError);
  });
});
