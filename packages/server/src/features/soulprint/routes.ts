// A person's soulprint over HTTP (issue 20 item 4): admins only, audited; 400 for an id that is not
// one, 404 for an unknown person.
import { hasRole } from '@app/contract';
import { SoulprintSchema, soulprintMessages, soulprintUserIdPattern } from '@app/contract/soulprint';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { soulprintOf } from './service';

export function soulprintRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/admin/soulprint/:userId', async (c) => {
    const admin = requireUser(c);
    if (!hasRole(admin.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
    const raw = c.req.param('userId') ?? '';
    const userId = soulprintUserIdPattern.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) {
      throw new HttpError(400, {
        message: soulprintMessages.userId,
        errors: [{ field: 'userId', message: soulprintMessages.userId }],
      });
    }
    const soulprint = await soulprintOf(deps, admin, userId);
    if (!soulprint) throw new HttpError(404, { message: soulprintMessages.notFound });
    return replyJson(c, SoulprintSchema, soulprint);
  });
}
