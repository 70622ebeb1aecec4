// The knowledge map's endpoints (issue 20 item 7): admins only; suggestions from shared themes;
// links added and removed (audited); bad input refused with nothing stored.
import { knowledgeMapMessages } from '@app/contract/knowledgeMap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedAssistant, startTestServer, type TestServer } from '../../testing/harness';

const assistant = scriptedAssistant();
let server: TestServer;
let admin: { id: number; cookie: string };
let teachings: { id: number; domain: string; title: string }[];
beforeAll(async () => {
  server = await startTestServer({ assistant });
  admin = await server.userSession({ username: 'mapadmin', role: 'admin' });
  teachings = await server.storage.query(
    'SELECT t.id, d.name AS domain, t.title FROM teachings t JOIN domains d ON d.id = t.domain_id ORDER BY t.id',
  );
}, 60_000);
afterAll(() => server.stop());

const ofDomain = (domain: string, index = 0) => teachings.filter((teaching) => teaching.domain === domain)[index]!;
const linkCount = async () =>
  (await server.storage.query<{ count: number }>('SELECT count(*)::int AS count FROM teaching_links'))[0]!.count;
const add = (body: unknown, cookie = admin.cookie) =>
  server.call('POST', '/api/admin/knowledge-map/links', { cookie, body });
const readMap = async () => (await server.call('GET', '/api/admin/knowledge-map', { cookie: admin.cookie })).json();

describe('who may use the map', () => {
  it('answers 401 to a visitor and 403 to a client or a teacher, storing nothing', async () => {
    const psych = ofDomain('Psychology');
    const astro = ofDomain('Astrology');
    expect((await server.call('GET', '/api/admin/knowledge-map')).status).toBe(401);
    expect(
      (await server.call('POST', '/api/admin/knowledge-map/links', { body: { fromId: psych.id, toId: astro.id } }))
        .status,
    ).toBe(401);
    expect((await server.call('DELETE', '/api/admin/knowledge-map/links/1')).status).toBe(401);
    for (const role of ['client', 'teacher']) {
      const { cookie } = await server.userSession({ username: `map-${role}`, role });
      expect((await server.call('GET', '/api/admin/knowledge-map', { cookie })).status).toBe(403);
      expect((await add({ fromId: psych.id, toId: astro.id }, cookie)).status).toBe(403);
      expect((await server.call('DELETE', '/api/admin/knowledge-map/links/1', { cookie })).status).toBe(403);
    }
    expect(await linkCount()).toBe(0);
  }, 20_000);
});

describe('the map', () => {
  it('lists every teaching of the three domains and suggests cross-domain links with themes and scores', async () => {
    const map = await readMap();
    expect(map.teachings).toHaveLength(teachings.length);
    expect(new Set(map.teachings.map((teaching: { domain: string }) => teaching.domain))).toEqual(
      new Set(['Psychology', 'Astrology', 'Esoteric Wisdom']),
    );
    expect(map.links).toEqual([]);
    expect(map.suggestions.length).toBeGreaterThan(0);
    const domainOf = new Map(teachings.map((teaching) => [teaching.id, teaching.domain]));
    for (const suggestion of map.suggestions) {
      expect(suggestion.fromId).toBeLessThan(suggestion.toId);
      expect(domainOf.get(suggestion.fromId)).not.toBe(domainOf.get(suggestion.toId));
      expect(suggestion.score).toBeGreaterThanOrEqual(4);
      expect(suggestion.themes.length).toBeGreaterThan(0);
    }
    // Strongest first, and the same every time (deterministic).
    const scores = map.suggestions.map((suggestion: { score: number }) => suggestion.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await readMap()).suggestions).toEqual(map.suggestions);
  });
});

