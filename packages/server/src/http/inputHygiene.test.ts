import { analyticsLimits, jsonBodyLimits } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { serverMessages } from '../messages';
import { freshStorage, startTestServer, type TestServer, testPassword, testPasswordCost } from '../testing/harness';
import { textProblemIn } from './reply';

// Issue 16, input hygiene: one rule for text in every body, bounded analytics, log-in limits by account.

let server: TestServer;
let client: { id: number; cookie: string };
beforeAll(async () => {
  server = await startTestServer({
    loginLimits: { perAccount: 3, perAddress: 1000, windowMs: 60_000 },
    analyticsLimits: { perAddress: 1000, perSession: 3, windowMs: 60_000 },
  });
  client = await server.userSession({ username: 'vesta', tier: 'core' });
}, 60_000);
afterAll(() => server.stop());

const count = async (table: string) =>
  (await server.storage.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

async function expectRefused(
  response: Response,
  field: string,
  message: string = serverMessages.common.controlCharacters,
) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: serverMessages.common.invalidFields,
    errors: [{ field, message }],
  });
}

describe('the text rule (textProblemIn)', () => {
  it('names the first field holding a control character, in strings and in keys', () => {
    expect(textProblemIn({ content: 'hello\u0000' })).toEqual({
      field: 'content',
      message: serverMessages.common.controlCharacters,
    });
    expect(textProblemIn({ birthPlace: { name: 'Oslo\u001b[31m' } })?.field).toBe('birthPlace.name');
    expect(textProblemIn({ tags: ['ok', 'bad\u007f'] })?.field).toBe('tags.1');
    expect(textProblemIn({ metadata: { 'key\u0000': 1 } })?.field).toBe('metadata');
    expect(textProblemIn('\u0085')?.field).toBe('body');
  });

  it('keeps what people type: tabs, new lines, emoji, accents and right-to-left text', () => {
    expect(textProblemIn({ content: 'Line one\r\nLine two\twith a tab 🌙 Córdoba שלום' })).toBeUndefined();
  });

  it(`refuses nesting deeper than ${jsonBodyLimits.maxDepth} levels without recursion, even thousands deep`, () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 5000; level += 1) deep = { next: deep };
    expect(textProblemIn(deep)?.message).toBe(serverMessages.common.nestedTooDeep);
    let fits: unknown = 'leaf';
    for (let level = 0; level < jsonBodyLimits.maxDepth; level += 1) fits = { next: fits };
    expect(textProblemIn(fits)).toBeUndefined();
  });
});

