import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  changeEmailMutationOptions,
  changePasswordMutationOptions,
  confirmEmailVerificationMutationOptions,
  deleteAccountMutationOptions,
  exportAccountDataMutationOptions,
  resendEmailVerificationMutationOptions,
  signOutOtherSessionsMutationOptions,
} from './mutations';
import { accountQueryOptions, accountSessionsQueryOptions, queryKeys } from './queries';
import { createQueryClient } from './queryClient';
import {
  accountExportFileName,
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  EmailVerificationConfirmSchema,
} from './schemas/account';
import { UserSchema } from './schemas/auth';
import { json, routedApi } from './testing';

/** Runs mutation options through a real QueryClient, as `useMutation` would. */
function run(client: QueryClient, options: object, variables: unknown): Promise<unknown> {
  const build = client.getMutationCache().build as (
    client: QueryClient,
    options: object,
  ) => {
    execute: (variables: unknown) => Promise<unknown>;
  };
  return build.call(client.getMutationCache(), client, options).execute(variables);
}

const account = {
  username: 'luna',
  email: 'luna@example.com',
  emailVerified: false,
  pendingEmail: null,
  createdAt: '2026-03-14T09:30:00.000Z',
};
const session = { id: 3, createdAt: account.createdAt, lastSeenAt: account.createdAt, current: true };

