import { randomBytes } from 'node:crypto';
import { isTier, type Tier, tierTable } from '@app/contract';
import {
  addBillingPeriod,
  type BillingOverview,
  type CancelInput,
  type CheckoutSession,
  checkoutPrice,
  type PaymentReply,
  type PendingChange,
  type PurchasableTier,
  planMove,
  priceCents,
  type Transaction,
  testCheckoutPath,
} from '@app/contract/billing';
import type { Deps, SessionUser } from '../../context';
import type { Queryable } from '../../db/storage';
import { HttpError, invalidFields } from '../../http/errors';
import { serverMessages } from '../../messages';
import { recordConversion, reverseCommission } from '../affiliates/service';
import type { ScheduledJob } from '../notifications/scheduler';
import type { PaymentProvider, ProviderEvent, TestCheckout, WebhookOutcome } from './provider';
import {
  deleteSubscription,
  findSession,
  findSubscription,
  findSubscriptionByProviderId,
  insertCancellationFeedback,
  insertSession,
  insertTransaction,
  isRefunded,
  listDuePlanUsers,
  listTransactions,
  recordEvent,
  type SessionRecord,
  type SubscriptionRecord,
  saveSubscription,
  setUserTier,
  updateSession,
} from './repository';

const text = serverMessages.payments;

/** How many payments the status call lists (`/billing` lists more). */
export const recentTransactionCount = 5;
const billingTransactionCount = 50;

type Clock = Pick<Deps, 'storage' | 'now'>;

/** Plans are bought by clients (admins have every feature; teachers have no plan). */
function requireClient(user: SessionUser): void {
  if (user.role !== 'client') throw new HttpError(403, { message: text.clientsOnly });
}

const tierOf = (user: SessionUser): Tier => (isTier(user.tier) ? user.tier : 'free');

/**
 * Brings a plan up to date: each period that ended renews (test mode: charged to the card on file)
 * or applies its pending change (a downgrade renews at the lower tier; a cancellation ends the plan
 * and the user is on free). Answers the plan in force, null for none.
 */
async function settle(tx: Queryable, userId: number, now: Date): Promise<SubscriptionRecord | null> {
  const plan = await findSubscription(tx, userId, { lock: true });
  if (!plan?.periodEnd || plan.periodEnd.getTime() > now.getTime()) return plan;
  // A provider that bills the plan renews or ends it and says so (renewProviderPlan, endProviderPlan);
  // a late word from it leaves the plan as it was, never a charge the provider did not make.
  if (plan.providerSubscriptionId) return plan;
  const next = { ...plan };
  // A long absence renews one period at a time (bounded: at most a few years of periods at once).
  for (let step = 0; step < 60 && next.periodEnd && next.periodEnd.getTime() <= now.getTime(); step += 1) {
    const boundary: Date = next.periodEnd;
    if (next.pendingTier === 'free') {
      await deleteSubscription(tx, userId);
      await setUserTier(tx, userId, 'free');
      return null;
    }
    if (next.pendingTier) next.tier = next.pendingTier;
    next.pendingTier = null;
    next.periodStart = boundary;
    next.periodEnd = addBillingPeriod(boundary);
    await insertTransaction(
      tx,
      {
        userId,
        sessionId: null,
        tier: next.tier,
        kind: 'renewal',
        amountCents: priceCents(next.tier),
        status: 'paid',
        last4: next.cardLast4,
      },
      boundary,
    );
  }
  await saveSubscription(tx, next, now);
  await setUserTier(tx, userId, next.tier);
  return next;
}

/**
 * The plan in force for a user, brought up to date first (in a transaction only when a period has
 * ended: the status call runs this on every read). `rawTier` is the account's tier as stored, an
 * unknown name included (the status reports it as it is, spec 5).
 */
async function currentPlan(
  deps: Clock,
  user: SessionUser,
): Promise<{ tier: Tier; rawTier: string; plan: SubscriptionRecord | null }> {
  const now = deps.now();
  let plan = await findSubscription(deps.storage, user.id);
  if (plan?.periodEnd && plan.periodEnd.getTime() <= now.getTime() && !plan.providerSubscriptionId) {
    plan = await deps.storage.transaction((tx) => settle(tx, user.id, now));
    if (!plan) return { tier: 'free', rawTier: 'free', plan: null };
  }
  // Without a plan record (a demo account, a tier set by an admin) the account's tier stands.
  if (plan) return { tier: plan.tier, rawTier: plan.tier, plan };
  return { tier: tierOf(user), rawTier: user.tier, plan: null };
}

