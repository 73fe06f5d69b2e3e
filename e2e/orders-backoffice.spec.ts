import { verifyEmailThroughApi } from './clients';
import type { APIRequestContext } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';

async function tokenOf(request: APIRequestContext, credentials: { userName: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: { userName: credentials.userName, password: credentials.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A new client with one Pending order for an Available demo worker. */
async function clientWithOrder(request: APIRequestContext, prefix: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    userName: `${prefix}.${suffix}`,
    email: `${prefix}.${suffix}@example.com`,
    phoneNumber: `5${suffix.slice(-8)}`,
    password: `client-pass-${suffix}`,
  };
  expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
  const token = await tokenOf(request, account);
  await verifyEmailThroughApi(request, { email: account.email, token });
  const workers = ((await (await request.get('/api/labors?pageSize=48&sort=ageDesc')).json()) as { data: { items: Array<{ id: number; status: string }> } })
    .data.items;
  const available = workers.filter((worker) => worker.status === 'Available');
  const worker = available[Math.floor(Math.random() * available.length)]!;
  const response = await request.post('/api/orders', { headers: { authorization: `Bearer ${token}` }, data: { laborId: worker.id, package: 'Main' } });
  expect(response.status()).toBe(201);
  const order = ((await response.json()) as { data: { id: number; number: string } }).data;
  return { token, order };
}

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`order lists in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    // Each runs once: the Arabic client list and the TRN message in Arabic, the admin's lists and prices in English.
    if (locale === 'ar') {
      test("a client finds an order by number; another client's order is the 404 page", async ({ page }) => {
        const mine = await clientWithOrder(page.request, `lists${locale}`);
        await signInWithToken(page, mine.token);
        await page.goto('/CLientOrders');
        await expect(page.getByRole('heading', { name: t('header.myOrders') })).toBeVisible();
        await page.getByRole('searchbox', { name: t('clientOrders.searchByNumber') }).fill(mine.order.number.slice(3));
        await page.getByRole('button', { name: t('clients.searchSubmit'), exact: true }).click();
        await expect(page.getByText(t('common.showing', { shown: 1, count: 1 }))).toBeVisible();
        await expect(page.getByRole('link', { name: mine.order.number })).toBeVisible();
        await expectNoSeriousAxeViolations(page);

        const theirs = await clientWithOrder(page.request, `other${locale}`);
        await page.goto(`/ClientOrder/${theirs.order.id}`);
        await expect(page.getByRole('heading', { name: t('errors.notFoundTitle') })).toBeVisible();
      });
    }

    if (locale === 'en') {
      test('the admin lists orders by status and package, and the dashboard shows the totals', async ({ page }) => {
        // Three back-office pages, two accessibility scans and a wait for the same moment's data.
        const { order } = await clientWithOrder(page.request, `admin${locale}`);
        await signInWithToken(page, await suiteAdminToken(page.request));
        await page.goto('/OrdersList?status=Pending&package=Main');
        await expect(page.getByRole('combobox', { name: t('clientOrders.status') })).toHaveValue('Pending');
        await page.getByRole('searchbox', { name: t('clientOrders.searchByNumber') }).fill(order.number);
        await page.getByRole('button', { name: t('clients.searchSubmit'), exact: true }).click();
        await expect(page.getByRole('link', { name: order.number })).toBeVisible();
        await expectNoSeriousAxeViolations(page);

        await page.goto('/OrderStatus');
        await expect(page.getByRole('button', { name: new RegExp(t('orderStatus.Pending')) })).toHaveAttribute('aria-pressed', 'true');
        await page.getByRole('button', { name: new RegExp(t('orderStatus.Delivered')) }).click();
        await expect(page).toHaveURL(/status=Delivered/);
        await expectNoSeriousAxeViolations(page);

        await page.goto('/Dashboard');
        const adminToken = await suiteAdminToken(page.request);
        // Tests running beside this one add workers: the page and the API are compared on the same moment's data.
        await expect(async () => {
          await page.reload();
          await expect(page.getByRole('heading', { name: t('dashboard.passports') })).toBeVisible();
          const board = (
            (await (await page.request.get('/api/admin/dashboard', { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
              data: { totals: { workers: number } };
            }
          ).data;
          await expect(page.getByTestId('total-workers')).toContainText(String(board.totals.workers), { timeout: 2_000 });
        }).toPass({ timeout: 20_000 });
      });
    }

    if (locale === 'ar') {
      test("the admin keeps the tax invoice's details in the settings; a TRN that is not 15 digits is refused on its field", async ({ page }) => {
        await signInWithToken(page, await suiteAdminToken(page.request));
        await page.goto('/SiteSettings');
        await expect(page.getByRole('heading', { name: t('contentAdmin.invoiceSettings') })).toBeVisible();
        const legalName = `${t('contentAdmin.setting.agencyLegalName')} (${t('contentAdmin.in.ar')})`;
        await expect(page.getByRole('textbox', { name: legalName })).toHaveValue('سكينة لخدمات العمالة المنزلية ذ.م.م.');
        const trn = page.getByRole('textbox', { name: t('contentAdmin.setting.agencyTrn') });
        const saved = await trn.inputValue();
        await trn.fill('12345');
        await page.getByRole('button', { name: t('lookups.save') }).click();
        await expect(trn).toHaveAccessibleDescription(t('validation.trnInvalid'));
        await expectNoSeriousAxeViolations(page);
        await trn.fill(saved);
        await page.getByRole('button', { name: t('lookups.save') }).click();
        await expect(page.getByRole('alert').filter({ hasText: t('cms.updated') })).toBeVisible();
      });
    }

    if (locale === 'en') {
      test('the admin edits the Monthly package and clients see the new price', async ({ page }) => {
        const adminToken = await suiteAdminToken(page.request);
        const headers = { authorization: `Bearer ${adminToken}` };
        const before = (
          (await (await page.request.get('/api/admin/packages', { headers })).json()) as { data: Array<Record<string, unknown> & { kind: string }> }
        ).data.find((item) => item.kind === 'Monthly')!;
        await signInWithToken(page, adminToken);
        await page.goto('/MonthlyPackage');
        const price = page.getByRole('textbox', { name: t('packagesAdmin.pricePerMonth') });
        await price.fill('');
        await page.getByRole('button', { name: t('lookups.save') }).click();
        await expect(page.getByText(t('validation.priceRequired'))).toBeVisible();
        const newPrice = '3250';
        await price.fill(newPrice);
        await page.getByRole('button', { name: t('lookups.save') }).click();
        await expect(page.getByRole('alert').filter({ hasText: t('orders.packagesUpdated') })).toBeVisible();
        const packages = ((await (await page.request.get('/api/packages')).json()) as { data: Array<{ kind: string; priceAed: number }> }).data;
        expect([3250, 3300]).toContain(packages.find((item) => item.kind === 'Monthly')!.priceAed);
        await expectNoSeriousAxeViolations(page);
        // Prices are shared by every test running beside this one: the old one goes back at once.
        const { name, nameAr, description, descriptionAr, priceAed, minMonths, includes, includesAr, isActive } = before;
        const restored = await page.request.put('/api/admin/packages/Monthly', {
          headers,
          data: { name, nameAr, description, descriptionAr, priceAed, minMonths, includes, includesAr, isActive },
        });
        expect(restored.status(), await restored.text()).toBe(200);
      });
    }
  });
}
