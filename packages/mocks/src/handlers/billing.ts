import { type Tier, tierTable } from '@app/contract';
import {
  addBillingPeriod,
  type BillingOverview,
  billingPaths,
  type CheckoutSession,
  checkoutPrice,
  type PaymentReply,
  type PurchasableTier,
  type Transaction,
  testCardOutcome,
  testCheckoutPath,
} from '@app/contract/billing';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { fixtureNow, fixtureTime } from '../fixtures';

// The server's words (packages/server/src/messages.ts, payments).
const words = {
  declined: 'Your card was declined. Try another card.',
  authenticationRequired: 'Your bank asks you to confirm this payment.',
  authenticationFailed: 'The payment was not confirmed, so nothing was charged. Try again or use another card.',
  paid: 'Payment received. Your plan is active.',
  cancelled: 'Checkout cancelled. Nothing was charged.',
  testCardsOnly:
    'Test mode takes only the test cards: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0025 0000 3155.',
  notFound: 'Checkout session not found',
};

/** The mocked session's id. */
export const mockedCheckoutId = 'cs_test_story';
const periodStart = new Date(fixtureNow.getTime() - 10 * 24 * 60 * 60 * 1000);
const periodEnd = addBillingPeriod(periodStart);

const transaction = (id: number, tier: Tier, daysAgo: number, changes: Partial<Transaction> = {}): Transaction => ({
  id,
  date: fixtureTime(-daysAgo * 24 * 60),
  tier,
  amount: tierTable[tier].price * 100,
  currency: 'USD',
  status: 'paid',
  kind: 'new',
  last4: '4242',
  ...changes,
});

/** The billing overview of each state the pages show. */
export const billingStates = {
  free: {
    tier: 'free',
    billing: 'none',
    canPurchase: true,
    startDate: null,
    currentPeriodEnd: null,
    pendingChange: null,
    paymentMethod: null,
    transactions: [],
    testMode: true,
  },
  active: {
    tier: 'core',
    billing: 'monthly',
    canPurchase: true,
    startDate: periodStart.toISOString(),
    currentPeriodEnd: periodEnd.toISOString(),
    pendingChange: null,
    paymentMethod: { last4: '4242' },
    transactions: [
      transaction(2, 'core', 10),
      transaction(1, 'core', 10, { status: 'declined', last4: '0002', id: 1 }),
    ],
    testMode: true,
  },
  pendingCancel: {
    tier: 'core',
    billing: 'monthly',
    canPurchase: true,
    startDate: periodStart.toISOString(),
    currentPeriodEnd: periodEnd.toISOString(),
    pendingChange: { kind: 'cancel', tier: 'free', effectiveAt: periodEnd.toISOString() },
    paymentMethod: { last4: '4242' },
    transactions: [transaction(1, 'core', 10)],
    testMode: true,
  },
  pendingDowngrade: {
    tier: 'advanced',
    billing: 'monthly',
    canPurchase: true,
    startDate: periodStart.toISOString(),
    currentPeriodEnd: periodEnd.toISOString(),
    pendingChange: { kind: 'downgrade', tier: 'core', effectiveAt: periodEnd.toISOString() },
    paymentMethod: { last4: '3155' },
    transactions: [
      transaction(2, 'advanced', 4, { kind: 'upgrade', amount: 1080, last4: '3155' }),
      transaction(1, 'core', 10),
    ],
    testMode: true,
  },
  lifetime: {
    tier: 'elite',
    billing: 'lifetime',
    canPurchase: true,
    startDate: fixtureTime(-60 * 24 * 90),
    currentPeriodEnd: null,
    pendingChange: null,
    paymentMethod: { last4: '4242' },
    transactions: [transaction(1, 'elite', 90, { kind: 'lifetime' })],
    testMode: true,
  },
  /** A teacher or admin: no plan to buy. */
  staff: {
    tier: 'free',
    billing: 'none',
    canPurchase: false,
    startDate: null,
    currentPeriodEnd: null,
    pendingChange: null,
    paymentMethod: null,
    transactions: [],
    testMode: true,
  },
} satisfies Record<string, BillingOverview>;
export type BillingState = keyof typeof billingStates;

/** A checkout session for `tier`, bought from `from`. */
export function checkoutSessionOf(
  tier: PurchasableTier,
  from: Tier = 'free',
  changes: Partial<CheckoutSession> = {},
): CheckoutSession {
  const price = checkoutPrice({ tier: from, periodStart, periodEnd }, tier, fixtureNow);
  return {
    id: mockedCheckoutId,
    tier,
    fromTier: from,
    kind: price.kind,
    amount: price.amountCents,
    currency: 'USD',
    status: 'open',
    periodEnd:
      price.kind === 'lifetime'
        ? null
        : price.kind === 'upgrade'
          ? periodEnd.toISOString()
          : addBillingPeriod(fixtureNow).toISOString(),
    lastError: null,
    testMode: true,
    url: testCheckoutPath(mockedCheckoutId),
    ...changes,
  };
}

const reply = (session: CheckoutSession, message: string | null, redirectTo: string | null = null): PaymentReply => ({
  session,
  redirectTo,
  message,
});

