import { describe, expect, it } from 'vitest';
import {
  extractMemories,
  type MemoryCandidate,
  mayRemember,
  memoryCapPerUser,
  mergeMemories,
  recurringTheme,
  type StoredMemory,
} from './extract';

// Each fixture: what a user says → what Selene should remember (kind, key, text).
const fixtures: readonly [string, MemoryCandidate[]][] = [
  ["I'm a Scorpio", [{ kind: 'birth-data', key: 'sun-sign', text: 'Sun in Scorpio' }]],
  ['my sign is pisces, is that why?', [{ kind: 'birth-data', key: 'sun-sign', text: 'Sun in Pisces' }]],
  ['My birthday is 12 March 1990', [{ kind: 'birth-data', key: 'birth-date', text: 'Born 12 March 1990' }]],
  [
    'I was born in Lisbon at 6am',
    [
      { kind: 'birth-data', key: 'birth-place', text: 'Born in Lisbon' },
      { kind: 'birth-data', key: 'birth-time', text: 'Born at 6am' },
    ],
  ],
  ['I prefer short answers', [{ kind: 'preference', key: 'answer-length', text: 'Prefers short answers' }]],
  [
    'Honestly I like detailed replies.',
    [{ kind: 'preference', key: 'answer-length', text: 'Prefers detailed answers' }],
  ],
  ['I work as a nurse, nights mostly', [{ kind: 'fact', key: 'occupation', text: 'Works as a nurse' }]],
  [
    'My sister is getting married in June.',
    [{ kind: 'fact', key: 'relative:sister', text: 'Their sister is getting married in June' }],
  ],
  [
    "I'm a Scorpio and I prefer short answers",
    [
      { kind: 'birth-data', key: 'sun-sign', text: 'Sun in Scorpio' },
      { kind: 'preference', key: 'answer-length', text: 'Prefers short answers' },
    ],
  ],
  ['What does the Moon in Scorpio mean today?', []],
  ['I am tired of waiting for answers', []],
];

describe('extractMemories', () => {
  it.each(fixtures)('%s', (message, expected) => {
    expect(extractMemories(message)).toEqual(expected);
  });

  it('remembers nothing from a message in crisis language, even with a fact in it', () => {
    expect(extractMemories("I'm a Scorpio and I want to kill myself")).toEqual([]);
  });
});

describe('mayRemember', () => {
  it('refuses a calm message whose exchange holds a crisis message', () => {
    const crisis = 'I want to end my life';
    expect(mayRemember('I prefer short answers', [crisis])).toBe(false);
    expect(mayRemember(crisis, [])).toBe(false);
    expect(mayRemember('I prefer short answers', ['What is my moon sign?'])).toBe(true);
  });
});

describe('recurringTheme', () => {
  it('names a topic once three messages lean on it, not before', () => {
    const two = ['What does my natal chart say?', 'Tell me about my birth chart houses'];
    expect(recurringTheme(two)).toBeNull();
    const theme = recurringTheme([...two, 'Which planets rule my natal chart?']);
    expect(theme?.kind).toBe('recurring-theme');
    expect(theme?.key).toMatch(/^theme:/);
  });
});

describe('mergeMemories', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));
  const scorpio: StoredMemory = {
    kind: 'birth-data',
    key: 'sun-sign',
    text: 'Sun in Scorpio',
    sourceMessageId: 1,
    conversationId: 7,
    updatedAt: at(0),
  };

  it('updates a memory about the same thing instead of repeating it', () => {
    const merged = mergeMemories([scorpio], [{ kind: 'birth-data', key: 'sun-sign', text: 'Sun in Leo' }], {
      messageId: 2,
      conversationId: 8,
      at: at(5),
    });
    expect(merged).toEqual([
      { ...scorpio, text: 'Sun in Leo', sourceMessageId: 2, conversationId: 8, updatedAt: at(5) },
    ]);
  });

  it('keeps at most the cap, dropping the least recently updated', () => {
    const many: StoredMemory[] = Array.from({ length: memoryCapPerUser }, (_, index) => ({
      ...scorpio,
      key: `fact:${index}`,
      updatedAt: at(index % 59),
    }));
    const merged = mergeMemories(many, [{ kind: 'fact', key: 'occupation', text: 'Works as a nurse' }], {
      messageId: 3,
      conversationId: 7,
      at: at(59),
    });
    expect(merged).toHaveLength(memoryCapPerUser);
    expect(merged[0]?.key).toBe('occupation');
    expect(merged.some((memory) => memory.key === 'fact:0')).toBe(false);
  });
});
