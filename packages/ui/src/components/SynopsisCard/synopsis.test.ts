// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatSynopsisDate, limitSynopsis, partOfDay, type Synopsis, synopsisLimits } from './synopsis';

describe('partOfDay (spec 9: morning before 12, afternoon before 17, evening after)', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ] as const)('%i h is %s', (hour, expected) => {
    expect(partOfDay(hour)).toBe(expected);
  });
});

const base: Synopsis = {
  date: '2026-03-14',
  userName: 'Ana',
  generalEnergy: 'Calm',
  keywords: ['a'],
  dos: ['do 1', 'do 2', 'do 3', 'do 4'],
  donts: ['dont 1', 'dont 2', 'dont 3'],
  careerInsight: 'Focus',
  todaysHighlights: [1, 2, 3, 4, 5].map((n) => ({
    message: `highlight ${n}`,
    category: 'Moon',
    icon: 'moon',
    intensity: 'low' as const,
  })),
  dailyQuote: { quote: 'q', author: 'a' },
  spiritualTeaching: { teaching: 't', source: 's', tradition: 'tr' },
};

describe('limitSynopsis (spec 9: at most 3 highlights, 2 dos, 2 donts)', () => {
  it('keeps the first items up to each limit', () => {
    expect(synopsisLimits).toEqual({ highlights: 3, dos: 2, donts: 2 });
    const limited = limitSynopsis(base);
    expect(limited.dos).toEqual(['do 1', 'do 2']);
    expect(limited.donts).toEqual(['dont 1', 'dont 2']);
    expect(limited.todaysHighlights.map((h) => h.message)).toEqual(['highlight 1', 'highlight 2', 'highlight 3']);
    expect(base.dos).toHaveLength(4);
  });

  it('leaves shorter lists as they are', () => {
    const limited = limitSynopsis({ ...base, dos: ['only'], donts: [], todaysHighlights: [] });
    expect(limited.dos).toEqual(['only']);
    expect(limited.donts).toEqual([]);
    expect(limited.todaysHighlights).toEqual([]);
  });
});

describe('formatSynopsisDate', () => {
  it('reads YYYY-MM-DD as a calendar day', () => {
    expect(formatSynopsisDate('2026-03-14')).toBe('Saturday, March 14, 2026');
    expect(formatSynopsisDate('2026-01-01')).toBe('Thursday, January 1, 2026');
  });

  it('returns other text unchanged', () => {
    expect(formatSynopsisDate('Today')).toBe('Today');
  });
});
