import { hasRole } from '@app/contract';
import { DashboardSchema, dashboardPeriodOf } from '@app/contract/dashboard';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { dashboardOf } from './repository';

/** `GET /api/admin/dashboard?days=7|30|90` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (admins only). */
export function dashboardRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/admin/dashboard', async (c) => {
    const user = requireUser(c);
    if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
    const read = dashboardPeriodOf(
      { days: c.req.query('days'), from: c.req.query('from'), to: c.req.query('to') },
      deps.now(),
    );
    if (!('period' in read)) {
      throw new HttpError(400, { message: read.message, errors: [{ field: read.field, message: read.message }] });
    }
    return replyJson(c, DashboardSchema, await dashboardOf(deps.storage, read.period));
  });
}
