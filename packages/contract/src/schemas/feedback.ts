import * as v from 'valibot';
import { TextSchema } from './common';

export const feedbackValues = ['positive', 'negative'] as const;
export type FeedbackValue = (typeof feedbackValues)[number];

/** `POST /api/feedback` body (spec 3, 7). */
export const FeedbackInputSchema = v.object({
  contentType: TextSchema,
  contentId: v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.integer())]),
  feedback: v.picklist(feedbackValues),
  content: v.string(),
});
export type FeedbackInput = v.InferOutput<typeof FeedbackInputSchema>;

/** `POST /api/feedback` reply: its success flag is read (spec 7). */
export const FeedbackReplySchema = v.object({ success: v.boolean(), message: v.optional(v.string()) });
export type FeedbackReply = v.InferOutput<typeof FeedbackReplySchema>;
