// Stripe as the payment provider (DECISIONS "Payments"): Checkout for every purchase, Billing for
// the monthly plans (Stripe renews them, changes their next price and ends them), and its webhooks,
// verified by signature, as the confirmations that change a tier.
import { type Tier, tierTable } from '@app/contract';
import { type PurchasableTier, priceCents } from '@app/contract/billing';
import Stripe from 'stripe';
import type { Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { serverMessages } from '../../messages';
import type { CheckoutRequest, PaymentProvider, ProviderEvent, WebhookOutcome } from './provider';
import type { SubscriptionRecord } from './repository';
import { applyProviderEvent, endProviderPlan, handleProviderEvent, renewProviderPlan } from './service';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The client's own settings (tests point `host`, `port` and `protocol` at a local fake of the API). */
  client?: Stripe.StripeConfig;
}

const currency = 'usd';

/** An expandable field's id (Stripe sends either the id or the object). */
const idOf = (field: string | { id: string } | null | undefined): string | null =>
  field == null ? null : typeof field === 'string' ? field : field.id;

/** The card's last four digits of a paid Checkout session, wherever the mode put its payment method. */
function cardLast4(session: Stripe.Checkout.Session): string | undefined {
  const fromMethod = (method: unknown) =>
    method && typeof method === 'object' && 'card' in method
      ? ((method as Stripe.PaymentMethod).card?.last4 ?? undefined)
      : undefined;
  const intent = session.payment_intent;
  const subscription = session.subscription;
  return (
    (intent && typeof intent === 'object' ? fromMethod(intent.payment_method) : undefined) ??
    (subscription && typeof subscription === 'object' ? fromMethod(subscription.default_payment_method) : undefined)
  );
}

/** The parts of an invoice a renewal needs (the subscription moved under `parent` in recent API versions). */
interface InvoiceView {
  billing_reason: string | null;
  amount_paid: number;
  amount_due: number;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  subscription?: string | { id: string } | null;
  lines: { data: Array<{ period: { start: number; end: number } }> };
}

