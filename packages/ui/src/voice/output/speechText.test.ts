// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanSpeechText, expressionTags, stripExpressionTags } from './speechText';

describe('cleanSpeechText', () => {
  it('removes emphasis marks (*, **, _, __, ~~)', () => {
    expect(cleanSpeechText('The *Moon* is **full**, _rest_ and __breathe__, ~~worry~~ trust', { tone: false })).toBe(
      'The Moon is full, rest and breathe, worry trust',
    );
  });

  it('keeps underscores inside words', () => {
    expect(cleanSpeechText('see moon_phase for _today_', { tone: false })).toBe('see moon_phase for today');
  });

  it('removes heading marks of every level', () => {
    expect(cleanSpeechText('# Today', { tone: false })).toBe('Today');
    expect(cleanSpeechText('### Your week ###', { tone: false })).toBe('Your week');
    expect(cleanSpeechText('###### Six', { tone: false })).toBe('Six');
    expect(cleanSpeechText('#hashtag stays a word', { tone: false })).toBe('#hashtag stays a word');
  });

  it('turns paragraph breaks into full stops and line breaks into commas', () => {
    expect(cleanSpeechText('First idea\n\nSecond idea\nthird line', { tone: false })).toBe(
      'First idea. Second idea, third line',
    );
    expect(cleanSpeechText('One\r\n\r\n\r\nTwo\r\nThree', { tone: false })).toBe('One. Two, Three');
    expect(cleanSpeechText('Blank lines with spaces\n   \nstill break', { tone: false })).toBe(
      'Blank lines with spaces. still break',
    );
  });

  it('adds no second mark after text that already ends a sentence or a clause', () => {
    expect(cleanSpeechText('Trust it.\n\nRest now!\nBreathe,\nsoftly', { tone: false })).toBe(
      'Trust it. Rest now! Breathe, softly',
    );
  });

  it('drops list and quote marks and keeps link labels', () => {
    expect(cleanSpeechText('- water\n* earth\n> fire\n[air](https://example.com)', { tone: false })).toBe(
      'water, earth, fire, air',
    );
  });

  it('adds a leading expression tag, [warmly] by default', () => {
    expect(cleanSpeechText('# Today\n\nThe **Moon** is in _Pisces_\nBreathe')).toBe(
      '[warmly] Today. The Moon is in Pisces, Breathe',
    );
    expect(cleanSpeechText('Rest', { tone: 'calm' })).toBe('[calmly] Rest');
    expect(cleanSpeechText('Rest', { tone: 'gentle' })).toBe('[gently] Rest');
  });

  it('gives an empty string for text without words (no lone tag)', () => {
    expect(cleanSpeechText('** __ ~~\n\n#  ')).toBe('');
  });
});

describe('stripExpressionTags', () => {
  it('removes our tags wherever they are, and nothing else', () => {
    for (const tag of Object.values(expressionTags)) {
      expect(stripExpressionTags(`${tag} Hello ${tag} there`)).toBe('Hello there');
    }
    expect(stripExpressionTags('[warmly] See [1] and [Note]')).toBe('See [1] and [Note]');
  });

  it('leaves nothing for speechSynthesis to read as a tag', () => {
    expect(stripExpressionTags(cleanSpeechText('**Hi**\n\nthere'))).toBe('Hi. there');
  });
});
