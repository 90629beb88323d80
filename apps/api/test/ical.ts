import ICAL from 'ical.js';
import { expect } from 'vitest';

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  status: string | null;
  start: Date;
  end: Date;
  sequence: number;
}

/**
 * Parses an iCalendar document with ical.js (a real RFC 5545 parser) after checking the wire
 * format rules clients rely on: CRLF line ends and no line longer than 75 octets.
 */
export function parseCalendar(text: string): { name: string | null; events: ParsedEvent[] } {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const root = new ICAL.Component(ICAL.parse(text));
  expect(root.name).toBe('vcalendar');
  expect(root.getFirstPropertyValue('version')).toBe('2.0');
  const events = root.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      location: e.location,
      status: (c.getFirstPropertyValue('status') as string | null) ?? null,
      start: e.startDate.toJSDate(),
      end: e.endDate.toJSDate(),
      sequence: e.sequence,
    };
  });
  return { name: (root.getFirstPropertyValue('x-wr-calname') as string | null) ?? null, events };
}
