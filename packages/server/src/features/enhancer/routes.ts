// The enhancer over HTTP (issue 20 item 6), admins only: list, propose (nothing stored), accept
// (audit-logged). Rejecting a proposal is the page's own: nothing to store.
import { hasRole } from '@app/contract';
import {
  EnhanceAcceptInputSchema,
  EnhanceItemSchema,
  EnhanceItemsSchema,
  EnhanceProposalSchema,
  EnhanceTargetSchema,
  enhancerRoutes as paths,
} from '@app/contract/enhancer';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { acceptEnhancement, enhanceItems, proposeEnhancement } from './service';

function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

export function enhancerRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get(paths.items.path, async (c) => {
    requireAdmin(c);
    return replyJson(c, EnhanceItemsSchema, await enhanceItems(deps));
  });

  app.post(paths.propose.path, async (c) => {
    requireAdmin(c);
    const target = await readJson(c, EnhanceTargetSchema);
    return replyJson(c, EnhanceProposalSchema, await proposeEnhancement(deps, target));
  });

  app.post(paths.accept.path, async (c) => {
    const admin = requireAdmin(c);
    const input = await readJson(c, EnhanceAcceptInputSchema);
    return replyJson(c, EnhanceItemSchema, await acceptEnhancement(deps, admin, input));
  });
}
