// The payment provider interface (DECISIONS "Payments") and its default, the test-mode provider.
import { randomUUID } from 'node:crypto';
import type { PurchasableTier } from '@app/contract/billing';
import { cardDigits, passesLuhn, testCardOutcome, testCheckoutPath } from '@app/contract/billing';
import type { Deps } from '../../context';
import type { SessionRecord, SubscriptionRecord } from './repository';

/**
 * A provider's confirmation, as a webhook would deliver it. Each has its own id: the same event
 * delivered twice (a replay) is applied once.
 */
export interface ProviderEvent {
  id: string;
  type:
    | 'checkout.paid'
    | 'checkout.declined'
    | 'checkout.authentication_failed'
    | 'checkout.cancelled'
    /** A paid checkout's money was given back (it reverses an affiliate's commission on it). */
    | 'checkout.refunded';
  sessionId: string;
  /** The card's last four digits (paid, declined, failed). */
  last4?: string;
  /** A paid checkout that started a subscription the provider bills from now on. */
  subscription?: { customerId: string | null; subscriptionId: string };
}

/** What the checkout page's card step turns into. */
export type CardAttempt =
  | { kind: 'invalid'; reason: 'cardRule' | 'testCardsOnly' }
  | { kind: 'event'; event: ProviderEvent }
  /** The bank asks the payer to confirm (3-D Secure): the confirm step follows. */
  | { kind: 'requiresAction'; last4: string };

/** What a provider's checkout is opened for. */
export interface CheckoutRequest {
  session: SessionRecord;
  /** The payer's address (the provider's receipts go there). */
  email: string;
  /** The plan in force, if any: an upgrade replaces it. */
  plan: SubscriptionRecord | null;
  /** Absolute addresses the provider's page sends the payer back to. */
  returnUrls: { paid: string; cancelled: string };
}

/** The steps of the test checkout page (a page of the shell). */
export interface TestCheckout {
  /** A card typed on the test checkout page. */
  attemptCard(sessionId: string, cardNumber: string): CardAttempt;
  /** The authentication step's answer. */
  confirmAuthentication(sessionId: string, approve: boolean, last4: string | null): ProviderEvent;
  /** The payer left the checkout page. */
  cancelCheckout(sessionId: string): ProviderEvent;
}

/**
 * A provider that bills plans itself (renewals each period, the price of the next ones, the end):
 * the app asks it for a change and keeps its own record in step; the provider's events confirm.
 */
export interface ProviderSubscriptions {
  /** From the next renewal on, the plan renews at `tier` (a downgrade; the tier in force stays). */
  renewAt(plan: SubscriptionRecord, tier: PurchasableTier): Promise<void>;
  /** The plan ends at its period's end instead of renewing. */
  cancelAtPeriodEnd(plan: SubscriptionRecord): Promise<void>;
  /** A pending downgrade or cancellation taken back: it renews at its own tier. */
  resume(plan: SubscriptionRecord): Promise<void>;
}

/**
 * A hosted checkout: the app creates a session, sends the payer to the provider's page, and the
 * provider's confirmation (an event) is what changes the plan.
 */
export interface PaymentProvider {
  readonly name: string;
  /** No real money moves (the test-mode provider). */
  readonly testMode: boolean;
  /** Opens the provider's page for a new session: answers where the payer goes. */
  openCheckout(request: CheckoutRequest): Promise<string>;
  /** The test checkout page's steps; absent when the provider has its own page. */
  readonly testCheckout?: TestCheckout;
  /** Present when the provider bills plans itself; absent, the app renews them (the renewal job). */
  readonly subscriptions?: ProviderSubscriptions;
  /**
   * The provider's signed notifications (its webhook): verified, then applied through the service.
   * Absent when events come from the test checkout page itself.
   */
  readonly webhook?: (deps: Deps, body: string, headers: Headers) => Promise<WebhookOutcome>;
}

/** What became of a webhook delivery. */
export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

const event = (type: ProviderEvent['type'], sessionId: string, last4?: string | null): ProviderEvent => ({
  id: `evt_test_${randomUUID()}`,
  type,
  sessionId,
  ...(last4 ? { last4 } : {}),
});

/**
 * The test-mode provider: its checkout page is a page of the shell (`/checkout/test/{id}`, marked
 * "Test mode: no real charge"); it takes the well-known test cards: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication first.
 */
const testCheckout: TestCheckout = {
  attemptCard(sessionId, cardNumber) {
    const digits = cardDigits(cardNumber);
    if (!passesLuhn(digits)) return { kind: 'invalid', reason: 'cardRule' };
    const outcome = testCardOutcome(digits);
    if (!outcome) return { kind: 'invalid', reason: 'testCardsOnly' };
    const last4 = digits.slice(-4);
    if (outcome === 'authentication') return { kind: 'requiresAction', last4 };
    return {
      kind: 'event',
      event: event(outcome === 'succeeds' ? 'checkout.paid' : 'checkout.declined', sessionId, last4),
    };
  },
  confirmAuthentication(sessionId, approve, last4) {
    return event(approve ? 'checkout.paid' : 'checkout.authentication_failed', sessionId, last4);
  },
  cancelCheckout(sessionId) {
    return event('checkout.cancelled', sessionId);
  },
};

export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  testMode: true,
  openCheckout: async ({ session }) => testCheckoutPath(session.id),
  testCheckout,
};
