import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { askOutcomeMessages } from '../../messages/askOutcome';
import { synopsisMessages as messages } from '../../messages/synopsis';
import { Button } from '../Button';
import { ConstellationGraphic, LoaderFrame } from '../Loader/LoaderFrame';
import * as styles from './SynopsisCard.css';
import { CheckIcon, CrossIcon, SynopsisIcon } from './SynopsisIcon';
import {
  formatSynopsisDate,
  limitSynopsis,
  partOfDay,
  type Synopsis,
  type SynopsisHighlight,
  type SynopsisIntensity,
} from './synopsis';

/** Where the planner's data stands: being fetched, failed, or here. */
export type SynopsisStatus = 'loading' | 'error' | 'ready';

/** What became of the last press on the Ask button. */
export type SynopsisAskState = 'idle' | 'pending' | 'sent' | 'failed' | 'notLoaded';

export interface SynopsisCardProps {
  /** The day's synopsis; leave it out while it loads. */
  synopsis?: Synopsis | null;
  /** @default 'ready' with a synopsis, else 'loading' */
  status?: SynopsisStatus;
  /** Name for the greeting while the synopsis (which carries `userName`) is not here. */
  userName?: string;
  /** Local hour (0-23) that picks the greeting; wins over `now`. */
  hour?: number;
  /** The moment that picks the greeting, by its local hour. @default new Date() */
  now?: Date;
  /**
   * Sends the fixed question with the planner data. When it resolves the button turns
   * into the "Question Sent" confirmation; when it rejects the error message shows and the button
   * stays for another try.
   */
  onAsk?: (synopsis: Synopsis) => unknown;
  /**
   * Called when Ask is pressed before the planner data has loaded: an app with a toaster can raise
   * the "Loading Data" toast here. Without it the card shows the
   * same words in place.
   */
  onAskBeforeLoaded?: () => void;
  /** Offered as "Try Again" in the error state. */
  onRetry?: () => void;
  /** Level of the greeting heading; section titles sit one level below. @default 2 */
  headingLevel?: 2 | 3;
  /** Layout-only escape hatch. */
  className?: string;
}

const intensityBars: Record<SynopsisIntensity, number> = { low: 1, medium: 2, high: 3 };

/**
 * The home screen's daily planner: a greeting for the time of day, the day's
 * energy, keywords, up to two dos and two don'ts, a career insight, up to three highlights, a
 * quote and a teaching, and an "Ask Selene about my day" action.
 */
