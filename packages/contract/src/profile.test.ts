import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { clearUserCache } from './logout';
import { updateProfileMutationOptions } from './mutations';
import { authErrorOf } from './parse';
import { profileQueryOptions, queryKeys } from './queries';
import { createQueryClient } from './queryClient';
import { emptyProfile } from './schemas/profile';
import { json, routedApi } from './testing';

const stored = { ...emptyProfile, birthDate: '1990-04-29', onboardingStatus: 'in-progress', onboardingStep: 1 };

describe('profile query and mutation', () => {
  it('reads the profile, and null when logged out', async () => {
    const { api } = routedApi({ 'GET /api/user/profile': () => json(stored) });
    const client = createQueryClient({ api });
    expect(profileQueryOptions(api).queryKey).toEqual(['/api/user/profile']);
    await expect(client.fetchQuery(profileQueryOptions(api))).resolves.toEqual(stored);

    const loggedOut = routedApi({ 'GET /api/user/profile': () => json({ message: 'Not logged in' }, 401) });
    await expect(
      createQueryClient({ api: loggedOut.api }).fetchQuery(profileQueryOptions(loggedOut.api)),
    ).resolves.toBeNull();
  });

  it('sends the changed fields with PUT and caches the stored profile', async () => {
    const bodies: unknown[] = [];
    const { api, calls } = routedApi({
      'PUT /api/user/profile': ({ init }) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(stored);
      },
    });
    const client = createQueryClient({ api });
    const options = updateProfileMutationOptions(api);
    const result = await client.getMutationCache().build(client, options).execute({ birthDate: '1990-04-29' });
    expect(result).toEqual(stored);
    expect(calls).toEqual(['PUT /api/user/profile']);
    expect(bodies).toEqual([{ birthDate: '1990-04-29' }]);
    expect(client.getQueryData(queryKeys.profile)).toEqual(stored);
    // Logout clears it (its key contains "profile").
    clearUserCache(client);
    expect(client.getQueryData(queryKeys.profile)).toBeUndefined();
  });

  it('rejects a 400 with its field errors readable', async () => {
    const body = { message: 'Please check the highlighted fields.', errors: [{ field: 'birthDate', message: 'x' }] };
    const { api } = routedApi({ 'PUT /api/user/profile': () => json(body, 400) });
    const client = createQueryClient({ api });
    const error = await client
      .getMutationCache()
      .build(client, updateProfileMutationOptions(api))
      .execute({ birthDate: 'nope' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(authErrorOf(error)).toEqual(body);
  });
});
