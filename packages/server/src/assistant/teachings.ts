import { knowledgeSeed } from './knowledgeSeed';
import type { KnowledgeTeaching, TeachingLinkPair } from './types';

const stopWords = new Set(
  'a an and are as at be been but by can could do does for from has have how i if in into is it its me my of on or our so than that the their them then there these they this to us was we what when where which who why will with would you your about am any also more most not only own same some such too very just over under again further once here all both each few other nor off out up down should now shall may might must let'.split(
    ' ',
  ),
);

/** Lower-case content words with a light plural/ending trim, so "patterns" meets "pattern". */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []) {
    const word = raw.replace(/'s$/, '').replace(/(ing|ies|es|s)$/, (ending) => (ending === 'ies' ? 'y' : ''));
    if (word.length > 2 && !stopWords.has(raw) && !stopWords.has(word)) words.add(word);
  }
  return words;
}

/** Each teaching's words, kept while its title and content stay the same (the knowledge base is cached). */
const teachingWords = new WeakMap<KnowledgeTeaching, { title: string; content: string; words: Set<string> }>();

function wordsOf(teaching: KnowledgeTeaching): Set<string> {
  const known = teachingWords.get(teaching);
  if (known && known.title === teaching.title && known.content === teaching.content) return known.words;
  const words = contentWords(`${teaching.title} ${teaching.content}`);
  teachingWords.set(teaching, { title: teaching.title, content: teaching.content, words });
  return words;
}

export interface RankQuery {
  /** The question (or any text) whose words are compared with each teaching's title and content. */
  text: string;
  /** Tags wanted, e.g. from the intent and the day's sky ('Saturn', 'Full Moon', 'anxiety'). */
  tags: readonly string[];
  /** Tags that count double: what the question itself names. */
  strongTags?: readonly string[];
  /** A domain to prefer (a small bonus). */
  domain?: string;
}

export interface RankedTeaching {
  teaching: KnowledgeTeaching;
  score: number;
  matchedTags: string[];
}

const tagWeight = 3;
const strongTagWeight = 6;
const wordWeight = 1;
const domainBonus = 2;

/**
 * Teachings ordered by how well they match: tags (what the question and the sky name), then shared
 * words, then the preferred domain. Ties fall back to title order, so the ranking is deterministic.
 * Teachings with no match at all are left out.
 */
export function rankTeachings(teachings: readonly KnowledgeTeaching[], query: RankQuery): RankedTeaching[] {
  const wanted = new Set(query.tags.map((tag) => tag.toLowerCase()));
  const strong = new Set((query.strongTags ?? []).map((tag) => tag.toLowerCase()));
  const queryWords = contentWords(query.text);
  const ranked: RankedTeaching[] = [];
  for (const teaching of teachings) {
    const matchedTags = teaching.tags.filter((tag) => wanted.has(tag.toLowerCase()) || strong.has(tag.toLowerCase()));
    let score = 0;
    for (const tag of matchedTags) score += strong.has(tag.toLowerCase()) ? strongTagWeight : tagWeight;
    const teachingWords = wordsOf(teaching);
    for (const word of queryWords) if (teachingWords.has(word)) score += wordWeight;
    if (score === 0) continue;
    if (query.domain && teaching.domain === query.domain) score += domainBonus;
    ranked.push({ teaching, score, matchedTags });
  }
  return ranked.sort((a, b) => b.score - a.score || a.teaching.title.localeCompare(b.teaching.title));
}

/** The seed as knowledge-base teachings (ids are their position), for when none are loaded. */
export const seedTeachings: KnowledgeTeaching[] = knowledgeSeed.teachings.map((teaching, index) => ({
  id: `seed-${index + 1}`,
  ...teaching,
}));

/** The teachings to draw on: the loaded knowledge base, or the seed when it is empty. */
export function teachingsOrSeed(teachings: readonly KnowledgeTeaching[]): readonly KnowledgeTeaching[] {
  return teachings.length > 0 ? teachings : seedTeachings;
}

/** Titles shorter than this are too common to say a reply drew on them ("Anger", "Saturn"). */
const citableTitleLength = 8;

/**
 * The teachings a reply drew on: those whose title it names. Both providers cite what they use by
 * title (the offline one with `citeTeaching`, the model as its prompt asks), so this holds for either.
 */
export function teachingsCitedIn<T extends Pick<KnowledgeTeaching, 'title'>>(
  reply: string,
  teachings: readonly T[],
): T[] {
  const text = reply.toLocaleLowerCase('en');
  return teachings.filter((teaching) => {
    const title = teaching.title.trim().toLocaleLowerCase('en');
    return title.length >= citableTitleLength && text.includes(title);
  });
}

/** "Title" (source), for citing a teaching in a reply. */
export function citeTeaching(teaching: KnowledgeTeaching): string {
  return teaching.source ? `*${teaching.title}* (${teaching.source})` : `*${teaching.title}*`;
}

/**
 * The bridge a reply may add (the knowledge map): for the first drawn-on teaching that has one, the
 * teaching of another domain linked to it earliest, and not drawn on already. Deterministic.
 */
export function bridgeFor(
  drawnOn: readonly KnowledgeTeaching[],
  teachings: readonly KnowledgeTeaching[],
  links: readonly TeachingLinkPair[] | undefined,
): { from: KnowledgeTeaching; to: KnowledgeTeaching } | undefined {
  if (!links || links.length === 0) return undefined;
  const byId = new Map(teachings.map((teaching) => [String(teaching.id), teaching]));
  const used = new Set(drawnOn.map((teaching) => String(teaching.id)));
  for (const from of drawnOn) {
    const id = String(from.id);
    for (const link of links) {
      const otherId = String(link.a) === id ? String(link.b) : String(link.b) === id ? String(link.a) : undefined;
      if (otherId === undefined || used.has(otherId)) continue;
      const to = byId.get(otherId);
      if (to && to.domain !== from.domain) return { from, to };
    }
  }
  return undefined;
}

/** A teaching's first sentence (or its first 200 characters, cut at a word), for a bridge. */
export function gistOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text;
  if (sentence.length <= 200) return sentence;
  return `${sentence.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}