/** How many plans one run of the renewal job settles (the next run takes the rest). */
const renewalBatch = 100;

/**
 * The renewal job: every plan whose period has ended is renewed or ends (its pending change), even
 * if nobody reads it (the status and billing calls also settle on read). Answers how many it settled.
 */
export async function renewDuePlans(deps: Pick<Deps, 'storage'>, now: Date): Promise<number> {
  const due = await listDuePlanUsers(deps.storage, now, renewalBatch);
  for (const userId of due) await deps.storage.transaction((tx) => settle(tx, userId, now));
  return due.length;
}

/** The payments' scheduled jobs (the server's scheduler runs them every minute). */
export function paymentJobs(deps: Pick<Deps, 'storage'>): ScheduledJob[] {
  return [{ name: 'plan renewals', run: (now) => renewDuePlans(deps, now) }];
}

function pendingOf(plan: SubscriptionRecord | null): PendingChange | null {
  if (!plan?.pendingTier || !plan.periodEnd) return null;
  return {
    kind: plan.pendingTier === 'free' ? 'cancel' : 'downgrade',
    tier: plan.pendingTier,
    effectiveAt: plan.periodEnd.toISOString(),
  };
}

/** What the status call adds about the plan (`GET /api/subscriptions/status`). */
export interface PlanStatus {
  tier: string;
  startDate: string;
  endDate: string | null;
  subscriptionActive: boolean;
  pendingChange: PendingChange | null;
  recentTransactions: Transaction[];
}

export async function planStatus(deps: Clock, user: SessionUser): Promise<PlanStatus> {
  const { rawTier, plan } = await currentPlan(deps, user);
  return {
    tier: rawTier,
    startDate: (plan?.startedAt ?? user.createdAt).toISOString(),
    endDate: plan?.periodEnd?.toISOString() ?? null,
    subscriptionActive: rawTier !== 'free',
    pendingChange: pendingOf(plan),
    recentTransactions: await listTransactions(deps.storage, user.id, recentTransactionCount),
  };
}

/** `GET /api/billing`. */
export async function billingOverview(
  deps: Clock,
  user: SessionUser,
  provider: PaymentProvider,
): Promise<BillingOverview> {
  const { tier, plan } = await currentPlan(deps, user);
  return {
    tier,
    billing: tierTable[tier].billing,
    canPurchase: user.role === 'client',
    startDate: plan ? plan.startedAt.toISOString() : null,
    currentPeriodEnd: plan?.periodEnd?.toISOString() ?? null,
    pendingChange: pendingOf(plan),
    paymentMethod: plan?.cardLast4 ? { last4: plan.cardLast4 } : null,
    transactions: await listTransactions(deps.storage, user.id, billingTransactionCount),
    testMode: provider.testMode,
  };
}

function sessionView(session: SessionRecord, provider: PaymentProvider): CheckoutSession {
  return {
    id: session.id,
    tier: session.tier,
    fromTier: session.fromTier,
    kind: session.kind,
    amount: session.amountCents,
    currency: 'USD',
    status: session.status,
    periodEnd: session.periodEnd?.toISOString() ?? null,
    lastError: session.lastError,
    testMode: provider.testMode,
    url: session.checkoutUrl ?? testCheckoutPath(session.id),
  };
}

/**
 * A provider's renewal of a plan it bills (or its failure to collect one): the new period and a
 * pending downgrade take effect on a paid renewal; a failed one is listed and the plan stays as it
 * is while the provider retries (it ends the plan if it gives up). Applied once per event id.
 */
