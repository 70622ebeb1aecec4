import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { scriptedAssistant, startTestServer, type TestServer } from '../testing/harness';
import { knowledgeCache, knowledgeCacheMs, maxTeachingBytes } from './knowledge';

let server: TestServer;
let client: string;
let teacher: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  client = (await server.userSession({ username: 'client', tier: 'core' })).cookie;
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher', tier: 'advanced' })).cookie;
  admin = (await server.userSession({ username: 'admin', role: 'admin', tier: 'elite' })).cookie;
}, 60_000);
afterAll(() => server.stop());

const teachingCount = async () =>
  (await server.storage.query<{ n: number }>('SELECT count(*)::int AS n FROM teachings'))[0]?.n ?? 0;

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const upload = (cookie: string, data: FormData) => server.call('POST', '/api/teachings', { cookie, raw: data });

describe('reading the knowledge base', () => {
  it('lists the seeded domains, teachings and stats for any logged-in user', async () => {
    const domains = await (await server.call('GET', '/api/domains', { cookie: client })).json();
    expect(domains.map((domain: { name: string }) => domain.name)).toEqual([
      'Psychology',
      'Astrology',
      'Esoteric Wisdom',
    ]);
    const teachings = await (await server.call('GET', '/api/teachings', { cookie: client })).json();
    expect(teachings.length).toBeGreaterThan(10);
    expect(teachings[0]).toEqual({
      id: expect.any(Number),
      domainId: expect.any(Number),
      domain: expect.any(String),
      title: expect.any(String),
      content: expect.any(String),
      source: expect.any(String),
      tradition: expect.any(String),
      tags: expect.any(Array),
      createdAt: expect.any(String),
    });
    const stats = await (await server.call('GET', '/api/stats', { cookie: client })).json();
    expect(stats.map((stat: { name: string }) => stat.name)).toEqual(['Psychology', 'Astrology', 'Esoteric Wisdom']);
    expect(stats.reduce((sum: number, stat: { count: number }) => sum + stat.count, 0)).toBe(teachings.length);
  });

  it.each(['/api/domains', '/api/teachings', '/api/stats'])('answers 401 on %s when logged out', async (path) => {
    expect((await server.call('GET', path)).status).toBe(401);
  });
});

describe('adding a teaching', () => {
  it('takes a multipart form with text from a teacher, and it shows first in the list', async () => {
    const response = await upload(
      teacher,
      form({
        title: 'Breath before words',
        domain: 'Psychology',
        text: 'Pause for three breaths before you answer.',
        tags: 'anxiety, breath',
      }),
    );
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      title: 'Breath before words',
      domain: 'Psychology',
      tags: ['anxiety', 'breath'],
      source: null,
    });
    const list = await (await server.call('GET', '/api/teachings', { cookie: client })).json();
    expect(list[0].id).toBe(created.id);
  });

  it('takes a .md file from an admin, with the domain by id', async () => {
    const domains = await (await server.call('GET', '/api/domains', { cookie: admin })).json();
    const file = new File(['# The Emerald Tablet\n\nAs above, so below.'], 'tablet.md', { type: 'text/markdown' });
    const response = await upload(admin, form({ title: 'As above', domainId: String(domains[2].id), file }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      domainId: domains[2].id,
      content: '# The Emerald Tablet\n\nAs above, so below.',
    });
  });

  it('is refused to clients (403) and logged-out visitors (401), storing nothing', async () => {
    const before = await teachingCount();
    const refused = await upload(client, form({ title: 't', domain: 'Astrology', text: 'x' }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: serverMessages.knowledge.teachersOnly });
    expect(
      (await server.call('POST', '/api/teachings', { raw: form({ title: 't', domain: 'Astrology', text: 'x' }) }))
        .status,
    ).toBe(401);
    expect(await teachingCount()).toBe(before);
  });

  it.each([
    [{ domain: 'Astrology', text: 'no title' }, 'title'],
    [{ title: 'No domain', text: 'x' }, 'domain'],
    [{ title: 'Bad domain', domain: 'Tarot', text: 'x' }, 'domain'],
    [{ title: 'Empty', domain: 'Astrology', text: '   ' }, 'content'],
    [{ title: 'Wrong file', domain: 'Astrology', file: new File(['x'], 'notes.pdf') }, 'file'],
    [
      { title: 'Binary', domain: 'Astrology', file: new File([new Uint8Array([0xff, 0xfe, 0xfd])], 'notes.txt') },
      'file',
    ],
  ])('answers 400 naming the field for %j, storing nothing', async (fields, field) => {
    const before = await teachingCount();
    const response = await upload(teacher, form(fields as Record<string, string | File>));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].field).toBe(field);
    expect(await teachingCount()).toBe(before);
  });

  it('accepts a file of exactly 1 MB and answers 413 beyond, storing nothing', async () => {
    const exact = new File(['a'.repeat(maxTeachingBytes)], 'big.txt');
    expect((await upload(teacher, form({ title: 'Exactly 1 MB', domain: 'Astrology', file: exact }))).status).toBe(201);
    const before = await teachingCount();
    const over = new File(['a'.repeat(maxTeachingBytes + 1)], 'bigger.txt');
    const response = await upload(teacher, form({ title: 'Too big', domain: 'Astrology', file: over }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: serverMessages.knowledge.fileTooLarge });
    const huge = new File(['a'.repeat(3 * maxTeachingBytes)], 'huge.txt');
    expect((await upload(teacher, form({ title: 'Huge', domain: 'Astrology', file: huge }))).status).toBe(413);
    expect(await teachingCount()).toBe(before);
  });

  it('accepts JSON too (the contract CreateTeachingInput)', async () => {
    const domains = await (await server.call('GET', '/api/domains', { cookie: teacher })).json();
    const response = await server.call('POST', '/api/teachings', {
      cookie: teacher,
      body: { domainId: domains[1].id, title: 'Saturn returns', content: 'Around 29 years old, Saturn comes back.' },
    });
    expect(response.status).toBe(201);
  });
});

