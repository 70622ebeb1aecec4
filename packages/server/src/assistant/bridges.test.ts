// Selene's bridges (issue 20 items 7 and 9): a reply that draws on a teaching an admin linked to one
// of another domain adds a short bridge to it, and cites it. Fixtures, no database.
import { describe, expect, it } from 'vitest';
import { composeOfflineReply, createOfflineProvider } from './offlineProvider';
import { buildSystemPrompt } from './openAiProvider';
import { bridgeFor, gistOf } from './teachings';
import type { AssistantContext, KnowledgeTeaching } from './types';

const now = new Date('2026-11-23T12:00:00Z');
const question = 'How do I work with my shadow?';

const fixtures: KnowledgeTeaching[] = [
  {
    id: 11,
    domain: 'Psychology',
    title: 'Meeting the shadow within',
    content: 'The shadow holds what we disowned. Meeting it with curiosity returns its energy.',
    tags: ['shadow'],
  },
  {
    id: 12,
    domain: 'Psychology',
    title: 'Projection and the shadow',
    content: 'What irritates us in others often points to our own shadow.',
    tags: ['shadow'],
  },
  {
    id: 21,
    domain: 'Esoteric Wisdom',
    title: 'The alchemical blackening',
    content: 'The nigredo is the dark first stage of the Great Work. Nothing is transformed that is not first faced.',
    source: 'Alchemical tradition',
    tags: ['alchemy'],
  },
  {
    id: 31,
    domain: 'Astrology',
    title: 'Pluto and the underworld',
    content: 'Pluto rules what lies beneath.',
    tags: ['Pluto'],
  },
];

function context(extra: Partial<AssistantContext> = {}): AssistantContext {
  return {
    user: { id: 7, username: 'core', displayName: 'Ada', role: 'client', tier: 'core' },
    history: [],
    question,
    now,
    teachings: fixtures,
    ...extra,
  };
}

describe('the bridge in an offline reply', () => {
  it('bridges from a drawn-on teaching to its linked teaching of another domain, and cites it', () => {
    const reply = composeOfflineReply(context({ teachingLinks: [{ a: 11, b: 21 }] }));
    expect(reply).toContain('**Meeting the shadow within.**');
    expect(reply).toContain(
      '**A bridge to Esoteric Wisdom.** *Meeting the shadow within* is linked to *The alchemical blackening*: The nigredo is the dark first stage of the Great Work.',
    );
    expect(reply).toMatch(/Sources: .*\*The alchemical blackening\* \(Alchemical tradition\)/);
    // The bridge sits with the teachings, before the practice.
    expect(reply.indexOf('A bridge to')).toBeLessThan(reply.indexOf('#### Try this'));
  });

  it('adds no bridge without links, for a link within one domain, or to a teaching drawn on already', () => {
    for (const teachingLinks of [undefined, [], [{ a: 11, b: 12 }], [{ a: 31, b: 99 }]]) {
      expect(composeOfflineReply(context({ teachingLinks }))).not.toContain('A bridge to');
    }
    // 11 and 12 are both drawn on: a link between them is no bridge, whatever their domains.
    const sameDomainOther = composeOfflineReply(context({ teachingLinks: [{ a: 12, b: 11 }] }));
    expect(sameDomainOther).not.toContain('A bridge to');
  });

  it('follows a link either way round, and streams the same reply', async () => {
    const ctx = context({ teachingLinks: [{ a: 31, b: 12 }] });
    const reply = composeOfflineReply(ctx);
    expect(reply).toContain(
      '**A bridge to Astrology.** *Projection and the shadow* is linked to *Pluto and the underworld*',
    );
    const pieces: string[] = [];
    for await (const piece of createOfflineProvider().stream(ctx)) pieces.push(piece);
    expect(pieces.join('')).toBe(reply);
  });
});

describe('bridgeFor', () => {
  const [shadow, projection, blackening, pluto] = fixtures as [
    KnowledgeTeaching,
    KnowledgeTeaching,
    KnowledgeTeaching,
    KnowledgeTeaching,
  ];

  it('takes the first drawn-on teaching with a bridge, then the earliest link', () => {
    const links = [
      { a: 12, b: 31 },
      { a: 11, b: 31 },
      { a: 11, b: 21 },
    ];
    expect(bridgeFor([shadow, projection], fixtures, links)).toEqual({ from: shadow, to: pluto });
    expect(bridgeFor([projection], fixtures, links)).toEqual({ from: projection, to: pluto });
    expect(bridgeFor([blackening], fixtures, links)).toEqual({ from: blackening, to: shadow });
  });

  it('matches ids whatever their type (stored ids are numbers, links may be strings)', () => {
    expect(bridgeFor([shadow], fixtures, [{ a: '11', b: '21' }])?.to).toBe(blackening);
  });
});

describe('gistOf', () => {
  it('answers the first sentence, or 200 characters cut at a word', () => {
    expect(gistOf('One thing.  Another thing.')).toBe('One thing.');
    const long = gistOf(`${'word '.repeat(60)}end`);
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('the bridge in the model prompt', () => {
  it('names the linked teaching of another domain for the model to bridge to', () => {
    // The model reads more teachings than the offline reply ("Great Work" matches "work"): the bridge goes to Pluto.
    const prompt = buildSystemPrompt(context({ teachingLinks: [{ a: 31, b: 11 }] }));
    expect(prompt).toContain('A teaching of Astrology linked to "Meeting the shadow within"');
    expect(prompt).toContain('- "Pluto and the underworld" (Astrology; no source): Pluto rules what lies beneath.');
    expect(buildSystemPrompt(context())).not.toContain('linked to');
  });
});
