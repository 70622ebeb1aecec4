// A soulprint (issue 20 item 4): a synthesis of one person for admins, every line with its
// evidence. The natal highlights come from `@app/sky` over the birth data of the profile; themes
// and domains are read from the person's questions as Selene reads them (`detectIntent`), crisis
// messages left out; feedback tendencies from their ratings by domain. Opening one is audited.

import type { Profile } from '@app/contract';
import { feedbackDomainOf } from '@app/contract/feedbackConversations';
import {
  type DomainLine,
  type Evidence,
  type FeedbackLine,
  type MessageEvidence,
  type NatalHighlights,
  type Soulprint,
  type SoulprintElement,
  soulprintLimits,
  type ThemeLine,
} from '@app/contract/soulprint';
import { aspectsAmong, natalChart, planets, positionOf, signs, zonedDateTimeToUtc } from '@app/sky';
import { detectCrisis } from '../../assistant/crisis';
import { detectIntent } from '../../assistant/intent';
import type { Deps, SessionUser } from '../../context';
import { loadProfile } from '../../routes/profile';
import { insertAuditRecord } from '../audit/repository';
import { type MemoryRow, memoriesOf } from '../memory/repository';
import {
  conversationCount,
  findPerson,
  latestQuestions,
  type QuestionRow,
  type RatedReplyRow,
  ratedReplies,
} from './repository';

export const soulprintViewedAction = 'soulprint.viewed';

const hour = 3_600_000;
const snippet = (content: string) =>
  content.length > soulprintLimits.snippet ? `${content.slice(0, soulprintLimits.snippet - 1).trimEnd()}…` : content;

function messageEvidence(
  row: { id: number; conversationId: number; content: string; at: string },
  openable: ReadonlySet<number>,
  rating: MessageEvidence['rating'] = null,
): MessageEvidence {
  return {
    kind: 'message',
    messageId: row.id,
    conversationId: row.conversationId,
    snippet: snippet(row.content),
    at: row.at,
    rating,
    conversationOpenable: openable.has(row.conversationId),
  };
}

const memoryEvidence = (memory: MemoryRow): Evidence => ({ kind: 'memory', memoryId: memory.id, text: memory.text });

