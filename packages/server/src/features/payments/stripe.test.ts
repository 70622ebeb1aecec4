import { tierTable } from '@app/contract';
import { addBillingPeriod, type BillingOverview, type CheckoutSession } from '@app/contract/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/storage';
import { serverMessages } from '../../messages';
import { type FakeStripe, startFakeStripe } from '../../testing/fakeStripe';
import { startTestServer, type TestServer } from '../../testing/harness';
import { jsonReply } from '../../testing/reply';
import { renewDuePlans } from './service';
import { stripePaymentProvider } from './stripe';

const text = serverMessages.payments;
const day = 24 * 60 * 60 * 1000;
let clock = new Date('2026-03-14T09:30:00.000Z');
let stripe: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    now: () => clock,
    sessions: { idleMs: 400 * day, absoluteMs: 400 * day },
    paymentProvider: stripePaymentProvider({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      client: stripe.client,
    }),
  });
}, 60_000);
afterAll(async () => {
  await server.stop();
  await stripe.stop();
});

const cents = (tier: keyof typeof tierTable) => tierTable[tier].price * 100;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
let counter = 0;
async function client() {
  counter += 1;
  return server.userSession({ username: `stripe${counter}`, tier: 'free' });
}

const json = jsonReply;

const start = async (cookie: string, tier: string) =>
  json<CheckoutSession>(await server.call('POST', '/api/billing/checkout', { cookie, body: { tier } }), 201);
const overview = async (cookie: string) =>
  json<BillingOverview>(await server.call('GET', '/api/billing', { cookie }), 200);
const status = async (cookie: string) =>
  json<{
    currentTier: string;
    subscriptionActive: boolean;
    subscription: { endDate: string | null };
    recentTransactions: { status: string; amount: number; kind: string; tier: string; last4: string | null }[];
  }>(await server.call('GET', '/api/subscriptions/status', { cookie }), 200);

