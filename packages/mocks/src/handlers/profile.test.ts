import { createApiClient, parseProfile } from '@app/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, emptyProfileFixture, profileHandlers } from './profile';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });

describe('profileHandlers', () => {
  it('reads the scenario’s profile in the contract’s shape', async () => {
    server.use(...profileHandlers.complete());
    expect(parseProfile(await api.read('/api/user/profile'))).toEqual(completeProfile);
  });

  it('keeps what a PUT saved', async () => {
    server.use(...profileHandlers.empty());
    const saved = parseProfile(
      await api.request('PUT', '/api/user/profile', { body: { displayName: 'Ana', onboardingStep: 1 } }),
      'PUT',
    );
    expect(saved).toEqual({ ...emptyProfileFixture, displayName: 'Ana', onboardingStep: 1 });
    expect(parseProfile(await api.read('/api/user/profile'))).toEqual(saved);
  });

  it('answers 400 with field errors for a bad field', async () => {
    server.use(...profileHandlers.empty());
    await expect(api.request('PUT', '/api/user/profile', { body: { birthDate: '1990-02-30' } })).rejects.toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ field: 'birthDate' })] },
    });
  });

  it('fails every save in the save-error scenario, and reads 401 when logged out', async () => {
    server.use(...profileHandlers.saveError());
    await expect(api.request('PUT', '/api/user/profile', { body: { displayName: 'Ana' } })).rejects.toMatchObject({
      status: 500,
    });
    server.use(...profileHandlers.loggedOut());
    expect(await api.read('/api/user/profile')).toBeNull();
  });
});
