import {
  type FeedbackConversationDetail,
  type FeedbackConversationFilters,
  type FeedbackConversationPage,
  type FeedbackDomain,
  feedbackConversationPageSize,
  feedbackDomainOf,
} from '@app/contract/feedbackConversations';
import { detectIntent } from '../../assistant/intent';
import type { Deps, SessionUser } from '../../context';
import type { Queryable } from '../../db/storage';
import { insertAuditRecord } from '../audit/repository';
import {
  chatMessageContentType,
  findRatedConversation,
  listRatedConversations,
  questionBeforeReply,
} from './repository';

/** The audit action an admin's opening of a person's conversation writes. */
export const conversationViewedAction = 'conversation.viewed';

export async function ratedConversationPage(
  deps: Deps,
  { page = 1, domain, rating }: FeedbackConversationFilters,
): Promise<FeedbackConversationPage> {
  const { conversations, total } = await listRatedConversations(deps.storage, {
    domain,
    rating,
    limit: feedbackConversationPageSize,
    offset: (page - 1) * feedbackConversationPageSize,
  });
  return { conversations, page, pageSize: feedbackConversationPageSize, total };
}

/**
 * Opens a rated conversation for an admin and records that they did (who, whose, which), in one
 * transaction: no record without the reading, no reading without the record. Null: no such
 * rated conversation (nothing recorded).
 */
export function openRatedConversation(
  deps: Deps,
  admin: SessionUser,
  conversationId: number,
): Promise<FeedbackConversationDetail | null> {
  return deps.storage.transaction(async (tx) => {
    const detail = await findRatedConversation(tx, conversationId);
    if (!detail) return null;
    await insertAuditRecord(
      tx,
      {
        actorUserId: admin.id,
        action: conversationViewedAction,
        targetUserId: detail.user.id,
        details: { after: { conversationId: detail.id } },
      },
      deps.now(),
    );
    return detail;
  });
}

/**
 * The domain of a rated chat reply: the domain of the question it answered, read as Selene reads
 * it (`detectIntent`). Null for other content, or a message that is not the rater's reply.
 */
export async function ratedReplyDomain(
  db: Queryable,
  userId: number,
  contentType: string,
  contentId: string,
): Promise<FeedbackDomain | null> {
  if (contentType !== chatMessageContentType) return null;
  const question = await questionBeforeReply(db, userId, contentId);
  return question === null ? null : feedbackDomainOf(detectIntent(question).domain);
}
