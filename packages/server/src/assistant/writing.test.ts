// The offline writing help (issue 20 items 5 and 6): fixtures of texts and their clearer versions,
// and a document's summary.
import { describe, expect, it } from 'vitest';
import { improveOffline, runOnWords, sentencesOf, summarizeOffline } from './writing';

const fixtures: { name: string; before: string; after: string; changes: string[] }[] = [
  {
    name: 'tidies spaces and blank lines',
    before: '  The Moon   shows  what we need .\n\n\n\nIt changes ,often.  ',
    after: 'The Moon shows what we need.\n\nIt changes, often.',
    changes: ['whitespace'],
  },
  {
    name: 'writes out abbreviations and keeps the first letter case',
    before: 'Notice your feelings, e.g. anger or grief. Journal w/ care, etc.',
    after: 'Notice your feelings, for example anger or grief. Journal with care, and so on.',
    changes: ['abbreviations'],
  },
  {
    name: 'puts sentences in sentence case and capitalises "i"',
    before: 'the shadow holds what we hide. when i notice it, it softens.',
    after: 'The shadow holds what we hide. When I notice it, it softens.',
    changes: ['sentence-case'],
  },
  {
    name: 'drops a repeated word',
    before: 'Saturn asks for the the long view.',
    after: 'Saturn asks for the long view.',
    changes: ['repeated-words'],
  },
  {
    name: 'splits a run-on sentence at the clause boundary nearest its middle',
    before:
      'Saturn returns about every twenty nine years and brings a review of the structures we built, and many people feel pressure to decide what they truly want from work and love before the transit ends.',
    after:
      'Saturn returns about every twenty nine years and brings a review of the structures we built. Many people feel pressure to decide what they truly want from work and love before the transit ends.',
    changes: ['run-on'],
  },
  {
    name: 'keeps "but" when it splits there, and closes prose with a stop',
    before:
      'Breathing slowly calms the nervous system within a few minutes for most people who try it, but it takes practice to remember it in the moment of stress and fear\nwhen it matters',
    after:
      'Breathing slowly calms the nervous system within a few minutes for most people who try it. But it takes practice to remember it in the moment of stress and fear when it matters.',
    changes: ['whitespace', 'run-on'],
  },
  {
    name: 'keeps markdown markers and list items without stops',
    before: '#  the three gunas\n-   sattva: clarity\n-  rajas: movement\n- tamas: inertia',
    after: '# The three gunas\n- Sattva: clarity\n- Rajas: movement\n- Tamas: inertia',
    changes: ['whitespace', 'sentence-case'],
  },
  {
    name: 'leaves a clear text as it is',
    before: 'The Full Moon brings what was hidden into view.',
    after: 'The Full Moon brings what was hidden into view.',
    changes: [],
  },
];

describe('improveOffline', () => {
  for (const fixture of fixtures) {
    it(fixture.name, () => {
      expect(improveOffline(fixture.before)).toEqual({ text: fixture.after, changes: fixture.changes });
    });
  }

  it('is deterministic and settles: improving the result changes nothing more', () => {
    for (const fixture of fixtures) {
      expect(improveOffline(fixture.before)).toEqual(improveOffline(fixture.before));
      expect(improveOffline(fixture.after).text).toBe(fixture.after);
    }
  });

  it('leaves no sentence longer than the run-on limit where a boundary allows a split', () => {
    const long = Array.from({ length: 4 }, (_, i) => `the ${i} part of this thought goes on and on for a while`).join(
      ', and ',
    );
    for (const sentence of sentencesOf(improveOffline(long).text)) {
      expect(sentence.split(' ').length).toBeLessThanOrEqual(runOnWords);
    }
  });
});

describe('summarizeOffline', () => {
  const pages = [
    'Saturn Return Notes\nThe Saturn return arrives near the age of twenty nine. Saturn asks what structures in your life are truly yours.',
    'Many people change work or relationships during the Saturn return. The transit rewards patience and honest review of commitments. Coffee is nice.',
  ];

  it('takes the first short line as the title, key points in order, the domain and a teaching', () => {
    const summary = summarizeOffline({ fileName: 'saturn.pdf', pages });
    expect(summary.title).toBe('Saturn Return Notes');
    expect(summary.domain).toBe('Astrology');
    expect(summary.keyPoints.length).toBeGreaterThan(0);
    expect(summary.keyPoints.length).toBeLessThanOrEqual(5);
    expect(summary.keyPoints[0]).toBe('The Saturn return arrives near the age of twenty nine.');
    expect(summary.keyPoints).not.toContain('Coffee is nice.');
    expect(summary.suggestedTeaching.startsWith(summary.keyPoints[0]!)).toBe(true);
    expect(summarizeOffline({ fileName: 'saturn.pdf', pages })).toEqual(summary);
  });

  it('falls back to the file name as title', () => {
    const summary = summarizeOffline({
      fileName: 'inner-child_work.pdf',
      pages: ['When we feel anxious, the inner child asks to be heard. Therapy helps us listen with patience.'],
    });
    expect(summary.title).toBe('Inner child work');
    expect(summary.domain).toBe('Psychology');
  });
});
