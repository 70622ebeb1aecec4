import { normaliseRole, utcDay } from '@app/contract';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext, AppEnv, Deps, SessionUser } from '../context';
import type { Queryable } from '../db/storage';
import { bearerOf, tokenAdmits } from '../features/apiTokens/bearer';
import { HttpError } from '../http/errors';
import { isHttps } from '../http/security';
import { serverMessages } from '../messages';
import { hashToken, newSessionToken } from './tokens';

const cookieBaseName = 'moonheart_session';

/** Behind https the cookie is `__Host-` prefixed (Secure, Path=/, no Domain): no sub-domain can set it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${cookieBaseName}` : cookieBaseName;
}

/** Seconds between two writes of a session's last use (keeps reads cheap). */
const touchEverySeconds = 60;

interface SessionRow {
  session_id: number;
  id: number;
  username: string;
  email: string | null;
  email_verified: boolean;
  role: string;
  tier: string;
  created_at: Date;
  stale: boolean;
  prompts_today: number;
}

/** Reads the session cookie and puts the user (or null) in the context. */
export function sessionMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('promptsToday', 0);
    c.set('apiToken', null);
    // A personal API token: the header alone decides (the cookie is not read).
    const bearer = bearerOf(c.req.header('authorization'));
    if (bearer !== undefined) {
      await bearerSession(c, deps, bearer);
      return next();
    }
    const token = getCookie(c, sessionCookieName(isHttps(c.req.raw, deps.trustProxy)));
    if (token && token.length <= 100) {
      const now = deps.now();
      // Today's prompts come with the session (one query instead of two for the status and its polling).
      const rows = await deps.storage.query<SessionRow>(
        `SELECT s.id AS session_id, u.id, u.username, u.email, u.email_verified_at IS NOT NULL AS email_verified, u.role, u.tier, u.created_at,
                s.last_seen_at < $2::timestamptz - make_interval(secs => ${touchEverySeconds}) AS stale,
                coalesce(d.prompts, 0) AS prompts_today
           FROM sessions s JOIN users u ON u.id = s.user_id
           LEFT JOIN daily_usage d ON d.user_id = u.id AND d.day = $4
          WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3
            -- A disabled account's sessions are deleted when it is disabled; this holds even for one missed.
            AND u.disabled_at IS NULL`,
        [hashToken(token), now, new Date(now.getTime() - deps.sessions.idleMs), utcDay(now)],
      );
      const row = rows[0];
      if (row) {
        c.set('user', {
          id: row.id,
          username: row.username,
          email: row.email,
          emailVerified: row.email_verified,
          role: normaliseRole(row.role),
          tier: row.tier,
          createdAt: new Date(row.created_at),
        });
        c.set('sessionId', row.session_id);
        c.set('promptsToday', row.prompts_today);
        if (row.stale)
          await deps.storage.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, now]);
      }
    }
    await next();
  };
}

interface TokenRow extends Omit<SessionRow, 'session_id'> {
  token_id: number;
  scope: 'read' | 'chat';
}

/**
 * Puts the user of a personal API token in the context, or answers 401 (unknown, expired or revoked
 * token, disabled account) or 403 (a call its scope does not admit). Its last use is written at most
 * once a minute.
 */
async function bearerSession(c: AppContext, deps: Deps, token: string | null): Promise<void> {
  const invalid = () =>
    new HttpError(
      401,
      { message: serverMessages.apiTokens.invalid },
      { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
    );
  if (token === null) throw invalid();
  const now = deps.now();
  const rows = await deps.storage.query<TokenRow>(
    `SELECT t.id AS token_id, t.scope, u.id, u.username, u.email, u.email_verified_at IS NOT NULL AS email_verified, u.role, u.tier, u.created_at,
            (t.last_used_at IS NULL OR t.last_used_at < $2::timestamptz - make_interval(secs => ${touchEverySeconds})) AS stale,
            coalesce(d.prompts, 0) AS prompts_today
       FROM api_tokens t JOIN users u ON u.id = t.user_id
       LEFT JOIN daily_usage d ON d.user_id = u.id AND d.day = $3
      WHERE t.token_hash = $1 AND t.expires_at > $2 AND t.revoked_at IS NULL AND u.disabled_at IS NULL`,
    [hashToken(token), now, utcDay(now)],
  );
  const row = rows[0];
  if (!row) throw invalid();
  if (!tokenAdmits(row.scope, c.req.method, c.req.path)) {
    throw new HttpError(403, { message: serverMessages.apiTokens.scope });
  }
  c.set('user', {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.email_verified,
    role: normaliseRole(row.role),
    tier: row.tier,
    createdAt: new Date(row.created_at),
  });
  c.set('apiToken', { id: row.token_id, scope: row.scope });
  c.set('promptsToday', row.prompts_today);
  if (row.stale) await deps.storage.query('UPDATE api_tokens SET last_used_at = $2 WHERE id = $1', [row.token_id, now]);
}

/** The logged-in user, or a 401. */
export function requireUser(c: AppContext): SessionUser {
  const user = c.get('user');
  if (!user) throw new HttpError(401, { message: serverMessages.auth.required });
  return user;
}

/**
 * Starts a session for `userId`: a new token (rotation: any session this request came with is
 * deleted in the same transaction) and its cookie.
 */
export async function startSession(c: AppContext, deps: Deps, tx: Queryable, userId: number): Promise<void> {
  const previous = c.get('sessionId');
  if (previous !== null) await tx.query('DELETE FROM sessions WHERE id = $1', [previous]);
  const token = newSessionToken();
  const now = deps.now();
  await tx.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
    [hashToken(token), userId, now, new Date(now.getTime() + deps.sessions.absoluteMs)],
  );
  const secure = isHttps(c.req.raw, deps.trustProxy);
  setCookie(c, sessionCookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: Math.floor(deps.sessions.absoluteMs / 1000),
  });
}

/** Ends this request's session: the row is deleted and the browser told to drop its cookies. */
export async function endSession(c: AppContext, deps: Deps): Promise<void> {
  const sessionId = c.get('sessionId');
  if (sessionId !== null) await deps.storage.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
  const secure = isHttps(c.req.raw, deps.trustProxy);
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
  c.header('Clear-Site-Data', '"cookies"');
}
