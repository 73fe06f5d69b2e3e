import { addDays, inLanguage, todayInUae, weekStartOf, WEB_ROUTES, type TCalendar, type TCalendarEntry } from '@app/shared';
import type { ReactNode } from 'react';
import { Button, Loader, NativeSelect, SegmentedControl } from '@mantine/core';
import { generatePath, Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../app/ui/document-title';
import { InterviewOutcomeBadge } from '../../../app/ui/orders/InterviewOutcomeBadge';
import pageClasses from '../../../app/ui/page.module.css';
import { useTranslation } from '../../../lib/i18n';
import { PhoneLink } from '../../../app/ui/PhoneLink';
import { formatPhone } from '../../../lib/phone';
import { useContactInfo } from '../../../lib/site-content/api';
import { useCalendar } from '../api';
import { ProcessAppointmentLine } from '../components/ProcessAppointmentLine';
import { useDayLabel } from '../components/SlotPicker';
import { byUaeDay, uaeClock } from '../slot-days';
import classes from '../calendar.module.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar's day, view and place, kept in the address so a reload or a shared link shows the same. */
function useCalendarState() {
  const [params, setParams] = useSearchParams();
  const dayParam = params.get('day') ?? '';
  const day = ISO_DAY.test(dayParam) ? dayParam : todayInUae();
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const place = params.get('place') ?? '';
  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return { day, view, place, update } as const;
}

function EntryLine({ entry }: { entry: TCalendarEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={classes.entry}>
      <span className={classes.time} dir="ltr">
        {uaeClock(entry.at)}
      </span>
      <span className={classes.place}>
        {entry.branch ? inLanguage(entry.branch, 'name', i18n.language) : t('slots.online')}
        {entry.meetingLink && (
          <a href={entry.meetingLink} target="_blank" rel="noreferrer" className={classes.join}>
            {t('slots.joinMeeting')}
          </a>
        )}
      </span>
      <span>
        <span dir="ltr">{entry.labor.code}</span> <bdi>{inLanguage(entry.labor, 'name', i18n.language)}</bdi>
      </span>
      {/* Reception calls the family from the calendar: the number is a tap to call on a phone. */}
      <span className={classes.client}>
        <bdi>{entry.client.userName}</bdi>
        <PhoneLink phoneNumber={entry.client.phoneNumber} />
      </span>
      <span className={classes.order}>
        <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(entry.orderId) })} dir="ltr">
          {entry.orderNumber}
        </Link>
        {entry.outcome && <InterviewOutcomeBadge outcome={entry.outcome} />}
      </span>
    </li>
  );
}

/** Each day's interviews and visa process appointments, as lines in time order. */
function linesByDay(calendar: TCalendar | undefined): Map<string, ReactNode[]> {
  const lines = [
    ...(calendar?.entries ?? []).map((entry) => ({ at: entry.at, line: <EntryLine key={`order-${entry.orderId}`} entry={entry} /> })),
    ...(calendar?.processAppointments ?? []).map((entry) => ({ at: entry.at, line: <ProcessAppointmentLine key={`step-${entry.stepId}`} entry={entry} /> })),
  ];
  return new Map(byUaeDay(lines, (item) => item.at).map((group) => [group.day, group.items.map((item) => item.line)]));
}

