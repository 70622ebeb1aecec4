/**
 * Expression tags: a small set of delivery tags in the style that expressive TTS providers read as
 * directions, not words.
 * One leading tag sets the tone of the whole reply: `[warmly]` by default, which suits the
 * assistant's voice. The browser fallback strips them (`stripExpressionTags`) so that
 * `speechSynthesis` never reads "[warmly]" aloud.
 */
export const expressionTags = {
  warm: '[warmly]',
  calm: '[calmly]',
  gentle: '[gently]',
} as const;

export type SpeechTone = keyof typeof expressionTags;

export interface CleanSpeechTextOptions {
  /** The leading expression tag; `false` adds none. @default 'warm' */
  tone?: SpeechTone | false;
}

const endsWithStop = /[.!?…:;]$/;
const endsWithPause = /[.!?…:;,]$/;

/** Removes markdown marks from one line: headings, list and quote marks, emphasis, links. */
function cleanLine(line: string): string {
  return (
    line
      // Heading marks (`# Title`, `### Title ###`).
      .replace(/^\s{0,3}#{1,6}\s+/, '')
      .replace(/\s+#+\s*$/, '')
      // Quote and bullet marks at the start of a line (not numbered lists: the numbers are words).
      .replace(/^\s*>\s?/, '')
      .replace(/^\s*[-+*]\s+/, '')
      // Links keep their label.
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // Emphasis and strikethrough: every `*` and `~~`, and underscores at word edges only, so
      // that snake_case survives.
      .replace(/\*+/g, '')
      .replace(/~~/g, '')
      .replace(/(^|[^\p{L}\p{N}])_+/gu, '$1')
      .replace(/_+(?=[^\p{L}\p{N}]|$)/gu, '')
      // Inline code marks.
      .replace(/`+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Joins pieces with `mark` (". " or ", "), or a plain space when a piece already ends with one. */
function joinWith(pieces: string[], mark: string, ends: RegExp): string {
  return pieces.reduce((text, piece) => (text === '' ? piece : `${text}${ends.test(text) ? ' ' : mark}${piece}`), '');
}

/**
 * Cleans an assistant reply before synthesis: markdown emphasis and heading marks are
 * removed, paragraph breaks become full stops, line breaks become commas, and a leading
 * expression tag is added. A break after text that already ends a sentence adds no second mark.
 *
 * @example
 * ```ts
 * cleanSpeechText('# Today\n\nThe **Moon** is in _Pisces_\nBreathe')
 * // '[warmly] Today. The Moon is in Pisces, Breathe'
 * ```
 */
export function cleanSpeechText(text: string, { tone = 'warm' }: CleanSpeechTextOptions = {}): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) =>
      joinWith(
        paragraph
          .split('\n')
          .map(cleanLine)
          .filter((line) => line !== ''),
        ', ',
        endsWithPause,
      ),
    )
    .filter((paragraph) => paragraph !== '');
  const spoken = joinWith(paragraphs, '. ', endsWithStop);
  if (spoken === '' || tone === false) return spoken;
  return `${expressionTags[tone]} ${spoken}`;
}

const tagPattern = new RegExp(
  `\\s*(?:${Object.values(expressionTags)
    .map((tag) => tag.replace(/[[\]]/g, '\\$&'))
    .join('|')})\\s*`,
  'g',
);

/** Removes our expression tags (and only those), for voices that would read them aloud. */
export function stripExpressionTags(text: string): string {
  return text.replace(tagPattern, ' ').replace(/\s+/g, ' ').trim();
}