/** Posts a delivery to the webhook as Stripe would (signed, no cookie, no Origin). */
async function deliver(delivery: { body: string; signature: string | null }) {
  const response = await fetch(`${server.url}/api/billing/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
    },
    body: delivery.body,
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string; message?: string } };
}

/** What the provider sent to open a Checkout session (form fields, as strings). */
type SentCheckout = Record<string, unknown> & {
  customer?: string;
  customer_email?: string;
  line_items: { price_data: Record<string, unknown> }[];
};

/** The fake's Checkout session behind one of ours (its page is where the shell sends the payer). */
function stripeSessionOf(session: CheckoutSession) {
  const id = session.url.split('/').pop() ?? '';
  const found = stripe.checkoutSessions.get(id);
  if (!found) throw new Error(`no Stripe session for ${session.url}`);
  return found as { id: string; params: Record<string, unknown> } & Record<string, unknown>;
}

/** A client who paid for `tier` on Stripe's page; answers their cookie and Stripe subscription. */
async function subscriber(tier: string) {
  const user = await client();
  const session = await start(user.cookie, tier);
  const paid = stripe.completeCheckout(stripeSessionOf(session).id, '1881');
  expect(await deliver(stripe.event('checkout.session.completed', paid))).toMatchObject({ status: 200 });
  return { ...user, subscriptionId: paid.subscription as string, session };
}

/** What `work` read of the checkout sessions and the plans (SELECTs, in a transaction or not), by table. */
async function readsDuring<T>(work: () => Promise<T>) {
  const storage = server.storage;
  const reads: Record<string, number> = {};
  const seen = (sql: string) => {
    const table = /^\s*SELECT\b[\s\S]*?\bFROM (checkout_sessions|subscriptions)\b/i.exec(sql)?.[1];
    if (table) reads[table] = (reads[table] ?? 0) + 1;
  };
  const counted = (db: Queryable): Queryable => ({
    query<Row>(sql: string, params?: unknown[]) {
      seen(sql);
      return db.query<Row>(sql, params);
    },
  });
  const { query, transaction } = storage;
  storage.query = counted({ query: query.bind(storage) }).query;
  storage.transaction = <R>(inner: (tx: Queryable) => Promise<R>) =>
    transaction.call(storage, (tx) => inner(counted(tx))) as Promise<R>;
  try {
    return { result: await work(), reads };
  } finally {
    storage.query = query;
    storage.transaction = transaction;
  }
}

const invoice = (reason: string, subscription: string, start: Date, end: Date, amount: number) => ({
  id: `in_${reason}_${unix(start)}`,
  object: 'invoice',
  billing_reason: reason,
  amount_paid: amount,
  amount_due: amount,
  parent: { type: 'subscription_details', subscription_details: { subscription } },
  lines: { object: 'list', data: [{ period: { start: unix(start), end: unix(end) } }] },
});

describe('Stripe Checkout', () => {
  it('a first plan opens a subscription-mode Checkout at the tier price; only the signed event changes the tier', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'core');
    expect(session.url).toMatch(/^http:\/\/fake-stripe\.invalid\/pay\/cs_fake_/);
    expect(session).toMatchObject({ tier: 'core', kind: 'new', amount: cents('core'), testMode: true });
    const sent = stripeSessionOf(session).params as SentCheckout;
    expect(sent).toMatchObject({
      mode: 'subscription',
      client_reference_id: session.id,
      metadata: { sessionId: session.id },
      success_url: `${server.url}/subscription-management?checkout=success`,
      cancel_url: `${server.url}/subscription-management?checkout=cancelled`,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            product: 'moonheart_core',
            unit_amount: String(cents('core')),
            recurring: { interval: 'month' },
          },
        },
      ],
    });
    expect(sent.customer_email).toMatch(/@/);
    // The product is made once, under a fixed id.
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/products')).toHaveLength(1);
    // Stripe's page takes the card: the test page's steps are refused.
    const pay = await server.call('POST', `/api/billing/checkout/${session.id}/pay`, {
      cookie,
      body: { cardNumber: '4242 4242 4242 4242' },
    });
    expect(pay.status).toBe(409);
    expect(await pay.json()).toEqual({ message: text.notTestCheckout });
    expect((await status(cookie)).currentTier).toBe('free');

    const paid = stripe.completeCheckout(stripeSessionOf(session).id, '5556');
    const delivery = stripe.event('checkout.session.completed', paid);
    expect(await deliver(delivery)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const after = await status(cookie);
    expect(after).toMatchObject({ currentTier: 'core', subscriptionActive: true });
    expect(after.subscription.endDate).toBe(addBillingPeriod(clock).toISOString());
    expect(after.recentTransactions).toEqual([
      expect.objectContaining({ status: 'paid', amount: cents('core'), tier: 'core', last4: '5556' }),
    ]);
    expect((await overview(cookie)).paymentMethod).toEqual({ last4: '5556' });
    // A replay is applied once.
    expect(await deliver(delivery)).toEqual({ status: 200, body: { received: true, outcome: 'replayed' } });
    expect((await status(cookie)).recentTransactions).toHaveLength(1);
  });

  it('refuses a badly signed or unsigned delivery and stores nothing', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'plus');
    const paid = stripe.completeCheckout(stripeSessionOf(session).id);
    const forged = stripe.event('checkout.session.completed', paid, { secret: 'whsec_someone_else' });
    expect(await deliver(forged)).toEqual({ status: 400, body: { message: text.badSignature } });
    const tampered = stripe.event('checkout.session.completed', paid);
    expect(await deliver({ ...tampered, body: tampered.body.replace('"paid"', '"PAID"') })).toMatchObject({
      status: 400,
    });
    expect(await deliver({ body: tampered.body, signature: null })).toEqual({
      status: 400,
      body: { message: text.badSignature },
    });
    expect(await status(cookie)).toMatchObject({ currentTier: 'free', recentTransactions: [] });
    // The genuine delivery still applies afterwards (nothing of the refused ones was recorded).
    expect((await deliver(tampered)).body.outcome).toBe('applied');
    expect((await status(cookie)).currentTier).toBe('plus');
  });

  it('a checkout of another app, an unknown event type and a payment still settling change nothing', async () => {
    const foreign = {
      id: 'cs_elsewhere',
      object: 'checkout.session',
      client_reference_id: null,
      payment_status: 'paid',
    };
    expect((await deliver(stripe.event('checkout.session.completed', foreign))).body.outcome).toBe('ignored');
    expect((await deliver(stripe.event('customer.created', { id: 'cus_1', object: 'customer' }))).body.outcome).toBe(
      'ignored',
    );
    const { cookie } = await client();
    const session = await start(cookie, 'core');
    const settling = { ...stripe.completeCheckout(stripeSessionOf(session).id), payment_status: 'unpaid' };
    expect((await deliver(stripe.event('checkout.session.completed', settling))).body.outcome).toBe('ignored');
    expect((await status(cookie)).currentTier).toBe('free');
    // The bank debit fails later: listed as declined, the tier stays.
    expect((await deliver(stripe.event('checkout.session.async_payment_failed', settling))).body.outcome).toBe(
      'applied',
    );
    expect(await status(cookie)).toMatchObject({
      currentTier: 'free',
      recentTransactions: [expect.objectContaining({ status: 'declined' })],
    });
  });

  it('an expired Checkout cancels the session', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'core');
    const expired = { ...stripeSessionOf(session), status: 'expired' };
    expect((await deliver(stripe.event('checkout.session.expired', expired))).body.outcome).toBe('applied');
    const read = await json<CheckoutSession>(
      await server.call('GET', `/api/billing/checkout/${session.id}`, { cookie }),
      200,
    );
    expect(read.status).toBe('cancelled');
  });

  it('when Stripe does not answer, the checkout is refused with a 502 and nothing is stored', async () => {
    const { cookie } = await client();
    // The product lookup fails (a server error is not taken for a missing product).
    stripe.failNext(1);
    const refused = await server.call('POST', '/api/billing/checkout', { cookie, body: { tier: 'advanced' } });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ message: text.providerUnavailable });
    const rows = await server.storage.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM checkout_sessions s JOIN users u ON u.id = s.user_id WHERE u.username = $1`,
      [`stripe${counter}`],
    );
    expect(rows[0]?.count).toBe(0);
    // Once it answers again, the checkout opens.
    expect((await start(cookie, 'advanced')).tier).toBe('advanced');
  });
});

