import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatAed, formatUaeDateTime, withVat } from '../packages/shared/src/money-and-dates';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';
import { registerVerifiedClient } from './clients';
import { addWorker, apiToken } from './workers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A client who registered and confirmed her e-mail with the code: she may request a worker. */
const registerClient = (request: APIRequestContext, prefix: string) => registerVerifiedClient(request, prefix);

/** A page in its own browser context, signed in with the token, in the test's language. */
async function signedInPage(browser: Browser, locale: TLocaleName, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, locale);
  await signInWithToken(page, token);
  return page;
}

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The demo clients' password (README); the demo orders are seeded at every step on a coherent timeline. */
const DEMO_PASSWORD = 'demo-client-2026';
/** The demo clients whose seeded orders the stories move on: one waiting for approval, one approved. */
const DEMO_CLIENTS = { waiting: 'omar.saeed', approved: 'fatima.alhashimi' } as const;

type TOrderSeen = {
  id: number;
  status: string;
  actions: string[];
  priceAed: number;
  months: number | null;
  labor: { id: number };
  invoice: { totalAed: number } | null;
};

/** The first of the demo client's orders that allows `action`, in full. */
async function demoOrderAllowing(request: APIRequestContext, userName: string, action: string) {
  const token = await apiToken(request, { userName, password: DEMO_PASSWORD });
  const headers = { authorization: `Bearer ${token}` };
  const list = ((await (await request.get('/api/orders?pageSize=20', { headers })).json()) as { data: { items: Array<{ id: number }> } }).data.items;
  for (const item of list) {
    const order = ((await (await request.get(`/api/orders/${item.id}`, { headers })).json()) as { data: TOrderSeen }).data;
    if (order.actions.includes(action)) return { token, order };
  }
  throw new Error(`no demo order of ${userName} allows ${action}`);
}

/** The words and amounts of one language: each story runs once, in the language named in its title. */
function inLanguage(locale: TLocaleName) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const aed = (amount: number) => formatAed(amount, locale);
  const breakdown = (subtotal: number) => {
    const quote = withVat(subtotal);
    return t('clientOrders.priceWithVat', { price: aed(quote.subtotalAed), rate: 5, vat: aed(quote.vatAed), total: aed(quote.totalAed) });
  };
  return { t, aed, breakdown };
}

