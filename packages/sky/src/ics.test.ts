import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, formatIcsUtc, toIcs } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;
/** RFC 5545 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('toIcs', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const events = [
    {
      uid: 'moon-taurus-2026-12-19@moonheart',
      title: 'Moon in Taurus; Sacred Secretion window, day 1',
      description: 'From 20:29 to 22:26.\nBreathe, rest\\fast.',
      start: new Date('2026-12-19T20:29:35.720Z'),
      end: new Date('2026-12-21T22:26:59Z'),
    },
    {
      uid: 'second@moonheart',
      title: 'Short',
      start: new Date('2027-01-16T04:43:00Z'),
      end: new Date('2027-01-18T08:32:00Z'),
    },
  ];
  const ics = toIcs(events, { now });

  it('is a VCALENDAR with the Moonheart PRODID, CRLF line ends and a final CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Moonheart//Sacred Secretion//EN\r\n')).toBe(
      true,
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes one VEVENT per event with UID, DTSTAMP and UTC DTSTART/DTEND', () => {
    const text = unfold(ics);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:moon-taurus-2026-12-19@moonheart\r\n');
    expect(text).toContain('DTSTAMP:20261123T120000Z\r\n');
    expect(text).toContain('DTSTART:20261219T202935Z\r\n');
    expect(text).toContain('DTEND:20261221T222659Z\r\n');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const text = unfold(ics);
    expect(text).toContain('SUMMARY:Moon in Taurus\\; Sacred Secretion window\\, day 1\r\n');
    expect(text).toContain('DESCRIPTION:From 20:29 to 22:26.\\nBreathe\\, rest\\\\fast.\r\n');
  });

  it('takes another PRODID and rejects an event that ends before it starts', () => {
    expect(toIcs([], { prodId: '-//Test//X//EN', now })).toContain('PRODID:-//Test//X//EN\r\n');
    expect(() => toIcs([{ uid: 'x', title: 'x', start: now, end: new Date(now.getTime() - 1) }], { now })).toThrow(
      RangeError,
    );
  });
});

describe('foldIcsLine', () => {
  it('keeps every physical line within 75 octets and unfolds back to the original', () => {
    const long = `DESCRIPTION:${'The Moon returns to your Sun sign. '.repeat(8)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(unfold(folded)).toBe(long);
  });

  it('never splits a multi-byte character', () => {
    const long = `SUMMARY:${'☽ Lune en Taureau — fenêtre sacrée ✨ '.repeat(5)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(long);
  });

  it('leaves a 75-octet line alone and folds a 76-octet one', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
});

describe('helpers', () => {
  it('formats UTC date-times and escapes text', () => {
    expect(formatIcsUtc(new Date('2024-03-20T03:06:24.048Z'))).toBe('20240320T030624Z');
    expect(escapeIcsText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});
