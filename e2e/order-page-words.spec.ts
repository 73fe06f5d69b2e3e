import type { Browser, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { adminOrder, approvedOrder, staffAct, todayInUae } from './after-hire-setup';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';

/**
 * The order page where a person notices it (issue 32): on a phone the family's next step is a button
 * at the top that takes her to it, paying at the office names the branches; staff read their own
 * words, the payment as the ledger received it, and a delivery asks the day she was handed over.
 */

async function signedInPage(browser: Browser, locale: TLocaleName, token: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await useLanguage(page, locale);
  await signInWithToken(page, token);
  return page;
}

const locale = 'en';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

test(`the family's next step is a button at the top, paying at the office names the branches; staff read their own words and date the delivery (${locale})`, async ({
  browser,
  request,
}) => {
  const adminToken = await suiteAdminToken(request);
  const { client, order } = await approvedOrder(request, adminToken, `Words ${locale}`);

  // The family, on a phone: "Pay now" in the banner takes her to the ways to pay, thousands of pixels down.
  const family = await signedInPage(browser, locale, client.token);
  await family.goto(`/ClientOrder/${order.id}`);
  const tracker = family.getByRole('region', { name: t('tracker.title') });
  const payNow = tracker.getByRole('button', { name: t('tracker.go.pay') });
  await expect(payNow).toBeInViewport();
  await payNow.click();
  const office = family.getByRole('radio', { name: t('paymentMethod.office') });
  await expect(office).toBeFocused();
  await expect(office).toBeInViewport();
  await office.check();
  const branches = family.getByTestId('pay-at-office');
  await expect(branches).toContainText(t('clientOrders.payAtOfficeIntro'));
  await expect(branches.locator('li').first()).toContainText(/\S+/);
  await family.getByRole('button', { name: t('orderAction.choosePayment'), exact: true }).click();
  await expect(family.getByRole('alert').filter({ hasText: t('orders.paymentChosen') })).toBeVisible();
  await family.context().close();

  // Staff hire with the balance by bank transfer: the payment box shows what the ledger received, beside her choice.
  await staffAct(request, adminToken, order.id, { action: 'confirmPayment', note: '', payment: { method: 'bankTransfer', reference: 'FT-WORDS' } });
  const staff = await signedInPage(browser, locale, adminToken);
  await staff.goto(`/OrderDetails/${order.id}`);
  await expect(staff.getByRole('region', { name: t('clientOrders.actionsStaff') })).toBeVisible();
  await expect(staff.getByText(t('clientOrders.actions'), { exact: true })).toHaveCount(0);
  await expect(staff.getByRole('region', { name: t('tracker.titleStaff') }).getByText(t('tracker.step.approvalStaff'))).toBeVisible();
  await expect(staff.getByRole('region', { name: t('clientOrders.steps') })).toBeVisible();
  await expect(staff.getByRole('heading', { name: t('clientOrders.changes') })).toBeVisible();
  const payment = staff.getByRole('region', { name: t('clientOrders.payment') });
  await expect(payment.getByText(t('clientOrders.chosenMethod'))).toBeVisible();
  const total = (await adminOrder(request, adminToken, order.id)).invoice!.totalAed;
  await expect(payment.getByTestId('paid-by')).toHaveText(`${t('payments.method.bankTransfer')} AED ${total.toLocaleString('en')}`);

  // The delivery asks the day she was handed over, today by default.
  await staff.getByRole('button', { name: t('orderAction.deliver'), exact: true }).click();
  const dialog = staff.getByRole('dialog');
  const day = dialog.getByLabel(t('clientOrders.deliveredOn'));
  await expect(day).toHaveValue(todayInUae());
  await dialog.getByRole('button', { name: t('orderAction.deliver'), exact: true }).click();
  await expect(staff.getByRole('alert').filter({ hasText: t('orders.delivered') })).toBeVisible();
  expect((await adminOrder(request, adminToken, order.id)).placement?.startDate).toBe(todayInUae());
  await staff.context().close();
});
