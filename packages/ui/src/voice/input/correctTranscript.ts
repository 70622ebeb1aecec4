/** Greetings after which a mis-heard name is corrected. */
export const nameGreetings = ['hey', 'hi', 'hello', 'ok'] as const;

/**
 * Known mis-hearings of each assistant's name, keyed by the name in lower case. A mis-hearing may
 * be several words ("the lean").
 */
export const knownMisHearings: Readonly<Record<string, readonly string[]>> = {
  selene: ['celine', 'selena', 'serene', 'salina', 'selina', 'the lean'],
};

export interface CorrectTranscriptOptions {
  /** The assistant's name, written as it should appear (`brand.assistantName`). */
  assistantName: string;
  /** Mis-hearings to correct. @default knownMisHearings[assistantName] (none for an unknown name) */
  misHearings?: readonly string[];
}

export interface CorrectedTranscript {
  /** The transcript with mis-hearings replaced by the name; everything else is kept as heard. */
  text: string;
  /** 1 if unchanged, else 0.9; times 0.8 if more than one word changed; +0.1 (max 1) for "greeting + name". */
  confidence: number;
  /** Whether any word was replaced. */
  changed: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (value: string) => value.trim().split(/\s+/).filter(Boolean);
const greetingPattern = nameGreetings.map(escapeRegExp).join('|');
// A greeting, then optional punctuation ("hey, celine"), then white space.
const afterGreeting = `\\b(${greetingPattern})([,.!]?\\s+)`;

/**
 * Corrects known mis-hearings of the assistant's name that follow a greeting ("hey celine" ->
 * "hey Selene"). Case-insensitive; text that already contains the name is left alone.
 * Pure.
 */
export function correctTranscript(text: string, options: CorrectTranscriptOptions): CorrectedTranscript {
  const { assistantName } = options;
  const misHearings = options.misHearings ?? knownMisHearings[assistantName.toLowerCase()] ?? [];
  const name = new RegExp(`\\b${escapeRegExp(assistantName)}\\b`, 'i');

  let corrected = text;
  let changedWords = 0;
  if (!name.test(text) && misHearings.length > 0) {
    // Longer mis-hearings first, so that a multi-word one is never cut short by a shorter one.
    const alternatives = [...misHearings]
      .sort((a, b) => b.length - a.length)
      .map((m) => words(m).map(escapeRegExp).join('\\s+'))
      .join('|');
    const pattern = new RegExp(`${afterGreeting}(${alternatives})\\b`, 'gi');
    corrected = text.replace(pattern, (_match, greeting: string, gap: string, heard: string) => {
      changedWords += words(heard).length;
      return `${greeting}${gap}${assistantName}`;
    });
  }

  const changed = changedWords > 0;
  let confidence = changed ? 0.9 : 1;
  if (changedWords > 1) confidence *= 0.8;
  const startsWithGreetingAndName = new RegExp(
    `^\\s*(${greetingPattern})[,.!]?\\s+${escapeRegExp(assistantName)}\\b`,
    'i',
  );
  if (startsWithGreetingAndName.test(corrected)) confidence = Math.min(1, confidence + 0.1);
  // Keep the figures readable (0.82, not 0.8200000000000001).
  return { text: corrected, confidence: Math.round(confidence * 1000) / 1000, changed };
}
