// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatConversationDate } from './conversationDate';

const now = Date.UTC(2026, 2, 14, 21, 41);
const utc = { locale: 'en-US', timeZone: 'UTC' };

describe('formatConversationDate', () => {
  it.each([
    ['today: the time', '2026-03-14T08:05:00Z', '8:05 AM'],
    ['earlier this year: month and day', '2026-03-12T10:00:00Z', 'Mar 12'],
    ['yesterday is not today', '2026-03-13T23:59:00Z', 'Mar 13'],
    ['another year: with the year', '2025-03-12T10:00:00Z', 'Mar 12, 2025'],
  ])('%s', (_, value, short) => {
    expect(formatConversationDate(value, now, utc)?.short).toBe(short);
  });

  it('decides "today" and "this year" in the given time zone', () => {
    // In Tokyo, `now` is 06:41 on March 15, and 16:00 UTC on March 14 is 01:00 the same day there.
    const tokyo = { locale: 'en-US', timeZone: 'Asia/Tokyo' };
    expect(formatConversationDate('2026-03-14T16:00:00Z', now, tokyo)?.short).toBe('1:00 AM');
    expect(formatConversationDate('2025-12-31T23:30:00Z', Date.UTC(2026, 0, 1, 1), utc)?.short).toBe('Dec 31, 2025');
    expect(
      formatConversationDate('2025-12-31T23:30:00Z', Date.UTC(2026, 0, 1, 1), { ...utc, timeZone: 'America/New_York' })
        ?.short,
    ).toBe('6:30 PM');
  });

  it('writes the locale’s own form, a full form and the instant', () => {
    const date = formatConversationDate('2026-03-12T10:00:00Z', now, { locale: 'de-DE', timeZone: 'UTC' });
    expect(date?.short).toBe('12. März');
    expect(formatConversationDate('2026-03-12T10:00:00Z', now, utc)).toEqual({
      short: 'Mar 12',
      full: 'Thursday, March 12, 2026 at 10:00 AM',
      iso: '2026-03-12T10:00:00.000Z',
    });
  });

  it('is null for a date it cannot read', () => {
    expect(formatConversationDate('soon', now, utc)).toBeNull();
  });
});
