// @vitest-environment jsdom
/**
 * /ImportWorkers: a file is checked by the server and its rows shown with their errors before
 * anything is saved; "Save all" waits until every row is right, the valid rows can be saved alone,
 * and the result leads to the new workers.
 */
import { WEB_ROUTES, type TLocale, type TWorkerImportPreview, type TWorkerImportRow, workerImportApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { errorOf, openApp, screen, within } from '../../test-support/render';

const values = (name: string, passportNumber: string) => ({
  name,
  passportNumber,
  nationality: 'Philippines',
  position: 'Housemaid',
  dateOfBirth: '1995-03-02',
  salaryAed: '1800',
});

const ROWS: TWorkerImportRow[] = [
  { row: 2, values: values('Analyn Reyes', 'P100'), errors: [] },
  {
    row: 3,
    values: values('Siti Aminah', 'P101'),
    errors: [
      { column: 'nationality', key: 'workerImport.unknownValue', params: { value: 'Atlantis' } },
      { column: 'passportNumber', key: 'workerImport.passportRepeated', params: { row: 2 } },
    ],
  },
  { row: 4, values: values('Leila Haile', 'P102'), errors: [] },
];

const preview = (rows: TWorkerImportRow[]): TWorkerImportPreview => {
  const invalidCount = rows.filter((row) => row.errors.length > 0).length;
  return { format: 'csv', columns: ['name'], ignoredColumns: ['notes'], rows, validCount: rows.length - invalidCount, invalidCount };
};

async function openPage(language: TLocale, rows = ROWS) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(workerImportApi.preview, (request) => request.ok(preview(rows)));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/ImportWorkersPage');
  app.render({ path: WEB_ROUTES.importWorkers, Component: page.default }, { at: WEB_ROUTES.importWorkers });
  await screen.findByRole('heading', { level: 1, name: app.t('workerImport.title') });
  const chooser = screen.getByLabelText(app.t('workerImport.fileLabel'));
  const choose = (file = new File(['name\nAnalyn'], 'workers.csv', { type: 'text/csv' })) => app.user.upload(chooser, file);
  return { app, server, chooser, choose };
}

describe('importing workers', () => {
  test('the preview lists every row with its errors by column; only the valid rows can be saved, then the result links to each new worker', async () => {
    const { app, server, choose } = await openPage('en');
    server.on(workerImportApi.commit, (request) =>
      request.created(
        {
          saved: [
            { row: 2, id: 41, code: 'SK-1041', name: 'Analyn Reyes' },
            { row: 4, id: 42, code: 'SK-1042', name: 'Leila Haile' },
          ],
          skipped: [ROWS[1]!],
        },
        'workerImport.saved',
        { count: 2 },
      ),
    );
    await choose();

    const table = await screen.findByRole('table', { name: app.t('workerImport.previewTable') });
    expect(screen.getByText(app.t('workerImport.previewCounts', { count: 3, valid: 2, invalid: 1 }))).toBeTruthy();
    expect(screen.getByText(app.t('workerImport.ignoredColumns', { columns: 'notes' }))).toBeTruthy();
    const failing = within(table).getByText('Siti Aminah').closest('tr')!;
    expect(
      within(failing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${app.t('workerImport.columns.nationality')}: ${app.t('workerImport.unknownValue', { value: 'Atlantis' })}`,
      `${app.t('workerImport.columns.passportNumber')}: ${app.t('workerImport.passportRepeated', { row: 2 })}`,
    ]);
    expect(within(table).getByText('Analyn Reyes').closest('tr')!.textContent).toContain(app.t('workerImport.rowFine'));

    expect(screen.getByRole('button', { name: app.t('workerImport.saveAll', { count: 3 }) })).toHaveProperty('disabled', true);
    await app.user.click(screen.getByRole('button', { name: app.t('workerImport.saveValid', { count: 2 }) }));

    expect(await screen.findByRole('heading', { name: app.t('workerImport.resultTitle') })).toBeTruthy();
    expect(server.requests(workerImportApi.commit).map((request) => request.query.get('mode'))).toEqual(['validOnly']);
    expect(screen.getByText(app.t('workerImport.savedCount', { count: 2 }))).toBeTruthy();
    expect(screen.getByText(app.t('workerImport.skippedRows', { count: 1, rows: '3' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: /SK-1042/ }).getAttribute('href')).toBe('/LaborsView/42');
    expect(screen.getByRole('link', { name: app.t('workerImport.toWorkers') }).getAttribute('href')).toBe(WEB_ROUTES.laborsList);
  });

  test('in Arabic, a file whose rows are all valid is saved whole; a refused file shows the server’s reason under the chooser', async () => {
    const { app, server, chooser, choose } = await openPage('ar', [ROWS[0]!, ROWS[2]!]);
    server.on(workerImportApi.commit, (request) =>
      request.created(
        {
          saved: [
            { row: 2, id: 41, code: 'SK-1041', name: 'Analyn Reyes' },
            { row: 4, id: 42, code: 'SK-1042', name: 'Leila Haile' },
          ],
          skipped: [],
        },
        'workerImport.saved',
        { count: 2 },
      ),
    );
    await choose();
    expect(screen.queryByRole('button', { name: app.t('workerImport.saveValid', { count: 2 }) })).toBeNull();
    await app.user.click(await screen.findByRole('button', { name: app.t('workerImport.saveAll', { count: 2 }) }));
    expect(await screen.findByText(app.t('workerImport.savedCount', { count: 2 }))).toBeTruthy();
    expect(server.requests(workerImportApi.commit).map((request) => request.query.get('mode'))).toEqual(['all']);

    await app.user.click(screen.getByRole('button', { name: app.t('workerImport.another') }));
    server.on(workerImportApi.preview, (request) => request.refuse(415, 'workerImport.fileType'));
    const again = screen.getByLabelText(app.t('workerImport.fileLabel'));
    expect(again).not.toBe(chooser);
    await app.user.upload(again, new File(['%PDF-1.7'], 'scan.csv', { type: 'text/csv' }));
    expect(await screen.findByText(app.t('workerImport.fileType'))).toBeTruthy();
    expect(errorOf(screen.getByLabelText(app.t('workerImport.fileLabel')))).toBe(app.t('workerImport.fileType'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('in Arabic, a double click on "Save only the valid rows" saves once, and the skipped rows are listed with "،"', async () => {
    const failing = (row: number): TWorkerImportRow => ({ ...ROWS[1]!, row, values: values(`Row ${row}`, `P${row}`) });
    const { app, server, choose } = await openPage('ar', [ROWS[0]!, failing(3), failing(5)]);
    server.on(workerImportApi.commit, (request) =>
      request.created({ saved: [{ row: 2, id: 41, code: 'SK-1041', name: 'Analyn Reyes' }], skipped: [failing(3), failing(5)] }, 'workerImport.saved', {
        count: 1,
      }),
    );
    await choose();
    const saveValid = await screen.findByRole('button', { name: app.t('workerImport.saveValid', { count: 1 }) });
    await app.user.dblClick(saveValid);
    expect(await screen.findByText(app.t('workerImport.savedCount', { count: 1 }))).toBeTruthy();
    expect(server.requests(workerImportApi.commit)).toHaveLength(1);
    expect(screen.getByText(app.t('workerImport.skippedRows', { count: 2, rows: '3، 5' }))).toBeTruthy();
  });
});
