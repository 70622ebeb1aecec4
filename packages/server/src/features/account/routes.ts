import {
  AccountMessageReplySchema,
  AccountSchema,
  AccountSessionListSchema,
  ChangeEmailInputSchema,
  ChangeEmailReplySchema,
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  EmailVerificationConfirmSchema,
  EmailVerifiedReplySchema,
  isAcceptablePassword,
  SignOutOthersReplySchema,
} from '@app/contract';
import type { Hono } from 'hono';
import { endSession, requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError, invalidFields } from '../../http/errors';
import { tooMany } from '../../http/limits';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import * as repo from './repository';
import {
  accountView,
  addressToVerify,
  changePassword,
  deleteAccount,
  exportData,
  isCurrentPassword,
  sendVerificationLater,
  verifyEmail,
} from './service';

const text = serverMessages.account;
const verification = serverMessages.emailVerification;

/** The signed-in user and the session the request came with. */
function signedIn(c: AppContext): { user: SessionUser; sessionId: number } {
  const user = requireUser(c);
  const sessionId = c.get('sessionId');
  if (sessionId === null) throw new HttpError(401, { message: serverMessages.auth.required });
  return { user, sessionId };
}

/** A mail-sending call: limited per account and per address the mail goes to. */
async function limitMail(deps: Deps, userId: number, email: string): Promise<void> {
  const wait = Math.max(
    await deps.limiters.verifyUser.hit(String(userId)),
    await deps.limiters.verifyEmail.hit(email.toLowerCase()),
  );
  if (wait > 0) throw tooMany(wait);
}

/**
 * Checks the current password of a settings call, named by its field. Counted per account before
 * any hashing, so a stolen session cannot guess it at scrypt's expense.
 */
async function requirePassword(deps: Deps, userId: number, password: string, field: string): Promise<void> {
  const wait = await deps.limiters.accountPassword.hit(String(userId));
  if (wait > 0) throw tooMany(wait);
  if (!(await isCurrentPassword(deps, userId, password))) {
    throw invalidFields([{ field, message: text.wrongPassword }]);
  }
}

export function accountRoutes(app: Hono<AppEnv>, deps: Deps): void {
  // The mailed link: no session needed (it may be opened in another browser); the token is the proof.
  app.post('/api/email-verification/confirm', async (c) => {
    const { token } = await readJson(c, EmailVerificationConfirmSchema);
    const result = await verifyEmail(deps, token);
    if (result.outcome === 'invalidLink') throw new HttpError(400, { message: verification.invalidLink });
    if (result.outcome === 'emailTaken') throw new HttpError(409, { message: serverMessages.auth.emailTaken });
    return replyJson(c, EmailVerifiedReplySchema, { message: verification.verified, email: result.email });
  });

  app.post('/api/email-verification/resend', async (c) => {
    const { user } = signedIn(c);
    const address = await addressToVerify(deps, user.id);
    if (address === 'verified') throw new HttpError(409, { message: verification.alreadyVerified });
    if (address === null) throw new HttpError(409, { message: verification.noAddress });
    await limitMail(deps, user.id, address);
    sendVerificationLater(deps, user, address);
    return replyJson(c, AccountMessageReplySchema, { message: verification.linkSent }, 202);
  });

  app.get('/api/user/account', async (c) => {
    const { user } = signedIn(c);
    const account = await accountView(deps, user.id);
    if (!account) throw new HttpError(401, { message: serverMessages.auth.required });
    return replyJson(c, AccountSchema, account);
  });

  app.post('/api/user/email', async (c) => {
    const { user } = signedIn(c);
    const { email, password } = await readJson(c, ChangeEmailInputSchema);
    if (email.toLowerCase() === user.email?.toLowerCase()) {
      throw invalidFields([{ field: 'email', message: text.sameEmail }]);
    }
    await requirePassword(deps, user.id, password, 'password');
    if (await repo.isEmailTaken(deps.storage, email, user.id)) {
      throw new HttpError(409, {
        message: serverMessages.auth.emailTaken,
        errors: [{ field: 'email', message: serverMessages.auth.emailTaken }],
      });
    }
    await limitMail(deps, user.id, email);
    await repo.setPendingEmail(deps.storage, user.id, email);
    sendVerificationLater(deps, user, email);
    return replyJson(c, ChangeEmailReplySchema, { message: text.changeLinkSent(email), pendingEmail: email }, 202);
  });

  app.post('/api/user/password', async (c) => {
    const { user, sessionId } = signedIn(c);
    const { currentPassword, newPassword } = await readJson(c, ChangePasswordInputSchema);
    if (!isAcceptablePassword(newPassword)) {
      throw invalidFields([{ field: 'newPassword', message: serverMessages.auth.passwordRule }]);
    }
    await requirePassword(deps, user.id, currentPassword, 'currentPassword');
    await changePassword(deps, user.id, sessionId, newPassword);
    return replyJson(c, AccountMessageReplySchema, { message: text.passwordChanged });
  });

  app.get('/api/user/sessions', async (c) => {
    const { user, sessionId } = signedIn(c);
    const now = deps.now();
    const idleSince = new Date(now.getTime() - deps.sessions.idleMs);
    const sessions = await repo.listSessions(deps.storage, user.id, sessionId, now, idleSince);
    return replyJson(c, AccountSessionListSchema, sessions);
  });

  app.post('/api/user/sessions/sign-out-others', async (c) => {
    const { user, sessionId } = signedIn(c);
    const signedOut = await repo.deleteOtherSessions(deps.storage, user.id, sessionId);
    return replyJson(c, SignOutOthersReplySchema, { message: text.signedOutOthers(signedOut), signedOut });
  });

  app.get('/api/user/export', async (c) => {
    const { user } = signedIn(c);
    const { fileName, data } = await exportData(deps, user);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  });

  app.delete('/api/user/account', async (c) => {
    const { user } = signedIn(c);
    const { password } = await readJson(c, DeleteAccountInputSchema);
    await requirePassword(deps, user.id, password, 'password');
    await deleteAccount(deps, user.id);
    await endSession(c, deps);
    return replyJson(c, AccountMessageReplySchema, { message: text.deleted });
  });
}
