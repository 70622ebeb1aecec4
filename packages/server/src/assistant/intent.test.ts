import { defaultSuggestedPromptSettings } from '@app/contract/site';
import { describe, expect, it } from 'vitest';
import { detectIntent } from './intent';

const prompt = (id: string) => defaultSuggestedPromptSettings.find((item) => item.id === id)!.text;

describe('detectIntent', () => {
  it.each([
    ['natal-chart', 'Astrology', 'natal-chart'],
    ['transits', 'Astrology', 'transits'],
    ['saturn-lessons', 'Astrology', 'saturn'],
    ['relationships', 'Psychology', 'relationships'],
    ['inner-critic', 'Psychology', 'inner-critic'],
    ['shadow-work', 'Psychology', 'shadow'],
    ['moon-phase', 'Esoteric Wisdom', 'moon-phase'],
    ['as-above', 'Esoteric Wisdom', 'hermetic'],
  ] as const)('reads the suggested prompt %s as %s with topic %s', (id, domain, topic) => {
    const intent = detectIntent(prompt(id));
    expect(intent.domain).toBe(domain);
    expect(intent.topics).toContain(topic);
  });

  it('does not take "shadow work" for a question about a job', () => {
    expect(detectIntent(prompt('shadow-work')).topics).not.toContain('career');
    expect(detectIntent('Should I take the new job offer?').topics).toContain('career');
  });

  it('finds named bodies and signs and leans to astrology', () => {
    const intent = detectIntent('What does Mars square Pluto in Scorpio mean for me?');
    expect(intent.bodies).toEqual(['Mars', 'Pluto']);
    expect(intent.signs).toEqual(['Scorpio']);
    expect(intent.domain).toBe('Astrology');
    expect(intent.tags).toEqual(expect.arrayContaining(['Mars', 'Pluto', 'Scorpio']));
  });

  it('reads psychology and esoteric questions without planets', () => {
    expect(detectIntent("I feel anxious and can't stop worrying about everything").domain).toBe('Psychology');
    expect(detectIntent('Can you teach me a Taoist meditation for stillness?').domain).toBe('Esoteric Wisdom');
  });

  it('recognises greetings and thanks only when nothing else is asked', () => {
    expect(detectIntent('Hi Selene!').smallTalk).toBe('greeting');
    expect(detectIntent('thank you so much').smallTalk).toBe('thanks');
    expect(detectIntent('Hi, what is my Saturn lesson?').smallTalk).toBeNull();
  });

  it('notices when health comes up', () => {
    expect(detectIntent('My doctor changed my medication and I feel low').mentionsHealth).toBe(true);
    expect(detectIntent('What does Venus in Libra mean?').mentionsHealth).toBe(false);
  });

  it('defaults to psychology when nothing points anywhere', () => {
    const intent = detectIntent('Hmm.');
    expect(intent.domain).toBe('Psychology');
    expect(intent.topics).toEqual([]);
  });
});