export function stripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, options.client);
  const products = new Map<Tier, Promise<string>>();

  /** The product a tier's prices belong to, made once (its id is fixed, so a restart finds it). */
  function productOf(tier: Tier): Promise<string> {
    let product = products.get(tier);
    if (!product) {
      const id = `moonheart_${tier}`;
      product = stripe.products
        .retrieve(id)
        .then((found) => found.id)
        .catch(async (error: unknown) => {
          if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'resource_missing') throw error;
          return (await stripe.products.create({ id, name: `Moonheart ${tierTable[tier].name}` })).id;
        });
      // A failure is not kept: the next call asks again.
      product.catch(() => products.delete(tier));
      products.set(tier, product);
    }
    return product;
  }

  const monthlyPrice = async (tier: Tier) => ({
    currency,
    product: await productOf(tier),
    unit_amount: priceCents(tier),
    recurring: { interval: 'month' as const },
  });

  async function openCheckout({ session, email, plan, returnUrls }: CheckoutRequest): Promise<string> {
    const metadata = { sessionId: session.id };
    const customer = plan?.providerCustomerId ?? undefined;
    const common = {
      client_reference_id: session.id,
      metadata,
      success_url: returnUrls.paid,
      cancel_url: returnUrls.cancelled,
      ...(customer ? { customer } : email ? { customer_email: email } : {}),
    };
    let params: Stripe.Checkout.SessionCreateParams;
    if (session.kind === 'lifetime') {
      params = {
        ...common,
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency, product: await productOf(session.tier), unit_amount: session.amountCents },
          },
        ],
        payment_intent_data: { metadata },
      };
    } else {
      const recurring = { quantity: 1, price_data: await monthlyPrice(session.tier) };
      // An upgrade pays the rest of the current period now (one line) and renews at the new price
      // on the period's old date: the subscription's first period ends where the plan's does.
      const anchor =
        session.kind === 'upgrade' && session.periodEnd ? Math.floor(session.periodEnd.getTime() / 1000) : null;
      params = {
        ...common,
        mode: 'subscription',
        line_items:
          anchor && session.amountCents > 0
            ? [
                recurring,
                {
                  quantity: 1,
                  price_data: { currency, product: await productOf(session.tier), unit_amount: session.amountCents },
                },
              ]
            : [recurring],
        subscription_data: {
          metadata,
          ...(anchor ? { billing_cycle_anchor: anchor, proration_behavior: 'none' as const } : {}),
        },
      };
    }
    const created = await stripe.checkout.sessions.create(params, { idempotencyKey: session.id });
    if (!created.url) throw new Error(`Stripe Checkout session ${created.id} has no url`);
    return created.url;
  }

  /** The plan's subscription and its one item (the plan's price). */
  async function subscriptionItem(plan: SubscriptionRecord) {
    const id = plan.providerSubscriptionId as string;
    const subscription = await stripe.subscriptions.retrieve(id);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${id} has no item`);
    return { id, itemId: item.id };
  }

  /** The subscription renews at `tier`'s price, from its next period (nothing is prorated). */
  async function renewAt(plan: SubscriptionRecord, tier: PurchasableTier) {
    const { id, itemId } = await subscriptionItem(plan);
    await stripe.subscriptions.update(id, {
      items: [{ id: itemId, price_data: await monthlyPrice(tier) }],
      proration_behavior: 'none',
      cancel_at_period_end: false,
    });
  }

  async function onPaidCheckout(deps: Deps, eventId: string, object: Stripe.Checkout.Session): Promise<WebhookOutcome> {
    const sessionId = object.client_reference_id;
    if (!sessionId) return 'ignored';
    const full = await stripe.checkout.sessions.retrieve(object.id, {
      expand: ['payment_intent.payment_method', 'subscription.default_payment_method'],
    });
    const subscriptionId = idOf(full.subscription);
    const last4 = cardLast4(full);
    const event: ProviderEvent = {
      id: eventId,
      type: 'checkout.paid',
      sessionId,
      ...(last4 ? { last4 } : {}),
      ...(subscriptionId ? { subscription: { customerId: idOf(full.customer), subscriptionId } } : {}),
    };
    // The plan it replaced is read once, in the event's transaction, before the change.
    const { outcome, replaced: before } = await applyProviderEvent(deps, event);
    // The subscription an upgrade or a lifetime purchase replaced stops billing now: its period was
    // paid for, and the new purchase covers the rest of it.
    const replaced = before?.providerSubscriptionId;
    if (outcome === 'applied' && replaced && replaced !== subscriptionId) {
      try {
        await stripe.subscriptions.cancel(replaced, { prorate: false });
      } catch (error) {
        deps.logger.error('replaced Stripe subscription could not be cancelled', { replaced, error: String(error) });
      }
    }
    return outcome;
  }

  async function onInvoice(deps: Deps, event: Stripe.Event, status: 'paid' | 'failed'): Promise<WebhookOutcome> {
    const invoice = event.data.object as unknown as InvoiceView;
    // The first invoice is the checkout's (its own event confirms it); an upgrade's is a new checkout.
    if (invoice.billing_reason !== 'subscription_cycle') return 'ignored';
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? invoice.subscription);
    const period = invoice.lines.data[0]?.period;
    if (!subscriptionId || !period) return 'ignored';
    return renewProviderPlan(deps, {
      eventId: event.id,
      subscriptionId,
      status,
      periodStart: new Date(period.start * 1000),
      periodEnd: new Date(period.end * 1000),
      amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      last4: null,
    });
  }

  async function onRefund(deps: Deps, eventId: string, charge: Stripe.Charge): Promise<WebhookOutcome> {
    // Only a whole refund of a one-off payment (lifetime) names its checkout; a partial one is the
    // provider's business alone.
    if (!charge.refunded) return 'ignored';
    const intentId = idOf(charge.payment_intent);
    if (!intentId) return 'ignored';
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const sessionId = intent.metadata?.sessionId;
    if (!sessionId) return 'ignored';
    return handleProviderEvent(deps, { id: eventId, type: 'checkout.refunded', sessionId });
  }

  async function webhook(deps: Deps, body: string, headers: Headers): Promise<WebhookOutcome> {
    let event: Stripe.Event;
    try {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new Error('no signature');
      event = stripe.webhooks.constructEvent(body, signature, options.webhookSecret);
    } catch {
      throw new HttpError(400, { message: serverMessages.payments.badSignature });
    }
    switch (event.type) {
      case 'checkout.session.completed':
        // A payment method that settles later (a bank debit) sends its own success or failure.
        if (event.data.object.payment_status === 'unpaid') return 'ignored';
        return onPaidCheckout(deps, event.id, event.data.object);
      case 'checkout.session.async_payment_succeeded':
        return onPaidCheckout(deps, event.id, event.data.object);
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const sessionId = event.data.object.client_reference_id;
        if (!sessionId) return 'ignored';
        const type = event.type === 'checkout.session.expired' ? 'checkout.cancelled' : 'checkout.declined';
        return handleProviderEvent(deps, { id: event.id, type, sessionId });
      }
      case 'invoice.paid':
        return onInvoice(deps, event, 'paid');
      case 'invoice.payment_failed':
        return onInvoice(deps, event, 'failed');
      case 'customer.subscription.deleted':
        return endProviderPlan(deps, { eventId: event.id, subscriptionId: event.data.object.id });
      case 'charge.refunded':
        return onRefund(deps, event.id, event.data.object);
      default:
        return 'ignored';
    }
  }

  return {
    name: 'stripe',
    // Stripe's test keys move no money either: the shell says so.
    testMode: /^(sk|rk)_test_/.test(options.secretKey),
    openCheckout,
    subscriptions: {
      renewAt,
      async cancelAtPeriodEnd(plan) {
        await stripe.subscriptions.update(plan.providerSubscriptionId as string, { cancel_at_period_end: true });
      },
      resume: (plan) => renewAt(plan, plan.tier as PurchasableTier),
    },
    webhook,
  };
}

/** Stripe when both of its settings are present (else the test-mode provider stays). */
export function stripeProviderFrom(env: Record<string, string | undefined>): PaymentProvider | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  return secretKey && webhookSecret ? stripePaymentProvider({ secretKey, webhookSecret }) : null;
}
