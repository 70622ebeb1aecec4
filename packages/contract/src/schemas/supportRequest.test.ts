import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contractMessages } from '../messages';
import {
  SupportRequestFiltersSchema,
  SupportRequestInputSchema,
  SupportStatusInputSchema,
  supportReferenceOf,
  supportRequestFieldError,
  supportRequestLimits,
} from './supportRequest';

const text = contractMessages.supportRequest;

describe('the support request rules', () => {
  it.each([
    ['subject', '', text.subjectRequired],
    ['subject', '   ', text.subjectRequired],
    [
      'subject',
      'x'.repeat(supportRequestLimits.subject.max + 1),
      text.subjectTooLong(supportRequestLimits.subject.max),
    ],
    ['subject', 'Hi\u0007there', contractMessages.text.controlCharacters],
    ['subject', 'two\nlines', contractMessages.text.controlCharacters],
    ['text', 'too short', text.textTooShort(supportRequestLimits.text.min)],
    ['text', 'x'.repeat(supportRequestLimits.text.max + 1), text.textTooLong(supportRequestLimits.text.max)],
    ['text', 'a long enough message\u0000', contractMessages.text.controlCharacters],
    ['text', 'a long enough message\u009b', contractMessages.text.controlCharacters],
    ['name', '', text.nameRequired],
    ['email', '', text.emailRequired],
    ['email', 'luna', text.emailInvalid],
    ['email', 'luna@example.com\r', contractMessages.text.controlCharacters],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(supportRequestFieldError(field, value)).toBe(message);
  });

  it.each([
    ['subject', '  A stopped reply  '],
    ['text', 'Line one\nline two,\twith a tab\r\n'],
    ['name', 'Ada Lovelace'],
    ['email', 'ada@example.com'],
  ] as const)('accepts %s %j', (field, value) => {
    expect(supportRequestFieldError(field, value)).toBeNull();
  });

  it('trims what it keeps, and reads a missing conversation as none', () => {
    const input = v.parse(SupportRequestInputSchema, {
      kind: 'contact',
      subject: '  Hello ',
      text: '  A question about plans. ',
      name: ' Ada ',
      email: ' ada@example.com ',
    });
    expect(input).toEqual({
      kind: 'contact',
      subject: 'Hello',
      text: 'A question about plans.',
      name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it.each([{ kind: 'complaint' }, { conversationId: 0 }, { conversationId: 'seven' }, { conversationId: 1.5 }])(
    'refuses %j',
    (change) => {
      const base = { kind: 'help', subject: 'Subject', text: 'A long enough message' };
      expect(v.safeParse(SupportRequestInputSchema, { ...base, ...change }).success).toBe(false);
    },
  );

  it('keeps line breaks in a message but not in a one-line subject, and control characters in neither', () => {
    const base = { kind: 'help', subject: 'Subject', text: 'A long enough message' };
    const ok = (change: object) => v.safeParse(SupportRequestInputSchema, { ...base, ...change }).success;
    expect(ok({ text: 'First line\nsecond line, é and 🌙' })).toBe(true);
    expect(ok({ subject: 'Two\nlines' })).toBe(false);
    expect(ok({ text: 'A long enough\u007f message' })).toBe(false);
    expect(ok({ subject: 'Bell\u0007' })).toBe(false);
  });

  it('quotes references with six digits', () => {
    expect(supportReferenceOf(42)).toBe('REQ-000042');
    expect(supportReferenceOf(1234567)).toBe('REQ-1234567');
  });

  it('reads the inbox filters and the status change', () => {
    expect(v.parse(SupportRequestFiltersSchema, {})).toEqual({ page: 1 });
    expect(v.parse(SupportRequestFiltersSchema, { kind: 'help', status: 'open', page: '3' })).toEqual({
      kind: 'help',
      status: 'open',
      page: 3,
    });
    for (const page of ['0', '-1', 'two', '1.5']) {
      expect(v.safeParse(SupportRequestFiltersSchema, { page }).success).toBe(false);
    }
    expect(v.parse(SupportStatusInputSchema, undefined)).toEqual({ status: 'closed' });
    expect(v.parse(SupportStatusInputSchema, { status: 'open' })).toEqual({ status: 'open' });
    expect(v.safeParse(SupportStatusInputSchema, { status: 'deleted' }).success).toBe(false);
  });
});
