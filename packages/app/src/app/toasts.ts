import { createToastQueue, type ToastInput, type ToastQueue } from '@app/ui';

/**
 * The shell's one toast queue, with the spec's policy (spec 4, DECISIONS "Toasts"): at most one
 * toast, only destructive ones shown, 5000 ms unless a toast says otherwise. The root layout renders
 * it with `<Toaster queue={appToasts} />`; pages and guards add to it. Non-destructive confirmations
 * are shown in place instead.
 */
export const appToasts: ToastQueue = createToastQueue({ policy: 'destructive-only' });

/** Spec 4's toast durations beside the queue's 5000 ms default, in milliseconds. */
export const appToastDurations = {
  /** A toast raised on the home screen (the chat). */
  homeScreen: 3000,
  /** "Daily Limit Reached", wherever it is raised. */
  dailyLimit: 6000,
} as const;

/**
 * The shell's queue as the home screen adds to it: a toast that names no duration lasts 3 s there
 * (the limit toast names its 6 s). Everything else is the shell's queue itself; `add` looks up the
 * shell's at each call, so whoever wraps it (the stories hold toasts open) wraps this one too.
 */
export const homeScreenToasts: ToastQueue = {
  ...appToasts,
  defaultDuration: appToastDurations.homeScreen,
  add: (input: ToastInput) => appToasts.add({ ...input, duration: input.duration ?? appToastDurations.homeScreen }),
};
