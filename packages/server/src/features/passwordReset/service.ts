import { passwordResetLinkMinutes } from '@app/contract';
import { hashPassword } from '../../auth/password';
import { hashToken, newSessionToken } from '../../auth/tokens';
import type { Deps } from '../../context';
import type { Queryable } from '../../db/storage';
import { serverMessages } from '../../messages';

const text = serverMessages.passwordReset;

/** The reset page's path; the link carries the token in its query. */
export const resetPagePath = '/reset-password';

/**
 * Sends a reset link to the account using `email`, if there is one. The caller answers the same
 * either way; this runs after the answer, so its time tells nothing either.
 */
export async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const [user] = await deps.storage.query<{ id: number; username: string; email: string }>(
    'SELECT id, username, email FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  if (!user) return;
  const link = await issuePasswordLink(deps, deps.storage, user.id, passwordResetLinkMinutes);
  await deps.mailer.send({
    to: user.email,
    subject: text.mailSubject,
    text: text.mailBody(user.username, link, passwordResetLinkMinutes),
  });
}

/**
 * A one-time link to the reset page that sets the account's password, valid `minutes` (stored as
 * the token's hash). Reset links and invitations (a Skool member's new account) share it.
 */
export async function issuePasswordLink(deps: Deps, db: Queryable, userId: number, minutes: number): Promise<string> {
  const token = newSessionToken();
  await db.query('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    userId,
    new Date(deps.now().getTime() + minutes * 60_000),
  ]);
  const link = new URL(resetPagePath, deps.publicUrl());
  link.searchParams.set('token', token);
  return link.href;
}

export type ResetOutcome = 'reset' | 'invalidLink';

/**
 * Sets a new password with a link's token: once, before it expires. Every session of the account
 * ends and every other link it was sent stops working.
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<ResetOutcome> {
  // A made-up token costs a lookup, not a password hash.
  const usable = await deps.storage.query(
    'SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [hashToken(token), deps.now()],
  );
  if (usable.length === 0) return 'invalidLink';
  const passwordHash = await hashPassword(password, deps.passwordCost);
  return deps.storage.transaction(async (tx) => {
    const [link] = await tx.query<{ user_id: number; purpose: string }>(
      `UPDATE password_reset_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id, purpose`,
      [hashToken(token), deps.now()],
    );
    if (!link) return 'invalidLink';
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [link.user_id, passwordHash]);
    // An invitation went to the address the admin gave: following it proves the person reads it.
    if (link.purpose === 'invitation') {
      await tx.query('UPDATE users SET email_verified_at = $2 WHERE id = $1 AND email_verified_at IS NULL', [
        link.user_id,
        deps.now(),
      ]);
    }
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [link.user_id]);
    await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      link.user_id,
      deps.now(),
    ]);
    return 'reset';
  });
}
