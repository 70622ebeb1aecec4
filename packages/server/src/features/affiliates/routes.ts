import { AffiliateOverviewSchema, affiliatePaths, StudentListSchema } from '@app/contract/affiliates';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { replyJson } from '../../http/reply';
import { affiliateOverview, studentsOf } from './service';

/**
 * `GET /api/affiliate` (any signed-in user: one's own link, figures and referrals) and
 * `GET /api/affiliate/students` (teachers and admins: who registered with their code).
 */
export function affiliateRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get(affiliatePaths.overview, async (c) => {
    const user = requireUser(c);
    return replyJson(c, AffiliateOverviewSchema, await affiliateOverview(deps, user));
  });

  app.get(affiliatePaths.students, async (c) => {
    const user = requireUser(c);
    return replyJson(c, StudentListSchema, await studentsOf(deps, user));
  });
}
