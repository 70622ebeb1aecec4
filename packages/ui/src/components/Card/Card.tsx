import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children' | 'className'> {
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
  /**
   * A ref to the heading, to move focus to a card that appears after an action (a result, a
   * proposal): the heading then takes focus from script (`tabIndex={-1}`), so a screen reader
   * reads from the card's start.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * The card's element. `li`: one card of a list (the list item is not a region). `article`: a
   * self-contained piece (a conversation, a post), named by its title.
   * @default 'section' when the card has a title or an `aria-label`, else 'div'
   */
  elementType?: 'div' | 'section' | 'article' | 'li';
  children: ReactNode;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * A raised panel grouping one topic's content. Titled, it is a `section` named by its heading;
 * named by `aria-label` alone, a `section` too; otherwise a plain `div` (a card that names nothing
 * adds nothing to the page's landmarks). Other HTML attributes (`id`, `data-*`, `aria-live`) go on
 * its element.
 */
export function Card({
  title,
  headingLevel = 2,
  headingId: givenHeadingId,
  headingRef,
  elementType,
  children,
  className,
  ...attributes
}: CardProps) {
  const generatedHeadingId = useId();
  const headingId = givenHeadingId ?? generatedHeadingId;
  const classes = [styles.card, className].filter(Boolean).join(' ');
  // A title that renders nothing (none, empty, a false condition) leaves a plain frame.
  const titled = title !== undefined && title !== null && title !== false && title !== '';
  const Element = elementType ?? (titled || attributes['aria-label'] ? 'section' : 'div');
  if (!titled) {
    return (
      <Element {...attributes} className={classes}>
        {children}
      </Element>
    );
  }
  const Heading = `h${headingLevel}` as const;
  // A list item is not a region: its heading is enough to find it.
  const labelledBy = Element === 'li' || Element === 'div' ? {} : { 'aria-labelledby': headingId };
  return (
    <Element {...labelledBy} {...attributes} className={classes}>
      <Heading id={headingId} ref={headingRef} {...(headingRef ? { tabIndex: -1 } : {})} className={styles.title}>
        {title}
      </Heading>
      {children}
    </Element>
  );
}
