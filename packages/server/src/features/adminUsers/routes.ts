import { hasRole } from '@app/contract';
import {
  AdminDisableInputSchema,
  AdminMessageReplySchema,
  AdminRoleInputSchema,
  AdminTierInputSchema,
  AdminUserDetailSchema,
  AdminUserFiltersSchema,
  AdminUserPageSchema,
  AuditFiltersSchema,
  AuditPageSchema,
} from '@app/contract/adminUsers';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { clientAddress, tooMany } from '../../http/limits';
import { idParam, readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import {
  auditPage,
  type ChangeOutcome,
  changeRole,
  changeTier,
  disableUser,
  enableUser,
  resetLinkTarget,
  sendAdminResetLink,
  signOutEverywhere,
  userDetail,
  userPage,
} from './service';

const text = serverMessages.adminUsers;

/** The signed-in admin, or 401 (no one) / 403 (another role). */
function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

/** A change's answer: the account as it now is, 404 for no such account, 409 for one's own. */
function changed(c: AppContext, outcome: ChangeOutcome): Response {
  if (outcome === 'notFound') throw new HttpError(404, { message: text.notFound });
  if (outcome === 'notYourself') throw new HttpError(409, { message: text.notYourself });
  return replyJson(c, AdminUserDetailSchema, outcome);
}

export function adminUserRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const userId = (c: AppContext) => idParam(c, 'id', text.notFound);

  app.get('/api/admin/users', async (c) => {
    requireAdmin(c);
    const filters = parseInput(AdminUserFiltersSchema, c.req.query());
    return replyJson(c, AdminUserPageSchema, await userPage(deps, filters));
  });

  app.get('/api/admin/users/:id', async (c) => {
    requireAdmin(c);
    const detail = await userDetail(deps, userId(c));
    if (!detail) throw new HttpError(404, { message: text.notFound });
    return replyJson(c, AdminUserDetailSchema, detail);
  });

  app.patch('/api/admin/users/:id/role', async (c) => {
    const admin = requireAdmin(c);
    const id = userId(c);
    const { role } = await readJson(c, AdminRoleInputSchema);
    return changed(c, await changeRole(deps, admin, id, role));
  });

  app.patch('/api/admin/users/:id/tier', async (c) => {
    const admin = requireAdmin(c);
    const id = userId(c);
    const { tier, reason } = await readJson(c, AdminTierInputSchema);
    return changed(c, await changeTier(deps, admin, id, tier, reason));
  });

  app.post('/api/admin/users/:id/disable', async (c) => {
    const admin = requireAdmin(c);
    const id = userId(c);
    const input = await readJson(c, AdminDisableInputSchema);
    return changed(c, await disableUser(deps, admin, id, input.reason || undefined));
  });

  app.post('/api/admin/users/:id/enable', async (c) => {
    const admin = requireAdmin(c);
    return changed(c, await enableUser(deps, admin, userId(c)));
  });

  app.post('/api/admin/users/:id/sign-out', async (c) => {
    const admin = requireAdmin(c);
    return changed(c, await signOutEverywhere(deps, admin, userId(c)));
  });

  app.post('/api/admin/users/:id/password-reset', async (c) => {
    const admin = requireAdmin(c);
    const id = userId(c);
    const target = await resetLinkTarget(deps, id);
    if (target === 'notFound') throw new HttpError(404, { message: text.notFound });
    if (target === 'noEmail') throw new HttpError(409, { message: text.noEmail });
    // Each call mails: limited as the public reset form is, per caller and per address.
    const wait = Math.max(
      await deps.limiters.resetAddress.hit(clientAddress(c, deps.trustProxy)),
      await deps.limiters.resetEmail.hit(target.email.toLowerCase()),
    );
    if (wait > 0) throw tooMany(wait);
    if (!(await sendAdminResetLink(deps, admin, id, target.email))) {
      throw new HttpError(502, { message: text.resetNotSent });
    }
    return replyJson(c, AdminMessageReplySchema, { message: text.resetSent(target.email) }, 202);
  });

  app.get('/api/admin/audit', async (c) => {
    requireAdmin(c);
    const filters = parseInput(AuditFiltersSchema, c.req.query());
    const page = await auditPage(deps, filters);
    if (!page) throw new HttpError(404, { message: text.notFound });
    return replyJson(c, AuditPageSchema, page);
  });
}
