import {
  type AffiliateOverview,
  commissionCents,
  referralCodePattern,
  type StudentList,
} from '@app/contract/affiliates';
import type { CheckoutSession } from '@app/contract/billing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '../../messages';
import { cookieOf, startTestServer, type TestServer } from '../../testing/harness';
import { jsonReply } from '../../testing/reply';
import { handleProviderEvent } from '../payments/service';
import { ensureCode, recordReferral } from './service';

// Each test registers and pays through the real server (scrypt, PGlite): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const deps = () => ({ storage: server.storage, now: () => new Date() });

const json = jsonReply;

const overview = async (cookie: string) =>
  json<AffiliateOverview>(await server.call('GET', '/api/affiliate', { cookie }), 200);
const students = async (cookie: string) =>
  json<StudentList>(await server.call('GET', '/api/affiliate/students', { cookie }), 200);

let counter = 0;
/** Registers a newcomer through the API, with `ref` when given; answers their cookie. */
async function register(prefix: string, ref?: unknown): Promise<{ username: string; cookie: string }> {
  counter += 1;
  const username = `${prefix}${counter}`;
  const response = await server.call('POST', '/api/auth/register', {
    body: {
      username,
      email: `${username}@example.test`,
      password: 'a long enough secret',
      ...(ref === undefined ? {} : { ref }),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { username, cookie: cookieOf(response) };
}

const referrerOf = async (username: string) => {
  const [row] = await server.storage.query<{ referrer_id: number }>(
    'SELECT r.referrer_id FROM referrals r JOIN users u ON u.id = r.user_id WHERE u.username = $1',
    [username],
  );
  return row?.referrer_id ?? null;
};

/** Buys `tier` with the 4242 test card; answers the checkout session. */
async function buy(cookie: string, tier: string): Promise<CheckoutSession> {
  const session = await json<CheckoutSession>(
    await server.call('POST', '/api/billing/checkout', { cookie, body: { tier } }),
    201,
  );
  const paid = await server.call('POST', `/api/billing/checkout/${session.id}/pay`, {
    cookie,
    body: { cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  return session;
}

describe('who may read', () => {
  it('asks a visitor to log in, gives everyone signed in their own overview, students to teachers and admins', async () => {
    expect((await server.call('GET', '/api/affiliate')).status).toBe(401);
    expect((await server.call('GET', '/api/affiliate/students')).status).toBe(401);
    const client = await server.userSession({ username: 'who-client' });
    const refused = await server.call('GET', '/api/affiliate/students', { cookie: client.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: serverMessages.auth.forbidden });
    expect(await overview(client.cookie)).toMatchObject({ signUps: 0, conversions: 0, referrals: [] });
    for (const role of ['teacher', 'admin']) {
      const staff = await server.userSession({ username: `who-${role}`, role });
      expect(await overview(staff.cookie)).toMatchObject({ commissionRate: 0.2 });
      expect(await students(staff.cookie)).toEqual({ students: [] });
    }
  });
});

describe('referral codes', () => {
  it('are made on the first visit, URL-safe and unguessable, and never change', async () => {
    const one = await server.userSession({ username: 'code-one' });
    const two = await server.userSession({ username: 'code-two' });
    const [before] = await server.storage.query('SELECT code FROM referral_codes WHERE user_id = $1', [one.id]);
    expect(before).toBeUndefined();
    const first = await overview(one.cookie);
    expect(first.code).toMatch(referralCodePattern);
    expect(first.code).toHaveLength(16);
    expect(encodeURIComponent(first.code)).toBe(first.code);
    expect((await overview(one.cookie)).code).toBe(first.code);
    expect(await ensureCode(deps(), one.id)).toBe(first.code);
    expect((await overview(two.cookie)).code).not.toBe(first.code);
  });
});

describe('registration with ?ref=CODE', () => {
  it('records the referral; the referrer sees a masked name and the date, never the e-mail', async () => {
    const referrer = await server.userSession({ username: 'ref-owner' });
    const { code } = await overview(referrer.cookie);
    const newcomer = await register('newcomer', code);
    expect(await referrerOf(newcomer.username)).toBe(referrer.id);
    const seen = await overview(referrer.cookie);
    expect(seen.signUps).toBe(1);
    expect(seen.conversions).toBe(0);
    expect(seen.referrals).toHaveLength(1);
    expect(seen.referrals[0]).toMatchObject({ name: 'ne•••', conversion: null });
    const text = JSON.stringify(seen);
    expect(text).not.toContain(newcomer.username);
    expect(text).not.toContain('@example.test');
    // The newcomer's own page shows nothing of the referrer's.
    expect(await overview(newcomer.cookie)).toMatchObject({ signUps: 0, referrals: [] });
  });

  it('ignores unknown and malformed codes (the account is made), refuses a code that is not text', async () => {
    for (const ref of ['A'.repeat(16), 'short', 'not a code at all!', '']) {
      const newcomer = await register('stray', ref);
      expect(await referrerOf(newcomer.username)).toBeNull();
    }
    const refused = await server.call('POST', '/api/auth/register', {
      body: { username: 'typed-ref', email: 'typed-ref@example.test', password: 'a long enough secret', ref: 42 },
    });
    expect(refused.status).toBe(400);
    expect(await server.storage.query("SELECT 1 FROM users WHERE username = 'typed-ref'")).toHaveLength(0);
  });

  it('ignores self-referral and keeps the first referrer for good', async () => {
    const first = await server.userSession({ username: 'keep-first' });
    const second = await server.userSession({ username: 'keep-second' });
    const firstCode = await ensureCode(deps(), first.id);
    const secondCode = await ensureCode(deps(), second.id);
    expect(await recordReferral(server.storage, first.id, firstCode, new Date())).toBe(false);
    const newcomer = await register('kept', firstCode);
    const [row] = await server.storage.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
      newcomer.username,
    ]);
    const id = row?.id ?? 0;
    expect(await recordReferral(server.storage, id, secondCode, new Date())).toBe(false);
    expect(await referrerOf(newcomer.username)).toBe(first.id);
    expect((await overview(second.cookie)).signUps).toBe(0);
  });
});

describe('paid conversions', () => {
  it('count a referred user’s first confirmed payment with a commission from the tier table, once', async () => {
    const referrer = await server.userSession({ username: 'conv-owner' });
    const other = await server.userSession({ username: 'conv-other' });
    const { code } = await overview(referrer.cookie);
    const payer = await register('payer', code);
    const session = await buy(payer.cookie, 'core');
    let seen = await overview(referrer.cookie);
    expect(seen).toMatchObject({
      signUps: 1,
      conversions: 1,
      commission: { pendingCents: commissionCents('core'), reversedCents: 0 },
    });
    expect(commissionCents('core')).toBe(300);
    expect(seen.referrals[0]?.conversion).toMatchObject({ tier: 'core', commissionCents: 300, status: 'pending' });

    // A replayed confirmation and a second one for the same checkout change nothing.
    const [event] = await server.storage.query<{ event_id: string }>(
      "SELECT event_id FROM payment_events WHERE session_id = $1 AND type = 'checkout.paid'",
      [session.id],
    );
    const id = event?.event_id ?? '';
    expect(await handleProviderEvent(deps(), { id, type: 'checkout.paid', sessionId: session.id })).toBe('replayed');
    expect(await handleProviderEvent(deps(), { id: `${id}-again`, type: 'checkout.paid', sessionId: session.id })).toBe(
      'ignored',
    );
    // A later upgrade is not another conversion.
    await buy(payer.cookie, 'advanced');
    seen = await overview(referrer.cookie);
    expect(seen.conversions).toBe(1);
    expect(seen.commission.pendingCents).toBe(300);
    // Nobody else's figures move; a payer without a referrer is nobody's conversion.
    expect(await overview(other.cookie)).toMatchObject({ signUps: 0, conversions: 0 });
    await buy((await register('unreferred')).cookie, 'core');
    expect((await overview(referrer.cookie)).conversions).toBe(1);
  });

  it('are reversed by a refund of the paid checkout (once; replays ignored)', async () => {
    const referrer = await server.userSession({ username: 'refund-owner' });
    const { code } = await overview(referrer.cookie);
    const payer = await register('refunded', code);
    const session = await buy(payer.cookie, 'elite');
    expect((await overview(referrer.cookie)).commission).toEqual({ pendingCents: 39_980, reversedCents: 0 });

    const refund = { id: `evt_refund_${session.id}`, type: 'checkout.refunded' as const, sessionId: session.id };
    expect(await handleProviderEvent(deps(), refund)).toBe('applied');
    expect(await handleProviderEvent(deps(), refund)).toBe('replayed');
    // A second refund event for the same checkout (another id) lists and reverses nothing more.
    expect(await handleProviderEvent(deps(), { ...refund, id: `${refund.id}-2` })).toBe('ignored');
    const seen = await overview(referrer.cookie);
    expect(seen).toMatchObject({ signUps: 1, conversions: 0, commission: { pendingCents: 0, reversedCents: 39_980 } });
    expect(seen.referrals[0]?.conversion).toMatchObject({ tier: 'elite', status: 'reversed' });
    const billing = await json<{ transactions: { status: string }[] }>(
      await server.call('GET', '/api/billing', { cookie: payer.cookie }),
      200,
    );
    expect(billing.transactions.map((row) => row.status)).toContain('refunded');

    // A checkout that was never paid cannot be refunded.
    const open = await json<CheckoutSession>(
      await server.call('POST', '/api/billing/checkout', {
        cookie: (await register('open')).cookie,
        body: { tier: 'core' },
      }),
      201,
    );
    expect(await handleProviderEvent(deps(), { ...refund, id: 'evt_refund_open', sessionId: open.id })).toBe('ignored');
  });
});

describe('a teacher’s students', () => {
  it('lists who registered with the teacher’s code and their tier now; nobody else’s', async () => {
    const teacher = await server.userSession({ username: 'teach-owner', role: 'teacher' });
    const otherTeacher = await server.userSession({ username: 'teach-other', role: 'teacher' });
    const { code } = await overview(teacher.cookie);
    const student = await register('student', code);
    await register('elsewhere', (await overview(otherTeacher.cookie)).code);
    expect((await students(teacher.cookie)).students).toEqual([
      expect.objectContaining({ username: student.username, tier: 'free' }),
    ]);
    await buy(student.cookie, 'core');
    const list = await students(teacher.cookie);
    expect(list.students).toEqual([expect.objectContaining({ username: student.username, tier: 'core' })]);
    expect(JSON.stringify(list)).not.toContain('@example.test');
    expect((await students(otherTeacher.cookie)).students.map((row) => row.username)).not.toContain(student.username);
  });
});
