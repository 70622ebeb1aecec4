// `/training-analytics`' figures: the period's rated replies grouped by persona version, domain and
// intent, each per UTC day, and the negatively rated ones listed with their conversations.
import { type DashboardPeriod, daysOf } from '@app/contract/dashboard';
import { feedbackDomains } from '@app/contract/feedbackConversations';
import {
  type NegativeReply,
  type PersonaVersionRef,
  type RatingDay,
  type TrainingAnalytics,
  type TrainingIntent,
  trainingIntents,
  trainingNegativeListMax,
} from '@app/contract/trainingAnalytics';
import { detectIntent, type Topic } from '../../assistant/intent';
import type { Queryable } from '../../db/storage';
import { type RatedReplyRow, ratedRepliesBetween } from './repository';

/**
 * The intent of a question: its first topic, or `general`. Every topic Selene recognises is an
 * intent of the contract: a new topic fails the type check here until the contract lists it.
 */
export function intentOf(question: string | null): TrainingIntent {
  const topic: Topic | undefined = question === null ? undefined : detectIntent(question).topics[0];
  return topic ?? 'general';
}

/** `[from 00:00 UTC, the day after to 00:00 UTC)`: the period's moments. */
export function boundsOf(period: DashboardPeriod): [Date, Date] {
  const end = new Date(`${period.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [new Date(`${period.from}T00:00:00.000Z`), end];
}

const personaOf = (row: RatedReplyRow): PersonaVersionRef =>
  row.persona_name && row.persona_version ? { name: row.persona_name, version: row.persona_version } : null;

interface Tally {
  positive: number;
  negative: number;
  byDay: Map<string, { positive: number; negative: number }>;
}
const newTally = (): Tally => ({ positive: 0, negative: 0, byDay: new Map() });
function count(tally: Tally, row: RatedReplyRow) {
  const day = tally.byDay.get(row.day) ?? { positive: 0, negative: 0 };
  day[row.feedback] += 1;
  tally[row.feedback] += 1;
  tally.byDay.set(row.day, day);
}
const daysOfTally = (tally: Tally, days: string[]): RatingDay[] =>
  days.map((day) => ({
    day,
    positive: tally.byDay.get(day)?.positive ?? 0,
    negative: tally.byDay.get(day)?.negative ?? 0,
  }));

function groupBy<K>(rows: readonly RatedReplyRow[], keyOf: (row: RatedReplyRow) => K, id: (key: K) => string) {
  const groups = new Map<string, { key: K; tally: Tally }>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = groups.get(id(key)) ?? { key, tally: newTally() };
    count(entry.tally, row);
    groups.set(id(key), entry);
  }
  return [...groups.values()];
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Every figure of `/training-analytics` for a period of UTC days. */
export async function trainingAnalyticsOf(db: Queryable, period: DashboardPeriod): Promise<TrainingAnalytics> {
  const [from, to] = boundsOf(period);
  const rows = await ratedRepliesBetween(db, from, to);
  const days = daysOf(period);
  const all = newTally();
  for (const row of rows) count(all, row);
  const withIntent = rows.map((row) => ({ row, intent: intentOf(row.question) }));
  const intentByMessage = new Map(withIntent.map(({ row, intent }) => [row.message_id, intent]));

  const versions = groupBy(rows, personaOf, (p) => (p ? `${p.name}#${p.version}` : 'none')).sort((a, b) => {
    if (!a.key || !b.key) return a.key ? -1 : b.key ? 1 : 0;
    return a.key.name.localeCompare(b.key.name) || b.key.version - a.key.version;
  });
  const domains = groupBy(
    rows,
    (row) => row.domain,
    (d) => d ?? 'none',
  ).sort(
    (a, b) =>
      (a.key === null ? 99 : feedbackDomains.indexOf(a.key)) - (b.key === null ? 99 : feedbackDomains.indexOf(b.key)),
  );
  const intents = groupBy(
    rows,
    (row) => intentByMessage.get(row.message_id) ?? 'general',
    (i) => i,
  ).sort(
    (a, b) =>
      b.tally.positive + b.tally.negative - (a.tally.positive + a.tally.negative) ||
      trainingIntents.indexOf(a.key) - trainingIntents.indexOf(b.key),
  );
  const negative = rows.filter((row) => row.feedback === 'negative');
  const shape = (tally: Tally) => ({
    positive: tally.positive,
    negative: tally.negative,
    days: daysOfTally(tally, days),
  });
  return {
    period,
    days: daysOfTally(all, days),
    totals: { positive: all.positive, negative: all.negative },
    byVersion: versions.map(({ key, tally }) => ({ persona: key, ...shape(tally) })),
    byDomain: domains.map(({ key, tally }) => ({ domain: key, ...shape(tally) })),
    byIntent: intents.map(({ key, tally }) => ({ intent: key, ...shape(tally) })),
    negativeReplies: negative.slice(0, trainingNegativeListMax).map(
      (row): NegativeReply => ({
        messageId: row.message_id,
        conversationId: row.conversation_id,
        question: row.question === null ? null : cut(row.question, 300),
        reply: cut(row.reply, 400),
        persona: personaOf(row),
        domain: row.domain,
        intent: intentByMessage.get(row.message_id) ?? 'general',
        ratedAt: new Date(row.rated_at).toISOString(),
      }),
    ),
    negativeTotal: negative.length,
  };
}
