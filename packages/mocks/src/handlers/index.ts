import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { adminHandlers } from './admin';
import { analyticsHandlers } from './analytics';
import { authHandlers, userHandlers } from './auth';
import { billingHandlers, billingStates, checkoutSessionOf, mockedCheckoutId } from './billing';
import { chatHandlers, type StreamingOptions } from './chat';
import { feedbackHandlers } from './feedback';
import { knowledgeHandlers } from './knowledge';
import { memoryHandlers } from './memory';
import { notificationsHandlers, sampleNotices } from './notifications';
import { personaHandlers } from './personas';
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
  'personas',
  'admin',
  'billing',
  'memory',
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
  personas: personaHandlers.success(),
  admin: adminHandlers.success(),
  billing: billingHandlers.success(),
  memory: memoryHandlers.some(),
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
  adminHandlers,
  analyticsHandlers,
  authHandlers,
  billingHandlers,
  billingStates,
  chatHandlers,
  checkoutSessionOf,
  chosenPreferences,
  feedbackHandlers,
  knowledgeHandlers,
  mockedCheckoutId,
  notificationsHandlers,
  personaHandlers,
  preferencesHandlers,
  profileHandlers,
  sampleNotices,
  subscriptionHandlers,
  supportRequestHandlers,
  synopsisHandlers,
  ttsHandlers,
  userHandlers,
};
