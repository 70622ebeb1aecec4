// The affiliate calls (`@app/contract/affiliates`), mocked with fixed figures so stories and
// screenshots never change with the clock. An entry point of its own (`@app/mocks/affiliates`).
import {
  type AffiliateOverview,
  affiliateRoutes,
  commissionCents,
  commissionRate,
  type StudentList,
} from '@app/contract/affiliates';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';

/** The code every fixture shares (the story's link reads `/register?ref=` it). */
export const fixtureReferralCode = 'mOoNhEaRt_Ref-42';

/** Nobody brought yet: the link and zero figures. */
export const emptyAffiliateFixture: AffiliateOverview = {
  code: fixtureReferralCode,
  commissionRate,
  signUps: 0,
  conversions: 0,
  commission: { pendingCents: 0, reversedCents: 0 },
  referrals: [],
};

/** Four people brought: two paid (one refunded), two still free. */
export const affiliateFixture: AffiliateOverview = {
  code: fixtureReferralCode,
  commissionRate,
  signUps: 4,
  conversions: 2,
  commission: {
    pendingCents: commissionCents('core') + commissionCents('advanced'),
    reversedCents: commissionCents('plus'),
  },
  referrals: [
    { key: 'r4', name: 'lu•••', joinedAt: '2026-03-12T10:15:00.000Z', conversion: null },
    {
      key: 'r3',
      name: 'or•••',
      joinedAt: '2026-03-05T18:40:00.000Z',
      conversion: {
        tier: 'advanced',
        at: '2026-03-06T08:00:00.000Z',
        commissionCents: commissionCents('advanced'),
        status: 'pending',
      },
    },
    {
      key: 'r2',
      name: 've•••',
      joinedAt: '2026-02-20T09:05:00.000Z',
      conversion: {
        tier: 'plus',
        at: '2026-02-21T12:30:00.000Z',
        commissionCents: commissionCents('plus'),
        status: 'reversed',
      },
    },
    {
      key: 'r1',
      name: 'so•••',
      joinedAt: '2026-02-02T14:20:00.000Z',
      conversion: {
        tier: 'core',
        at: '2026-02-03T07:45:00.000Z',
        commissionCents: commissionCents('core'),
        status: 'pending',
      },
    },
  ],
};

/** A teacher's students (those of `affiliateFixture`, by username, with their tier now). */
export const studentsFixture: StudentList = {
  students: [
    { key: 'r4', username: 'luna_rising', tier: 'free', joinedAt: '2026-03-12T10:15:00.000Z' },
    { key: 'r3', username: 'orion.seeker', tier: 'advanced', joinedAt: '2026-03-05T18:40:00.000Z' },
    { key: 'r2', username: 'vega', tier: 'free', joinedAt: '2026-02-20T09:05:00.000Z' },
    { key: 'r1', username: 'sol_path', tier: 'core', joinedAt: '2026-02-02T14:20:00.000Z' },
  ],
};

const overviewRoute = `*${affiliateRoutes.overview.path}`;
const studentsRoute = `*${affiliateRoutes.students.path}`;
const failure = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

/** `GET /api/affiliate` and `/api/affiliate/students`, by scenario. Pass as `parameters.msw.handlers.affiliates`. */
export const affiliateHandlers = {
  /** Referrals, conversions and a reversed commission; the teacher's students. */
  success: (): RequestHandler[] => [
    http.get(overviewRoute, () => HttpResponse.json(affiliateFixture)),
    http.get(studentsRoute, () => HttpResponse.json(studentsFixture)),
  ],
  /** Nobody brought yet. */
  empty: (): RequestHandler[] => [
    http.get(overviewRoute, () => HttpResponse.json(emptyAffiliateFixture)),
    http.get(studentsRoute, () => HttpResponse.json({ students: [] } satisfies StudentList)),
  ],
  /** The answers after `ms`: the loading state. */
  slow: (ms = 2_000): RequestHandler[] => [
    http.get(overviewRoute, async () => {
      await delay(ms);
      return HttpResponse.json(affiliateFixture);
    }),
    http.get(studentsRoute, async () => {
      await delay(ms);
      return HttpResponse.json(studentsFixture);
    }),
  ],
  /** The server fails. */
  failing: (): RequestHandler[] => [http.get(overviewRoute, failure), http.get(studentsRoute, failure)],
};
