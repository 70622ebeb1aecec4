import {
  assistantName,
  type ConversationSummary,
  conversationPageSize,
  type Message,
  parseConversationCursor,
} from '@app/contract';
import { HttpResponse } from 'msw';

/** The server's wording of the chat's refusals (DECISIONS "Conversations", "Streaming"). */
export const chatErrors = {
  notFound: 'Conversation not found',
  badCursor: 'The page cursor ("before") is not valid. Load the list again from its first page.',
  badTitle: 'Enter a title of 1 to 120 characters.',
  notLastQuestion: 'Only the last question of a conversation can be edited and sent again.',
  nothingToRegenerate: `There is no question in this conversation for ${assistantName} to answer again.`,
  emptyMessage: 'A message needs some text',
} as const;

export const notFound = () => HttpResponse.json({ message: chatErrors.notFound }, { status: 404 });

/** Newest activity first; the same time falls back to the higher id (the server's order). */
export function byNewestActivity(a: ConversationSummary, b: ConversationSummary): number {
  return Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id;
}

/**
 * One page of `GET /api/conversations` over `list`: `?q=` keeps the conversations whose title or
 * one of whose messages holds it (any case), `?before=` those after the cursor's conversation in
 * the order; `conversationPageSize` a page. A cursor that is not one answers 400.
 */
export function conversationPage(
  request: Request,
  list: readonly ConversationSummary[],
  messagesOf: (id: number) => readonly Message[] = () => [],
): Response {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().toLowerCase();
  const before = params.get('before');
  const cursor = before ? parseConversationCursor(before) : null;
  if (before && !cursor) return HttpResponse.json({ message: chatErrors.badCursor }, { status: 400 });
  const page = [...list]
    .sort(byNewestActivity)
    .filter((summary) => {
      if (!cursor) return true;
      const time = Date.parse(summary.updatedAt);
      const cursorTime = cursor.updatedAt.getTime();
      return time < cursorTime || (time === cursorTime && summary.id < cursor.id);
    })
    .filter(
      (summary) =>
        q === '' ||
        (summary.title ?? '').toLowerCase().includes(q) ||
        messagesOf(summary.id).some((message) => message.content.toLowerCase().includes(q)),
    )
    .slice(0, conversationPageSize);
  return HttpResponse.json(page);
}
