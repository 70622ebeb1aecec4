import { feedbackConversationMessages, feedbackConversationPageSize } from '@app/contract/feedbackConversations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';

const text = serverMessages.feedbackConversations;
let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let admin: string;
let adminId: number;
let teacher: string;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

/** A conversation of `userId` with question/reply pairs; answers the reply ids. */
async function conversation(userId: number, title: string, questions: string[]) {
  const [row] = await server.storage.query<{ id: number }>(
    'INSERT INTO conversations (user_id, title) VALUES ($1, $2) RETURNING id',
    [userId, title],
  );
  const id = row?.id ?? 0;
  const replies: number[] = [];
  for (const question of questions) {
    await server.storage.query(
      "INSERT INTO messages (conversation_id, content, is_user_message, kind) VALUES ($1, $2, true, 'question')",
      [id, question],
    );
    const [reply] = await server.storage.query<{ id: number }>(
      "INSERT INTO messages (conversation_id, content, is_user_message, kind) VALUES ($1, $2, false, 'reply') RETURNING id",
      [id, `Selene on: ${question}`],
    );
    replies.push(reply?.id ?? 0);
  }
  return { id, replies };
}

const rate = async (cookie: string, messageId: number, feedback: 'positive' | 'negative') => {
  tick();
  const reply = await server.call('POST', '/api/feedback', {
    cookie,
    body: { contentType: 'chat_message', contentId: messageId, feedback, content: 'reply text' },
  });
  expect(reply.status).toBe(201);
};

const auditRows = () =>
  server.storage.query<{ action: string; actor_user_id: number; target_user_id: number; details: unknown }>(
    "SELECT action, actor_user_id, target_user_id, details FROM audit_log WHERE action = 'conversation.viewed' ORDER BY id",
  );

let natal: { id: number; replies: number[] };
let anxious: { id: number; replies: number[] };
let unrated: { id: number; replies: number[] };
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  adminId = await server.addUser({ username: 'admin', role: 'admin' });
  admin = await server.login('admin');
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher' })).cookie;
  alice = await server.userSession({ username: 'alice', tier: 'core' });
  bob = await server.userSession({ username: 'bob' });
  natal = await conversation(alice.id, 'My natal chart', [
    'What does Saturn in my natal chart and my Scorpio rising say?',
    'And Venus in Libra?',
  ]);
  anxious = await conversation(bob.id, 'Feeling anxious', ['How do I cope with anxiety and stress at work?']);
  unrated = await conversation(alice.id, 'Never rated', ['Hello there']);
  await rate(alice.cookie, natal.replies[0] ?? 0, 'positive');
  await rate(alice.cookie, natal.replies[1] ?? 0, 'negative');
  await rate(bob.cookie, anxious.replies[0] ?? 0, 'negative');
}, 60_000);
afterAll(() => server.stop());

describe('who may call', () => {
  it('answers 401 to a visitor and 403 to a client or teacher, recording nothing', async () => {
    for (const path of ['/api/admin/feedback-conversations', `/api/admin/feedback-conversations/${natal.id}`]) {
      expect((await server.call('GET', path)).status, path).toBe(401);
      for (const cookie of [alice.cookie, teacher]) {
        const reply = await server.call('GET', path, { cookie });
        expect(reply.status, path).toBe(403);
        expect(await reply.json()).toEqual({ message: serverMessages.auth.forbidden });
      }
    }
    expect(await auditRows()).toEqual([]);
  });
});

