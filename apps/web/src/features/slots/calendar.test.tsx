// @vitest-environment jsdom
/**
 * The interview calendar also shows the visa process appointments of its days (the medical test,
 * biometrics ...), in time order among the interviews, marked as such and leading to the process.
 */
import { slotsApi, WEB_ROUTES, type TCalendar, type TLocale } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, answersContactInfo, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, within } from '../../test-support/render';

const DAY = '2027-01-20';

const CALENDAR: TCalendar = {
  fromDay: DAY,
  toDay: DAY,
  entries: [
    {
      orderId: 7,
      orderNumber: 'ORD-2027-0007',
      at: '2027-01-20T05:00:00.000Z',
      interviewType: 'online',
      meetingLink: 'https://meet.example.com/abc',
      branch: null,
      labor: { id: 3, code: 'LB-0003', name: 'Amal Perera', nameAr: 'أمل بيريرا' },
      client: { id: 21, userName: 'Mariam Al Zaabi', phoneNumber: '501234567' },
      outcome: null,
    },
  ],
  processAppointments: [
    {
      processId: 12,
      stepId: 40,
      kind: 'medical',
      nameEn: 'Medical test',
      nameAr: 'الفحص الطبي',
      at: '2027-01-20T06:30:00.000Z',
      place: 'Al Qusais Medical Fitness Centre',
      state: 'booked',
      labor: { id: 5, code: 'LB-0042', name: 'Maria Santos', nameAr: 'ماريا سانتوس' },
      order: { id: 9, orderNumber: 'ORD-2027-0009' },
      client: { id: 22, userName: 'Fatima Al Suwaidi', phoneNumber: '507654321' },
    },
  ],
};

async function openCalendar(language: TLocale, calendar: TCalendar) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  answersContactInfo(server);
  server.on(slotsApi.calendar, (request) => request.ok(calendar));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/CalendarPage');
  app.render({ path: WEB_ROUTES.calendar, Component: page.default }, { at: `${WEB_ROUTES.calendar}?day=${DAY}` });
  return { app, server };
}

describe('the calendar with the visa process appointments', () => {
  test.each<TLocale>(['en', 'ar'])('in %s, the appointment on its day after the earlier interview, marked and leading to its process', async (language) => {
    const { app } = await openCalendar(language, CALENDAR);
    const line = await screen.findByTestId('process-appointment-40');
    const lines = within(line.parentElement!).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(line);
    expect(lines[0]!.textContent).toContain('09:00');
    expect(line.textContent).toContain('10:30');
    expect(line.textContent).toContain(app.t('slots.processAppointment'));
    expect(line.textContent).toContain('Al Qusais Medical Fitness Centre');
    expect(line.textContent).toContain(language === 'en' ? 'Maria Santos' : 'ماريا سانتوس');
    const step = within(line).getByRole('link', { name: language === 'en' ? 'Medical test' : 'الفحص الطبي' });
    expect(step.getAttribute('href')).toBe('/Processes/12');
    expect(within(line).getByText('LB-0042').getAttribute('dir')).toBe('ltr');
  });

  test('a process without a family shows the worker alone; the day sheet of office interviews leaves it out', async () => {
    const alone = { ...CALENDAR.processAppointments[0]!, order: null, client: null };
    const { app } = await openCalendar('en', { ...CALENDAR, entries: [], processAppointments: [alone] });
    const line = await screen.findByTestId('process-appointment-40');
    expect(line.textContent).toContain('Maria Santos');
    expect(within(line).queryByRole('link', { name: /\+971/ })).toBeNull();
    const sheet = screen.getByRole('region', { name: /^Office interviews/ });
    expect(sheet.textContent).toContain(app.t('slots.noInterviews'));
    expect(sheet.textContent).not.toContain('Maria Santos');
  });

  test('a day with neither says so', async () => {
    const { app } = await openCalendar('en', { ...CALENDAR, entries: [], processAppointments: [] });
    expect(await screen.findByText(app.t('slots.noEntries'))).toBeTruthy();
  });
});
