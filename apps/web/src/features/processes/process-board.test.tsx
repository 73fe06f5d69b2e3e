// @vitest-environment jsdom
/**
 * The back office's board of visa processes: each process by its current step, overdue first (the
 * server's order), its filters in the address and asked of the server, in both languages.
 */
import { processContractApi, processesApi, WEB_ROUTES, type TLocale } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, answersContactInfo, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';
import { aProcessSummary, aStep } from './process-fixtures';

/** Maria's medical test is overdue; Joy's contract is due next week, no one runs it yet. */
const ROWS = [
  aProcessSummary(),
  aProcessSummary({
    id: 6,
    location: 'inUae',
    labor: { id: 43, code: 'LB-0043', name: 'Joy Reyes', nameAr: 'جوي رييس' },
    order: { id: 9, orderNumber: 'ORD-2027-0009' },
    client: { id: 22, name: 'Khalid Al Mansoori', phoneNumber: '+971509876543' },
    currentStep: aStep({ id: 21, dueDate: '2027-01-15' }),
    expectedHandover: '2027-02-01',
    overdueSteps: 0,
  }),
];

async function openBoard(language: TLocale, at: string, rows = ROWS) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  answersContactInfo(server);
  server.on(processContractApi.staff, (request) => request.ok([{ id: 4, name: 'sara.sales' }]));
  server.on(processesApi.board, (request) => request.ok({ items: rows, totalCount: rows.length, pageNumber: 1, pageSize: 10 }));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/ProcessBoardPage');
  app.render({ path: WEB_ROUTES.processes, Component: page.default }, { at });
  /** What the board asked the server, each time, without the page size. */
  const asked = () =>
    server.requests(processesApi.board).map((request) => {
      const query = new URLSearchParams(request.query);
      query.delete('pageSize');
      return query.toString();
    });
  return { app, server, asked };
}

describe('the process board', () => {
  test('each row: the worker leading to her process, the order, the client, the current step and how it stands, overdue first', async () => {
    const { app } = await openBoard('en', '/Processes');
    await screen.findByRole('table');

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Maria Santos' }).getAttribute('href')).toBe('/Processes/5');
    expect(first.getByRole('link', { name: 'ORD-2027-0007' }).getAttribute('href')).toBe('/OrderDetails/7');
    expect(rows[0]!.textContent).toContain('(LB-0042)');
    expect(rows[0]!.textContent).toContain('Mariam Al Zaabi');
    expect(rows[0]!.textContent).toContain('Medical fitness test');
    expect(rows[0]!.textContent).toContain(app.t('processes.stepState.booked'));
    expect(rows[0]!.textContent).toContain('8 January 2027');
    expect(first.getByText(app.t('processesUi.overdue'))).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Al Barsha health centre');
    expect(rows[0]!.textContent).toContain('sara.sales');
    expect(rows[0]!.textContent).toContain('20 January 2027');
    // The second is on time: no marker; no one runs its step yet.
    expect(within(rows[1]!).queryByText(app.t('processesUi.overdue'))).toBeNull();
    expect(rows[1]!.textContent).toContain(app.t('processes.stepState.todo'));
    expect(rows[1]!.textContent).toContain('Joy Reyes');
    // On a phone each cell is a card's line under its column's name.
    expect(within(rows[0]!).getAllByRole('cell')[0]!.getAttribute('data-label')).toBe(app.t('processesUi.worker'));
  });

  test('opened from a link with its filters it asks for those; each filter chosen goes into the address and is asked', async () => {
    const { app, asked } = await openBoard('en', '/Processes?step=medical&overdue=true');
    await screen.findByRole('table');
    expect(asked()).toEqual(['step=medical&overdue=true&pageNumber=1']);
    expect(screen.getByRole('combobox', { name: app.t('processesUi.stepFilter') })).toHaveProperty('value', 'medical');
    expect(screen.getByRole('checkbox', { name: app.t('processesUi.overdueOnly') })).toHaveProperty('checked', true);

    await app.user.selectOptions(await screen.findByRole('combobox', { name: app.t('processesUi.branchFilter') }), 'Dubai branch');
    await waitFor(() => expect(app.location()).toBe('/Processes?step=medical&branchId=1&overdue=true'));
    await app.user.selectOptions(await screen.findByRole('combobox', { name: app.t('processesUi.assigneeFilter') }), 'sara.sales');
    await waitFor(() => expect(app.location()).toBe('/Processes?step=medical&branchId=1&assigneeId=4&overdue=true'));
    await app.user.click(screen.getByRole('checkbox', { name: app.t('processesUi.overdueOnly') }));
    await waitFor(() => expect(app.location()).toBe('/Processes?step=medical&branchId=1&assigneeId=4'));
    await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('processesUi.statusFilter') }), app.t('processes.status.done'));
    await waitFor(() => expect(app.location()).toBe('/Processes?status=done&step=medical&branchId=1&assigneeId=4'));
    await app.fill(screen.getByRole('searchbox', { name: app.t('processesUi.search') }), 'Maria');
    await app.user.click(screen.getByRole('button', { name: app.t('clients.searchSubmit') }));
    await waitFor(() => expect(app.location()).toBe('/Processes?status=done&step=medical&branchId=1&assigneeId=4&search=Maria'));

    await waitFor(() => expect(asked().at(-1)).toBe('status=done&step=medical&branchId=1&assigneeId=4&search=Maria&pageNumber=1'));
    // Back to the running ones: the address no longer names a status.
    await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('processesUi.statusFilter') }), app.t('processes.status.running'));
    await waitFor(() => expect(app.location()).toBe('/Processes?step=medical&branchId=1&assigneeId=4&search=Maria'));
  });

  test('nothing matches: it says so', async () => {
    const { app } = await openBoard('en', '/Processes?overdue=true', []);
    expect(await screen.findByText(app.t('processesUi.empty'))).toBeTruthy();
  });

  test('in Arabic: right to left, the workers’ and steps’ Arabic names, the states in Arabic', async () => {
    const { app } = await openBoard('ar', '/Processes');
    await screen.findByRole('table');
    expect(document.documentElement.dir).toBe('rtl');

    expect(screen.getByRole('heading', { level: 1, name: 'إجراءات التأشيرة' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('ماريا سانتوس');
    expect(rows[0]!.textContent).toContain('الفحص الطبي');
    expect(rows[0]!.textContent).toContain('محجوزة');
    expect(rows[0]!.textContent).toContain(app.t('processesUi.overdue'));
    expect(rows[1]!.textContent).toContain('جوي رييس');
    expect(rows[1]!.textContent).toContain('عقد العمل');
    // Codes and order numbers stay left to right.
    expect(within(rows[0]!).getByRole('link', { name: 'ORD-2027-0007' }).getAttribute('dir')).toBe('ltr');
    expect(within(rows[0]!).getByText('(LB-0042)').getAttribute('dir')).toBe('ltr');
  });
});