export function SynopsisCard({
  synopsis,
  status = synopsis ? 'ready' : 'loading',
  userName,
  hour,
  now,
  onAsk,
  onAskBeforeLoaded,
  onRetry,
  headingLevel = 2,
  className,
}: SynopsisCardProps) {
  const ids = useId();
  const greetingId = `${ids}-greeting`;
  const data = status === 'ready' && synopsis ? limitSynopsis(synopsis) : null;

  const [askState, setAskState] = useState<SynopsisAskState>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const focusConfirmation = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A new day's synopsis can be asked about again; data arriving clears "Loading Data".
  const day = data?.date ?? null;
  const [seenDay, setSeenDay] = useState(day);
  if (day !== seenDay) {
    setSeenDay(day);
    if (askState !== 'pending') setAskState('idle');
  }

  // The button is replaced by the confirmation: keep keyboard users where they were,
  // in the same commit that removes the button, so focus never falls to the body.
  useLayoutEffect(() => {
    if (askState === 'sent' && focusConfirmation.current) {
      focusConfirmation.current = false;
      confirmationRef.current?.focus();
    }
  }, [askState]);

  const ask = async () => {
    if (!data) {
      if (onAskBeforeLoaded) onAskBeforeLoaded();
      else setAskState('notLoaded');
      return;
    }
    setAskState('pending');
    try {
      await onAsk?.(synopsis as Synopsis);
      if (!mounted.current) return;
      focusConfirmation.current = document.activeElement === buttonRef.current;
      setAskState('sent');
    } catch {
      if (mounted.current) setAskState('failed');
    }
  };

  const part = partOfDay(hour ?? (now ?? new Date()).getHours());
  const name = synopsis?.userName || userName;
  const greeting = name ? messages.greetingWithName(messages.greeting[part], name) : messages.greeting[part];
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <section
      aria-labelledby={greetingId}
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-status={status}
      data-part-of-day={part}
    >
      <header className={styles.header}>
        <p className={styles.eyebrow}>{messages.title}</p>
        <Heading id={greetingId} className={styles.greeting}>
          {greeting}
        </Heading>
        {data ? (
          <time className={styles.date} dateTime={data.date}>
            {formatSynopsisDate(data.date)}
          </time>
        ) : null}
      </header>

      {status === 'loading' ? (
        <div className={styles.centred}>
          {/* The Loader's constellation, without bundling the Loader's other variants. */}
          <LoaderFrame
            variant="constellation"
            size="lg"
            label={messages.loading}
            showLabel
            className={styles.loaderStack}
          >
            <ConstellationGraphic />
          </LoaderFrame>
        </div>
      ) : null}

      {status === 'error' ? (
        <div className={styles.centred}>
          <div role="alert" className={styles.notice.critical}>
            <span className={styles.noticeTitle}>{messages.loadError.title}</span>
            <span>{messages.loadError.description}</span>
          </div>
          {onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {messages.loadError.retry}
            </Button>
          ) : null}
        </div>
      ) : null}

      {data ? <SynopsisBody synopsis={data} Sub={Sub} /> : null}

      {status === 'error' ? null : (
        <footer className={styles.footer} data-ask-state={askState}>
          {askState === 'sent' ? null : (
            // Not RAC's isPending: its announcement points at the button, which the confirmation
            // replaces, leaving a dangling label. "Sending..." goes to the status region instead.
            <Button
              ref={buttonRef}
              variant="primary"
              aria-disabled={askState === 'pending' || undefined}
              onPress={() => {
                if (askState !== 'pending') void ask();
              }}
            >
              {askState === 'pending' ? (
                <svg className={styles.spinner} viewBox="0 0 24 24" aria-hidden focusable={false}>
                  <circle
                    cx="12"
                    cy="12"
                    r="9"
                    fill="none"
                    stroke="currentColor"
                    strokeOpacity="0.35"
                    strokeWidth="3"
                  />
                  <path
                    d="M12 3a9 9 0 0 1 9 9"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                  />
                </svg>
              ) : null}
              {messages.ask}
            </Button>
          )}
          {/* One polite region for the outcomes that are good news or a wait; errors use an alert. */}
          <div role="status" className={styles.liveRegion}>
            {askState === 'pending' ? <span className={visuallyHidden}>{messages.asking}</span> : null}
            {askState === 'sent' ? (
              <p ref={confirmationRef} tabIndex={-1} className={styles.confirmation}>
                <CheckIcon className={styles.confirmationIcon} />
                {askOutcomeMessages.questionSent.title}
              </p>
            ) : null}
            {askState === 'notLoaded' ? (
              <p className={styles.notice.info}>
                <span className={styles.noticeTitle}>{askOutcomeMessages.loadingData.title}</span>
                <span>{askOutcomeMessages.loadingData.description}</span>
              </p>
            ) : null}
          </div>
          <div role="alert" className={styles.liveRegion}>
            {askState === 'failed' ? (
              <p className={styles.notice.critical}>
                <span className={styles.noticeTitle}>{askOutcomeMessages.askError.title}</span>
                <span>{askOutcomeMessages.askError.description}</span>
              </p>
            ) : null}
          </div>
        </footer>
      )}
    </section>
  );
}

