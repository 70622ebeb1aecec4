/** The counter's tone: orange at 1 left, red at 0, neutral otherwise. */
export type PromptCounterTone = 'neutral' | 'caution' | 'critical';

export function promptCounterTone(promptsRemaining: number): PromptCounterTone {
  const remaining = Math.max(0, promptsRemaining);
  if (remaining === 0) return 'critical';
  if (remaining === 1) return 'caution';
  return 'neutral';
}

export interface ResetTimeFormat {
  /** A BCP 47 locale, e.g. from RAC's `useLocale()`. */
  locale?: string;
  /** An IANA time zone; omit for the user's own. */
  timeZone?: string;
}

/**
 * The time of day an allowance resets, in the user's locale and time zone, with the zone's name
 * so that a UTC midnight is never mistaken for a local one: "00:00 UTC" (en-GB, UTC),
 * "8:00 PM EDT" (en-US, America/New_York). Returns null for a missing or invalid time.
 */
export function formatResetTime(
  resetsAt: string | undefined,
  { locale, timeZone }: ResetTimeFormat = {},
): string | null {
  if (!resetsAt) return null;
  const date = new Date(resetsAt);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(date);
  } catch {
    // An unknown time zone name throws a RangeError; the reset line is then left out.
    return null;
  }
}
