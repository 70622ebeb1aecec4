import { useLocale } from 'react-aria-components';
import { usageMessages as messages } from '../../messages/usage';
import * as styles from './PromptCounter.css';
import { formatResetTime, promptCounterTone } from './promptCounterFormat';

export interface PromptCounterProps {
  /** Prompts the user may still send today (the status's `promptsRemaining`); negatives read as 0. */
  promptsRemaining: number;
  /**
   * When the allowance resets: an ISO time, e.g. the 429's `limitInfo.resetsAt` (the next UTC
   * midnight). Shown as "Resets at 00:00 UTC" in the user's locale (RAC `I18nProvider`) and time
   * zone. Omit to leave the line out.
   */
  resetsAt?: string;
  /** The IANA time zone for `resetsAt`; pass one (e.g. 'UTC') for stable screenshots. @default the user's */
  timeZone?: string;
  /** Layout-only escape hatch. */
  className?: string;
}

/**
 * The daily prompt counter: "N prompts left", orange at 1 and red at 0, and when the allowance
 * resets. The count is a polite status: a screen reader hears it once
 * when it changes, never on page load, and never for the reset line.
 */
export function PromptCounter({ promptsRemaining, resetsAt, timeZone, className }: PromptCounterProps) {
  const { locale } = useLocale();
  const remaining = Math.max(0, Math.floor(promptsRemaining));
  const tone = promptCounterTone(remaining);
  const resetTime = formatResetTime(resetsAt, { locale, timeZone });
  return (
    <p className={[styles.root, className].filter(Boolean).join(' ')} data-tone={tone}>
      {/* role=status: polite and atomic; only this text is live, so a reset-time change stays quiet. */}
      <span role="status" className={styles.count({ tone })}>
        {messages.promptsLeft(remaining)}
      </span>
      {resetTime ? <span className={styles.resets}>{messages.resetsAt(resetTime)}</span> : null}
    </p>
  );
}
