import {
  hasRole,
  SupportReplyInputSchema,
  SupportRequestDetailSchema,
  SupportRequestFiltersSchema,
  SupportRequestInputSchema,
  SupportRequestPageSchema,
  SupportRequestReceiptSchema,
  SupportStatusInputSchema,
  supportRequestFieldError,
} from '@app/contract';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps, SessionUser } from '../../context';
import { type FieldError, HttpError, invalidFields, parseInput } from '../../http/errors';
import { clientAddress, tooMany } from '../../http/limits';
import { idParam, readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import {
  replyToSupportRequest,
  setSupportRequestStatus,
  submitSupportRequest,
  supportRequestDetail,
  supportRequestPage,
} from './service';

const text = serverMessages.supportRequests;

/** The signed-in admin, or 401 (no one) / 403 (another role). */
function requireAdmin(c: AppContext): SessionUser {
  const user = requireUser(c);
  if (!hasRole(user.role, 'admin')) throw new HttpError(403, { message: serverMessages.auth.forbidden });
  return user;
}

/** A visitor is known only by the name and address they give: both are required of them. */
function visitorFieldErrors(input: { name?: string | undefined; email?: string | undefined }): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['name', 'email'] as const) {
    const message = input[field] === undefined ? supportRequestFieldError(field, '') : null;
    if (message) errors.push({ field, message });
  }
  return errors;
}

export function supportRequestRoutes(app: Hono<AppEnv>, deps: Deps): void {
  // The help, request and contact forms. /help is for accounts; /request and /contact for anyone.
  app.post('/api/requests', async (c) => {
    const input = await readJson(c, SupportRequestInputSchema);
    const sender = c.get('user');
    if (!sender && input.kind === 'help') throw new HttpError(401, { message: text.helpNeedsAccount });
    if (!sender) {
      const errors = visitorFieldErrors(input);
      if (errors.length > 0) throw invalidFields(errors);
    }
    // Each request sends a confirmation mail: limited per caller and per sender (account or address).
    const senderKey = sender ? `user:${sender.id}` : `email:${(input.email ?? '').toLowerCase()}`;
    const wait = Math.max(
      await deps.limiters.requestAddress.hit(clientAddress(c, deps.trustProxy)),
      await deps.limiters.requestSender.hit(senderKey),
    );
    if (wait > 0) throw tooMany(wait);
    const outcome = await submitSupportRequest(deps, sender, input);
    if (outcome === 'conversationNotFound') {
      throw new HttpError(404, { message: serverMessages.chat.conversationNotFound });
    }
    return replyJson(c, SupportRequestReceiptSchema, outcome, 201);
  });

  // The admin inbox.
  app.get('/api/admin/requests', async (c) => {
    requireAdmin(c);
    const filters = parseInput(SupportRequestFiltersSchema, c.req.query());
    return replyJson(c, SupportRequestPageSchema, await supportRequestPage(deps, filters));
  });

  app.get('/api/admin/requests/:id', async (c) => {
    requireAdmin(c);
    const detail = await supportRequestDetail(deps, idParam(c, 'id', text.notFound));
    if (!detail) throw new HttpError(404, { message: text.notFound });
    return replyJson(c, SupportRequestDetailSchema, detail);
  });

  app.post('/api/admin/requests/:id/reply', async (c) => {
    const admin = requireAdmin(c);
    const id = idParam(c, 'id', text.notFound);
    const { text: reply } = await readJson(c, SupportReplyInputSchema);
    // Each reply is a mail: limited per admin.
    const wait = await deps.limiters.requestReply.hit(`admin:${admin.id}`);
    if (wait > 0) throw tooMany(wait);
    const outcome = await replyToSupportRequest(deps, admin, id, reply);
    if (outcome === 'notFound') throw new HttpError(404, { message: text.notFound });
    if (outcome === 'noAddress') throw new HttpError(409, { message: text.noAddress });
    if (outcome === 'notSent') throw new HttpError(502, { message: text.replyNotSent });
    return replyJson(c, SupportRequestDetailSchema, outcome);
  });

  app.post('/api/admin/requests/:id/close', async (c) => {
    requireAdmin(c);
    const id = idParam(c, 'id', text.notFound);
    const { status } = await readJson(c, SupportStatusInputSchema);
    const detail = await setSupportRequestStatus(deps, id, status);
    if (!detail) throw new HttpError(404, { message: text.notFound });
    return replyJson(c, SupportRequestDetailSchema, detail);
  });
}
