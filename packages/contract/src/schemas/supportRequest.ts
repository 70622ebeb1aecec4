import * as v from 'valibot';
import { contractMessages } from '../messages';
import { hasControlCharacters, IdSchema, IsoTimeSchema } from './common';

// The help, request and contact forms (DECISIONS "Pages") and the admin inbox they feed. The rules
// here are the only copy: the forms check each field with them before sending, the server again.

const text = contractMessages.supportRequest;

/** Which form a request came from: `/help` (signed in), `/request` and `/contact` (anyone). */
export const supportRequestKinds = ['help', 'request', 'contact'] as const;
export type SupportRequestKind = (typeof supportRequestKinds)[number];

/** Where a request stands in the inbox: new, answered by an admin, or done with. */
export const supportRequestStatuses = ['open', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof supportRequestStatuses)[number];

/** Field lengths, in characters (after trimming). */
export const supportRequestLimits = {
  subject: { max: 120 },
  text: { min: 10, max: 5000 },
  name: { max: 100 },
  email: { max: 254 },
  reply: { max: 5000 },
} as const;

/** How many requests a page of the admin inbox holds. */
export const supportRequestPageSize = 20;

/** A line break or tab, which a one-line field (a name, a subject) does not take either. */
const lineBreakOrTab = /[\t\n\r]/;

/** A one-line text: trimmed, `nonEmpty` when required, at most `max`, no control characters. */
const lineOf = (max: number, required: string, tooLong: string) =>
  v.pipe(
    v.string(required),
    v.check(
      (value) => !hasControlCharacters(value) && !lineBreakOrTab.test(value),
      contractMessages.text.controlCharacters,
    ),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
  );

export const SupportRequestKindSchema = v.picklist(supportRequestKinds, text.kind);
export const SupportRequestStatusSchema = v.picklist(supportRequestStatuses, text.status);

export const SupportSubjectSchema = lineOf(
  supportRequestLimits.subject.max,
  text.subjectRequired,
  text.subjectTooLong(supportRequestLimits.subject.max),
);

export const SupportTextSchema = v.pipe(
  v.string(text.textRequired),
  v.check((value) => !hasControlCharacters(value), contractMessages.text.controlCharacters),
  v.trim(),
  v.nonEmpty(text.textRequired),
  v.minLength(supportRequestLimits.text.min, text.textTooShort(supportRequestLimits.text.min)),
  v.maxLength(supportRequestLimits.text.max, text.textTooLong(supportRequestLimits.text.max)),
);

export const SupportNameSchema = lineOf(
  supportRequestLimits.name.max,
  text.nameRequired,
  text.nameTooLong(supportRequestLimits.name.max),
);

export const SupportEmailSchema = v.pipe(
  lineOf(supportRequestLimits.email.max, text.emailRequired, text.emailInvalid),
  v.email(text.emailInvalid),
);

/**
 * `POST /api/requests` body. A signed-in sender is known by the account (name and e-mail are not
 * read); a visitor gives both. `conversationId` names one of the sender's own conversations.
 */
export const SupportRequestInputSchema = v.object({
  kind: SupportRequestKindSchema,
  subject: SupportSubjectSchema,
  text: SupportTextSchema,
  conversationId: v.nullish(
    v.pipe(v.number(text.conversation), v.integer(text.conversation), v.minValue(1, text.conversation)),
  ),
  name: v.optional(SupportNameSchema),
  email: v.optional(SupportEmailSchema),
});
export type SupportRequestInput = v.InferInput<typeof SupportRequestInputSchema>;

/** The fields of the forms, and the rule each is checked with. */
const fieldSchemas = {
  subject: SupportSubjectSchema,
  text: SupportTextSchema,
  name: SupportNameSchema,
  email: SupportEmailSchema,
} as const;
export type SupportRequestField = keyof typeof fieldSchemas;

