import { appMessages } from '../messages';

const placeholders = appMessages.chat.placeholders;

/** Who is typing, as far as the placeholder cares (spec 5). */
export interface ChatAudience {
  /** @default true */
  isLoggedIn?: boolean;
  /** @default false */
  isAdmin?: boolean;
  /** The free trial is used up (free tier with `limitExceeded`). @default false */
  trialEnded?: boolean;
  /** The tier's prompts for the day are used up. @default false */
  dailyLimitReached?: boolean;
}

export type ChatPlaceholderKey = keyof typeof placeholders;

/**
 * Which of the spec's five placeholders applies. Logged out wins over everything; admins have no
 * limits, so the admin line wins over the trial and daily-limit lines.
 */
export function chatPlaceholderKey({
  isLoggedIn = true,
  isAdmin = false,
  trialEnded = false,
  dailyLimitReached = false,
}: ChatAudience): ChatPlaceholderKey {
  if (!isLoggedIn) return 'loggedOut';
  if (isAdmin) return 'admin';
  if (trialEnded) return 'trialEnded';
  if (dailyLimitReached) return 'dailyLimit';
  return 'default';
}

/** The placeholder text for an audience, from the app's catalog. */
export function chatPlaceholder(audience: ChatAudience): string {
  return placeholders[chatPlaceholderKey(audience)];
}
