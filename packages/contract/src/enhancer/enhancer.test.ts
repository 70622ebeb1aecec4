import { describe, expect, it } from 'vitest';
import { enhanceDiffLines } from './index';

describe('enhanceDiffLines', () => {
  it('puts each sentence on its own line and keeps a blank line between paragraphs', () => {
    expect(enhanceDiffLines('The Moon shows. It changes!\n\nSaturn asks, e.g. patience. Why?')).toEqual([
      'The Moon shows.',
      'It changes!',
      '',
      'Saturn asks, e.g. patience.',
      'Why?',
    ]);
  });

  it('keeps markdown lines whole', () => {
    expect(enhanceDiffLines('# Title. Here\n- one. Two\n> quote. More')).toEqual([
      '# Title. Here',
      '- one. Two',
      '> quote. More',
    ]);
  });
});
