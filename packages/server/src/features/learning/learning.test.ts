import { learningContractMessages, learningWindowDays } from '@app/contract/learning';
import { personaLimits } from '@app/contract/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

// The server's clock: mid-morning of 14 March (UTC). Every message below is dated before it.
const clock = new Date('2026-03-14T09:30:00.000Z');
const before = (hours: number) => new Date(clock.getTime() - hours * 3_600_000).toISOString();
let server: TestServer;
let admin: string;
let teacher: string;
let client: string;
let clientId: number;
let otherId: number;
let teachingId: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  server.storage.query(text, params) as Promise<T[]>;
const overview = async (cookie = admin) => (await server.call('GET', '/api/admin/learning', { cookie })).json();
const decide = (body: unknown, cookie = admin) =>
  server.call('POST', '/api/admin/learning/decisions', { cookie, body });
const countOf = async (table: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

let conversation: number;
/** A question and its reply, `hoursAgo` before the clock; `teachings`: the reply drew on one. */
async function exchange(
  question: string,
  options: { hoursAgo?: number; teachings?: boolean; persona?: [string, number]; crisis?: boolean } = {},
): Promise<number> {
  const at = before(options.hoursAgo ?? 5);
  await sql(
    "INSERT INTO messages (conversation_id, content, is_user_message, kind, created_at) VALUES ($1, $2, true, 'question', $3)",
    [conversation, question, at],
  );
  const [reply] = await sql<{ id: number }>(
    `INSERT INTO messages (conversation_id, content, is_user_message, kind, created_at, persona_name, persona_version, crisis)
     VALUES ($1, $2, false, 'reply', $3, $4, $5, $6::jsonb) RETURNING id`,
    [
      conversation,
      `An answer to: ${question}`,
      at,
      options.persona?.[0] ?? 'Selene',
      options.persona?.[1] ?? 1,
      options.crisis ? JSON.stringify({ category: 'self-harm' }) : null,
    ],
  );
  if (options.teachings)
    await sql('INSERT INTO reply_teachings (message_id, teaching_id) VALUES ($1, $2)', [reply!.id, teachingId]);
  return reply!.id;
}
async function rate(messageId: number, rating: string, userId = clientId, hoursAgo = 4) {
  await sql(
    "INSERT INTO feedback (user_id, content_type, content_id, feedback, content, created_at) VALUES ($1, 'chat_message', $2, $3, 'x', $4)",
    [userId, String(messageId), rating, before(hoursAgo)],
  );
}

const saturn = 'Why does Saturn feel so heavy on my career right now?';
const relationships = 'How do I stop repeating the same relationship patterns?';

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = (await server.userSession({ username: 'admin', role: 'admin', tier: 'elite' })).cookie;
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher' })).cookie;
  client = (await server.userSession({ username: 'client', tier: 'core' })).cookie;
  clientId = (await sql<{ id: number }>("SELECT id FROM users WHERE username = 'client'"))[0]!.id;
  otherId = await server.addUser({ username: 'other', tier: 'free' });
  teachingId = (await sql<{ id: number }>('SELECT id FROM teachings ORDER BY id LIMIT 1'))[0]!.id;
  conversation = (
    await sql<{ id: number }>('INSERT INTO conversations (user_id, title) VALUES ($1, $2) RETURNING id', [
      clientId,
      'Talk',
    ])
  )[0]!.id;
}, 60_000);
afterAll(() => server.stop());

describe('who may use /learning', () => {
  it('answers 401 to a visitor and 403 to a client or teacher, storing nothing', async () => {
    expect((await server.call('GET', '/api/admin/learning')).status).toBe(401);
    expect(
      (
        await server.call('POST', '/api/admin/learning/decisions', {
          body: { suggestionId: 'x', outcome: 'dismissed' },
        })
      ).status,
    ).toBe(401);
    for (const cookie of [client, teacher]) {
      expect((await server.call('GET', '/api/admin/learning', { cookie })).status).toBe(403);
      const reply = await decide({ suggestionId: 'missing-teaching:astrology:career', outcome: 'dismissed' }, cookie);
      expect(reply.status).toBe(403);
    }
    expect(await countOf('learning_decisions')).toBe(0);
  });

  it('has nothing to suggest on a database without replies', async () => {
    expect(await overview()).toEqual({ suggestions: [], decisions: [] });
  });
});

