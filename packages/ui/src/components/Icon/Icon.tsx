import type { ReactNode } from 'react';
import * as styles from './Icon.css';

export type IconSize = 'sm' | 'md' | 'lg';

export interface IconProps {
  /** The drawing: SVG elements on a 24-unit grid (paths, circles), stroked in the text colour. */
  children: ReactNode;
  /** 16, 20 or 24 px. @default 'md' */
  size?: IconSize;
  /**
   * What the icon means, when nothing else says it (an icon standing alone as information). Leave
   * it out for an icon beside text or inside a labelled button: it is then hidden from assistive
   * technology.
   */
  label?: string;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * A line icon: round 1.8-unit strokes in `currentColor` on a 24-unit grid, so it takes the colour
 * and the theme of the text around it. Decorative unless given a `label`.
 */
export function Icon({ children, size = 'md', label, className }: IconProps) {
  return (
    <svg
      className={[styles.size[size], className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </svg>
  );
}
