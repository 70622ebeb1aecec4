import { PreferencesSchema, PreferencesUpdateSchema } from '@app/contract';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { readJson, replyJson } from '../../http/reply';
import { loadPreferences } from './repository';
import { updatePreferences } from './service';

export function preferencesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/preferences', async (c) => {
    const user = requireUser(c);
    return replyJson(c, PreferencesSchema, await loadPreferences(deps.storage, user.id));
  });

  app.put('/api/preferences', async (c) => {
    const user = requireUser(c);
    const update = await readJson(c, PreferencesUpdateSchema);
    return replyJson(c, PreferencesSchema, await updatePreferences(deps, user, update));
  });
}
