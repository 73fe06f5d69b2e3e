import fs from 'node:fs';
import { translate } from '../packages/shared/src/i18n/translate';
import { WORKER_IMPORT_COLUMNS } from '../packages/shared/src/schemas/worker-import';
import { uniquePassport } from './constants';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';

// In Arabic: the page, the row errors and the result as an Arabic-speaking member of staff reads them.
const locale = 'ar';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

test(`staff import workers from a file: the template, a preview with one bad row, only the valid row saved, hidden, and opened (${locale})`, async ({
  page,
}) => {
  await useLanguage(page, locale);
  await signInWithToken(page, await suiteAdminToken(page.request));

  await page.goto('/LaborsList');
  await page
    .getByRole('link', { name: t('workerImport.title') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('workerImport.title') })).toBeVisible();

  // The template, as the browser saves it: UTF-8 with its BOM, the header row first.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('workerImport.templateCsv') }).click()]);
  expect(download.suggestedFilename()).toBe('workers-import-template.csv');
  const template = fs.readFileSync(await download.path(), 'utf8');
  const [header, example] = template.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(WORKER_IMPORT_COLUMNS.join(','));

  // The example row, twice: once with a new name and passport, once with a country the lists do not have.
  const name = `Imported ${Date.now()}`;
  // Its cells: commas outside quotes separate them (the address is quoted).
  const cells = example!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const rowWith = (changes: Record<string, string>) => WORKER_IMPORT_COLUMNS.map((column, index) => changes[column] ?? cells[index]).join(',');
  const good = rowWith({ name, passportNumber: uniquePassport() });
  const bad = rowWith({ name: 'Row With Errors', passportNumber: uniquePassport(), nationality: 'Atlantis' });
  // A row with a negative salary and an expired passport: both said in the one preview.
  const worse = rowWith({
    name: 'Row Negative Salary',
    passportNumber: uniquePassport(),
    salaryAed: '-50',
    passportIssueDate: '2014-01-02',
    passportExpiryDate: '2024-01-01',
  });
  const file = Buffer.from(`\uFEFF${header}\r\n${good}\r\n${bad}\r\n${worse}\r\n`);
  await page.getByLabel(t('workerImport.fileLabel')).setInputFiles({ name: 'workers.csv', mimeType: 'text/csv', buffer: file });

  const table = page.getByRole('table', { name: t('workerImport.previewTable') });
  await expect(table).toBeVisible();
  await expect(page.getByText(t('workerImport.previewCounts', { count: 3, valid: 1, invalid: 2 }))).toBeVisible();
  const failing = table.getByRole('row').filter({ hasText: 'Row With Errors' });
  await expect(failing).toContainText(`${t('workerImport.columns.nationality')}: ${t('workerImport.unknownValue', { value: 'Atlantis' })}`);
  const worseRow = table.getByRole('row').filter({ hasText: 'Row Negative Salary' });
  await expect(worseRow).toContainText(`${t('workerImport.columns.salaryAed')}: ${t('validation.salaryPositive')}`);
  await expect(worseRow).toContainText(`${t('workerImport.columns.passportExpiryDate')}: ${t('labors.passportExpired')}`);
  await expect(page.getByRole('button', { name: t('workerImport.saveAll', { count: 3 }) })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  // A double click saves once and gives one answer: no refusal beside the result.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/admin\/labors\/import\?/.test(request.url())) saves.push(request.url());
  });
  await page.getByRole('button', { name: t('workerImport.saveValid', { count: 1 }) }).dblclick();
  await expect(page.getByRole('heading', { name: t('workerImport.resultTitle') })).toBeVisible();
  await expect(page.getByText(t('workerImport.savedCount', { count: 1 }))).toBeVisible();
  // The skipped rows in Arabic, listed with the Arabic comma.
  await expect(page.getByText(t('workerImport.skippedRows', { count: 2, rows: '3، 4' }))).toBeVisible();
  await expect(page.getByText(t('labors.passportTaken', { code: '' }).split(' (')[0]!)).toHaveCount(0);
  expect(saves).toHaveLength(1);

  // Her record: saved, hidden from the catalogue until staff give her a photo and show her.
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page).toHaveURL(/\/LaborsView\/\d+$/);
});
