// @vitest-environment jsdom
/**
 * The visa process report: how long each step takes by nationality and package, and the processes
 * that ran late, over the days and filters the address keeps, in both languages, each table as a
 * download.
 */
import { lookupsApi, processReportApi, WEB_ROUTES, type TLocale, type TProcessReport } from '@app/shared';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';

const lemuria = { countryId: 7, country: 'Lemuria', countryAr: 'ليموريا' };
const atlantis = { countryId: 8, country: 'Atlantis', countryAr: 'أتلانتس' };

const REPORT: TProcessReport = {
  range: { from: '2026-11-01', to: '2026-11-30' },
  stepDurations: [
    { kind: 'contract', custom: null, ...lemuria, package: 'Monthly', steps: 3, medianDays: 8, p90Days: 9.6 },
    { kind: 'other', custom: { name: 'Typing centre', nameAr: 'مركز الطباعة' }, ...atlantis, package: 'Main', steps: 1, medianDays: 3, p90Days: 3 },
  ],
  allSteps: { steps: 4, medianDays: 5.5, p90Days: 9.2 },
  lateProcesses: [
    { ...atlantis, package: 'Main', processes: 3, late: 2 },
    { ...lemuria, package: 'Monthly', processes: 2, late: 2 },
  ],
};

const NOVEMBER = '/ProcessReport?from=2026-11-01&to=2026-11-30';

async function openReport(language: TLocale, at: string) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(lookupsApi.active, (request) =>
    request.ok([
      { id: 8, name: 'Atlantis', nameAr: 'أتلانتس', image: null, sortOrder: 1 },
      { id: 7, name: 'Lemuria', nameAr: 'ليموريا', image: null, sortOrder: 2 },
    ]),
  );
  server.on(processReportApi.get, (request) =>
    request.query.get('package') === 'Gold' ? request.invalid({ package: 'processReport.packageUnknown' }) : request.ok(REPORT),
  );
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/ProcessReportPage');
  app.render({ path: WEB_ROUTES.processReport, Component: page.default }, { at });
  /** What the page asked the server, each time. */
  const asked = () => server.requests(processReportApi.get).map((request) => request.query.toString());
  return { app, server, asked };
}

/** A table's rows (header, body and total) as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('the visa process report', () => {
  test('shows each step by nationality and package with its median and 90th percentile, and the processes that ran late', async () => {
    const { app, asked } = await openReport('en', NOVEMBER);
    const durations = await screen.findByRole('region', { name: app.t('processReport.title.stepDurations') });
    expect(asked()).toEqual(['from=2026-11-01&to=2026-11-30']);
    expect(rowsOf(within(durations).getByRole('table'))).toEqual([
      ['Step', 'Nationality', 'Package', 'Steps done', 'Median (days)', '90th percentile (days)'],
      ['Employment contract', 'Lemuria', 'Monthly package', '3', '8', '9.6'],
      ['Typing centre', 'Atlantis', 'Main package', '1', '3', '3'],
      ['All steps', '', '', '4', '5.5', '9.2'],
    ]);
    const late = screen.getByRole('region', { name: app.t('processReport.title.lateProcesses') });
    expect(rowsOf(within(late).getByRole('table'))).toEqual([
      ['Nationality', 'Package', 'Processes', 'Ran late', 'Share late'],
      ['Atlantis', 'Main package', '3', '2', '66.7%'],
      ['Lemuria', 'Monthly package', '2', '2', '100.0%'],
      ['Total', '', '5', '4', '80.0%'],
    ]);
    expect(within(late).getByText(app.t('processReport.note.lateProcesses'))).toBeTruthy();
    // On a phone each row is a card, each value beside its column's name.
    expect(within(durations).getAllByRole('cell')[4]!.getAttribute('data-label')).toBe('Median (days)');
  });

  test('in Arabic: the headers, the steps, the nationalities and the packages', async () => {
    const { app } = await openReport('ar', NOVEMBER);
    const durations = await screen.findByRole('region', { name: app.t('processReport.title.stepDurations') });
    const rows = rowsOf(within(durations).getByRole('table'));
    expect(rows[0]).toEqual(['الخطوة', 'الجنسية', 'الباقة', 'الخطوات المنجزة', 'الوسيط (أيام)', 'المئين التسعون (أيام)']);
    expect(rows[1]!.slice(0, 3)).toEqual(['عقد العمل', 'ليموريا', 'الباقة الشهرية']);
    expect(rows[2]!.slice(0, 3)).toEqual(['مركز الطباعة', 'أتلانتس', 'الباقة الرئيسية']);
    expect(rows[3]![0]).toBe('كل الخطوات');
  });

  test('each filter chosen goes into the address and is asked; a preset changes the days', async () => {
    const { app, asked } = await openReport('en', NOVEMBER);
    await screen.findByRole('region', { name: app.t('processReport.title.stepDurations') });
    await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('processReport.packageFilter') }), 'Monthly package');
    await waitFor(() => expect(app.location()).toBe(`${NOVEMBER}&package=Monthly`));
    await app.user.selectOptions(await screen.findByRole('combobox', { name: app.t('processReport.nationalityFilter') }), 'Lemuria');
    await waitFor(() => expect(app.location()).toBe(`${NOVEMBER}&package=Monthly&countryId=7`));
    await waitFor(() => expect(asked().at(-1)).toBe('from=2026-11-01&to=2026-11-30&package=Monthly&countryId=7'));
    await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('processReport.packageFilter') }), app.t('processReport.all'));
    await waitFor(() => expect(app.location()).toBe(`${NOVEMBER}&countryId=7`));
    await app.user.click(screen.getByRole('button', { name: app.t('reports.preset.thisYear') }));
    await waitFor(() => expect(app.location()).toMatch(/^\/ProcessReport\?from=\d{4}-01-01&to=\d{4}-\d{2}-\d{2}&countryId=7$/));
  });

  test('a range the server would refuse is said at once and not asked', async () => {
    const { app, asked } = await openReport('en', '/ProcessReport?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByText(app.t('reports.rangeBackwards'))).toBeTruthy();
    expect(asked()).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a filter the server refuses (a package from an old link) is said in place of the tables', async () => {
    const { app } = await openReport('ar', `${NOVEMBER}&package=Gold`);
    expect((await screen.findByRole('alert')).textContent).toBe(app.t('processReport.packageUnknown'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('downloads a table as CSV or Excel with the filters shown', async () => {
    const { app, server } = await openReport('en', `${NOVEMBER}&package=Main`);
    server.on(processReportApi.csv, () => ({ status: 200, body: 'csv' }));
    server.on(processReportApi.xlsx, () => ({ status: 200, body: 'xlsx' }));
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const title = app.t('processReport.title.lateProcesses');
    await app.user.click(await screen.findByRole('button', { name: app.t('reports.exportCsvLabel', { title }) }));
    await waitFor(() => expect(server.requests(processReportApi.csv)).toHaveLength(1));
    expect(server.requests(processReportApi.csv)[0]!.query.toString()).toBe('table=lateProcesses&from=2026-11-01&to=2026-11-30&package=Main');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const durations = app.t('processReport.title.stepDurations');
    await app.user.click(screen.getByRole('button', { name: app.t('reports.exportXlsxLabel', { title: durations }) }));
    await waitFor(() => expect(server.requests(processReportApi.xlsx)).toHaveLength(1));
    expect(server.requests(processReportApi.xlsx)[0]!.query.get('table')).toBe('stepDurations');
    click.mockRestore();
  });
});
