// The copy of `/dashboard` (its own module: only the lazy page reads it).

import type { Role, Tier } from '@app/contract';
import type { DashboardPresetDays } from '@app/contract/dashboard';

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en');

export const formatCount = (value: number) => count.format(value);
export const formatShare = (share: number | null) => (share === null ? '—' : percent.format(share));

export const dashboardMessages = {
  lead: 'Figures from the database for the chosen period. Days are UTC days, as the daily allowance counts them.',
  period: 'Period',
  periods: {
    7: 'Last 7 days',
    30: 'Last 30 days',
    90: 'Last 90 days',
  } satisfies Record<DashboardPresetDays, string>,
  periodRange: (from: string, to: string) => `${from} to ${to} (UTC)`,
  loading: 'Loading the dashboard',
  failed: 'The dashboard could not be loaded.',
  retry: 'Try again',
  updated: (label: string) => `Showing ${label.toLowerCase()}.`,
  empty:
    'No activity in this period yet: no sign-ups, prompts, ratings or payments. The figures fill in as people use Moonheart.',
  cardsTitle: 'Headline figures',
  cards: {
    totalUsers: 'Total users',
    signUps: 'Sign-ups in period',
    prompts: 'Prompts in period',
    activeUsers: 'Active users',
    positiveFeedback: 'Positive feedback',
    conversion: 'Conversion from free',
  },
  cardNotes: {
    totalUsers: 'Everyone, now',
    activeUsers: 'Sent at least one prompt',
    positiveFeedback: (rated: number) => (rated === 0 ? 'No ratings yet' : `Of ${formatCount(rated)} ratings`),
    conversion: (converted: number, free: number) =>
      `${formatCount(converted)} of ${formatCount(free)} free clients paid`,
  },
  showTable: 'Show as table',
  day: 'Day (UTC)',
  charts: {
    prompts: { title: 'Prompts per day', series: 'Prompts' },
    activeUsers: { title: 'Active users per day', series: 'Active users' },
    signUps: { title: 'Sign-ups per day', series: 'Sign-ups' },
    safety: {
      title: 'Crisis replies and provider failures per day',
      crisis: 'Crisis replies',
      failures: 'Provider failures',
    },
  },
  chartNote: 'The chart draws the table below; switch it on to read the exact figures.',
  usersTitle: 'Users now',
  byTier: 'By tier',
  byRole: 'By role',
  tier: 'Tier',
  role: 'Role',
  users: 'Users',
  tiers: { free: 'Free', core: 'Core', plus: 'Plus', advanced: 'Advanced', elite: 'Elite' } satisfies Record<
    Tier,
    string
  >,
  roles: { admin: 'Admins', teacher: 'Teachers', client: 'Clients' } satisfies Record<Role, string>,
  feedbackTitle: 'Feedback by domain',
  feedbackLead: 'Ratings given in the period, by the knowledge domain of the question each rated reply answered.',
  feedbackEmpty: 'No ratings in this period.',
  /** Ratings given before the domain of a rated reply was recorded. */
  domainNotRecorded: 'Domain not recorded',
  rated: 'Domain',
  positive: 'Positive',
  negative: 'Negative',
  share: 'Positive share',
} as const;
