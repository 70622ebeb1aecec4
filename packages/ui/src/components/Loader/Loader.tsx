import { useId } from 'react';
import { coreMessages as messages } from '../../messages/core';
import * as styles from './Loader.css';
import { ConstellationGraphic, LoaderFrame } from './LoaderFrame';

export const loaderVariants = ['orbit', 'pulse', 'shooting-star', 'constellation', 'galaxy'] as const;
export type LoaderVariant = (typeof loaderVariants)[number];
export type LoaderSize = keyof typeof styles.loaderSizes;
export const loaderSizeNames = Object.keys(styles.loaderSizes) as LoaderSize[];

export interface LoaderProps {
  /** @default 'orbit' */
  variant?: LoaderVariant;
  /** @default 'md' */
  size?: LoaderSize;
  /** What is loading, announced to assistive technology. @default "Loading..." */
  label?: string;
  /** Show the label beside the graphic instead of only announcing it. @default false */
  showLabel?: boolean;
  /** Layout-only escape hatch. */
  className?: string;
}

/** A celestial loading indicator: a polite status with a still frame under reduced motion. */
export function Loader({
  variant = 'orbit',
  size = 'md',
  label = messages.loader.label,
  showLabel = false,
  className,
}: LoaderProps) {
  return (
    <LoaderFrame variant={variant} size={size} label={label} showLabel={showLabel} className={className}>
      <Graphic variant={variant} />
    </LoaderFrame>
  );
}

function Graphic({ variant }: { variant: LoaderVariant }) {
  const gradientId = useId();
  switch (variant) {
    case 'orbit':
      return (
        <>
          <circle className={styles.track} cx="20" cy="20" r="15" />
          <circle className={styles.moonFill} cx="20" cy="20" r="6" />
          <g className={styles.orbiter}>
            <circle className={styles.accentFill} cx="20" cy="5" r="4" />
          </g>
        </>
      );
    case 'pulse':
      return (
        <>
          <circle className={styles.pulseRing} cx="20" cy="20" r="16" />
          <circle className={`${styles.accentFill} ${styles.pulseCore}`} cx="20" cy="20" r="11" />
        </>
      );
    case 'shooting-star':
      return (
        <>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="1" x2="1" y2="0">
              <stop offset="0" stopColor="currentColor" stopOpacity="0" />
              <stop offset="1" stopColor="currentColor" stopOpacity="1" />
            </linearGradient>
          </defs>
          <g className={styles.star}>
            <line x1="6" y1="34" x2="26" y2="14" stroke={`url(#${gradientId})`} strokeWidth="3" strokeLinecap="round" />
            <path
              className={styles.accentFill}
              d="M28 6l2.1 5.4L35.5 13.5l-5.4 2.1L28 21l-2.1-5.4L20.5 13.5l5.4-2.1z"
            />
          </g>
        </>
      );
    case 'constellation':
      return <ConstellationGraphic />;
    case 'galaxy':
      return (
        <>
          <g className={styles.galaxyArms}>
            <path className={styles.arm} d="M20 20c0-6 5-9 10-7c4 1.5 5.5 6 4.5 9" />
            <path className={styles.arm} d="M20 20c0 6-5 9-10 7c-4-1.5-5.5-6-4.5-9" />
            <path className={styles.arm} d="M20 20c-6 0-9-5-7-10c1.5-4 6-5.5 9-4.5" opacity="0.6" />
            <path className={styles.arm} d="M20 20c6 0 9 5 7 10c-1.5 4-6 5.5-9 4.5" opacity="0.6" />
          </g>
          <circle className={styles.moonFill} cx="20" cy="20" r="4.5" />
        </>
      );
  }
}
