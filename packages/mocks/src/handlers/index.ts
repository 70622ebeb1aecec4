import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { analyticsHandlers } from './analytics';
import { authHandlers, userHandlers } from './auth';
import { chatHandlers, type StreamingOptions } from './chat';
import { feedbackHandlers } from './feedback';
import { knowledgeHandlers } from './knowledge';
import { notificationsHandlers, sampleNotices } from './notifications';
import { chosenPreferences, preferencesHandlers } from './preferences';
import { profileHandlers } from './profile';
import { subscriptionHandlers } from './subscription';
import { supportRequestHandlers } from './supportRequests';
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
  'supportRequests',
  'preferences',
  'notifications',
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
  supportRequests: supportRequestHandlers.success(),
  preferences: preferencesHandlers.defaults(),
  notifications: notificationsHandlers.some(),
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
  chosenPreferences,
  feedbackHandlers,
  knowledgeHandlers,
  notificationsHandlers,
  preferencesHandlers,
  profileHandlers,
  sampleNotices,
  subscriptionHandlers,
  supportRequestHandlers,
  synopsisHandlers,
  ttsHandlers,
  userHandlers,
};
