// Plans, checkout and billing (DECISIONS "Payments"): the shapes of the calls, the rules both ends
// share (which tier a plan change is, what an upgrade costs, the test cards), and the query and
// mutation factories. An entry point of its own (`@app/contract/billing`): only the billing pages,
// the server and the mocks read it, so the shell's entry never carries it.
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseReply } from './parse';
import { queryKeys } from './queries';
import { type ApiClient, defaultApiClient } from './request';
import { IsoTimeSchema } from './schemas/common';
import { type Tier, tiers, tierTable } from './tiers';

/** The tiers one can buy: every paid tier (plus is legacy but still kept by those who have it). */
export const purchasableTiers = ['core', 'plus', 'advanced', 'elite'] as const satisfies readonly Tier[];
export type PurchasableTier = (typeof purchasableTiers)[number];

/** A tier's rank in the one table: a higher rank is an upgrade (free < core < plus < advanced < elite). */
export const tierRank = (tier: Tier): number => tiers.indexOf(tier);

/** A tier's price in cents, from the one tier table. */
export const priceCents = (tier: Tier): number => Math.round(tierTable[tier].price * 100);

/** One billing period of a monthly plan: a calendar month (the 31st ends on the month's last day). */
export function addBillingPeriod(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** What a purchase is, seen from the plan one has. */
export type PurchaseKind = 'new' | 'upgrade' | 'lifetime';

export interface CurrentPlan {
  tier: Tier;
  /** The paid period's start and end (monthly plans only). */
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

/**
 * What buying `tier` costs now (cents) and what kind of purchase it is. A new monthly plan costs
 * a full period. An upgrade from a running monthly plan costs the price difference for the rest of
 * the period (the period's end stays); elite is one lifetime payment at its full price.
 */
export function checkoutPrice(
  current: CurrentPlan,
  tier: PurchasableTier,
  now: Date,
): {
  amountCents: number;
  kind: PurchaseKind;
} {
  if (tierTable[tier].billing === 'lifetime') return { amountCents: priceCents(tier), kind: 'lifetime' };
  const { periodStart, periodEnd } = current;
  if (current.tier === 'free' || !periodStart || !periodEnd || periodEnd.getTime() <= now.getTime()) {
    return { amountCents: priceCents(tier), kind: 'new' };
  }
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.max(0, periodEnd.getTime() - now.getTime());
  const difference = Math.max(0, priceCents(tier) - priceCents(current.tier));
  return { amountCents: Math.round((difference * left) / total), kind: 'upgrade' };
}

/** How a chosen tier relates to the current one. */
export type PlanMove = 'same' | 'upgrade' | 'downgrade' | 'cancel';

/** Upgrades go through checkout and apply at once; downgrades and cancellations at the period's end. */
export function planMove(current: Tier, target: Tier): PlanMove {
  if (current === target) return 'same';
  if (target === 'free') return 'cancel';
  return tierRank(target) > tierRank(current) ? 'upgrade' : 'downgrade';
}

/** The well-known test cards of the test-mode provider (DECISIONS "Payments"). */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
} as const;
export type TestCardOutcome = keyof typeof testCards;

/** A card number as typed, without spaces and dashes. */
export const cardDigits = (input: string): string => input.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The outcome a test card asks for, or null for a number that is none of them. */
export function testCardOutcome(input: string): TestCardOutcome | null {
  const digits = cardDigits(input);
  const found = (Object.keys(testCards) as TestCardOutcome[]).find((outcome) => testCards[outcome] === digits);
  return found ?? null;
}

/** Why people leave (the `/cancel-feedback` list); the words are the page's. */
export const cancellationReasons = [
  'too_expensive',
  'not_using',
  'missing_features',
  'technical_issues',
  'found_alternative',
  'other',
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export const cancellationDetailsMaxLength = 2000;

const PurchasableTierSchema = v.picklist(purchasableTiers);
const TierSchema = v.picklist(tiers);

/** A payment, as the status call's `recentTransactions` and `/billing` list it. */
export const TransactionSchema = v.object({
  id: v.number(),
  date: IsoTimeSchema,
  tier: TierSchema,
  /** Cents, in `currency`. */
  amount: v.number(),
  currency: v.literal('USD'),
  status: v.picklist(['paid', 'declined', 'failed', 'refunded']),
  kind: v.picklist(['new', 'upgrade', 'lifetime', 'renewal']),
  /** The card's last four digits (from the provider). */
  last4: v.nullable(v.string()),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/** A downgrade or cancellation waiting for the end of the period. */
export const PendingChangeSchema = v.object({
  kind: v.picklist(['downgrade', 'cancel']),
  tier: TierSchema,
  effectiveAt: IsoTimeSchema,
});
export type PendingChange = v.InferOutput<typeof PendingChangeSchema>;

/** `GET /api/billing`: the plan, its period, what changes at its end, the card and the payments. */
export const BillingOverviewSchema = v.object({
  tier: TierSchema,
  billing: v.picklist(['none', 'monthly', 'lifetime']),
  /** Whether this account can buy a plan (clients only). */
  canPurchase: v.boolean(),
  startDate: v.nullable(IsoTimeSchema),
  /** The end of the paid period (monthly plans): the next renewal, or when a pending change applies. */
  currentPeriodEnd: v.nullable(IsoTimeSchema),
  pendingChange: v.nullable(PendingChangeSchema),
  paymentMethod: v.nullable(v.object({ last4: v.string() })),
  transactions: v.array(TransactionSchema),
  /** The provider takes no real money (the default test-mode provider). */
  testMode: v.boolean(),
});
export type BillingOverview = v.InferOutput<typeof BillingOverviewSchema>;

export const CheckoutInputSchema = v.object({ tier: PurchasableTierSchema });
export type CheckoutInput = v.InferOutput<typeof CheckoutInputSchema>;

/** A checkout session: what is bought, for how much, and where it stands. */
export const CheckoutSessionSchema = v.object({
  id: v.string(),
  tier: PurchasableTierSchema,
  fromTier: TierSchema,
  kind: v.picklist(['new', 'upgrade', 'lifetime']),
  amount: v.number(),
  currency: v.literal('USD'),
  status: v.picklist(['open', 'requires_action', 'paid', 'cancelled']),
  /** The period's end an upgrade keeps (prorated), or a new plan's first renewal. */
  periodEnd: v.nullable(IsoTimeSchema),
  /** The last attempt's failure: declined, or authentication failed. */
  lastError: v.nullable(v.picklist(['declined', 'authentication_failed'])),
  testMode: v.boolean(),
  /** Where the hosted checkout page is (`POST /api/billing/checkout` sends the user there). */
  url: v.string(),
});
export type CheckoutSession = v.InferOutput<typeof CheckoutSessionSchema>;

export const CardInputSchema = v.object({ cardNumber: v.pipe(v.string(), v.maxLength(40)) });
export const ConfirmInputSchema = v.object({ approve: v.boolean() });

/** A payment attempt's reply: the session as it stands, and where to go when it is over. */
export const PaymentReplySchema = v.object({
  session: CheckoutSessionSchema,
  /** Set when the checkout is over (paid or cancelled): the app's page to go back to. */
  redirectTo: v.nullable(v.string()),
  message: v.nullable(v.string()),
});
export type PaymentReply = v.InferOutput<typeof PaymentReplySchema>;

/** A downgrade's tier (cancelling, to free, goes through the cancellation with its feedback). */
export const PlanChangeInputSchema = v.object({ tier: PurchasableTierSchema });
export const CancelInputSchema = v.object({
  reason: v.picklist(cancellationReasons),
  details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(cancellationDetailsMaxLength)), ''),
});
export type CancelInput = v.InferInput<typeof CancelInputSchema>;

/** The billing calls. */
export const billingPaths = {
  overview: '/api/billing',
  checkout: '/api/billing/checkout',
  session: (id: string) => `/api/billing/checkout/${encodeURIComponent(id)}`,
  pay: (id: string) => `/api/billing/checkout/${encodeURIComponent(id)}/pay`,
  confirm: (id: string) => `/api/billing/checkout/${encodeURIComponent(id)}/confirm`,
  abandon: (id: string) => `/api/billing/checkout/${encodeURIComponent(id)}/cancel`,
  change: '/api/billing/change',
  cancel: '/api/billing/cancel',
  resume: '/api/billing/resume',
} as const;

/** The test-mode provider's hosted checkout page, a page of the shell. */
export const testCheckoutPath = (id: string) => `/checkout/test/${encodeURIComponent(id)}`;

/** Keys under 'subscription': logout's rule (spec 7, logout.ts) removes them with the user's other data. */
export const billingKeys = {
  overview: ['subscription', billingPaths.overview] as const,
  session: (id: string) => ['subscription', billingPaths.checkout, id] as const,
};

/** `GET /api/billing`. */
export function billingQueryOptions(api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: billingKeys.overview,
    queryFn: async ({ signal }) =>
      parseReply(BillingOverviewSchema, 'GET /api/billing', await api.read(billingPaths.overview, { signal })),
  });
}

