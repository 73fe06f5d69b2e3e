import type { Locator, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, suiteAdminToken, test, useLanguage } from './fixtures';
import { addWorker } from './workers';

const TEXT = {
  en: {
    whatsApp: 'Ask on WhatsApp',
    nationality: 'Nationality',
    ageRange: 'Age range',
    sort: 'Sort by',
    philippines: 'Philippines',
    youngToOld: 'Age: young to old',
    showing: /^Showing (\d+) of (\d+) Results$/,
    prev: 'PREV',
    next: 'NEXT',
    noVideo: 'No video available',
    request: 'Request this worker',
    yourName: 'Your name',
    phone: 'Phone number',
    message: 'Message',
    preferredDate: 'Preferred date',
    sendEnquiry: 'Send enquiry',
    sendCallback: 'Request a call back',
    enquirySent: 'Thank you, we received your enquiry and will call you soon',
    callbackSent: 'Thank you, we will call you on the date you chose',
    dateInPast: 'Date Cannot Be In Past',
    notFound: 'Page Not Found',
  },
  ar: {
    whatsApp: 'اسأل عبر واتساب',
    nationality: 'الجنسية',
    ageRange: 'الفئة العمرية',
    sort: 'الترتيب حسب',
    philippines: 'الفلبين',
    youngToOld: 'العمر: من الأصغر إلى الأكبر',
    showing: /^عرض (\d+) من (\d+) نتيجة$/,
    prev: 'السابق',
    next: 'التالي',
    noVideo: 'لا يوجد فيديو',
    request: 'اطلب هذه العاملة',
    yourName: 'اسمك',
    phone: 'رقم الهاتف',
    message: 'الرسالة',
    preferredDate: 'التاريخ المفضل',
    sendEnquiry: 'إرسال الاستفسار',
    sendCallback: 'اطلب معاودة الاتصال',
    enquirySent: 'شكرًا لك، استلمنا استفسارك وسنتصل بك قريبًا',
    callbackSent: 'شكرًا لك، سنتصل بك في التاريخ الذي اخترته',
    dateInPast: 'لا يمكن أن يكون التاريخ في الماضي',
    notFound: 'الصفحة غير موجودة',
  },
} as const;

const cards = (page: Page) => page.locator('#catalogue article');
const fieldTexts = (page: Page, field: string) => cards(page).locator(`[data-field="${field}"]`).allTextContents();

/** The catalogue has finished loading: no placeholder page on screen. */
async function settled(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('#catalogue [aria-busy="true"]')).toHaveCount(0);
}

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A required field's label ends with Mantine's asterisk. */
const field = (form: Locator | Page, label: string) => form.getByLabel(new RegExp(`^${label}`));

async function fill(form: Locator, label: string, value: string) {
  await field(form, label).fill(value);
}