describe('the knowledge base Selene reads', () => {
  it('is loaded once, and reloaded after an upload', async () => {
    const assistant = scriptedAssistant();
    const own = await startTestServer({ assistant });
    try {
      const teacherCookie = (await own.userSession({ username: 'reader', role: 'teacher', tier: 'advanced' })).cookie;
      const { id } = await (await own.call('POST', '/api/conversations', { cookie: teacherCookie })).json();
      const ask = async () => {
        const response = await own.call('POST', `/api/conversations/${id}/messages`, {
          cookie: teacherCookie,
          body: { content: 'What does the Moon ask of me?', isUserMessage: true },
        });
        expect(response.status).toBe(201);
        return assistant.calls.at(-1)?.teachings ?? [];
      };
      const first = await ask();
      expect(first.length).toBeGreaterThan(10);
      // The same list, not read again: the knowledge base is cached.
      expect(await ask()).toBe(first);
      const domains = await (await own.call('GET', '/api/domains', { cookie: teacherCookie })).json();
      const upload = await own.call('POST', '/api/teachings', {
        cookie: teacherCookie,
        body: { domainId: domains[1].id, title: 'The Moon’s nodes', content: 'The North Node points to growth.' },
      });
      expect(upload.status).toBe(201);
      const after = await ask();
      expect(after).not.toBe(first);
      expect(after).toHaveLength(first.length + 1);
      expect(after.map((teaching) => teaching.title)).toContain('The Moon’s nodes');
    } finally {
      await own.stop();
    }
  }, 60_000);
});

describe("Selene's copy of the teachings (knowledgeCache)", () => {
  it('is read once, then again when it is a minute old: a teaching added by another server reaches Selene', async () => {
    let now = 0;
    const cache = knowledgeCache(server.storage, () => now);
    const before = (await cache.load()).length;
    await server.storage.query(
      `INSERT INTO teachings (domain_id, title, content) SELECT id, 'Added elsewhere', 'Taught on another server.' FROM domains LIMIT 1`,
    );
    now = knowledgeCacheMs - 1;
    expect(await cache.load()).toHaveLength(before);
    now = knowledgeCacheMs;
    expect(await cache.load()).toHaveLength(before + 1);
  });

  it('is read again at once after this server takes an upload (invalidate)', async () => {
    const cache = knowledgeCache(server.storage, () => 0);
    const before = (await cache.load()).length;
    await server.storage.query(
      `INSERT INTO teachings (domain_id, title, content) SELECT id, 'Uploaded here', 'Taught on this server.' FROM domains LIMIT 1`,
    );
    cache.invalidate();
    expect(await cache.load()).toHaveLength(before + 1);
  });
});