describe('control characters are refused with a 400 naming the field, and nothing is stored', () => {
  it('in a chat message, sent as JSON or as a stream (never a 503 inviting a retry)', async () => {
    const before = await count('messages');
    const json = await server.call('POST', '/api/conversations', { cookie: client.cookie, body: {} });
    const { id } = await json.json();
    await expectRefused(
      await server.call('POST', `/api/conversations/${id}/messages`, {
        cookie: client.cookie,
        body: { content: 'Will Mercury\u0000 behave?', isUserMessage: true },
      }),
      'content',
    );
    await expectRefused(
      await server.call('POST', `/api/conversations/${id}/messages`, {
        cookie: client.cookie,
        headers: { accept: 'text/event-stream' },
        body: { content: 'Will Mercury\u0000 behave?', isUserMessage: true },
      }),
      'content',
    );
    expect(await count('messages')).toBe(before);
  });

  it('in the profile, feedback and analytics (each was a 500)', async () => {
    const [profiles, feedback, events] = [
      await count('profiles'),
      await count('feedback'),
      await count('analytics_events'),
    ];
    await expectRefused(
      await server.call('PUT', '/api/user/profile', { cookie: client.cookie, body: { displayName: 'Ve\u0000sta' } }),
      'displayName',
    );
    await expectRefused(
      await server.call('POST', '/api/feedback', {
        cookie: client.cookie,
        body: { contentType: 'message', contentId: 1, feedback: 'positive', content: 'Thanks\u0000' },
      }),
      'content',
    );
    await expectRefused(
      await server.call('POST', '/api/analytics/subscription-event', {
        body: { eventType: 'view_upsell', uiElement: 'banner\u0000', sessionId: 'hygiene-1' },
      }),
      'uiElement',
    );
    expect([await count('profiles'), await count('feedback'), await count('analytics_events')]).toEqual([
      profiles,
      feedback,
      events,
    ]);
  });

  it('in a conversation search', async () => {
    const response = await server.call('GET', `/api/conversations?q=${encodeURIComponent('moon\u0000')}`, {
      cookie: client.cookie,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([{ field: 'q', message: serverMessages.common.controlCharacters }]);
  });

  it('in a teaching uploaded as a form (a text file)', async () => {
    const teacher = await server.userSession({ username: 'hypatia', role: 'teacher' });
    const before = await count('teachings');
    const form = new FormData();
    form.set('domain', 'Astrology');
    form.set('title', 'Saturn returns');
    form.set('file', new File(['Saturn returns every\u0000 29 years.'], 'saturn.txt', { type: 'text/plain' }));
    const response = await server.call('POST', '/api/teachings', { cookie: teacher.cookie, raw: form });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe(serverMessages.common.controlCharacters);
    expect(await count('teachings')).toBe(before);
  });
});

describe('analytics events', () => {
  const event = (sessionId: string, extra: Record<string, unknown> = {}) => ({
    body: { eventType: 'view_upsell', uiElement: 'usage-banner', sessionId, ...extra },
  });

  it('answers 400, not 500, for metadata nested 5,000 deep, and stores nothing', async () => {
    const before = await count('analytics_events');
    // Written out by hand: JSON.stringify itself overflows its stack on an object this deep.
    const deep = `${'{"next":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await server.call('POST', '/api/analytics/subscription-event', {
      headers: { 'content-type': 'application/json' },
      raw: `{"eventType":"view_upsell","uiElement":"usage-banner","sessionId":"deep","metadata":${deep}}`,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe(serverMessages.common.nestedTooDeep);
    expect(await count('analytics_events')).toBe(before);
  });

  it('takes metadata as an object of bounded size only', async () => {
    const before = await count('analytics_events');
    const asArray = await server.call(
      'POST',
      '/api/analytics/subscription-event',
      event('array', { metadata: [1, 2] }),
    );
    expect(asArray.status).toBe(400);
    expect((await asArray.json()).errors[0].field).toBe('metadata');
    const big = { note: 'x'.repeat(analyticsLimits.metadataMaxBytes) };
    const tooBig = await server.call('POST', '/api/analytics/subscription-event', event('big', { metadata: big }));
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).errors[0].field).toBe('metadata');
    expect(await count('analytics_events')).toBe(before);
    const fits = await server.call(
      'POST',
      '/api/analytics/subscription-event',
      event('fits', { metadata: { tier: 'free' } }),
    );
    expect(fits.status).toBe(201);
  });

  it('throttles a browser session: past its allowance a 429 with Retry-After, and nothing stored', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await server.call('POST', '/api/analytics/subscription-event', event('busy-tab'))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const before = await count('analytics_events');
    const limited = await server.call('POST', '/api/analytics/subscription-event', event('busy-tab'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count('analytics_events')).toBe(before);
  });

  it('throttles an address whatever sessions it makes up', async () => {
    const guarded = await startTestServer({ analyticsLimits: { perAddress: 2, perSession: 100, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (const sessionId of ['one', 'two', 'three']) {
        statuses.push((await guarded.call('POST', '/api/analytics/subscription-event', event(sessionId))).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await guarded.stop();
    }
  }, 30_000);
});

describe('log-in limits', () => {
  it('count the account, not the name typed: tries by username and by e-mail share one allowance', async () => {
    await server.addUser({ username: 'ceres' });
    const attempt = (username: string, password = 'wrong password') =>
      server.call('POST', '/api/login', { body: { username, password } });
    expect((await attempt('ceres')).status).toBe(401);
    expect((await attempt('CERES@example.test')).status).toBe(401);
    expect((await attempt('ceres@example.test')).status).toBe(401);
    // The allowance (3) is spent across both names: even the right password waits, by either name.
    expect((await attempt('ceres', testPassword)).status).toBe(429);
    expect((await attempt('ceres@example.test', testPassword)).status).toBe(429);
  });

  it('count only failures against an address: people behind one address may all sign in', async () => {
    const office = await startTestServer({ loginLimits: { perAccount: 100, perAddress: 3, windowMs: 60_000 } });
    try {
      await office.addUser({ username: 'juno' });
      for (let index = 0; index < 8; index += 1) {
        const ok = await office.call('POST', '/api/login', { body: { username: 'juno', password: testPassword } });
        expect(ok.status).toBe(200);
      }
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        const body = { username: 'juno', password: 'a wrong guess' };
        statuses.push((await office.call('POST', '/api/login', { body })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await office.stop();
    }
  }, 30_000);

  it('make the decoy hash at start, so the first unknown log-in costs what every later one does', async () => {
    const storage = await freshStorage();
    try {
      const { deps } = createApp({ storage, passwordCost: testPasswordCost, env: {} });
      // Already under way before any request: a scrypt hash at the app's cost.
      await expect(deps.decoyPasswordHash).resolves.toMatch(/^scrypt\$10\$8\$1\$/);
    } finally {
      await storage.close();
    }
  }, 30_000);
});
