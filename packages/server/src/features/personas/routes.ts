import { hasRole } from '@app/contract';
import { crisisRegionOf } from '@app/contract/crisisDirectory';
import {
  PersonaContentSchema,
  PersonaDetailSchema,
  PersonaHistorySchema,
  type PersonaKey,
  PersonaListSchema,
  PersonaRollbackInputSchema,
  PersonaTestInputSchema,
  PersonaTestReplySchema,
  personaKeys,
} from '@app/contract/personas';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import {
  personaDetail,
  personaHistory,
  personaList,
  publishDraft,
  rollbackTo,
  saveDraft,
  testPersona,
} from './service';

const text = serverMessages.personas;

/** The signed-in admin, or 401 (no one) / 403 (another role). */
function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

/** The `:key` of the path, or 404 for a persona that does not exist. */
function personaKeyOf(c: AppContext): PersonaKey {
  const key = c.req.param('key');
  if (!(personaKeys as readonly string[]).includes(key ?? '')) throw new HttpError(404, { message: text.notFound });
  return key as PersonaKey;
}

const found = <T>(value: T | null): T => {
  if (value === null) throw new HttpError(404, { message: text.notFound });
  return value;
};

/** The admin pages `/training`, `/training/{name}` and `/training-history`. */
export function personaRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/admin/personas', async (c) => {
    requireAdmin(c);
    return replyJson(c, PersonaListSchema, await personaList(deps));
  });

  app.get('/api/admin/personas/:key', async (c) => {
    requireAdmin(c);
    return replyJson(c, PersonaDetailSchema, found(await personaDetail(deps, personaKeyOf(c))));
  });

  app.put('/api/admin/personas/:key/draft', async (c) => {
    const admin = requireAdmin(c);
    const key = personaKeyOf(c);
    const content = await readJson(c, PersonaContentSchema);
    return replyJson(c, PersonaDetailSchema, found(await saveDraft(deps, admin, key, content)));
  });

  app.post('/api/admin/personas/:key/test', async (c) => {
    const admin = requireAdmin(c);
    const key = personaKeyOf(c);
    const { question } = await readJson(c, PersonaTestInputSchema);
    const region = crisisRegionOf(c.req.header('accept-language'), deps.crisisDirectory);
    let reply: Awaited<ReturnType<typeof testPersona>>;
    try {
      reply = await testPersona(deps, admin, key, question, region);
    } catch (error) {
      deps.logger.error('persona test: the assistant failed', { error, provider: deps.assistant.name, persona: key });
      throw new HttpError(502, { message: text.testFailed });
    }
    return replyJson(c, PersonaTestReplySchema, found(reply));
  });

  app.post('/api/admin/personas/:key/publish', async (c) => {
    const admin = requireAdmin(c);
    return replyJson(c, PersonaDetailSchema, found(await publishDraft(deps, admin, personaKeyOf(c))));
  });

  app.get('/api/admin/personas/:key/versions', async (c) => {
    requireAdmin(c);
    return replyJson(c, PersonaHistorySchema, await personaHistory(deps, personaKeyOf(c)));
  });

  app.post('/api/admin/personas/:key/rollback', async (c) => {
    const admin = requireAdmin(c);
    const key = personaKeyOf(c);
    const { version } = await readJson(c, PersonaRollbackInputSchema);
    const outcome = await rollbackTo(deps, admin, key, version);
    if (outcome === 'versionNotFound') throw new HttpError(404, { message: text.versionNotFound });
    return replyJson(c, PersonaDetailSchema, found(outcome));
  });
}
