import { hasRole } from '@app/contract';
import { TeachingUsageListSchema, teachingUsagePath } from '@app/contract/teachingUsage';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { listTeachingUsage } from './repository';

/** `GET /api/teachings/usage`: a teacher's own teachings; an admin's view covers everyone's. */
export function teachingUsageRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get(teachingUsagePath, async (c) => {
    const user = requireUser(c);
    if (!hasRole(user.role, 'teacher'))
      throw new HttpError(403, { message: serverMessages.teachingUsage.teachersOnly });
    const isAdmin = hasRole(user.role, 'admin');
    const rows = await listTeachingUsage(deps.storage, isAdmin ? null : user.id);
    return replyJson(c, TeachingUsageListSchema, {
      scope: isAdmin ? 'all' : 'own',
      teachings: rows.map((row) => ({
        teachingId: row.teaching_id,
        title: row.title,
        domain: row.domain,
        author: row.author,
        uses: row.uses,
        helpful: row.helpful,
        notHelpful: row.not_helpful,
        lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
      })),
    });
  });
}
