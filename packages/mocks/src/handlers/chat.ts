import type { Message, SendUsage, TierName } from '@app/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import {
  assistantFailure,
  conversation,
  coreUsage,
  messages as fixtureMessages,
  limitReachedBody,
  sendReply,
} from '../fixtures';
import { defineScenarios, type EndpointMock } from './scenarios';

async function contentOf(request: Request): Promise<string> {
  const body = (await request.json().catch(() => ({}))) as { content?: unknown };
  return typeof body.content === 'string' ? body.content : '';
}

const chatMocks = (messages: Message[], usage: SendUsage) =>
  ({
    createConversation: { success: () => HttpResponse.json(conversation, { status: 201 }) },
    listMessages: { success: () => HttpResponse.json(messages), empty: () => HttpResponse.json([]) },
    sendMessage: {
      success: async ({ request }) => HttpResponse.json(sendReply(await contentOf(request), usage), { status: 201 }),
      failures: {
        handledError: async ({ request }) =>
          HttpResponse.json(assistantFailure(await contentOf(request)), { status: 500 }),
      },
    },
  }) satisfies Record<string, EndpointMock>;

/** The 429 and the handled 500 concern sends: by default they apply to `sendMessage` only. */
const sendOnly = { limitReached: ['sendMessage'], handledError: ['sendMessage'] } as const;

/**
 * `POST /api/conversations`, `GET` and `POST /api/conversations/{id}/messages`. E.g.
 * `chatHandlers.limitReached()` (429 with limit info on send), `chatHandlers.handledError()` (the
 * apology), `chatHandlers.unauthorized('createConversation')` (session expired on start).
 */
export const chatHandlers = {
  ...defineScenarios(chatMocks(fixtureMessages, coreUsage), sendOnly),
  /** The conversation holds `messages`; sends report `usage`. */
  withMessages: (messages: Message[], usage: SendUsage = coreUsage): RequestHandler[] =>
    defineScenarios(chatMocks(messages, usage)).success(),
  /** The daily limit of a tier is reached: sends answer 429 with that tier's limit info. */
  dailyLimit: (tier: TierName = 'free', limit = 1): RequestHandler[] =>
    defineScenarios({
      ...chatMocks(fixtureMessages, coreUsage),
      sendMessage: { success: () => HttpResponse.json(limitReachedBody(tier, limit), { status: 429 }) },
    }).success(),
};
