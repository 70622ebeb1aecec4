import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import type { LoaderSize, LoaderVariant } from './Loader';
import * as styles from './Loader.css';

export interface LoaderFrameProps {
  variant: LoaderVariant;
  size: LoaderSize;
  label: string;
  showLabel: boolean;
  className?: string;
  /** The variant's graphic, drawn in a 40 x 40 box. */
  children: ReactNode;
}

/**
 * The Loader's status and graphic box without the graphics: a component that always shows one
 * variant (the daily planner's constellation) pairs it with that graphic alone and so does not
 * bundle the other four. (The constellation lives here too, so that the stylesheet keeps the
 * order it had when everything was in Loader.tsx.)
 */
export function LoaderFrame({ variant, size, label, showLabel, className, children }: LoaderFrameProps) {
  return (
    <span
      role="status"
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
    >
      <svg viewBox="0 0 40 40" className={`${styles.graphic} ${styles.size[size]}`} aria-hidden focusable={false}>
        {children}
      </svg>
      <span className={showLabel ? styles.label : visuallyHidden}>{label}</span>
    </span>
  );
}

const points: [number, number][] = [
  [6, 28],
  [14, 12],
  [24, 20],
  [34, 8],
  [32, 32],
];

/** The Loader's constellation: five stars joined by a line, twinkling one after another. */
export function ConstellationGraphic() {
  return (
    <>
      <polyline className={styles.line} fill="none" points={points.map(([x, y]) => `${x},${y}`).join(' ')} />
      {points.map(([x, y], index) => (
        <circle
          key={`${x}-${y}`}
          className={`${styles.accentFill} ${styles.point}`}
          style={{ animationDelay: `${index * 0.3}s` } as CSSProperties}
          cx={x}
          cy={y}
          r="3.2"
        />
      ))}
    </>
  );
}
