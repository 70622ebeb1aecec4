import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../request';
import { deleteUserMemoryMutationOptions, type MemoryUserList, memoryKeys } from './index';

const people = (counts: Record<string, number>): MemoryUserList => ({
  users: Object.entries(counts).map(([username, memoryCount], index) => ({ id: index + 1, username, memoryCount })),
});

describe('deleteUserMemoryMutationOptions', () => {
  it('lowers the person’s count in every cached list at once, drops a person left with none, then reads again', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      // A list read after the delete: never answered in this test, so only the change made at once shows.
      return new Promise<Response>(() => String(input));
    });
    const api = createApiClient({ fetch });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(memoryKeys.users(''), people({ luna: 2, orla: 1 }));
    client.setQueryData(memoryKeys.users('lu'), people({ luna: 2 }));
    client.setQueryData(memoryKeys.users('or'), { users: [{ id: 2, username: 'orla', memoryCount: 1 }] });

    const remove = deleteUserMemoryMutationOptions(api);
    await client.getMutationCache().build(client, remove).execute({ userId: 1, id: 7 });

    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/admin/memories/users/1/7'), expect.anything());
    expect(client.getQueryData(memoryKeys.users(''))).toEqual(people({ luna: 1, orla: 1 }));
    expect(client.getQueryData(memoryKeys.users('lu'))).toEqual(people({ luna: 1 }));

    await client.getMutationCache().build(client, remove).execute({ userId: 2, id: 8 });
    expect(client.getQueryData<MemoryUserList>(memoryKeys.users(''))?.users.map((user) => user.username)).toEqual([
      'luna',
    ]);
    expect(client.getQueryData(memoryKeys.users('or'))).toEqual({ users: [] });
    // Every list is marked to be read again.
    expect(client.getQueryState(memoryKeys.users(''))?.isInvalidated).toBe(true);
  });
});
