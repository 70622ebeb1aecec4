import { describe, expect, it } from 'vitest';
import { asTypedText, hasControlCharacters } from './common';

describe('hasControlCharacters: the one rule for text the server stores', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['an escape', 'red \u001b[31m'],
    ['a vertical tab', 'line\u000bline'],
    ['DEL', 'x\u007f'],
    ['a C1 control (NEL)', 'x\u0085'],
  ])('finds %s', (_name, text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it('lets through what people type: tabs, line breaks, emoji, accents, other scripts', () => {
    expect(hasControlCharacters('One\ttwo\r\nthree 🌙 Córdoba 北京 שלום')).toBe(false);
  });
});

describe('asTypedText: what a composer sends', () => {
  it("turns the line breaks editors paste as controls into line breaks (Word's vertical tab, form feed, NEL)", () => {
    expect(asTypedText('first\u000bsecond\u000cthird\u0085fourth')).toBe('first\nsecond\nthird\nfourth');
  });

  it('drops every other control character and keeps the rest as typed', () => {
    const cleaned = asTypedText('Will\u0000 Mercury \u001bbehave?\ttab\r\n🌙');
    expect(cleaned).toBe('Will Mercury behave?\ttab\r\n🌙');
    expect(hasControlCharacters(cleaned)).toBe(false);
  });
});
