// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type CrisisKind, crisisReply, detectCrisis } from './crisis';

const mustTrigger: [string, CrisisKind][] = [
  ["I don't want to be here anymore", 'suicide'],
  ['I dont want to be here any more', 'suicide'],
  ['I want to end it all', 'suicide'],
  ['Sometimes I think about suicide', 'suicide'],
  ["I've been feeling suicidal since the breakup", 'suicide'],
  ['I want to kill myself', 'suicide'],
  ['I just want to die', 'suicide'],
  ['everyone would be better off without me', 'suicide'],
  ['I wish I was dead', 'suicide'],
  ['there is no reason to live', 'suicide'],
  ["I can't go on anymore", 'suicide'],
  ['I don’t want to wake up tomorrow', 'suicide'],
  ['thinking of how to take my own life', 'suicide'],
  ["I'm thinking of ending my life", 'suicide'],
  ["life isn't worth living", 'suicide'],
  ['no one would even notice if I disappeared', 'suicide'],
  ["I'm done with life", 'suicide'],
  ['I keep cutting myself', 'self-harm'],
  ['I want to hurt myself', 'self-harm'],
  ['is self-harm ever okay', 'self-harm'],
  ['he hits me', 'abuse'],
  ['My husband beats me when he drinks', 'abuse'],
  ['my boyfriend choked me last night', 'abuse'],
  ["I think I'm being abused", 'abuse'],
  ['She threatened to kill me', 'abuse'],
  ["I'm not safe at home", 'abuse'],
  ['my ex keeps stalking me', 'abuse'],
  ["I'm scared he will hurt me again", 'abuse'],
  ['I took too many pills', 'medical'],
  ['I swallowed a bottle of sleeping pills', 'medical'],
  ["chest pain and can't breathe", 'medical'],
  ['I cannot breathe', 'medical'],
  ['my dad is having a heart attack', 'medical'],
  ['I think I overdosed', 'medical'],
  ['CHEST PAIN for an hour, what does Mars mean', 'medical'],
];

const mustNotTrigger = [
  'this deadline is killing me',
  'Saturn return killed my vibe',
  "I'm dying to know my rising sign",
  'kill the lights and light a candle for the New Moon',
  'What does the Death card in tarot mean?',
  'Pluto is about death and rebirth, right?',
  'I could die of embarrassment after that meeting',
  'my ex hit me up yesterday, should I answer?',
  'he hits me with jokes when I am sad',
  'This song hits me right in the heart',
  'How do I end my relationship kindly?',
  'I want to end things with my job and start fresh',
  'What does Mars square Pluto mean for my anger?',
  'my heart aches when I think of him',
  'I feel stuck and anxious about my career',
  'Can you read my natal chart?',
  'My cat killed a mouse',
  'The breath of the Moon in Scorpio',
  'Mercury retrograde is hurting my communication',
  "I'm done with this job",
  'Is this relationship worth it?',
  'I want to disappear into a good book this weekend',
];

describe('detectCrisis', () => {
  it.each(mustTrigger)('recognises %j as %s', (phrase, kind) => {
    expect(detectCrisis(phrase)).toBe(kind);
  });

  it.each(mustNotTrigger)('does not treat %j as a crisis', (phrase) => {
    expect(detectCrisis(phrase)).toBeNull();
  });

  it('treats "abusive relationship" as abuse (a real mention, even if joked about)', () => {
    expect(detectCrisis('I think I am in an abusive relationship')).toBe('abuse');
  });
});

describe('crisisReply', () => {
  it.each(['suicide', 'self-harm', 'abuse', 'medical'] as const)('gives %s crisis resources, not astrology', (kind) => {
    const reply = crisisReply(kind);
    expect(reply).toContain('112');
    expect(reply).toContain('911');
    expect(reply).toContain('988');
    expect(reply).toContain('116 123');
    expect(reply).toContain('findahelpline.com');
    expect(reply).not.toMatch(/\b(Moon|Saturn|Mercury|natal|transit)\b/);
  });

  it('adds abuse hotlines for abuse and poison control for an overdose', () => {
    expect(crisisReply('abuse')).toContain('1-800-799-7233');
    expect(crisisReply('medical')).toContain('1-800-222-1222');
    expect(crisisReply('suicide')).not.toContain('1-800-799-7233');
  });
});
