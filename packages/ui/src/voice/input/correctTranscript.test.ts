// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { correctTranscript } from './correctTranscript';

const assistantName = 'Selene';

describe('correctTranscript (spec 5)', () => {
  it('corrects a mis-heard name after a greeting: 0.9 + 0.1 for "greeting + name" = 1', () => {
    const result = correctTranscript('hey celine what is my sign', { assistantName });
    expect(result.text).toBe('hey Selene what is my sign');
    expect(result.changed).toBe(true);
    expect(result.confidence).toBeCloseTo(Math.min(1, 0.9 + 0.1));
  });

  it('counts "the lean" as two changed words: 0.9 * 0.8 = 0.72, + 0.1 = 0.82', () => {
    const result = correctTranscript('hello the lean', { assistantName });
    expect(result.text).toBe('hello Selene');
    expect(result.confidence).toBeCloseTo(0.82);
  });

  it('gives 0.9 * 0.8 = 0.72 when two words changed and the text does not start with the greeting', () => {
    const result = correctTranscript('well hi the lean', { assistantName });
    expect(result.text).toBe('well hi Selene');
    expect(result.confidence).toBeCloseTo(0.72);
  });

  it('gives 0.9 for one changed word not at the start', () => {
    const result = correctTranscript('so hey selena tell me more', { assistantName });
    expect(result.text).toBe('so hey Selene tell me more');
    expect(result.confidence).toBeCloseTo(0.9);
  });

  it('counts words over several corrections: two single words changed is more than one', () => {
    const result = correctTranscript('hey serene and hi salina', { assistantName });
    expect(result.text).toBe('hey Selene and hi Selene');
    expect(result.confidence).toBeCloseTo(Math.min(1, 0.9 * 0.8 + 0.1));
  });

  it('leaves text without a greeting unchanged, confidence 1', () => {
    expect(correctTranscript('what is my moon sign', { assistantName })).toEqual({
      text: 'what is my moon sign',
      confidence: 1,
      changed: false,
    });
  });

  it('leaves a mis-hearing alone when it does not follow a greeting', () => {
    const result = correctTranscript('I listened to celine dion', { assistantName });
    expect(result.text).toBe('I listened to celine dion');
    expect(result.changed).toBe(false);
    expect(result.confidence).toBe(1);
  });

  it('leaves text that already contains the name alone', () => {
    const result = correctTranscript('hey celine, ask selene about my chart', { assistantName });
    expect(result.text).toBe('hey celine, ask selene about my chart');
    expect(result.changed).toBe(false);
  });

  it('keeps the greeting as heard and the rest of the text, case-insensitively', () => {
    const result = correctTranscript('OK, SELINA: Is Mercury retrograde?', { assistantName });
    expect(result.text).toBe('OK, Selene: Is Mercury retrograde?');
    expect(result.confidence).toBeCloseTo(1);
  });

  it('adds the 0.1 to an unchanged greeting + name, capped at 1', () => {
    expect(correctTranscript('hi Selene', { assistantName }).confidence).toBe(1);
  });

  it.each(['celine', 'selena', 'serene', 'salina', 'selina', 'the lean'])('corrects "%s"', (heard) => {
    expect(correctTranscript(`hey ${heard}`, { assistantName }).text).toBe('hey Selene');
  });

  it('does not match inside longer words', () => {
    expect(correctTranscript('hey celines and hi the leaning tower', { assistantName }).changed).toBe(false);
  });

  it('corrects nothing for an assistant without known mis-hearings', () => {
    expect(correctTranscript('hey celine', { assistantName: 'Orion' }).text).toBe('hey celine');
    expect(correctTranscript('hey oreo', { assistantName: 'Orion', misHearings: ['oreo'] }).text).toBe('hey Orion');
  });
});