/** `GET /api/billing/checkout/{id}`: one's own checkout session (another's is a 404). */
export function checkoutSessionQueryOptions(id: string, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: billingKeys.session(id),
    queryFn: async ({ signal }) =>
      parseReply(
        CheckoutSessionSchema,
        'GET /api/billing/checkout',
        await api.read(billingPaths.session(id), { signal }),
      ),
  });
}

/** After a plan changes: the billing page, the status and the user (their tier) are read again. */
function refreshPlan(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: billingKeys.overview }),
    client.invalidateQueries({ queryKey: queryKeys.subscriptionStatus }),
    client.invalidateQueries({ queryKey: queryKeys.user }),
  ]);
}

/** `POST /api/billing/checkout`: starts a checkout for a tier; answers the session and its page. */
export function startCheckoutMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: [billingPaths.checkout, 'start'],
    mutationFn: async (input: CheckoutInput) =>
      parseReply(
        CheckoutSessionSchema,
        'POST /api/billing/checkout',
        await api.request('POST', billingPaths.checkout, { body: input }),
      ),
  });
}

type PaymentStep = { id: string } & (
  | { step: 'pay'; cardNumber: string }
  | { step: 'confirm'; approve: boolean }
  | { step: 'cancel' }
);

/** The hosted checkout's steps: pay with a card, confirm an authentication, or leave. */
export function checkoutStepMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: [billingPaths.checkout, 'step'],
    mutationFn: async (input: PaymentStep) => {
      const path =
        input.step === 'pay'
          ? billingPaths.pay(input.id)
          : input.step === 'confirm'
            ? billingPaths.confirm(input.id)
            : billingPaths.abandon(input.id);
      const body =
        input.step === 'pay'
          ? { cardNumber: input.cardNumber }
          : input.step === 'confirm'
            ? { approve: input.approve }
            : {};
      return parseReply(
        PaymentReplySchema,
        `POST ${billingPaths.checkout}/${input.step}`,
        await api.request('POST', path, { body }),
      );
    },
    onSuccess: async (reply, input, _result, { client }) => {
      client.setQueryData(billingKeys.session(input.id), reply.session);
      if (reply.session.status === 'paid') await refreshPlan(client);
    },
  });
}