describe('adding and removing links', () => {
  it('adds a suggested link (audited), lists it, drops it from the suggestions and refuses it again', async () => {
    const [suggestion] = (await readMap()).suggestions;
    // Given the other way round, stored as the same pair.
    const added = await add({ fromId: suggestion.toId, toId: suggestion.fromId });
    expect(added.status).toBe(201);
    const link = await added.json();
    expect(link).toMatchObject({ fromId: suggestion.fromId, toId: suggestion.toId, themes: suggestion.themes });
    const map = await readMap();
    expect(map.links).toEqual([link]);
    expect(
      map.suggestions.some((s: { fromId: number; toId: number }) => s.fromId === link.fromId && s.toId === link.toId),
    ).toBe(false);

    const again = await add({ fromId: suggestion.fromId, toId: suggestion.toId });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: knowledgeMapMessages.duplicate });
    expect(await linkCount()).toBe(1);

    const audit = await server.storage.query<{ actor_user_id: number; details: Record<string, unknown> }>(
      "SELECT actor_user_id, details FROM audit_log WHERE action = 'knowledgeLink.added'",
    );
    expect(audit).toEqual([
      {
        actor_user_id: admin.id,
        details: { after: expect.objectContaining({ linkId: link.id, fromId: link.fromId, toId: link.toId }) },
      },
    ]);

    const removed = await server.call('DELETE', `/api/admin/knowledge-map/links/${link.id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(204);
    expect(await linkCount()).toBe(0);
    const removals = await server.storage.query<{ details: { before: Record<string, unknown> } }>(
      "SELECT details FROM audit_log WHERE action = 'knowledgeLink.removed'",
    );
    expect(removals).toHaveLength(1);
    expect(removals[0]?.details.before).toMatchObject({ linkId: link.id, fromTitle: expect.any(String) });
    // The admins' audit log says it in words.
    const auditPage = await (await server.call('GET', '/api/admin/audit', { cookie: admin.cookie })).json();
    expect(JSON.stringify(auditPage)).toContain('knowledgeLink.removed');
    // Removed twice: not found.
    expect(
      (await server.call('DELETE', `/api/admin/knowledge-map/links/${link.id}`, { cookie: admin.cookie })).status,
    ).toBe(404);
  });

  it('links any two teachings of different domains, even without a suggestion, with what they share', async () => {
    const response = await add({ fromId: ofDomain('Esoteric Wisdom', 1).id, toId: ofDomain('Psychology', 1).id });
    expect(response.status).toBe(201);
    const link = await response.json();
    expect(Array.isArray(link.themes)).toBe(true);
    await server.call('DELETE', `/api/admin/knowledge-map/links/${link.id}`, { cookie: admin.cookie });
  });

  it.each([
    [
      'itself',
      () => ({ fromId: ofDomain('Psychology').id, toId: ofDomain('Psychology').id }),
      400,
      knowledgeMapMessages.sameTeaching,
    ],
    [
      'the same domain',
      () => ({ fromId: ofDomain('Astrology', 0).id, toId: ofDomain('Astrology', 1).id }),
      400,
      knowledgeMapMessages.sameDomain,
    ],
    [
      'an unknown teaching',
      () => ({ fromId: ofDomain('Psychology').id, toId: 999_999 }),
      404,
      knowledgeMapMessages.teachingNotFound,
    ],
    ['a missing id', () => ({ fromId: ofDomain('Psychology').id }), 400, undefined],
    ['an id that is not a number', () => ({ fromId: 'one', toId: ofDomain('Astrology').id }), 400, undefined],
    ['a negative id', () => ({ fromId: -3, toId: ofDomain('Astrology').id }), 400, undefined],
  ])('refuses linking %s, storing nothing', async (_name, body, status, message) => {
    const response = await add(body());
    expect(response.status).toBe(status);
    const reply = await response.json();
    if (message) expect(reply.message).toBe(message);
    expect(await linkCount()).toBe(0);
  });

  it('refuses a body that is not JSON and an unknown link id', async () => {
    const response = await server.call('POST', '/api/admin/knowledge-map/links', {
      cookie: admin.cookie,
      raw: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    for (const id of ['999999', 'abc', '0']) {
      expect(
        (await server.call('DELETE', `/api/admin/knowledge-map/links/${id}`, { cookie: admin.cookie })).status,
      ).toBe(404);
    }
    expect(await linkCount()).toBe(0);
  });

  it('loses a link with its teaching', async () => {
    const response = await add({ fromId: ofDomain('Astrology', 2).id, toId: ofDomain('Esoteric Wisdom', 2).id });
    expect(response.status).toBe(201);
    await server.storage.query('DELETE FROM reply_teachings WHERE teaching_id = $1', [ofDomain('Astrology', 2).id]);
    await server.storage.query('DELETE FROM teachings WHERE id = $1', [ofDomain('Astrology', 2).id]);
    expect(await linkCount()).toBe(0);
  });
});

describe('Selene reads the links', () => {
  it('gives the provider the stored links with each question', async () => {
    const response = await add({ fromId: ofDomain('Psychology', 3).id, toId: ofDomain('Astrology', 3).id });
    const link = await response.json();
    const client = await server.userSession({ username: 'map-asker', role: 'client', tier: 'core' });
    const conversation = await (await server.call('POST', '/api/conversations', { cookie: client.cookie })).json();
    const sent = await server.call('POST', `/api/conversations/${conversation.id}/messages`, {
      cookie: client.cookie,
      body: { content: 'How do I face my shadow?', isUserMessage: true },
    });
    expect(sent.status).toBe(201);
    expect(assistant.calls.at(-1)?.teachingLinks).toEqual([{ a: link.fromId, b: link.toId }]);
    await server.call('DELETE', `/api/admin/knowledge-map/links/${link.id}`, { cookie: admin.cookie });
  });
});
