// The assistant's writing help for the admin tools (issue 20 items 5 and 6): a clearer version of a
// teaching or a suggested prompt (/enhancer), and a structured summary of a document (/pdf-analyzer).
// The offline version here is deterministic and pure; the OpenAI-compatible provider asks its model.

import { detectIntent } from './intent';
import type { KnowledgeDomainName } from './knowledgeSeed';

/** What the offline improvement changed, each a rule (the app names them). */
export type WritingChange =
  | 'whitespace'
  | 'abbreviations'
  | 'sentence-case'
  | 'run-on'
  | 'repeated-words'
  | 'punctuation'
  | 'rewritten';

export interface ImproveInput {
  kind: 'teaching' | 'prompt';
  title: string;
  text: string;
  signal?: AbortSignal;
}

export interface ImprovedText {
  text: string;
  /** What changed, in a fixed order; empty when the text was already clear. */
  changes: WritingChange[];
}

export interface SummarizeInput {
  fileName: string;
  /** The document's text, page by page. */
  pages: readonly string[];
  signal?: AbortSignal;
}

export interface DocumentSummary {
  title: string;
  keyPoints: string[];
  domain: KnowledgeDomainName;
  suggestedTeaching: string;
}

/** One way of helping with writing; a provider that has none falls back to the offline one. */
export interface WritingAssistant {
  improve(input: ImproveInput): Promise<ImprovedText>;
  summarize(input: SummarizeInput): Promise<DocumentSummary>;
}

/** A sentence longer than this many words is split where a clause boundary allows. */
export const runOnWords = 28;

/** Abbreviations written out; matched as whole words, case-insensitively (the case of the first letter kept). */
const abbreviations: readonly [RegExp, string][] = [
  [/\be\.g\.(?=[\s,]|$)/gi, 'for example'],
  [/\bi\.e\.(?=[\s,]|$)/gi, 'that is'],
  // At a sentence's end its stop stays.
  [/\betc\.(?=\s*$|\s+[A-Z])/gi, 'and so on.'],
  [/\betc\.(?=\s|$)/gi, 'and so on'],
  [/\bvs\.?(?=\s)/gi, 'versus'],
  [/\bapprox\.(?=\s)/gi, 'approximately'],
  [/\bw\/o(?=\s|$)/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\bb\/c(?=\s|$)/gi, 'because'],
  [/\bthru\b/gi, 'through'],
  [/\bpls\b/gi, 'please'],
  [/\bplz\b/gi, 'please'],
  [/\bimo\b/gi, 'in my opinion'],
  [/\bu\b(?!\.)/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bppl\b/gi, 'people'],
  [/\bbc\b(?!\.)/g, 'because'],
  [/\bdont\b/gi, "don't"],
  [/\bcant\b/gi, "can't"],
  [/\bwont\b/gi, "won't"],
  [/\bdoesnt\b/gi, "doesn't"],
  [/\bisnt\b/gi, "isn't"],
  [/ & /g, ' and '],
];

const keepCase = (found: string, replacement: string) =>
  /^[A-Z]/.test(found) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

/** A line that is markdown structure (heading, list item, quote): its marker is kept as it is. */
const markerOf = (line: string): string => line.match(/^(\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*))/)?.[1] ?? '';

function tidySpaces(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=[A-Za-z])/g, '$1 ')
    .replace(/([.!?])(?=[A-Z][a-z])/g, '$1 ')
    .trim();
}

/** The sentences of a run of prose: each ends at `.`, `!` or `?` followed by a space (or the end). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')\]]?)\s+(?=["'([]?[A-Za-z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Splits one long sentence at its best clause boundary (`;`, `, but`, `, so`, `, and`) nearest the middle. */
function splitRunOn(sentence: string): string[] {
  if (wordCount(sentence) <= runOnWords) return [sentence];
  const candidates: { at: number; before: string; after: string }[] = [];
  for (const match of sentence.matchAll(/; |, (and|but|so|yet|because) /g)) {
    const at = match.index ?? 0;
    const joiner = match[1];
    const before = sentence.slice(0, at);
    // "and" is dropped; "but", "so", "yet" and "because" open the next sentence.
    const rest = sentence.slice(at + match[0].length);
    const after = joiner && joiner !== 'and' ? `${joiner} ${rest}` : rest;
    if (wordCount(before) >= 5 && wordCount(after) >= 5) candidates.push({ at, before, after });
  }
  if (candidates.length === 0) return [sentence];
  const middle = sentence.length / 2;
  const best = candidates.reduce((a, b) => (Math.abs(b.at - middle) < Math.abs(a.at - middle) ? b : a));
  const end = sentence.match(/[.!?]$/)?.[0] ?? '.';
  const first = `${best.before.replace(/[,;:]$/, '')}.`;
  const second = best.after.charAt(0).toUpperCase() + best.after.slice(1);
  return [...splitRunOn(first), ...splitRunOn(/[.!?]$/.test(second) ? second : `${second}${end}`)];
}

interface LineResult {
  text: string;
  changes: Set<WritingChange>;
}

