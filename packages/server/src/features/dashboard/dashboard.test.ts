import { dashboardMessages, maxDashboardDays } from '@app/contract/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { recordAssistantFailure } from './repository';

// The server's clock: mid-morning of 14 March (UTC). `days=7` is 8–14 March.
const clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
let admin: string;
let teacher: string;
let client: string;

const sql = (text: string, params: unknown[] = []) => server.storage.query(text, params);
async function addUserAt(username: string, createdAt: string, tier = 'free', role = 'client'): Promise<number> {
  const id = await server.addUser({ username, tier, role });
  await sql('UPDATE users SET created_at = $2 WHERE id = $1', [id, createdAt]);
  return id;
}
const get = (query: string, cookie = admin) => server.call('GET', `/api/admin/dashboard${query}`, { cookie });

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = (await server.userSession({ username: 'admin', role: 'admin', tier: 'elite' })).cookie;
  teacher = (await server.userSession({ username: 'teacher', role: 'teacher' })).cookie;
  client = (await server.userSession({ username: 'client', tier: 'core' })).cookie;
  // These three joined long before every period below.
  await sql(`UPDATE users SET created_at = '2025-12-01T12:00:00Z'`);
}, 60_000);
afterAll(() => server.stop());

describe('who may read the dashboard', () => {
  it('answers 401 to a visitor and 403 to a client or teacher', async () => {
    expect((await server.call('GET', '/api/admin/dashboard?days=7')).status).toBe(401);
    for (const cookie of [client, teacher]) {
      const reply = await get('?days=7', cookie);
      expect(reply.status).toBe(403);
      expect(JSON.stringify(await reply.json())).not.toContain('users');
    }
  });
});

