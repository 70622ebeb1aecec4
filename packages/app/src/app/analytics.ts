import { type AnalyticsEventType, analyticsEventMutationOptions } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from './api';
import { analyticsSessionId } from './storage';

/**
 * Sends a subscription analytics event (spec 7) through the contract's mutation, which only logs
 * a failure (spec 8): an event never disturbs the page.
 */
export function useSubscriptionEvent() {
  const { mutate } = useMutation(analyticsEventMutationOptions(apiClient));
  return useCallback(
    (eventType: AnalyticsEventType, uiElement: string, metadata?: Record<string, unknown>) =>
      mutate(
        metadata
          ? { eventType, uiElement, sessionId: analyticsSessionId(), metadata }
          : { eventType, uiElement, sessionId: analyticsSessionId() },
      ),
    [mutate],
  );
}
