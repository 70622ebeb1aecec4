import * as v from 'valibot';
import { contractMessages } from '../messages';
import { isUnlimitedTier, type TierName } from '../tiers';
import { CountSchema, IsoTimeSchema } from './common';
import { TierNameSchema } from './tier';

/** `subscription` of the status (spec 3). */
export const SubscriptionDetailsSchema = v.object({
  tier: TierNameSchema,
  startDate: v.nullish(IsoTimeSchema),
  endDate: v.nullish(IsoTimeSchema),
  voiceAccessEnabled: v.optional(v.boolean()),
  subscriptionRequired: v.optional(v.boolean()),
  /** A downgrade or cancellation waiting for `endDate` (DECISIONS "Payments"). */
  pendingChange: v.nullish(
    v.object({ kind: v.picklist(['downgrade', 'cancel']), tier: TierNameSchema, effectiveAt: IsoTimeSchema }),
  ),
});
export type SubscriptionDetails = v.InferOutput<typeof SubscriptionDetailsSchema>;

/** `usage` of the status (spec 3). */
export const StatusUsageSchema = v.object({
  promptsUsed: CountSchema,
  promptLimit: CountSchema,
  hasAvailablePrompts: v.boolean(),
});
export type StatusUsage = v.InferOutput<typeof StatusUsageSchema>;

const StatusWireSchema = v.object({
  subscription: v.optional(SubscriptionDetailsSchema),
  usage: v.optional(StatusUsageSchema),
  // The transactions' fields are not shown (spec 3): kept as sent (the server's are
  // `@app/contract/billing`'s TransactionSchema).
  recentTransactions: v.optional(v.array(v.unknown())),
  currentTier: v.optional(TierNameSchema),
  promptsUsed: v.optional(CountSchema),
  promptLimit: v.optional(CountSchema),
  limitExceeded: v.optional(v.boolean()),
  promptsRemaining: v.optional(CountSchema),
  totalPrompts: v.optional(CountSchema),
  subscriptionActive: v.optional(v.boolean()),
  message: v.optional(v.string()),
});

/** The status as the client reads it: the flat fields are always there. */
export interface SubscriptionStatus {
  currentTier: TierName;
  promptsUsed: number;
  promptLimit: number;
  promptsRemaining: number;
  limitExceeded: boolean;
  subscriptionActive: boolean;
  totalPrompts?: number;
  message?: string;
  subscription?: SubscriptionDetails;
  usage?: StatusUsage;
  recentTransactions: unknown[];
}

/**
 * `GET /api/subscriptions/status` (spec 3). The screens read the same facts from the flat fields
 * or from the nested `subscription` and `usage`; either is accepted and the output always has the
 * flat ones. Missing derived fields are computed: `limitExceeded` from `usage.hasAvailablePrompts`
 * or from the counts (never for unlimited tiers), `promptsRemaining` from the counts,
 * `subscriptionActive` from the tier (anything but free).
 */
export const SubscriptionStatusSchema = v.pipe(
  StatusWireSchema,
  v.rawTransform(({ dataset, addIssue, NEVER }): SubscriptionStatus => {
    const wire = dataset.value;
    const missing = (key: string, alternative: string) =>
      addIssue({
        message: `${key} (or ${alternative}) is required`,
        path: [{ type: 'object', origin: 'value', input: wire, key, value: undefined }],
      });
    const currentTier = wire.currentTier ?? wire.subscription?.tier;
    const promptsUsed = wire.promptsUsed ?? wire.usage?.promptsUsed;
    const promptLimit = wire.promptLimit ?? wire.usage?.promptLimit;
    if (currentTier === undefined) missing('currentTier', 'subscription.tier');
    if (promptsUsed === undefined) missing('promptsUsed', 'usage.promptsUsed');
    if (promptLimit === undefined) missing('promptLimit', 'usage.promptLimit');
    if (currentTier === undefined || promptsUsed === undefined || promptLimit === undefined) return NEVER;

    const limitExceeded =
      wire.limitExceeded ??
      (wire.usage ? !wire.usage.hasAvailablePrompts : !isUnlimitedTier(currentTier) && promptsUsed >= promptLimit);
    const status: SubscriptionStatus = {
      currentTier,
      promptsUsed,
      promptLimit,
      promptsRemaining: wire.promptsRemaining ?? Math.max(0, promptLimit - promptsUsed),
      limitExceeded,
      subscriptionActive: wire.subscriptionActive ?? currentTier !== 'free',
      recentTransactions: wire.recentTransactions ?? [],
    };
    if (wire.totalPrompts !== undefined) status.totalPrompts = wire.totalPrompts;
    if (wire.message !== undefined) status.message = wire.message;
    if (wire.subscription) status.subscription = wire.subscription;
    if (wire.usage) status.usage = wire.usage;
    return status;
  }),
);
export type SubscriptionStatusInput = v.InferInput<typeof SubscriptionStatusSchema>;

/**
 * Spec 4, status fallback (the tier per the lead's brief: free, the tier whose one prompt the
 * fallback describes): limit exceeded, 1 prompt, inactive, with the subscription-required message.
 */
export const subscriptionStatusFallback: Readonly<SubscriptionStatus> = Object.freeze({
  currentTier: 'free',
  promptsUsed: 1,
  promptLimit: 1,
  promptsRemaining: 0,
  totalPrompts: 1,
  limitExceeded: true,
  subscriptionActive: false,
  message: contractMessages.subscription.required,
  recentTransactions: [],
});

/** The client's view of the usage limit (spec 3). */
export interface UsageLimit {
  limitExceeded: boolean;
  currentTier: TierName;
  promptsRemaining: number;
}

/**
 * `POST /api/subscriptions/record-usage`: the reply is not shown in the spec; whatever object the
 * server sends is kept (its `message` is read on failure).
 */
export const RecordUsageReplySchema = v.nullable(v.looseObject({ message: v.optional(v.string()) }));
export type RecordUsageReply = v.InferOutput<typeof RecordUsageReplySchema>;