for (const locale of ['en', 'ar'] as const) {
  const text = TEXT[locale];

  test.describe(`catalogue in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    // Each runs once. Filtering in Arabic: the nationality is matched by its Arabic name; the
    // callback's Arabic date message is in worker-story.spec, the English 404 page in errors.spec.
    if (locale === 'ar') {
      test('filters by nationality and age range, in the address, surviving a reload', async ({ page }) => {
        await page.goto('/');
        await settled(page);
        const catalogue = page.locator('#catalogue');
        // Each nationality says how many workers it would show: "الفلبين (12)".
        const nationality = catalogue.getByLabel(text.nationality, { exact: true });
        await expect(nationality.locator('option', { hasText: new RegExp(`^${text.philippines} \\(\\d+\\)$`) })).toHaveCount(1);
        await nationality.selectOption(await nationality.locator('option', { hasText: text.philippines }).getAttribute('value'));
        await catalogue.getByLabel(text.ageRange, { exact: true }).selectOption('26-30');
        await expect(page).toHaveURL(/nationality=1/);
        await expect(page).toHaveURL(/ageRange=26-30/);
        await settled(page);

        const check = async () => {
          const nationalities = await fieldTexts(page, 'nationality');
          const ages = (await fieldTexts(page, 'age')).map(Number);
          expect(nationalities.length).toBeGreaterThan(0);
          expect(new Set(nationalities)).toEqual(new Set([text.philippines]));
          for (const age of ages) expect(age >= 26 && age <= 30, `age ${age}`).toBe(true);
        };
        await expect(check).toPass();

        await page.reload();
        await settled(page);
        await expect(catalogue.getByLabel(text.nationality, { exact: true })).toHaveValue('1');
        await expect(catalogue.getByLabel(text.ageRange, { exact: true })).toHaveValue('26-30');
        await expect(check).toPass();
      });
    }

    if (locale === 'en') {
      test('sorts by age from young to old and pages with PREV and NEXT', async ({ page }) => {
        await page.goto('/');
        await settled(page);
        const catalogue = page.locator('#catalogue');
        await catalogue.getByLabel(text.sort, { exact: true }).selectOption({ label: text.youngToOld });
        await expect(page).toHaveURL(/sort=ageAsc/);
        await settled(page);
        await expect(async () => {
          const ages = (await fieldTexts(page, 'age')).map(Number);
          expect(ages.length).toBeGreaterThan(1);
          expect(ages).toEqual([...ages].sort((a, b) => a - b));
        }).toPass();

        const showing = catalogue.getByText(text.showing);
        await expect(showing).toBeVisible();
        const [, shown, total] = text.showing.exec((await showing.textContent()) ?? '')!;
        expect(Number(shown)).toBe(await cards(page).count());
        expect(Number(total)).toBeGreaterThanOrEqual(60);
        // A page to go to is a link (it works without JavaScript); none is a disabled button.
        const prev = catalogue.getByRole('link', { name: text.prev, exact: true });
        const next = catalogue.getByRole('link', { name: text.next, exact: true });
        await expect(catalogue.getByRole('button', { name: text.prev, exact: true })).toBeDisabled();
        const firstCode = await cards(page).first().locator('[data-field="code"]').textContent();
        const oldestOnPage1 = Math.max(...(await fieldTexts(page, 'age')).map(Number));

        await next.click();
        await expect(page).toHaveURL(/page=2/);
        await settled(page);
        await expect(prev).toBeVisible();
        await expect(cards(page).first().locator('[data-field="code"]')).not.toHaveText(firstCode!);
        expect(Math.min(...(await fieldTexts(page, 'age')).map(Number))).toBeGreaterThanOrEqual(oldestOnPage1);

        await prev.click();
        await expect(page).not.toHaveURL(/page=2/);
        await expect(cards(page).first().locator('[data-field="code"]')).toHaveText(firstCode!);
        await expectNoSeriousAxeViolations(page);
      });
    }

    if (locale === 'en') {
      test('a worker: details, WhatsApp with the code, no video, enquiry', async ({ page }) => {
        await page.goto('/');
        await settled(page);
        const first = cards(page).first();
        const code = (await first.locator('[data-field="code"]').textContent())!;
        await first.getByRole('link').click();
        await expect(page).toHaveURL(/\/LaborDetails\/\d+$/);
        const main = page.getByRole('main');
        // The address changes before the details page replaces the catalogue: wait for the single code.
        await expect(main.locator('[data-field="code"]')).toHaveCount(1);
        await expect(main.locator('[data-field="code"]')).toHaveText(code);
        await expect(main.getByRole('link', { name: text.whatsApp })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/.*${encodeURIComponent(code)}`));
        const id = /\/LaborDetails\/(\d+)$/.exec(page.url())![1];
        await expect(main.getByRole('link', { name: text.request })).toHaveAttribute(
          'href',
          `/Login?next=${encodeURIComponent(`/LaborDetails/${id}?request=1`)}`,
        );
        await expectNoSeriousAxeViolations(page);

        await page.goto('/LaborDetails/1');
        // She has no video: no empty video section.
        await expect(main.locator('[data-field="code"]')).toHaveCount(1);
        await expect(main.getByText(text.noVideo, { exact: true })).toHaveCount(0);
        await expect(main.locator('#video-title')).toHaveCount(0);
        // The enquiry form loads as the visitor scrolls towards it.
        await page.locator('#enquiry-title').scrollIntoViewIfNeeded();
        const form = main.locator('form').filter({ has: field(page, text.message) });
        await fill(form, text.yourName, `Visitor ${locale}`);
        await fill(form, text.phone, '501234567');
        await fill(form, text.message, 'Is she available next month?');
        await form.getByRole('button', { name: text.sendEnquiry }).click();
        const sent = form.getByRole('status');
        await expect(sent).toBeVisible();
        await expect(sent).toHaveText(text.enquirySent);
      });
    }

    if (locale === 'en') {
      test('a callback request refuses a past date, then is sent', async ({ page }) => {
        await page.goto('/');
        await settled(page);
        // The callback form loads as the visitor scrolls towards it.
        await page.locator('#callback-title').scrollIntoViewIfNeeded();
        const form = page.locator('#catalogue form').filter({ has: field(page, text.preferredDate) });
        await fill(form, text.yourName, `Caller ${locale}`);
        await fill(form, text.phone, '501234568');
        await fill(form, text.preferredDate, '2020-01-01');
        await form.getByRole('button', { name: text.sendCallback }).click();
        const date = field(form, text.preferredDate);
        await expect(date).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(text.dateInPast)).toBeVisible();

        await date.fill(inFuture(7));
        await form.getByRole('button', { name: text.sendCallback }).click();
        const sent = form.getByRole('status');
        await expect(sent).toBeVisible();
        await expect(sent).toHaveText(text.callbackSent);
      });
    }

    if (locale === 'ar') {
      test("an address that is no worker's is the 404 page", async ({ page }) => {
        await page.goto('/LaborDetails/abc');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: text.notFound })).toBeVisible();
      });
    }

    if (locale === 'en') {
      test('a worker who is gone says so and offers similar workers, with the catalogue filtered to her profession', async ({ page }) => {
        const t = (key: string) => translate(locale, key);
        // Hidden by staff: her profession is known, and workers of it are offered.
        const adminToken = await suiteAdminToken(page.request);
        const laborId = await addWorker(page.request, adminToken, `Gone Worker ${locale} ${Date.now()}`, { isActive: false });
        for (const address of [`/LaborDetails/${laborId}`, '/LaborDetails/999999']) {
          await page.goto(address);
          await expect(page.getByRole('heading', { level: 1, name: t('catalogue.goneTitle') })).toBeVisible();
          await expect(page.getByRole('heading', { name: text.notFound })).toHaveCount(0);
          const similar = page.getByRole('region', { name: t('catalogue.similarTitle') });
          await expect(similar.getByRole('article').first()).toBeVisible();
        }
        await page.goto(`/LaborDetails/${laborId}`);
        // The link names her profession once the similar workers have come.
        await expect(
          page
            .getByRole('region', { name: t('catalogue.similarTitle') })
            .getByRole('article')
            .first(),
        ).toBeVisible();
        await page.getByRole('link', { name: t('catalogue.seeSimilar') }).click();
        await expect(page).toHaveURL(/\/Workers\?profession=2$/);
        await expect(page.getByRole('heading', { level: 1, name: t('catalogue.title') })).toBeVisible();
      });
    }
  });
}
