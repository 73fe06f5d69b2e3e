import { todayInUae } from '../packages/shared/src/uae-time';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';
import { addWorker } from './workers';

const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const ar = (key: string, params?: Record<string, string | number>) => translate('ar', key, params);

test('a callback request sent in English is called back, noted, followed up and converted into a client with an order by staff in Arabic', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const name = `Caller ${stamp}`;
  const token = await suiteAdminToken(page.request);
  const workerName = `Pipeline Worker ${stamp}`;
  await addWorker(page.request, token, workerName);

  // The visitor asks to be called today, from the home page, in English.
  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, 'en');
  await visitor.goto('/');
  await visitor.locator('#callback-title').scrollIntoViewIfNeeded();
  const callbackForm = visitor.locator('form[aria-labelledby="callback-title"]');
  await callbackForm.getByRole('textbox', { name: en('catalogue.yourName') }).fill(name);
  await callbackForm.getByRole('textbox', { name: en('catalogue.phoneNumber') }).fill(`5${stamp.slice(-8)}`);
  await callbackForm.getByLabel(en('catalogue.preferredDate')).fill(todayInUae());
  await callbackForm.getByRole('button', { name: en('catalogue.sendCallback') }).click();
  await expect(callbackForm.getByRole('status')).toHaveText(en('enquiries.callbackSent'));

  // Staff, in Arabic, go from the dashboard's count to today's callbacks and find it there.
  await useLanguage(page, 'ar');
  await signInWithToken(page, token);
  await page.goto('/Dashboard');
  await page.getByTestId('enquiries-due').click();
  await expect(page.getByRole('heading', { level: 1, name: ar('enquiriesAdmin.todayTitle') })).toBeVisible();
  const call = page.getByRole('listitem', { name });
  await expect(call.getByText(ar('enquiriesAdmin.dueToday'))).toBeVisible();
  await call.getByRole('textbox', { name: ar('enquiriesAdmin.quickNoteLabel', { name }) }).fill('اتصلت بها: تريد عاملة من الفلبين');
  await call.getByRole('button', { name: ar('enquiriesAdmin.addNote') }).click();
  await expect(page.getByRole('alert').filter({ hasText: ar('enquiries.noteAdded') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // On its page: the note is there; staff set a follow-up day.
  await call.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('region', { name: ar('enquiriesAdmin.notes') }).getByText('اتصلت بها: تريد عاملة من الفلبين')).toBeVisible();
  await page.getByLabel(ar('enquiriesAdmin.followUpOn')).fill('2099-01-15');
  await page.getByRole('button', { name: ar('enquiriesAdmin.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: ar('enquiries.saved') })).toBeVisible();

  // Converted: a new client from the request (her e-mail added), the worker staff choose, a package.
  await page.getByRole('button', { name: ar('enquiriesAdmin.convert') }).click();
  const form = page.getByRole('form', { name: ar('enquiriesAdmin.convertTitle') });
  await expect(form.getByRole('textbox', { name: ar('account.userName') })).toHaveValue(`caller.${stamp}`);
  await form.getByRole('textbox', { name: ar('account.email') }).fill(`caller.${stamp}@example.ae`);
  await form.getByRole('searchbox', { name: ar('addOrder.searchWorker') }).fill(workerName);
  await form.getByRole('radio', { name: new RegExp(workerName) }).check();
  await form.getByRole('radio', { name: 'الباقة الرئيسية' }).check();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: ar('enquiriesAdmin.convert') }).click();
  await expect(page).toHaveURL(/\/OrderDetails\/\d+$/);
  const orderId = /\/OrderDetails\/(\d+)$/.exec(page.url())![1];
  const order = (await (await page.request.get(`/api/admin/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  expect(order.client.userName).toBe(`caller.${stamp}`);

  // The order shows in the orders list.
  await page.goto('/OrdersList');
  await page.getByRole('searchbox', { name: ar('clientOrders.searchByNumber') }).fill(order.number);
  await page.getByRole('button', { name: ar('clients.searchSubmit'), exact: true }).click();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
});
