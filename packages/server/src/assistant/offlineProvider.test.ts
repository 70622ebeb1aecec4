import { defaultSuggestedPromptSettings } from '@app/contract/site';
import { moonPhaseAt, natalChart, positionOf } from '@app/sky';
import { describe, expect, it } from 'vitest';
import { assistantMessages } from './messages';
import { composeOfflineReply, createOfflineProvider } from './offlineProvider';
import type { AssistantContext } from './types';

const now = new Date('2026-11-23T12:00:00Z');
const prompt = (id: string) => defaultSuggestedPromptSettings.find((item) => item.id === id)!.text;

function context(question: string, extra: Partial<AssistantContext> = {}): AssistantContext {
  return {
    user: { id: 7, username: 'core', displayName: 'Ada', role: 'client', tier: 'core' },
    history: [],
    question,
    now,
    teachings: [],
    ...extra,
  };
}

describe('composeOfflineReply', () => {
  it('draws on what Selene remembers: the Sun sign and a preference for short answers change the reply', () => {
    const question = prompt('relationships');
    const without = composeOfflineReply(context(question));
    const withMemories = composeOfflineReply(
      context(question, {
        memories: [
          { kind: 'birth-data', key: 'sun-sign', text: 'Sun in Scorpio' },
          { kind: 'preference', key: 'answer-length', text: 'Prefers short answers' },
        ],
      }),
    );
    expect(without).not.toContain('Scorpio Sun');
    expect(withMemories).toContain('As a Scorpio Sun');
    expect(withMemories).toContain('keep things short');
    expect(withMemories.length).toBeLessThan(without.length);
    // The sign alone: addressed, but the full answer.
    const signOnly = composeOfflineReply(
      context(question, { memories: [{ kind: 'birth-data', key: 'sun-sign', text: 'Sun in Leo' }] }),
    );
    expect(signOnly).toContain('As a Leo Sun');
    expect(signOnly.length).toBeGreaterThan(without.length);
  });

  it('is deterministic for the same inputs', () => {
    const ctx = context(prompt('relationships'), { birthDate: '1990-05-15' });
    expect(composeOfflineReply(ctx)).toBe(composeOfflineReply({ ...ctx }));
  });

  it('answers different questions differently', () => {
    const replies = defaultSuggestedPromptSettings.map((item) => composeOfflineReply(context(item.text)));
    expect(new Set(replies).size).toBe(replies.length);
  });

  it('names the real Moon sign and phase of the moment (from @app/sky)', () => {
    for (const at of [now, new Date('2026-03-14T06:00:00Z'), new Date('2027-07-01T20:00:00Z')]) {
      const reply = composeOfflineReply(context(prompt('moon-phase'), { now: at }));
      expect(reply).toContain(`in **${positionOf('Moon', at).sign}**`);
      expect(reply).toContain(moonPhaseAt(at).name);
    }
    // The fixed date's sky, checked by hand against the ephemeris: a waxing gibbous Moon in Taurus.
    expect(composeOfflineReply(context(prompt('moon-phase')))).toContain('**Waxing Gibbous** in **Taurus**');
  });

  it("reads the user's natal Sun (and Moon when the time is known) from the birth data", () => {
    const birth = {
      birthDate: '1990-05-15',
      birthTime: '08:30',
      birthPlace: { name: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' },
    };
    const chart = natalChart({ date: birth.birthDate, time: birth.birthTime, place: birth.birthPlace });
    const sun = chart.positions.find((position) => position.point === 'Sun')!.sign;
    const moon = chart.positions.find((position) => position.point === 'Moon')!.sign;
    const reply = composeOfflineReply(context(prompt('natal-chart'), birth));
    expect(reply).toContain(`natal Sun is in **${sun}**`);
    expect(reply).toContain(`your Moon is in **${moon}**`);
    expect(reply).toContain(`Ascendant is in **${chart.ascendant!.sign}**`);
  });

  it('answers a direct retrograde question from the ephemeris', () => {
    const march = new Date('2026-03-14T12:00:00Z');
    const mercury = positionOf('Mercury', march);
    expect(mercury.retrograde).toBe(true);
    expect(composeOfflineReply(context('Is Mercury retrograde right now?', { now: march }))).toContain(
      `Mercury **is retrograde now**, in ${mercury.sign}`,
    );
    expect(composeOfflineReply(context('Is Venus retrograde right now?', { now: march }))).toContain(
      'Venus is **not retrograde** right now',
    );
  });

  it('describes the bodies and signs a question names', () => {
    const reply = composeOfflineReply(context('What does Venus in Libra mean for me?'));
    expect(reply).toContain(`**Venus** (love, values and pleasure) is now at`);
    expect(reply).toContain(`${positionOf('Venus', now).sign}`);
    expect(reply).toContain('**Libra** is a cardinal Air sign ruled by Venus');
    expect(reply).toContain('Venus, the lesser fortune');
  });

  it('meets a question about procrastination with psychology, not a random teaching', () => {
    const reply = composeOfflineReply(context('Why do I keep procrastinating?'));
    expect(reply).toMatch(/### (Getting unstuck|Habits, motivation)/);
    expect(reply).not.toContain('tasks of mourning');
  });

  it('asks for birth data when a chart question comes without it', () => {
    expect(composeOfflineReply(context(prompt('natal-chart')))).toContain(
      'Add it (and, if you know them, your birth time and place) in your profile',
    );
  });

  it.each([
    ['natal-chart', /### (Your natal chart|What your chart holds)/, /Rudhyar|Luminaries|Jung/],
    ['transits', /### (The transits shaping this season|Working with the current sky)/, /Transits as timing/],
    [
      'saturn-lessons',
      /### (What Saturn is asking of you|Saturn's lessons)/,
      /Saturn as teacher|Saturn, the greater infortune/,
    ],
    [
      'relationships',
      /### (Patterns in your relationships|Loving more freely)/,
      /Attachment styles|four horsemen|Projection/,
    ],
    [
      'inner-critic',
      /### (Softening your inner critic|Speaking to yourself with compassion)/,
      /self-compassion|Acceptance comes before change|Parts and Self/i,
    ],
    ['shadow-work', /### (Beginning shadow work|Meeting your shadow)/, /The shadow|Projection/],
    ['moon-phase', /### (Working with the Moon|The Moon's phase)/, /The lunation cycle|Principle of Rhythm/],
    ['as-above', /### (As above, so below|The Hermetic mirror)/, /Principle of Correspondence|Emerald Tablet/],
  ])('answers the suggested prompt %s with its own heading, teachings and practices', (id, heading, teaching) => {
    const reply = composeOfflineReply(context(prompt(id), { birthDate: '1992-10-08' }));
    expect(reply).toMatch(heading);
    expect(reply).toMatch(teaching);
    expect(reply).toMatch(/^- /m);
    expect(reply).toContain('**To reflect on:**');
    expect(reply).toMatch(/_Sources: \*.+\* \(.+\)/);
    expect(reply).toContain('Ada');
  });

  it('gives the Saturn cycle for a user near their Saturn return', () => {
    // Saturn was at about 8-10° Aries in spring 1996, where transiting Saturn is in November 2026.
    const reply = composeOfflineReply(context(prompt('saturn-lessons'), { birthDate: '1996-04-10' }));
    expect(reply).toContain('**Saturn return**');
  });

  it('adds the guidance-not-treatment line when health comes up', () => {
    const reply = composeOfflineReply(context('My therapist says my anxiety is high; what can help?'));
    expect(reply).toContain(assistantMessages.careLine);
    expect(composeOfflineReply(context(prompt('as-above')))).not.toContain(assistantMessages.careLine);
  });

  it("walks through the daily planner's data when the question comes with it", () => {
    const reply = composeOfflineReply(
      context('Tell me about my day', {
        dailyPlannerContext: {
          isDailyPlannerRequest: true,
          dailyPlannerData: {
            date: '2026-11-23',
            generalEnergy: 'A steady, grounded day.',
            keywords: ['steadiness'],
            dos: ['Finish one task'],
            donts: ['Rush'],
            careerInsight: 'Work flows.',
            todaysHighlights: [
              { message: 'Uranus trine Pluto', category: 'aspect', icon: 'planet', intensity: 'high' },
            ],
          },
        },
      }),
    );
    expect(reply).toContain('A steady, grounded day.');
    expect(reply).toContain('**Uranus trine Pluto** (high intensity)');
    expect(reply).toContain('Finish one task');
    expect(reply).toContain("Today's sky");
  });

  it('greets warmly with the sky of the moment', () => {
    const reply = composeOfflineReply(context('Hello!'));
    expect(reply).toContain("Hello, Ada. I'm Selene");
    expect(reply).toContain(`Moon is a **${moonPhaseAt(now).name} in ${positionOf('Moon', now).sign}**`);
  });

  it('carries the topic of the previous question into a short follow-up', () => {
    const reply = composeOfflineReply(
      context('Tell me more', {
        history: [
          { content: prompt('shadow-work'), isUserMessage: true },
          { content: '...', isUserMessage: false },
        ],
      }),
    );
    expect(reply).toMatch(/### (Beginning shadow work|Meeting your shadow)/);
  });

  it('draws on the loaded knowledge base rather than the seed when there is one', () => {
    const reply = composeOfflineReply(
      context(prompt('shadow-work'), {
        teachings: [
          {
            id: 1,
            domain: 'Psychology',
            title: 'Our own shadow note',
            content: 'A teacher upload on the shadow.',
            source: 'Teacher notes',
            tags: ['shadow'],
          },
        ],
      }),
    );
    expect(reply).toContain('Our own shadow note');
    expect(reply).not.toContain('Aion');
  });
});

describe('createOfflineProvider', () => {
  it('replies through the provider interface and honours an abort', async () => {
    const provider = createOfflineProvider();
    expect(provider.name).toBe('offline');
    await expect(provider.reply(context(prompt('transits')))).resolves.toContain('Transits as timing');
    const controller = new AbortController();
    controller.abort();
    await expect(provider.reply(context(prompt('transits'), { signal: controller.signal }))).rejects.toThrow();
  });

  it('streams the reply section by section, as composed: the pieces are the reply', async () => {
    const provider = createOfflineProvider();
    for (const item of defaultSuggestedPromptSettings) {
      const ctx = context(item.text, { birthDate: '1990-05-15' });
      const pieces: string[] = [];
      for await (const piece of provider.stream(ctx)) pieces.push(piece);
      expect(pieces.length).toBeGreaterThanOrEqual(3);
      expect(pieces.join('')).toBe(composeOfflineReply(ctx));
      // The opening comes before the sky is read: it names no sign.
      expect(pieces[0]).toMatch(/^### /);
    }
    const greeting: string[] = [];
    for await (const piece of provider.stream(context('hi'))) greeting.push(piece);
    expect(greeting.join('')).toBe(composeOfflineReply(context('hi')));
  });

  it('stops streaming when its signal aborts', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    const reading = (async () => {
      for await (const piece of createOfflineProvider().stream(
        context(prompt('transits'), { signal: controller.signal }),
      )) {
        pieces.push(piece);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toThrow();
    expect(pieces).toHaveLength(1);
  });
});