describe('account schemas', () => {
  it('keep the user payload backward compatible: emailVerified is optional', () => {
    const older = { id: 1, username: 'luna', role: 'client', subscriptionTier: 'free' };
    expect(v.parse(UserSchema, older)).not.toHaveProperty('emailVerified');
    expect(v.parse(UserSchema, { ...older, emailVerified: true })).toMatchObject({ emailVerified: true });
  });

  it.each([
    [EmailVerificationConfirmSchema, {}, 'token'],
    [ChangeEmailInputSchema, { email: 'luna', password: 'x' }, 'email'],
    [ChangeEmailInputSchema, { email: 'luna@example.com', password: '' }, 'password'],
    [ChangePasswordInputSchema, { newPassword: 'a long secret' }, 'currentPassword'],
    [DeleteAccountInputSchema, {}, 'password'],
  ] as const)('name the field of a bad input (%#)', (schema, input, field) => {
    const result = v.safeParse(schema as v.GenericSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(field);
    expect(result.issues?.[0]?.message).not.toMatch(/^Invalid/);
  });

  it('name the export file after the account and the day', () => {
    expect(accountExportFileName('luna', new Date('2026-03-14T23:59:00Z'))).toBe('moonheart-data-luna-2026-03-14.json');
    expect(accountExportFileName('a b/c', new Date('2026-03-14T00:00:00Z'))).toBe(
      'moonheart-data-a-b-c-2026-03-14.json',
    );
  });
});

describe('account queries', () => {
  it('read the account and the sessions; logged out reads as null and an empty list', async () => {
    const { api } = routedApi({
      'GET /api/user/account': () => json(account),
      'GET /api/user/sessions': () => json([session]),
    });
    const client = createQueryClient({ api });
    expect(await client.fetchQuery(accountQueryOptions(api))).toEqual(account);
    expect(await client.fetchQuery(accountSessionsQueryOptions(api))).toEqual([session]);
    const out = routedApi({
      'GET /api/user/account': () => json({ message: 'Authentication required.' }, 401),
      'GET /api/user/sessions': () => json({ message: 'Authentication required.' }, 401),
    }).api;
    const fresh = createQueryClient({ api: out });
    expect(await fresh.fetchQuery(accountQueryOptions(out))).toBeNull();
    expect(await fresh.fetchQuery(accountSessionsQueryOptions(out))).toEqual([]);
  });
});

describe('account mutations', () => {
  it('a followed link reads the user and the account again', async () => {
    const { api, calls } = routedApi({
      'POST /api/email-verification/confirm': () => json({ message: 'Verified', email: 'luna@example.com' }),
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.account, account);
    client.setQueryData(queryKeys.user, { id: 1 });
    await run(client, confirmEmailVerificationMutationOptions(api), { token: 't' });
    expect(calls).toContain('POST /api/email-verification/confirm');
    expect(client.getQueryState(queryKeys.account)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.user)?.isInvalidated).toBe(true);
  });

  it('an expired link rejects with the server 400', async () => {
    const { api } = routedApi({
      'POST /api/email-verification/confirm': () => json({ message: 'This link has expired.' }, 400),
    });
    const client = createQueryClient({ api });
    await expect(run(client, confirmEmailVerificationMutationOptions(api), { token: 't' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('resend sends no body; a new address marks the account to be read again', async () => {
    const { api, calls } = routedApi({
      'POST /api/email-verification/resend': ({ init }) => {
        expect(init.body).toBeUndefined();
        return json({ message: 'Sent' }, 202);
      },
      'POST /api/user/email': ({ init }) => {
        expect(JSON.parse(String(init.body))).toEqual({ email: 'new@example.com', password: 'secret' });
        return json({ message: 'Sent', pendingEmail: 'new@example.com' }, 202);
      },
    });
    const client = createQueryClient({ api });
    await expect(run(client, resendEmailVerificationMutationOptions(api), undefined)).resolves.toEqual({
      message: 'Sent',
    });
    client.setQueryData(queryKeys.account, account);
    await run(client, changeEmailMutationOptions(api), { email: 'new@example.com', password: 'secret' });
    expect(client.getQueryState(queryKeys.account)?.isInvalidated).toBe(true);
    expect(calls).toEqual(['POST /api/email-verification/resend', 'POST /api/user/email']);
  });

  it('a new password and "sign out everywhere else" mark the sessions to be read again', async () => {
    const { api } = routedApi({
      'POST /api/user/password': () => json({ message: 'Changed' }),
      'POST /api/user/sessions/sign-out-others': () => json({ message: 'Two ended', signedOut: 2 }),
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.accountSessions, [session, { ...session, id: 4, current: false }]);
    await run(client, changePasswordMutationOptions(api), { currentPassword: 'a', newPassword: 'a long secret' });
    expect(client.getQueryState(queryKeys.accountSessions)?.isInvalidated).toBe(true);
    client.setQueryData(queryKeys.accountSessions, [session]);
    await expect(run(client, signOutOtherSessionsMutationOptions(api), undefined)).resolves.toEqual({
      message: 'Two ended',
      signedOut: 2,
    });
    expect(client.getQueryState(queryKeys.accountSessions)?.isInvalidated).toBe(true);
  });

  it('deleting the account drops every cached query and reads the user as nobody', async () => {
    const { api } = routedApi({ 'DELETE /api/user/account': () => json({ message: 'Deleted' }) });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.user, { id: 1 });
    client.setQueryData(queryKeys.messages(1), []);
    await run(client, deleteAccountMutationOptions(api), { password: 'secret' });
    expect(client.getQueryData(queryKeys.user)).toBeNull();
    expect(client.getQueryData(queryKeys.messages(1))).toBeUndefined();
  });

  it('a refused deletion keeps the cache', async () => {
    const { api } = routedApi({
      'DELETE /api/user/account': () =>
        json({ message: 'Check', errors: [{ field: 'password', message: 'Wrong' }] }, 400),
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.user, { id: 1 });
    await expect(run(client, deleteAccountMutationOptions(api), { password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryData(queryKeys.user)).toEqual({ id: 1 });
  });

  it('the export answers the file as a blob', async () => {
    const { api } = routedApi({
      'GET /api/user/export': () =>
        new Response(JSON.stringify({ account }), { headers: { 'content-type': 'application/json' } }),
    });
    const blob = (await run(createQueryClient({ api }), exportAccountDataMutationOptions(api), undefined)) as Blob;
    expect(JSON.parse(await blob.text())).toEqual({ account });
  });
});