describe('the suggestions', () => {
  it('draws missing teachings from unanswered questions and confusing phrasing from rated replies that had teachings', async () => {
    const unanswered = await exchange(saturn, { hoursAgo: 10 });
    const unansweredRated = await exchange('My career is stuck and Saturn keeps testing me. What now?', {
      hoursAgo: 8,
    });
    await rate(unansweredRated, 'negative');
    const confusing = await exchange(relationships, { teachings: true, hoursAgo: 6 });
    await rate(confusing, 'positive', clientId, 5.5);
    await rate(confusing, 'negative', clientId, 5);
    const orion = await exchange('What is the moon phase today?', {
      teachings: true,
      persona: ['Orion', 2],
      hoursAgo: 3,
    });
    await rate(orion, 'negative', clientId, 2);
    // None of these: small talk, a crisis reply, a well-rated informed reply, someone else's rating,
    // a reply older than the window.
    await exchange('hello');
    await exchange('I want to hurt myself', { crisis: true });
    const fine = await exchange('Tell me about my natal chart', { teachings: true });
    await rate(fine, 'positive');
    const notTheirs = await exchange('How do I meditate?', { teachings: true });
    await rate(notTheirs, 'negative', otherId);
    await exchange('What about my purpose in life?', { hoursAgo: 24 * (learningWindowDays + 1) });

    const { suggestions } = await overview();
    expect(
      suggestions.map((s: { id: string; evidenceCount: number; negativeCount: number }) => [
        s.id,
        s.evidenceCount,
        s.negativeCount,
      ]),
    ).toEqual([
      ['missing-teaching:astrology:career', 2, 1],
      ['confusing-phrasing:orion:moon-phase', 1, 1],
      ['confusing-phrasing:selene:relationships', 1, 1],
    ]);
    const missing = suggestions[0];
    expect(missing).toMatchObject({ kind: 'missing-teaching', domain: 'astrology', intent: 'career', persona: null });
    expect(missing.evidence.map((e: { messageId: number; reasons: string[] }) => [e.messageId, e.reasons])).toEqual([
      [unansweredRated, ['negative', 'unanswered']],
      [unanswered, ['unanswered']],
    ]);
    expect(missing.evidence[1]).toMatchObject({
      conversationId: conversation,
      question: saturn,
      reply: `An answer to: ${saturn}`,
      persona: { name: 'Selene', version: 1 },
    });
    expect(suggestions[2]).toMatchObject({
      kind: 'confusing-phrasing',
      persona: 'selene',
      intent: 'relationships',
      domain: 'psychology',
    });
  });
});

