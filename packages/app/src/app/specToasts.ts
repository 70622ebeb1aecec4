import type { ToastInput } from '@app/ui';
import { appMessages } from '../messages';
import { appToastDurations } from './toasts';

const messages = appMessages.toasts;

/** A tier list as the spec's sentence reads it: "advanced or elite". */
const joinTiers = (tiers: string | readonly string[]) => (typeof tiers === 'string' ? tiers : tiers.join(' or '));

/** A server's message when it has one, else the spec's fallback. */
const orFallback = (message: string | null | undefined, fallback: string) => (message?.trim() ? message : fallback);

/**
 * Every toast the spec names (sections 4 and 8), built from the app's catalog with its variant
 * and duration. Each returns a `ToastInput` for `queue.add()`.
 *
 * Error toasts are `destructive`, so the app's `destructive-only` policy shows them. "Response
 * stopped" (info) and "Question Sent to Selene" (success) are confirmations: under that policy
 * the app shows them in place and announces them politely instead (DECISIONS.md "Toasts").
 *
 * @example
 * toastQueue.add(specToasts.dailyLimitReached(body.message)); // 6 s
 */
export const specToasts = {
  /** Conversation creation needed a log-in (spec 8); the app redirects to /auth 2 s later. */
  sessionExpired: (): ToastInput => ({ ...messages.sessionExpired, variant: 'destructive' }),
  /** Any other conversation creation failure. */
  connectionError: (): ToastInput => ({ ...messages.connectionError, variant: 'destructive' }),
  /** A send answered 429: the server's message, or the spec's sentence; lasts 6 s. */
  dailyLimitReached: (serverMessage?: string | null): ToastInput => ({
    title: messages.dailyLimitReached.title,
    description: orFallback(serverMessage, messages.dailyLimitReached.description),
    variant: 'destructive',
    duration: appToastDurations.dailyLimit,
  }),
  /** Stop pressed while a reply was loading (spec 4). A confirmation, not an error. */
  responseStopped: (): ToastInput => ({ ...messages.responseStopped, variant: 'info' }),
  /** A tier guard refused a route (spec 8); `tiers` e.g. `['advanced', 'elite']`. */
  subscriptionRequired: (tiers: string | readonly string[], currentTier?: string | null): ToastInput => ({
    title: messages.subscriptionRequired.title,
    description: messages.subscriptionRequired.description(joinTiers(tiers), currentTier),
    variant: 'destructive',
  }),
  /** Log-in failed: the server's message, or the spec's fallback. */
  loginFailed: (serverMessage?: string | null): ToastInput => ({
    title: messages.loginFailed.title,
    description: orFallback(serverMessage, messages.loginFailed.description),
    variant: 'destructive',
  }),
  /** Registration failed without field errors: the server's message, or the spec's fallback. */
  registrationFailed: (serverMessage?: string | null): ToastInput => ({
    title: messages.registrationFailed.title,
    description: orFallback(serverMessage, messages.registrationFailed.description),
    variant: 'destructive',
  }),
  /** Feedback could not be submitted. */
  feedbackError: (): ToastInput => ({ ...messages.feedbackError, variant: 'destructive' }),
  /** Ask pressed before the daily planner loaded. */
  loadingData: (): ToastInput => ({ ...messages.loadingData, variant: 'destructive' }),
  /** Asking about the day failed. */
  askError: (): ToastInput => ({ ...messages.askError, variant: 'destructive' }),
  /** Asking about the day succeeded. A confirmation, not an error. */
  questionSent: (): ToastInput => ({ ...messages.questionSent, variant: 'success' }),
  /** The knowledge base failed to load. */
  knowledgeLoadError: (): ToastInput => ({ ...messages.knowledgeLoadError, variant: 'destructive' }),
  /** A teaching failed to upload. */
  teachingUploadError: (): ToastInput => ({ ...messages.teachingUploadError, variant: 'destructive' }),
  /** Logout's server call failed; the user is logged out on this device only. */
  loggedOutLocally: (): ToastInput => ({ ...messages.loggedOutLocally, variant: 'destructive' }),
  /** A speech recognition error, described by the voice catalog's text for its code. */
  voiceRecognitionError: (description: string): ToastInput => ({
    ...messages.voiceRecognitionError,
    description,
    variant: 'destructive',
  }),
  /** A microphone or start-up error, described by the voice catalog's text. */
  voiceInputError: (description: string): ToastInput => ({
    ...messages.voiceInputError,
    description,
    variant: 'destructive',
  }),
} as const;

export type SpecToastName = keyof typeof specToasts;
