import { useId } from 'react';
import { coreMessages as messages } from '../../messages/core';
import * as styles from './MoonLogo.css';

export type MoonLogoSize = keyof typeof styles.logoSizes;

export interface MoonLogoProps {
  /** @default 'md' */
  size?: MoonLogoSize;
  /** Accessible name. @default "Moonheart logo" */
  label?: string;
  /** Hide from assistive technology when a visible name sits beside the logo. @default false */
  decorative?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
}

/** The round moon logo, with a heart-shaped crater: the product's "AI heart". */
export function MoonLogo({ size = 'md', label = messages.logo.label, decorative = false, className }: MoonLogoProps) {
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by its <title>, or aria-hidden when decorative
    <svg
      viewBox="0 0 64 64"
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
      data-size={size}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-labelledby': titleId })}
    >
      {decorative ? null : <title id={titleId}>{label}</title>}
      <circle className={styles.halo} cx="32" cy="32" r="30.5" strokeWidth="1" />
      <circle className={styles.disc} cx="32" cy="32" r="28" />
      {/* The terminator: a soft crescent of shade on the right limb. */}
      <path className={styles.shade} d="M40 6.2a28 28 0 0 1 0 51.6a34 34 0 0 0 0-51.6z" />
      <circle className={styles.crater} cx="20" cy="22" r="4.5" />
      <circle className={styles.crater} cx="42" cy="44" r="3" />
      <circle className={styles.crater} cx="16" cy="40" r="2.2" />
      {/* The heart crater. */}
      <path
        className={styles.crater}
        d="M32 42.5c-0.6-0.5-8.5-6-8.5-11.2c0-2.7 2.1-4.8 4.6-4.8c1.7 0 3.1 0.9 3.9 2.2c0.8-1.3 2.2-2.2 3.9-2.2c2.5 0 4.6 2.1 4.6 4.8c0 5.2-7.9 10.7-8.5 11.2z"
      />
    </svg>
  );
}