describe('deciding', () => {
  it.each([
    ['no body', undefined],
    ['an unknown outcome', { suggestionId: 'missing-teaching:astrology:career', outcome: 'maybe' }],
    ['a malformed suggestion id', { suggestionId: 'drop table', outcome: 'dismissed' }],
    [
      'a rule without text',
      { suggestionId: 'missing-teaching:astrology:career', outcome: 'rule', persona: 'selene', rule: '  ' },
    ],
    [
      'an unknown persona',
      { suggestionId: 'missing-teaching:astrology:career', outcome: 'rule', persona: 'luna', rule: 'Be kind.' },
    ],
    [
      'a rule too long',
      {
        suggestionId: 'missing-teaching:astrology:career',
        outcome: 'rule',
        persona: 'selene',
        rule: 'x'.repeat(personaLimits.rule + 1),
      },
    ],
    [
      'a teaching without source',
      {
        suggestionId: 'missing-teaching:astrology:career',
        outcome: 'teaching',
        domain: 'astrology',
        title: 'T',
        content: 'C',
      },
    ],
    [
      'a teaching in no domain',
      {
        suggestionId: 'missing-teaching:astrology:career',
        outcome: 'teaching',
        domain: 'alchemy',
        title: 'T',
        content: 'C',
        source: 'S',
      },
    ],
  ])('answers 400 to %s, storing nothing', async (_name, body) => {
    const teachings = await countOf('teachings');
    const reply = await decide(body);
    expect(reply.status).toBe(400);
    expect((await reply.json()).message).toBeTruthy();
    expect(await countOf('learning_decisions')).toBe(0);
    expect(await countOf('teachings')).toBe(teachings);
  });

  it('answers 404 to a suggestion that is not open', async () => {
    const reply = await decide({ suggestionId: 'missing-teaching:esoteric:grief', outcome: 'dismissed' });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ message: learningContractMessages.notOpen });
    expect(await countOf('learning_decisions')).toBe(0);
  });

  it('appends an accepted rule to the persona draft (not the published version), audit-logged, and closes the suggestion', async () => {
    const rule = 'When a relationship question repeats a pattern, name the pattern in plain words first.';
    const reply = await decide({
      suggestionId: 'confusing-phrasing:selene:relationships',
      outcome: 'rule',
      persona: 'selene',
      rule,
    });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({
      suggestionId: 'confusing-phrasing:selene:relationships',
      kind: 'confusing-phrasing',
      outcome: 'rule',
      persona: 'selene',
      rule,
      evidenceCount: 1,
      decidedAt: clock.toISOString(),
      decidedBy: 'admin',
    });
    const persona = await (await server.call('GET', '/api/admin/personas/selene', { cookie: admin })).json();
    expect(persona.draft.guidanceRules.at(-1)).toBe(rule);
    expect(persona.published.content.guidanceRules).not.toContain(rule);
    expect(persona.hasDraftChanges).toBe(true);
    const audit = await sql<{ action: string; details: { after?: unknown } }>(
      "SELECT action, details FROM audit_log WHERE action IN ('learning.decided', 'persona.draftSaved') ORDER BY id",
    );
    expect(audit.map((row) => row.action)).toEqual(['persona.draftSaved', 'learning.decided']);
    expect(audit[1]!.details.after).toEqual({
      suggestionId: 'confusing-phrasing:selene:relationships',
      outcome: 'rule',
      persona: 'selene',
    });
    const after = await overview();
    expect(after.suggestions.map((s: { id: string }) => s.id)).not.toContain('confusing-phrasing:selene:relationships');
    expect(after.decisions).toHaveLength(1);
    // Decided: no longer open.
    expect(
      (await decide({ suggestionId: 'confusing-phrasing:selene:relationships', outcome: 'dismissed' })).status,
    ).toBe(404);
    // The same rule again (for another suggestion) is refused, nothing stored.
    const again = await decide({
      suggestionId: 'confusing-phrasing:orion:moon-phase',
      outcome: 'rule',
      persona: 'selene',
      rule,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: learningContractMessages.ruleExists });
    expect(await countOf('learning_decisions')).toBe(1);
  });

  it('refuses a rule when the draft is full, storing nothing', async () => {
    const rules = Array.from({ length: personaLimits.rules }, (_, index) => `Rule ${index + 1}.`);
    await sql(`UPDATE personas SET draft = jsonb_set(draft, '{guidanceRules}', $1::jsonb) WHERE key = 'orion'`, [
      JSON.stringify(rules),
    ]);
    const reply = await decide({
      suggestionId: 'confusing-phrasing:orion:moon-phase',
      outcome: 'rule',
      persona: 'orion',
      rule: 'One more.',
    });
    expect(reply.status).toBe(409);
    expect(await reply.json()).toEqual({ message: learningContractMessages.rulesFull });
    expect(await countOf('learning_decisions')).toBe(1);
  });

  it('adds an accepted teaching to the knowledge base with its source', async () => {
    const reply = await decide({
      suggestionId: 'missing-teaching:astrology:career',
      outcome: 'teaching',
      domain: 'astrology',
      title: 'Saturn and the slow career',
      content: 'Saturn rewards what is built slowly and honestly.',
      source: 'Liz Greene, Saturn: A New Look at an Old Devil (1976)',
    });
    expect(reply.status).toBe(201);
    const decision = await reply.json();
    expect(decision).toMatchObject({
      outcome: 'teaching',
      teachingTitle: 'Saturn and the slow career',
      evidenceCount: 2,
    });
    const [teaching] = await sql<{ title: string; source: string; domain: string; tags: string[]; created_by: number }>(
      'SELECT t.title, t.source, d.name AS domain, t.tags, t.created_by FROM teachings t JOIN domains d ON d.id = t.domain_id WHERE t.id = $1',
      [decision.teachingId],
    );
    expect(teaching).toMatchObject({
      title: 'Saturn and the slow career',
      source: 'Liz Greene, Saturn: A New Look at an Old Devil (1976)',
      domain: 'Astrology',
      tags: ['career'],
    });
    const teachings = await (await server.call('GET', '/api/teachings', { cookie: admin })).json();
    expect(JSON.stringify(teachings)).toContain('Saturn and the slow career');
  });

  it('dismisses a suggestion, which opens again when new evidence arrives', async () => {
    const reply = await decide({
      suggestionId: 'confusing-phrasing:orion:moon-phase',
      outcome: 'dismissed',
      note: 'A one-off.',
    });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ outcome: 'dismissed', note: 'A one-off.' });
    expect((await overview()).suggestions).toEqual([]);
    // A newer negative rating of an Orion moon-phase reply (after the decision's moment).
    const newer = await exchange('Which moon phase is best today for rest?', {
      teachings: true,
      persona: ['Orion', 2],
      hoursAgo: 0.1,
    });
    await sql(
      "INSERT INTO feedback (user_id, content_type, content_id, feedback, content, created_at) VALUES ($1, 'chat_message', $2, 'negative', 'x', $3)",
      [clientId, String(newer), new Date(clock.getTime() + 60_000).toISOString()],
    );
    const reopened = await overview();
    expect(reopened.suggestions.map((s: { id: string; evidenceCount: number }) => [s.id, s.evidenceCount])).toEqual([
      ['confusing-phrasing:orion:moon-phase', 2],
    ]);
    expect(reopened.decisions.map((d: { outcome: string }) => d.outcome)).toEqual(['dismissed', 'teaching', 'rule']);
  });
});
