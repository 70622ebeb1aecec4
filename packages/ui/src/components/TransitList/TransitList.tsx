import { useEffect, useId, useRef, useState } from 'react';
import { skyTransitsMessages } from '../../messages/skyTransits';
import { Button } from '../Button';
import { Loader } from '../Loader';
import type { SkyEvent } from '../SkyCommon/events';
import { formatAngle, formatDateTime } from '../SkyCommon/zodiac';
import * as styles from './TransitList.css';

const messages = skyTransitsMessages;

export interface TransitListProps {
  /** The events, in the order to show them. */
  events: readonly SkyEvent[];
  /** The list's heading. @default "Transits" */
  title?: string;
  /** Level of the heading; each event's title sits one below. @default 2 */
  headingLevel?: 2 | 3;
  /** IANA time zone the times are shown in. @default the browser's */
  timeZone?: string;
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Shown instead of the list when there are no events. @default "No significant events in this period." */
  emptyMessage?: string;
  /** Offered as "Try Again" in the error state. */
  onRetry?: () => void;
  /** How many events show before a "Show more" button. @default all */
  initialCount?: number;
  /** Layout-only escape hatch. */
  className?: string;
}

/** A list of sky events (transits, Moon phases, ingresses) with their time, orb and interpretation. */
export function TransitList({
  events,
  title = messages.title,
  headingLevel = 2,
  timeZone,
  status = 'ready',
  emptyMessage = messages.empty,
  onRetry,
  initialCount,
  className,
}: TransitListProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const moveFocus = useRef(false);
  // The "Show more" button goes away: keyboard users continue at the first event it revealed.
  useEffect(() => {
    if (expanded && moveFocus.current) {
      moveFocus.current = false;
      firstRevealed.current?.focus();
    }
  }, [expanded]);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const limit = expanded || initialCount === undefined ? events.length : initialCount;
  const shown = events.slice(0, limit);
  const hidden = events.length - shown.length;

  return (
    <section aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {status === 'loading' ? <Loader variant="constellation" label={messages.loading} showLabel /> : null}
      {status === 'error' ? (
        <div role="alert" className={styles.notice.critical}>
          <span>{messages.error}</span>
          {onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {messages.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'ready' && events.length === 0 ? <p className={styles.notice.neutral}>{emptyMessage}</p> : null}
      {status === 'ready' && events.length > 0 ? (
        <>
          <ol className={styles.list}>
            {shown.map((event, index) => (
              <li
                key={event.id}
                className={styles.item}
                data-kind={event.kind}
                ref={index === initialCount ? firstRevealed : undefined}
                tabIndex={index === initialCount ? -1 : undefined}
              >
                <div className={styles.meta}>
                  <span className={styles.kind[event.kind]}>{messages.kinds[event.kind]}</span>
                  {event.time ? (
                    <time dateTime={event.time.toISOString()}>{formatDateTime(event.time, timeZone)}</time>
                  ) : null}
                  {event.orb !== undefined ? (
                    <span>
                      {messages.orb(formatAngle(event.orb))}
                      {event.applying !== undefined
                        ? `, ${event.applying ? messages.applying : messages.separating}`
                        : ''}
                    </span>
                  ) : null}
                </div>
                <ItemHeading className={styles.title}>{event.title}</ItemHeading>
                {event.interpretation ? <p className={styles.text}>{event.interpretation}</p> : null}
                {event.source ? <p className={styles.source}>{messages.source(event.source)}</p> : null}
              </li>
            ))}
          </ol>
          {hidden > 0 ? (
            <Button
              variant="secondary"
              onPress={() => {
                moveFocus.current = true;
                setExpanded(true);
              }}
            >
              {messages.showMore(hidden)}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
