/** Text in an iCalendar property: backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** A parameter value (a name in CN) in double quotes, which it may not contain itself (RFC 5545 3.2). */
const quoteParameter = (text: string) => `"${text.replace(/["\r\n]/g, '')}"`;

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The UAE keeps +04:00 all year (no daylight saving): the interview is written in its wall-clock time. */
export const UAE_TZID = 'Asia/Dubai';
const UAE_OFFSET_MS = 4 * 3_600_000;
const uaeStamp = (date: Date) => utcStamp(new Date(date.getTime() + UAE_OFFSET_MS)).replace(/Z$/, '');

/** The time zone the event's times name, written out so that no calendar has to know it already. */
const UAE_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${UAE_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0400',
  'TZOFFSETTO:+0400',
  'TZNAME:+04',
  'END:STANDARD',
  'END:VTIMEZONE',
];

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
type TParticipant = { name: string; email: string };

/**
 * A one-event invitation (RFC 5546 iTIP): METHOD:REQUEST from the agency (ORGANIZER) to the client
 * (ATTENDEE, asked to answer with RSVP=TRUE), so mail clients offer accept and decline; METHOD:CANCEL
 * takes it back. The same UID names the same meeting in every message; a calendar applies a REQUEST
 * or a CANCEL only when its SEQUENCE is higher than the one it holds. Times are in UAE time (TZID
 * Asia/Dubai, its VTIMEZONE included); DTSTAMP, when the message was made, in UTC.
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
  organizer: TParticipant;
  attendee: TParticipant;
  now: Date;
}) {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const answer = event.method === 'REQUEST' ? 'PARTSTAT=NEEDS-ACTION;RSVP=TRUE' : 'RSVP=FALSE';
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sakina Domestic Workers//Orders//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...UAE_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=${UAE_TZID}:${uaeStamp(event.start)}`,
    `DTEND;TZID=${UAE_TZID}:${uaeStamp(end)}`,
    `ORGANIZER;CN=${quoteParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${quoteParameter(event.attendee.name)};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;${answer}:mailto:${event.attendee.email}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}
