import { accountExportFileName, emailVerificationLinkHours, type Profile, type TierName } from '@app/contract';
import { hashPassword, verifyPassword } from '../../auth/password';
import { hashToken, newSessionToken } from '../../auth/tokens';
import type { Deps, SessionUser } from '../../context';
import { serverMessages } from '../../messages';
import { loadProfile } from '../../routes/profile';
import { insertAuditRecord } from '../audit/repository';
import * as repo from './repository';

const text = serverMessages.emailVerification;

/** The verification page's path; the link carries the token in its query. */
export const verifyPagePath = '/verify-email';

/** Mails a link that verifies `email` for the account (its address, or a new one it waits for). */
export async function sendVerificationLink(
  deps: Deps,
  user: { id: number; username: string },
  email: string,
): Promise<void> {
  const token = newSessionToken();
  const now = deps.now();
  await repo.insertVerificationToken(deps.storage, {
    tokenHash: hashToken(token),
    userId: user.id,
    email,
    expiresAt: new Date(now.getTime() + emailVerificationLinkHours * 3_600_000),
    now,
  });
  const link = new URL(verifyPagePath, deps.publicUrl());
  link.searchParams.set('token', token);
  await deps.mailer.send({
    to: email,
    subject: text.mailSubject,
    text: text.mailBody(user.username, link.href, emailVerificationLinkHours),
  });
}

/** Sends a mail after the answer: its failure is logged, never the caller's. */
export function sendVerificationLater(deps: Deps, user: { id: number; username: string }, email: string): void {
  void sendVerificationLink(deps, user, email).catch((error: unknown) =>
    deps.logger.error('verification mail failed', { error: String(error) }),
  );
}

export type VerifyOutcome =
  | { outcome: 'verified'; email: string }
  | { outcome: 'invalidLink' }
  | { outcome: 'emailTaken' };

/**
 * Follows a verification link: once, before it expires, and only for the account's address or the
 * new one it waits for. A new address becomes the account's here; another account may have taken
 * it meanwhile (the unique index decides).
 */
export async function verifyEmail(deps: Deps, token: string): Promise<VerifyOutcome> {
  try {
    return await deps.storage.transaction(async (tx) => {
      const now = deps.now();
      const link = await repo.useVerificationToken(tx, hashToken(token), now);
      if (!link) return { outcome: 'invalidLink' } as const;
      await repo.setVerifiedEmail(tx, link.user_id, link.email, now);
      return { outcome: 'verified', email: link.email } as const;
    });
  } catch (error) {
    const detail = String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message);
    if (detail.includes('users_email_key')) return { outcome: 'emailTaken' };
    throw error;
  }
}

/** The address a new verification link goes to: the one waiting, else an unverified current one. */
export async function addressToVerify(deps: Deps, userId: number): Promise<string | 'verified' | null> {
  const account = await repo.accountOf(deps.storage, userId);
  if (!account) return null;
  if (account.pending_email) return account.pending_email;
  if (!account.email) return null;
  return account.email_verified_at ? 'verified' : account.email;
}

export async function accountView(deps: Deps, userId: number) {
  const account = await repo.accountOf(deps.storage, userId);
  if (!account) return undefined;
  return {
    username: account.username,
    email: account.email,
    emailVerified: account.email_verified_at !== null,
    pendingEmail: account.pending_email,
    createdAt: new Date(account.created_at).toISOString(),
  };
}

/** Whether `password` is the account's current one. */
export async function isCurrentPassword(deps: Deps, userId: number, password: string): Promise<boolean> {
  const account = await repo.accountOf(deps.storage, userId);
  return account ? verifyPassword(password, account.password_hash) : false;
}

/** Sets a new password; every other session of the account ends. */
export async function changePassword(
  deps: Deps,
  userId: number,
  keepSessionId: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password, deps.passwordCost);
  await deps.storage.transaction(async (tx) => {
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.deleteOtherSessions(tx, userId, keepSessionId);
  });
}

/** Everything the user gave or was given: the file "Download my data" saves. */
export async function exportData(deps: Deps, user: SessionUser) {
  const now = deps.now();
  const [account, profile, conversations, feedback] = await Promise.all([
    repo.accountOf(deps.storage, user.id),
    loadProfile(deps.storage, user.id),
    repo.conversationsWithMessages(deps.storage, user.id),
    repo.feedbackOf(deps.storage, user.id),
  ]);
  const data: {
    exportedAt: string;
    account: Record<string, unknown>;
    profile: Profile;
    conversations: repo.ExportedConversation[];
    feedback: repo.ExportedFeedback[];
  } = {
    exportedAt: now.toISOString(),
    account: {
      username: user.username,
      email: account?.email ?? null,
      emailVerified: account?.email_verified_at != null,
      pendingEmail: account?.pending_email ?? null,
      role: user.role,
      subscriptionTier: user.tier as TierName,
      createdAt: user.createdAt.toISOString(),
    },
    profile,
    conversations,
    feedback,
  };
  return { fileName: accountExportFileName(user.username, now), data };
}

/**
 * Deletes the account and all its data in one transaction; the audit log keeps only that an
 * account was deleted (no id, name or address of it).
 */
export async function deleteAccount(deps: Deps, userId: number): Promise<void> {
  await deps.storage.transaction(async (tx) => {
    const account = await repo.accountOf(tx, userId);
    if (!account) return;
    await repo.deleteAccountData(tx, account);
    await insertAuditRecord(tx, { actorUserId: null, action: 'account.deleted', targetUserId: null }, deps.now());
  });
}
