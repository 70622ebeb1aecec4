// The training analytics call (`@app/contract/trainingAnalytics`), mocked with the server's period
// rules and fixed figures, so stories and screenshots never change with the clock. An entry point of
// its own (`@app/mocks/trainingAnalytics`).
import type { DashboardPeriod } from '@app/contract/dashboard';
import { daysOf } from '@app/contract/dashboard';
import {
  type RatingDay,
  type TrainingAnalytics,
  trainingAnalyticsRoutes,
  trainingPeriodOf,
} from '@app/contract/trainingAnalytics';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { fixtureNow, fixtureTime } from '../fixtures/time';

/** A deterministic curve: the same day index always gets the same figure. */
const wave = (index: number, base: number, swing: number, phase = 0) =>
  Math.max(0, Math.round(base + swing * Math.sin((index + phase) / 2.1)));

function series(days: string[], positive: number, negative: number, phase: number): RatingDay[] {
  return days.map((day, index) => ({
    day,
    positive: wave(index, positive, positive / 2, phase),
    negative: wave(index, negative, negative, phase + 1),
  }));
}
const sumOf = (days: RatingDay[]) => ({
  positive: days.reduce((total, day) => total + day.positive, 0),
  negative: days.reduce((total, day) => total + day.negative, 0),
  days,
});
function add(...groups: RatingDay[][]): RatingDay[] {
  return (groups[0] ?? []).map((first, index) => ({
    day: first.day,
    positive: groups.reduce((total, group) => total + (group[index]?.positive ?? 0), 0),
    negative: groups.reduce((total, group) => total + (group[index]?.negative ?? 0), 0),
  }));
}

/** Ratings on most days: Selene's version 3 (newest), version 2, and Orion's version 1. */
export function trainingAnalyticsFixture(period: DashboardPeriod): TrainingAnalytics {
  const days = daysOf(period);
  const v3 = series(days, 4, 1, 0);
  const v2 = series(days, 3, 1.5, 2);
  const orion = series(days, 2, 0.6, 4);
  const all = add(v3, v2, orion);
  const psychology = add(v3);
  const astrology = add(v2);
  const esoteric = add(orion);
  const intentSplit = (source: RatingDay[], share: number) =>
    source.map((day) => ({
      day: day.day,
      positive: Math.round(day.positive * share),
      negative: Math.round(day.negative * share),
    }));
  const relationships = intentSplit(all, 0.4);
  const career = intentSplit(all, 0.25);
  const moon = intentSplit(all, 0.2);
  const general = all.map((day, index) => ({
    day: day.day,
    positive: day.positive - relationships[index]!.positive - career[index]!.positive - moon[index]!.positive,
    negative: day.negative - relationships[index]!.negative - career[index]!.negative - moon[index]!.negative,
  }));
  const total = sumOf(all);
  return {
    period,
    days: all,
    totals: { positive: total.positive, negative: total.negative },
    byVersion: [
      { persona: { name: 'Orion', version: 1 }, ...sumOf(orion) },
      { persona: { name: 'Selene', version: 3 }, ...sumOf(v3) },
      { persona: { name: 'Selene', version: 2 }, ...sumOf(v2) },
    ],
    byDomain: [
      { domain: 'psychology', ...sumOf(psychology) },
      { domain: 'astrology', ...sumOf(astrology) },
      { domain: 'esoteric', ...sumOf(esoteric) },
    ],
    byIntent: [
      { intent: 'relationships', ...sumOf(relationships) },
      { intent: 'career', ...sumOf(career) },
      { intent: 'moon-phase', ...sumOf(moon) },
      { intent: 'general', ...sumOf(general) },
    ],
    negativeReplies: [
      {
        messageId: 412,
        conversationId: 88,
        question: 'Why does Saturn keep blocking my career? I feel stuck every time I try something new.',
        reply:
          'Saturn is the teacher of structure. Its transits ask for patience rather than force: look at where you are building slowly…',
        persona: { name: 'Selene', version: 3 },
        domain: 'astrology',
        intent: 'career',
        ratedAt: fixtureTime(-90),
      },
      {
        messageId: 397,
        conversationId: 81,
        question: 'How do I stop choosing partners who are unavailable?',
        reply: 'Attachment patterns often repeat what felt familiar in childhood. Notice the first pull of attraction…',
        persona: { name: 'Selene', version: 2 },
        domain: 'psychology',
        intent: 'relationships',
        ratedAt: fixtureTime(-60 * 26),
      },
      {
        messageId: 350,
        conversationId: 74,
        question: null,
        reply: 'The Emerald Tablet begins: as above, so below…',
        persona: null,
        domain: null,
        intent: 'general',
        ratedAt: fixtureTime(-60 * 24 * 4),
      },
    ],
    negativeTotal: 3,
  };
}

/** A fresh database: no rating at all. */
export function quietTrainingAnalyticsFixture(period: DashboardPeriod): TrainingAnalytics {
  const days = daysOf(period).map((day) => ({ day, positive: 0, negative: 0 }));
  return {
    period,
    days,
    totals: { positive: 0, negative: 0 },
    byVersion: [],
    byDomain: [],
    byIntent: [],
    negativeReplies: [],
    negativeTotal: 0,
  };
}

function answer(fixture: (period: DashboardPeriod) => TrainingAnalytics): HttpResponseResolver {
  return ({ request }) => {
    const url = new URL(request.url);
    const query = Object.fromEntries(
      ['days', 'from', 'to'].map((key) => [key, url.searchParams.get(key) ?? undefined]),
    );
    const read = trainingPeriodOf(query, fixtureNow);
    if (!('period' in read)) {
      return HttpResponse.json(
        { message: read.message, errors: [{ field: read.field, message: read.message }] },
        { status: 400 },
      );
    }
    return HttpResponse.json(fixture(read.period));
  };
}

const route = `*${trainingAnalyticsRoutes.get.path}`;

/** `GET /api/admin/training-analytics`, by scenario. Pass as `parameters.msw.handlers.trainingAnalytics`. */
export const trainingAnalyticsHandlers = {
  /** Ratings on most days, three negative replies. */
  success: (): RequestHandler[] => [http.get(route, answer(trainingAnalyticsFixture))],
  /** No rating yet. */
  empty: (): RequestHandler[] => [http.get(route, answer(quietTrainingAnalyticsFixture))],
  /** The figures after `ms`: the loading state. */
  slow: (ms = 2_000): RequestHandler[] => [
    http.get(route, async (info) => {
      await delay(ms);
      return answer(trainingAnalyticsFixture)(info);
    }),
  ],
  /** The server fails. */
  failing: (): RequestHandler[] => [
    http.get(route, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
  ],
};