describe('plans Stripe bills', () => {
  it("renewals are Stripe's: the renewal job charges nothing, invoice.paid moves the period, a failed one is listed", async () => {
    const { cookie, subscriptionId } = await subscriber('core');
    const periodEnd = addBillingPeriod(clock);
    const saved = clock;
    try {
      clock = new Date(periodEnd.getTime() + day);
      await renewDuePlans({ storage: server.storage }, clock);
      const waiting = await status(cookie);
      expect(waiting.currentTier).toBe('core');
      expect(waiting.recentTransactions).toHaveLength(1);

      const nextEnd = addBillingPeriod(periodEnd);
      const paid = stripe.event(
        'invoice.paid',
        invoice('subscription_cycle', subscriptionId, periodEnd, nextEnd, cents('core')),
      );
      expect((await deliver(paid)).body.outcome).toBe('applied');
      expect((await deliver(paid)).body.outcome).toBe('replayed');
      const renewed = await status(cookie);
      expect(renewed.subscription.endDate).toBe(nextEnd.toISOString());
      expect(renewed.recentTransactions[0]).toMatchObject({
        kind: 'renewal',
        status: 'paid',
        amount: cents('core'),
        last4: '1881',
      });

      const failed = stripe.event(
        'invoice.payment_failed',
        invoice('subscription_cycle', subscriptionId, nextEnd, addBillingPeriod(nextEnd), cents('core')),
      );
      expect((await deliver(failed)).body.outcome).toBe('applied');
      const after = await status(cookie);
      expect(after.currentTier).toBe('core');
      expect(after.recentTransactions[0]).toMatchObject({ kind: 'renewal', status: 'failed' });
      // The first invoice belongs to the checkout: its own event already counted it.
      const first = stripe.event(
        'invoice.paid',
        invoice('subscription_create', subscriptionId, saved, periodEnd, cents('core')),
      );
      expect((await deliver(first)).body.outcome).toBe('ignored');
    } finally {
      clock = saved;
    }
  });

  it("a downgrade sets the next renewals' price at Stripe and applies on the next paid renewal; resume undoes it", async () => {
    const { cookie, subscriptionId } = await subscriber('advanced');
    const down = await json<BillingOverview>(
      await server.call('POST', '/api/billing/change', { cookie, body: { tier: 'core' } }),
      200,
    );
    expect(down).toMatchObject({ tier: 'advanced', pendingChange: { kind: 'downgrade', tier: 'core' } });
    const update = stripe.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update?.params).toMatchObject({
      proration_behavior: 'none',
      cancel_at_period_end: 'false',
      items: [{ price_data: { product: 'moonheart_core', unit_amount: String(cents('core')) } }],
    });

    const resumed = await json<BillingOverview>(await server.call('POST', '/api/billing/resume', { cookie }), 200);
    expect(resumed.pendingChange).toBeNull();
    const back = stripe.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(back?.params).toMatchObject({ items: [{ price_data: { unit_amount: String(cents('advanced')) } }] });

    await server.call('POST', '/api/billing/change', { cookie, body: { tier: 'core' } });
    const end = addBillingPeriod(clock);
    const renewal = invoice('subscription_cycle', subscriptionId, end, addBillingPeriod(end), cents('core'));
    expect((await deliver(stripe.event('invoice.paid', renewal))).body.outcome).toBe('applied');
    const after = await overview(cookie);
    expect(after).toMatchObject({ tier: 'core', pendingChange: null });
    expect((await status(cookie)).currentTier).toBe('core');
  });

  it("a cancellation is set at Stripe for the period's end; the subscription's end puts the client on free", async () => {
    const { cookie, subscriptionId } = await subscriber('plus');
    const cancelled = await json<BillingOverview>(
      await server.call('POST', '/api/billing/cancel', { cookie, body: { reason: 'too_expensive', details: '' } }),
      200,
    );
    expect(cancelled).toMatchObject({ tier: 'plus', pendingChange: { kind: 'cancel' } });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const ended = stripe.event('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' });
    expect((await deliver(ended)).body.outcome).toBe('applied');
    expect(await status(cookie)).toMatchObject({ currentTier: 'free', subscriptionActive: false });
    expect((await deliver(ended)).body.outcome).toBe('replayed');
  });

  it('when Stripe refuses a change, the plan is as it was (502)', async () => {
    const { cookie } = await subscriber('plus');
    stripe.failNext(1);
    const refused = await server.call('POST', '/api/billing/cancel', {
      cookie,
      body: { reason: 'other', details: '' },
    });
    expect(refused.status).toBe(502);
    expect((await overview(cookie)).pendingChange).toBeNull();
  });

  it('an upgrade pays the rest of the period in Checkout, keeps the renewal date and stops the old subscription', async () => {
    const { cookie, subscriptionId: old } = await subscriber('core');
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 10 * day);
      const session = await start(cookie, 'plus');
      expect(session.kind).toBe('upgrade');
      const periodEnd = addBillingPeriod(saved);
      const sent = stripeSessionOf(session).params as SentCheckout;
      expect(sent).toMatchObject({
        mode: 'subscription',
        subscription_data: { billing_cycle_anchor: String(unix(periodEnd)), proration_behavior: 'none' },
        line_items: [
          { price_data: { unit_amount: String(cents('plus')), recurring: { interval: 'month' } } },
          { price_data: { unit_amount: String(session.amount) } },
        ],
      });
      expect(sent.customer).toMatch(/^cus_fake_/);
      expect(session.amount).toBeGreaterThan(0);
      expect(session.amount).toBeLessThan(cents('plus') - cents('core'));

      const paid = stripe.completeCheckout(stripeSessionOf(session).id);
      expect((await deliver(stripe.event('checkout.session.completed', paid))).body.outcome).toBe('applied');
      expect(stripe.subscriptions.get(old)?.status).toBe('canceled');
      const after = await status(cookie);
      expect(after).toMatchObject({ currentTier: 'plus' });
      expect(after.subscription.endDate).toBe(periodEnd.toISOString());
      // The replaced subscription's end is not the plan's.
      const oldEnded = stripe.event('customer.subscription.deleted', { id: old, object: 'subscription' });
      expect((await deliver(oldEnded)).body.outcome).toBe('ignored');
      expect((await status(cookie)).currentTier).toBe('plus');
    } finally {
      clock = saved;
    }
  });

  it('a paid checkout reads its session and the plan it replaces once each', async () => {
    const { cookie, subscriptionId: old } = await subscriber('core');
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 10 * day);
      const paid = stripe.completeCheckout(stripeSessionOf(await start(cookie, 'plus')).id);
      const { result, reads } = await readsDuring(() => deliver(stripe.event('checkout.session.completed', paid)));
      expect(result.body.outcome).toBe('applied');
      expect(stripe.subscriptions.get(old)?.status).toBe('canceled');
      expect(reads).toEqual({ checkout_sessions: 1, subscriptions: 1 });
    } finally {
      clock = saved;
    }
  });

  it('elite is one payment (payment mode); a whole refund of it is listed', async () => {
    const { cookie } = await client();
    const session = await start(cookie, 'elite');
    const sent = stripeSessionOf(session).params as SentCheckout;
    expect(sent).toMatchObject({
      mode: 'payment',
      payment_intent_data: { metadata: { sessionId: session.id } },
      line_items: [{ price_data: { unit_amount: String(cents('elite')) } }],
    });
    expect(sent.line_items[0]?.price_data.recurring).toBeUndefined();
    const paid = stripe.completeCheckout(stripeSessionOf(session).id, '0077');
    expect((await deliver(stripe.event('checkout.session.completed', paid))).body.outcome).toBe('applied');
    expect(await status(cookie)).toMatchObject({ currentTier: 'elite', subscription: { endDate: null } });

    const charge = { id: 'ch_1', object: 'charge', refunded: false, payment_intent: paid.payment_intent };
    expect((await deliver(stripe.event('charge.refunded', charge))).body.outcome).toBe('ignored');
    expect((await deliver(stripe.event('charge.refunded', { ...charge, refunded: true }))).body.outcome).toBe(
      'applied',
    );
    expect((await status(cookie)).recentTransactions[0]).toMatchObject({ status: 'refunded', amount: cents('elite') });
  });
});

describe('the webhook address', () => {
  it('exists only for the configured provider', async () => {
    expect((await deliver({ body: '{}', signature: 't=1,v1=0' })).status).toBe(400);
    const other = await fetch(`${server.url}/api/billing/webhooks/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(other.status).toBe(404);
  });
});

describe('/system', () => {
  it('names Stripe as the payment provider when it is the one configured', async () => {
    await server.addUser({ username: 'stripe-admin', role: 'admin' });
    const cookie = await server.login('stripe-admin');
    const info = await json<{ providers: { payments: string } }>(
      await server.call('GET', '/api/admin/system', { cookie }),
      200,
    );
    expect(info.providers.payments).toBe('stripe');
  });
});
