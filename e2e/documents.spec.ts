import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatUaeDate } from '../packages/shared/src/money-and-dates';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';
import { addWorker } from './workers';

/** A worker's papers: added, checked, scanned and downloaded on her record, followed on /Documents and the dashboard, and where she is. */

// A one-page PDF and a web page named like one, written by the test: no binary fixture in the repository.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const HOSTILE = Buffer.from('<!doctype html><title>scan</title><script>alert(document.cookie)</script>');

/** A day counted from today in the UAE (YYYY-MM-DD), as the server counts expiries. */
const uaeDayFromNow = (days: number) => new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** A document number no other test (or repeat) registers: a kind and number are registered once. */
const uniqueNumber = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

const translator = (locale: TLocaleName) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const notification = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function workerCode(request: APIRequestContext, id: number) {
  return ((await (await request.get(`/api/labors/${id}`)).json()) as { data: { code: string } }).data.code;
}

test('staff add a visa, refuse a wrong expiry and a hostile scan, download its PDF scan, and find it on /Documents (en)', async ({ page, request }) => {
  const t = translator('en');
  const token = await suiteAdminToken(request);
  const name = `Visa Holder ${Date.now()}`;
  const id = await addWorker(request, token, name);
  const code = await workerCode(request, id);
  const number = uniqueNumber('V');
  const expiry = uaeDayFromNow(10);
  await useLanguage(page, 'en');
  await signInWithToken(page, token);

  await page.goto(`/LaborsView/${id}`);
  const panel = page.getByRole('region', { name: t('documents.title'), exact: true });
  await panel.getByRole('button', { name: t('documents.ui.add') }).click();
  const form = page.getByRole('dialog', { name: t('documents.ui.addTitle') });
  await form.getByRole('combobox', { name: t('documents.fields.kind') }).selectOption({ label: t('documents.kinds.visa') });
  await form.getByRole('textbox', { name: t('documents.fields.number') }).fill(number);

  // An expiry before the issue day is refused on the expiry's field, and nothing is added.
  await form.getByLabel(t('documents.fields.issueDate')).fill(uaeDayFromNow(20));
  await form.getByLabel(t('documents.fields.expiryDate')).fill(expiry);
  await form.getByRole('button', { name: t('lookups.save') }).click();
  await expect(form.getByLabel(t('documents.fields.expiryDate'))).toHaveAccessibleDescription(t('validation.documentExpiryAfterIssue'));
  await expect(form.getByText(t('validation.documentExpiryAfterIssue'))).toBeVisible();

  await form.getByLabel(t('documents.fields.issueDate')).fill(uaeDayFromNow(-355));
  await form.getByRole('button', { name: t('lookups.save') }).click();
  await expect(notification(page, t('documents.created'))).toBeVisible();
  await expect(form).toBeHidden();
  const row = panel.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(t('documents.kinds.visa'));
  await expect(row).toContainText(formatUaeDate(expiry, 'en'));
  await expect(row).toContainText(t('documents.states.expiring'));
  await expect(row).toContainText(t('documents.ui.noScan'));

  // Its scan, a PDF: attached, then downloaded with its bytes and its name.
  await row.getByRole('button', { name: t('documents.ui.attachScan') }).click();
  const attach = page.getByRole('dialog', { name: t('documents.ui.attachScan') });
  await attach.getByLabel(t('documents.fields.scan'), { exact: true }).setInputFiles({ name: 'visa-scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(notification(page, t('documents.scanAttached'))).toBeVisible();
  await expect(attach).toBeHidden();
  const downloadButton = row.getByRole('button', { name: `${t('documents.ui.downloadScan')}: visa-scan.pdf` });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('visa-scan.pdf');
  const saved = fs.readFileSync(await download.path());
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  expect(saved.equals(PDF)).toBe(true);

  // A web page named .pdf (the browser believes the name) is refused by its bytes; the PDF stays.
  await row.getByRole('button', { name: t('documents.ui.replaceScan') }).click();
  const replace = page.getByRole('dialog', { name: t('documents.ui.replaceScan') });
  await replace.getByLabel(t('documents.fields.scan'), { exact: true }).setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: HOSTILE });
  await expect(notification(page, t('documents.scanType'))).toBeVisible();
  // The dialog says it too, on the field, after the notification fades.
  await expect(replace.getByText(t('documents.scanType'))).toBeVisible();
  // Escape: the message sits over the dialog's close button until it fades.
  await page.keyboard.press('Escape');
  await expect(replace).toBeHidden();
  await expect(downloadButton).toBeVisible();

  // /Documents, 30 days ahead unless told otherwise: the visa, its worker and her placement (none).
  await page.goto('/Documents');
  await expect(page.getByRole('combobox', { name: t('documents.ui.within') }).locator('option:checked')).toHaveText(t('documents.ui.within30'));
  const listed = page.getByRole('row').filter({ hasText: number });
  await expect(listed).toContainText(t('documents.kinds.visa'));
  await expect(listed).toContainText(formatUaeDate(expiry, 'en'));
  await expect(listed).toContainText(t('documents.ui.notPlaced'));
  await expect(listed.getByRole('link', { name: `${name} (${code})` })).toHaveAttribute('href', `/LaborsView/${id}`);

  // Only visas: still there. A search for another worker: gone.
  await page.getByRole('combobox', { name: t('documents.fields.kind') }).selectOption({ label: t('documents.kinds.visa') });
  await expect(page).toHaveURL(/kind=visa/);
  await expect(listed).toBeVisible();
  await page.getByRole('searchbox', { name: t('documents.ui.search') }).fill('Nobody Of That Name');
  await page.getByRole('button', { name: t('clients.searchSubmit') }).click();
  await expect(page.getByText(t('documents.ui.noResults'))).toBeVisible();
  await expect(listed).toHaveCount(0);
});

