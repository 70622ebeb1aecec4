import { describe, expect, it } from 'vitest';
import { computeStats } from './stats';

describe('computeStats (spec 3 fallback)', () => {
  const domains = [
    { id: 1, name: 'Psychology' },
    { id: 2, name: 'Astrology' },
    { id: 3, name: 'Esoteric Wisdom' },
  ];

  it('counts the teachings per domain, in the order of the domains, zero included', () => {
    const teachings = [
      { id: 10, domainId: 2 },
      { id: 11, domainId: 1 },
      { id: 12, domainId: 2 },
      { id: 13, domainId: 99 },
    ];
    expect(computeStats(domains, teachings)).toEqual([
      { domainId: 1, name: 'Psychology', count: 1 },
      { domainId: 2, name: 'Astrology', count: 2 },
      { domainId: 3, name: 'Esoteric Wisdom', count: 0 },
    ]);
  });

  it('is empty without domains', () => {
    expect(computeStats([], [{ id: 1, domainId: 1 }])).toEqual([]);
  });
});
