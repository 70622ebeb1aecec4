// Personal API tokens: making one (shown once, stored hashed), listing and revoking them.
import { randomBytes } from 'node:crypto';
import { type ApiToken, type ApiTokenRequest, apiTokenPrefix, type CreatedApiToken } from '@app/contract/apiTokens';
import { hashToken } from '../../auth/tokens';
import type { Deps } from '../../context';
import { insertAuditRecord } from '../audit/repository';
import { insertToken, liveTokenCount, revokeToken, tokensOf } from './repository';

const day = 24 * 60 * 60 * 1000;

/** A new token: `mh_` and 256 random bits, base64url. Only its SHA-256 is stored. */
export function newApiToken(): string {
  return `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
}

/** The characters kept to tell tokens apart: the prefix and four more (24 bits of 256). */
export const hintOf = (secret: string) => secret.slice(0, apiTokenPrefix.length + 4);

export const listTokens = (deps: Deps, userId: number): Promise<ApiToken[]> =>
  tokensOf(deps.storage, userId, deps.now());

/** Makes a token, or answers 'tooMany' when the account already has `maxLive` live ones. */
export async function createToken(
  deps: Deps,
  userId: number,
  input: ApiTokenRequest,
  maxLive: number,
): Promise<CreatedApiToken | 'tooMany'> {
  const now = deps.now();
  return deps.storage.transaction(async (tx) => {
    // One account's creations in turn: two at once cannot both pass the count.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if ((await liveTokenCount(tx, userId, now)) >= maxLive) return 'tooMany' as const;
    const secret = newApiToken();
    const token = await insertToken(tx, {
      userId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(secret),
      hint: hintOf(secret),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * day),
    });
    // The record names the token, never its secret (nor its hint: the hint is part of the secret).
    await insertAuditRecord(
      tx,
      {
        actorUserId: userId,
        action: 'apiToken.created',
        targetUserId: userId,
        details: { tokenId: token.id, name: token.name, scope: token.scope, expiresAt: token.expiresAt },
      },
      now,
    );
    return { token, secret };
  });
}

/** Revokes one of the account's tokens, recording it once: revoking a revoked token records nothing. */
export async function revoke(deps: Deps, userId: number, id: number): Promise<ApiToken | null> {
  const now = deps.now();
  return deps.storage.transaction(async (tx) => {
    const outcome = await revokeToken(tx, userId, id, now);
    if (!outcome) return null;
    if (outcome.changed) {
      await insertAuditRecord(
        tx,
        {
          actorUserId: userId,
          action: 'apiToken.revoked',
          targetUserId: userId,
          details: { tokenId: outcome.token.id, name: outcome.token.name, scope: outcome.token.scope },
        },
        now,
      );
    }
    return outcome.token;
  });
}
