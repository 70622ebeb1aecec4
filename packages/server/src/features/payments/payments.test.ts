import { tierTable } from '@app/contract';
import { addBillingPeriod, type BillingOverview, type CheckoutSession, type PaymentReply } from '@app/contract/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../messages';
import { startTestServer, type TestServer } from '../../testing/harness';
import { jsonReply } from '../../testing/reply';
import { testPaymentProvider } from './provider';
import { handleProviderEvent, paymentJobs, renewDuePlans } from './service';

const text = serverMessages.payments;
const day = 24 * 60 * 60 * 1000;
let clock = new Date('2026-03-14T09:30:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    // The clock moves by months here: sessions outlive it.
    sessions: { idleMs: 400 * day, absoluteMs: 400 * day },
  });
}, 60_000);
afterAll(() => server.stop());

const deps = () => ({ storage: server.storage, now: () => clock });
const cents = (tier: keyof typeof tierTable) => tierTable[tier].price * 100;
let counter = 0;
/** A new client on `tier` (no plan record) and their cookie. */
async function client(tier = 'free') {
  counter += 1;
  return server.userSession({ username: `payer${counter}`, tier });
}

const json = jsonReply;

const start = async (cookie: string, tier: string) =>
  json<CheckoutSession>(await server.call('POST', '/api/billing/checkout', { cookie, body: { tier } }), 201);
const pay = (cookie: string, id: string, cardNumber: string) =>
  server.call('POST', `/api/billing/checkout/${id}/pay`, { cookie, body: { cardNumber } });
const status = async (cookie: string) =>
  json<{
    currentTier: string;
    subscriptionActive: boolean;
    subscription: { startDate: string; endDate: string | null; pendingChange?: unknown };
    recentTransactions: { status: string; amount: number; last4: string | null; tier: string }[];
    promptLimit: number;
  }>(await server.call('GET', '/api/subscriptions/status', { cookie }), 200);
const overview = async (cookie: string) =>
  json<BillingOverview>(await server.call('GET', '/api/billing', { cookie }), 200);

/** A client who bought `tier` with 4242 today. */
async function subscriber(tier: string) {
  const user = await client();
  const session = await start(user.cookie, tier);
  await json<PaymentReply>(await pay(user.cookie, session.id, '4242 4242 4242 4242'), 200);
  return user;
}

describe('who may buy', () => {
  it('asks a visitor to log in, refuses teachers and admins, and lets a client start a checkout', async () => {
    expect((await server.call('POST', '/api/billing/checkout', { body: { tier: 'core' } })).status).toBe(401);
    expect((await server.call('GET', '/api/billing')).status).toBe(401);
    for (const role of ['teacher', 'admin']) {
      const staff = await server.userSession({ username: `staff-${role}`, role });
      const refused = await server.call('POST', '/api/billing/checkout', {
        cookie: staff.cookie,
        body: { tier: 'core' },
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: text.clientsOnly });
      // They may still read the billing page: no plan to buy.
      expect(await overview(staff.cookie)).toMatchObject({ canPurchase: false, transactions: [] });
    }
    const { cookie } = await client();
    const session = await start(cookie, 'core');
    expect(session).toMatchObject({
      tier: 'core',
      fromTier: 'free',
      kind: 'new',
      amount: cents('core'),
      currency: 'USD',
      status: 'open',
      lastError: null,
      testMode: true,
      url: `/checkout/test/${session.id}`,
    });
    expect(session.periodEnd).toBe(addBillingPeriod(clock).toISOString());
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const { cookie } = await client();
    for (const body of [{ tier: 'free' }, { tier: 'gold' }, {}, { tier: 3 }]) {
      const reply = await server.call('POST', '/api/billing/checkout', { cookie, body });
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ message: serverMessages.common.invalidFields });
    }
    const session = await start(cookie, 'core');
    for (const [cardNumber, message] of [
      ['1234', text.cardRule],
      ['4242 4242 4242 4241', text.cardRule],
      ['5555 5555 5555 4444', text.testCardsOnly],
    ] as const) {
      const reply = await pay(cookie, session.id, cardNumber);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ errors: [{ field: 'cardNumber', message }] });
    }
    expect((await server.call('POST', '/api/billing/cancel', { cookie, body: { reason: 'bored' } })).status).toBe(400);
    expect((await overview(cookie)).transactions).toEqual([]);
    expect((await status(cookie)).currentTier).toBe('free');
  });

  it("answers 404 for another user's checkout session, and it stays unpaid", async () => {
    const owner = await client();
    const session = await start(owner.cookie, 'plus');
    const other = await client();
    const notFound = { message: text.sessionNotFound };
    const read = await server.call('GET', `/api/billing/checkout/${session.id}`, { cookie: other.cookie });
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual(notFound);
    expect((await pay(other.cookie, session.id, '4242424242424242')).status).toBe(404);
    for (const step of ['confirm', 'cancel']) {
      const reply = await server.call('POST', `/api/billing/checkout/${session.id}/${step}`, {
        cookie: other.cookie,
        body: { approve: true },
      });
      expect(reply.status).toBe(404);
    }
    expect((await status(other.cookie)).currentTier).toBe('free');
    const mine = await json<CheckoutSession>(
      await server.call('GET', `/api/billing/checkout/${session.id}`, { cookie: owner.cookie }),
      200,
    );
    expect(mine.status).toBe('open');
  });
});

