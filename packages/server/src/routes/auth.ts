import { LoginInputSchema, normaliseRole, passwordLength, RegisterInputSchema, UserSchema } from '@app/contract';
import { siteMessages } from '@app/contract/admin';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { hashPassword, verifyPassword } from '../auth/password';
import { endSession, requireUser, startSession } from '../auth/session';
import type { AppEnv, Deps, SessionUser } from '../context';
import { sendVerificationLater } from '../features/account/service';
import { recordReferral } from '../features/affiliates/service';
import { fieldErrorsOf, HttpError, invalidFields } from '../http/errors';
import { clientAddress, tooMany } from '../http/limits';
import { readJson, replyJson } from '../http/reply';
import { serverMessages } from '../messages';

const text = serverMessages.auth;

/** The server's rules for a new account, on top of the contract's shape. */
export const RegistrationRulesSchema = v.object({
  username: v.pipe(v.string(text.usernameRule), v.trim(), v.regex(/^[A-Za-z0-9_.-]{3,32}$/, text.usernameRule)),
  email: v.pipe(v.string(text.emailRule), v.trim(), v.maxLength(254, text.emailRule), v.email(text.emailRule)),
  password: v.pipe(
    v.string(text.passwordRule),
    v.minLength(passwordLength.min, text.passwordRule),
    v.maxLength(passwordLength.max, text.passwordRule),
  ),
});

/** A user as the API answers it (spec 3). */
export function userReply(user: SessionUser) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    subscriptionTier: user.tier,
  };
}

interface UserRow {
  id: number;
  username: string;
  email: string | null;
  email_verified_at: Date | null;
  role: string;
  tier: string;
  password_hash: string;
  created_at: Date;
  /** Read at log-in only. */
  disabled_at?: Date | null;
}

const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  emailVerified: row.email_verified_at !== null,
  role: normaliseRole(row.role),
  tier: row.tier,
  createdAt: new Date(row.created_at),
});

export function authRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/auth/register', async (c) => {
    const wait = await deps.limiters.register.hit(clientAddress(c, deps.trustProxy));
    if (wait > 0) throw tooMany(wait);
    // An admin may close registration (/settings): then only invited people get accounts.
    if ((await deps.site.settings.fresh()).registration === 'invite') {
      throw new HttpError(403, { message: siteMessages.registrationInviteOnly });
    }
    const shape = await readJson(c, RegisterInputSchema);
    const rules = v.safeParse(RegistrationRulesSchema, shape);
    if (!rules.success) throw invalidFields(fieldErrorsOf(rules.issues));
    const { username, email, password } = rules.output;

    const taken = await deps.storage.query<{ username_taken: boolean; email_taken: boolean }>(
      `SELECT bool_or(lower(username) = lower($1)) AS username_taken, bool_or(lower(email) = lower($2)) AS email_taken
         FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
      [username, email],
    );
    const conflict = (field: 'username' | 'email') =>
      new HttpError(409, {
        message: field === 'username' ? text.usernameTaken : text.emailTaken,
        errors: [{ field, message: field === 'username' ? text.usernameTaken : text.emailTaken }],
      });
    if (taken[0]?.username_taken) throw conflict('username');
    if (taken[0]?.email_taken) throw conflict('email');

    const passwordHash = await hashPassword(password, deps.passwordCost);
    const user = await deps.storage
      .transaction(async (tx) => {
        const [row] = await tx.query<UserRow>(
          `INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3)
           RETURNING id, username, email, email_verified_at, role, tier, password_hash, created_at`,
          [username, email, passwordHash],
        );
        if (!row) throw new Error('insert returned no row');
        // `?ref=CODE` of the registration page: who brought them (an unknown code is ignored).
        if (shape.ref !== undefined) await recordReferral(tx, row.id, shape.ref.trim(), deps.now());
        await startSession(c, deps, tx, row.id);
        return toSessionUser(row);
      })
      .catch((error: unknown) => {
        // Two registrations racing for one name: the unique index decides.
        const detail = String(
          (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
        );
        if (detail.includes('users_username_key')) throw conflict('username');
        if (detail.includes('users_email_key')) throw conflict('email');
        throw error;
      });
    // The address is confirmed by its mailed link; the mail goes after the answer.
    sendVerificationLater(deps, user, email);
    return replyJson(c, UserSchema, userReply(user), 201);
  });

  app.post('/api/login', async (c) => {
    const credentials = await readJson(c, LoginInputSchema);
    const typed = credentials.username.toLowerCase();
    // Counted before any hashing: a flood costs a map lookup (and, past the address limit, not even a query).
    const address = clientAddress(c, deps.trustProxy);
    const addressWait = await deps.limiters.loginAddress.hit(address);
    if (addressWait > 0) throw tooMany(addressWait);

    const [row] = await deps.storage.query<UserRow>(
      `SELECT id, username, email, email_verified_at, role, tier, password_hash, created_at, disabled_at FROM users
        WHERE lower(username) = $1 OR lower(email) = $1 ORDER BY (lower(username) = $1) DESC LIMIT 1`,
      [typed],
    );
    // Keyed by the account, whichever of its names was typed: its username and its e-mail address
    // share one allowance. A name with no account is counted under itself.
    const account = row ? `user:${row.id}` : `name:${typed}`;
    const accountWait = await deps.limiters.loginAccount.hit(account);
    if (accountWait > 0) throw tooMany(accountWait);

    const valid = await verifyPassword(credentials.password, row?.password_hash ?? (await deps.decoyPasswordHash));
    if (!row || !valid) throw new HttpError(401, { message: text.invalidCredentials });
    // Said only to someone who knows the password: a disabled account is no secret to its owner.
    if (row.disabled_at) throw new HttpError(403, { message: text.accountDisabled });

    await deps.limiters.loginAccount.reset(account);
    await deps.limiters.loginAddress.forgive(address);
    const user = toSessionUser(row);
    await deps.storage.transaction((tx) => startSession(c, deps, tx, user.id));
    return replyJson(c, UserSchema, userReply(user));
  });

  app.post('/api/logout', async (c) => {
    await endSession(c, deps);
    return c.json({ success: true, message: text.loggedOut });
  });

  app.get('/api/user', (c) => replyJson(c, UserSchema, userReply(requireUser(c))));
}
