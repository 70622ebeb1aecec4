import type { IcsEvent } from './types';

export const defaultProdId = '-//Moonheart//Sacred Secretion//EN';

/** RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma, and line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.3.5 UTC date-time form: 20261123T140700Z (whole seconds). */
export function formatIcsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1 folding: lines longer than 75 octets are split, each continuation starting with a
 * space. Splits fall between characters (never inside a UTF-8 sequence or a surrogate pair).
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/**
 * A VCALENDAR with one VEVENT per event, per RFC 5545: CRLF line ends, folding at 75 octets, escaped
 * text, UTC DTSTART/DTEND, DTSTAMP (the export time, `opts.now`, default the current time) and the
 * given UID.
 */
export function toIcs(events: readonly IcsEvent[], opts: { prodId?: string; now?: Date } = {}): string {
  const stamp = formatIcsUtc(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${opts.prodId ?? defaultProdId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    if (event.end.getTime() < event.start.getTime()) throw new RangeError(`Event ${event.uid} ends before it starts`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatIcsUtc(event.start)}`,
      `DTEND:${formatIcsUtc(event.end)}`,
      `SUMMARY:${escapeIcsText(event.title)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
