import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { chromeMessages } from '../../messages/chrome';
import { coreMessages } from '../../messages/core';
import { MoonLogo } from '../MoonLogo';
import * as styles from './SplashScreen.css';

/** How long the splash shows: 2 s. */
export const splashDuration = 2000;

export interface SplashScreenProps {
  /**
   * Controlled visibility. Left out, the splash shows on mount and hides itself after `duration`;
   * given, it shows while true (and `onDone` still fires once `duration` has passed).
   */
  isVisible?: boolean;
  /** How long it shows, in ms; a non-finite value keeps it up. @default 2000 */
  duration?: number;
  /** Called once `duration` has passed. */
  onDone?: () => void;
  /** Layout-only escape hatch. */
  className?: string;
}

/** The start-up splash: the moon logo and the product's name for 2 s. */
export function SplashScreen({ isVisible, duration = splashDuration, onDone, className }: SplashScreenProps) {
  const [timedOut, setTimedOut] = useState(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const shown = isVisible ?? !timedOut;

  useEffect(() => {
    if (!shown || !Number.isFinite(duration)) return;
    const timer = setTimeout(
      () => {
        setTimedOut(true);
        onDoneRef.current?.();
      },
      Math.max(0, duration),
    );
    return () => clearTimeout(timer);
  }, [shown, duration]);

  if (!shown) return null;
  // Uncontrolled, its stylesheet hides it when its time is up, even before the page's scripts run;
  // controlled, it stays while `isVisible` says so.
  const leavesAfter = isVisible === undefined && Number.isFinite(duration) ? `${Math.max(0, duration)}ms` : '24h';
  return (
    <div
      role="status"
      aria-busy="true"
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ [styles.durationProperty]: leavesAfter }}
    >
      <MoonLogo size="lg" decorative className={styles.logo} />
      <p className={styles.name}>{chromeMessages.productName}</p>
      <span className={visuallyHidden}>{coreMessages.loader.label}</span>
    </div>
  );
}
