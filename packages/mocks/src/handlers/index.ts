import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { analyticsHandlers } from './analytics';
import { authHandlers, userHandlers } from './auth';
import { chatHandlers, type StreamingOptions } from './chat';
import { feedbackHandlers } from './feedback';
import { knowledgeHandlers } from './knowledge';
import { profileHandlers } from './profile';
import { subscriptionHandlers } from './subscription';
import { synopsisHandlers } from './synopsis';
import { ttsHandlers } from './tts';

/** The domains of the handler map. */
export const handlerDomains = [
  'auth',
  'chat',
  'knowledge',
  'subscription',
  'synopsis',
  'feedback',
  'tts',
  'analytics',
  'profile',
  'account',
] as const;
export type HandlerDomain = (typeof handlerDomains)[number];

/**
 * Default handlers, keyed by domain: a visitor (no one logged in) and every other call answering
 * with success. Storybook passes this object as `parameters.msw.handlers`; a story replaces one
 * domain's key with a scenario, e.g. `{ chat: chatHandlers.limitReached(), auth: authHandlers.as('free') }`.
 */
export const handlers: Record<string, RequestHandler[]> = {
  auth: authHandlers.visitor(),
  chat: chatHandlers.success(),
  knowledge: knowledgeHandlers.success(),
  subscription: subscriptionHandlers.success(),
  synopsis: synopsisHandlers.success(),
  feedback: feedbackHandlers.success(),
  tts: ttsHandlers.success(),
  analytics: analyticsHandlers.success(),
  profile: profileHandlers.complete(),
  account: accountHandlers.success(),
} satisfies Record<HandlerDomain, RequestHandler[]>;

export {
  type DomainScenarios,
  defineScenarios,
  type EndpointMock,
  type FailureName,
  failureNames,
  failureReplies,
  handle,
  type Only,
  routeOf,
  type ScenarioName,
} from './scenarios';
export type { StreamingOptions };
export {
  accountHandlers,
  analyticsHandlers,
  authHandlers,
  chatHandlers,
  feedbackHandlers,
  knowledgeHandlers,
  profileHandlers,
  subscriptionHandlers,
  synopsisHandlers,
  ttsHandlers,
  userHandlers,
};