export async function renewProviderPlan(
  deps: Clock,
  renewal: {
    eventId: string;
    subscriptionId: string;
    status: 'paid' | 'failed';
    periodStart: Date;
    periodEnd: Date;
    amountCents: number;
    last4: string | null;
  },
): Promise<WebhookOutcome> {
  const now = deps.now();
  return deps.storage.transaction(async (tx) => {
    if (!(await recordEvent(tx, { id: renewal.eventId, type: `renewal.${renewal.status}`, sessionId: null }, now))) {
      return 'replayed';
    }
    const plan = await findSubscriptionByProviderId(tx, renewal.subscriptionId);
    if (!plan) return 'ignored';
    const tier =
      renewal.status === 'paid' && plan.pendingTier && plan.pendingTier !== 'free' ? plan.pendingTier : plan.tier;
    await insertTransaction(
      tx,
      {
        userId: plan.userId,
        sessionId: null,
        tier,
        kind: 'renewal',
        amountCents: renewal.amountCents,
        status: renewal.status,
        last4: renewal.last4 ?? plan.cardLast4,
      },
      now,
    );
    if (renewal.status === 'failed') return 'applied';
    await saveSubscription(
      tx,
      {
        ...plan,
        tier,
        pendingTier: plan.pendingTier === 'free' ? 'free' : null,
        periodStart: renewal.periodStart,
        periodEnd: renewal.periodEnd,
        cardLast4: renewal.last4 ?? plan.cardLast4,
      },
      now,
    );
    await setUserTier(tx, plan.userId, tier);
    return 'applied';
  });
}

/**
 * A provider ended a subscription (a cancellation reached its period's end, or payments failed for
 * good): its plan ends and the account is on free. The subscription an upgrade replaced is no
 * longer the plan's, so its end changes nothing. Applied once per event id.
 */
export async function endProviderPlan(
  deps: Clock,
  ended: { eventId: string; subscriptionId: string },
): Promise<WebhookOutcome> {
  const now = deps.now();
  return deps.storage.transaction(async (tx) => {
    if (!(await recordEvent(tx, { id: ended.eventId, type: 'subscription.ended', sessionId: null }, now))) {
      return 'replayed';
    }
    const plan = await findSubscriptionByProviderId(tx, ended.subscriptionId);
    if (!plan) return 'ignored';
    await deleteSubscription(tx, plan.userId);
    await setUserTier(tx, plan.userId, 'free');
    return 'applied';
  });
}

/** Where the app takes the payer back to. */
const returnPaths = {
  paid: '/subscription-management?checkout=success',
  cancelled: '/subscription-management?checkout=cancelled',
} as const;

/** `POST /api/billing/checkout`: a session for an upgrade or a first plan; the payer goes to its page. */
export async function startCheckout(
  deps: Deps,
  user: SessionUser,
  tier: PurchasableTier,
  provider: PaymentProvider,
): Promise<CheckoutSession> {
  requireClient(user);
  const { tier: current, plan } = await currentPlan(deps, user);
  if (current === 'elite') throw new HttpError(409, { message: text.lifetimeKept });
  const move = planMove(current, tier);
  if (move === 'same') throw new HttpError(409, { message: text.alreadyOnPlan });
  if (move === 'downgrade') throw new HttpError(409, { message: text.useChange });
  const now = deps.now();
  const price = checkoutPrice(
    { tier: current, periodStart: plan?.periodStart ?? null, periodEnd: plan?.periodEnd ?? null },
    tier,
    now,
  );
  const session: SessionRecord = {
    id: `cs_${provider.name}_${randomBytes(12).toString('hex')}`,
    userId: user.id,
    tier,
    fromTier: current,
    kind: price.kind,
    amountCents: price.amountCents,
    periodEnd:
      price.kind === 'lifetime' ? null : price.kind === 'upgrade' ? (plan?.periodEnd ?? null) : addBillingPeriod(now),
    status: 'open',
    lastError: null,
    cardLast4: null,
    provider: provider.name,
    checkoutUrl: null,
  };
  let url: string;
  try {
    url = await provider.openCheckout({
      session,
      email: user.email ?? '',
      plan,
      returnUrls: {
        paid: `${deps.publicUrl()}${returnPaths.paid}`,
        cancelled: `${deps.publicUrl()}${returnPaths.cancelled}`,
      },
    });
  } catch (error) {
    // Nothing is stored: the payer starts again once the provider answers.
    deps.logger.error('checkout could not be opened', { provider: provider.name, error: String(error) });
    throw new HttpError(502, { message: text.providerUnavailable });
  }
  const opened = { ...session, checkoutUrl: url === testCheckoutPath(session.id) ? null : url };
  await insertSession(deps.storage, opened, now);
  return sessionView(opened, provider);
}

async function ownSession(deps: Deps, user: SessionUser, id: string): Promise<SessionRecord> {
  const session = await findSession(deps.storage, id, user.id);
  if (!session) throw new HttpError(404, { message: text.sessionNotFound });
  return session;
}

/** `GET /api/billing/checkout/{id}`: one's own session (another's is a 404). */
export async function checkoutSession(
  deps: Deps,
  user: SessionUser,
  id: string,
  provider: PaymentProvider,
): Promise<CheckoutSession> {
  return sessionView(await ownSession(deps, user, id), provider);
}

