import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, suiteAdminToken, test, useLanguage } from './fixtures';
import { translate } from '../packages/shared/src/i18n/translate';
import { recordWebm } from './media';
import { uniquePassport } from './constants';

// A 1x1 PNG, written by the test: no binary fixture in the repository.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const notification = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

test('admin adds, edits and deletes a country', async ({ page }) => {
  // Add, search, edit and delete, each confirmed, with an accessibility scan.
  await signInAsAdmin(page);
  await page.goto('/CountriesList');
  await expect(page.getByRole('heading', { name: 'Countries' })).toBeVisible();
  const name = `Testland ${Date.now()}`;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('An image is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Arabic name' }).fill('بلد الاختبار');
  await dialog.getByLabel('Image').setInputFiles(png('flag.png'));
  await expect(dialog.getByRole('img', { name: 'Preview of the uploaded image' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Added successfully')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Showing 1 of 1 Result')).toBeVisible();
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} 2`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Updated successfully')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name} 2` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notification(page, 'Delete success')).toBeVisible();
  await expect(page.getByText('No data found')).toBeVisible();
});

// The refusal's English message is checked by the server's lookups test.
test('deleting a country used by workers is refused (ar)', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signInAsAdmin(page);
  await page.goto('/CountriesList?search=Philippines');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'حذف Philippines' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(notification(page, 'فشل الحذف')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-countries-ar.png', fullPage: true });
});

