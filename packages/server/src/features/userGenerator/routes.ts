import { hasRole } from '@app/contract';
import {
  invitationLinkDays,
  userGeneratorRoutes as paths,
  UserImportInputSchema,
  UserImportReportSchema,
  UserImportResultSchema,
  userImportMessages,
} from '@app/contract/userGenerator';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { dryRun, importUsers } from './service';

function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

export function userGeneratorRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post(paths.dryRun.path, async (c) => {
    requireAdmin(c);
    const { csv } = await readJson(c, UserImportInputSchema);
    return replyJson(c, UserImportReportSchema, await dryRun(deps, csv));
  });

  app.post(paths.import.path, async (c) => {
    const admin = requireAdmin(c);
    const { csv } = await readJson(c, UserImportInputSchema);
    const outcome = await importUsers(deps, admin.id, csv);
    if (outcome.kind === 'refused') {
      throw new HttpError(422, { message: userImportMessages.hasErrors, report: outcome.report });
    }
    return replyJson(
      c,
      UserImportResultSchema,
      { created: outcome.created, invitationsSent: outcome.invitationsSent, invitationDays: invitationLinkDays },
      201,
    );
  });
}
