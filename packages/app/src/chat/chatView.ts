import {
  canLoadSynopsis,
  canUseVoice,
  type DailyPlannerContext,
  type HomeSynopsis,
  isUnlimitedTier,
  type LimitInfo,
  nextUtcMidnight,
  type SubscriptionStatus,
  type TierName,
  tierConfig,
  type User,
} from '@app/contract';
import type { UsageBannerInput } from '@app/ui';
import { type ChatAudience, chatPlaceholder } from './chatPlaceholder';
import { type FreeTrialRecord, isFreeTrialUsed } from './freeTrial';

/** What the chat screen knows about who is chatting and their allowance. */
export interface ChatViewInput {
  /** `undefined` while loading, `null` for a visitor. */
  user: User | null | undefined;
  /** The status after the spec 4 fallback (`withStatusFallback`). */
  status: SubscriptionStatus | null | undefined;
  statusLoading: boolean;
  /** The status call failed (the fallback state is in `status`). */
  statusError: boolean;
  /** The `limitInfo` of the last 429, kept until it resets. */
  limitInfo: LimitInfo | null;
  /** The local free-trial record (DECISIONS). */
  freeTrial: FreeTrialRecord | null;
  /** Milliseconds since the epoch. */
  now: number;
}

export interface ChatView {
  audience: Required<ChatAudience>;
  /** Spec 5's placeholder for the audience and state. */
  placeholder: string;
  /** The usage banner's input; `null` for visitors and admins. */
  usageBanner: (UsageBannerInput & { resetsAt: string }) | null;
  /** The prompt counter; `null` when the tier has no counted limit or the status is not known. */
  promptCounter: { promptsRemaining: number; resetsAt: string } | null;
  /** The tier lacks voice (spec 6; admins bypass). */
  voiceLocked: boolean;
  /** The limit info still in force, if any. */
  activeLimit: LimitInfo | null;
}

/**
 * Derives the chat's audience, placeholder, banner, counter and voice gate (spec 4, 5, 6, 9).
 * Pure: the same input gives the same view.
 */
export function chatView({
  user,
  status,
  statusLoading,
  statusError,
  limitInfo,
  freeTrial,
  now,
}: ChatViewInput): ChatView {
  const isLoggedIn = Boolean(user);
  const isAdmin = user?.role === 'admin';
  const featureTier: TierName | undefined = user?.subscriptionTier;
  const usageTier: TierName | undefined = status?.currentTier ?? featureTier;
  const activeLimit = limitInfo && now < Date.parse(limitInfo.resetsAt) ? limitInfo : null;
  const isFree = usageTier === 'free';
  const localTrialUsed = isFree && isFreeTrialUsed(freeTrial);
  const limitExceeded =
    isLoggedIn && !isAdmin && (Boolean(status?.limitExceeded) || activeLimit !== null || localTrialUsed);

  const audience: Required<ChatAudience> = {
    isLoggedIn,
    isAdmin,
    trialEnded: isFree && limitExceeded,
    dailyLimitReached: !isFree && limitExceeded,
  };
  const resetsAt = activeLimit?.resetsAt ?? nextUtcMidnight(now).toISOString();

  let usageBanner: ChatView['usageBanner'] = null;
  let promptCounter: ChatView['promptCounter'] = null;
  if (user && !isAdmin && usageTier !== undefined) {
    const configuredLimit = tierConfig(usageTier)?.limits.promptLimit ?? 0;
    const promptLimit = activeLimit?.limit ?? status?.promptLimit ?? configuredLimit;
    const promptsUsed = Math.max(
      status?.promptsUsed ?? 0,
      activeLimit?.used ?? 0,
      isFree && freeTrial ? freeTrial.promptsUsed : 0,
    );
    usageBanner = {
      tier: usageTier,
      promptsUsed,
      promptLimit,
      limitExceeded,
      isLoading: statusLoading && !status,
      isError: statusError,
      isUnlimited: isUnlimitedTier(usageTier),
      isAdmin,
      resetsAt,
    };
    if (!isUnlimitedTier(usageTier) && promptLimit > 0 && (status || limitExceeded)) {
      promptCounter = {
        promptsRemaining: limitExceeded ? 0 : Math.max(0, promptLimit - promptsUsed),
        resetsAt,
      };
    }
  }

  return {
    audience,
    placeholder: chatPlaceholder(audience),
    usageBanner,
    promptCounter,
    voiceLocked: isLoggedIn && !canUseVoice({ role: user?.role ?? 'client', tier: featureTier }),
    activeLimit,
  };
}

/** The tiers whose synopsis stays on screen once the chat has messages (spec 4). */
export const synopsisWithMessagesTiers: readonly TierName[] = ['plus', 'advanced', 'elite'];

/**
 * Spec 4, "Home synopsis display": it loads only for core, advanced or elite (admins too: they
 * can access everything, and the server answers them), and it is shown for any plus, advanced or
 * elite user even when the chat has messages; otherwise only while the chat is empty.
 */
export function synopsisVisibility(user: User | null | undefined, hasMessages: boolean) {
  const isAdmin = user?.role === 'admin';
  const tier = user?.subscriptionTier;
  const load = Boolean(user) && (isAdmin || canLoadSynopsis(tier));
  const show = load && (!hasMessages || isAdmin || (tier !== undefined && synopsisWithMessagesTiers.includes(tier)));
  return { load, show };
}

/** The planner data sent with "Ask Selene about my day" (spec 4: isDailyPlannerRequest, dailyPlannerData). */
export function dailyPlannerContextOf(synopsis: HomeSynopsis): DailyPlannerContext {
  const { date, generalEnergy, keywords, dos, donts, careerInsight, todaysHighlights } = synopsis;
  return {
    isDailyPlannerRequest: true,
    dailyPlannerData: { date, generalEnergy, keywords, dos, donts, careerInsight, todaysHighlights },
  };
}
