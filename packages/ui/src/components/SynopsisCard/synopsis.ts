/** How strongly a highlight of the day is felt. */
export type SynopsisIntensity = 'high' | 'medium' | 'low';

export const synopsisIntensities = ['high', 'medium', 'low'] as const satisfies readonly SynopsisIntensity[];

/**
 * Icons the card draws itself. Any other `icon` value is shown as text when it is short (an
 * emoji, say) and as a star otherwise.
 */
export const synopsisIconNames = ['moon', 'sun', 'star', 'sparkles', 'heart', 'briefcase', 'planet', 'leaf'] as const;
export type SynopsisIconName = (typeof synopsisIconNames)[number];

/** One of "Today's Highlights". */
export interface SynopsisHighlight {
  message: string;
  category: string;
  /** A name from `synopsisIconNames`, or a short text such as an emoji. */
  icon: SynopsisIconName | (string & {});
  intensity: SynopsisIntensity;
}

/** The home synopsis: the daily planner's data. */
export interface Synopsis {
  /** The day it describes, `YYYY-MM-DD` (any other text is shown as it is). */
  date: string;
  userName: string;
  generalEnergy: string;
  keywords: string[];
  dos: string[];
  donts: string[];
  careerInsight: string;
  todaysHighlights: SynopsisHighlight[];
  dailyQuote: { quote: string; author: string };
  spiritualTeaching: { teaching: string; source: string; tradition: string };
}

/** The card shows at most 3 highlights, and at most 2 items in each of the do and don't lists. */
export const synopsisLimits = { highlights: 3, dos: 2, donts: 2 } as const;

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** The greeting's part of day: morning before 12, afternoon before 17, evening after. `hour` is local, 0-23. */
export function partOfDay(hour: number): PartOfDay {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** The synopsis as the card shows it: lists cut to `synopsisLimits`, in their given order. */
export function limitSynopsis(synopsis: Synopsis): Synopsis {
  return {
    ...synopsis,
    dos: synopsis.dos.slice(0, synopsisLimits.dos),
    donts: synopsis.donts.slice(0, synopsisLimits.donts),
    todaysHighlights: synopsis.todaysHighlights.slice(0, synopsisLimits.highlights),
  };
}

/**
 * A `YYYY-MM-DD` day as a long English date ("Saturday, March 14, 2026"), read as a calendar day
 * so no time zone can move it; anything else comes back unchanged.
 */
export function formatSynopsisDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(utc.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utc);
}
