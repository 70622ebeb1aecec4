// The payment provider interface (DECISIONS "Payments") and its default, the test-mode provider.
import { randomUUID } from 'node:crypto';
import { cardDigits, passesLuhn, testCardOutcome, testCheckoutPath } from '@app/contract/billing';

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
}

/** What the checkout page's card step turns into. */
export type CardAttempt =
  | { kind: 'invalid'; reason: 'cardRule' | 'testCardsOnly' }
  | { kind: 'event'; event: ProviderEvent }
  /** The bank asks the payer to confirm (3-D Secure): the confirm step follows. */
  | { kind: 'requiresAction'; last4: string };

/**
 * A hosted checkout: the app creates a session, sends the payer to the provider's page, and the
 * provider's confirmation (an event) is what changes the plan.
 */
export interface PaymentProvider {
  readonly name: string;
  /** No real money moves (the test-mode provider). */
  readonly testMode: boolean;
  /** Where the payer goes to pay for a session. */
  checkoutUrl(sessionId: string): string;
  /** A card typed on the test checkout page. */
  attemptCard(sessionId: string, cardNumber: string): CardAttempt;
  /** The authentication step's answer. */
  confirmAuthentication(sessionId: string, approve: boolean, last4: string | null): ProviderEvent;
  /** The payer left the checkout page. */
  cancelCheckout(sessionId: string): ProviderEvent;
}

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
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  testMode: true,
  checkoutUrl: testCheckoutPath,
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
