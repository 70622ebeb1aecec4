import { PersonaContentSchema } from '@app/contract/personas';
import { defaultSuggestedPromptSettings } from '@app/contract/site';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orionFirstVersion, seleneFirstVersion } from '../features/personas/seed';
import { voiceOf } from '../features/personas/service';
import { offlineText, personaForModels } from './messages';
import { composeOfflineReply } from './offlineProvider';
import { buildSystemPrompt } from './openAiProvider';
import { modelPromptOf, type PersonaVoice, seleneOriginalVoice, withName } from './persona';
import type { AssistantContext } from './types';

const now = new Date('2026-11-23T12:00:00Z');

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

const voice = (content: typeof seleneFirstVersion, name = 'Selene', version = 1): PersonaVoice => ({
  name,
  version,
  systemPrompt: content.systemPrompt,
  phrasing: content.phrasing,
});

/** Questions that reach every phrase: small talk, each section, no birth data, the planner. */
const questions = [
  'Hello',
  'Thank you so much',
  'What does my natal chart say about me?',
  'What is Saturn doing to me?',
  ...defaultSuggestedPromptSettings.map((item) => item.text),
];

describe("Selene's version 1", () => {
  it('is a valid persona, as is Orion’s', () => {
    expect(v.safeParse(PersonaContentSchema, seleneFirstVersion).success).toBe(true);
    expect(v.safeParse(PersonaContentSchema, orionFirstVersion).success).toBe(true);
  });

  it("is exactly today's phrasing and prompt", () => {
    expect(seleneFirstVersion.systemPrompt).toBe(personaForModels.persona);
    expect(withName(seleneFirstVersion.phrasing.greeting, 'Ada')).toBe(offlineText.greeting('Ada'));
    expect(withName(seleneFirstVersion.phrasing.thanks, 'Ada')).toBe(offlineText.thanks('Ada'));
    const { greeting: _g, thanks: _t, ...fixed } = seleneFirstVersion.phrasing;
    for (const [field, phrase] of Object.entries(fixed)) {
      expect(phrase).toBe(offlineText[field as keyof typeof fixed]);
    }
  });

  it.each(questions)('answers %j word for word as the offline provider did before personas', (question) => {
    for (const extra of [{}, { birthDate: '1990-05-15', birthTime: '08:30' }]) {
      const before = composeOfflineReply(context(question, extra));
      expect(composeOfflineReply(context(question, { ...extra, persona: voice(seleneFirstVersion) }))).toBe(before);
      expect(composeOfflineReply(context(question, { ...extra, persona: seleneOriginalVoice }))).toBe(before);
    }
  });

  it("gives an external model today's system prompt", () => {
    const ctx = context('How do I handle my anxiety?');
    expect(buildSystemPrompt({ ...ctx, persona: voice(seleneFirstVersion) })).toBe(buildSystemPrompt(ctx));
  });
});

describe('the offline provider speaks with the persona it is given', () => {
  it("greets and thanks with the persona's phrases, the person's name put in", () => {
    const persona = voice(orionFirstVersion, 'Orion');
    const greeting = composeOfflineReply(context('Hello', { persona }));
    expect(greeting).toContain("Good to meet you, Ada. I'm Orion.");
    expect(greeting).toContain(orionFirstVersion.phrasing.greetingInvite);
    expect(greeting).not.toContain("I'm Selene");
    expect(composeOfflineReply(context('Thanks!', { persona }))).toContain('Glad it helped, Ada.');
  });

  it("uses the persona's headings and its note on missing birth data", () => {
    const persona = voice(orionFirstVersion, 'Orion');
    const reply = composeOfflineReply(context('What are my transits this week?', { persona }));
    expect(reply).toContain(`**${orionFirstVersion.phrasing.skyHeading}.**`);
    expect(reply).toContain(`#### ${orionFirstVersion.phrasing.practiceHeading}`);
    expect(reply).toContain(`**${orionFirstVersion.phrasing.reflectHeading}:**`);
    expect(reply).toContain(orionFirstVersion.phrasing.noBirthData);
    expect(reply).not.toContain(offlineText.skyHeading);
    const chart = composeOfflineReply(
      context('What does my natal chart say about me?', { persona, birthDate: '1990-05-15', birthTime: '08:30' }),
    );
    expect(chart).toContain(`**${orionFirstVersion.phrasing.chartHeading}.**`);
  });

  it("puts a name wherever a draft's greeting asks for it", () => {
    const persona = voice({
      ...seleneFirstVersion,
      phrasing: { ...seleneFirstVersion.phrasing, greeting: 'Welcome back, {name}. Yes, {name}, you.' },
    });
    expect(composeOfflineReply(context('Hi', { persona }))).toContain('Welcome back, Ada. Yes, Ada, you.');
  });

  it("tells an external model the persona's voice, domains, guidance rules and examples, after its prompt", () => {
    const content = {
      ...orionFirstVersion,
      voice: 'Dry, precise, kind.',
      domains: ['Astrology', 'Psychology'] as typeof orionFirstVersion.domains,
      guidanceRules: ['Name the planet before its meaning.', 'Never use the word destiny.'],
      examples: [{ question: 'Is Mars bad?', answer: 'Mars is drive; where it sits shows how you push.' }],
    };
    const prompt = buildSystemPrompt({ ...context('Hello'), persona: voiceOf('orion', 3, content) });
    expect(prompt.startsWith(content.systemPrompt)).toBe(true);
    for (const line of [
      'Voice and tone: Dry, precise, kind.',
      'Your domains: Astrology, Psychology.',
      '- Name the planet before its meaning.',
      '- Never use the word destiny.',
      'Q: Is Mars bad?\nA: Mars is drive; where it sits shows how you push.',
    ]) {
      expect(prompt).toContain(line);
    }
    // A rule added to a draft and published reaches the model: nothing else changes.
    const withRule = modelPromptOf({ ...content, guidanceRules: [...content.guidanceRules, 'Keep it short.'] });
    expect(withRule).toBe(
      `${modelPromptOf(content).replace('- Never use the word destiny.', '- Never use the word destiny.\n- Keep it short.')}`,
    );
    expect(modelPromptOf({ ...content, guidanceRules: [], examples: [] })).not.toContain('Guidance rules');
  });

  it("gives an external model the persona's own prompt, with the safety rule still after it", () => {
    const prompt = buildSystemPrompt({ ...context('Hello'), persona: voice(orionFirstVersion, 'Orion') });
    expect(prompt.startsWith(orionFirstVersion.systemPrompt)).toBe(true);
    expect(prompt).toContain('SAFETY RULE');
    expect(prompt).not.toContain(personaForModels.persona);
  });
});