/**
 * A paid checkout puts its tier in force: an upgrade keeps the period, a first plan starts one. A
 * subscription the provider started with it bills the plan from now on (lifetime has none).
 */
/** Applies a paid checkout; answers the plan that was in force before it (null for none). */
async function applyPaid(
  tx: Queryable,
  session: SessionRecord,
  event: ProviderEvent,
  now: Date,
): Promise<SubscriptionRecord | null> {
  const plan = await settle(tx, session.userId, now);
  const card = event.last4 ?? session.cardLast4 ?? plan?.cardLast4 ?? null;
  const billedBy = {
    provider: event.subscription ? session.provider : 'test',
    providerCustomerId: event.subscription?.customerId ?? plan?.providerCustomerId ?? null,
    providerSubscriptionId: event.subscription?.subscriptionId ?? null,
  };
  let next: SubscriptionRecord;
  if (session.kind === 'lifetime') {
    next = {
      userId: session.userId,
      tier: session.tier,
      startedAt: plan?.startedAt ?? now,
      periodStart: null,
      periodEnd: null,
      pendingTier: null,
      cardLast4: card,
      ...billedBy,
    };
  } else if (session.kind === 'upgrade' && plan?.periodEnd && plan.periodEnd.getTime() > now.getTime()) {
    next = { ...plan, tier: session.tier, pendingTier: null, cardLast4: card, ...billedBy };
  } else {
    next = {
      userId: session.userId,
      tier: session.tier,
      startedAt: plan?.startedAt ?? now,
      periodStart: now,
      periodEnd: addBillingPeriod(now),
      pendingTier: null,
      cardLast4: card,
      ...billedBy,
    };
  }
  await saveSubscription(tx, next, now);
  await setUserTier(tx, session.userId, session.tier);
  return plan;
}

/**
 * A refund takes back what its checkout bought while that is still in force (the plan's tier is the
 * checkout's): an upgrade falls back to the tier it came from, for the rest of the same period; a
 * first plan or lifetime ends, and the account is on free. A plan bought since then stays.
 */
async function withdrawRefunded(tx: Queryable, session: SessionRecord, now: Date): Promise<void> {
  const plan = await settle(tx, session.userId, now);
  if (!plan || plan.tier !== session.tier) return;
  if (session.kind === 'upgrade' && session.fromTier !== 'free') {
    await saveSubscription(tx, { ...plan, tier: session.fromTier, pendingTier: null }, now);
    await setUserTier(tx, session.userId, session.fromTier);
    return;
  }
  await deleteSubscription(tx, session.userId);
  await setUserTier(tx, session.userId, 'free');
}

/**
 * The provider's confirmation (the webhook): applied once per event id, a replay is ignored. Only
 * `checkout.paid` changes the tier (and records an affiliate's conversion); `checkout.refunded` of a
 * paid checkout lists the refund and reverses the commission. Answers what became of it.
 */
export async function handleProviderEvent(
  deps: Clock,
  event: ProviderEvent,
): Promise<'applied' | 'replayed' | 'ignored'> {
  return (await applyProviderEvent(deps, event)).outcome;
}

/**
 * `handleProviderEvent`, which also answers the plan an applied `checkout.paid` replaced (read in
 * the same transaction, before the change; null for none or for any other event), so a provider
 * that bills plans can stop the replaced one without reading the session and the plan again.
 */
