import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /**
   * The card's heading. With it, the card is a region named by it (found in a screen reader's
   * landmarks list). Text, or phrasing content such as a count beside the title.
   */
  title?: ReactNode;
  /** The heading's level in the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The heading's `id`, when something else refers to it (a list inside labelled by the card's
   * title: `aria-labelledby`). @default a generated id
   */
  headingId?: string;
  children: ReactNode;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * A raised panel grouping one topic's content. Titled, it is a `section` named by its heading;
 * untitled, a plain `div` (a card that names nothing adds nothing to the page's landmarks).
 */
export function Card({ title, headingLevel = 2, headingId: givenHeadingId, children, className }: CardProps) {
  const generatedHeadingId = useId();
  const headingId = givenHeadingId ?? generatedHeadingId;
  const classes = [styles.card, className].filter(Boolean).join(' ');
  // A title that renders nothing (none, empty, a false condition) leaves a plain frame.
  const titled = title !== undefined && title !== null && title !== false && title !== '';
  if (!titled) return <div className={classes}>{children}</div>;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classes} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
