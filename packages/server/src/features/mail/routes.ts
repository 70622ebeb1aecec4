import { hasRole } from '@app/contract';
import { OutboxSchema } from '@app/contract/admin';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { listOutboxMail } from './repository';

/** How many outbox messages an admin sees at once (the newest). */
export const outboxPageSize = 50;

export function mailRoutes(app: Hono<AppEnv>, deps: Deps): void {
  // The outbox holds reset links: admins only.
  app.get('/api/admin/outbox', async (c) => {
    const user = requireUser(c);
    if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
    return replyJson(c, OutboxSchema, {
      mailer: deps.mailer.kind,
      messages: await listOutboxMail(deps.storage, outboxPageSize),
    });
  });
}
