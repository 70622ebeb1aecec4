import { hasRole } from '@app/contract';
import { PortalCountsSchema, SystemInfoSchema } from '@app/contract/admin';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import type { PaymentProvider } from '../payments/provider';
import { portalCounts, systemInfo } from './service';

const forbidden = () => new HttpError(403, { message: serverMessages.auth.forbidden });

export function systemRoutes(app: Hono<AppEnv>, deps: Deps, payments: Pick<PaymentProvider, 'name'>): void {
  // The portal home (/admin) is a teacher route: teachers and admins.
  app.get('/api/admin/portal', async (c) => {
    const user = requireUser(c);
    if (!hasRole(user.role, 'teacher')) throw forbidden();
    return replyJson(c, PortalCountsSchema, await portalCounts(deps, user));
  });

  app.get('/api/admin/system', async (c) => {
    const user = requireUser(c);
    if (!hasRole(user.role, 'admin')) throw forbidden();
    return replyJson(c, SystemInfoSchema, await systemInfo(deps, payments));
  });
}
