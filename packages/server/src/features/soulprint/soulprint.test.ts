// A soulprint (issue 20 item 4): admins only, audited; natal highlights from the profile's birth
// data, themes and domains from the questions (crisis messages left out), feedback by domain, each
// line with its evidence; 400 for a bad id, 404 for an unknown person, nothing audited for either.
import type { Soulprint } from '@app/contract/soulprint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
}, 60_000);
afterAll(() => server.stop());

const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};
let unique = 0;
const member = (role = 'client') => server.userSession({ username: `soul${++unique}`, role, tier: 'core' });
const paris = { name: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' };

/** A conversation of `userId` with question/reply pairs; answers its id and the question and reply ids. */
async function conversation(userId: number, questions: string[]) {
  const [row] = await server.storage.query<{ id: number }>(
    'INSERT INTO conversations (user_id, title) VALUES ($1, $2) RETURNING id',
    [userId, questions[0]],
  );
  const id = row?.id ?? 0;
  const asked: number[] = [];
  const replies: number[] = [];
  for (const question of questions) {
    const [q] = await server.storage.query<{ id: number }>(
      "INSERT INTO messages (conversation_id, content, is_user_message, kind) VALUES ($1, $2, true, 'question') RETURNING id",
      [id, question],
    );
    const [reply] = await server.storage.query<{ id: number }>(
      "INSERT INTO messages (conversation_id, content, is_user_message, kind) VALUES ($1, $2, false, 'reply') RETURNING id",
      [id, `Selene on: ${question}`],
    );
    asked.push(q?.id ?? 0);
    replies.push(reply?.id ?? 0);
  }
  return { id, asked, replies };
}

const rate = async (cookie: string, messageId: number, feedback: 'positive' | 'negative') => {
  tick();
  const reply = await server.call('POST', '/api/feedback', {
    cookie,
    body: { contentType: 'chat_message', contentId: messageId, feedback, content: 'reply text' },
  });
  expect(reply.status).toBe(201);
};

const audits = (targetUserId: number) =>
  server.storage.query<{ actor_user_id: number; target_user_id: number }>(
    "SELECT * FROM audit_log WHERE action = 'soulprint.viewed' AND target_user_id = $1",
    [targetUserId],
  );

// Each test makes accounts (a password hash each): generous on a busy machine.
describe('GET /api/admin/soulprint/:userId', { timeout: 30_000 }, () => {
  it('answers 401 to a visitor and 403 to a client or a teacher, auditing nothing', async () => {
    const client = await member('client');
    const teacher = await member('teacher');
    expect((await server.call('GET', `/api/admin/soulprint/${client.id}`)).status).toBe(401);
    for (const { cookie } of [client, teacher]) {
      // Their own soulprint too: it is an admin tool.
      expect((await server.call('GET', `/api/admin/soulprint/${client.id}`, { cookie })).status).toBe(403);
    }
    expect(await audits(client.id)).toEqual([]);
  });

  it('synthesises another person for an admin: natal highlights, themes, domains, feedback, with evidence; audited', async () => {
    const admin = await member('admin');
    const person = await member();
    const saved = await server.call('PUT', '/api/user/profile', {
      cookie: person.cookie,
      body: { birthDate: '1990-04-29', birthTime: '14:30', birthPlace: paris },
    });
    expect(saved.status).toBe(200);
    const love = await conversation(person.id, [
      'How do I stop repeating the same pattern in relationships?',
      'Why does my partner pull away when I get close?',
      'I feel suicidal since the break up',
    ]);
    const work = await conversation(person.id, ['Should I ask my boss for a promotion?', 'My marriage feels distant']);
    await rate(person.cookie, love.replies[0]!, 'positive');
    await rate(person.cookie, love.replies[1]!, 'negative');
    await rate(person.cookie, work.replies[0]!, 'positive');

    tick();
    const reply = await server.call('GET', `/api/admin/soulprint/${person.id}`, { cookie: admin.cookie });
    expect(reply.status).toBe(200);
    const soulprint = (await reply.json()) as Soulprint;
    expect(soulprint.user).toMatchObject({ id: person.id, username: `soul${unique}`, role: 'client' });
    expect(soulprint.conversations).toBe(2);
    expect(soulprint.questionsRead).toBe(5);

    // Natal: from the profile; the Sun of 29 April 1990 is in Taurus; time and place give an ascendant.
    expect(soulprint.natal).toMatchObject({ birthDate: '1990-04-29', birthTime: '14:30', birthPlace: 'Paris' });
    expect(soulprint.natal?.timeKnown).toBe(true);
    expect(soulprint.natal?.placements.map((placement) => placement.point)).toEqual(['Sun', 'Moon', 'Ascendant']);
    expect(soulprint.natal?.placements[0]).toMatchObject({ point: 'Sun', sign: 'Taurus' });
    expect(soulprint.natal?.aspects.length).toBeGreaterThan(0);
    expect(soulprint.natal?.evidence).toEqual([{ kind: 'profile' }]);

    // Themes: relationships three times (the crisis message is left out), career once.
    const relationships = soulprint.themes.find((theme) => theme.topic === 'relationships');
    expect(relationships?.questions).toBe(3);
    expect(soulprint.themes[0]?.topic).toBe('relationships');
    const evidence = relationships?.evidence ?? [];
    expect(evidence.map((item) => (item.kind === 'message' ? item.messageId : null))).toEqual([
      work.asked[1],
      love.asked[1],
      love.asked[0],
    ]);
    expect(evidence[1]).toMatchObject({
      kind: 'message',
      conversationId: love.id,
      snippet: 'Why does my partner pull away when I get close?',
      rating: null,
      conversationOpenable: true,
    });
    expect(JSON.stringify(soulprint)).not.toMatch(/suicidal/);
    expect(soulprint.themes.find((theme) => theme.topic === 'career')?.questions).toBe(1);
    expect(soulprint.domains[0]).toMatchObject({ domain: 'psychology', questions: 3 });

    // Feedback by domain: psychology one up, one down (the negative first as evidence).
    const psychology = soulprint.feedback.find((line) => line.domain === 'psychology');
    expect(psychology).toMatchObject({ positive: 1, negative: 1 });
    expect(psychology?.evidence[0]).toMatchObject({ kind: 'message', messageId: love.replies[1], rating: 'negative' });
    expect(soulprint.feedback.reduce((sum, line) => sum + line.positive + line.negative, 0)).toBe(3);

    expect(await audits(person.id)).toEqual([
      expect.objectContaining({ actor_user_id: admin.id, target_user_id: person.id }),
    ]);
  });

  it('answers a person with nothing yet: no natal chart, no lines', async () => {
    const admin = await member('admin');
    const person = await member();
    const reply = await server.call('GET', `/api/admin/soulprint/${person.id}`, { cookie: admin.cookie });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      natal: null,
      questionsRead: 0,
      conversations: 0,
      themes: [],
      domains: [],
      feedback: [],
    });
  });

  it('answers a birth date without a time: a noon chart, no ascendant', async () => {
    const admin = await member('admin');
    const person = await member();
    await server.call('PUT', '/api/user/profile', { cookie: person.cookie, body: { birthDate: '1985-01-01' } });
    const soulprint = (await (
      await server.call('GET', `/api/admin/soulprint/${person.id}`, { cookie: admin.cookie })
    ).json()) as Soulprint;
    expect(soulprint.natal).toMatchObject({ timeKnown: false, birthTime: null, birthPlace: null });
    expect(soulprint.natal?.placements.map((placement) => placement.point)).toEqual(['Sun', 'Moon']);
    expect(soulprint.natal?.placements[0]).toMatchObject({ sign: 'Capricorn' });
  });

  it('answers 400 to an id that is not one and 404 to an unknown person, auditing nothing', async () => {
    const admin = await member('admin');
    const before = await server.storage.query("SELECT id FROM audit_log WHERE action = 'soulprint.viewed'");
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const reply = await server.call('GET', `/api/admin/soulprint/${bad}`, { cookie: admin.cookie });
      expect(reply.status, bad).toBe(400);
      expect((await reply.json()).message).toMatch(/whole number/);
    }
    const unknown = await server.call('GET', '/api/admin/soulprint/999999', { cookie: admin.cookie });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('There is no such person.');
    const after = await server.storage.query("SELECT id FROM audit_log WHERE action = 'soulprint.viewed'");
    expect(after).toHaveLength(before.length);
  });
});
