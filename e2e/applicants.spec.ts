import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { answerQuestionnaire } from './apply';
import { uniquePassport } from './constants';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';

// A 1x1 PNG, written by the test: no binary fixture in the repository.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const yearsAgo = (years: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - 40)).toISOString().slice(0, 10);
};

const locale = 'en';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('an application sent through /Apply is followed up by staff, accepted and made a worker with her answers filled in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Dewi Lestari ${Date.now()}`;

  // She applies on the public site.
  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, locale);
  await visitor.goto('/Apply');
  await answerQuestionnaire(visitor, locale, name);
  await visitor.getByRole('button', { name: t('site.sendApplication') }).click();
  await expect(visitor.getByRole('status').filter({ hasText: t('cms.answersSaved') })).toBeVisible();

  // Staff find her among the new applicants, by her name.
  await useLanguage(page, locale);
  await signInWithToken(page, await suiteAdminToken(page.request));
  await page.goto('/Applicants');
  await page.getByRole('combobox', { name: t('applicants.statusLabel') }).selectOption('new');
  await page.getByRole('searchbox', { name: t('applicants.search') }).fill(name);
  await page.getByRole('button', { name: t('clients.searchSubmit') }).click();
  await expect(page).toHaveURL(/\/Applicants\?search=Dewi\+Lestari\+\d+&status=new$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: 'Indonesia' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Nanny' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // She is accepted, with a note on the call.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('region', { name: t('applicants.answers') }).getByText('+62 812 3456 7890')).toBeVisible();
  await page.getByRole('textbox', { name: t('applicants.noteLabel') }).fill('Spoke to her: ready to travel in January');
  await page.getByRole('button', { name: t('applicants.addNote') }).click();
  await expect(alert(page, t('applicants.noteAdded'))).toBeVisible();
  await page.getByRole('combobox', { name: t('applicants.statusLabel') }).selectOption('accepted');
  await page.getByRole('button', { name: t('applicants.save') }).click();
  await expect(alert(page, t('applicants.saved'))).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The worker form starts from her answers; staff fill in the rest, with her photo.
  await page.getByRole('button', { name: t('applicants.makeWorker') }).click();
  const form = page.getByRole('region', { name: t('applicants.makeWorkerTitle') });
  const box = (key: string, params: Record<string, number> = {}) => form.getByRole('textbox', { name: t(key, params), exact: true });
  const select = (key: string) => form.getByRole('combobox', { name: t(key), exact: true });
  await expect(box('laborsAdmin.name')).toHaveValue(name);
  await expect(select('laborsAdmin.nationality').locator('option:checked')).toHaveText('Indonesia');
  await expect(select('laborsAdmin.position').locator('option:checked')).toHaveText('Nanny');
  await expect(form.getByRole('checkbox', { name: 'English', exact: true })).toBeChecked();
  await expect(box('laborsAdmin.expPeriod')).toHaveValue('1 to 3 years');
  await form.getByLabel(t('laborsAdmin.dateOfBirth')).fill(yearsAgo(29));
  await select('laborsAdmin.gender').selectOption('female');
  for (const key of ['laborsAdmin.religion', 'laborsAdmin.maritalStatus', 'laborsAdmin.education']) await select(key).selectOption({ index: 1 });
  await box('laborsAdmin.address').fill('Surabaya');
  await box('laborsAdmin.passportNumber').fill(uniquePassport());
  await form.getByLabel(t('laborsAdmin.passportIssueDate')).fill('2023-03-01');
  await form.getByLabel(t('laborsAdmin.passportExpiryDate')).fill('2033-03-01');
  await box('laborsAdmin.passportIssuePlace').fill('Surabaya');
  await form.getByRole('spinbutton', { name: t('laborsAdmin.salary') }).fill('1900');
  await box('laborsAdmin.skillName', { n: 1 }).fill('Childcare');
  await box('laborsAdmin.expCountry').fill('Saudi Arabia');
  await box('laborsAdmin.expPosition').fill('Nanny');
  await form.getByLabel(t('laborsAdmin.photo')).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: t('lookups.preview') })).toBeVisible();
  await form.getByRole('button', { name: t('laborsAdmin.addSubmit') }).click();

  // The new worker's page opens; the applicant now leads to her.
  await expect(alert(page, t('applicants.madeWorker'))).toBeVisible();
  await expect(page).toHaveURL(/\/LaborsView\/\d+$/);
  const laborId = /\/LaborsView\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
  await page.goBack();
  const worker = page.getByRole('region', { name: t('applicants.worker') });
  await expect(worker.getByRole('link', { name })).toHaveAttribute('href', `/LaborsView/${laborId}`);
  await expect(page.getByRole('button', { name: t('applicants.makeWorker') })).toHaveCount(0);
});
