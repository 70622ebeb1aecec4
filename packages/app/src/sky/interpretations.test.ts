// @vitest-environment node
import type { Teaching } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { excerpt, interpretationFor, scoreTeaching, termsOf } from './interpretations';

const teachings: Teaching[] = [
  {
    id: 1,
    domainId: 2,
    title: 'The Saturn return',
    content:
      'Saturn comes back to its natal place and asks which structures are truly chosen. It is a season of reckoning.',
    tags: ['Saturn', 'Saturn return', 'maturity'],
  },
  {
    id: 2,
    domainId: 2,
    title: 'Squares: friction that builds',
    content: 'A square is tension between two needs. Work with it rather than against it.',
    tags: ['square', 'tension'],
  },
  {
    id: 3,
    domainId: 2,
    title: 'The Full Moon',
    content: 'At the Full Moon what began at the New Moon comes to light.',
    tags: ['Full Moon', 'Moon', 'lunar cycle'],
  },
  { id: 4, domainId: 1, title: 'Meeting the shadow', content: 'What we refuse to see in ourselves we meet in others.' },
];

describe('termsOf', () => {
  it('puts what is happening first', () => {
    expect(
      termsOf({ kind: 'transit', title: 'Saturn square natal Sun', points: ['Saturn', 'Sun'], aspect: 'square' }),
    ).toEqual(['square', 'Saturn', 'Sun', 'transit']);
    expect(termsOf({ kind: 'moon-phase', title: 'Full Moon in Virgo', points: ['Moon'], sign: 'Virgo' })).toEqual([
      'Full Moon',
      'Moon phase',
      'lunar cycle',
      'Moon',
      'Virgo',
    ]);
  });
});

describe('interpretationFor', () => {
  it('takes the teaching whose tags name the aspect, over one naming a planet', () => {
    const found = interpretationFor(
      { kind: 'transit', title: 'Saturn square natal Sun', points: ['Saturn', 'Sun'], aspect: 'square' },
      teachings,
    );
    expect(found).toEqual({
      text: 'A square is tension between two needs. Work with it rather than against it.',
      teachingId: 2,
      teachingTitle: 'Squares: friction that builds',
    });
  });

  it('matches a Moon phase by its tag', () => {
    const found = interpretationFor(
      { kind: 'moon-phase', title: 'Full Moon in Virgo', points: ['Moon'], sign: 'Virgo' },
      teachings,
    );
    expect(found?.teachingTitle).toBe('The Full Moon');
  });

  it('does not offer a teaching that only names a participant', () => {
    expect(
      interpretationFor(
        { kind: 'transit', title: 'Mars opposition natal Moon', points: ['Mars', 'Moon'], aspect: 'opposition' },
        teachings,
      ),
    ).toBeNull();
  });

  it('offers nothing when no teaching is close enough', () => {
    expect(
      interpretationFor(
        { kind: 'ingress', title: 'Venus enters Taurus', points: ['Venus'], sign: 'Taurus' },
        teachings,
      ),
    ).toBeNull();
    expect(interpretationFor({ kind: 'ingress', title: 'Saturn enters Aries', points: ['Saturn'] }, [])).toBeNull();
  });

  it('reads a word in the content when a teaching has no tags', () => {
    expect(scoreTeaching(teachings[3] as Teaching, ['others'])).toBe(2);
  });
});

describe('excerpt', () => {
  it('keeps whole sentences within the limit', () => {
    expect(excerpt('One two. Three four five. Six.', 20)).toBe('One two.');
  });
  it('cuts a long sentence at a word', () => {
    expect(excerpt('alpha beta gamma delta epsilon', 12)).toBe('alpha beta…');
  });
});
