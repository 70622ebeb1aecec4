import type { MapTeaching } from '@app/contract/knowledgeMap';
import { describe, expect, it } from 'vitest';
import { labelLines, layoutKnowledgeMap, moveOnMap } from './knowledgeMapLayout';

const teachings: MapTeaching[] = [
  { id: 1, domain: 'Psychology', title: 'B psych', tags: [] },
  { id: 2, domain: 'Psychology', title: 'A psych', tags: [] },
  { id: 3, domain: 'Psychology', title: 'C psych', tags: [] },
  { id: 4, domain: 'Astrology', title: 'Only astro', tags: [] },
  { id: 5, domain: 'Esoteric Wisdom', title: 'A eso', tags: [] },
  { id: 6, domain: 'Esoteric Wisdom', title: 'B eso', tags: [] },
];

describe('layoutKnowledgeMap', () => {
  it('puts each domain in its column, teachings by title', () => {
    const layout = layoutKnowledgeMap(teachings);
    expect(layout.columns.map((column) => column.domain)).toEqual(['Psychology', 'Astrology', 'Esoteric Wisdom']);
    expect(layout.columns[0]!.nodes.map((node) => node.teaching.id)).toEqual([2, 1, 3]);
    expect(layout.byId.get(4)).toMatchObject({ column: 1, row: 0, x: 480 });
    expect(layout.height).toBeGreaterThan(layout.byId.get(3)!.y);
  });
});

describe('moveOnMap', () => {
  const layout = layoutKnowledgeMap(teachings);
  it.each([
    [2, 'ArrowDown', 1],
    [3, 'ArrowDown', 3],
    [2, 'ArrowUp', 2],
    [1, 'ArrowRight', 4],
    [3, 'ArrowRight', 4],
    [4, 'ArrowRight', 5],
    [6, 'ArrowLeft', 4],
    [5, 'ArrowLeft', 4],
    [2, 'ArrowLeft', 2],
    [6, 'ArrowRight', 6],
    [1, 'End', 3],
    [3, 'Home', 2],
  ] as const)('from %s, %s goes to %s', (from, key, to) => {
    expect(moveOnMap(layout, from, key)).toBe(to);
  });

  it('skips an empty column', () => {
    const sparse = layoutKnowledgeMap(teachings.filter((teaching) => teaching.domain !== 'Astrology'));
    expect(moveOnMap(sparse, 3, 'ArrowRight')).toBe(6);
  });
});

it('breaks long titles into at most two lines, each the start of the title', () => {
  expect(labelLines('Shadow work')).toEqual(['Shadow work']);
  expect(labelLines('Action without clinging to its fruits')).toEqual(['Action without clinging to', 'its fruits']);
  const long = labelLines('One two three four five six seven eight nine ten eleven twelve thirteen fourteen');
  expect(long).toHaveLength(2);
  expect(
    'One two three four five six seven eight nine ten eleven twelve thirteen fourteen'.startsWith(long.join(' ')),
  ).toBe(true);
});