/** What is wrong with a field's value (the server's words for it), or null when it is acceptable. */
export function supportRequestFieldError(field: SupportRequestField, value: string): string | null {
  const result = v.safeParse(fieldSchemas[field], value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** A request's reference as people quote it: `REQ-000042`. */
export function supportReferenceOf(id: number): string {
  return `REQ-${String(id).padStart(6, '0')}`;
}

/** The answer to a sent request: its reference, and what the form tells the sender. */
export const SupportRequestReceiptSchema = v.object({
  id: IdSchema,
  reference: v.string(),
  message: v.string(),
});
export type SupportRequestReceipt = v.InferOutput<typeof SupportRequestReceiptSchema>;

/** One request as the admin inbox lists it. */
export const SupportRequestSummarySchema = v.object({
  id: IdSchema,
  reference: v.string(),
  kind: SupportRequestKindSchema,
  status: SupportRequestStatusSchema,
  subject: v.string(),
  name: v.string(),
  /** Where replies go: the account's address or the one the visitor gave; null for an account without one. */
  email: v.nullable(v.string()),
  /** The sender's account, null for a visitor. */
  userId: v.nullable(IdSchema),
  username: v.nullable(v.string()),
  conversationId: v.nullable(IdSchema),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type SupportRequestSummary = v.InferOutput<typeof SupportRequestSummarySchema>;

export const SupportReplySchema = v.object({
  id: IdSchema,
  text: v.string(),
  /** The admin who wrote it (null once that account is gone). */
  author: v.nullable(v.string()),
  createdAt: IsoTimeSchema,
});
export type SupportReply = v.InferOutput<typeof SupportReplySchema>;

/** One request in full: its message, the conversation's title and the replies, oldest first. */
export const SupportRequestDetailSchema = v.object({
  ...SupportRequestSummarySchema.entries,
  text: v.string(),
  conversationTitle: v.nullable(v.string()),
  replies: v.array(SupportReplySchema),
});
export type SupportRequestDetail = v.InferOutput<typeof SupportRequestDetailSchema>;

/** `GET /api/admin/requests`: one page, newest first, with the total that matched the filters. */
export const SupportRequestPageSchema = v.object({
  requests: v.array(SupportRequestSummarySchema),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type SupportRequestPage = v.InferOutput<typeof SupportRequestPageSchema>;

/** The inbox's filters (`?kind=&status=&page=`); absent means all. */
export interface SupportRequestFilters {
  kind?: SupportRequestKind;
  status?: SupportRequestStatus;
  page?: number;
}

/** The query of `GET /api/admin/requests`, as the server reads it. */
export const SupportRequestFiltersSchema = v.object({
  kind: v.optional(SupportRequestKindSchema),
  status: v.optional(SupportRequestStatusSchema),
  page: v.optional(
    v.pipe(
      v.string(text.page),
      v.regex(/^[1-9]\d{0,5}$/, text.page),
      v.transform((value) => Number(value)),
    ),
    '1',
  ),
});

/** `POST /api/admin/requests/{id}/reply` body: what the requester is sent. */
export const SupportReplyInputSchema = v.object({
  text: v.pipe(
    v.string(text.replyRequired),
    v.check((value) => !hasControlCharacters(value), contractMessages.text.controlCharacters),
    v.trim(),
    v.nonEmpty(text.replyRequired),
    v.maxLength(supportRequestLimits.reply.max, text.replyTooLong(supportRequestLimits.reply.max)),
  ),
});
export type SupportReplyInput = v.InferInput<typeof SupportReplyInputSchema>;

/** `POST /api/admin/requests/{id}/close` body: the status to set (closed when none is given). */
export const SupportStatusInputSchema = v.optional(
  v.object({ status: v.optional(SupportRequestStatusSchema, 'closed') }),
  {
    status: 'closed',
  },
);
export type SupportStatusInput = v.InferInput<typeof SupportStatusInputSchema>;