describe('the period', () => {
  it.each([
    ['?days=8', 'days', dashboardMessages.days],
    ['?days=7.0', 'days', dashboardMessages.days],
    ['?days=abc', 'days', dashboardMessages.days],
    ['?days=7&from=2026-03-01&to=2026-03-02', 'days', dashboardMessages.mixed],
    ['?from=2026-03-01', 'to', dashboardMessages.both],
    ['?from=2026-3-1&to=2026-03-02', 'from', dashboardMessages.day],
    ['?from=2026-02-30&to=2026-03-02', 'from', dashboardMessages.day],
    ['?from=2026-03-05&to=2026-03-04', 'to', dashboardMessages.order],
    ['?from=2026-03-10&to=2026-03-15', 'to', dashboardMessages.future],
    ['?from=2025-03-13&to=2026-03-14', 'from', dashboardMessages.tooLong],
  ])('answers 400 to %s, naming the problem', async (query, field, message) => {
    const reply = await get(query);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it('answers the last 30 UTC days by default and each preset up to today', async () => {
    const preset = await (await get('')).json();
    expect(preset.period).toEqual({ from: '2026-02-13', to: '2026-03-14' });
    expect(preset.days).toHaveLength(30);
    for (const days of [7, 30, 90]) {
      const body = await (await get(`?days=${days}`)).json();
      expect(body.days).toHaveLength(days);
      expect(body.days.at(-1).day).toBe('2026-03-14');
    }
    const longest = await (await get('?from=2025-03-14&to=2026-03-14')).json();
    expect(longest.days).toHaveLength(maxDashboardDays);
  });
});

describe('the figures', () => {
  it('is all zero on a database with no activity, every tier and role listed', async () => {
    const body = await (await get('?days=7')).json();
    expect(body.users).toEqual({
      total: 3,
      byTier: [
        { tier: 'free', count: 1 },
        { tier: 'core', count: 1 },
        { tier: 'plus', count: 0 },
        { tier: 'advanced', count: 0 },
        { tier: 'elite', count: 1 },
      ],
      byRole: [
        { role: 'admin', count: 1 },
        { role: 'teacher', count: 1 },
        { role: 'client', count: 1 },
      ],
    });
    expect(body.totals).toEqual({ signUps: 0, prompts: 0, activeUsers: 0, crisisReplies: 0, providerFailures: 0 });
    expect(body.feedback).toEqual([]);
    // The teacher is on free but is not a client: no one is in the free base yet.
    expect(body.conversion).toEqual({ converted: 0, freeUsers: 0 });
    expect(body.days[0]).toEqual({
      day: '2026-03-08',
      signUps: 0,
      prompts: 0,
      activeUsers: 0,
      crisisReplies: 0,
      providerFailures: 0,
    });
  });

  it('counts each figure on its UTC day, the last millisecond of a day on that day', async () => {
    // Sign-ups on both sides of the boundary of 9/10 March, and one before the period.
    await addUserAt('late', '2026-03-09T23:59:59.999Z');
    await addUserAt('early', '2026-03-10T00:00:00.000Z');
    await addUserAt('before', '2026-03-08T23:59:59.999Z');
    const buyer = await addUserAt('buyer', '2026-03-09T08:00:00Z', 'plus');
    const upgrader = await addUserAt('upgrader', '2026-01-02T08:00:00Z', 'advanced');
    // Prompts: the allowance's UTC days.
    const ids = (await sql("SELECT id FROM users WHERE username IN ('late', 'early', 'client') ORDER BY id")) as {
      id: number;
    }[];
    const [clientId, lateId, earlyId] = ids.map((row) => row.id);
    await sql(
      'INSERT INTO daily_usage (user_id, day, prompts) VALUES ($1, $2, 3), ($3, $2, 1), ($4, $5, 2), ($1, $6, 4)',
      [clientId, '2026-03-09', lateId, earlyId, '2026-03-10', '2026-03-08'],
    );
    // Crisis replies and provider failures on both sides of the boundary.
    for (const at of ['2026-03-09T23:59:59.999Z', '2026-03-10T00:00:00.000Z', '2026-03-10T12:00:00Z']) {
      await sql("INSERT INTO crisis_replies (category, region, created_at) VALUES ('self-harm', null, $1)", [at]);
      await recordAssistantFailure(server.storage, { provider: 'openai', at: new Date(at) });
    }
    // Feedback: 3 positive and 1 negative in the period (one rating from before domains were
    // recorded), 1 negative outside it.
    for (const [rating, domain, at] of [
      ['positive', 'astrology', '2026-03-09T10:00:00Z'],
      ['positive', 'astrology', '2026-03-09T23:59:59Z'],
      ['positive', null, '2026-03-10T00:00:00Z'],
      ['negative', 'psychology', '2026-03-10T01:00:00Z'],
      ['negative', 'esoteric', '2026-03-11T00:00:00Z'],
    ]) {
      await sql(
        "INSERT INTO feedback (user_id, content_type, content_id, feedback, content, domain, created_at) VALUES ($1, 'chat_message', '1', $2, 'x', $3, $4)",
        [clientId, rating, domain, at],
      );
    }
    // Conversions: the buyer paid from free in the period; the upgrader went core → advanced (not
    // from free); a declined attempt from free and a paid one before the period do not count.
    const checkout = async (id: string, userId: number | undefined, fromTier: string, tier: string) =>
      sql(
        `INSERT INTO checkout_sessions (id, user_id, tier, from_tier, kind, amount_cents, status, provider, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'new', 100, 'paid', 'test', '2026-03-09T00:00:00Z', '2026-03-09T00:00:00Z')`,
        [id, userId, tier, fromTier],
      );
    const pay = async (session: string, userId: number | undefined, status: string, at: string) =>
      sql(
        `INSERT INTO payment_transactions (user_id, session_id, tier, kind, amount_cents, status, created_at)
         VALUES ($1, $2, 'plus', 'new', 100, $3, $4)`,
        [userId, session, status, at],
      );
    await checkout('cs_buyer', buyer, 'free', 'plus');
    await pay('cs_buyer', buyer, 'declined', '2026-03-09T09:00:00Z');
    await pay('cs_buyer', buyer, 'paid', '2026-03-09T23:59:59Z');
    await checkout('cs_upgrader', upgrader, 'core', 'advanced');
    await pay('cs_upgrader', upgrader, 'paid', '2026-03-09T10:00:00Z');
    await checkout('cs_old', clientId, 'free', 'core');
    await pay('cs_old', clientId, 'paid', '2026-03-08T12:00:00Z');

    const body = await (await get('?from=2026-03-09&to=2026-03-10')).json();
    expect(body.period).toEqual({ from: '2026-03-09', to: '2026-03-10' });
    expect(body.days).toEqual([
      { day: '2026-03-09', signUps: 2, prompts: 4, activeUsers: 2, crisisReplies: 1, providerFailures: 1 },
      { day: '2026-03-10', signUps: 1, prompts: 2, activeUsers: 1, crisisReplies: 2, providerFailures: 2 },
    ]);
    // Three people prompted in the period: client and late on the 9th, early on the 10th.
    expect(body.totals).toEqual({ signUps: 3, prompts: 6, activeUsers: 3, crisisReplies: 3, providerFailures: 3 });
    expect(body.feedback).toEqual([
      { domain: 'astrology', positive: 2, negative: 0 },
      { domain: 'psychology', positive: 0, negative: 1 },
      { domain: null, positive: 1, negative: 0 },
    ]);
    // Free clients who joined by the period's end: late, early, before (client is core now), plus the buyer.
    expect(body.conversion).toEqual({ converted: 1, freeUsers: 4 });
    expect(body.users.total).toBe(8);
    expect(body.users.byTier.find((row: { tier: string }) => row.tier === 'free').count).toBe(4);

    // A later period holds none of it but the negative rating of the 11th.
    const later = await (await get('?from=2026-03-11&to=2026-03-14')).json();
    expect(later.totals).toEqual({ signUps: 0, prompts: 0, activeUsers: 0, crisisReplies: 0, providerFailures: 0 });
    expect(later.feedback).toEqual([{ domain: 'esoteric', positive: 0, negative: 1 }]);
    expect(later.conversion.converted).toBe(0);
  });
});
