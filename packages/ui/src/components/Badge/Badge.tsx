import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

/** `neutral` for a plain tag (a version, a category); the others carry the meaning of their colour. */
export type BadgeTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical' | 'upsell';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  /** A word or two. */
  children: ReactNode;
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** `li` for a badge in a list of tags (the list itself is yours: a `ul` with no bullets). @default 'span' */
  elementType?: 'span' | 'li';
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * A short label in a pill: a status ("Draft changed"), a category or a count. Static text, read in
 * place; it is not a control and is not announced when it appears (pair it with a live region for
 * that). The colour repeats what the words say, never replaces them.
 */
export function Badge({ children, tone = 'neutral', elementType: Element = 'span', className, ...props }: BadgeProps) {
  return (
    <Element {...props} className={[styles.tone[tone], className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
