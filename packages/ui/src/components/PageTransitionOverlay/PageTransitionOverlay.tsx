import { useEffect, useRef, useState } from 'react';
import { MoonLogo } from '../MoonLogo';
import * as styles from './PageTransitionOverlay.css';

/** The emergency hide: the overlay goes away after 500 ms at the latest. */
export const overlayEmergencyHideMs = 500;

/** Why the overlay went away: the page said it was ready, or the emergency hide fired. */
export type PageTransitionHideReason = 'ready' | 'timeout';

export interface PageTransitionOverlayProps {
  /** True from a navigation until the new page is ready. */
  isActive: boolean;
  /** Hides the overlay this many ms after it appeared, even if the page is not ready; a non-finite value turns it off. @default 500 */
  emergencyHideMs?: number;
  /** Called each time the overlay hides, with the reason. */
  onHidden?: (reason: PageTransitionHideReason) => void;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The page-transition veil: fades and scales in on navigation, hides when the page
 * is ready or after 500 ms at the latest. It is decoration only: hidden from assistive
 * technology, inert, and transparent to the pointer, so it can never trap focus or a click.
 */
export function PageTransitionOverlay({
  isActive,
  emergencyHideMs = overlayEmergencyHideMs,
  onHidden,
  className,
}: PageTransitionOverlayProps) {
  const [visible, setVisible] = useState(isActive);
  const reason = useRef<PageTransitionHideReason>('ready');
  const wasVisible = useRef(visible);
  const onHiddenRef = useRef(onHidden);
  onHiddenRef.current = onHidden;

  useEffect(() => {
    if (!isActive) {
      reason.current = 'ready';
      setVisible(false);
      return;
    }
    setVisible(true);
    if (!Number.isFinite(emergencyHideMs)) return;
    const timer = setTimeout(
      () => {
        reason.current = 'timeout';
        setVisible(false);
      },
      Math.max(0, emergencyHideMs),
    );
    return () => clearTimeout(timer);
  }, [isActive, emergencyHideMs]);

  useEffect(() => {
    if (wasVisible.current && !visible) onHiddenRef.current?.(reason.current);
    wasVisible.current = visible;
  }, [visible]);

  return (
    <div
      aria-hidden
      inert
      data-slot="page-transition-overlay"
      data-state={visible ? 'visible' : 'hidden'}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.content}>
        <MoonLogo size="md" decorative />
      </div>
    </div>
  );
}
