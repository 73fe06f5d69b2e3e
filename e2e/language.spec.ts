import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';
import { openSection } from './sections';
import { addWorker } from './workers';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const arrow = locale === 'ar' ? '←' : '→';

  test.describe(`language quality in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    test("a worker's page shows her skills and marital status in the reader's language", async ({ page }) => {
      const laborId = await addWorker(page.request, await suiteAdminToken(page.request), `Language Nanny ${locale} ${unique()}`);
      await page.goto(`/LaborDetails/${laborId}`);
      const main = page.getByRole('main');
      const skills = main.getByRole('region', { name: t('catalogue.skills') });
      await expect(skills.getByRole('listitem')).toHaveText([locale === 'ar' ? 'رعاية الأطفال' : 'Childcare']);
      // A woman who is single: عزباء, never the masculine غير متزوج / أعزب.
      await expect(main.getByText(locale === 'ar' ? 'عزباء' : 'Single', { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('a list counts its results with the plural of the language', async ({ page }) => {
      await signInWithToken(page, await suiteAdminToken(page.request));
      await page.goto('/MaritalStatusList');
      await expect(page.getByRole('heading', { level: 1, name: t('lookups.maritalStatusesTitle') })).toBeVisible();
      // Four values: "Showing 4 of 4 Results", "عرض 4 من 4 نتائج" (3 to 10 take the plural).
      await expect(page.getByText(t('common.showing', { shown: 4, count: 4 }), { exact: true })).toBeVisible();
      if (locale === 'ar') await expect(page.getByText('عرض 4 من 4 نتائج', { exact: true })).toBeVisible();
    });

    test('staff add an order for a new walk-in client and land on its details', async ({ page }) => {
      const adminToken = await suiteAdminToken(page.request);
      const laborId = await addWorker(page.request, adminToken, `Walk-in Nanny ${locale} ${unique()}`);
      const worker = ((await (await page.request.get(`/api/labors/${laborId}`)).json()) as { data: { code: string } }).data;
      await signInWithToken(page, adminToken);
      await page.goto('/OrdersList');
      // The back office's bar leads to it from every back-office page (in its Sales menu).
      await openSection(page, locale, 'addOrder.link');
      await expect(page).toHaveURL(/\/AddOrder$/);
      await expect(page.getByRole('heading', { level: 1, name: t('addOrder.title') })).toBeVisible();

      // Nothing chosen: the client, the worker and the package are asked for, in the page's language.
      await page.getByRole('button', { name: t('addOrder.submit') }).click();
      await expect(page.getByText(t('validation.clientRequired'))).toBeVisible();
      await expect(page.getByText(t('validation.laborRequired'))).toBeVisible();
      await expect(page.getByText(t('validation.packageRequired'))).toBeVisible();

      await page.getByRole('radio', { name: t('addOrder.newClient') }).check();
      const suffix = unique();
      await page.getByRole('textbox', { name: t('account.userName') }).fill(`walkin.${locale}.${suffix}`);
      await page.getByRole('textbox', { name: t('account.email') }).fill(`walkin.${locale}.${suffix}@example.com`);
      await page.getByRole('textbox', { name: t('account.phone') }).fill('not a phone');
      await page.getByRole('searchbox', { name: t('addOrder.searchWorker') }).fill(worker.code);
      await page.getByRole('radio', { name: new RegExp(worker.code) }).check();
      await page.getByRole('radio', { name: locale === 'ar' ? 'الباقة الرئيسية' : 'Main package' }).check();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: t('addOrder.submit') }).click();
      await expect(page.getByText(t('validation.phoneInvalid'))).toBeVisible();
      await page.getByRole('textbox', { name: t('account.phone') }).fill(`5${suffix.slice(-8)}`);
      await page.getByRole('button', { name: t('addOrder.submit') }).click();

      await expect(page).toHaveURL(/\/OrderDetails\/\d+$/);
      // The history says the agency ordered, and its arrow points the way the page reads.
      const step = page.getByRole('listitem').filter({ hasText: t('orderAction.requestOnBehalf') });
      await expect(step).toContainText(`${t('orderAction.requestOnBehalf')} ${arrow} ${t('orderStatus.Pending')}`);
      await expect(step).not.toContainText(locale === 'ar' ? '→' : '←');
    });

    // The first three are about the language itself (its fields, its plurals, the way arrows point): both.
    // Starting an order from a client's page is the same flow in either: once.
    if (locale === 'en') {
      test("an order for an existing client starts from the client's page", async ({ page }) => {
        const adminToken = await suiteAdminToken(page.request);
        const suffix = unique();
        const account = {
          userName: `phone.${locale}.${suffix}`,
          email: `phone.${locale}.${suffix}@example.com`,
          phoneNumber: `5${suffix.slice(-8)}`,
          password: `client-pass-${suffix}`,
        };
        const registered = await page.request.post('/api/auth/register', { data: account });
        const clientId = ((await registered.json()) as { data: { id: number } }).data.id;
        const laborId = await addWorker(page.request, adminToken, `Phone Nanny ${locale} ${suffix}`);
        const worker = ((await (await page.request.get(`/api/labors/${laborId}`)).json()) as { data: { code: string } }).data;
        await signInWithToken(page, adminToken);
        await page.goto(`/ClientDetails/${clientId}`);
        await page.getByRole('link', { name: t('addOrder.forClient') }).click();
        await expect(page.getByRole('radio', { name: new RegExp(account.userName) })).toBeChecked();
        await page.getByRole('searchbox', { name: t('addOrder.searchWorker') }).fill(worker.code);
        await page.getByRole('radio', { name: new RegExp(worker.code) }).check();
        // The package choices can be drawn again as the packages arrive, undoing a first click (seen once).
        const monthly = page.getByRole('radio', { name: 'Monthly package' });
        await expect(async () => {
          await monthly.check();
          await expect(monthly).toBeChecked({ timeout: 1_000 });
        }).toPass({ timeout: 10_000 });
        await page.getByRole('button', { name: t('addOrder.submit') }).click();
        await expect(page).toHaveURL(/\/OrderDetails\/\d+$/);
        await expect(page.getByText(account.userName).first()).toBeVisible();
      });
    }
  });
}
