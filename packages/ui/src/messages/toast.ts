import { askOutcomeMessages } from './askOutcome';
import { toastRegionMessages } from './toastRegion';

/**
 * The toast region's strings and the daily planner's ask outcomes. The region's strings and the ask
 * outcomes live in files of their own (`toastRegion.ts`, `askOutcome.ts`) so that the Toaster and
 * the daily planner bundle only what they show; the app's toasts are the app's wording.
 */
export const toastMessages = {
  ...toastRegionMessages,
  ...askOutcomeMessages,
} as const;
