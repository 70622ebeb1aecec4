import { hasRole } from '@app/contract';
import {
  ApiTokenInputSchema,
  ApiTokenListSchema,
  ApiTokenSchema,
  CreatedApiTokenSchema,
  maxLiveApiTokens,
} from '@app/contract/apiTokens';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { idParam, readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { createToken, listTokens, revoke } from './service';

const text = serverMessages.apiTokens;

/**
 * The signed-in admin (the page is admin-only), through a cookie session: a token never manages
 * tokens (the bearer check refuses it first; this holds even if that list changes).
 */
function requireTokenManager(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (c.get('apiToken')) throw new HttpError(403, { message: text.scope });
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

export function apiTokenRoutes(app: Hono<AppEnv>, deps: Deps, maxLive = maxLiveApiTokens): void {
  app.get('/api/api-tokens', async (c) => {
    const user = requireTokenManager(c);
    return replyJson(c, ApiTokenListSchema, { tokens: await listTokens(deps, user.id), maxLive });
  });

  app.post('/api/api-tokens', async (c) => {
    const user = requireTokenManager(c);
    const input = await readJson(c, ApiTokenInputSchema);
    const created = await createToken(deps, user.id, input, maxLive);
    if (created === 'tooMany') throw new HttpError(409, { message: text.tooMany(maxLive) });
    return replyJson(c, CreatedApiTokenSchema, created, 201);
  });

  app.delete('/api/api-tokens/:id', async (c) => {
    const user = requireTokenManager(c);
    const id = idParam(c, 'id', text.notFound);
    const token = await revoke(deps, user.id, id);
    if (!token) throw new HttpError(404, { message: text.notFound });
    return replyJson(c, ApiTokenSchema, token);
  });
}
