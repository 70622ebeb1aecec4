import { hasRole } from '@app/contract';
import { SiteInfoSchema, SiteSettingsInputSchema, SiteSettingsSchema } from '@app/contract/admin';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { saveSiteSettings, siteInfoOf, siteSettingsOf } from './service';

/** The signed-in admin, or 401 (no one) / 403 (another role). */
function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

export function siteSettingsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  // Every request on the API first makes sure the settings are fresh (a change on another server
  // shows within a moment); most requests find the copy fresh and wait for nothing.
  app.use('/api/*', async (_c, next) => {
    await deps.site.settings.fresh();
    return next();
  });

  // Public: the chat's prompts, whether registration is open, the maintenance notice.
  app.get('/api/site', async (c) => replyJson(c, SiteInfoSchema, siteInfoOf(deps.site.settings.current())));

  app.get('/api/admin/settings', async (c) => {
    requireAdmin(c);
    return replyJson(c, SiteSettingsSchema, await siteSettingsOf(deps));
  });

  app.put('/api/admin/settings', async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, SiteSettingsInputSchema);
    return replyJson(c, SiteSettingsSchema, await saveSiteSettings(deps, admin, input));
  });
}
