import { defaultPreferences } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../assistant';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  // The offline provider: its greeting says the name it was given.
  server = await startTestServer({ assistant: createAssistant({}), now: () => new Date('2026-03-14T12:00:00.000Z') });
}, 60_000);
afterAll(() => server.stop());

const read = (cookie?: string) => server.call('GET', '/api/preferences', cookie ? { cookie } : {});
const save = (cookie: string | undefined, body: unknown) =>
  server.call('PUT', '/api/preferences', { body, ...(cookie ? { cookie } : {}) });
const stored = (userId: number) =>
  server.storage.query<Record<string, unknown>>('SELECT * FROM user_preferences WHERE user_id = $1', [userId]);

describe('GET and PUT /api/preferences', () => {
  it('answers 401 to a visitor, for reading and for saving, and stores nothing', async () => {
    expect((await read()).status).toBe(401);
    const saved = await save(undefined, { theme: 'dark-celestial' });
    expect(saved.status).toBe(401);
    expect(await server.storage.query('SELECT 1 FROM user_preferences')).toEqual([]);
  });

  it('answers the defaults to a user who never saved, then what they saved, field by field', async () => {
    const { id, cookie } = await server.userSession({ username: 'stella', tier: 'core' });
    expect(await (await read(cookie)).json()).toEqual(defaultPreferences);

    const first = await save(cookie, {
      theme: 'dark-celestial',
      preferredName: '  Moonbeam  ',
      timeZone: 'Asia/Tokyo',
    });
    expect(first.status).toBe(200);
    const afterFirst = {
      ...defaultPreferences,
      theme: 'dark-celestial',
      preferredName: 'Moonbeam',
      timeZone: 'Asia/Tokyo',
    };
    expect(await first.json()).toEqual(afterFirst);

    // A second save changes only what it sends.
    const second = await save(cookie, { voiceReplies: true, speechSpeed: 1.25, voice: 'nova' });
    const afterSecond = { ...afterFirst, voiceReplies: true, speechSpeed: 1.25, voice: 'nova' };
    expect(await second.json()).toEqual(afterSecond);
    expect(await (await read(cookie)).json()).toEqual(afterSecond);

    // null clears a field; an emptied name is no name.
    const cleared = await save(cookie, { timeZone: null, preferredName: '   ' });
    expect(await cleared.json()).toEqual({ ...afterSecond, timeZone: null, preferredName: null });
    expect(await stored(id)).toHaveLength(1);
  });

  it("keeps each user's preferences their own", async () => {
    const luna = await server.userSession({ username: 'luna-prefs', tier: 'plus' });
    const sol = await server.userSession({ username: 'sol-prefs', tier: 'plus' });
    await save(luna.cookie, { preferredName: 'Luna', theme: 'dark-celestial' });
    expect(await (await read(sol.cookie)).json()).toEqual(defaultPreferences);
    expect(await stored(sol.id)).toEqual([]);
  });

  it.each([
    ['theme', { theme: 'sepia' }],
    ['speechSpeed', { speechSpeed: 3 }],
    ['speechSpeed', { speechSpeed: '1' }],
    ['voiceReplies', { voiceReplies: 'yes' }],
    ['voice', { voice: 'a voice with spaces' }],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }],
    ['timeZone', { timeZone: '+01:00' }],
    ['preferredName', { preferredName: 'x'.repeat(41) }],
    ['preferredName', { preferredName: 'Ana\nBob' }],
    ['preferredName', { preferredName: 'Ana\u202Eevil' }],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, body) => {
    const { id, cookie } = await server.userSession({ username: `bad-${Math.random().toString(36).slice(2, 10)}` });
    const answer = await save(cookie, { theme: 'dark-celestial', ...body });
    expect(answer.status).toBe(400);
    const reply = (await answer.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(reply.message).toBe(serverMessages.common.invalidFields);
    expect(reply.errors.map((error) => error.field)).toEqual([field]);
    expect(reply.errors[0]?.message).not.toBe('');
    expect(await stored(id)).toEqual([]);
  });

  it('refuses voice settings from the free tier (403, nothing stored) and takes its other settings', async () => {
    const { id, cookie } = await server.userSession({ username: 'free-prefs', tier: 'free' });
    for (const body of [{ voiceReplies: true }, { speechSpeed: 1.5 }, { voice: 'nova' }]) {
      const answer = await save(cookie, { ...body, theme: 'dark-celestial' });
      expect(answer.status).toBe(403);
      const reply = (await answer.json()) as { message: string; errors: { field: string }[] };
      expect(reply.message).toBe(serverMessages.voice.tierRequired);
      expect(reply.errors[0]?.field).toBe(Object.keys(body)[0]);
    }
    expect(await stored(id)).toEqual([]);
    const other = await save(cookie, { theme: 'dark-celestial', preferredName: 'Nova' });
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ ...defaultPreferences, theme: 'dark-celestial', preferredName: 'Nova' });
  });

  it('lets an admin on any tier set voice settings', async () => {
    const { cookie } = await server.userSession({ username: 'admin-prefs', role: 'admin', tier: 'free' });
    expect((await save(cookie, { voiceReplies: true })).status).toBe(200);
  });
});

describe('what the preferences change', () => {
  it('Selene greets the user by the name chosen in the preferences', async () => {
    const { cookie } = await server.userSession({ username: 'greeted', tier: 'core' });
    await save(cookie, { preferredName: 'Moonbeam' });
    const created = await server.call('POST', '/api/conversations', { cookie });
    const { id } = (await created.json()) as { id: number };
    const sent = await server.call('POST', `/api/conversations/${id}/messages`, {
      cookie,
      body: { content: 'Hello', isUserMessage: true },
    });
    expect(sent.status).toBe(201);
    const { aiResponse } = (await sent.json()) as { aiResponse: { content: string } };
    expect(aiResponse.content).toContain('Hello, Moonbeam.');
    expect(aiResponse.content).not.toContain('greeted');
  });

  it("the home synopsis is for the day of the preferences' zone when the request names none", async () => {
    const { cookie } = await server.userSession({ username: 'zoned', tier: 'core' });
    // Noon UTC on 14 March is already 02:00 on the 15th at UTC+14.
    await save(cookie, { timeZone: 'Pacific/Kiritimati' });
    const zoned = (await (await server.call('GET', '/api/user/home-synopsis', { cookie })).json()) as {
      date: string;
    };
    const asked = (await (
      await server.call('GET', '/api/user/home-synopsis?timeZone=Pacific/Kiritimati', { cookie })
    ).json()) as { date: string };
    const utc = (await (await server.call('GET', '/api/user/home-synopsis?timeZone=UTC', { cookie })).json()) as {
      date: string;
    };
    expect(zoned.date).toEqual(asked.date);
    expect(zoned.date).not.toEqual(utc.date);
  });
});