function improveProse(prose: string, isListItem: boolean): LineResult {
  const changes = new Set<WritingChange>();
  const note = (change: WritingChange, before: string, after: string) => {
    if (before !== after) changes.add(change);
    return after;
  };
  let text = note('whitespace', prose, tidySpaces(prose));
  let expanded = text;
  for (const [pattern, replacement] of abbreviations) {
    expanded = expanded.replace(pattern, (found) => keepCase(found, replacement));
  }
  text = note('abbreviations', text, expanded);
  text = note(
    'repeated-words',
    text,
    text.replace(/\b([A-Za-z]+)(\s+\1\b)+/gi, (found, word: string) =>
      // "that that" may be right; the other doubled words are slips.
      word.toLowerCase() === 'that' || word.toLowerCase() === 'had' ? found : word,
    ),
  );
  const sentences = sentencesOf(text);
  const split = sentences.flatMap(splitRunOn);
  if (split.length !== sentences.length) changes.add('run-on');
  const cased = split.map((sentence) =>
    sentence
      .replace(/^(["'([]?)([a-z])/, (_found, open: string, letter: string) => `${open}${letter.toUpperCase()}`)
      .replace(/\bi\b(?=[\s',.!?]|$)/g, 'I'),
  );
  if (cased.some((sentence, index) => sentence !== split[index])) changes.add('sentence-case');
  text = cased.join(' ');
  // A sentence of prose ends with its stop; a short list item may stand without one.
  if (!isListItem && /[A-Za-z0-9)"']$/.test(text) && wordCount(text) > 3) {
    text = `${text}.`;
    changes.add('punctuation');
  }
  return { text, changes };
}

const changeOrder: readonly WritingChange[] = [
  'whitespace',
  'abbreviations',
  'repeated-words',
  'run-on',
  'sentence-case',
  'punctuation',
];

/**
 * The offline clearer version: tidy spaces and blank lines, write out abbreviations, drop repeated
 * words, split run-on sentences, sentence case, a closing stop. Markdown headings, list items and
 * quotes keep their markers; paragraphs stay paragraphs. Pure and deterministic.
 */
export function improveOffline(text: string): ImprovedText {
  const changes = new Set<WritingChange>();
  const normalised = text.replace(/\r\n?/g, '\n');
  const paragraphs = normalised
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
  if (normalised.trim() !== '' && /\n[ \t]*\n[ \t]*\n|^\s*\n|\n\s*$|[ \t]+\n/.test(normalised)) {
    changes.add('whitespace');
  }
  const improved = paragraphs.map((paragraph) => {
    const lines = paragraph.split('\n');
    const structured = lines.some((line) => markerOf(line) !== '');
    if (!structured) {
      // Prose wrapped over several lines is one paragraph.
      const result = improveProse(lines.join(' '), false);
      if (lines.length > 1) changes.add('whitespace');
      for (const change of result.changes) changes.add(change);
      return result.text;
    }
    return lines
      .map((line) => {
        const marker = markerOf(line);
        const isHeading = marker.trim().startsWith('#');
        const result = improveProse(line.slice(marker.length), marker !== '' || isHeading);
        for (const change of result.changes) changes.add(change);
        const tidyMarker = marker.replace(/\s+$/, ' ');
        if (tidyMarker !== marker) changes.add('whitespace');
        return `${tidyMarker}${result.text}`;
      })
      .join('\n');
  });
  const result = improved.join('\n\n');
  return { text: result, changes: changeOrder.filter((change) => changes.has(change)) };
}

/** The document's words that say the most: frequent, not stop words. */
function keywordScores(text: string): Map<string, number> {
  const stop = new Set(
    'the a an and or but of to in on for with as at by from is are was were be been it its this that these those you your we our they their he she his her not no can will would should may might must have has had do does did so if then than there here which who what when where how all any each also more most such into about over under only just very one two'.split(
      ' ',
    ),
  );
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []) {
    if (!stop.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** The number of key points a summary gives at most. */
export const keyPointCount = 5;
/** The suggested teaching's length, in characters at most. */
export const suggestedTeachingMax = 1200;

const fileTitle = (fileName: string) =>
  fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^./, (letter) => letter.toUpperCase()) || 'Untitled document';

/**
 * The offline summary: the first short line as the title (else the file name), the sentences that
 * carry the document's most frequent words as key points (in the document's order), the domain the
 * chat's intent reading leans to, and the key points tidied into a teaching. Pure.
 */
export function summarizeOffline({ fileName, pages }: Pick<SummarizeInput, 'fileName' | 'pages'>): DocumentSummary {
  const whole = pages.join('\n\n');
  const lines = whole
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const firstLine = lines[0] ?? '';
  const title =
    firstLine.length >= 3 && firstLine.length <= 100 && !/[.!?]$/.test(firstLine) ? firstLine : fileTitle(fileName);
  const body = lines.filter((line, index) => !(index === 0 && line === title)).join(' ');
  const sentences = sentencesOf(tidySpaces(body)).filter((sentence) => wordCount(sentence) >= 4);
  const scores = keywordScores(body);
  const ranked = sentences
    .map((sentence, index) => {
      const words = sentence.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? [];
      const score = words.reduce((sum, word) => sum + (scores.get(word) ?? 0), 0) / Math.sqrt(words.length || 1);
      return { sentence, index, score };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, keyPointCount)
    .sort((a, b) => a.index - b.index);
  const keyPoints = ranked.map(({ sentence }) => improveOffline(sentence).text);
  let suggestedTeaching = '';
  for (const point of keyPoints) {
    const next = suggestedTeaching ? `${suggestedTeaching} ${point}` : point;
    if (next.length > suggestedTeachingMax) break;
    suggestedTeaching = next;
  }
  if (!suggestedTeaching) suggestedTeaching = improveOffline(body.slice(0, suggestedTeachingMax)).text;
  return { title, keyPoints, domain: detectIntent(`${title} ${body}`).domain, suggestedTeaching };
}

export const offlineWriting: WritingAssistant = {
  async improve({ text, signal }) {
    signal?.throwIfAborted();
    return improveOffline(text);
  },
  async summarize(input) {
    input.signal?.throwIfAborted();
    return summarizeOffline(input);
  },
};
