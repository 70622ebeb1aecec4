import * as v from 'valibot';
import { contractMessages } from '../messages';
import { CountSchema, IdSchema, IsoTimeSchema } from './common';

const text = contractMessages.account;

/** How long an e-mailed verification link works, in hours (DECISIONS "Pages": e-mail verification). */
export const emailVerificationLinkHours = 24;

/** `POST /api/email-verification/confirm` body: the mailed link's token. */
// A missing field reads as empty, so its error is the field's own words, not valibot's "Invalid key".
export const EmailVerificationConfirmSchema = v.object({
  token: v.optional(v.pipe(v.string(text.token), v.nonEmpty(text.token), v.maxLength(200, text.token)), ''),
});
export type EmailVerificationConfirm = v.InferOutput<typeof EmailVerificationConfirmSchema>;

/** What a call tells the person: the answer of the account calls that change something. */
export const AccountMessageReplySchema = v.object({ message: v.string() });
export type AccountMessageReply = v.InferOutput<typeof AccountMessageReplySchema>;

/** `POST /api/email-verification/confirm`: the verified address. */
export const EmailVerifiedReplySchema = v.object({ message: v.string(), email: v.string() });
export type EmailVerifiedReply = v.InferOutput<typeof EmailVerifiedReplySchema>;

/** `GET /api/user/account`: the account as its settings page shows it. */
export const AccountSchema = v.object({
  username: v.string(),
  email: v.nullable(v.string()),
  emailVerified: v.boolean(),
  /** A new address waiting for its link to be followed; the current one stays until then. */
  pendingEmail: v.nullable(v.string()),
  createdAt: IsoTimeSchema,
});
export type Account = v.InferOutput<typeof AccountSchema>;

const CurrentPasswordSchema = v.optional(v.pipe(v.string(text.currentPassword), v.nonEmpty(text.currentPassword)), '');

/** `POST /api/user/email` body: the new address, and the current password to prove it is the owner. */
export const ChangeEmailInputSchema = v.object({
  email: v.optional(v.pipe(v.string(text.email), v.trim(), v.maxLength(254, text.email), v.email(text.email)), ''),
  password: CurrentPasswordSchema,
});
export type ChangeEmailInput = v.InferOutput<typeof ChangeEmailInputSchema>;

/** `POST /api/user/email`: what to tell, and the address now waiting for its link. */
export const ChangeEmailReplySchema = v.object({ message: v.string(), pendingEmail: v.string() });
export type ChangeEmailReply = v.InferOutput<typeof ChangeEmailReplySchema>;

/**
 * `POST /api/user/password` body. The new password's length (`passwordLength`) is checked by the
 * server and the form alike with `isAcceptablePassword`, so the error names `newPassword`.
 */
export const ChangePasswordInputSchema = v.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: v.optional(v.string(text.newPassword), ''),
});
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInputSchema>;

/** `DELETE /api/user/account` body: the password, to confirm. */
export const DeleteAccountInputSchema = v.object({ password: CurrentPasswordSchema });
export type DeleteAccountInput = v.InferOutput<typeof DeleteAccountInputSchema>;

/** One signed-in session of the account (a browser or device), as `GET /api/user/sessions` lists it. */
export const AccountSessionSchema = v.object({
  id: IdSchema,
  createdAt: IsoTimeSchema,
  lastSeenAt: IsoTimeSchema,
  /** The session this request came with: this device. */
  current: v.boolean(),
});
export type AccountSession = v.InferOutput<typeof AccountSessionSchema>;
export const AccountSessionListSchema = v.array(AccountSessionSchema);

/** `POST /api/user/sessions/sign-out-others`: what to tell, and how many sessions ended. */
export const SignOutOthersReplySchema = v.object({ message: v.string(), signedOut: CountSchema });
export type SignOutOthersReply = v.InferOutput<typeof SignOutOthersReplySchema>;

/** The name of the file "Download my data" saves (the server's attachment and the page's link agree). */
export function accountExportFileName(username: string, at: Date): string {
  const safe = username.replace(/[^A-Za-z0-9_.-]/g, '-');
  return `moonheart-data-${safe}-${at.toISOString().slice(0, 10)}.json`;
}
