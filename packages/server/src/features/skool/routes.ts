import { hasRole } from '@app/contract';
import {
  SkoolSecretSchema,
  SkoolSettingsInputSchema,
  SkoolSettingsSchema,
  SkoolWebhookReplySchema,
  skoolSignatureHeader,
  skoolTimestampHeader,
  skoolWebhookPath,
} from '@app/contract/skool';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { receiveSkoolEvent, rotateSkoolSecret, saveSkoolSettings, skoolSettings } from './service';

/** The signed-in admin, or 401 (no one) / 403 (another role). */
function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

export function skoolRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/integrations/skool', async (c) => {
    requireAdmin(c);
    return replyJson(c, SkoolSettingsSchema, await skoolSettings(deps));
  });

  app.put('/api/integrations/skool/settings', async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, SkoolSettingsInputSchema);
    const saved = await saveSkoolSettings(deps, admin, input);
    if (saved === 'noSecret') throw new HttpError(409, { message: serverMessages.skool.noSecret });
    return replyJson(c, SkoolSettingsSchema, saved);
  });

  app.post('/api/integrations/skool/secret', async (c) => {
    const admin = requireAdmin(c);
    return replyJson(c, SkoolSecretSchema, await rotateSkoolSecret(deps, admin), 201);
  });

  // Skool's server calls this: no cookie and no CSRF token; the HMAC signature is the authentication.
  app.post(skoolWebhookPath, async (c) => {
    const outcome = await receiveSkoolEvent(
      deps,
      { signature: c.req.header(skoolSignatureHeader), timestamp: c.req.header(skoolTimestampHeader) },
      await c.req.text(),
    );
    if ('message' in outcome) throw new HttpError(outcome.status, { message: outcome.message });
    return replyJson(c, SkoolWebhookReplySchema, { result: outcome.result }, outcome.status);
  });
}