describe('provider events', () => {
  it('paid: 4242 confirms the payment, the tier changes at once and the status tells it', async () => {
    const { cookie } = await client();
    const before = await status(cookie);
    expect(before).toMatchObject({ currentTier: 'free', subscriptionActive: false, recentTransactions: [] });
    const session = await start(cookie, 'core');
    // Nothing changes before the provider confirms.
    expect((await status(cookie)).currentTier).toBe('free');
    const reply = await json<PaymentReply>(await pay(cookie, session.id, '4242 4242 4242 4242'), 200);
    expect(reply).toMatchObject({
      session: { status: 'paid' },
      redirectTo: '/subscription-management?checkout=success',
      message: text.paid,
    });
    const after = await status(cookie);
    expect(after).toMatchObject({
      currentTier: 'core',
      subscriptionActive: true,
      promptLimit: tierTable.core.limits.promptLimit,
      subscription: {
        startDate: clock.toISOString(),
        endDate: addBillingPeriod(clock).toISOString(),
        pendingChange: null,
      },
      recentTransactions: [{ status: 'paid', amount: cents('core'), last4: '4242', tier: 'core' }],
    });
    expect(await overview(cookie)).toMatchObject({
      tier: 'core',
      billing: 'monthly',
      paymentMethod: { last4: '4242' },
      currentPeriodEnd: addBillingPeriod(clock).toISOString(),
    });
    // The session is over: paying again is refused.
    expect((await pay(cookie, session.id, '4242424242424242')).status).toBe(409);
  });

  it('declined: 4000 0000 0000 0002 keeps the checkout open with the error and the tier unchanged', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'core');
    const reply = await json<PaymentReply>(await pay(cookie, session.id, '4000 0000 0000 0002'), 200);
    expect(reply).toMatchObject({
      session: { status: 'open', lastError: 'declined' },
      redirectTo: null,
      message: text.declined,
    });
    expect(await status(cookie)).toMatchObject({
      currentTier: 'free',
      recentTransactions: [{ status: 'declined', last4: '0002' }],
    });
    // Another card then pays.
    const paid = await json<PaymentReply>(await pay(cookie, session.id, '4242424242424242'), 200);
    expect(paid.session.status).toBe('paid');
    expect((await status(cookie)).currentTier).toBe('core');
  });

  it('authentication: 3155 asks to confirm; approved pays, refused fails and nothing changes', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'advanced');
    const asked = await json<PaymentReply>(await pay(cookie, session.id, '4000 0025 0000 3155'), 200);
    expect(asked).toMatchObject({ session: { status: 'requires_action' }, message: text.authenticationRequired });
    expect((await status(cookie)).currentTier).toBe('free');
    const refused = await json<PaymentReply>(
      await server.call('POST', `/api/billing/checkout/${session.id}/confirm`, { cookie, body: { approve: false } }),
      200,
    );
    expect(refused).toMatchObject({
      session: { status: 'open', lastError: 'authentication_failed' },
      message: text.authenticationFailed,
    });
    expect(await status(cookie)).toMatchObject({
      currentTier: 'free',
      recentTransactions: [{ status: 'failed', last4: '3155' }],
    });
    // Confirming without a pending authentication is refused.
    expect(
      (await server.call('POST', `/api/billing/checkout/${session.id}/confirm`, { cookie, body: { approve: true } }))
        .status,
    ).toBe(409);
    await pay(cookie, session.id, '4000002500003155');
    const approved = await json<PaymentReply>(
      await server.call('POST', `/api/billing/checkout/${session.id}/confirm`, { cookie, body: { approve: true } }),
      200,
    );
    expect(approved.session.status).toBe('paid');
    expect((await status(cookie)).currentTier).toBe('advanced');
  });

  it('cancelled: leaving the checkout changes nothing and closes the session', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'core');
    const reply = await json<PaymentReply>(
      await server.call('POST', `/api/billing/checkout/${session.id}/cancel`, { cookie }),
      200,
    );
    expect(reply).toMatchObject({
      session: { status: 'cancelled' },
      redirectTo: '/subscription-management?checkout=cancelled',
    });
    expect((await pay(cookie, session.id, '4242424242424242')).status).toBe(409);
    expect(await status(cookie)).toMatchObject({ currentTier: 'free', recentTransactions: [] });
  });

  it('replayed: the same event id is applied once; an event for a closed session is ignored', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'core');
    const event = { id: 'evt_test_replay_1', type: 'checkout.paid' as const, sessionId: session.id, last4: '4242' };
    expect(await handleProviderEvent(deps(), event)).toBe('applied');
    expect(await handleProviderEvent(deps(), event)).toBe('replayed');
    // A later decline for the paid session changes nothing.
    const late = { id: 'evt_test_replay_2', type: 'checkout.declined' as const, sessionId: session.id, last4: '0002' };
    expect(await handleProviderEvent(deps(), late)).toBe('ignored');
    expect(await handleProviderEvent(deps(), { ...event, id: 'evt_unknown', sessionId: 'cs_none' })).toBe('ignored');
    const { recentTransactions, currentTier } = await status(cookie);
    expect(currentTier).toBe('core');
    expect(recentTransactions).toHaveLength(1);
  });

  it('the test provider has no webhook address: its events come from its own checkout page', async () => {
    const delivery = await fetch(`${server.url}/api/billing/webhooks/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.paid' }),
    });
    expect(delivery.status).toBe(404);
  });

  it('the test provider gives each event its own id', () => {
    const first = testPaymentProvider.testCheckout?.cancelCheckout('cs_1');
    const second = testPaymentProvider.testCheckout?.cancelCheckout('cs_1');
    expect(first?.id).toBeDefined();
    expect(first?.id).not.toBe(second?.id);
  });
});

describe('refunds', () => {
  const refund = (sessionId: string, id = `evt_refund_${sessionId}`) =>
    handleProviderEvent(deps(), { id, type: 'checkout.refunded', sessionId });

  it('a refunded first plan ends: the client is on free and the refund is listed once', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'core');
    await pay(cookie, session.id, '4242424242424242');
    expect(await refund(session.id)).toBe('applied');
    const after = await status(cookie);
    expect(after).toMatchObject({
      currentTier: 'free',
      subscriptionActive: false,
      promptLimit: tierTable.free.limits.promptLimit,
    });
    expect(after.recentTransactions.map((row) => row.status)).toEqual(['refunded', 'paid']);
    // Another refund event for it lists nothing more.
    expect(await refund(session.id, 'evt_refund_again')).toBe('ignored');
    expect((await status(cookie)).recentTransactions).toHaveLength(2);
  });

  it('a refunded upgrade falls back to the tier it came from and keeps the period', async () => {
    const { cookie } = await subscriber('core');
    const periodEnd = addBillingPeriod(clock);
    const upgrade = await start(cookie, 'plus');
    await pay(cookie, upgrade.id, '4242424242424242');
    expect((await status(cookie)).currentTier).toBe('plus');
    expect(await refund(upgrade.id)).toBe('applied');
    expect(await status(cookie)).toMatchObject({
      currentTier: 'core',
      subscriptionActive: true,
      subscription: { endDate: periodEnd.toISOString() },
    });
  });

  it('a refund of a purchase since superseded leaves the plan bought after it', async () => {
    const { cookie } = await client();
    const first = await start(cookie, 'core');
    await pay(cookie, first.id, '4242424242424242');
    const upgrade = await start(cookie, 'advanced');
    await pay(cookie, upgrade.id, '4242424242424242');
    expect(await refund(first.id)).toBe('applied');
    expect((await status(cookie)).currentTier).toBe('advanced');
  });
});

describe('plan changes on a fake clock', () => {
  it('an upgrade applies at once for the prorated difference and keeps the period', async () => {
    const { cookie } = await subscriber('core');
    const periodEnd = addBillingPeriod(clock);
    const started = clock;
    clock = new Date(started.getTime() + (periodEnd.getTime() - started.getTime()) / 2);
    const session = await start(cookie, 'advanced');
    expect(session).toMatchObject({ kind: 'upgrade', fromTier: 'core', periodEnd: periodEnd.toISOString() });
    expect(session.amount).toBe(Math.round((cents('advanced') - cents('core')) / 2));
    await pay(cookie, session.id, '4242424242424242');
    expect(await status(cookie)).toMatchObject({
      currentTier: 'advanced',
      subscription: { endDate: periodEnd.toISOString() },
    });
    // A lower or the same plan is not bought through checkout.
    expect((await server.call('POST', '/api/billing/checkout', { cookie, body: { tier: 'core' } })).status).toBe(409);
    expect((await server.call('POST', '/api/billing/checkout', { cookie, body: { tier: 'advanced' } })).status).toBe(
      409,
    );
    clock = started;
  });

  it('a downgrade waits for the period end, can be undone, then renews at the lower tier', async () => {
    const { cookie } = await subscriber('advanced');
    const periodEnd = addBillingPeriod(clock);
    const started = clock;
    expect((await server.call('POST', '/api/billing/change', { cookie, body: { tier: 'elite' } })).status).toBe(409);
    const changed = await json<BillingOverview>(
      await server.call('POST', '/api/billing/change', { cookie, body: { tier: 'core' } }),
      200,
    );
    expect(changed).toMatchObject({
      tier: 'advanced',
      pendingChange: { kind: 'downgrade', tier: 'core', effectiveAt: periodEnd.toISOString() },
    });
    expect((await status(cookie)).subscription.pendingChange).toEqual({
      kind: 'downgrade',
      tier: 'core',
      effectiveAt: periodEnd.toISOString(),
    });
    const undone = await json<BillingOverview>(await server.call('POST', '/api/billing/resume', { cookie }), 200);
    expect(undone.pendingChange).toBeNull();
    expect((await server.call('POST', '/api/billing/resume', { cookie })).status).toBe(409);
    await server.call('POST', '/api/billing/change', { cookie, body: { tier: 'core' } });
    clock = new Date(periodEnd.getTime() - 1000);
    expect((await status(cookie)).currentTier).toBe('advanced');
    clock = new Date(periodEnd.getTime() + 1000);
    const after = await status(cookie);
    expect(after).toMatchObject({
      currentTier: 'core',
      subscription: { endDate: addBillingPeriod(periodEnd).toISOString(), pendingChange: null },
    });
    expect(after.recentTransactions[0]).toMatchObject({ status: 'paid', amount: cents('core'), tier: 'core' });
    clock = started;
  });

  it('a cancellation stores the feedback, keeps the plan to the period end, then the user is on free', async () => {
    const { id, cookie } = await subscriber('core');
    const periodEnd = addBillingPeriod(clock);
    const started = clock;
    const cancelled = await json<BillingOverview>(
      await server.call('POST', '/api/billing/cancel', {
        cookie,
        body: { reason: 'too_expensive', details: 'Lovely, but over my budget.' },
      }),
      200,
    );
    expect(cancelled).toMatchObject({
      tier: 'core',
      pendingChange: { kind: 'cancel', tier: 'free', effectiveAt: periodEnd.toISOString() },
    });
    const [stored] = await server.storage.query<{ reason: string; details: string; tier: string }>(
      'SELECT reason, details, tier FROM cancellation_feedback WHERE user_id = $1',
      [id],
    );
    expect(stored).toEqual({ reason: 'too_expensive', details: 'Lovely, but over my budget.', tier: 'core' });
    expect(await status(cookie)).toMatchObject({ currentTier: 'core', subscriptionActive: true });
    clock = new Date(periodEnd.getTime() + 1000);
    expect(await status(cookie)).toMatchObject({
      currentTier: 'free',
      subscriptionActive: false,
      subscription: { endDate: null },
    });
    expect(await overview(cookie)).toMatchObject({ tier: 'free', pendingChange: null, paymentMethod: null });
    expect((await server.call('POST', '/api/billing/cancel', { cookie, body: { reason: 'other' } })).status).toBe(409);
    clock = started;
  });

  it('a monthly plan renews each period on the card on file', async () => {
    const { cookie } = await subscriber('plus');
    const started = clock;
    const first = addBillingPeriod(clock);
    clock = new Date(addBillingPeriod(first).getTime() + 1000);
    const after = await status(cookie);
    expect(after.currentTier).toBe('plus');
    expect(after.subscription.endDate).toBe(addBillingPeriod(addBillingPeriod(first)).toISOString());
    expect(after.recentTransactions.map((item) => item.status)).toEqual(['paid', 'paid', 'paid']);
    clock = started;
  });

  it('the renewal job settles plans nobody reads, once: a renewal, a downgrade, a cancellation', async () => {
    const started = clock;
    const renewing = await subscriber('plus');
    const downgrading = await subscriber('plus');
    const cancelling = await subscriber('core');
    const periodEnd = addBillingPeriod(clock);
    await json(
      await server.call('POST', '/api/billing/change', { cookie: downgrading.cookie, body: { tier: 'core' } }),
      200,
    );
    await json(
      await server.call('POST', '/api/billing/cancel', { cookie: cancelling.cookie, body: { reason: 'other' } }),
      200,
    );
    // Read straight from the database: the status call would settle the plan itself.
    const stored = async (id: number) => {
      const [user] = await server.storage.query<{ tier: string }>('SELECT tier FROM users WHERE id = $1', [id]);
      const payments = await server.storage.query<{ tier: string; kind: string; amount_cents: number }>(
        'SELECT tier, kind, amount_cents FROM payment_transactions WHERE user_id = $1 ORDER BY id',
        [id],
      );
      return { tier: user?.tier, payments: payments.map((row) => `${row.kind} ${row.tier} ${row.amount_cents}`) };
    };

    clock = new Date(periodEnd.getTime() - 1000);
    await renewDuePlans(deps(), clock);
    expect((await stored(downgrading.id)).tier).toBe('plus');

    clock = new Date(periodEnd.getTime() + 1000);
    expect(await renewDuePlans(deps(), clock)).toBeGreaterThanOrEqual(3);
    expect(await stored(renewing.id)).toEqual({
      tier: 'plus',
      payments: [`new plus ${cents('plus')}`, `renewal plus ${cents('plus')}`],
    });
    expect(await stored(downgrading.id)).toEqual({
      tier: 'core',
      payments: [`new plus ${cents('plus')}`, `renewal core ${cents('core')}`],
    });
    expect(await stored(cancelling.id)).toEqual({ tier: 'free', payments: [`new core ${cents('core')}`] });

    // The next minute's run finds nothing of theirs to do: no second charge.
    await renewDuePlans(deps(), new Date(clock.getTime() + 60_000));
    expect((await stored(renewing.id)).payments).toHaveLength(2);
    expect((await stored(downgrading.id)).payments).toHaveLength(2);
    expect(paymentJobs(deps()).map((job) => job.name)).toEqual(['plan renewals']);
    clock = started;
  });

  it('elite is one lifetime payment: no period, no renewal, nothing to change', async () => {
    const { cookie } = await subscriber('elite');
    expect(await overview(cookie)).toMatchObject({ tier: 'elite', billing: 'lifetime', currentPeriodEnd: null });
    expect((await status(cookie)).recentTransactions).toMatchObject([{ amount: cents('elite'), tier: 'elite' }]);
    expect((await server.call('POST', '/api/billing/change', { cookie, body: { tier: 'core' } })).status).toBe(409);
    expect((await server.call('POST', '/api/billing/cancel', { cookie, body: { reason: 'other' } })).status).toBe(409);
  });

  it('a plan without a period (a demo account) changes at once', async () => {
    const { cookie } = await client('core');
    expect(await status(cookie)).toMatchObject({ currentTier: 'core', subscription: { endDate: null } });
    await json(await server.call('POST', '/api/billing/cancel', { cookie, body: { reason: 'not_using' } }), 200);
    expect((await status(cookie)).currentTier).toBe('free');
  });

  it('the upgraded user sends a second prompt the same day', async () => {
    const { cookie } = await client();
    const conversation = await json<{ id: number }>(await server.call('POST', '/api/conversations', { cookie }), 201);
    const send = (content: string) =>
      server.call('POST', `/api/conversations/${conversation.id}/messages`, {
        cookie,
        body: { content, isUserMessage: true },
      });
    expect((await send('First question')).status).toBe(201);
    expect((await send('Second question')).status).toBe(429);
    const session = await start(cookie, 'core');
    await pay(cookie, session.id, '4242424242424242');
    expect((await send('Second question')).status).toBe(201);
  });
});
