import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emptyProfile, HomeSynopsisSchema } from '@app/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { sharedStorage, startTestServer, type TestServer } from '../testing/harness';

const now = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let free: { id: number; cookie: string };
let core: { id: number; cookie: string };
beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  free = await server.userSession({ username: 'free', tier: 'free' });
  core = await server.userSession({ username: 'core', tier: 'core' });
}, 60_000);
afterAll(() => server.stop());

const count = async (table: string) =>
  (await server.storage.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

const paris = { name: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' };

describe('profile', () => {
  it('starts empty, saves the fields sent, and keeps the others', async () => {
    const { cookie } = await server.userSession({ username: 'profiled', tier: 'core' });
    expect(await (await server.call('GET', '/api/user/profile', { cookie })).json()).toEqual(emptyProfile);
    const saved = await server.call('PUT', '/api/user/profile', {
      cookie,
      body: {
        birthDate: '1990-04-29',
        birthTime: '06:45',
        birthPlace: paris,
        interests: ['Astrology', 'Psychology'],
        onboardingStep: 2,
        onboardingStatus: 'in-progress',
      },
    });
    expect(saved.status).toBe(200);
    const expected = {
      ...emptyProfile,
      birthDate: '1990-04-29',
      birthTime: '06:45',
      birthPlace: paris,
      interests: ['Psychology', 'Astrology'],
      onboardingStep: 2,
      onboardingStatus: 'in-progress',
    };
    expect(await saved.json()).toEqual(expected);
    const partial = await server.call('PUT', '/api/user/profile', {
      cookie,
      body: { displayName: 'Ada', birthTime: null },
    });
    expect(await partial.json()).toEqual({ ...expected, displayName: 'Ada', birthTime: null });
    expect(await (await server.call('GET', '/api/user/profile', { cookie })).json()).toEqual({
      ...expected,
      displayName: 'Ada',
      birthTime: null,
    });
  });

  it('answers 400 with field errors and changes nothing', async () => {
    const { cookie } = await server.userSession({ username: 'careless', tier: 'core' });
    await server.call('PUT', '/api/user/profile', { cookie, body: { birthDate: '1985-01-01' } });
    const response = await server.call('PUT', '/api/user/profile', {
      cookie,
      body: { birthDate: '1985-02-30', birthPlace: { ...paris, latitude: 123 }, onboardingStatus: 'done' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe(serverMessages.common.invalidFields);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'birthDate',
      'birthPlace.latitude',
      'onboardingStatus',
    ]);
    expect((await (await server.call('GET', '/api/user/profile', { cookie })).json()).birthDate).toBe('1985-01-01');
  });

  it('answers 401 when logged out', async () => {
    expect((await server.call('GET', '/api/user/profile')).status).toBe(401);
    expect((await server.call('PUT', '/api/user/profile', { body: {} })).status).toBe(401);
  });
});

describe('subscription status', () => {
  it('reports the free tier from the tier table', async () => {
    const status = await (await server.call('GET', '/api/subscriptions/status', { cookie: free.cookie })).json();
    expect(status).toMatchObject({
      currentTier: 'free',
      promptsUsed: 0,
      promptLimit: 1,
      promptsRemaining: 1,
      limitExceeded: false,
      subscriptionActive: false,
      subscription: { tier: 'free', voiceAccessEnabled: false },
      usage: { promptsUsed: 0, promptLimit: 1, hasAvailablePrompts: true },
    });
    expect((await server.call('GET', '/api/subscriptions/status')).status).toBe(401);
  });
});

describe('feedback and analytics', () => {
  it('stores feedback from a logged-in user', async () => {
    const before = await count('feedback');
    const response = await server.call('POST', '/api/feedback', {
      cookie: core.cookie,
      body: { contentType: 'message', contentId: 12, feedback: 'positive', content: 'Lovely answer' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: serverMessages.feedback.thanks });
    expect(await count('feedback')).toBe((before ?? 0) + 1);
    const bad = await server.call('POST', '/api/feedback', {
      cookie: core.cookie,
      body: { contentType: 'message', contentId: 1, feedback: 'meh', content: '' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe('feedback');
    expect(
      (
        await server.call('POST', '/api/feedback', {
          body: { contentType: 'm', contentId: 1, feedback: 'positive', content: '' },
        })
      ).status,
    ).toBe(401);
    expect(await count('feedback')).toBe((before ?? 0) + 1);
  });

  it('stores analytics events, also from anonymous visitors', async () => {
    const before = (await count('analytics_events')) ?? 0;
    const anonymous = await server.call('POST', '/api/analytics/subscription-event', {
      body: { eventType: 'free_trial_ended', uiElement: 'usage-banner', sessionId: 's-1', metadata: { tier: 'free' } },
    });
    expect(anonymous.status).toBe(201);
    const known = await server.call('POST', '/api/analytics/subscription-event', {
      cookie: core.cookie,
      body: { eventType: 'click_upgrade', uiElement: 'upgrade-button', sessionId: 's-2' },
    });
    expect(known.status).toBe(201);
    const bad = await server.call('POST', '/api/analytics/subscription-event', {
      body: { eventType: 'clicked', uiElement: 'x', sessionId: 's' },
    });
    expect(bad.status).toBe(400);
    const rows = await server.storage.query<{ user_id: number | null; metadata: unknown }>(
      'SELECT user_id, metadata FROM analytics_events ORDER BY id DESC LIMIT 2',
    );
    expect(rows).toEqual([
      { user_id: core.id, metadata: null },
      { user_id: null, metadata: { tier: 'free' } },
    ]);
    expect(await count('analytics_events')).toBe(before + 2);
  });
});

describe('home synopsis', () => {
  it('is computed for core, the same all day, and refused to free', async () => {
    const first = await server.call('GET', '/api/user/home-synopsis', { cookie: core.cookie });
    expect(first.status).toBe(200);
    const synopsis = await first.json();
    expect(v.safeParse(HomeSynopsisSchema, synopsis).success).toBe(true);
    expect(synopsis.spiritualTeaching.teaching.length).toBeGreaterThan(20);
    expect(await (await server.call('GET', '/api/user/home-synopsis', { cookie: core.cookie })).json()).toEqual(
      synopsis,
    );
    const refused = await server.call('GET', '/api/user/home-synopsis', { cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: serverMessages.synopsis.tierRequired });
    expect(
      (await server.call('GET', '/api/user/home-synopsis?timeZone=Nowhere/Land', { cookie: core.cookie })).status,
    ).toBe(400);
    expect(
      (await server.call('GET', '/api/user/home-synopsis?timeZone=Asia/Tokyo', { cookie: core.cookie })).status,
    ).toBe(200);
  });
});

describe('voice', () => {
  it('without a provider: 503 for speech, unavailable voices, 403 for free', async () => {
    const speech = await server.call('POST', '/api/tts', {
      cookie: core.cookie,
      body: { text: 'Hello', voice: 'alloy' },
    });
    expect(speech.status).toBe(503);
    expect(await speech.json()).toEqual({ message: 'Voice temporarily unavailable' });
    expect(await (await server.call('GET', '/api/tts/voices', { cookie: core.cookie })).json()).toEqual({
      available: false,
      voices: [],
    });
    const denied = await server.call('POST', '/api/tts', {
      cookie: free.cookie,
      body: { text: 'Hello', voice: 'alloy' },
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Voice features require Plus tier or higher' });
  });

  describe('with an OpenAI-compatible provider', () => {
    let fake: Server;
    let voiced: TestServer;
    const received: { auth: string | undefined; body: Record<string, unknown> }[] = [];
    let nextStatus = 200;
    beforeAll(async () => {
      fake = createServer((request, response) => {
        let raw = '';
        request.on('data', (chunk) => {
          raw += chunk;
        });
        request.on('end', () => {
          received.push({ auth: request.headers.authorization, body: JSON.parse(raw) });
          if (request.url !== '/v1/audio/speech' || nextStatus !== 200) {
            response.writeHead(request.url === '/v1/audio/speech' ? nextStatus : 404).end('{"error":"nope"}');
            return;
          }
          response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from([0x49, 0x44, 0x33, 0x04]));
        });
      });
      await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
      const { port } = fake.address() as AddressInfo;
      voiced = await startTestServer({
        storage: sharedStorage(server.storage),
        env: { TTS_API_URL: `http://127.0.0.1:${port}/v1`, TTS_API_KEY: 'sk-test', TTS_VOICES: 'nova,alloy' },
      });
    }, 60_000);
    afterAll(async () => {
      await voiced.stop();
      await new Promise((done) => fake.close(done));
    });

    it('streams the mp3 and lists the voices', async () => {
      const { cookie } = await voiced.userSession({ username: 'listener', tier: 'plus' });
      const response = await voiced.call('POST', '/api/tts', {
        cookie,
        body: { text: 'The Moon is full.', voice: 'alloy' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x49, 0x44, 0x33, 0x04]);
      expect(received.at(-1)).toEqual({
        auth: 'Bearer sk-test',
        body: { model: 'tts-1', input: 'The Moon is full.', voice: 'alloy', response_format: 'mp3' },
      });
      expect(await (await voiced.call('GET', '/api/tts/voices', { cookie })).json()).toEqual({
        available: true,
        voices: [
          { id: 'nova', name: 'nova' },
          { id: 'alloy', name: 'alloy' },
        ],
      });
      const free = await voiced.userSession({ username: 'quiet', tier: 'free' });
      expect(await (await voiced.call('GET', '/api/tts/voices', { cookie: free.cookie })).json()).toEqual({
        available: false,
        voices: [],
      });
    });

    it('maps the provider quota to 503 and other failures to "Server TTS unavailable"', async () => {
      const { cookie } = await voiced.userSession({ username: 'unlucky', tier: 'core' });
      nextStatus = 429;
      const quota = await voiced.call('POST', '/api/tts', { cookie, body: { text: 'Hi', voice: 'nova' } });
      expect(quota.status).toBe(503);
      expect(await quota.json()).toEqual({ message: 'Voice temporarily unavailable' });
      nextStatus = 500;
      const broken = await voiced.call('POST', '/api/tts', { cookie, body: { text: 'Hi', voice: 'nova' } });
      expect(broken.status).toBe(502);
      expect(await broken.json()).toEqual({ message: 'Server TTS unavailable' });
      nextStatus = 200;
      const tooLong = await voiced.call('POST', '/api/tts', {
        cookie,
        body: { text: 'x'.repeat(4097), voice: 'nova' },
      });
      expect(tooLong.status).toBe(400);
    });
  });
});
