import {
  type ApiClient,
  currentUserQueryOptions,
  type LimitInfo,
  nextUtcMidnight,
  subscriptionStatusQueryOptions,
  tierConfig,
  type User,
  withStatusFallback,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatView } from './chatView';
import { type FreeTrialRecord, readFreeTrial, recordFreeTrialPrompt } from './freeTrial';

/**
 * Who is chatting and what they may still send (spec 4, 5, 9): the user, the status (with its
 * fallback), the limit info of a 429, the local free-trial record, and the view derived from them.
 */
export function useChatUsage(api: ApiClient, now: () => number) {
  const userQuery = useQuery(currentUserQueryOptions(api));
  // Spec 8: a failed user fetch is treated as no user.
  const user: User | null | undefined =
    userQuery.data !== undefined ? userQuery.data : userQuery.isError ? null : undefined;
  const isLoggedIn = Boolean(user);

  const statusQuery = useQuery(subscriptionStatusQueryOptions({ reader: 'banner', isLoggedIn }, api));
  const status = isLoggedIn ? withStatusFallback({ data: statusQuery.data, isError: statusQuery.isError }) : null;

  const [limitInfo, setLimitInfo] = useState<LimitInfo | null>(null);
  const [freeTrial, setFreeTrial] = useState<FreeTrialRecord | null>(() => readFreeTrial(now()));

  const latest = useRef({ user, status, now });
  latest.current = { user, status, now };

  // A different person (log-in, logout) starts with a clean slate.
  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the person changes
  useEffect(() => {
    setLimitInfo(null);
    setFreeTrial(readFreeTrial(latest.current.now()));
  }, [userId]);

  const view = chatView({
    user,
    status,
    statusLoading: statusQuery.isPending && isLoggedIn,
    statusError: statusQuery.isError,
    limitInfo,
    freeTrial,
    now: now(),
  });

  /** A prompt went out: the local free-trial record counts it for a free client. */
  const recordPrompt = useCallback(() => {
    const who = latest.current.user;
    if (who && who.role !== 'admin' && who.subscriptionTier === 'free') {
      setFreeTrial(recordFreeTrialPrompt(latest.current.now()));
    }
  }, []);

  /** A 429: keep its limit info, or what the status says when the body had none. */
  const limitReached = useCallback((info: LimitInfo | null | undefined) => {
    const { status: current, user: who, now: clock } = latest.current;
    const tier = current?.currentTier ?? who?.subscriptionTier ?? 'free';
    const limit = current?.promptLimit ?? tierConfig(tier)?.limits.promptLimit ?? 1;
    setLimitInfo(info ?? { tier, limit, used: limit, resetsAt: nextUtcMidnight(clock()).toISOString() });
  }, []);

  return { user, isLoggedIn, status, view, recordPrompt, limitReached };
}

export type ChatUsage = ReturnType<typeof useChatUsage>;
