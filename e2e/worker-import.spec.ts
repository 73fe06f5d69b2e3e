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
  const template = fs.readFileSync((await download.path())!, 'utf8');
  const [header, example] = template.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(WORKER_IMPORT_COLUMNS.join(','));

  // The example row, twice: once with a new name and passport, once with a country the lists do not have.
  const name = `Imported ${Date.now()}`;
  // Its cells: commas outside quotes separate them (the address is quoted).
  const cells = example!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const rowWith = (changes: Record<string, string>) => WORKER_IMPORT_COLUMNS.map((column, index) => changes[column] ?? cells[index]).join(',');
  const good = rowWith({ name, passportNumber: uniquePassport() });
  const bad = rowWith({ name: 'Row With Errors', passportNumber: uniquePassport(), nationality: 'Atlantis' });
  const file = Buffer.from(`\uFEFF${header}\r\n${good}\r\n${bad}\r\n`);
  await page.getByLabel(t('workerImport.fileLabel')).setInputFiles({ name: 'workers.csv', mimeType: 'text/csv', buffer: file });

  const table = page.getByRole('table', { name: t('workerImport.previewTable') });
  await expect(table).toBeVisible();
  await expect(page.getByText(t('workerImport.previewCounts', { count: 2, valid: 1, invalid: 1 }))).toBeVisible();
  const failing = table.getByRole('row').filter({ hasText: 'Row With Errors' });
  await expect(failing).toContainText(`${t('workerImport.columns.nationality')}: ${t('workerImport.unknownValue', { value: 'Atlantis' })}`);
  await expect(page.getByRole('button', { name: t('workerImport.saveAll', { count: 2 }) })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: t('workerImport.saveValid', { count: 1 }) }).click();
  await expect(page.getByRole('heading', { name: t('workerImport.resultTitle') })).toBeVisible();
  await expect(page.getByText(t('workerImport.savedCount', { count: 1 }))).toBeVisible();
  await expect(page.getByText(t('workerImport.skippedRows', { count: 1, rows: '3' }))).toBeVisible();

  // Her record: saved, hidden from the catalogue until staff give her a photo and show her.
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page).toHaveURL(/\/LaborsView\/\d+$/);
});
