import * as v from 'valibot';

/** Spec 7: the subscription analytics event types. */
export const analyticsEventTypes = [
  'view_upsell',
  'click_upgrade',
  'free_trial_ended',
  'subscription_started',
  'subscription_cancelled',
] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

/** An analytics event stays small: a label, a browser session and a little context. */
export const analyticsLimits = { uiElementMaxLength: 100, sessionIdMaxLength: 128, metadataMaxBytes: 2048 } as const;

const metadataBytes = (metadata: object) => new TextEncoder().encode(JSON.stringify(metadata)).length;

/** `POST /api/analytics/subscription-event` body (spec 3, 7). The reply is not shown and not read. */
export const AnalyticsEventSchema = v.object({
  eventType: v.picklist(analyticsEventTypes),
  uiElement: v.pipe(v.string(), v.maxLength(analyticsLimits.uiElementMaxLength)),
  sessionId: v.pipe(v.string(), v.maxLength(analyticsLimits.sessionIdMaxLength)),
  metadata: v.optional(
    v.pipe(
      // Named context, never a list (valibot's record would take an array and turn it into an object).
      v.custom<Record<string, unknown>>(
        (metadata) => typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata),
        'Metadata must be an object.',
      ),
      v.check(
        (metadata) => metadataBytes(metadata) <= analyticsLimits.metadataMaxBytes,
        `Metadata must be at most ${analyticsLimits.metadataMaxBytes} bytes.`,
      ),
    ),
  ),
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEventSchema>;