function SynopsisBody({ synopsis, Sub }: { synopsis: Synopsis; Sub: 'h3' | 'h4' }) {
  const ids = useId();
  const id = (part: string) => `${ids}-${part}`;
  return (
    <div className={styles.body}>
      <section aria-labelledby={id('energy')} className={`${styles.section} ${styles.wide}`}>
        <Sub id={id('energy')} className={styles.sectionTitle}>
          {messages.generalEnergy}
        </Sub>
        <p className={styles.text}>{synopsis.generalEnergy}</p>
      </section>

      {synopsis.keywords.length > 0 ? (
        <section aria-labelledby={id('keywords')} className={`${styles.section} ${styles.wide}`}>
          <Sub id={id('keywords')} className={styles.sectionTitle}>
            {messages.keywords}
          </Sub>
          <ul className={styles.chips}>
            {synopsis.keywords.map((keyword, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: keywords may repeat; their order is fixed
              <li key={index} className={styles.chip}>
                {keyword}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {synopsis.dos.length > 0 ? (
        <section aria-labelledby={id('dos')} className={styles.section}>
          <Sub id={id('dos')} className={styles.sectionTitle}>
            {messages.dos}
          </Sub>
          <ul className={styles.plainList}>
            {synopsis.dos.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, short list
              <li key={index} className={styles.listItem}>
                <CheckIcon className={styles.doIcon} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {synopsis.donts.length > 0 ? (
        <section aria-labelledby={id('donts')} className={styles.section}>
          <Sub id={id('donts')} className={styles.sectionTitle}>
            {messages.donts}
          </Sub>
          <ul className={styles.plainList}>
            {synopsis.donts.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, short list
              <li key={index} className={styles.listItem}>
                <CrossIcon className={styles.dontIcon} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={id('career')} className={`${styles.section} ${styles.wide}`}>
        <Sub id={id('career')} className={styles.sectionTitle}>
          {messages.careerInsight}
        </Sub>
        <p className={styles.text}>{synopsis.careerInsight}</p>
      </section>

      {synopsis.todaysHighlights.length > 0 ? (
        <section aria-labelledby={id('highlights')} className={`${styles.section} ${styles.wide}`}>
          <Sub id={id('highlights')} className={styles.sectionTitle}>
            {messages.highlights}
          </Sub>
          <ul className={styles.highlights}>
            {synopsis.todaysHighlights.map((highlight, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, short list
              <Highlight key={index} highlight={highlight} />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={id('quote')} className={styles.section}>
        <Sub id={id('quote')} className={styles.sectionTitle}>
          {messages.dailyQuote}
        </Sub>
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>{synopsis.dailyQuote.quote}</blockquote>
          <figcaption className={styles.attribution}>{synopsis.dailyQuote.author}</figcaption>
        </figure>
      </section>

      <section aria-labelledby={id('teaching')} className={styles.section}>
        <Sub id={id('teaching')} className={styles.sectionTitle}>
          {messages.spiritualTeaching}
        </Sub>
        <p className={styles.text}>{synopsis.spiritualTeaching.teaching}</p>
        <p className={styles.teachingSource}>
          <cite>{synopsis.spiritualTeaching.source}</cite>
          <span className={styles.tradition}>{synopsis.spiritualTeaching.tradition}</span>
        </p>
      </section>
    </div>
  );
}

function Highlight({ highlight }: { highlight: SynopsisHighlight }) {
  const filled = intensityBars[highlight.intensity] ?? 1;
  return (
    <li className={styles.highlight} data-intensity={highlight.intensity}>
      <SynopsisIcon icon={highlight.icon} className={styles.highlightIcon} />
      <div className={styles.highlightBody}>
        <p className={styles.text}>{highlight.message}</p>
        <p className={`${styles.text} ${styles.highlightMeta}`}>
          <span className={styles.category}>{highlight.category}</span>
          <span className={styles.intensity[highlight.intensity] ?? styles.intensityBase}>
            <span className={styles.bars} aria-hidden>
              {[1, 2, 3].map((n) => (
                <span
                  key={n}
                  className={[styles.bar, styles.barHeight[n as 1 | 2 | 3], n <= filled ? styles.barOn : '']
                    .filter(Boolean)
                    .join(' ')}
                />
              ))}
            </span>
            {messages.intensity[highlight.intensity]}
          </span>
        </p>
      </div>
    </li>
  );
}