test('staff say where a worker is and from when she is available, the catalogue says so, the dashboard counts documents, and a document is deleted (ar)', async ({
  page,
  browser,
  request,
}) => {
  const t = translator('ar');
  const token = await suiteAdminToken(request);
  const id = await addWorker(request, token, `Stage Worker ${Date.now()}`);
  const number = uniqueNumber('LC');
  const added = await request.post(`/api/admin/labors/${id}/documents`, {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: 'labourContract', number, issueDate: uaeDayFromNow(-340), expiryDate: uaeDayFromNow(25) },
  });
  expect(added.status()).toBe(201);
  const availableFrom = uaeDayFromNow(20);
  await useLanguage(page, 'ar');
  await signInWithToken(page, token);

  // The dashboard counts what has expired and what expires within 30 days (this contract among them).
  await page.goto('/Dashboard');
  const counts = page.getByRole('region', { name: t('documents.dashboard.title'), exact: true });
  await expect(counts.getByRole('link', { name: new RegExp(`^${t('documents.dashboard.expired')}\\s*\\d+$`) })).toBeVisible();
  await expect(counts.getByRole('link', { name: new RegExp(`^${t('documents.dashboard.expiringSoon')}\\s*[1-9]\\d*$`) })).toBeVisible();

  // Where she is, on her form: her visa is being processed, and she is available in 20 days.
  await page.goto(`/LaborsEdit/${id}`);
  const where = page.getByRole('group', { name: t('documents.ui.stageTitle') });
  await where.getByRole('combobox', { name: t('documents.fields.stage'), exact: true }).selectOption({ label: t('documents.stages.visaInProcess') });
  await where.getByLabel(t('documents.fields.availableFrom'), { exact: true }).fill(availableFrom);
  await page.getByRole('button', { name: t('laborsAdmin.save') }).click();
  await expect(notification(page, t('labors.updated'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/LaborsView/${id}$`));
  const stage = page.getByRole('definition').filter({ hasText: t('documents.stages.visaInProcess') });
  await expect(stage).toContainText(`${t('documents.fields.availableFrom')}: ${formatUaeDate(availableFrom, 'ar')}`);

  // Her labour contract is deleted after the confirm step, which names it.
  const panel = page.getByRole('region', { name: t('documents.title'), exact: true });
  const row = panel.getByRole('row').filter({ hasText: number });
  await row.getByRole('button', { name: t('lookups.deleteLabel', { name: `${t('documents.kinds.labourContract')} ${number}` }) }).click();
  const confirm = page.getByRole('dialog', { name: t('documents.ui.deleteTitle') });
  await expect(confirm).toContainText(t('documents.kinds.labourContract'));
  await expect(confirm).toContainText(number);
  await confirm.getByRole('button', { name: t('lookups.delete'), exact: true }).click();
  await expect(notification(page, t('documents.deleted'))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);

  // A visitor reading her page in Arabic sees from when she is available.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await useLanguage(visitor, 'ar');
  await visitor.goto(`/LaborDetails/${id}`);
  await expect(visitor.getByText(t('catalogue.availableFrom', { date: formatUaeDate(availableFrom, 'ar') }))).toBeVisible();
  await context.close();
});
