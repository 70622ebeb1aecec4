import { describe, expect, it } from 'vitest';
import { dailyQuotes, knowledgeSeed } from './knowledgeSeed';
import { contentWords, rankTeachings, seedTeachings, teachingsCitedIn, teachingsOrSeed } from './teachings';
import type { KnowledgeTeaching } from './types';

describe('knowledgeSeed', () => {
  it('has the three domains and at least 12 teachings in each', () => {
    expect(knowledgeSeed.domains.map((domain) => domain.name)).toEqual(['Psychology', 'Astrology', 'Esoteric Wisdom']);
    for (const { name } of knowledgeSeed.domains) {
      expect(knowledgeSeed.teachings.filter((teaching) => teaching.domain === name).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('gives every teaching a source, a tradition, tags and a unique title', () => {
    const titles = new Set<string>();
    for (const teaching of knowledgeSeed.teachings) {
      expect(teaching.source.length, teaching.title).toBeGreaterThan(5);
      expect(teaching.tradition.length, teaching.title).toBeGreaterThan(3);
      expect(teaching.tags.length, teaching.title).toBeGreaterThan(0);
      expect(teaching.content.length, teaching.title).toBeLessThan(700);
      expect(titles.has(teaching.title), teaching.title).toBe(false);
      titles.add(teaching.title);
    }
  });

  it('marks paraphrases as such; a teaching that quotes names a public-domain text or translation', () => {
    for (const teaching of knowledgeSeed.teachings) {
      const quotes = /^"/.test(teaching.content);
      if (!quotes) expect(teaching.source, teaching.title).toMatch(/paraphrased$/);
      else expect(teaching.source, teaching.title).toMatch(/Kybalion \(1908\)|trans\.|King James/);
    }
  });

  it('attributes every daily quote', () => {
    expect(dailyQuotes.length).toBeGreaterThanOrEqual(12);
    for (const quote of dailyQuotes) {
      expect(quote.author.length).toBeGreaterThan(3);
      expect(quote.quote.length).toBeLessThan(140);
    }
  });
});

describe('rankTeachings', () => {
  const teachings: KnowledgeTeaching[] = [
    { id: 1, domain: 'Astrology', title: 'Saturn the teacher', content: 'Patience and time.', tags: ['Saturn'] },
    {
      id: 2,
      domain: 'Psychology',
      title: 'Patterns',
      content: 'Relationships repeat patterns from childhood.',
      tags: ['relationships'],
    },
    { id: 3, domain: 'Esoteric Wisdom', title: 'Water', content: 'The soft overcomes the hard.', tags: ['water'] },
    {
      id: 4,
      domain: 'Astrology',
      title: 'Another Saturn',
      content: 'Saturn and patience.',
      tags: ['Saturn', 'patience'],
    },
  ];

  it('ranks by tags, then shared words, and leaves out what does not match', () => {
    const ranked = rankTeachings(teachings, {
      text: 'What is Saturn teaching me about patience?',
      tags: ['Saturn', 'patience'],
    });
    expect(ranked.map((entry) => entry.teaching.id)).toEqual([4, 1]);
    expect(ranked[0]!.matchedTags).toEqual(['Saturn', 'patience']);
  });

  it('matches words when no tag does, ignoring plurals and stop words', () => {
    const ranked = rankTeachings(teachings, { text: 'Why do my relationship patterns repeat?', tags: [] });
    expect(ranked[0]!.teaching.id).toBe(2);
    expect(contentWords('the patterns of my relationships')).toEqual(new Set(['pattern', 'relationship']));
  });

  it('counts what the question names double, and prefers the asked domain on a tie', () => {
    const ranked = rankTeachings(teachings, {
      text: '',
      tags: ['water', 'relationships'],
      strongTags: ['water'],
      domain: 'Psychology',
    });
    expect(ranked.map((entry) => entry.teaching.id)).toEqual([3, 2]);
  });

  it('is deterministic: ties fall back to title order', () => {
    const tied = rankTeachings(teachings, { text: '', tags: ['Saturn'] });
    expect(tied.map((entry) => entry.teaching.title)).toEqual(['Another Saturn', 'Saturn the teacher']);
  });

  it('finds the seed teachings for real questions', () => {
    const shadow = rankTeachings(seedTeachings, {
      text: 'How do I begin shadow work?',
      tags: ['shadow'],
      strongTags: ['shadow'],
    });
    expect(shadow[0]!.teaching.title).toMatch(/shadow|Projection/i);
    const moon = rankTeachings(seedTeachings, { text: 'Full Moon ritual', tags: ['Full Moon', 'Moon'] });
    expect(moon[0]!.teaching.tags).toContain('Full Moon');
  });

  it('falls back to the seed when the knowledge base is empty', () => {
    expect(teachingsOrSeed([])).toBe(seedTeachings);
    expect(teachingsOrSeed(teachings)).toBe(teachings);
  });
});

describe('rankTeachings with a teaching whose text changes', () => {
  it('reads the new words, not the ones it read before', () => {
    const teaching: KnowledgeTeaching = {
      id: 1,
      domain: 'Psychology',
      title: 'Notes',
      content: 'About gardens',
      tags: [],
    };
    expect(rankTeachings([teaching], { text: 'gardens', tags: [] })).toHaveLength(1);
    expect(rankTeachings([teaching], { text: 'oceans', tags: [] })).toHaveLength(0);
    teaching.content = 'About oceans';
    expect(rankTeachings([teaching], { text: 'oceans', tags: [] })).toHaveLength(1);
    expect(rankTeachings([teaching], { text: 'gardens', tags: [] })).toHaveLength(0);
  });
});

describe('teachingsCitedIn', () => {
  const teachings = [
    { id: 1, title: 'Befriending the Inner Critic' },
    { id: 2, title: 'Saturn' },
    { id: 3, title: 'The Moon as Mirror' },
  ];

  it('finds the teachings a reply names, whatever the case', () => {
    const reply = 'From the teachings: *befriending the inner critic* (paraphrased). The moon as mirror helps too.';
    expect(teachingsCitedIn(reply, teachings).map((teaching) => teaching.id)).toEqual([1, 3]);
  });

  it('does not count a short, common title or a reply that names none', () => {
    expect(teachingsCitedIn('Saturn trines your Sun today.', teachings)).toEqual([]);
    expect(teachingsCitedIn('Rest tonight.', teachings)).toEqual([]);
  });
});