/**
 * The billing calls (`/api/billing...`). The overview answers the state given; the checkout
 * session behaves like the test provider: 4242 pays (then back to /subscription-management), 0002
 * is declined, 3155 asks to confirm. Each scenario is a function answering handlers for one story.
 */
function billingMocks(state: BillingState, session: CheckoutSession, options: { overviewMs?: number } = {}) {
  let current = session;
  let overview: BillingOverview = billingStates[state];
  return [
    http.get(`*${billingPaths.overview}`, async () => {
      if (options.overviewMs) await delay(options.overviewMs);
      return HttpResponse.json(overview);
    }),
    http.post(`*${billingPaths.checkout}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { tier?: PurchasableTier };
      current = checkoutSessionOf(body.tier ?? 'core', overview.tier);
      return HttpResponse.json(current, { status: 201 });
    }),
    http.get(`*${billingPaths.checkout}/:id`, () => HttpResponse.json(current)),
    http.post(`*${billingPaths.checkout}/:id/pay`, async ({ request }) => {
      const { cardNumber = '' } = (await request.json().catch(() => ({}))) as { cardNumber?: string };
      const outcome = testCardOutcome(cardNumber);
      if (!outcome) {
        return HttpResponse.json(
          {
            message: 'Please check the highlighted fields.',
            errors: [{ field: 'cardNumber', message: words.testCardsOnly }],
          },
          { status: 400 },
        );
      }
      if (outcome === 'declined') {
        current = { ...current, status: 'open', lastError: 'declined' };
        return HttpResponse.json(reply(current, words.declined));
      }
      if (outcome === 'authentication') {
        current = { ...current, status: 'requires_action', lastError: null };
        return HttpResponse.json(reply(current, words.authenticationRequired));
      }
      current = { ...current, status: 'paid', lastError: null };
      overview = { ...billingStates.active, tier: current.tier };
      return HttpResponse.json(reply(current, words.paid, '/subscription-management?checkout=success'));
    }),
    http.post(`*${billingPaths.checkout}/:id/confirm`, async ({ request }) => {
      const { approve } = (await request.json().catch(() => ({}))) as { approve?: boolean };
      if (!approve) {
        current = { ...current, status: 'open', lastError: 'authentication_failed' };
        return HttpResponse.json(reply(current, words.authenticationFailed));
      }
      current = { ...current, status: 'paid', lastError: null };
      overview = { ...billingStates.active, tier: current.tier };
      return HttpResponse.json(reply(current, words.paid, '/subscription-management?checkout=success'));
    }),
    http.post(`*${billingPaths.checkout}/:id/cancel`, () => {
      current = { ...current, status: 'cancelled' };
      return HttpResponse.json(reply(current, words.cancelled, '/subscription-management?checkout=cancelled'));
    }),
    http.post(`*${billingPaths.change}`, async ({ request }) => {
      const { tier = 'core' } = (await request.json().catch(() => ({}))) as { tier?: Tier };
      overview = {
        ...overview,
        pendingChange: { kind: 'downgrade', tier, effectiveAt: overview.currentPeriodEnd ?? periodEnd.toISOString() },
      };
      return HttpResponse.json(overview);
    }),
    http.post(`*${billingPaths.cancel}`, () => {
      overview = {
        ...overview,
        pendingChange: {
          kind: 'cancel',
          tier: 'free',
          effectiveAt: overview.currentPeriodEnd ?? periodEnd.toISOString(),
        },
      };
      return HttpResponse.json(overview);
    }),
    http.post(`*${billingPaths.resume}`, () => {
      overview = { ...overview, pendingChange: null };
      return HttpResponse.json(overview);
    }),
  ];
}

const failing = (status: number, message: string): RequestHandler[] => [
  http.all(`*${billingPaths.overview}`, () => HttpResponse.json({ message }, { status })),
  http.all(`*${billingPaths.overview}/*`, () => HttpResponse.json({ message }, { status })),
];

export const billingHandlers = {
  /** A plan in one of `billingStates`, with an open checkout for core. */
  state: (state: BillingState, session: CheckoutSession = checkoutSessionOf('core')): RequestHandler[] =>
    billingMocks(state, session),
  /** The free plan (the default). */
  success: (): RequestHandler[] => billingMocks('free', checkoutSessionOf('core')),
  /** A checkout session in a given state (the checkout page's stories). */
  checkout: (session: CheckoutSession, state: BillingState = 'free'): RequestHandler[] => billingMocks(state, session),
  /** The overview answers after `ms` (loading states). */
  slow: (ms = 2_000): RequestHandler[] => billingMocks('active', checkoutSessionOf('core'), { overviewMs: ms }),
  /** Every billing call fails with a 500. */
  serverError: (): RequestHandler[] => failing(500, 'Internal Server Error'),
  /** The checkout session is not the user's (or does not exist): 404. */
  sessionNotFound: (): RequestHandler[] => [
    http.get(`*${billingPaths.checkout}/:id`, () => HttpResponse.json({ message: words.notFound }, { status: 404 })),
    ...billingMocks('free', checkoutSessionOf('core')),
  ],
};
