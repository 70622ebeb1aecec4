import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { feedbackMessages as feedback } from '../../messages/feedback';
import * as styles from './FeedbackWidget.css';
import {
  canSubmitFeedback,
  type FeedbackEvent,
  type FeedbackValue,
  feedbackReducer,
  feedbackStateFor,
} from './feedbackState';

/** The failure message, for an app that shows it in a toast. */
export interface FeedbackErrorMessage {
  title: string;
  description: string;
}

export interface FeedbackWidgetProps {
  /** Sends the rating; a rejection returns the widget to idle with the error shown. */
  onSubmit: (value: FeedbackValue) => Promise<void>;
  /** Called on failure with "Feedback Error" / "Unable to submit feedback. Please try again.", e.g. for a toast. */
  onError?: (message: FeedbackErrorMessage, error: unknown) => void;
  /** A rating given earlier: the widget starts submitted and locked. @default null */
  defaultValue?: FeedbackValue | null;
  /** Show the failure inline (role=alert); turn off when the app shows a toast instead. @default true */
  showInlineError?: boolean;
  /** Accessible name of the button group. @default "Rate this response" */
  label?: string;
  /** Layout-only escape hatch. */
  className?: string;
}

const errorMessage: FeedbackErrorMessage = {
  title: feedback.errorTitle,
  description: feedback.errorDescription,
};

/**
 * Thumbs up and down for a reply: idle, submitting, then submitted with a thank-you and locked. A
 * failure returns it to idle. Locked buttons stay focusable (aria-disabled), so focus is never lost.
 */
export function FeedbackWidget({
  onSubmit,
  onError,
  defaultValue = null,
  showInlineError = true,
  label = feedback.groupLabel,
  className,
}: FeedbackWidgetProps) {
  const [state, setState] = useState(() => feedbackStateFor(defaultValue));
  // The source of truth for guards: a second click can arrive before React re-renders.
  const current = useRef(state);
  const apply = (event: FeedbackEvent) => {
    current.current = feedbackReducer(current.current, event);
    setState(current.current);
  };

  const submit = async (value: FeedbackValue) => {
    if (!canSubmitFeedback(current.current)) return;
    apply({ type: 'submit', value });
    try {
      await onSubmit(value);
      apply({ type: 'succeed' });
    } catch (error) {
      apply({ type: 'fail' });
      onError?.(errorMessage, error);
    }
  };

  const chosen = state.status === 'idle' ? null : state.value;
  const locked = !canSubmitFeedback(state);

  const thumb = (value: FeedbackValue) => {
    const isPending = state.status === 'submitting' && state.value === value;
    return (
      <Button
        className={styles.thumb}
        aria-label={value === 'positive' ? feedback.positiveLabel : feedback.negativeLabel}
        aria-pressed={chosen === value}
        // Not `isDisabled`: a disabled button would drop focus. Presses are ignored by the guard.
        // Not RAC's `isPending`: its live announcement outlives the button and then names nothing.
        aria-disabled={locked || undefined}
        data-submitting={isPending || undefined}
        data-chosen={chosen === value || undefined}
        onPress={() => void submit(value)}
      >
        <ThumbIcon down={value === 'negative'} filled={chosen === value} />
        {isPending ? (
          <svg className={styles.progress} viewBox="0 0 40 40" aria-hidden focusable={false}>
            <circle className={styles.progressArc} cx="20" cy="20" r="18" />
          </svg>
        ) : null}
      </Button>
    );
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-status={state.status}>
      <div className={styles.row}>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and form semantics */}
        <div role="group" aria-label={label} className={styles.buttons}>
          {thumb('positive')}
          {thumb('negative')}
        </div>
        <div role="status" className={styles.thanks}>
          {state.status === 'submitting' ? <span className={visuallyHidden}>{feedback.submitting}</span> : null}
          {state.status === 'submitted' ? (
            <>
              <span className={styles.thanksTitle}>
                {state.value === 'positive' ? feedback.thanksPositive : feedback.thanksNegative}
              </span>{' '}
              <span>{feedback.learning}</span>
            </>
          ) : null}
        </div>
      </div>
      {showInlineError && state.status === 'idle' && state.failed ? (
        <p role="alert" className={styles.error}>
          <span className={styles.errorTitle}>{feedback.errorTitle}</span> - {feedback.errorDescription}
        </p>
      ) : null}
    </div>
  );
}

function ThumbIcon({ down, filled }: { down: boolean; filled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <g
        transform={down ? 'rotate(180 12 12)' : undefined}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path fill={filled ? 'currentColor' : 'none'} d="M3.5 10.5h3.5v9.5H3.5z" />
        <path
          fill={filled ? 'currentColor' : 'none'}
          d="M7 10.5 10.6 3.5c1.3 0 2.4 1 2.4 2.3v3.5h5.1c1.4 0 2.4 1.2 2.2 2.6l-1.1 6.2a2.3 2.3 0 0 1-2.3 1.9H7z"
        />
      </g>
    </svg>
  );
}