describe('the list', () => {
  it('lists rated conversations, newest feedback first, with owner, counts, domains and the latest rating', async () => {
    const reply = await server.call('GET', '/api/admin/feedback-conversations', { cookie: admin });
    expect(reply.status).toBe(200);
    const page = await reply.json();
    expect(page).toMatchObject({ page: 1, pageSize: feedbackConversationPageSize, total: 2 });
    expect(page.conversations).toEqual([
      {
        id: anxious.id,
        title: 'Feeling anxious',
        user: { id: bob.id, username: 'bob', disabled: false },
        positiveCount: 0,
        negativeCount: 1,
        domains: ['psychology'],
        latestFeedbackAt: clock.toISOString(),
        latestRating: 'negative',
      },
      expect.objectContaining({
        id: natal.id,
        user: { id: alice.id, username: 'alice', disabled: false },
        positiveCount: 1,
        negativeCount: 1,
        domains: ['astrology'],
        latestRating: 'negative',
      }),
    ]);
    // Listing is not opening: nothing is recorded.
    expect(await auditRows()).toEqual([]);
  });

  it('filters by domain and by rating (a reply rated so, in that domain)', async () => {
    const ids = async (query: string) => {
      const reply = await server.call('GET', `/api/admin/feedback-conversations?${query}`, { cookie: admin });
      expect(reply.status, query).toBe(200);
      const page = await reply.json();
      return { ids: page.conversations.map((c: { id: number }) => c.id), total: page.total };
    };
    expect(await ids('domain=astrology')).toEqual({ ids: [natal.id], total: 1 });
    expect(await ids('domain=psychology')).toEqual({ ids: [anxious.id], total: 1 });
    expect(await ids('domain=esoteric')).toEqual({ ids: [], total: 0 });
    expect(await ids('rating=positive')).toEqual({ ids: [natal.id], total: 1 });
    expect(await ids('rating=negative')).toEqual({ ids: [anxious.id, natal.id], total: 2 });
    expect(await ids('domain=psychology&rating=positive')).toEqual({ ids: [], total: 0 });
    expect(await ids('page=2')).toEqual({ ids: [], total: 2 });
  });

  it('counts a reply by its latest rating, and ignores ratings of another person’s message', async () => {
    const changed = await conversation(alice.id, 'Changed my mind', ['What is the hermetic principle of alchemy?']);
    await rate(alice.cookie, changed.replies[0] ?? 0, 'negative');
    await rate(alice.cookie, changed.replies[0] ?? 0, 'positive');
    // Bob rates one of Alice's replies (the feedback call takes any id): it does not count.
    await rate(bob.cookie, unrated.replies[0] ?? 0, 'negative');
    const page = await (await server.call('GET', '/api/admin/feedback-conversations', { cookie: admin })).json();
    expect(page.total).toBe(3);
    expect(page.conversations[0]).toMatchObject({
      id: changed.id,
      positiveCount: 1,
      negativeCount: 0,
      domains: ['esoteric'],
      latestRating: 'positive',
    });
    expect(page.conversations.map((c: { id: number }) => c.id)).not.toContain(unrated.id);
    const opened = await server.call('GET', `/api/admin/feedback-conversations/${unrated.id}`, { cookie: admin });
    expect(opened.status).toBe(404);
    await server.storage.query('DELETE FROM conversations WHERE id = $1', [changed.id]);
  });

  it('answers 400 naming the wrong filter or page', async () => {
    for (const [query, field, message] of [
      ['page=0', 'page', feedbackConversationMessages.page],
      ['page=abc', 'page', feedbackConversationMessages.page],
      ['domain=tarot', 'domain', feedbackConversationMessages.domain],
      ['rating=meh', 'rating', feedbackConversationMessages.rating],
    ] as const) {
      const reply = await server.call('GET', `/api/admin/feedback-conversations?${query}`, { cookie: admin });
      expect(reply.status, query).toBe(400);
      const body = await reply.json();
      expect(body.message).toBe(serverMessages.common.invalidFields);
      expect(body.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
  });
});

describe('opening a conversation', () => {
  it('answers every message with the ratings, and records the opening', async () => {
    const reply = await server.call('GET', `/api/admin/feedback-conversations/${natal.id}`, { cookie: admin });
    expect(reply.status).toBe(200);
    const detail = await reply.json();
    expect(detail).toMatchObject({ id: natal.id, title: 'My natal chart', user: { username: 'alice' } });
    expect(
      detail.messages.map((m: { isUserMessage: boolean; rating: { rating: string; domain: string } | null }) => [
        m.isUserMessage,
        m.rating?.rating ?? null,
        m.rating?.domain ?? null,
      ]),
    ).toEqual([
      [true, null, null],
      [false, 'positive', 'astrology'],
      [true, null, null],
      [false, 'negative', 'astrology'],
    ]);
    expect(await auditRows()).toEqual([
      {
        action: 'conversation.viewed',
        actor_user_id: adminId,
        target_user_id: alice.id,
        details: { after: { conversationId: natal.id } },
      },
    ]);
    // The admins' audit API shows it.
    const audit = await (await server.call('GET', `/api/admin/audit?userId=${alice.id}`, { cookie: admin })).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'conversation.viewed',
      actor: 'admin',
      target: 'alice',
      after: { conversationId: natal.id },
    });
  });

  it('answers 404 for a bad, unknown or unrated id, recording nothing', async () => {
    const before = (await auditRows()).length;
    for (const id of ['abc', '0', '-1', '99999', '99999999999', String(unrated.id)]) {
      const reply = await server.call('GET', `/api/admin/feedback-conversations/${id}`, { cookie: admin });
      expect(reply.status, id).toBe(404);
      expect(await reply.json()).toEqual({ message: text.notFound });
    }
    expect((await auditRows()).length).toBe(before);
  });

  it('shows a disabled owner as disabled; a deleted owner’s conversations are gone', async () => {
    await server.storage.query('UPDATE users SET disabled_at = now() WHERE id = $1', [bob.id]);
    const page = await (await server.call('GET', '/api/admin/feedback-conversations', { cookie: admin })).json();
    expect(page.conversations.find((c: { id: number }) => c.id === anxious.id).user.disabled).toBe(true);
    const opened = await (
      await server.call('GET', `/api/admin/feedback-conversations/${anxious.id}`, { cookie: admin })
    ).json();
    expect(opened.user).toEqual({ id: bob.id, username: 'bob', disabled: true });

    await server.storage.query('DELETE FROM users WHERE id = $1', [bob.id]);
    const after = await (await server.call('GET', '/api/admin/feedback-conversations', { cookie: admin })).json();
    expect(after.conversations.map((c: { id: number }) => c.id)).toEqual([natal.id]);
    expect(
      (await server.call('GET', `/api/admin/feedback-conversations/${anxious.id}`, { cookie: admin })).status,
    ).toBe(404);
  });
});
