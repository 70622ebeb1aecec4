import { useId } from 'react';
import { skyTransitsMessages } from '../../messages/skyTransits';
import { skyWindowsMessages } from '../../messages/skyWindows';
import { Button } from '../Button';
import { Loader } from '../Loader';
import { Notice } from '../Notice';
import { formatDateTime, isZodiacSign, signGlyphs, signLabel } from '../SkyCommon/zodiac';
import * as styles from './SacredSecretionWindows.css';

const messages = skyWindowsMessages;

/** A span of time when the Moon is in the natal Sun sign. */
export interface MoonWindow {
  start: Date;
  end: Date;
}

export interface SacredSecretionWindowsProps {
  /** The natal Sun sign; the windows are the Moon's passages through it. */
  sunSign?: string;
  /** The coming windows, earliest first. */
  windows: readonly MoonWindow[];
  /** IANA time zone of the times. */
  timeZone: string;
  /** "Now", to mark a window in progress. @default new Date() */
  now?: Date;
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Offers "Add to calendar (.ics)" when given. */
  onDownloadIcs?: () => void;
  /** Offered as "Try Again" in the error state. */
  onRetry?: () => void;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** Layout-only escape hatch. */
  className?: string;
}

/** Hours and minutes between two moments, rounded to the minute. */
export function windowDuration(window: MoonWindow): { hours: number; minutes: number } {
  const totalMinutes = Math.round((window.end.getTime() - window.start.getTime()) / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/**
 * The Sacred Secretion Calculator's result: the natal Sun sign and the coming windows when the
 * Moon is in it, to the minute in the chosen time zone, with a calendar export.
 */
export function SacredSecretionWindows({
  sunSign,
  windows,
  timeZone,
  now = new Date(),
  status = 'ready',
  onDownloadIcs,
  onRetry,
  headingLevel = 2,
  className,
}: SacredSecretionWindowsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const format = (date: Date) => formatDateTime(date, timeZone, { year: 'numeric' });

  return (
    <section aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading id={headingId} className={styles.heading}>
        {messages.title}
      </Heading>
      {sunSign ? (
        <p className={styles.sunSign}>
          {isZodiacSign(sunSign) ? (
            <span aria-hidden className={styles.glyph}>
              {signGlyphs[sunSign]}
            </span>
          ) : null}
          {messages.sunSign(signLabel(sunSign))}
        </p>
      ) : null}
      {status === 'loading' ? <Loader variant="pulse" label={messages.loading} showLabel /> : null}
      {status === 'error' ? (
        <Notice tone="critical" announce="assertive">
          <p>{messages.error}</p>
          {onRetry ? (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={onRetry}>
                {skyTransitsMessages.retry}
              </Button>
            </div>
          ) : null}
        </Notice>
      ) : null}
      {status === 'ready' && windows.length === 0 ? <p className={styles.notice}>{messages.empty}</p> : null}
      {status === 'ready' && windows.length > 0 ? (
        <>
          <p className={styles.note}>{messages.timeZoneNote(timeZone)}</p>
          <ol className={styles.list}>
            {windows.map((window) => {
              const isCurrent = window.start <= now && now < window.end;
              const { hours, minutes } = windowDuration(window);
              return (
                <li key={window.start.toISOString()} className={styles.item} data-current={isCurrent || undefined}>
                  <span className={styles.range}>
                    {sunSign ? `${messages.moonIn(signLabel(sunSign))}: ` : ''}
                    <time dateTime={window.start.toISOString()}>{format(window.start)}</time>
                    {' – '}
                    <time dateTime={window.end.toISOString()}>{format(window.end)}</time>
                  </span>
                  <span className={styles.duration}>{messages.duration(hours, minutes)}</span>
                  {isCurrent ? <span className={styles.current}>{messages.current}</span> : null}
                </li>
              );
            })}
          </ol>
          {onDownloadIcs ? (
            <div className={styles.actions}>
              <Button variant="primary" onPress={onDownloadIcs}>
                {messages.download}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
