import { hasRole } from '@app/contract';
import {
  FeedbackConversationDetailSchema,
  FeedbackConversationFiltersSchema,
  FeedbackConversationPageSchema,
} from '@app/contract/feedbackConversations';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { idParam, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { openRatedConversation, ratedConversationPage } from './service';

const text = serverMessages.feedbackConversations;

/** The signed-in admin, or 401 (no one) / 403 (another role). */
function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

export function feedbackConversationRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/admin/feedback-conversations', async (c) => {
    requireAdmin(c);
    const filters = parseInput(FeedbackConversationFiltersSchema, c.req.query());
    return replyJson(c, FeedbackConversationPageSchema, await ratedConversationPage(deps, filters));
  });

  app.get('/api/admin/feedback-conversations/:id', async (c) => {
    const admin = requireAdmin(c);
    const id = idParam(c, 'id', text.notFound);
    const detail = await openRatedConversation(deps, admin, id);
    if (!detail) throw new HttpError(404, { message: text.notFound });
    return replyJson(c, FeedbackConversationDetailSchema, detail);
  });
}