test('a worker requested with the price and VAT shown, the interview set, approval offered only after it, rejected (en)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const locale = 'en';
  const { t, aed, breakdown } = inLanguage(locale);
  await useLanguage(page, locale);
  const adminToken = await suiteAdminToken(page.request);
  const laborId = await addWorker(page.request, adminToken, `Story Nanny ${locale} ${Date.now()}`);

  // The client requests her with the Monthly package, the whole price in front of her.
  const client = await registerClient(page.request, `client${locale}`);
  await signInWithToken(page, client.token);
  const dialog = page.getByRole('dialog');
  // Another test edits the Monthly price for a moment: the page and the prices are read again until they agree.
  await expect(async () => {
    await page.goto(`/LaborDetails/${laborId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: t('catalogue.request') }).click();
    const current = ((await (await page.request.get('/api/packages')).json()) as { data: Array<{ kind: string; priceAed: number; minMonths: number | null }> })
      .data;
    const month = current.find((item) => item.kind === 'Monthly')!;
    await expect(dialog.getByText(breakdown(month.priceAed * month.minMonths!))).toBeVisible({ timeout: 1000 });
    await expect(dialog.getByText(breakdown(current.find((item) => item.kind === 'Main')!.priceAed))).toBeVisible({ timeout: 1000 });
    await expect(dialog.getByText(t('clientOrders.perMonth', { price: aed(month.priceAed), months: month.minMonths! }))).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 40_000 });
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: t('clientOrders.sendRequest') }).click();
  await expect(dialog.getByText(t('validation.packageRequired'))).toBeVisible();
  await dialog.getByRole('radio', { name: t('packageKind.Monthly') }).check();
  await dialog.getByRole('button', { name: t('clientOrders.sendRequest') }).click();
  await expect(page).toHaveURL(/\/ClientOrder\/\d+$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  await expect(alert(page, orderNumber)).toBeVisible();
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByText(t('orderStatus.Pending')).first()).toBeVisible();
  // The order keeps the price it was placed at.
  const placed = (
    (await (
      await page.request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } })
    ).json()) as {
      data: { priceAed: number; months: number | null };
    }
  ).data;
  await expect(page.getByText(breakdown(placed.priceAed * (placed.months ?? 1)))).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The admin sets an online interview.
  const admin = await signedInPage(browser, locale, adminToken);
  await admin.goto(`/OrderDetails/${orderId}`);
  const interviewAt = inDays(3).slice(0, 16);
  await admin.getByLabel(t('clientOrders.interviewAtUae')).fill(interviewAt);
  await admin.getByLabel(t('clientOrders.meetingLink')).fill('https://meet.example.com/story');
  await admin.getByRole('button', { name: t('ordersAdmin.setInterviewSubmit'), exact: true }).click();
  await expect(alert(admin, t('orders.interviewSet'))).toBeVisible();
  await expect(admin.getByText(t('orderStatus.InProgress')).first()).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  // The client sees it coming, and when she may approve; she is not offered to yet.
  await page.reload();
  await expect(page.getByRole('link', { name: 'https://meet.example.com/story' })).toBeVisible();
  await expect(page.getByText(t('clientOrders.interviewUpcoming'))).toBeVisible();
  await expect(page.getByText(t('clientOrders.approveFrom', { date: formatUaeDateTime(`${interviewAt}:00+04:00`, locale) }))).toBeVisible();
  await expect(page.getByRole('button', { name: t('orderAction.approve'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('orderAction.decline'), exact: true })).toHaveCount(0);
  // Canceling asks first, and keeping the order changes nothing.
  await page.getByRole('button', { name: t('orderAction.cancel'), exact: true }).click();
  await expect(page.getByRole('dialog').getByText(t('clientOrders.consequence.cancelClient'))).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: t('clientOrders.keepOrder') }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(t('orderStatus.InProgress')).first()).toBeVisible();

  // The admin rejects, after a dialog that says what will happen.
  await admin.reload();
  await admin.getByRole('button', { name: t('orderAction.reject'), exact: true }).click();
  const rejectDialog = admin.getByRole('dialog');
  await expect(rejectDialog.getByText(t('clientOrders.consequence.reject'))).toBeVisible();
  await rejectDialog.getByLabel(t('clientOrders.note')).fill('The worker chose another family');
  await rejectDialog.getByRole('button', { name: t('orderAction.reject'), exact: true }).click();
  await expect(alert(admin, t('orders.rejected'))).toBeVisible();

  // Closed, the interview is no longer upcoming, and nothing promises a new date.
  await page.reload();
  await expect(page.getByText(t('orderStatus.Rejected')).first()).toBeVisible();
  await expect(page.getByText(t('clientOrders.interviewCanceled'))).toBeVisible();
  await expect(page.getByText(t('clientOrders.noInterview'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'https://meet.example.com/story' })).toHaveCount(0);
});

// In Arabic: the amounts, the invoice and the IBAN are numbers inside right-to-left text.
test('after the interview: approved with the invoice announced, a tax invoice issued, paid, hired and delivered (ar)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const locale = 'ar';
  const { t, aed } = inLanguage(locale);
  await useLanguage(page, locale);
  const adminToken = await suiteAdminToken(page.request);
  const adminApi = { authorization: `Bearer ${adminToken}` };
  const { token, order } = await demoOrderAllowing(page.request, DEMO_CLIENTS.waiting, 'approve');
  const countsBefore = ((await (await page.request.get('/api/admin/orders/status-counts', { headers: adminApi })).json()) as { data: Record<string, number> })
    .data;

  // A second client asks for the same worker; her order will be closed by the hire.
  const other = await registerClient(page.request, `other${locale}`);
  const otherToken = other.token;
  const otherOrder = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${otherToken}` },
    data: { laborId: order.labor.id, package: 'Main' },
  });
  expect(otherOrder.status()).toBe(201);

  // The interview took place: the client approves, told first what the invoice will be.
  const total = withVat(order.priceAed * (order.months ?? 1)).totalAed;
  const client = await signedInPage(browser, locale, token);
  await client.goto(`/ClientOrder/${order.id}`);
  await expect(client.getByText(t('clientOrders.interviewHeld'))).toBeVisible();
  await client.getByRole('button', { name: t('orderAction.approve'), exact: true }).click();
  const approveDialog = client.getByRole('dialog');
  await expect(approveDialog.getByText(t('clientOrders.consequence.approve', { total: aed(total) }))).toBeVisible();
  await expectNoSeriousAxeViolations(client);
  await approveDialog.getByRole('button', { name: t('orderAction.approve'), exact: true }).click();
  await expect(alert(client, t('orders.approved'))).toBeVisible();

  // A UAE tax invoice: title, TRN, AED amounts.
  const invoice = client.getByRole('region', { name: t('clientOrders.taxInvoice') });
  await expect(invoice.getByText(/INV-\d{4}-\d{6}/)).toBeVisible();
  await expect(invoice.getByText(/^\d{15}$/)).toBeVisible();
  // The total, and as nothing is paid yet, the balance due: labels in both languages.
  await expect(invoice.getByRole('row').filter({ hasText: t('payments.paper.total') })).toContainText(aed(total));
  await expect(invoice.getByRole('row').filter({ hasText: t('payments.paper.balance') })).toContainText(aed(total));
  await expect(invoice).toContainText('Tax Invoice');
  await expect(invoice).toContainText('فاتورة ضريبية');
  // Printed, the invoice stands alone: no header, no actions.
  await client.emulateMedia({ media: 'print' });
  await expect(client.getByRole('heading', { name: t('clientOrders.taxInvoice') })).toBeVisible();
  await expect(invoice.getByText(t('clientOrders.trn'), { exact: false })).toBeVisible();
  await expect(client.getByRole('banner')).toBeHidden();
  await expect(client.getByRole('button', { name: t('orderAction.cancel'), exact: true })).toBeHidden();
  await client.screenshot({ path: `test-results/invoice-print-${locale}.png`, fullPage: true });
  await client.emulateMedia({ media: 'screen' });

  // Paying by transfer: the IBAN stays whole, an empty reference is caught on its field.
  await client.getByRole('radio', { name: t('paymentMethod.bankTransfer') }).check();
  await expect(client.locator('bdi[dir="ltr"]', { hasText: 'AE07 0260 0010 1234 5678 901' })).toBeVisible();
  await expect(client.getByRole('button', { name: t('clientOrders.copyIban') })).toBeVisible();
  await client.getByRole('button', { name: t('orderAction.choosePayment'), exact: true }).click();
  await expect(client.getByLabel(t('clientOrders.reference'))).toHaveAccessibleDescription(t('validation.transferReferenceRequired'));
  await expect(client.getByRole('alert').filter({ hasText: 'reference:' })).toHaveCount(0);
  await client.getByLabel(t('clientOrders.reference')).fill('FT-STORY-42');
  await client.getByRole('button', { name: t('orderAction.choosePayment'), exact: true }).click();
  await expect(alert(client, t('orders.paymentChosen'))).toBeVisible();
  await expectNoSeriousAxeViolations(client);

  // The admin confirms the payment after reading what the hire will do, then marks her delivered.
  const admin = await signedInPage(browser, locale, adminToken);
  await admin.goto(`/OrderDetails/${order.id}`);
  await expect(admin.getByText('FT-STORY-42')).toBeVisible();
  const others = ((await (await page.request.get(`/api/admin/orders/${order.id}`, { headers: adminApi })).json()) as { data: { otherOpenOrders: number } }).data
    .otherOpenOrders;
  expect(others).toBeGreaterThanOrEqual(1);
  await admin.getByRole('button', { name: t('orderAction.confirmPayment'), exact: true }).click();
  const hireDialog = admin.getByRole('dialog');
  await expect(hireDialog.getByText(t('clientOrders.consequence.confirmPayment', { count: others }))).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await hireDialog.getByRole('button', { name: t('orderAction.confirmPayment'), exact: true }).click();
  await expect(alert(admin, t('orders.hired'))).toBeVisible();
  await expect(admin.getByText(t('orderStatus.Hired')).first()).toBeVisible();
  await admin.getByRole('button', { name: t('orderAction.deliver'), exact: true }).click();
  await expect(admin.getByRole('dialog').getByText(t('clientOrders.consequence.deliver'))).toBeVisible();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: t('orderAction.deliver'), exact: true })
    .click();
  await expect(alert(admin, t('orders.delivered'))).toBeVisible();
  await expect(admin.getByText(t('orderStatus.Delivered')).first()).toBeVisible();

  // She is In-Service and no longer requestable.
  await client.goto(`/LaborDetails/${order.labor.id}`);
  await expect(client.getByText(t('catalogue.status.InService')).first()).toBeVisible();
  await expect(client.getByRole('button', { name: t('catalogue.request') })).toHaveCount(0);

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
  await expectNoSeriousAxeViolations(admin);
});