/** The natal highlights of the stored birth data, or null without a usable birth date. */
export function natalHighlights(profile: Profile, memories: readonly MemoryRow[]): NatalHighlights | null {
  const date = profile.birthDate;
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  let chart: ReturnType<typeof natalChart>;
  try {
    chart = natalChart({ date, time: profile.birthTime ?? null, place: profile.birthPlace ?? null });
  } catch {
    // A malformed time or zone: the date alone still gives the Sun and a noon Moon.
    chart = natalChart({ date, time: null, place: null });
  }
  const planetsAtBirth = chart.positions.filter((position) => (planets as readonly string[]).includes(position.point));
  const placementOf = (position: (typeof chart.positions)[number]) => ({
    point: position.point,
    sign: position.sign,
    degree: Math.round(position.degreeInSign * 10) / 10,
    house: position.house ?? null,
    retrograde: position.retrograde,
  });
  const sun = planetsAtBirth.find((position) => position.point === 'Sun');
  const moon = planetsAtBirth.find((position) => position.point === 'Moon');
  const placements = [sun, moon, chart.ascendant].filter((position) => position !== undefined).map(placementOf);

  let moonSignCertain = chart.timeKnown;
  if (!chart.timeKnown) {
    const place = profile.birthPlace ?? null;
    const zone = place?.timeZone ?? 'UTC';
    const margin = place ? 0 : 14 * hour;
    let dayStart: number;
    try {
      dayStart = zonedDateTimeToUtc(date, '00:00', zone).getTime() - margin;
    } catch {
      dayStart = zonedDateTimeToUtc(date, '00:00', 'UTC').getTime() - 14 * hour;
    }
    const dayEnd = dayStart + 24 * hour + 2 * margin;
    moonSignCertain = positionOf('Moon', new Date(dayStart)).sign === positionOf('Moon', new Date(dayEnd)).sign;
  }

  const counts = new Map<SoulprintElement, number>();
  for (const position of planetsAtBirth) {
    const element = signs.find((sign) => sign.name === position.sign)?.element;
    if (element) counts.set(element, (counts.get(element) ?? 0) + 1);
  }
  const [element, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['Fire', 0];
  const aspects = aspectsAmong(planetsAtBirth)
    .sort((a, b) => a.orb - b.orb)
    .slice(0, soulprintLimits.aspects)
    .map((aspect) => ({ from: aspect.from, to: aspect.to, kind: aspect.kind, orb: Math.round(aspect.orb * 10) / 10 }));

  const birthMemory = memories.find((memory) => memory.kind === 'birth-data');
  return {
    birthDate: date,
    birthTime: chart.timeKnown ? (profile.birthTime ?? null) : null,
    birthPlace: profile.birthPlace ? profile.birthPlace.name : null,
    timeKnown: chart.timeKnown,
    moonSignCertain,
    placements,
    retrograde: planetsAtBirth.filter((position) => position.retrograde).map((position) => position.point),
    dominantElement: { element, count },
    aspects,
    evidence: [{ kind: 'profile' }, ...(birthMemory ? [memoryEvidence(birthMemory)] : [])],
  };
}

/** The topics and domains of the questions, most frequent first, each with its latest questions. */
export function readQuestions(
  questions: readonly QuestionRow[],
  memories: readonly MemoryRow[],
  openable: ReadonlySet<number>,
): { themes: ThemeLine[]; domains: DomainLine[] } {
  const byTopic = new Map<string, QuestionRow[]>();
  const byDomain = new Map<DomainLine['domain'], QuestionRow[]>();
  for (const question of questions) {
    // Nothing is drawn from a crisis exchange (DECISIONS "Care").
    if (detectCrisis(question.content)) continue;
    const intent = detectIntent(question.content);
    if (intent.smallTalk || intent.topics.length === 0) continue;
    for (const topic of intent.topics) byTopic.set(topic, [...(byTopic.get(topic) ?? []), question]);
    const domain = feedbackDomainOf(intent.domain);
    if (domain) byDomain.set(domain, [...(byDomain.get(domain) ?? []), question]);
  }
  const evidenceOf = (rows: QuestionRow[]) =>
    rows.slice(0, soulprintLimits.evidencePerLine).map((row) => messageEvidence(row, openable));
  const themes = [...byTopic.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, soulprintLimits.themes)
    .map(([topic, rows]) => {
      // A recurring theme Selene remembers about this topic is evidence too.
      const remembered = memories.filter(
        (memory) => memory.kind === 'recurring-theme' && memory.key === `theme:${topic}`,
      );
      return { topic, questions: rows.length, evidence: [...remembered.map(memoryEvidence), ...evidenceOf(rows)] };
    });
  const domains = [...byDomain.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([domain, rows]) => ({ domain, questions: rows.length, evidence: evidenceOf(rows) }));
  return { themes, domains };
}

/** Ratings by domain, most rated first; each line's evidence is its latest rated replies, negatives first. */
export function feedbackTendencies(rated: readonly RatedReplyRow[], openable: ReadonlySet<number>): FeedbackLine[] {
  const byDomain = new Map<FeedbackLine['domain'], RatedReplyRow[]>();
  for (const row of rated) byDomain.set(row.domain, [...(byDomain.get(row.domain) ?? []), row]);
  return [...byDomain.entries()]
    .map(([domain, rows]) => {
      const positive = rows.filter((row) => row.rating === 'positive').length;
      const ordered = [
        ...rows.filter((row) => row.rating === 'negative'),
        ...rows.filter((row) => row.rating === 'positive'),
      ];
      return {
        domain,
        positive,
        negative: rows.length - positive,
        evidence: ordered
          .slice(0, soulprintLimits.evidencePerLine)
          .map((row) => messageEvidence({ ...row, id: row.messageId }, openable, row.rating)),
      };
    })
    .sort(
      (a, b) => b.positive + b.negative - (a.positive + a.negative) || (a.domain ?? '~').localeCompare(b.domain ?? '~'),
    );
}

/** One person's soulprint, audited as read by `admin`; null for an unknown person. */
export async function soulprintOf(deps: Deps, admin: SessionUser, userId: number): Promise<Soulprint | null> {
  const db = deps.storage;
  const person = await findPerson(db, userId);
  if (!person) return null;
  const profile = await loadProfile(db, userId);
  const memories = await memoriesOf(db, userId);
  const questions = await latestQuestions(db, userId);
  const rated = await ratedReplies(db, userId);
  const conversations = await conversationCount(db, userId);
  // A conversation with a rated reply opens in /conversations.
  const openable = new Set(rated.map((row) => row.conversationId));
  const { themes, domains } = readQuestions(questions, memories, openable);
  await insertAuditRecord(
    db,
    { actorUserId: admin.id, action: soulprintViewedAction, targetUserId: userId, details: {} },
    deps.now(),
  );
  return {
    user: person,
    natal: natalHighlights(profile, memories),
    questionsRead: questions.length,
    conversations,
    themes,
    domains,
    feedback: feedbackTendencies(rated, openable),
  };
}
