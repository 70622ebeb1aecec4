import { createApiClient } from '@app/contract';
import {
  adminUserQueryOptions,
  adminUsersQueryOptions,
  auditLogQueryOptions,
  changeRoleMutationOptions,
  changeTierMutationOptions,
  disableUserMutationOptions,
  sendResetLinkMutationOptions,
} from '@app/contract/adminUsers';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../fixtures/users';
import { adminUserHandlers, adminUserReplies } from './adminUsers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });
const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const read = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  client.fetchQuery(options as Parameters<typeof client.fetchQuery>[0]) as Promise<T>;
// The contract's factories, run as the page runs them: every reply is parsed with its schema.
const mutate = <V, R>(options: { mutationFn?: (variables: V, context: never) => Promise<R> }, variables: V) =>
  (options.mutationFn as (variables: V, context: unknown) => Promise<R>)(variables, {
    client,
    meta: undefined,
    mutationKey: undefined,
  });

describe('adminUserHandlers', () => {
  it('searches by username, e-mail or name, in the contract’s shape', async () => {
    server.use(...adminUserHandlers.success());
    const all = await read<{ total: number; users: { username: string }[] }>(adminUsersQueryOptions({}, api));
    expect(all.total).toBe(8);
    const byName = await read<{ users: { username: string }[] }>(adminUsersQueryOptions({ q: 'luna' }, api));
    expect(byName.users.map((user) => user.username)).toEqual(['core']);
  });

  it('applies a change, answers the account and writes the audit log', async () => {
    server.use(...adminUserHandlers.success());
    const changed = await mutate(changeTierMutationOptions(api), {
      userId: users.free.id,
      tier: 'elite',
      reason: 'Prize of the spring contest',
    });
    expect(changed).toMatchObject({
      tier: 'elite',
      tierChange: { by: 'admin', reason: 'Prize of the spring contest' },
    });
    const detail = await read<{ tier: string }>(adminUserQueryOptions(users.free.id, api));
    expect(detail.tier).toBe('elite');
    const audit = await read<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      auditLogQueryOptions({ userId: users.free.id }, api),
    );
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'user.tierChanged', before: { tier: 'free' }, after: { tier: 'elite' } }),
    ]);
    await expect(mutate(sendResetLinkMutationOptions(api), { userId: users.free.id })).resolves.toEqual({
      message: adminUserReplies.resetSent('free@example.com'),
    });
  });

  it('refuses the admin’s own role or access with 409, and an unknown account with 404', async () => {
    server.use(...adminUserHandlers.success());
    await expect(
      mutate(changeRoleMutationOptions(api), { userId: users.admin.id, role: 'client' }),
    ).rejects.toMatchObject({ status: 409, data: { message: adminUserReplies.notYourself } });
    await expect(mutate(disableUserMutationOptions(api), { userId: users.admin.id })).rejects.toMatchObject({
      status: 409,
    });
    await expect(read(adminUserQueryOptions(999, api))).rejects.toMatchObject({ status: 404 });
  });

  it('has empty and failing scenarios', async () => {
    server.use(...adminUserHandlers.empty());
    expect(await read(auditLogQueryOptions({ page: 2 }, api))).toMatchObject({ entries: [], total: 0, page: 2 });
    server.resetHandlers(...adminUserHandlers.failing('serverError', 'users'));
    await expect(read(adminUsersQueryOptions({ q: 'x' }, api))).rejects.toMatchObject({ status: 500 });
    expect(await read(auditLogQueryOptions({}, api))).toMatchObject({ total: 3 });
  });
});
