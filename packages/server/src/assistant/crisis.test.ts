import type { CrisisCategory } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { crisisPatterns, detectCrisis, normaliseForCrisis, recogniseCrisis } from './crisis';
import { crisisKnownMisses, crisisNegatives, crisisPositives } from './crisis.fixture';

describe('normaliseForCrisis', () => {
  it.each([
    ['I DON’T want to', 'i do not want to'],
    ['dont  cant\twont im ive', 'do not cannot will not i am i have'],
    ["I can't, I isn't, you're, they'll, she'd", 'i cannot i is not you are they will she would'],
    ['kms', 'kill myself'],
    ['wanna gonna', 'want to going to'],
    ["od'd on xanax", 'overdosed on xanax'],
    ['my self-harm', 'my self harm'],
    ['kill my self', 'kill myself'],
    ['my self-worth', 'my self worth'],
    ['sucidal, suiside', 'suicidal suicide'],
    ['no one any more', 'nobody anymore'],
    ['Why?! I... give up', 'why . i . give up'],
    ['take 2.5 mg', 'take 2 5 mg'],
  ])('reads %j as %j', (text, expected) => {
    expect(normaliseForCrisis(text)).toBe(expected);
  });

  it('keeps "odd on" and "it is odd" as they are', () => {
    expect(normaliseForCrisis('it is odd on Mondays')).toBe('it is odd on mondays');
  });
});

describe('recogniseCrisis', () => {
  it.each(crisisPositives)('recognises %j as %s', (phrase, category) => {
    expect(detectCrisis(phrase)).toBe(category);
  });

  it.each(crisisKnownMisses)(
    'still misses %j (move it to the positives once a pattern catches it)',
    (phrase, category) => {
      expect(detectCrisis(phrase)).not.toBe(category);
    },
  );

  it.each(crisisNegatives)('does not treat %j as a crisis', (phrase) => {
    expect(recogniseCrisis(phrase)).toBeNull();
  });

  it('names the pattern that matched, for the log and the dashboard', () => {
    expect(recogniseCrisis("I don't see the point in living anymore")).toEqual({
      category: 'suicide',
      patternId: 'suicide/no-point-living',
    });
  });

  it('puts the most urgent help first when a message says several things', () => {
    expect(detectCrisis('I took too many pills because I want to die')).toBe('overdose');
    expect(detectCrisis('he hits me and I want to die')).toBe('suicide');
    expect(detectCrisis('my chest pain will not stop and I feel hopeless')).toBe('medical');
  });

  it('gives every pattern a unique id and a category', () => {
    const ids = crisisPatterns.map((pattern) => pattern.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pattern of crisisPatterns) expect(pattern.id.startsWith(`${pattern.category}/`)).toBe(true);
  });
});

/** Recall, precision and category agreement of a pattern list over the table. */
function measure(patterns = crisisPatterns) {
  let right = 0;
  let wrongCategory = 0;
  let missed = 0;
  const misses: string[] = [];
  const positives = [...crisisPositives, ...crisisKnownMisses];
  for (const [phrase, category] of positives) {
    const found = detectCrisis(phrase, patterns);
    if (found === category) right += 1;
    else {
      if (found) wrongCategory += 1;
      else missed += 1;
      misses.push(`${phrase} -> ${found ?? 'nothing'} (expected ${category})`);
    }
  }
  const falseAlarms = crisisNegatives.filter((phrase) => detectCrisis(phrase, patterns) !== null);
  const detected = right + wrongCategory + falseAlarms.length;
  return {
    // A phrase counts as recalled only with the help it needs (the right category).
    recall: right / positives.length,
    precision: detected === 0 ? 0 : (right + wrongCategory) / detected,
    misses,
    falseAlarms,
    missed,
  };
}

describe('the crisis table', () => {
  it('holds at least 150 phrasings, positives and negatives, each once', () => {
    const positives = [...crisisPositives, ...crisisKnownMisses];
    expect(positives.length + crisisNegatives.length).toBeGreaterThanOrEqual(150);
    expect(crisisNegatives.length).toBeGreaterThanOrEqual(50);
    const all = [...positives.map(([phrase]) => phrase), ...crisisNegatives].map((phrase) => phrase.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
    const categories = new Set<CrisisCategory>(crisisPositives.map(([, category]) => category));
    expect(categories.size).toBe(6);
  });

  it('has recall >= 0.98 and precision >= 0.95', () => {
    const { recall, precision, misses, falseAlarms } = measure();
    console.info(
      `crisis table: ${crisisPositives.length + crisisKnownMisses.length} positives, ${crisisNegatives.length} negatives, ${crisisPatterns.length} patterns; recall ${recall.toFixed(3)}, precision ${precision.toFixed(3)}`,
    );
    if (misses.length > 0) console.info(`missed or mis-sorted:\n  ${misses.join('\n  ')}`);
    if (falseAlarms.length > 0) console.info(`false alarms:\n  ${falseAlarms.join('\n  ')}`);
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });

  // Issue 16: 14 of 41 patterns could be deleted without a failing test. Now each is needed.
  it.each(crisisPatterns.map((pattern) => [pattern.id, pattern] as const))(
    'needs pattern %s: some phrase of the table is missed or mis-sorted without it',
    (_id, pattern) => {
      const without = crisisPatterns.filter((other) => other !== pattern);
      const changed = crisisPositives.filter(([phrase, category]) => detectCrisis(phrase, without) !== category);
      expect(changed.length).toBeGreaterThan(0);
    },
  );
});
