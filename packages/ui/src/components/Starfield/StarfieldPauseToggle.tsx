import { useSyncExternalStore } from 'react';
import { ToggleButton } from 'react-aria-components';
import { performanceMessages } from '../../messages/performance';
import * as styles from './Starfield.css';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(listener: () => void) {
  const query = globalThis.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
const getReducedMotion = () => globalThis.matchMedia?.(reducedMotionQuery).matches ?? false;

/** Whether motion is reduced: the prop when given, else the `prefers-reduced-motion` media query. */
export function useReducedMotion(override?: boolean): boolean {
  const prefersReduced = useSyncExternalStore(subscribeReducedMotion, getReducedMotion, () => false);
  return override ?? prefersReduced;
}

export interface StarfieldPauseToggleProps {
  /** Pressed: the starfield is paused. */
  isPaused: boolean;
  onPausedChange: (isPaused: boolean) => void;
  /** Overrides the `prefers-reduced-motion` media query (stories, tests). */
  reducedMotion?: boolean;
  /**
   * `inline`: a 44 px round button in the page's flow (a footer, a toolbar). `floating`: fixed in
   * the bottom-left corner, above the page. @default 'inline'
   */
  placement?: 'inline' | 'floating' | 'container';
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The starfield's pause control (WCAG 2.2.2), for a {@link Starfield} rendered with
 * `control="none"` and controlled `isPaused`: place it where it never covers the page (a footer).
 * It is not shown when motion is reduced, since the starfield then draws one still frame: the
 * stylesheet hides it under `prefers-reduced-motion: reduce` (so a server-rendered page does not
 * change when its script runs), and `reducedMotion` set to true leaves it out.
 */
export function StarfieldPauseToggle({
  isPaused,
  onPausedChange,
  reducedMotion,
  placement = 'inline',
  className,
}: StarfieldPauseToggleProps) {
  if (reducedMotion) return null;
  return (
    <ToggleButton
      className={[
        styles.control[placement],
        reducedMotion === undefined ? styles.hiddenWhenMotionReduced : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label={performanceMessages.starfield.pauseLabel}
      isSelected={isPaused}
      onChange={onPausedChange}
    >
      {isPaused ? <PlayIcon /> : <PauseIcon />}
    </ToggleButton>
  );
}

function PauseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path fill="currentColor" d="M6 4h4v16H6zM14 4h4v16h-4z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path fill="currentColor" d="M7 4.5v15l12.5-7.5z" />
    </svg>
  );
}
