/** Text in an iCalendar property: backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (parts.length ? 74 : 75), bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // never split a UTF-8 character
    parts.push(bytes.subarray(start, end).toString());
    start = end;
  }
  return parts.join('\r\n ');
}

export type TCalendarMethod = 'REQUEST' | 'CANCEL';

/**
 * A one-event invitation (RFC 5546). The same UID names the same meeting in every message; a
 * calendar applies a REQUEST or a CANCEL only when its SEQUENCE is higher than the one it holds.
 */
export function calendarInvite(event: {
  method: TCalendarMethod;
  uid: string;
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: string;
  attendee: string;
  now: Date;
}) {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sakina Domestic Workers//Orders//EN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTAMP:${stamp(event.now)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(end)}`,
    `ORGANIZER;CN=Sakina Domestic Workers:mailto:${event.organizer}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}
