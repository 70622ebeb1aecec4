import { hasRole } from '@app/contract';
import { TrainingAnalyticsSchema, trainingPeriodOf } from '@app/contract/trainingAnalytics';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { trainingAnalyticsOf } from './service';

/** `GET /api/admin/training-analytics?days=7|30|90` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (admins only). */
export function trainingAnalyticsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/admin/training-analytics', async (c) => {
    const user = requireUser(c);
    if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
    const read = trainingPeriodOf(
      { days: c.req.query('days'), from: c.req.query('from'), to: c.req.query('to') },
      deps.now(),
    );
    if (!('period' in read)) {
      throw new HttpError(400, { message: read.message, errors: [{ field: read.field, message: read.message }] });
    }
    return replyJson(c, TrainingAnalyticsSchema, await trainingAnalyticsOf(deps.storage, read.period));
  });
}
