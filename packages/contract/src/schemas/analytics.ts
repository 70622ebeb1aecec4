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

/** `POST /api/analytics/subscription-event` body (spec 3, 7). The reply is not shown and not read. */
export const AnalyticsEventSchema = v.object({
  eventType: v.picklist(analyticsEventTypes),
  uiElement: v.string(),
  sessionId: v.string(),
  metadata: v.optional(v.record(v.string(), v.unknown())),
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEventSchema>;
