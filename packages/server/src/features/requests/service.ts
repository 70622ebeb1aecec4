import {
  type SupportRequestDetail,
  type SupportRequestFilters,
  type SupportRequestInput,
  type SupportRequestPage,
  type SupportRequestReceipt,
  type SupportRequestStatus,
  supportReferenceOf,
  supportRequestPageSize,
} from '@app/contract';
import type { Deps, SessionUser } from '../../context';
import { serverMessages } from '../../messages';
import { isOwnConversation } from '../chat/repository';
import {
  findSupportRequest,
  insertSupportReply,
  insertSupportRequest,
  listSupportRequests,
  updateSupportRequestStatus,
} from './repository';

const text = serverMessages.supportRequests;

/** Why a request was not stored: the sender named a conversation that is not theirs. */
export type SubmitOutcome = SupportRequestReceipt | 'conversationNotFound';

/**
 * Stores a request from the forms and mails its confirmation. A signed-in sender is known by the
 * account; a visitor (already checked to have given a name and an address) by what they gave. A
 * failed confirmation mail is logged, not the sender's problem: the request is stored either way.
 */
export async function submitSupportRequest(
  deps: Deps,
  sender: SessionUser | null,
  input: SupportRequestInput & { name?: string; email?: string },
): Promise<SubmitOutcome> {
  const conversationId = input.conversationId ?? null;
  if (conversationId !== null) {
    // A visitor has no conversations; another user's reads as missing, as everywhere else.
    if (!sender || !(await isOwnConversation(deps.storage, sender.id, conversationId))) return 'conversationNotFound';
  }
  const name = sender ? sender.username : (input.name ?? '');
  const email = sender ? sender.email : (input.email ?? null);
  const id = await insertSupportRequest(
    deps.storage,
    {
      kind: input.kind,
      userId: sender?.id ?? null,
      name,
      email,
      subject: input.subject,
      text: input.text,
      conversationId,
    },
    deps.now(),
  );
  const reference = supportReferenceOf(id);
  if (email) {
    const kindLabel = text.kindLabels[input.kind];
    try {
      await deps.mailer.send({
        to: email,
        subject: text.confirmationSubject(reference, kindLabel),
        text: text.confirmationBody(name, reference, kindLabel, input.subject, input.text),
      });
    } catch (error) {
      deps.logger.error('support request confirmation mail failed', { requestId: id, error: String(error) });
    }
  }
  return { id, reference, message: text.received(reference, email) };
}

/** A page of the inbox, newest first. */
export async function supportRequestPage(
  deps: Deps,
  { kind, status, page = 1 }: SupportRequestFilters,
): Promise<SupportRequestPage> {
  const { requests, total } = await listSupportRequests(deps.storage, {
    kind,
    status,
    limit: supportRequestPageSize,
    offset: (page - 1) * supportRequestPageSize,
  });
  return { requests, page, pageSize: supportRequestPageSize, total };
}

export const supportRequestDetail = (deps: Deps, id: number): Promise<SupportRequestDetail | null> =>
  findSupportRequest(deps.storage, id);

export type ReplyOutcome = SupportRequestDetail | 'notFound' | 'noAddress' | 'notSent';

/**
 * Mails an admin's reply to the requester, then stores it (the request becomes answered). A reply
 * that could not be mailed is not stored, so the inbox never shows an answer nobody received.
 */
export async function replyToSupportRequest(
  deps: Deps,
  admin: SessionUser,
  id: number,
  reply: string,
): Promise<ReplyOutcome> {
  const request = await findSupportRequest(deps.storage, id);
  if (!request) return 'notFound';
  if (!request.email) return 'noAddress';
  try {
    await deps.mailer.send({
      to: request.email,
      subject: text.replySubject(request.reference, request.subject),
      text: text.replyBody(request.name, request.reference, reply),
    });
  } catch (error) {
    deps.logger.error('support request reply mail failed', { requestId: id, error: String(error) });
    return 'notSent';
  }
  await insertSupportReply(deps.storage, { requestId: id, authorId: admin.id, text: reply }, deps.now());
  return (await findSupportRequest(deps.storage, id)) ?? 'notFound';
}

/** Sets a request's status (closed, or open or answered again). */
export async function setSupportRequestStatus(
  deps: Deps,
  id: number,
  status: SupportRequestStatus,
): Promise<SupportRequestDetail | null> {
  if (!(await updateSupportRequestStatus(deps.storage, id, status, deps.now()))) return null;
  return findSupportRequest(deps.storage, id);
}
