import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatAed, formatUaeDate } from '../packages/shared/src/money-and-dates';
import { addDays } from '../packages/shared/src/uae-time';
import { approvedOrder, escapeRegExp, staffAct, todayInUae } from './after-hire-setup';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';

/**
 * From the hire to the handover (issue 34). The API hires the order (the hire starts the process)
 * and finishes the steps the story does not look at; staff move the process on in the browser, and
 * the family reads it on a phone. Each story runs once, its two sides in the two languages; the
 * government fees and the report are the back office's alone, in the language its papers story did
 * not give staff (decisions 033 to 035).
 */

type TStep = { id: number; kind: string; version: number; state: string };
type TProcess = { id: number; status: string; steps: TStep[] };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const t = (locale: TLocaleName) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

async function processOfOrder(request: APIRequestContext, adminToken: string, orderId: number): Promise<TProcess> {
  const board = await request.get(`/api/admin/processes?orderId=${orderId}`, { headers: bearer(adminToken) });
  const [summary] = ((await board.json()) as { data: { items: Array<{ id: number }> } }).data.items;
  expect(summary, 'the hire starts the process').toBeDefined();
  const read = await request.get(`/api/admin/processes/${summary!.id}`, { headers: bearer(adminToken) });
  return ((await read.json()) as { data: TProcess }).data;
}

