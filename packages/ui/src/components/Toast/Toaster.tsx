import {
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  Button,
  type QueuedToast,
  UNSTABLE_Toast as RacToast,
  UNSTABLE_ToastContent as RacToastContent,
  UNSTABLE_ToastQueue as RacToastQueue,
  UNSTABLE_ToastRegion as RacToastRegion,
  Text,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { toastRegionMessages as messages } from '../../messages/toastRegion';
import { isHorizontalSwipe, resolveSwipe, SWIPE_THRESHOLD } from './swipe';
import * as styles from './Toast.css';
import { isToastAllowed, type ToastPolicy, type ToastQueue, type ToastRecord, type ToastVariant } from './toastQueue';

export interface ToasterProps {
  /** The store whose toasts this region shows (`createToastQueue()`). */
  queue: ToastQueue;
  /**
   * Which toasts render. Under `destructive-only` a non-destructive toast is never shown as a
   * toast; it suits an app that shows such confirmations in place and announces them through a
   * polite live region, so nothing is lost.
   * @default the queue's `policy` ('all' unless the queue was created with another)
   */
  policy?: ToastPolicy;
  /**
   * The key that moves focus into the region (to its newest toast); `null` turns it off.
   * @default 'F8'
   */
  hotkey?: string | null;
  /** Accessible name of the landmark. @default 'Notifications' */
  'aria-label'?: string;
  /** Layout-only escape hatch for the region. */
  className?: string;
}

/**
 * Shows a toast queue's open toasts in a "Notifications" landmark (react-aria-components' toast
 * region: alerts announced by screen readers, timers paused while hovered or focused, focus
 * restored when the last toast closes). F8 moves focus to the toast; a horizontal swipe past
 * 50 px, Escape or the "Dismiss" button dismisses it.
 *
 * @example
 * ```tsx
 * const toastQueue = createToastQueue({ policy: 'destructive-only' });
 * <Toaster queue={toastQueue} />
 * toastQueue.add({ title: 'Connection lost', description: 'Try again later.', variant: 'destructive' });
 * ```
 */
export function Toaster({
  queue,
  policy = queue.policy,
  hotkey = 'F8',
  'aria-label': ariaLabel = messages.region,
  className,
}: ToasterProps) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const shown = useMemo(
    () => toasts.filter((toast) => toast.open && isToastAllowed(toast, policy)).slice(0, queue.limit),
    [toasts, policy, queue.limit],
  );
  const regionQueue = useMemo(() => new RegionQueue(queue), [queue]);
  useEffect(() => regionQueue.sync(shown), [regionQueue, shown]);

  const regionRef = useRef<HTMLDivElement | null>(null);
  const setRegion = useCallback(
    (node: HTMLDivElement | null) => {
      regionRef.current = node;
      if (node && hotkey) node.setAttribute('aria-keyshortcuts', hotkey);
    },
    [hotkey],
  );

  useEffect(() => {
    if (!hotkey) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      (region.querySelector<HTMLElement>('[role="alertdialog"]') ?? region).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  const byId = useMemo(() => new Map(toasts.map((toast) => [toast.id, toast])), [toasts]);

  return (
    <RacToastRegion
      ref={setRegion}
      queue={regionQueue}
      aria-label={ariaLabel}
      className={[styles.region, className].filter(Boolean).join(' ')}
    >
      {({ toast }) => (
        <ToastItem
          toast={toast}
          record={byId.get(toast.content.id) ?? toast.content}
          onDismiss={() => queue.dismiss(toast.content.id)}
        />
      )}
    </RacToastRegion>
  );
}

/**
 * Mirrors the store's shown toasts into the queue react-aria-components renders. The store stays
 * the one source of truth: RAC's own timers are unused (the store counts durations), its pause and
 * resume (hover, focus) pause the store, and a toast RAC closes is dismissed in the store.
 */
class RegionQueue extends RacToastQueue<ToastRecord> {
  readonly #store: ToastQueue;
  readonly #keys = new Map<string, string>();
  readonly #batch: { updates: (() => void)[] | null };
  #syncing = false;

  constructor(store: ToastQueue) {
    // While syncing, RAC's updates are collected so that a replacement (close + add) is one view
    // transition rather than two, the first of them skipped.
    const batch: { updates: (() => void)[] | null } = { updates: null };
    super({
      maxVisibleToasts: store.limit,
      wrapUpdate: (update) => (batch.updates ? batch.updates.push(update) : inViewTransition(update)),
    });
    this.#store = store;
    this.#batch = batch;
  }

  sync(shown: readonly ToastRecord[]) {
    const updates: (() => void)[] = [];
    this.#batch.updates = updates;
    try {
      this.#apply(shown);
    } finally {
      this.#batch.updates = null;
    }
    if (updates.length === 0) return;
    inViewTransition(() => {
      for (const update of updates) update();
    });
  }

  #apply(shown: readonly ToastRecord[]) {
    const ids = new Set(shown.map((toast) => toast.id));
    for (const [id, key] of this.#keys) {
      if (ids.has(id)) continue;
      this.#keys.delete(id);
      // The store already closed or dropped it (or the policy hides it): do not dismiss it again.
      this.#syncing = true;
      try {
        this.close(key);
      } finally {
        this.#syncing = false;
      }
    }
    // RAC puts each added toast first, so add the oldest first to keep the store's order.
    for (const toast of [...shown].reverse()) {
      if (this.#keys.has(toast.id)) continue;
      const onClose = () => {
        this.#keys.delete(toast.id);
        // RAC closed it (its close button): the store dismisses it, which keeps it for removal.
        if (!this.#syncing) this.#store.dismiss(toast.id);
      };
      this.#keys.set(toast.id, this.add(toast, { onClose }));
    }
  }

  override pauseAll() {
    super.pauseAll();
    this.#store.pause();
  }

  override resumeAll() {
    super.resumeAll();
    this.#store.resume();
  }
}

/** Cross-fades toast changes where the browser can and motion is welcome; otherwise updates at once. */
function inViewTransition(update: () => void) {
  const reduced =
    typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches !== false;
  if (reduced || typeof document.startViewTransition !== 'function') {
    update();
    return;
  }
  const transition = document.startViewTransition(() => flushSync(update));
  // A newer change skips a running transition; its update still runs, so the rejection is noise.
  transition.ready.catch(() => {});
  transition.finished.catch(() => {});
}

interface ToastItemProps {
  toast: QueuedToast<ToastRecord>;
  record: ToastRecord;
  onDismiss: () => void;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  swiping: boolean;
}

function ToastItem({ toast, record, onDismiss }: ToastItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);

  // RAC's toast takes no key handlers; Escape on a focused toast dismisses it (as in WAI-ARIA dialogs).
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onDismiss();
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.swiping) return;
    setSwiping(false);
    if (!cancelled && resolveSwipe(event.clientX - current.startX) === 'dismiss') onDismiss();
    else setOffset(0);
  };

  const variant: ToastVariant = record.variant;
  return (
    <RacToast
      ref={ref}
      toast={toast}
      className={styles.toast[variant]}
      data-variant={variant}
      data-duration={Number.isFinite(record.duration) ? record.duration : undefined}
      data-swiping={swiping || undefined}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.4, 1 - Math.abs(offset) / (SWIPE_THRESHOLD * 4)) : undefined,
      }}
      onPointerDown={(event) => {
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, swiping: false };
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const deltaX = event.clientX - current.startX;
        if (!current.swiping) {
          if (!isHorizontalSwipe(deltaX, event.clientY - current.startY)) return;
          current.swiping = true;
          setSwiping(true);
          // Keep receiving the drag when the pointer leaves the toast. Synthetic pointers (tests)
          // may have no active pointer to capture, and jsdom has no capture at all.
          try {
            event.currentTarget.setPointerCapture?.(event.pointerId);
          } catch {
            // Capture is a nicety: the drag still works while the pointer stays over the toast.
          }
        }
        setOffset(deltaX);
      }}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
    >
      <VariantIcon variant={variant} />
      <RacToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {record.title}
        </Text>
        {record.description ? (
          <Text
            slot="description"
            className={[styles.description, variant === 'default' ? styles.descriptionMuted : '']
              .filter(Boolean)
              .join(' ')}
          >
            {record.description}
          </Text>
        ) : null}
      </RacToastContent>
      <Button slot="close" aria-label={messages.dismiss} className={styles.close}>
        <svg className={styles.closeIcon} viewBox="0 0 16 16" aria-hidden focusable={false}>
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </Button>
    </RacToast>
  );
}

/** A shape per tone, so the variant never relies on colour alone. */
function VariantIcon({ variant }: { variant: ToastVariant }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden focusable={false}>
      {variantShapes[variant]}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const variantShapes: Record<ToastVariant, ReactNode> = {
  destructive: (
    <>
      <path d="M10 2.5 18 17H2z" {...stroke} strokeWidth={1.6} />
      <path d="M10 8v4" {...stroke} strokeWidth={1.8} />
      <circle cx="10" cy="14.4" r="1" fill="currentColor" />
    </>
  ),
  success: (
    <>
      <circle cx="10" cy="10" r="8" {...stroke} strokeWidth={1.6} />
      <path d="m6.5 10.2 2.3 2.3 4.7-4.9" {...stroke} strokeWidth={1.8} />
    </>
  ),
  info: (
    <>
      <circle cx="10" cy="10" r="8" {...stroke} strokeWidth={1.6} />
      <path d="M10 9v5" {...stroke} strokeWidth={1.8} />
      <circle cx="10" cy="6.3" r="1" fill="currentColor" />
    </>
  ),
  default: <path fill="currentColor" d="M15.8 12.2A6.6 6.6 0 0 1 7.2 3.6a6.6 6.6 0 1 0 8.6 8.6z" />,
};
