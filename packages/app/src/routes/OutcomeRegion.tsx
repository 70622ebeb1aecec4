import { Notice } from '@app/ui';
import { type ReactNode, useEffect, useRef } from 'react';

/** What an action turned into, as the page says it. */
export type ActionOutcome = { ok: boolean; text: string } | null;

export interface OutcomeRegionProps {
  /** The action's result, shown as a positive or critical notice; `null` until there is one. */
  outcome: ActionOutcome;
  /** Shown while there is no outcome (progress, a note), said politely. */
  idle?: ReactNode;
  /**
   * Focus the region as each outcome shows (each new `outcome` object), so it is read and the next
   * Tab starts there.
   */
  focusOnOutcome?: boolean;
  className?: string;
}

/**
 * Where an action's result is said: a live region mounted with the page, so a screen reader is
 * listening before the result arrives (a region added with its text is often not read). It is a
 * polite status, and an alert while the result is a failure.
 */
export function OutcomeRegion({ outcome, idle = null, focusOnOutcome = false, className }: OutcomeRegionProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnOutcome && outcome) region.current?.focus();
  }, [focusOnOutcome, outcome]);
  return (
    <div
      ref={region}
      {...(focusOnOutcome ? { tabIndex: -1 } : {})}
      className={className}
      role={outcome && !outcome.ok ? 'alert' : 'status'}
    >
      {outcome ? <Notice tone={outcome.ok ? 'positive' : 'critical'}>{outcome.text}</Notice> : idle}
    </div>
  );
}
