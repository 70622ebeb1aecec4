/**
 * The toast store: plain TypeScript, no React. Its rules: at most one toast, adding one puts it
 * first and drops the rest, dismissing marks it closed and removes it 1,000,000 ms later, and an
 * open toast dismisses itself after its duration.
 */

/** At most one toast is shown: a new one replaces the current one. */
export const TOAST_LIMIT = 1;
/** A closed toast stays in the store this long (1,000,000 ms) before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** How long a toast added without a `duration` stays open, in milliseconds (`defaultDuration`'s default). */
export const defaultToastDuration = 5000;

/** Tones a toast can take; `destructive` is the only one the `destructive-only` policy shows. */
export const toastVariants = ['default', 'destructive', 'success', 'info'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/**
 * Which toasts a queue accepts and a `Toaster` renders.
 * - `all`: every variant.
 * - `destructive-only`: only destructive toasts, for an app that shows non-destructive
 *   confirmations in place and announces them through a polite live region instead.
 */
export type ToastPolicy = 'all' | 'destructive-only';

/** What a caller gives `queue.add()`. */
export interface ToastInput {
  title: string;
  description?: string;
  /** @default 'default' */
  variant?: ToastVariant;
  /**
   * Milliseconds before the toast dismisses itself. `Infinity` (or 0) keeps it until dismissed.
   * @default 5000 (the queue's `defaultDuration`)
   */
  duration?: number;
}

/** A toast held by the queue. */
export interface ToastRecord {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly variant: ToastVariant;
  readonly duration: number;
  /** False once dismissed; the record stays `removeDelay` ms more so a view can animate it out. */
  readonly open: boolean;
}

export interface ToastQueueOptions {
  /** Most toasts held at once. @default 1 */
  limit?: number;
  /** Milliseconds between dismissing a toast and removing it. @default 1_000_000 */
  removeDelay?: number;
  /** Duration of a toast added without one. @default 5000 */
  defaultDuration?: number;
  /**
   * Which toasts `add()` accepts. Under `destructive-only` a non-destructive toast is ignored
   * (`add()` returns null), so it never displaces a destructive toast from the single slot.
   * @default 'all'
   */
  policy?: ToastPolicy;
  /**
   * Whether open toasts dismiss themselves after their duration. Turn it off where a toast must
   * stay put (stories, screenshots); durations are still recorded.
   * @default true
   */
  autoDismiss?: boolean;
}

export interface ToastQueue {
  readonly limit: number;
  readonly removeDelay: number;
  readonly defaultDuration: number;
  readonly policy: ToastPolicy;
  /** Puts a toast first and drops the rest beyond the limit; returns its id, or null if the policy ignores it. */
  add(input: ToastInput): string | null;
  /** Changes an open toast's content in place. */
  update(id: string, patch: Partial<Omit<ToastInput, 'duration'>>): void;
  /** Marks one toast (or every toast) closed, then removes it after `removeDelay`. */
  dismiss(id?: string): void;
  /** Removes one toast (or every toast) at once. */
  remove(id?: string): void;
  /** Pauses the auto-dismiss timers (a `Toaster` does this while hovered or focused). */
  pause(): void;
  /** Resumes paused auto-dismiss timers with the time they had left. */
  resume(): void;
  /** The toasts held, newest first; a new array after every change. */
  getSnapshot(): readonly ToastRecord[];
  subscribe(listener: () => void): () => void;
}

/** Whether a policy lets a toast through. */
export function isToastAllowed(toast: { variant?: ToastVariant | undefined }, policy: ToastPolicy): boolean {
  return policy === 'all' || (toast.variant ?? 'default') === 'destructive';
}

/**
 * A timer that does not keep a Node process alive (a toast queued during server rendering or in a
 * test must not hold the process for its duration); in a browser, a plain timeout.
 */
function later(run: () => void, ms: number): ReturnType<typeof setTimeout> {
  const handle = setTimeout(run, ms);
  (handle as { unref?: () => void }).unref?.();
  return handle;
}

interface Countdown {
  timer: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

/**
 * Creates a toast queue. Defaults: one toast at a time, removed 1,000,000 ms after it closes, open
 * for 5000 ms.
 *
 * @example
 * ```tsx
 * export const toastQueue = createToastQueue();
 * toastQueue.add({ title: 'Saved', variant: 'success' });
 * // <Toaster queue={toastQueue} />
 * ```
 */
export function createToastQueue(options: ToastQueueOptions = {}): ToastQueue {
  const limit = options.limit ?? TOAST_LIMIT;
  const removeDelay = options.removeDelay ?? TOAST_REMOVE_DELAY;
  const defaultDuration = options.defaultDuration ?? defaultToastDuration;
  const policy = options.policy ?? 'all';
  const autoDismiss = options.autoDismiss ?? true;

  let toasts: readonly ToastRecord[] = [];
  let count = 0;
  let paused = false;
  const listeners = new Set<() => void>();
  const countdowns = new Map<string, Countdown>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const runCountdown = (id: string, countdown: Countdown) => {
    countdown.startedAt = Date.now();
    countdown.timer = later(() => {
      countdowns.delete(id);
      dismiss(id);
    }, countdown.remaining);
  };

  const stopCountdown = (id: string) => {
    const countdown = countdowns.get(id);
    if (countdown?.timer !== undefined) clearTimeout(countdown.timer);
    countdowns.delete(id);
  };

  const forget = (id: string) => {
    stopCountdown(id);
    const removal = removals.get(id);
    if (removal !== undefined) clearTimeout(removal);
    removals.delete(id);
  };

  function add(input: ToastInput): string | null {
    if (!isToastAllowed(input, policy)) return null;
    count += 1;
    const id = `toast-${count}`;
    const duration = input.duration ?? defaultDuration;
    const record: ToastRecord = {
      id,
      title: input.title,
      ...(input.description === undefined ? {} : { description: input.description }),
      variant: input.variant ?? 'default',
      duration,
      open: true,
    };
    const next = [record, ...toasts];
    for (const dropped of next.slice(limit)) forget(dropped.id);
    toasts = next.slice(0, limit);
    if (autoDismiss && Number.isFinite(duration) && duration > 0) {
      const countdown: Countdown = { timer: undefined, remaining: duration, startedAt: 0 };
      countdowns.set(id, countdown);
      if (!paused) runCountdown(id, countdown);
    }
    emit();
    return id;
  }

  function update(id: string, patch: Partial<Omit<ToastInput, 'duration'>>) {
    let changed = false;
    toasts = toasts.map((toast) => {
      if (toast.id !== id) return toast;
      changed = true;
      return { ...toast, ...patch, variant: patch.variant ?? toast.variant };
    });
    if (changed) emit();
  }

  function dismiss(id?: string) {
    let changed = false;
    toasts = toasts.map((toast) => {
      if (!toast.open || (id !== undefined && toast.id !== id)) return toast;
      changed = true;
      stopCountdown(toast.id);
      removals.set(
        toast.id,
        later(() => remove(toast.id), removeDelay),
      );
      return { ...toast, open: false };
    });
    if (changed) emit();
  }

  function remove(id?: string) {
    const kept = toasts.filter((toast) => id !== undefined && toast.id !== id);
    if (kept.length === toasts.length) return;
    for (const toast of toasts) if (!kept.includes(toast)) forget(toast.id);
    toasts = kept;
    emit();
  }

  function pause() {
    if (paused) return;
    paused = true;
    for (const countdown of countdowns.values()) {
      if (countdown.timer === undefined) continue;
      clearTimeout(countdown.timer);
      countdown.timer = undefined;
      countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
    }
  }

  function resume() {
    if (!paused) return;
    paused = false;
    for (const [id, countdown] of countdowns) if (countdown.timer === undefined) runCountdown(id, countdown);
  }

  return {
    limit,
    removeDelay,
    defaultDuration,
    policy,
    add,
    update,
    dismiss,
    remove,
    pause,
    resume,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
