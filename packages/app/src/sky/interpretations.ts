import type { Teaching } from '@app/contract';

/** What the forecast knows about an event when looking for a teaching. */
export interface EventTerms {
  kind: 'transit' | 'moon-phase' | 'ingress';
  title: string;
  /** The points involved (transiting planet and natal point, the Moon, the planet changing sign). */
  points: readonly string[];
  aspect?: string;
  sign?: string;
}

/** A teaching's words for an event, with the teaching they come from. */
export interface Interpretation {
  text: string;
  teachingId: Teaching['id'];
  teachingTitle: string;
}

const phasePattern = /^(New Moon|First Quarter|Full Moon|Last Quarter)\b/;

/** The terms a teaching may be tagged with for this event, most specific first. */
export function termsOf(event: EventTerms): string[] {
  const terms = new Set<string>();
  const phase = phasePattern.exec(event.title)?.[1];
  if (phase) {
    terms.add(phase);
    terms.add('Moon phase');
    terms.add('lunar cycle');
  }
  if (event.aspect) terms.add(event.aspect);
  for (const point of event.points) terms.add(point);
  if (event.sign) terms.add(event.sign);
  if (event.kind === 'ingress') terms.add('ingress');
  if (event.kind === 'transit') terms.add('transit');
  return [...terms];
}

const tagsOf = (teaching: Teaching): string[] =>
  Array.isArray(teaching.tags) ? teaching.tags.filter((t): t is string => typeof t === 'string') : [];

const fold = (text: string) => text.toLocaleLowerCase('en');
const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(text);

/**
 * How well a teaching speaks to an event: a tag naming one of its terms counts 3, the term in the
 * title 2, in the content 1. A phase or aspect term counts double, since it says what is
 * happening rather than who takes part.
 */
export function scoreTeaching(teaching: Teaching, terms: readonly string[]): number {
  const tags = new Set(tagsOf(teaching).map(fold));
  const title = teaching.title ?? '';
  const content = teaching.content ?? '';
  let score = 0;
  terms.forEach((term, index) => {
    const weight = index === 0 ? 2 : 1;
    if (tags.has(fold(term))) score += 3 * weight;
    else if (hasWord(title, term)) score += 2 * weight;
    else if (hasWord(content, term)) score += 1 * weight;
  });
  return score;
}

/** The first sentences of a text, up to about `max` characters, cut at a sentence or a word. */
export function excerpt(text: string, max = 220): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let result = '';
  for (const sentence of sentences) {
    if ((result + sentence).trim().length > max) break;
    result += sentence;
  }
  if (result.trim()) return result.trim();
  const cut = clean.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}

/**
 * The minimum score for a teaching to be offered: more than one tag naming a participant (a
 * teaching tagged only "Moon" says nothing about Mars opposing the natal Moon); a tag for what
 * happens (the phase, the aspect) is enough on its own.
 */
export const minimumScore = 4;

/**
 * The best-matching teaching's words for an event, or null when no teaching is close enough.
 * Ties go to the teaching listed first, so the choice is stable.
 */
export function interpretationFor(event: EventTerms, teachings: readonly Teaching[]): Interpretation | null {
  const terms = termsOf(event);
  let best: { teaching: Teaching; score: number } | null = null;
  for (const teaching of teachings) {
    if (!teaching.content || !teaching.title) continue;
    const score = scoreTeaching(teaching, terms);
    if (score >= minimumScore && (!best || score > best.score)) best = { teaching, score };
  }
  if (!best) return null;
  return {
    text: excerpt(best.teaching.content ?? ''),
    teachingId: best.teaching.id,
    teachingTitle: best.teaching.title ?? '',
  };
}
