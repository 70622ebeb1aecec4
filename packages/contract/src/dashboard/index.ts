// The admin dashboard (issue 19 item 2): figures from the database for a period of UTC days. Days
// follow the one rule the contract owns for days (`utcDay`, the daily allowance's UTC day). An entry
// point of its own (`@app/contract/dashboard`): only the lazy page, the server and the mocks read it.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { utcDay } from '../allowance';
import { feedbackDomains } from '../feedbackConversations';
import { parseReply } from '../parse';
import { type ApiClient, defaultApiClient } from '../request';
import { roles } from '../roles';
import { CountSchema } from '../schemas/common';
import { tiers } from '../tiers';

const dayMs = 86_400_000;

/** The periods offered: the last N UTC days, today included. */
export const dashboardPresetDays = [7, 30, 90] as const;
export type DashboardPresetDays = (typeof dashboardPresetDays)[number];

/** A from–to period may hold at most this many days (a year and a day for leap years). */
export const maxDashboardDays = 366;

/** The rules' words (the server answers them in its 400s). */
export const dashboardMessages = {
  days: `Choose a period: the last ${dashboardPresetDays.join(', ')} days, or a from–to range.`,
  day: 'Give days as YYYY-MM-DD (UTC).',
  both: 'Give both from and to, or neither.',
  mixed: 'Give either days or from and to, not both.',
  order: 'The period must end on or after its start.',
  tooLong: `A period may hold at most ${maxDashboardDays} days.`,
  future: 'The period cannot end after today (UTC).',
} as const;
const text = dashboardMessages;

/** A UTC day, `YYYY-MM-DD`. */
const DaySchema = v.pipe(v.string(), v.isoDate());

/** A period of whole UTC days, both ends included. */
export interface DashboardPeriod {
  from: string;
  to: string;
}

/** What the page asks: a preset, or a from–to range of UTC days. */
export type DashboardPeriodQuery = { days: DashboardPresetDays } | DashboardPeriod;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / dayMs;
const dayOf = (dayIndex: number) => utcDay(dayIndex * dayMs);

/** The UTC days of a period, in order. */
export function daysOf(period: DashboardPeriod): string[] {
  const days: string[] = [];
  for (let day = dayNumber(period.from); day <= dayNumber(period.to); day += 1) days.push(dayOf(day));
  return days;
}

/**
 * The period of the query string (`days=7`, or `from=YYYY-MM-DD&to=YYYY-MM-DD`) at `now`, or the
 * words of what is wrong. No parameter at all is the last 30 days.
 */
export function dashboardPeriodOf(
  query: Record<string, string | undefined>,
  now: Date,
): { period: DashboardPeriod } | { field: 'days' | 'from' | 'to'; message: string } {
  const today = utcDay(now);
  const { days, from, to } = query;
  if (days !== undefined && (from !== undefined || to !== undefined)) return { field: 'days', message: text.mixed };
  if (from === undefined && to === undefined) {
    const count = days === undefined ? 30 : Number(days);
    if (!(dashboardPresetDays as readonly number[]).includes(count) || !/^\d+$/.test(days ?? '30')) {
      return { field: 'days', message: text.days };
    }
    return { period: { from: dayOf(dayNumber(today) - count + 1), to: today } };
  }
  if (from === undefined || to === undefined) return { field: from === undefined ? 'from' : 'to', message: text.both };
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    // A day that is not in the calendar (30 February) reads back as another one.
    if (!v.is(DaySchema, value) || Number.isNaN(dayNumber(value)) || dayOf(dayNumber(value)) !== value) {
      return { field, message: text.day };
    }
  }
  if (dayNumber(to) < dayNumber(from)) return { field: 'to', message: text.order };
  if (dayNumber(to) > dayNumber(today)) return { field: 'to', message: text.future };
  if (dayNumber(to) - dayNumber(from) + 1 > maxDashboardDays) return { field: 'from', message: text.tooLong };
  return { period: { from, to } };
}

// ---- The reply ----

/** One UTC day's figures. */
export const DashboardDaySchema = v.object({
  day: DaySchema,
  signUps: CountSchema,
  /** Prompts counted against the allowance that day (every send and regenerate). */
  prompts: CountSchema,
  /** People who sent at least one prompt that day. */
  activeUsers: CountSchema,
  /** Crisis replies given (counts only: no person, no text). */
  crisisReplies: CountSchema,
  /** Replies the assistant's provider failed (the apology was answered instead). */
  providerFailures: CountSchema,
});
export type DashboardDay = v.InferOutput<typeof DashboardDaySchema>;

/** `GET /api/admin/dashboard`. */
export const DashboardSchema = v.object({
  period: v.object({ from: DaySchema, to: DaySchema }),
  /** Everyone now, by tier and by role (every tier and role listed, zero included). */
  users: v.object({
    total: CountSchema,
    byTier: v.array(v.object({ tier: v.picklist(tiers), count: CountSchema })),
    byRole: v.array(v.object({ role: v.picklist(roles), count: CountSchema })),
  }),
  /** Every day of the period, in order, zero days included. */
  days: v.array(DashboardDaySchema),
  totals: v.object({
    signUps: CountSchema,
    prompts: CountSchema,
    /** Different people who sent a prompt in the period (not the sum of the days). */
    activeUsers: CountSchema,
    crisisReplies: CountSchema,
    providerFailures: CountSchema,
  }),
  /**
   * Ratings in the period by the knowledge domain of the question the rated reply answered; null:
   * ratings given before domains were recorded.
   */
  feedback: v.array(
    v.object({ domain: v.nullable(v.picklist(feedbackDomains)), positive: CountSchema, negative: CountSchema }),
  ),
  /**
   * People who paid to leave the free tier in the period (a paid checkout that started from free),
   * against everyone who was free in it (those still free now plus those converted).
   */
  conversion: v.object({ converted: CountSchema, freeUsers: CountSchema }),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;

/** Positive ratings as a share of all ratings, or null with none. */
export function positiveShare(feedback: Dashboard['feedback']): number | null {
  const positive = feedback.reduce((sum, row) => sum + row.positive, 0);
  const all = positive + feedback.reduce((sum, row) => sum + row.negative, 0);
  return all === 0 ? null : positive / all;
}

/** Converted as a share of the free base, or null with no free user. */
export const conversionRate = (conversion: Dashboard['conversion']): number | null =>
  conversion.freeUsers === 0 ? null : conversion.converted / conversion.freeUsers;

// ---- Paths, keys and the call ----

const dashboardPath = '/api/admin/dashboard';

export const dashboardPaths = {
  dashboard: (query: DashboardPeriodQuery) =>
    'days' in query
      ? `${dashboardPath}?days=${query.days}`
      : `${dashboardPath}?from=${encodeURIComponent(query.from)}&to=${encodeURIComponent(query.to)}`,
} as const;

export const dashboardRoutes = { get: { method: 'GET', path: dashboardPath } } as const;

export const dashboardKeys = {
  all: [dashboardPath] as const,
  period: (query: DashboardPeriodQuery) => [dashboardPath, query] as const,
};

/** `GET /api/admin/dashboard` (admins). */
export function dashboardQueryOptions(query: DashboardPeriodQuery, api: ApiClient = defaultApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.period(query),
    queryFn: async ({ signal }) =>
      parseReply(DashboardSchema, `GET ${dashboardPath}`, await api.read(dashboardPaths.dashboard(query), { signal })),
  });
}