/** The day sheet reception prints: the day's office interviews by time, with worker, client and phone. */
function DaySheet({ day, entries }: { day: string; entries: TCalendarEntry[] }) {
  const { t, i18n } = useTranslation();
  const dayLabel = useDayLabel();
  const office = entries.filter((entry) => entry.interviewType === 'office');
  return (
    <section className={classes.sheet} aria-label={t('slots.daySheetTitle', { date: dayLabel(day) })}>
      <h1 className={classes.sheetTitle}>{t('slots.daySheetTitle', { date: dayLabel(day) })}</h1>
      <p>{t('slots.timesInUae')}</p>
      {office.length === 0 ? (
        <p>{t('slots.noInterviews')}</p>
      ) : (
        <table className={classes.sheetTable}>
          <thead>
            <tr>
              <th>{t('slots.time')}</th>
              <th>{t('slots.branch')}</th>
              <th>{t('slots.worker')}</th>
              <th>{t('slots.client')}</th>
              <th>{t('slots.phone')}</th>
              <th>{t('slots.order')}</th>
            </tr>
          </thead>
          <tbody>
            {office.map((entry) => (
              <tr key={entry.orderId}>
                <td dir="ltr">{uaeClock(entry.at)}</td>
                <td>{entry.branch ? inLanguage(entry.branch, 'name', i18n.language) : ''}</td>
                <td>
                  <span dir="ltr">{entry.labor.code}</span> <bdi>{inLanguage(entry.labor, 'name', i18n.language)}</bdi>
                </td>
                <td>
                  <bdi>{entry.client.userName}</bdi>
                </td>
                <td dir="ltr">{formatPhone(entry.client.phoneNumber)}</td>
                <td dir="ltr">{entry.orderNumber}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /Calendar: the interviews and visa process appointments of a day or a week (UAE time), online or per branch, and the day sheet to print. */
export default function CalendarPage() {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const { day, view, place, update } = useCalendarState();
  const branches = useContactInfo().data?.branchs ?? [];
  const calendar = useCalendar({ day, view, ...(place ? { place: place === 'online' ? 'online' : Number(place) } : {}) });
  useDocumentTitle(t('slots.calendarTitle'));
  const step = view === 'week' ? 7 : 1;
  const days = view === 'week' ? Array.from({ length: 7 }, (_, index) => addDays(weekStartOf(day), index)) : [day];
  const grouped = linesByDay(calendar.data);
  const heading = view === 'week' ? t('slots.weekOf', { from: dayLabel(days[0]!), to: dayLabel(days[6]!) }) : dayLabel(day);
  return (
    <div className={`${pageClasses.page} ${classes.calendar}`}>
      <div className={classes.screen}>
        <h1 className={pageClasses.title}>{t('slots.calendarTitle')}</h1>
        <div className={classes.toolbar}>
          <SegmentedControl
            value={view}
            onChange={(value) => update({ view: value === 'week' ? 'week' : '' })}
            data={[
              { value: 'day', label: t('slots.viewDay') },
              { value: 'week', label: t('slots.viewWeek') },
            ]}
          />
          <div className={classes.nav}>
            <Button variant="default" onClick={() => update({ day: addDays(day, -step) })}>
              {t('slots.previous')}
            </Button>
            <Button variant="default" onClick={() => update({ day: '' })}>
              {t('slots.today')}
            </Button>
            <Button variant="default" onClick={() => update({ day: addDays(day, step) })}>
              {t('slots.next')}
            </Button>
          </div>
          <NativeSelect
            aria-label={t('slots.place')}
            value={place}
            onChange={(e) => update({ place: e.currentTarget.value })}
            data={[
              { value: '', label: t('slots.allPlaces') },
              { value: 'online', label: t('slots.online') },
              ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
            ]}
          />
          {view === 'day' && <Button onClick={() => window.print()}>{t('slots.printDaySheet')}</Button>}
        </div>
        <h2 className={classes.heading}>{heading}</h2>
        <p className={classes.muted}>{t('slots.timesInUae')}</p>
        {calendar.isPending && <Loader role="status" aria-label={t('app.loading')} />}
        {days.map((shown) => (
          <section key={shown} aria-label={dayLabel(shown)} className={classes.day}>
            {view === 'week' && <h3 className={classes.dayTitle}>{dayLabel(shown)}</h3>}
            {(grouped.get(shown) ?? []).length === 0 ? (
              <p className={classes.muted}>{t('slots.noEntries')}</p>
            ) : (
              <ul className={classes.entries}>{grouped.get(shown)}</ul>
            )}
          </section>
        ))}
      </div>
      {view === 'day' && calendar.data && <DaySheet day={day} entries={calendar.data.entries} />}
    </div>
  );
}
