// What Selene remembers from what a user says (issue 20 item 3). Deterministic on purpose: named
// rules over one message, so every memory can be traced to the sentence that made it. Pure.
import { signs } from '@app/sky';
import { detectCrisis } from '../../assistant/crisis';
import { detectIntent } from '../../assistant/intent';

export type MemoryKind = 'fact' | 'preference' | 'birth-data' | 'recurring-theme';

/** One thing remembered; `key` identifies what it is about, so a new statement updates, not repeats. */
export interface MemoryCandidate {
  kind: MemoryKind;
  key: string;
  text: string;
}

export interface StoredMemory extends MemoryCandidate {
  sourceMessageId: number | string;
  conversationId: number | string;
  updatedAt: Date;
}

/** Memories kept per user; the least recently updated go first. */
export const memoryCapPerUser = 50;
/** A domain becomes a recurring theme once this many of the user's messages lean on it. */
export const recurringThemeThreshold = 3;

// The sign names from the one zodiac table (@app/sky).
const signNames = signs.map((sign) => sign.name);
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const relatives =
  'sister|brother|mother|mum|mom|father|dad|husband|wife|partner|boyfriend|girlfriend|son|daughter|grandmother|grandfather|best friend|friend';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
// Trailing clause cut at the next sentence or "and"-joined statement, so "a nurse and I prefer..." keeps "a nurse".
const clause = (text: string) =>
  text
    .split(/[.!?;,]| and (?=i |i'|my )/i)[0]!
    .trim()
    .replace(/\s+/g, ' ');

interface Rule {
  id: string;
  find: (text: string) => MemoryCandidate[];
}

const rules: readonly Rule[] = [
  {
    id: 'sun-sign',
    find: (text) => {
      const match = new RegExp(
        `\\b(?:i'?m|i am|as) an? (${signNames.join('|')})\\b|\\bmy (?:sun )?sign is (${signNames.join('|')})\\b`,
        'i',
      ).exec(text);
      const sign = match?.[1] ?? match?.[2];
      return sign ? [{ kind: 'birth-data', key: 'sun-sign', text: `Sun in ${capitalise(sign.toLowerCase())}` }] : [];
    },
  },
  {
    id: 'birthday',
    find: (text) => {
      const match = new RegExp(
        `\\b(?:my birthday is|i was born on)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${months.join('|')})(?:,?\\s+(\\d{4}))?`,
        'i',
      ).exec(text);
      if (!match) return [];
      const date = `${Number(match[1])} ${capitalise(match[2]!.toLowerCase())}${match[3] ? ` ${match[3]}` : ''}`;
      return [{ kind: 'birth-data', key: 'birth-date', text: `Born ${date}` }];
    },
  },
  {
    id: 'birth-place-time',
    find: (text) => {
      const found: MemoryCandidate[] = [];
      const place = /\b[Ii] was born in ([A-Z][\p{L}' -]*?)(?= at\b|[.,;!?]|$| on\b| in the\b)/u.exec(text);
      if (place) found.push({ kind: 'birth-data', key: 'birth-place', text: `Born in ${place[1]!.trim()}` });
      const time = /\bborn\b[^.!?]*?\bat (\d{1,2}(?::\d{2})?\s*(?:am|pm)?)/i.exec(text);
      if (time) found.push({ kind: 'birth-data', key: 'birth-time', text: `Born at ${time[1]!.replace(/\s+/g, '')}` });
      return found;
    },
  },
  {
    id: 'answer-length',
    find: (text) => {
      const match =
        /\bi (?:prefer|like|want|would like) (short|brief|concise|long|longer|detailed) (?:answers|replies|responses)\b/i.exec(
          text,
        );
      if (!match) return [];
      const short = /short|brief|concise/i.test(match[1]!);
      return [
        {
          kind: 'preference',
          key: 'answer-length',
          text: short ? 'Prefers short answers' : 'Prefers detailed answers',
        },
      ];
    },
  },
  {
    id: 'occupation',
    find: (text) => {
      const match =
        /\bi (?:work as|am working as|'m working as) (?:an? )?([^.!?;,]+)/i.exec(text) ??
        /\bi am an? ((?:nurse|teacher|doctor|student|engineer|artist|writer|designer|lawyer|therapist|midwife|chef)\b[^.!?;,]*)/i.exec(
          text,
        );
      if (!match) return [];
      const work = clause(match[1]!);
      return work
        ? [{ kind: 'fact', key: 'occupation', text: `Works as ${/^[aeiou]/i.test(work) ? 'an' : 'a'} ${work}` }]
        : [];
    },
  },
  {
    id: 'relative',
    find: (text) => {
      const found: MemoryCandidate[] = [];
      const pattern = new RegExp(`\\bmy (${relatives}) (is|was|has|just|lives|works) ([^.!?;]+)`, 'gi');
      for (const match of text.matchAll(pattern)) {
        const who = match[1]!.toLowerCase();
        found.push({
          kind: 'fact',
          key: `relative:${who}`,
          text: clause(`Their ${who} ${match[2]!.toLowerCase()} ${match[3]!}`),
        });
      }
      return found;
    },
  },
];

/** The memories one message states. Nothing for a message in crisis language. */
export function extractMemories(message: string): MemoryCandidate[] {
  if (detectCrisis(message)) return [];
  const byKey = new Map<string, MemoryCandidate>();
  for (const rule of rules) for (const found of rule.find(message)) byKey.set(found.key, found);
  return [...byKey.values()];
}

/**
 * A recurring theme when the latest user messages lean on one knowledge domain at least
 * `recurringThemeThreshold` times (only messages whose topic was actually recognised count).
 */
export function recurringTheme(userMessages: readonly string[]): MemoryCandidate | null {
  const counts = new Map<string, number>();
  for (const message of userMessages) {
    if (detectCrisis(message)) continue;
    const intent = detectIntent(message);
    if (intent.topics.length === 0) continue;
    for (const topic of intent.topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  const [topic, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!topic || (count ?? 0) < recurringThemeThreshold) return null;
  return { kind: 'recurring-theme', key: `theme:${topic}`, text: `Often asks about ${topic.replace(/-/g, ' ')}` };
}

/**
 * Whether anything may be remembered from a user message: not when it or the neighbouring turns
 * of the same exchange (the previous user message and Selene's reply to it) are in crisis language.
 */
export function mayRemember(message: string, exchange: readonly string[]): boolean {
  return !detectCrisis(message) && exchange.every((turn) => !detectCrisis(turn));
}

/**
 * The user's memories after new candidates: same key → updated in place (text, source, date),
 * new key → added; then capped to `memoryCapPerUser`, most recently updated kept.
 */
export function mergeMemories(
  existing: readonly StoredMemory[],
  candidates: readonly MemoryCandidate[],
  source: { messageId: number | string; conversationId: number | string; at: Date },
): StoredMemory[] {
  const byKey = new Map(existing.map((memory) => [memory.key, memory]));
  for (const candidate of candidates) {
    byKey.set(candidate.key, {
      ...candidate,
      sourceMessageId: source.messageId,
      conversationId: source.conversationId,
      updatedAt: source.at,
    });
  }
  return [...byKey.values()].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).slice(0, memoryCapPerUser);
}
