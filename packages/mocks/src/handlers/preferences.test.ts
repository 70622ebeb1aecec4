import { createApiClient, defaultPreferences, parsePreferences } from '@app/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chosenPreferences, preferencesHandlers } from './preferences';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost' });
const save = (body: unknown) => api.request('PUT', '/api/preferences', { body });

describe('preferencesHandlers', () => {
  it('reads the scenario’s preferences in the contract’s shape', async () => {
    server.use(...preferencesHandlers.chosen());
    expect(parsePreferences(await api.read('/api/preferences'))).toEqual(chosenPreferences);
  });

  it('keeps what a PUT saved, and refuses a bad field as the server does', async () => {
    server.use(...preferencesHandlers.defaults());
    const saved = parsePreferences(await save({ theme: 'dark-celestial', preferredName: ' Ana ' }), 'PUT');
    expect(saved).toEqual({ ...defaultPreferences, theme: 'dark-celestial', preferredName: 'Ana' });
    expect(parsePreferences(await api.read('/api/preferences'))).toEqual(saved);
    await expect(save({ timeZone: 'Nowhere/Town' })).rejects.toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ field: 'timeZone' })] },
    });
  });

  it('refuses voice fields when voice is locked, takes the rest', async () => {
    server.use(...preferencesHandlers.voiceLocked());
    await expect(save({ speechSpeed: 1.5 })).rejects.toMatchObject({
      status: 403,
      data: { errors: [{ field: 'speechSpeed', message: 'Voice features require Plus tier or higher' }] },
    });
    expect(parsePreferences(await save({ theme: 'dark-celestial' }), 'PUT').theme).toBe('dark-celestial');
  });

  it('fails saves in saveError, reads in loadError, and reads 401 when logged out', async () => {
    server.use(...preferencesHandlers.saveError());
    await expect(save({ theme: 'light' })).rejects.toMatchObject({ status: 500 });
    server.use(...preferencesHandlers.loadError());
    await expect(api.read('/api/preferences')).rejects.toMatchObject({ status: 500 });
    server.use(...preferencesHandlers.loggedOut());
    await expect(api.read('/api/preferences')).resolves.toBeNull();
  });
});