/** Marks done, through the API, every step before the first of `untilKind`. */
async function finishStepsBefore(request: APIRequestContext, adminToken: string, process: TProcess, untilKind: string) {
  for (const step of process.steps) {
    if (step.kind === untilKind) return;
    const response = await request.put(`/api/admin/processes/${process.id}/steps/${step.id}`, {
      headers: bearer(adminToken),
      data: { version: step.version, state: 'done' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** A hired order, its process brought by the API to the step the story starts at. */
async function hiredAt(request: APIRequestContext, label: string, untilKind: string) {
  const adminToken = await suiteAdminToken(request);
  const { client, order } = await approvedOrder(request, adminToken, label);
  await staffAct(request, adminToken, order.id, { action: 'confirmPayment', note: '', payment: { method: 'cash', reference: '' } });
  const process = await processOfOrder(request, adminToken, order.id);
  await finishStepsBefore(request, adminToken, process, untilKind);
  return { adminToken, client, order, process };
}

async function pageIn(browser: Browser, locale: TLocaleName, token: string, phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await useLanguage(page, locale);
  await signInWithToken(page, token);
  return page;
}

/** Staff open the process from the board, found by its order's number. */
async function openFromBoard(page: Page, locale: TLocaleName, orderNumber: string) {
  const say = t(locale);
  await page.goto('/Processes');
  await page.getByLabel(say('processesUi.search')).fill(orderNumber);
  await page.getByLabel(say('processesUi.search')).press('Enter');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: say('processesUi.detailsTitle') })).toBeVisible();
}

async function editStep(page: Page, locale: TLocaleName, kind: string) {
  const say = t(locale);
  await page.getByRole('button', { name: say('processesUi.editStepNamed', { name: say(`processes.stepKind.${kind}`) }) }).click();
  return page.getByRole('dialog');
}

test('staff book the medical test in English and later finish the handover; the family reads each on a phone in Arabic', async ({ browser, request }) => {
  const { client, order } = await hiredAt(request, 'visa-en', 'medical');
  const en = t('en');
  const ar = t('ar');
  const staff = await pageIn(browser, 'en', await suiteAdminToken(request));
  await openFromBoard(staff, 'en', order.number);

  const tomorrow = addDays(todayInUae(), 1);
  const medical = await editStep(staff, 'en', 'medical');
  await medical.getByLabel(en('processesUi.state')).selectOption('booked');
  await medical.getByLabel(en('processesUi.appointmentDate')).fill(tomorrow);
  await medical.getByLabel(en('processesUi.appointmentTime')).fill('09:30');
  await medical.getByLabel(en('processesUi.appointmentPlace')).fill('Al Barsha Health Centre');
  await medical.getByRole('button', { name: en('processesUi.saveStep') }).click();
  await expect(medical).toBeHidden();
  await expect(staff.getByText('Al Barsha Health Centre', { exact: true })).toBeVisible();

  const family = await pageIn(browser, 'ar', client.token, true);
  await family.goto(`/ClientOrder/${order.id}`);
  const timeline = family.getByRole('region', { name: ar('processTimeline.title.inUae') });
  await expect(timeline).toBeVisible();
  const next = timeline.locator('[aria-current="step"]');
  await expect(next).toContainText(ar('processes.stepKind.medical'));
  await expect(next).toContainText('Al Barsha Health Centre');
  await expect(next).toContainText(formatUaeDate(`${tomorrow}T09:30:00+04:00`, 'ar'));
  await expect(timeline.getByText(ar('processTimeline.doneOn', { date: formatUaeDate(todayInUae(), 'ar') })).first()).toBeVisible();
  expect(await family.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The papers after the medical test come back; staff hand her over.
  const adminToken = await suiteAdminToken(request);
  await finishStepsBefore(request, adminToken, await processOfOrder(request, adminToken, order.id), 'handover');
  await staff.reload();
  const handover = await editStep(staff, 'en', 'handover');
  await handover.getByLabel(en('processesUi.state')).selectOption('done');
  await handover.getByRole('button', { name: en('processesUi.saveStep') }).click();
  await expect(handover).toBeHidden();
  await expect(staff.getByText(en('processes.status.done'), { exact: true }).first()).toBeVisible();

  await family.reload();
  await expect(timeline.getByText(ar('processTimeline.handedOver'))).toBeVisible();
  await expect(timeline.locator('[aria-current="step"]')).toHaveCount(0);
});

test('staff in Arabic hold a step up with its reason; the family, in English, reads it as still to do without the reason', async ({ browser, request }) => {
  const { client, order } = await hiredAt(request, 'visa-ar', 'changeOfStatus');
  const ar = t('ar');
  const en = t('en');
  const staff = await pageIn(browser, 'ar', await suiteAdminToken(request));
  await openFromBoard(staff, 'ar', order.number);

  const step = await editStep(staff, 'ar', 'changeOfStatus');
  await step.getByLabel(ar('processesUi.state')).selectOption('blocked');
  await step.getByRole('button', { name: ar('processesUi.saveStep') }).click();
  await expect(step.getByText(ar('processes.blockedReasonRequired'))).toBeVisible();
  await step.getByLabel(ar('processesUi.blockedReason')).fill('Waiting for the immigration office’s answer');
  await step.getByRole('button', { name: ar('processesUi.saveStep') }).click();
  await expect(step).toBeHidden();
  await expect(staff.getByText('Waiting for the immigration office’s answer', { exact: true })).toBeVisible();

  const family = await pageIn(browser, 'en', client.token, true);
  await family.goto(`/ClientOrder/${order.id}`);
  const timeline = family.getByRole('region', { name: en('processTimeline.title.inUae') });
  await expect(timeline.locator('[aria-current="step"]')).toContainText(en('processes.stepKind.changeOfStatus'));
  await expect(timeline).not.toContainText('immigration office');
  await expect(timeline).toContainText(en('processTimeline.expectedHandover'));
});

// A one-page PDF written by the test: no binary fixture in the repository.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A document number no other test (or repeat) registers: a kind and number are registered once. */
const uniqueNumber = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** One step on the process page: its item in the list of steps, found by its heading. */
const stepOnPage = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** The numbers of a disbursement note and of a receipt for government fees (decision 033). */
const DSB = 'DSB-\\d{4}-\\d{6}';
const DRC = 'DRC-\\d{4}-\\d{6}';

const notification = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A sentence that names a document number, as a pattern for any number of that series. */
const numbered = (locale: TLocaleName, key: string, number: string) =>
  new RegExp(escapeRegExp(translate(locale, key, { number: '\u0000' })).replace('\u0000', number));

/** Picks a file through the chooser a button or file field opens, as a person does. */
async function chooseFile(page: Page, opener: Locator, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
}

test('the family, in Arabic on a phone, uploads a paper the change of status asks for; staff in English open it on the step and add her visa from it', async ({
  browser,
  request,
}) => {
  const { client, order, process } = await hiredAt(request, 'papers', 'changeOfStatus');
  const ar = t('ar');
  const en = t('en');

  const family = await pageIn(browser, 'ar', client.token, true);
  await family.goto(`/ClientOrder/${order.id}`);
  const next = family.getByRole('region', { name: ar('processTimeline.title.inUae') }).locator('[aria-current="step"]');
  await expect(next).toContainText(ar('processes.stepKind.changeOfStatus'));
  const asked = next.getByRole('list', { name: ar('processDocuments.family.asked') });
  const salaryKind = ar('processDocuments.kinds.salaryCertificate');
  for (const kind of ['emiratesId', 'tenancyContract', 'salaryCertificate'])
    await expect(asked.getByRole('listitem').filter({ hasText: ar(`processDocuments.kinds.${kind}`) })).toContainText(ar('processDocuments.family.missing'));
  await chooseFile(family, asked.getByRole('button', { name: ar('processDocuments.family.uploadNamed', { kind: salaryKind }) }), 'salary-certificate.pdf');
  const salary = asked.getByRole('listitem').filter({ hasText: salaryKind });
  await expect(salary).toContainText('salary-certificate.pdf');
  await expect(salary).toContainText(ar('processDocuments.family.given', { date: formatUaeDate(todayInUae(), 'ar') }));
  await expect(salary.getByRole('button', { name: ar('processDocuments.family.replaceNamed', { kind: salaryKind }) })).toBeVisible();
  await expect(asked.getByRole('listitem').filter({ hasText: ar('processDocuments.kinds.tenancyContract') })).toContainText(
    ar('processDocuments.family.missing'),
  );
  expect(await family.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Staff find her file on the step and open it; then add the worker's visa from the same step.
  const staff = await pageIn(browser, 'en', await suiteAdminToken(request));
  await staff.goto(`/Processes/${process.id}`);
  const stepName = en('processes.stepKind.changeOfStatus');
  const step = stepOnPage(staff, stepName);
  const familyFiles = step.getByRole('list', { name: en('processDocuments.ui.familyFiles') });
  await expect(familyFiles.getByRole('listitem').filter({ hasText: en('processDocuments.kinds.tenancyContract') })).toContainText(
    en('processDocuments.ui.notGiven'),
  );
  const openFile = familyFiles.getByRole('button', {
    name: en('processDocuments.ui.openNamed', { kind: en('processDocuments.kinds.salaryCertificate'), file: 'salary-certificate.pdf' }),
  });
  const [download] = await Promise.all([staff.waitForEvent('download'), openFile.click()]);
  expect(download.suggestedFilename()).toBe('salary-certificate.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  await step.getByRole('button', { name: en('processDocuments.ui.addDocumentNamed', { name: stepName }) }).click();
  const form = staff.getByRole('dialog', { name: en('processDocuments.ui.addTitle', { name: stepName }) });
  await expect(form.getByRole('combobox', { name: en('documents.fields.kind') })).toHaveValue('visa');
  const number = uniqueNumber('COS');
  const expiry = addDays(todayInUae(), 730);
  await form.getByRole('textbox', { name: en('documents.fields.number') }).fill(number);
  await form.getByLabel(en('documents.fields.expiryDate')).fill(expiry);
  await form.getByRole('button', { name: en('lookups.save') }).click();
  await expect(notification(staff, en('processDocuments.attached'))).toBeVisible();
  await expect(form).toBeHidden();
  const added = step
    .getByRole('list', { name: en('processDocuments.ui.documents') })
    .getByRole('listitem')
    .filter({ hasText: number });
  await expect(added).toContainText(en('documents.kinds.visa'));
  await expect(added).toContainText(en('processDocuments.ui.expires', { date: formatUaeDate(expiry, 'en') }));
});

test('in Arabic, staff record a change of status fee the agency paid, bill the family, take her payment on a DRC receipt, and read the process report with its CSV', async ({
  browser,
  request,
}) => {
  const { process } = await hiredAt(request, 'fees', 'changeOfStatus');
  const ar = t('ar');
  const staff = await pageIn(browser, 'ar', await suiteAdminToken(request));
  await staff.goto(`/Processes/${process.id}`);
  const fees = staff.getByRole('region', { name: ar('processFees.title') });
  await expect(fees.getByText(ar('processFees.empty'))).toBeVisible();

  // The fee, paid by the agency on the change of status, with its receipt.
  await fees.getByRole('button', { name: ar('processFees.record') }).click();
  const feeForm = staff.getByRole('dialog', { name: ar('processFees.recordTitle') });
  await feeForm.getByRole('combobox', { name: ar('processFees.step') }).selectOption({ label: ar('processes.stepKind.changeOfStatus') });
  await feeForm.getByRole('textbox', { name: ar('processFees.amount') }).fill('1250.50');
  await feeForm.getByRole('textbox', { name: ar('processFees.description') }).fill('رسم الهجرة لتغيير الإقامة');
  await chooseFile(staff, feeForm.getByRole('button', { name: ar('processFees.receiptFile') }), 'status-fee.pdf');
  await feeForm.getByRole('button', { name: ar('processFees.save') }).click();
  await expect(feeForm).toBeHidden();
  const feeRow = fees.getByRole('row').filter({ hasText: 'رسم الهجرة لتغيير الإقامة' });
  await expect(feeRow).toContainText(ar('processes.stepKind.changeOfStatus'));
  await expect(feeRow).toContainText(formatAed(1250.5, 'ar'));
  await expect(feeRow).toContainText(ar('processFees.payer.agency'));
  await expect(feeRow).toContainText(ar('processFees.notBilled'));
  await expect(feeRow.getByRole('button', { name: `${ar('processFees.receipt')}: status-fee.pdf` })).toBeVisible();

  // Billed on a disbursement note, at cost.
  await fees.getByRole('button', { name: ar('processFees.bill') }).click();
  const confirm = staff.getByRole('dialog', { name: ar('processFees.billTitle') });
  await confirm.getByRole('button', { name: ar('processFees.bill') }).click();
  await expect(notification(staff, numbered('ar', 'processFees.billed', DSB))).toBeVisible();
  await expect(feeRow).toContainText(numbered('ar', 'processFees.billedOn', DSB));
  await expect(fees.getByRole('button', { name: ar('processFees.bill') })).toHaveCount(0);

  // Her payment: the form offers what she owes; the receipt is a DRC- one, listed under the fees.
  await fees.getByRole('button', { name: ar('processFees.recordPayment') }).click();
  const paymentForm = staff.getByRole('dialog', { name: ar('processFees.recordPaymentTitle') });
  await expect(paymentForm.getByRole('textbox', { name: ar('processFees.amount') })).toHaveValue('1250.5');
  await paymentForm.getByRole('combobox', { name: ar('processFeePayments.method') }).selectOption({ label: ar('payments.method.bankTransfer') });
  await paymentForm.getByRole('textbox', { name: ar('processFeePayments.reference') }).fill('TRF-88213');
  await paymentForm.getByRole('button', { name: ar('processFees.savePayment') }).click();
  await expect(notification(staff, numbered('ar', 'processFees.paymentRecorded', DRC))).toBeVisible();
  await expect(paymentForm).toBeHidden();
  const payment = fees
    .getByRole('table', { name: ar('processFees.payments') })
    .getByRole('row')
    .filter({ hasText: new RegExp(DRC) });
  await expect(payment).toContainText(ar('payments.method.bankTransfer'));
  await expect(payment).toContainText(formatAed(1250.5, 'ar'));
  await expect(fees.getByRole('button', { name: ar('processFees.recordPayment') })).toHaveCount(0);
  await expect(fees.getByText(ar('processFees.totals.owed'))).toHaveCount(0);

  // The report: this month's steps (her contract, done today) and processes (hers), by her nationality and package.
  const countries = (await (await request.get('/api/lookups/countries')).json()) as { data: Array<{ id: number; nameAr: string }> };
  const philippines = countries.data.find((country) => country.id === 1)!.nameAr;
  const mainPackage = ar('packageKind.Main');
  await staff.goto('/ProcessReport');
  await expect(staff.getByRole('heading', { level: 1, name: ar('processReport.title.page') })).toBeVisible();
  await staff.getByRole('combobox', { name: ar('processReport.nationalityFilter') }).selectOption({ label: philippines });
  await expect(staff).toHaveURL(/countryId=1/);
  const durations = staff.getByRole('region', { name: ar('processReport.title.stepDurations') });
  const late = staff.getByRole('region', { name: ar('processReport.title.lateProcesses') });
  // Only her nationality is left once the filtered report is in.
  for (const table of [durations, late]) await expect(table.locator('tbody tr').filter({ hasNotText: philippines })).toHaveCount(0);
  await expect(
    durations
      .getByRole('row')
      .filter({ hasText: ar('processes.stepKind.contract') })
      .filter({ hasText: mainPackage }),
  ).toHaveCount(1);
  await expect(durations.locator('tfoot')).toContainText(ar('processReport.allSteps'));
  await expect(late.getByRole('row').filter({ hasText: mainPackage })).toHaveCount(1);

  const title = ar('processReport.title.stepDurations');
  const [file] = await Promise.all([staff.waitForEvent('download'), durations.getByRole('button', { name: ar('reports.exportCsvLabel', { title }) }).click()]);
  expect(file.suggestedFilename()).toMatch(/^stepDurations_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...lines] = csv.slice(1).split('\r\n');
  expect(header).toBe(['step', 'nationality', 'package', 'steps', 'median', 'p90'].map((column) => `"${ar(`processReport.column.${column}`)}"`).join(','));
  expect(lines.some((line) => line.startsWith(`"${ar('processes.stepKind.contract')}","${philippines}","${mainPackage}",`))).toBe(true);
});
