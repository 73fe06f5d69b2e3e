import ICAL from 'ical.js';
import { mimeParts, type TReceivedMail } from './smtp.js';

const address = (value: unknown) => String(value).replace(/^mailto:/i, '');

/**
 * The calendar of an e-mail as a mail client reads it: the `text/calendar` alternative (not a file to
 * open), parsed by a real iCalendar parser (ical.js), with its times resolved through its VTIMEZONE.
 */
export function invitationOf(mail: TReceivedMail) {
  const parts = mimeParts(mail.raw);
  const part = parts.find((candidate) => candidate.contentType.toLowerCase().startsWith('text/calendar'));
  if (!part) throw new Error(`no text/calendar part in: ${parts.map((candidate) => candidate.contentType).join(', ')}`);
  const calendar = new ICAL.Component(ICAL.parse(part.body));
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length !== 1) throw new Error(`expected one event, found ${vevents.length}`);
  const vevent = vevents[0]!;
  const event = new ICAL.Event(vevent);
  const organizer = vevent.getFirstProperty('organizer')!;
  const attendees = vevent.getAllProperties('attendee');
  return {
    contentType: part.contentType,
    /** The same calendar also travels as a file, for clients that only offer to open it. */
    file: parts.find((candidate) => /filename="?interview\.ics/.test(candidate.headers['content-disposition'] ?? ''))?.body,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    timeZone: event.startDate.zone?.tzid,
    /** The start as the wall clock of its own time zone reads it, "2030-11-27T11:00:00". */
    localStart: event.startDate.toString(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: { email: address(organizer.getFirstValue()), name: organizer.getParameter('cn') },
    attendees: attendees.map((attendee) => ({
      email: address(attendee.getFirstValue()),
      name: attendee.getParameter('cn'),
      role: attendee.getParameter('role'),
      rsvp: attendee.getParameter('rsvp'),
      partstat: attendee.getParameter('partstat'),
    })),
  };
}