test('admin sees an enquiry and marks it contacted', async ({ page }) => {
  const name = `Visitor ${Date.now()}`;
  const sent = await page.request.post('/api/enquiries', { data: { name, phoneNumber: '501234567', message: 'Please call me' } });
  expect(sent.status()).toBe(201);
  await signInAsAdmin(page);
  await page.goto('/EnquireList');
  await page.getByRole('searchbox', { name: 'Search by name or phone' }).fill(name);
  // The list keeps showing the unfiltered page while the search loads (which may also say "1 of 1").
  const searched = page.waitForResponse((response) => response.url().includes('/api/admin/enquiries?search='));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await searched;
  await expect(page.getByText('Showing 1 of 1 Result')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Please call me' })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'The enquiry has been updated')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('admin adds a worker with a photo and two job experiences', async ({ page }) => {
  // A long form, filled field by field, and axe runs on it.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/AddLabor');
  const box = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await box('Name').fill('Maria Test');
  await page.getByLabel('Date of birth').fill('1995-05-10');
  await expect(page.getByText(/years old/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('female');
  for (const label of ['Nationality', 'Religion', 'Marital status', 'Position', 'Education']) {
    await page.getByRole('combobox', { name: label }).selectOption({ index: 1 });
  }
  await box('Address').fill('Dubai Marina');
  await box('Passport number').fill(uniquePassport());
  await page.getByLabel('Passport issue date').fill('2020-01-01');
  await page.getByLabel('Passport expiry date').fill('2030-01-01');
  await box('Place of issue').fill('Manila');
  await page.getByRole('spinbutton', { name: 'Salary (AED)' }).fill('2500');
  await box('Skill 1 (English)').fill('Cooking');
  await box('Skill 1 (Arabic)').fill('الطبخ');
  await page.getByRole('button', { name: 'Add a job experience' }).click();
  const countries = page.getByRole('textbox', { name: 'Country', exact: true });
  const positions = page.getByRole('textbox', { name: 'Position', exact: true });
  const periods = page.getByRole('textbox', { name: 'Period', exact: true });
  await countries.nth(0).fill('Kuwait');
  await positions.nth(0).fill('Housemaid');
  await periods.nth(0).fill('2 years');
  await countries.nth(1).fill('Qatar');
  await positions.nth(1).fill('Nanny');
  await periods.nth(1).fill('3 years');
  await page.getByLabel('Photo').setInputFiles(png('photo.png'));
  await expect(page.getByRole('img', { name: 'Preview of the uploaded image' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Add the worker' }).click();
  await expect(notification(page, 'Worker added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Worker Details' })).toBeVisible();
  await expect(page.getByTestId('labor-code')).toHaveText(/\S+/);
  await expect(page.getByText('Nanny · Qatar · 3 years', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/backoffice-worker-en.png', fullPage: true });

  // A new photo is uploaded at once but, like the rest of the record, saved with the form.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Worker' })).toBeVisible();
  await page.getByLabel('Photo').setInputFiles(png('new-photo.png'));
  await expect(notification(page, 'File uploaded').last()).toBeVisible();
  await expect(notification(page, 'Photo changed')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Maria Edited');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(page, 'Worker updated successfully')).toBeVisible();
  await expect(page.locator('dl').getByText('Maria Edited', { exact: true })).toBeVisible();
  // Her history records the rename, field by field.
  await expect(page.locator('ol').getByText('Maria Edited', { exact: true })).toBeVisible();
});

test('the worker pages in Arabic: messages field by field, the lists, the status select', async ({ page }) => {
  // A long form, filled field by field, and axe runs on it.
  test.setTimeout(90_000);
  await useLanguage(page, 'ar');
  await signInAsAdmin(page);
  await page.goto('/AddLabor');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إضافة العاملة' }).click();
  await expect(page.getByText('تاريخ الميلاد مطلوب')).toBeVisible();
  await expect(page.getByText('رقم الجواز مطلوب')).toBeVisible();
  await page.getByLabel('تاريخ الميلاد').fill('2015-01-01');
  await page.getByLabel('تاريخ الميلاد').blur();
  await expect(page.getByText(/سنوات|سنة/).first()).toBeVisible();
  // Age and passport dates are judged at their own fields, while other fields are still empty.
  await expect(page.getByText('يجب أن يكون العمر بين 18 و60 سنة')).toBeVisible();
  await page.getByLabel('تاريخ إصدار الجواز').fill('2024-01-01');
  await page.getByLabel('تاريخ انتهاء الجواز').fill('2023-01-01');
  await page.getByRole('button', { name: 'إضافة العاملة' }).click();
  await expect(page.getByText('يجب أن يكون تاريخ انتهاء الجواز بعد تاريخ إصداره')).toBeVisible();
  await expect(page.getByText('اختر ملفًا').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-worker-form-ar.png', fullPage: true });

  await page.goto('/LaborStatus');
  await expect(page.getByRole('heading', { name: 'حالة العاملات' })).toBeVisible();
  await expect(page.getByText(/عرض \d+ من \d+ نتيجة/)).toBeVisible();
  const firstSelect = page.getByRole('combobox', { name: /^حالة / }).first();
  const next = (await firstSelect.inputValue()) === 'NotAvailable' ? 'Available' : 'NotAvailable';
  await firstSelect.selectOption(next);
  // A worker placed with a family is freed only after the admin confirms what it means.
  const question = page.getByRole('dialog', { name: 'تغيير الحالة؟' });
  await expect(notification(page, 'تم تغيير الحالة').or(question)).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: 'تغيير الحالة' }).click();
  await expect(notification(page, 'تم تغيير الحالة')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-status-ar.png', fullPage: true });

  await page.goto('/EnquireList');
  await expect(page.getByRole('heading', { name: 'قائمة الاستفسارات' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/backoffice-enquiries-ar.png', fullPage: true });
});

/** A worker added through the API, for tests that then edit her in the browser. */
async function addWorkerThroughApi(page: Page, name: string) {
  const headers = { authorization: `Bearer ${await suiteAdminToken(page.request)}` };
  const photo = await page.request.post('/api/uploads/image', { headers, multipart: { file: png('photo.png') } });
  const { image, thumbnail } = ((await photo.json()) as { data: { image: string; thumbnail: string } }).data;
  const passportNumber = uniquePassport();
  const response = await page.request.post('/api/admin/labors', {
    headers,
    data: {
      name,
      dateOfBirth: '1995-05-10',
      gender: 'female',
      countryId: 1,
      positionId: 1,
      religionId: 1,
      educationLevelId: 1,
      maritalStatusId: 1,
      passportNumber,
      passportIssueDate: '2023-01-01',
      passportExpiryDate: '2033-01-01',
      passportIssuePlace: 'Manila',
      address: 'Quezon City',
      salaryAed: 2000,
      skills: [{ name: 'Cleaning', nameAr: 'التنظيف' }],
      experiences: [{ country: 'Kuwait', position: 'Nanny', period: '3 years' }],
      photo: image,
      thumbnail,
    },
  });
  expect(response.status()).toBe(201);
  const { id, code } = ((await response.json()) as { data: { id: number; code: string } }).data;
  return { id, code, passportNumber, headers };
}

// Once, in Arabic: the upload's percentage and the passport message are numbers and codes inside
// right-to-left text, and callers' phone numbers come in Arabic-Indic digits too.
const locale = 'ar';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

test(`a video still uploading holds Save with a progress bar, then is saved with the worker; a duplicate passport is refused on its field (${locale})`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, locale);
  await signInAsAdmin(page);
  const other = await addWorkerThroughApi(page, `Passport Holder ${locale} ${Date.now()}`);
  const worker = await addWorkerThroughApi(page, `Upload Worker ${locale} ${Date.now()}`);
  await page.goto(`/LaborsEdit/${worker.id}`);
  const save = page.getByRole('button', { name: t('laborsAdmin.save') });
  await expect(save).toBeEnabled();

  // A slow office uplink: the upload takes seconds, and the form says so.
  const clip = await recordWebm(page, { busy: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: Math.max(4_000, clip.length / 6),
  });
  await page.getByLabel(t('laborsAdmin.video')).first().setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: clip });
  await expect(page.getByRole('progressbar', { name: t('lookups.uploadProgress') })).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByText(t('lookups.waitForUpload'))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+\s*[%٪]/ })).toBeVisible();
  await page.getByRole('progressbar').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/backoffice-upload-progress-${locale}.png` });
  await expectNoSeriousAxeViolations(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Once stored, Save is back; nothing was saved on the server before Save.
  await expect(page.locator('video')).toBeVisible({ timeout: 30_000 });
  await expect(save).toBeEnabled();
  const before = await page.request.get(`/api/admin/labors/${worker.id}`, { headers: worker.headers });
  expect(((await before.json()) as { data: { video: string | null } }).data.video).toBeNull();
  await save.click();
  await expect(notification(page, t('labors.updated'))).toBeVisible();
  const after = await page.request.get(`/api/admin/labors/${worker.id}`, { headers: worker.headers });
  expect(((await after.json()) as { data: { video: string | null } }).data.video).toMatch(/\.webm$/);

  // Another worker's passport number, typed in lower case, is refused on the field.
  await page.goto(`/LaborsEdit/${worker.id}`);
  await page.getByRole('textbox', { name: t('laborsAdmin.passportNumber') }).fill(other.passportNumber.toLowerCase());
  await page.getByRole('button', { name: t('laborsAdmin.save') }).click();
  const message = t('labors.passportTaken', { code: other.code });
  await expect(page.getByRole('textbox', { name: t('laborsAdmin.passportNumber') })).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
  await expectNoSeriousAxeViolations(page);
});

test(`the admin finds a client by the phone typed as callers give it (${locale})`, async ({ page }) => {
  await useLanguage(page, locale);
  const suffix = String(Date.now()).slice(-6);
  const phone = `5${String(Date.now()).slice(-8)}`;
  const userName = `caller.${locale}.${suffix}`;
  const registered = await page.request.post('/api/auth/register', {
    data: { userName, email: `${userName}@example.ae`, phoneNumber: phone, password: 'correct horse battery' },
  });
  expect(registered.status()).toBe(201);
  await signInAsAdmin(page);
  for (const typed of [
    `0${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`,
    `+971 ${phone}`,
    `0${phone}`.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))),
  ]) {
    await page.goto(`/ClientsList`);
    await page.getByRole('searchbox').fill(typed);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('cell', { name: userName, exact: true })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
});
