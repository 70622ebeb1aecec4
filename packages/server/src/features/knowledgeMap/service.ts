// The knowledge map's rules (issue 20 item 7): which pairs of teachings to suggest linking, by the
// themes they share. Pure and deterministic: the same teachings always give the same suggestions.
import { type KnowledgeMapDomain, knowledgeMapDomains, maxLinkSuggestions } from '@app/contract/knowledgeMap';
import { contentWords } from '../../assistant/teachings';

export interface ThemedTeaching {
  id: number;
  domain: string;
  title: string;
  content: string;
  tags: readonly string[];
}

export interface Suggestion {
  fromId: number;
  toId: number;
  score: number;
  themes: string[];
}

/** A shared tag weighs as much as three shared words. */
export const sharedTagWeight = 3;
export const sharedWordWeight = 1;
/** A pair is suggested from this score up (a shared tag and a word, or four rare words). */
export const minSuggestionScore = 4;
/** The themes kept per link (tags first, then the rarest words). */
export const maxThemes = 5;

export const isMapDomain = (domain: string): domain is KnowledgeMapDomain =>
  (knowledgeMapDomains as readonly string[]).includes(domain);

/**
 * Words too plain to name a theme, on top of the stop words `contentWords` drops ("through",
 * "feel", "become"): they join many teachings without saying what they share.
 */
const plainWords = new Set([
  ...contentWords(
    'through near feel make way like often even every much many thing rather within without between become becomes instead write writes first well one two three take give come still yet toward towards back around whole less little long know get see',
  ),
]);

/** The shortest spelling of each word stem in these texts ("conscious" for the stem "consciou"). */
function spellings(texts: readonly string[]): Map<string, string> {
  const spelled = new Map<string, string>();
  for (const text of texts) {
    for (const raw of text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []) {
      const [stem] = contentWords(raw);
      if (!stem) continue;
      const known = spelled.get(stem);
      if (!known || raw.length < known.length || (raw.length === known.length && raw < known)) spelled.set(stem, raw);
    }
  }
  return spelled;
}

interface Prepared {
  teaching: ThemedTeaching;
  tags: Map<string, string>;
  words: Set<string>;
}

/**
 * The words that say something about a teaching in this knowledge base: in at least two teachings
 * (else nothing shares them) and in at most a sixth of them (else they say nothing: "feel", "life").
 */
function prepare(teachings: readonly ThemedTeaching[]) {
  const prepared: Prepared[] = teachings.map((teaching) => ({
    teaching,
    tags: new Map(teaching.tags.map((tag) => [tag.trim().toLowerCase(), tag.trim()] as const)),
    words: new Set([...contentWords(`${teaching.title} ${teaching.content}`)].filter((word) => !plainWords.has(word))),
  }));
  const spelled = spellings(teachings.map((teaching) => `${teaching.title} ${teaching.content}`));
  const frequency = new Map<string, number>();
  for (const entry of prepared) for (const word of entry.words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const commonAbove = Math.max(2, Math.floor(teachings.length / 6));
  const significant = (word: string) => {
    const count = frequency.get(word) ?? 0;
    return count >= 2 && count <= commonAbove;
  };
  return { prepared, frequency, significant, spelled };
}

function shared(
  a: Prepared,
  b: Prepared,
  { frequency, significant, spelled }: Omit<ReturnType<typeof prepare>, 'prepared'>,
): { score: number; themes: string[] } {
  const tags = [...a.tags.keys()].filter((tag) => b.tags.has(tag)).sort();
  const tagWords = new Set(tags.flatMap((tag) => [...contentWords(tag)]));
  const words = [...a.words]
    .filter((word) => b.words.has(word) && significant(word) && !tagWords.has(word))
    .sort((x, y) => (frequency.get(x) ?? 0) - (frequency.get(y) ?? 0) || x.localeCompare(y));
  const score = tags.length * sharedTagWeight + words.length * sharedWordWeight;
  const themes = [
    ...tags.map((tag) => a.tags.get(tag) ?? tag),
    ...words.map((word) => spelled.get(word) ?? word),
  ].slice(0, maxThemes);
  return { score, themes };
}

/** The themes two teachings share (for a link an admin adds), among all the teachings. */
export function sharedThemes(
  teachings: readonly ThemedTeaching[],
  fromId: number,
  toId: number,
): { score: number; themes: string[] } {
  const { prepared, ...words } = prepare(teachings);
  const a = prepared.find((entry) => entry.teaching.id === fromId);
  const b = prepared.find((entry) => entry.teaching.id === toId);
  return a && b ? shared(a, b, words) : { score: 0, themes: [] };
}

/**
 * Links worth adding: pairs of teachings of two different map domains, not yet linked, sharing
 * tags and significant words, strongest first (then by ids), at most `limit`.
 */
export function suggestLinks(
  teachings: readonly ThemedTeaching[],
  linked: readonly { fromId: number; toId: number }[],
  limit: number = maxLinkSuggestions,
): Suggestion[] {
  const onMap = teachings.filter((teaching) => isMapDomain(teaching.domain));
  const { prepared, ...words } = prepare(onMap);
  const taken = new Set(
    linked.map((link) => `${Math.min(link.fromId, link.toId)}-${Math.max(link.fromId, link.toId)}`),
  );
  const suggestions: Suggestion[] = [];
  for (let i = 0; i < prepared.length; i++) {
    for (let j = i + 1; j < prepared.length; j++) {
      const a = prepared[i]!;
      const b = prepared[j]!;
      if (a.teaching.domain === b.teaching.domain) continue;
      const [first, second] = a.teaching.id < b.teaching.id ? [a, b] : [b, a];
      if (taken.has(`${first.teaching.id}-${second.teaching.id}`)) continue;
      const { score, themes } = shared(first, second, words);
      if (score < minSuggestionScore) continue;
      suggestions.push({ fromId: first.teaching.id, toId: second.teaching.id, score, themes });
    }
  }
  return suggestions.sort((x, y) => y.score - x.score || x.fromId - y.fromId || x.toId - y.toId).slice(0, limit);
}
