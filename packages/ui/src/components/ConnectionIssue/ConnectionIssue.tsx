import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { chromeMessages } from '../../messages/chrome';
import { Button } from '../Button';
import * as styles from '../ErrorScreen/statusScreen.css';

const messages = chromeMessages.connectionIssue;

export interface ConnectionIssueProps {
  /** "Try Again". When it returns a promise, the button is pending until that settles. */
  onRetry?: () => unknown;
  /** Pending from outside (e.g. while the app restarts the conversation). @default false */
  isPending?: boolean;
  /** Level of the heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * For when starting a conversation fails (e.g. on a home screen): "Connection Issue"
 * with Try Again, which keeps focus and announces "Retrying..." while a retry runs.
 */
export function ConnectionIssue({ onRetry, isPending = false, headingLevel = 2, className }: ConnectionIssueProps) {
  const titleId = useId();
  const [retrying, setRetrying] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const retry = async () => {
    const result = onRetry?.();
    if (!isThenable(result)) return;
    setRetrying(true);
    try {
      await result;
    } catch {
      // The app reports the failure (it shows this card again); the button just becomes usable.
    } finally {
      if (mounted.current) setRetrying(false);
    }
  };

  const pending = isPending || retrying;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <section aria-labelledby={titleId} className={[styles.card, className].filter(Boolean).join(' ')}>
      <ConnectionIcon />
      <div role="alert" className={styles.textGroup}>
        <Heading id={titleId} className={styles.title}>
          {messages.title}
        </Heading>
        <p className={styles.description}>{messages.description}</p>
      </div>
      {/* Not RAC's isPending: its announcement keeps pointing at the button after this card is
          replaced, leaving a dangling label for seconds. "Retrying..." goes to a status instead. */}
      <Button
        variant="primary"
        aria-disabled={pending || undefined}
        onPress={() => {
          if (!pending) void retry();
        }}
      >
        {pending ? (
          <svg className={styles.spinner} viewBox="0 0 24 24" aria-hidden focusable={false}>
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
            <path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        ) : null}
        {messages.tryAgain}
      </Button>
      <span role="status" className={visuallyHidden}>
        {pending ? messages.retrying : null}
      </span>
    </section>
  );
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null | undefined)?.then === 'function';

function ConnectionIcon() {
  return (
    <svg className={styles.cautionIcon} viewBox="0 0 48 48" aria-hidden focusable={false}>
      <path
        d="M6 19a26 26 0 0 1 36 0M12 26a17 17 0 0 1 24 0M18 33a8 8 0 0 1 12 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path d="M8 8l32 32" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}
