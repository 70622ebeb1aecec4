// /learning over HTTP (admins only): the open suggestions and the decisions, and a decision on one.
import { hasRole } from '@app/contract';
import {
  LearningDecisionInputSchema,
  LearningDecisionSchema,
  LearningOverviewSchema,
  learningContractMessages,
} from '@app/contract/learning';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { decide, learningOverview } from './service';

function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

const problems = {
  notOpen: { status: 404, message: learningContractMessages.notOpen },
  rulesFull: { status: 409, message: learningContractMessages.rulesFull },
  ruleExists: { status: 409, message: learningContractMessages.ruleExists },
} as const;

export function learningRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/admin/learning', async (c) => {
    requireAdmin(c);
    return replyJson(c, LearningOverviewSchema, await learningOverview(deps));
  });

  app.post('/api/admin/learning/decisions', async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, LearningDecisionInputSchema);
    const outcome = await decide(deps, admin, input);
    if ('problem' in outcome) {
      const { status, message } = problems[outcome.problem];
      throw new HttpError(status, { message });
    }
    return replyJson(c, LearningDecisionSchema, outcome.decision, 201);
  });
}
