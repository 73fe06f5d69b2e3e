import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { E2E_ADMIN, uniquePassport } from './constants';
import { expect, expectNoSeriousAxeViolations, test, useLanguage, type TLocaleName } from './fixtures';

// A 1x1 PNG, written by the test: no binary fixture in the repository.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;

async function apiToken(request: APIRequestContext, credentials: { userName: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: { userName: credentials.userName, password: credentials.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** An Available worker of our own, so the two languages never request the same one. */
async function addWorker(request: APIRequestContext, adminToken: string, name: string) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const photo = await request.post('/api/uploads/image', { headers, multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } } });
  const { image, thumbnail } = ((await photo.json()) as { data: { image: string; thumbnail: string } }).data;
  const response = await request.post('/api/admin/labors', {
    headers,
    data: {
      name,
      dateOfBirth: yearsAgo(29),
      gender: 'female',
      countryId: 1,
      positionId: 2,
      religionId: 2,
      educationLevelId: 3,
      maritalStatusId: 1,
      passportNumber: uniquePassport(),
      passportIssueDate: '2023-01-01',
      passportExpiryDate: '2033-01-01',
      passportIssuePlace: 'Manila',
      address: 'Quezon City',
      salaryAed: 2200,
      skills: ['Childcare'],
      experiences: [{ country: 'Kuwait', position: 'Nanny', period: '3 years' }],
      photo: image,
      thumbnail,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function registerClient(request: APIRequestContext, prefix: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { userName: `${prefix}.${suffix}`, email: `${prefix}.${suffix}@example.com`, phoneNumber: `5${suffix.slice(-8)}`, password: `client-pass-${suffix}` };
  expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
  return account;
}

/** A page in its own browser context, signed in with the token, in the test's language. */
async function signedInPage(browser: Browser, locale: TLocaleName, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, locale);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return page;
}

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test(`a worker requested, interviewed, approved, paid for, hired and delivered (${locale})`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    await useLanguage(page, locale);
    const adminToken = await apiToken(page.request, E2E_ADMIN);
    const laborId = await addWorker(page.request, adminToken, `Story Nanny ${locale} ${Date.now()}`);
    const adminApi = { authorization: `Bearer ${adminToken}` };
    const countsBefore = ((await (await page.request.get('/api/admin/orders/status-counts', { headers: adminApi })).json()) as { data: Record<string, number> }).data;

    // A second client asks for the same worker first; her order will be closed by the hire.
    const other = await registerClient(page.request, `other${locale}`);
    const otherToken = await apiToken(page.request, other);
    const otherOrder = await page.request.post('/api/orders', { headers: { authorization: `Bearer ${otherToken}` }, data: { laborId, package: 'Main' } });
    expect(otherOrder.status()).toBe(201);

    // The client requests her with the Monthly package.
    const client = await registerClient(page.request, `client${locale}`);
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('token', token), await apiToken(page.request, client));
    await page.goto(`/LaborDetails/${laborId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: t('catalogue.request') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('clientOrders.sendRequest') }).click();
    await expect(dialog.getByText(t('validation.packageRequired'))).toBeVisible();
    await dialog.getByRole('radio', { name: t('packageKind.Monthly') }).check();
    await dialog.getByRole('button', { name: t('clientOrders.sendRequest') }).click();
    await expect(page).toHaveURL(/\/ClientOrder\/\d+$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    await expect(alert(page, orderNumber)).toBeVisible();
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByText(t('orderStatus.Pending')).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The admin sets an online interview.
    const admin = await signedInPage(browser, locale, adminToken);
    await admin.goto(`/OrderDetails/${orderId}`);
    await admin.getByLabel(t('clientOrders.interviewAtUae')).fill(inDays(3).slice(0, 16));
    await admin.getByLabel(t('clientOrders.meetingLink')).fill('https://meet.example.com/story');
    await admin.getByRole('button', { name: t('orderAction.setInterview'), exact: true }).click();
    await expect(alert(admin, t('orders.interviewSet'))).toBeVisible();
    await expect(admin.getByText(t('orderStatus.InProgress')).first()).toBeVisible();
    await expectNoSeriousAxeViolations(admin);

    // The client sees it, approves, and chooses a bank transfer.
    await page.reload();
    await expect(page.getByRole('link', { name: 'https://meet.example.com/story' })).toBeVisible();
    await page.getByRole('button', { name: t('orderAction.approve'), exact: true }).click();
    await expect(alert(page, t('orders.approved'))).toBeVisible();
    await expect(page.getByText(/INV-\d{4}-\d{6}/)).toBeVisible();
    // Printed, the invoice stands alone: no header, no actions.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(/INV-\d{4}-\d{6}/)).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: t('orderAction.cancel'), exact: true })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('radio', { name: t('paymentMethod.bankTransfer') }).check();
    await page.getByRole('button', { name: t('orderAction.choosePayment'), exact: true }).click();
    await expect(page.locator('form').getByText(t('validation.transferReferenceRequired'))).toBeVisible();
    await page.getByLabel(t('clientOrders.reference')).fill('FT-STORY-42');
    await page.getByRole('button', { name: t('orderAction.choosePayment'), exact: true }).click();
    await expect(alert(page, t('orders.paymentChosen'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The admin confirms the payment, which hires her, then marks her delivered.
    await admin.reload();
    await expect(admin.getByText('FT-STORY-42')).toBeVisible();
    await admin.getByRole('button', { name: t('orderAction.confirmPayment'), exact: true }).click();
    await expect(alert(admin, t('orders.hired'))).toBeVisible();
    await expect(admin.getByText(t('orderStatus.Hired')).first()).toBeVisible();
    await admin.getByRole('button', { name: t('orderAction.deliver'), exact: true }).click();
    await expect(alert(admin, t('orders.delivered'))).toBeVisible();
    await expect(admin.getByText(t('orderStatus.Delivered')).first()).toBeVisible();

    // She is In-Service and no longer requestable.
    await page.goto(`/LaborDetails/${laborId}`);
    await expect(page.getByText(t('catalogue.status.InService')).first()).toBeVisible();
    await expect(page.getByText(t('clientOrders.notRequestable'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('catalogue.request') })).toHaveCount(0);

    // The other client sees her order canceled, and why.
    const otherPage = await signedInPage(browser, locale, otherToken);
    await otherPage.goto('/CLientOrders');
    await expect(otherPage.getByText(t('orderStatus.Canceled'))).toBeVisible();
    await otherPage.getByRole('link', { name: /^SO-/ }).click();
    await expect(otherPage.getByText(t('orders.autoCanceledNote'))).toBeVisible();
    await expectNoSeriousAxeViolations(otherPage);

    // The dashboard shows the figures of the moment, and the delivered count has moved.
    await admin.goto('/Dashboard');
    const counts = ((await (await page.request.get('/api/admin/orders/status-counts', { headers: adminApi })).json()) as { data: Record<string, number> }).data;
    expect(counts.Delivered).toBeGreaterThan(countsBefore.Delivered!);
    await expect(admin.getByTestId('status-Delivered')).toContainText(String(counts.Delivered));
    await expect(admin.getByRole('heading', { name: t('dashboard.byCountry') })).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await admin.screenshot({ path: `test-results/dashboard-${locale}.png`, fullPage: true });
  });
}
