import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { clearUserCache } from './logout';
import { updatePreferencesMutationOptions } from './mutations';
import { preferencesQueryOptions, queryKeys } from './queries';
import { createQueryClient } from './queryClient';
import {
  defaultPreferences,
  PreferencesSchema,
  PreferencesUpdateSchema,
  preferredNameLength,
  speechSpeedOptions,
} from './schemas/preferences';
import { json, routedApi } from './testing';

const stored = { ...defaultPreferences, theme: 'dark-celestial', preferredName: 'Moonbeam', timeZone: 'Asia/Tokyo' };
const fieldsOf = (body: unknown) => {
  const result = v.safeParse(PreferencesUpdateSchema, body);
  return result.success ? [] : result.issues.map((issue) => issue.path?.map((step) => String(step.key)).join('.'));
};

describe('the preferences rules', () => {
  it('accept the defaults, every speed of the voice controls and any subset', () => {
    expect(v.is(PreferencesSchema, defaultPreferences)).toBe(true);
    for (const speechSpeed of speechSpeedOptions) expect(fieldsOf({ speechSpeed })).toEqual([]);
    expect(fieldsOf({})).toEqual([]);
    expect(fieldsOf({ timeZone: 'America/Argentina/Buenos_Aires', voice: 'nova', preferredName: null })).toEqual([]);
  });

  it.each([
    [{ theme: 'dark' }, 'theme'],
    [{ speechSpeed: 0.6 }, 'speechSpeed'],
    [{ speechSpeed: 3 }, 'speechSpeed'],
    [{ voiceReplies: 1 }, 'voiceReplies'],
    [{ voice: '' }, 'voice'],
    [{ voice: 'x'.repeat(65) }, 'voice'],
    [{ timeZone: 'Europe/Atlantis' }, 'timeZone'],
    [{ timeZone: '+02:00' }, 'timeZone'],
    [{ preferredName: 'x'.repeat(preferredNameLength.max + 1) }, 'preferredName'],
    [{ preferredName: 'Ana\tBob' }, 'preferredName'],
    [{ preferredName: 'Ana\u0085' }, 'preferredName'],
    [{ preferredName: '\u2066Ana' }, 'preferredName'],
  ])('refuse %j, naming %s', (body, field) => {
    expect(fieldsOf(body)).toEqual([field]);
  });

  it('trim a name, read an emptied one as none, and keep names from any script', () => {
    const parse = (preferredName: string) => v.parse(PreferencesUpdateSchema, { preferredName }).preferredName;
    expect(parse('  Luna  ')).toBe('Luna');
    expect(parse('   ')).toBeNull();
    expect(parse('Zoë 月 ✨')).toBe('Zoë 月 ✨');
    expect(parse('x'.repeat(preferredNameLength.max))).toHaveLength(preferredNameLength.max);
    expect(parse('Ana-Bob')).toBe('Ana-Bob');
    expect(() => parse('Ana\nBob')).toThrow();
  });
});

describe('preferences query and mutation', () => {
  it('reads the preferences, and null when logged out', async () => {
    const { api } = routedApi({ 'GET /api/preferences': () => json(stored) });
    expect(preferencesQueryOptions(api).queryKey).toEqual(['/api/preferences']);
    await expect(createQueryClient({ api }).fetchQuery(preferencesQueryOptions(api))).resolves.toEqual(stored);
    const loggedOut = routedApi({ 'GET /api/preferences': () => json({ message: 'Not logged in' }, 401) });
    await expect(
      createQueryClient({ api: loggedOut.api }).fetchQuery(preferencesQueryOptions(loggedOut.api)),
    ).resolves.toBeNull();
  });

  it('sends the changed fields with PUT, caches the stored preferences, and logout clears them', async () => {
    const bodies: unknown[] = [];
    const { api, calls } = routedApi({
      'PUT /api/preferences': ({ init }) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(stored);
      },
    });
    const client = createQueryClient({ api });
    const options = updatePreferencesMutationOptions(api);
    await expect(
      client.getMutationCache().build(client, options).execute({ theme: 'dark-celestial' }),
    ).resolves.toEqual(stored);
    expect(calls).toEqual(['PUT /api/preferences']);
    expect(bodies).toEqual([{ theme: 'dark-celestial' }]);
    expect(client.getQueryData(queryKeys.preferences)).toEqual(stored);
    clearUserCache(client);
    expect(client.getQueryData(queryKeys.preferences)).toBeUndefined();
  });

  it('rejects a refusal with an ApiError and leaves the cache alone', async () => {
    const { api } = routedApi({
      'PUT /api/preferences': () => json({ message: 'Please check the highlighted fields.', errors: [] }, 400),
    });
    const client = createQueryClient({ api });
    client.setQueryData(queryKeys.preferences, defaultPreferences);
    const options = updatePreferencesMutationOptions(api);
    await expect(client.getMutationCache().build(client, options).execute({ theme: 'light' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(client.getQueryData(queryKeys.preferences)).toEqual(defaultPreferences);
  });
});
