import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { uniquePassport } from './constants';
import { recordWebm } from './media';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';

// A 1x1 PNG, written by the test: no binary fixture in the repository.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const yearsAgo = (years: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - 40)).toISOString().slice(0, 10);
};
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Once, in Arabic: the nationality picked by its Arabic name, the Arabic date message of the callback.
const locale = 'ar';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test(`a new worker with a video: found by nationality and age, played, marked In-Service, an enquiry about her and a callback (${locale})`, async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await useLanguage(page, locale);
  const adminToken = await suiteAdminToken(page.request);
  await signInWithToken(page, adminToken);

  // The admin adds her with a photo, a video and two job experiences.
  const name = `Video Nanny ${locale} ${Date.now()}`;
  await page.goto('/AddLabor');
  const box = (key: string, params: Record<string, number> = {}) => page.getByRole('textbox', { name: t(key, params), exact: true });
  await box('laborsAdmin.name').fill(name);
  await page.getByLabel(t('laborsAdmin.dateOfBirth')).fill(yearsAgo(28));
  await page.getByRole('combobox', { name: t('laborsAdmin.gender'), exact: true }).selectOption('female');
  await page.getByRole('combobox', { name: t('laborsAdmin.nationality'), exact: true }).selectOption({ label: 'إندونيسيا' });
  for (const key of ['laborsAdmin.religion', 'laborsAdmin.maritalStatus', 'laborsAdmin.position', 'laborsAdmin.education']) {
    await page.getByRole('combobox', { name: t(key), exact: true }).selectOption({ index: 1 });
  }
  await box('laborsAdmin.address').fill('Jakarta');
  await box('laborsAdmin.passportNumber').fill(uniquePassport());
  await page.getByLabel(t('laborsAdmin.passportIssueDate')).fill('2022-02-01');
  await page.getByLabel(t('laborsAdmin.passportExpiryDate')).fill('2032-02-01');
  await box('laborsAdmin.passportIssuePlace').fill('Jakarta');
  await page.getByRole('spinbutton', { name: t('laborsAdmin.salary') }).fill('2100');
  await box('laborsAdmin.skillName', { n: 1 }).fill('Childcare');
  await box('laborsAdmin.skillNameAr', { n: 1 }).fill('رعاية الأطفال');
  await page.getByRole('button', { name: t('laborsAdmin.addExperience') }).click();
  for (const [index, [country, position, period]] of [
    ['Oman', 'Nanny', '2 years'],
    ['Qatar', 'Housemaid', '1 year'],
  ].entries()) {
    await page
      .getByRole('textbox', { name: t('laborsAdmin.expCountry'), exact: true })
      .nth(index)
      .fill(country!);
    await page
      .getByRole('textbox', { name: t('laborsAdmin.expPosition'), exact: true })
      .nth(index)
      .fill(position!);
    await page
      .getByRole('textbox', { name: t('laborsAdmin.expPeriod'), exact: true })
      .nth(index)
      .fill(period!);
  }
  await page.getByLabel(t('laborsAdmin.photo')).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: t('lookups.preview') })).toBeVisible();
  await page
    .getByLabel(t('laborsAdmin.video'))
    .first()
    .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: await recordWebm(page) });
  await expect(page.locator('video')).toBeVisible();
  await page.getByRole('button', { name: t('laborsAdmin.addSubmit') }).click();
  await expect(alert(page, t('labors.added'))).toBeVisible();
  await expect(page).toHaveURL(/\/LaborsView\/\d+$/);
  const laborId = /\/LaborsView\/(\d+)$/.exec(page.url())![1];

  // A visitor finds her by nationality and age range.
  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, locale);
  await visitor.goto('/');
  const catalogue = visitor.locator('#catalogue');
  // Each nationality says how many workers it would show: "إندونيسيا (5)".
  const nationality = catalogue.getByLabel(t('catalogue.nationality'), { exact: true });
  await nationality.selectOption(await nationality.locator('option', { hasText: 'إندونيسيا' }).getAttribute('value'));
  await catalogue.getByLabel(t('catalogue.ageRange'), { exact: true }).selectOption('26-30');
  await expect(visitor).toHaveURL(/ageRange=26-30/);
  const card = catalogue.locator('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);

  // Her details page plays the video, served in ranges so it seeks.
  await card.getByRole('link').first().click();
  await expect(visitor).toHaveURL(new RegExp(`/LaborDetails/${laborId}$`));
  const video = visitor.locator('main video');
  await expect(video).toBeVisible();
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 600));
    return element.currentTime > 0 && element.readyState >= 2;
  });
  expect(played).toBe(true);
  const src = (await video.getAttribute('src'))!;
  const range = await visitor.request.get(src, { headers: { Range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
  expect(await range.body()).toHaveLength(100);
  await expectNoSeriousAxeViolations(visitor);

  // The admin marks her In-Service: she has no placement, so the change is explained and confirmed first.
  await page.goto(`/LaborsView/${laborId}`);
  await page
    .getByRole('combobox', { name: new RegExp(t('laborsAdmin.status')) })
    .first()
    .selectOption('InService');
  const question = page.getByRole('dialog', { name: t('laborsAdmin.confirmStatusTitle') });
  await expect(question.getByText(t('labors.statusNoPlacement'))).toBeVisible();
  await question.getByRole('button', { name: t('laborsAdmin.confirmStatus') }).click();
  await expect(alert(page, t('labors.statusChanged'))).toBeVisible();
  await visitor.goto(`/?nationality=2&ageRange=26-30`);
  await expect(catalogue.locator('article').filter({ hasText: name }).getByText(t('catalogue.status.InService'))).toBeVisible();

  // A visitor asks for a call back about her: a past date is refused, then it is sent and listed.
  const caller = `Caller ${locale} ${Date.now()}`;
  await visitor.goto(`/LaborDetails/${laborId}`);
  await visitor.locator('#enquiry-title').scrollIntoViewIfNeeded();
  const enquiry = visitor.locator('main form').filter({ has: visitor.getByLabel(new RegExp(`^${t('catalogue.message')}`)) });
  await enquiry.getByLabel(new RegExp(`^${t('catalogue.yourName')}`)).fill(caller);
  await enquiry.getByLabel(new RegExp(`^${t('catalogue.phoneNumber')}`)).fill('504444444');
  await enquiry.getByLabel(new RegExp(`^${t('catalogue.message')}`)).fill('Can we meet her this week?');
  await enquiry.getByRole('button', { name: t('catalogue.sendEnquiry') }).click();
  await expect(enquiry.getByRole('status')).toHaveText(t('enquiries.sent'));
  await visitor.goto('/ContactUs');
  const form = visitor.locator('form').filter({ has: visitor.getByLabel(new RegExp(`^${t('catalogue.preferredDate')}`)) });
  await form.getByLabel(new RegExp(`^${t('catalogue.yourName')}`)).fill(caller);
  await form.getByLabel(new RegExp(`^${t('catalogue.phoneNumber')}`)).fill('504444444');
  await form.getByLabel(new RegExp(`^${t('catalogue.preferredDate')}`)).fill('2020-01-01');
  await form.getByRole('button', { name: t('catalogue.sendCallback') }).click();
  await expect(form.getByText(t('validation.dateInPast'))).toBeVisible();
  await form.getByLabel(new RegExp(`^${t('catalogue.preferredDate')}`)).fill(inFuture(5));
  await form.getByRole('button', { name: t('catalogue.sendCallback') }).click();
  await expect(form.getByRole('status')).toHaveText(t('enquiries.callbackSent'));
  await expectNoSeriousAxeViolations(visitor);

  await page.goto(`/EnquireList?search=${encodeURIComponent(caller)}`);
  await expect(page.getByText(t('common.showing', { shown: 2, count: 2 }))).toBeVisible();
  await expect(page.getByRole('cell', { name: t('enquiriesAdmin.callback'), exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Can we meet her this week?' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
});
