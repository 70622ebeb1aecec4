import { describe, expect, it } from 'vitest';
import { minSuggestionScore, sharedThemes, suggestLinks, type ThemedTeaching } from './service';

const filler = (n: number): ThemedTeaching[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    domain: ['Psychology', 'Astrology', 'Esoteric Wisdom'][i % 3]!,
    title: `Filler ${i}`,
    content: `Plain text number ${i} about everyday things.`,
    tags: [],
  }));

const teachings: ThemedTeaching[] = [
  {
    id: 1,
    domain: 'Psychology',
    title: 'Shadow work',
    content: 'Meeting the disowned shadow self with compassion.',
    tags: ['shadow', 'integration'],
  },
  {
    id: 2,
    domain: 'Esoteric Wisdom',
    title: 'The alchemical nigredo',
    content: 'The blackening: meeting the shadow before integration.',
    tags: ['shadow', 'alchemy'],
  },
  {
    id: 3,
    domain: 'Astrology',
    title: 'Pluto transits',
    content: 'Pluto brings the shadow to light for integration.',
    tags: ['Pluto', 'shadow', 'integration'],
  },
  {
    id: 4,
    domain: 'Psychology',
    title: 'Inner critic',
    content: 'Compassion for the inner critic.',
    tags: ['self-talk'],
  },
  ...filler(12),
];

describe('suggestLinks', () => {
  it('suggests pairs of different domains sharing tags and rare words, strongest first, ids ordered', () => {
    const suggestions = suggestLinks(teachings, []);
    expect(suggestions.map(({ fromId, toId }) => [fromId, toId])).toEqual([
      [1, 3],
      [1, 2],
      [2, 3],
    ]);
    for (const suggestion of suggestions) expect(suggestion.score).toBeGreaterThanOrEqual(minSuggestionScore);
    expect(suggestions[0]!.themes.slice(0, 2)).toEqual(['integration', 'shadow']);
  });

  it('never suggests a pair of one domain (1 and 4 share "compassion") nor a linked pair', () => {
    const suggestions = suggestLinks(teachings, [{ fromId: 2, toId: 1 }]);
    expect(suggestions.some((s) => s.fromId === 1 && s.toId === 4)).toBe(false);
    expect(suggestions.some((s) => s.fromId === 1 && s.toId === 2)).toBe(false);
  });

  it('is deterministic whatever the input order, and keeps to the limit', () => {
    expect(suggestLinks([...teachings].reverse(), [])).toEqual(suggestLinks(teachings, []));
    expect(suggestLinks(teachings, [], 1)).toHaveLength(1);
  });

  it('leaves out teachings of other domains', () => {
    const other = [
      ...teachings,
      { id: 50, domain: 'Cooking', title: 'Shadow', content: 'shadow integration', tags: ['shadow', 'integration'] },
    ];
    expect(suggestLinks(other, []).some((s) => s.toId === 50)).toBe(false);
  });
});

describe('sharedThemes', () => {
  it('spells a shared word as the texts do, and leaves plain words out', () => {
    const base: ThemedTeaching[] = [
      { id: 1, domain: 'Psychology', title: 'Becoming conscious', content: 'Feel your way through.', tags: [] },
      {
        id: 2,
        domain: 'Astrology',
        title: 'The conscious Sun',
        content: 'We become what we feel, through it all.',
        tags: [],
      },
      ...filler(12),
    ];
    expect(sharedThemes(base, 1, 2).themes).toEqual(['conscious']);
  });

  it('answers the themes of any pair, tags first', () => {
    expect(sharedThemes(teachings, 1, 3).themes.slice(0, 2)).toEqual(['integration', 'shadow']);
    expect(sharedThemes(teachings, 1, 999)).toEqual({ score: 0, themes: [] });
  });
});