export async function applyProviderEvent(
  deps: Clock,
  event: ProviderEvent,
): Promise<{ outcome: 'applied' | 'replayed' | 'ignored'; replaced: SubscriptionRecord | null }> {
  const now = deps.now();
  let replaced: SubscriptionRecord | null = null;
  const outcome = await deps.storage.transaction(async (tx): Promise<'applied' | 'replayed' | 'ignored'> => {
    replaced = null;
    if (!(await recordEvent(tx, event, now))) return 'replayed';
    const session = await findSession(tx, event.sessionId);
    if (event.type === 'checkout.refunded') {
      // Only a paid checkout can be refunded, once; its refund is listed, reverses any commission on
      // it and takes back what it bought.
      if (session?.status !== 'paid' || (await isRefunded(tx, session.id))) return 'ignored';
      await insertTransaction(
        tx,
        {
          userId: session.userId,
          sessionId: session.id,
          tier: session.tier,
          kind: session.kind,
          amountCents: session.amountCents,
          status: 'refunded',
          last4: session.cardLast4,
        },
        now,
      );
      await reverseCommission(tx, session.id, now);
      await withdrawRefunded(tx, session, now);
      return 'applied';
    }
    if (!session || session.status === 'paid' || session.status === 'cancelled') return 'ignored';
    const last4 = event.last4 ?? session.cardLast4;
    const attempt = (status: Transaction['status']) =>
      insertTransaction(
        tx,
        {
          userId: session.userId,
          sessionId: session.id,
          tier: session.tier,
          kind: session.kind,
          amountCents: session.amountCents,
          status,
          last4,
        },
        now,
      );
    switch (event.type) {
      case 'checkout.paid':
        await updateSession(tx, session.id, { status: 'paid', lastError: null, cardLast4: last4 }, now);
        await attempt('paid');
        replaced = await applyPaid(tx, session, event, now);
        // A referred user's first payment: their referrer's conversion (affiliates).
        await recordConversion(tx, { userId: session.userId, sessionId: session.id, tier: session.tier }, now);
        return 'applied';
      case 'checkout.declined':
        await updateSession(tx, session.id, { status: 'open', lastError: 'declined', cardLast4: last4 }, now);
        await attempt('declined');
        return 'applied';
      case 'checkout.authentication_failed':
        await updateSession(tx, session.id, { status: 'open', lastError: 'authentication_failed' }, now);
        await attempt('failed');
        return 'applied';
      case 'checkout.cancelled':
        await updateSession(tx, session.id, { status: 'cancelled', lastError: null }, now);
        return 'applied';
    }
  });
  return { outcome, replaced };
}

async function replyOf(deps: Deps, user: SessionUser, id: string, provider: PaymentProvider): Promise<PaymentReply> {
  const session = await ownSession(deps, user, id);
  const message =
    session.status === 'paid'
      ? text.paid
      : session.status === 'cancelled'
        ? text.cancelled
        : session.status === 'requires_action'
          ? text.authenticationRequired
          : session.lastError === 'declined'
            ? text.declined
            : session.lastError === 'authentication_failed'
              ? text.authenticationFailed
              : null;
  const redirectTo =
    session.status === 'paid' ? returnPaths.paid : session.status === 'cancelled' ? returnPaths.cancelled : null;
  return { session: sessionView(session, provider), redirectTo, message };
}

/** The test checkout page's steps, for a session of the test provider (another's has its own page). */
function testCheckoutOf(provider: PaymentProvider, session: SessionRecord): TestCheckout {
  if (!provider.testCheckout || session.provider !== provider.name) {
    throw new HttpError(409, { message: text.notTestCheckout });
  }
  return provider.testCheckout;
}

/** The test checkout page's card step. */
export async function payCheckout(
  deps: Deps,
  user: SessionUser,
  id: string,
  cardNumber: string,
  provider: PaymentProvider,
): Promise<PaymentReply> {
  const session = await ownSession(deps, user, id);
  if (session.status !== 'open' && session.status !== 'requires_action') {
    throw new HttpError(409, { message: text.sessionClosed });
  }
  const attempt = testCheckoutOf(provider, session).attemptCard(session.id, cardNumber);
  if (attempt.kind === 'invalid') throw invalidFields([{ field: 'cardNumber', message: text[attempt.reason] }]);
  if (attempt.kind === 'requiresAction') {
    await updateSession(
      deps.storage,
      session.id,
      { status: 'requires_action', lastError: null, cardLast4: attempt.last4 },
      deps.now(),
    );
  } else {
    await handleProviderEvent(deps, attempt.event);
  }
  return replyOf(deps, user, id, provider);
}

/** The authentication step: approved pays, refused fails (the checkout stays open). */
export async function confirmCheckout(
  deps: Deps,
  user: SessionUser,
  id: string,
  approve: boolean,
  provider: PaymentProvider,
): Promise<PaymentReply> {
  const session = await ownSession(deps, user, id);
  const steps = testCheckoutOf(provider, session);
  if (session.status !== 'requires_action') throw new HttpError(409, { message: text.notAwaitingAuthentication });
  await handleProviderEvent(deps, steps.confirmAuthentication(session.id, approve, session.cardLast4));
  return replyOf(deps, user, id, provider);
}

