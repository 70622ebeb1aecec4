import { createToastQueue, type ToastQueue } from '@app/ui';

/**
 * The shell's one toast queue, with the spec's policy (spec 4, DECISIONS "Toasts"): at most one
 * toast, only destructive ones shown. The root layout renders it with `<Toaster queue={appToasts} />`;
 * pages and guards add to it. Non-destructive confirmations are shown in place instead.
 */
export const appToasts: ToastQueue = createToastQueue({ policy: 'destructive-only' });
