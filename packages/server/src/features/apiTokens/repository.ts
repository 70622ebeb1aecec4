// All the SQL of personal API tokens.
import { type ApiToken, type ApiTokenScope, apiTokenStatusAt } from '@app/contract/apiTokens';
import type { Queryable } from '../../db/storage';

interface TokenRow {
  id: number;
  name: string;
  scope: ApiTokenScope;
  hint: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const columns = 'id, name, scope, hint, created_at, expires_at, last_used_at, revoked_at';
const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

function tokenOf(row: TokenRow, now: Date): ApiToken {
  const token = {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
  return { ...token, status: apiTokenStatusAt(token, now) };
}

/** One account's tokens, newest first. */
export async function tokensOf(db: Queryable, userId: number, now: Date): Promise<ApiToken[]> {
  const rows = await db.query<TokenRow>(
    `SELECT ${columns} FROM api_tokens WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((row) => tokenOf(row, now));
}

/** How many of the account's tokens can still be used at `now`. */
export async function liveTokenCount(db: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2',
    [userId, now],
  );
  return row?.n ?? 0;
}

export interface NewToken {
  userId: number;
  name: string;
  scope: ApiTokenScope;
  tokenHash: string;
  hint: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertToken(db: Queryable, token: NewToken): Promise<ApiToken> {
  const [row] = await db.query<TokenRow>(
    `INSERT INTO api_tokens (user_id, name, scope, token_hash, hint, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
    [token.userId, token.name, token.scope, token.tokenHash, token.hint, token.createdAt, token.expiresAt],
  );
  if (!row) throw new Error('api token insert returned no row');
  return tokenOf(row, token.createdAt);
}

/**
 * Revokes one of the account's tokens (a revoked one stays as it was); null when it has no such
 * token. `changed` says whether this call revoked it (the audit log records that once).
 */
export async function revokeToken(
  db: Queryable,
  userId: number,
  id: number,
  now: Date,
): Promise<{ token: ApiToken; changed: boolean } | null> {
  const [revoked] = await db.query<TokenRow>(
    `UPDATE api_tokens SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING ${columns}`,
    [id, userId, now],
  );
  if (revoked) return { token: tokenOf(revoked, now), changed: true };
  const [existing] = await db.query<TokenRow>(`SELECT ${columns} FROM api_tokens WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return existing ? { token: tokenOf(existing, now), changed: false } : null;
}
