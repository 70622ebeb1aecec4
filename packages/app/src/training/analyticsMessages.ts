// The copy of `/training-analytics` (its own module: only the lazy page reads it).
import type { DashboardPresetDays } from '@app/contract/dashboard';
import type { TrainingGrouping } from '@app/contract/trainingAnalytics';

export const trainingAnalyticsMessages = {
  lead: 'How people rated the replies of each persona version, by knowledge domain and by what the question was about. Days are UTC days; each reply counts once, with its owner’s latest rating, on the day it was given.',
  period: 'Period',
  periods: { 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 90 days' } satisfies Record<DashboardPresetDays, string>,
  periodRange: (from: string, to: string) => `${from} to ${to} (UTC)`,
  groupBy: 'Group by',
  groupings: { version: 'Persona version', domain: 'Domain', intent: 'Intent' } satisfies Record<
    TrainingGrouping,
    string
  >,
  loading: 'Loading training analytics',
  updated: (period: string, grouping: string) =>
    `Showing ${period.toLowerCase()}, grouped by ${grouping.toLowerCase()}.`,
  failed: 'Training analytics could not be loaded.',
  retry: 'Try again',
  empty: 'No ratings in this period yet. Figures appear once people rate replies with thumbs up or down in the chat.',
  cardsTitle: 'Ratings in the period',
  cards: { rated: 'Rated replies', positiveShare: 'Positive share', negative: 'Rated negatively' },
  ratingsChart: { title: 'Ratings per day', positive: 'Positive', negative: 'Negative' },
  negativeChart: (grouping: string) => `Negative ratings per day by ${grouping.toLowerCase()}`,
  /** The chart draws the five most rated groups; the table lists all of them. */
  chartTopNote: 'The chart draws the five most rated groups; the table lists every group.',
  tableTitle: (grouping: string) => `Ratings by ${grouping.toLowerCase()}`,
  positive: 'Positive',
  negative: 'Negative',
  share: 'Positive share',
  version: (name: string, version: number) => `${name} v${version}`,
  versionUnknown: 'Version not recorded',
  domainUnknown: 'Domain not recorded',
  negativeTitle: 'Replies rated negatively',
  negativeLead: 'Newest rating first. Open a conversation to read the exchange in full.',
  negativeEmpty: 'No reply was rated negatively in this period.',
  negativeShown: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'reply' : 'replies'}` : `The newest ${shown} of ${total} replies`,
  question: 'Question',
  questionMissing: 'The question is no longer stored.',
  reply: 'Reply',
  ratedAt: (time: string) => `Rated ${time}`,
  openConversation: 'Open conversation',
  openConversationLabel: (id: number) => `Open conversation ${id}`,
} as const;