/** `POST /api/billing/change`: a downgrade, applied at the period's end. */
export function changePlanMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: [billingPaths.change],
    mutationFn: async (input: { tier: PurchasableTier }) =>
      parseReply(
        BillingOverviewSchema,
        'POST /api/billing/change',
        await api.request('POST', billingPaths.change, { body: input }),
      ),
    onSuccess: (overview, _input, _result, { client }) => {
      client.setQueryData(billingKeys.overview, overview);
      return refreshPlan(client);
    },
  });
}

/** `POST /api/billing/cancel`: with the reason; the plan ends at the period's end. */
export function cancelPlanMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: [billingPaths.cancel],
    mutationFn: async (input: CancelInput) =>
      parseReply(
        BillingOverviewSchema,
        'POST /api/billing/cancel',
        await api.request('POST', billingPaths.cancel, { body: input }),
      ),
    onSuccess: (overview, _input, _result, { client }) => {
      client.setQueryData(billingKeys.overview, overview);
      return refreshPlan(client);
    },
  });
}

/** `POST /api/billing/resume`: takes back a pending downgrade or cancellation. */
export function resumePlanMutationOptions(api: ApiClient = defaultApiClient) {
  return mutationOptions({
    mutationKey: [billingPaths.resume],
    mutationFn: async () =>
      parseReply(
        BillingOverviewSchema,
        'POST /api/billing/resume',
        await api.request('POST', billingPaths.resume, { body: {} }),
      ),
    onSuccess: (overview, _input, _result, { client }) => {
      client.setQueryData(billingKeys.overview, overview);
      return refreshPlan(client);
    },
  });
}
