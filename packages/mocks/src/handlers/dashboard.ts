// The admin dashboard call (`@app/contract/dashboard`), mocked with the server's period rules and
// fixed figures, so stories and screenshots never change with the clock. An entry point of its own
// (`@app/mocks/dashboard`).
import {
  type Dashboard,
  type DashboardPeriod,
  dashboardPeriodOf,
  dashboardRoutes,
  daysOf,
} from '@app/contract/dashboard';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { fixtureNow } from '../fixtures/time';

/** A small, deterministic curve: the same day always gets the same figures. */
const wave = (index: number, base: number, swing: number) =>
  Math.max(0, Math.round(base + swing * Math.sin(index / 2.3)));

/** Busy figures for a period: every chart has something to draw. */
export function dashboardFixture(period: DashboardPeriod): Dashboard {
  const days = daysOf(period).map((day, index) => ({
    day,
    signUps: wave(index, 3, 2),
    prompts: wave(index, 24, 10) + (index % 7 === 5 ? 8 : 0),
    activeUsers: wave(index, 9, 4),
    crisisReplies: index % 9 === 4 ? 1 : 0,
    providerFailures: index % 11 === 7 ? 2 : 0,
  }));
  const sum = (key: 'signUps' | 'prompts' | 'crisisReplies' | 'providerFailures') =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    period,
    users: {
      total: 212,
      byTier: [
        { tier: 'free', count: 151 },
        { tier: 'core', count: 31 },
        { tier: 'plus', count: 17 },
        { tier: 'advanced', count: 8 },
        { tier: 'elite', count: 5 },
      ],
      byRole: [
        { role: 'admin', count: 2 },
        { role: 'teacher', count: 4 },
        { role: 'client', count: 206 },
      ],
    },
    days,
    totals: {
      signUps: sum('signUps'),
      prompts: sum('prompts'),
      activeUsers: Math.min(206, 12 + days.length),
      crisisReplies: sum('crisisReplies'),
      providerFailures: sum('providerFailures'),
    },
    feedback: [
      { domain: 'psychology', positive: 21 + days.length, negative: 4 },
      { domain: 'astrology', positive: 18, negative: 3 },
      { domain: 'esoteric', positive: 5, negative: 2 },
      { domain: null, positive: 2, negative: 0 },
    ],
    conversion: { converted: 4 + Math.floor(days.length / 10), freeUsers: 155 + Math.floor(days.length / 10) },
  };
}

/** A fresh database: three accounts, nothing else. */
export function quietDashboardFixture(period: DashboardPeriod): Dashboard {
  return {
    period,
    users: {
      total: 1,
      byTier: [
        { tier: 'free', count: 0 },
        { tier: 'core', count: 0 },
        { tier: 'plus', count: 0 },
        { tier: 'advanced', count: 0 },
        { tier: 'elite', count: 1 },
      ],
      byRole: [
        { role: 'admin', count: 1 },
        { role: 'teacher', count: 0 },
        { role: 'client', count: 0 },
      ],
    },
    days: daysOf(period).map((day) => ({
      day,
      signUps: 0,
      prompts: 0,
      activeUsers: 0,
      crisisReplies: 0,
      providerFailures: 0,
    })),
    totals: { signUps: 0, prompts: 0, activeUsers: 0, crisisReplies: 0, providerFailures: 0 },
    feedback: [],
    conversion: { converted: 0, freeUsers: 0 },
  };
}

function answer(fixture: (period: DashboardPeriod) => Dashboard): HttpResponseResolver {
  return ({ request }) => {
    const url = new URL(request.url);
    const query = Object.fromEntries(
      ['days', 'from', 'to'].map((key) => [key, url.searchParams.get(key) ?? undefined]),
    );
    const read = dashboardPeriodOf(query, fixtureNow);
    if (!('period' in read)) {
      return HttpResponse.json(
        { message: read.message, errors: [{ field: read.field, message: read.message }] },
        { status: 400 },
      );
    }
    return HttpResponse.json(fixture(read.period));
  };
}

const route = `*${dashboardRoutes.get.path}`;

/** `GET /api/admin/dashboard`, by scenario. Pass as `parameters.msw.handlers.dashboard`. */
export const dashboardHandlers = {
  /** Figures on every day of the period. */
  success: (): RequestHandler[] => [http.get(route, answer(dashboardFixture))],
  /** A fresh database: no activity at all. */
  empty: (): RequestHandler[] => [http.get(route, answer(quietDashboardFixture))],
  /** The figures after `ms`: the loading state. */
  slow: (ms = 2_000): RequestHandler[] => [
    http.get(route, async (info) => {
      await delay(ms);
      return answer(dashboardFixture)(info);
    }),
  ],
  /** The server fails. */
  failing: (): RequestHandler[] => [
    http.get(route, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
  ],
};