/** The payer leaves the checkout page. */
export async function abandonCheckout(
  deps: Deps,
  user: SessionUser,
  id: string,
  provider: PaymentProvider,
): Promise<PaymentReply> {
  const session = await ownSession(deps, user, id);
  const steps = testCheckoutOf(provider, session);
  if (session.status === 'paid') throw new HttpError(409, { message: text.sessionClosed });
  if (session.status !== 'cancelled') await handleProviderEvent(deps, steps.cancelCheckout(session.id));
  return replyOf(deps, user, id, provider);
}

/** The provider's side of a plan it bills (null: the app bills it). */
function providerBilling(plan: SubscriptionRecord | null, provider: PaymentProvider) {
  return plan?.providerSubscriptionId && plan.provider === provider.name ? (provider.subscriptions ?? null) : null;
}

/** A call to the provider; its failure is logged and answered as a 502 (nothing changed here). */
async function askProvider(deps: Deps, call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    deps.logger.error('payment provider call failed', { error: String(error) });
    throw new HttpError(502, { message: text.providerUnavailable });
  }
}

/** A paid plan one can change: not free, not lifetime. */
async function changeablePlan(deps: Deps, user: SessionUser) {
  requireClient(user);
  const current = await currentPlan(deps, user);
  if (current.tier === 'free') throw new HttpError(409, { message: text.noPlan });
  if (current.tier === 'elite') throw new HttpError(409, { message: text.lifetimeKept });
  return current;
}

/**
 * Sets what happens at the period's end. A plan without a period (a demo account, a tier an admin
 * set) has no end to wait for: the change applies at once.
 */
async function schedule(
  deps: Deps,
  user: SessionUser,
  plan: SubscriptionRecord | null,
  tier: Tier,
  provider: PaymentProvider,
): Promise<void> {
  const now = deps.now();
  const billing = providerBilling(plan, provider);
  if (plan && billing) {
    // The provider bills the plan: it is told first (its failure changes nothing here).
    await askProvider(deps, () =>
      tier === 'free' ? billing.cancelAtPeriodEnd(plan) : billing.renewAt(plan, tier as PurchasableTier),
    );
    await saveSubscription(deps.storage, { ...plan, pendingTier: tier }, now);
    return;
  }
  if (plan?.periodEnd) {
    await saveSubscription(deps.storage, { ...plan, pendingTier: tier }, now);
    return;
  }
  await deps.storage.transaction(async (tx) => {
    if (tier === 'free') await deleteSubscription(tx, user.id);
    else if (plan) await saveSubscription(tx, { ...plan, tier }, now);
    await setUserTier(tx, user.id, tier);
  });
}

/** `POST /api/billing/change`: a downgrade, at the period's end. */
export async function changePlan(
  deps: Deps,
  user: SessionUser,
  tier: PurchasableTier,
  provider: PaymentProvider,
): Promise<BillingOverview> {
  const { tier: current, plan } = await changeablePlan(deps, user);
  const move = planMove(current, tier);
  if (move === 'upgrade') throw new HttpError(409, { message: text.useCheckout });
  if (move === 'same') throw new HttpError(409, { message: text.alreadyOnPlan });
  await schedule(deps, user, plan, tier, provider);
  return billingOverview(deps, user, provider);
}

/** `POST /api/billing/cancel`: the reason is stored; the plan ends at the period's end. */
export async function cancelPlan(
  deps: Deps,
  user: SessionUser,
  input: Required<Pick<CancelInput, 'reason'>> & { details: string },
  provider: PaymentProvider,
): Promise<BillingOverview> {
  const { tier, plan } = await changeablePlan(deps, user);
  await insertCancellationFeedback(
    deps.storage,
    { userId: user.id, tier, reason: input.reason, details: input.details },
    deps.now(),
  );
  await schedule(deps, user, plan, 'free', provider);
  return billingOverview(deps, user, provider);
}

/** `POST /api/billing/resume`: takes back a pending downgrade or cancellation. */
export async function resumePlan(deps: Deps, user: SessionUser, provider: PaymentProvider): Promise<BillingOverview> {
  requireClient(user);
  const { plan } = await currentPlan(deps, user);
  if (!plan?.pendingTier) throw new HttpError(409, { message: text.nothingPending });
  const billing = providerBilling(plan, provider);
  if (billing) await askProvider(deps, () => billing.resume(plan));
  await saveSubscription(deps.storage, { ...plan, pendingTier: null }, deps.now());
  return billingOverview(deps, user, provider);
}
