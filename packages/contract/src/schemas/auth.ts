import * as v from 'valibot';
import { normaliseRole } from '../roles';
import type { TierName } from '../tiers';
import { IdSchema, TextSchema } from './common';
import { TierNameSchema } from './tier';

/** A role field: known roles kept, the generic role (and any other name) read as `client`. */
export const RoleSchema = v.pipe(
  v.string(),
  v.transform((name) => normaliseRole(name)),
);

/** Spec 3 `User`. A missing tier reads as `free` (spec 3: the badge's default label is Free). */
export const UserSchema = v.object({
  id: IdSchema,
  username: v.pipe(v.string(), v.nonEmpty()),
  role: RoleSchema,
  subscriptionTier: v.pipe(
    v.nullish(TierNameSchema, null),
    v.transform((tier): TierName => tier || 'free'),
  ),
  email: v.nullish(v.string()),
  /** Whether the account's address was confirmed through its mailed link (older servers leave it out). */
  emailVerified: v.optional(v.boolean()),
});
export type User = v.InferOutput<typeof UserSchema>;
export type UserInput = v.InferInput<typeof UserSchema>;

/** `GET /api/user`: the user, or `null` when the read answered 401 (spec 7). */
export const CurrentUserSchema = v.nullable(UserSchema);

/** `POST /api/login` body (DECISIONS "Running it": a username or an e-mail address in `username`). */
export const LoginInputSchema = v.object({
  username: TextSchema,
  password: v.pipe(v.string(), v.nonEmpty()),
});
export type LoginInput = v.InferOutput<typeof LoginInputSchema>;

/**
 * `POST /api/auth/register` body. The spec does not show the fields; these are the ones the
 * registration screen asks for (package README, "Decisions").
 */
const EmailSchema = v.pipe(v.string(), v.trim(), v.email());

/** Whether a text is an e-mail address that registration accepts: the form checks as the server does. */
export const isEmailAddress = (value: string): boolean => v.is(EmailSchema, value);

export const RegisterInputSchema = v.object({
  username: TextSchema,
  email: EmailSchema,
  password: v.pipe(v.string(), v.nonEmpty()),
  /**
   * A referrer's code (`/register?ref=CODE`, `@app/contract/affiliates`). Optional; an unknown or
   * malformed code is ignored by the server, never a reason to refuse the sign-up.
   */
  ref: v.optional(v.string()),
});
export type RegisterInput = v.InferOutput<typeof RegisterInputSchema>;

/** One field error of a failed registration: a text, or `{ message, field? }`. */
const FieldErrorSchema = v.union([
  v.pipe(
    v.string(),
    v.transform((message) => ({ message })),
  ),
  v.object({ message: v.string(), field: v.optional(v.string()) }),
]);
export type FieldError = { message: string; field?: string };

/** The error body of `POST /api/login` and `POST /api/auth/register` (spec 7): `{ message, errors? }`. */
export const AuthErrorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.array(FieldErrorSchema), () => []),
});
export type AuthErrorBody = v.InferOutput<typeof AuthErrorBodySchema>;

/** How long a password (new or changed) may be: the server refuses others, the forms say so first. */
export const passwordLength = { min: 8, max: 128 } as const;

/** Whether a new password is of an acceptable length. */
export const isAcceptablePassword = (password: string): boolean =>
  password.length >= passwordLength.min && password.length <= passwordLength.max;

/** How long an e-mailed password reset link works, in minutes (DECISIONS "Pages": 30). */
export const passwordResetLinkMinutes = 30;

/** `POST /api/password-reset/request` body: the address the account uses. */
export const PasswordResetRequestSchema = v.object({ email: EmailSchema });
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequestSchema>;

/** `POST /api/password-reset/confirm` body: the link's token and the new password. */
export const PasswordResetConfirmSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  password: v.string(),
});
export type PasswordResetConfirm = v.InferOutput<typeof PasswordResetConfirmSchema>;

/** The answer of both password reset calls: what the page tells the user. */
export const PasswordResetReplySchema = v.object({ message: v.string() });
