import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, addMonths } from '../packages/shared/src/guarantee';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatAed, formatUaeDate, withVat } from '../packages/shared/src/money-and-dates';
import { adminFinance, adminOrder, approveAfterInterview, approvedOrder, clientReturns, deliveredOrder, todayInUae } from './after-hire-setup';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';
import { addWorker } from './workers';

/**
 * After the hire (issue 18), in both languages: a delivery starts the placement; a return within
 * the probation gives the whole fee back with a tax credit note, and staff pay it; a return
 * replaced by a new worker at no fee, keeping the guarantee's dates; a Monthly placement renewed
 * with a new invoice, then paid. The API brings each order to where its story starts.
 */

/** A page in its own browser context, signed in with the token, in the test's language. */
async function signedInPage(browser: Browser, locale: TLocaleName, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, locale);
  await signInWithToken(page, token);
  return page;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value of a fact in a description list, found by its label's exact words. */
const fact = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

/** An invoice's or credit note's state badge. */
const stateOf = (document: Locator) => document.locator('[data-state]');

const DOCUMENT_NUMBER = '[A-Z]{2,3}-\\d{4}-\\d{6}';

/** The words and amounts of one language, and a sentence with a document's number in it (any number). */
function inLanguage(locale: TLocaleName) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const withNumber = (key: string) => new RegExp(t(key, { number: '\u0000' }).split('\u0000').map(escapeRegExp).join(DOCUMENT_NUMBER));
  return { t, withNumber, aed: (amount: number) => formatAed(amount, locale), day: (isoDate: string) => formatUaeDate(isoDate, locale) };
}

const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

for (const locale of ['en', 'ar'] as const) {
  const { t, withNumber, aed, day } = inLanguage(locale);
  const region = (page: Page | Locator, key: string) => page.getByRole('region', { name: t(key) });
  /** An order's invoice or credit note in its money panel, by its number. */
  const financeDocument = (page: Page, kind: 'invoice' | 'creditNote', number: string) =>
    page.getByRole('region', { name: `${t(`payments.kind.${kind}`)} ${number}` });

  /** Staff take an order step that asks first: the button, then the same in its dialog. */
  async function confirmStep(page: Page, action: 'confirmPayment' | 'deliver', done: string) {
    await page.getByRole('button', { name: t(`orderAction.${action}`), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t(`orderAction.${action}`), exact: true })
      .click();
    await expect(alert(page, t(done))).toBeVisible();
  }

  test.describe(`after the hire (${locale})`, () => {
    test('hired with the fee paid at the desk and delivered; returned within probation, refunded in full with a tax credit note; the refund paid', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const adminToken = await suiteAdminToken();
      const { client, order } = await approvedOrder(page.request, adminToken, `refund ${locale}`);
      const fee = order.invoice!;
      const today = todayInUae();

      // Deliver: the admin hires her, the balance received in cash in the hire's own dialog, then delivers.
      await useLanguage(page, locale);
      await signInWithToken(page, adminToken);
      await page.goto(`/OrderDetails/${order.id}`);
      await page.getByRole('button', { name: t('orderAction.confirmPayment'), exact: true }).click();
      const hire = page.getByRole('dialog');
      await expect(hire.getByTestId('hire-balance')).toHaveText(t('payments.hire.balanceDue', { amount: aed(fee.totalAed) }));
      await hire.getByRole('combobox', { name: t('payments.hire.method') }).selectOption('cash');
      await hire.getByRole('button', { name: t('orderAction.confirmPayment'), exact: true }).click();
      await expect(alert(page, t('orders.hired'))).toBeVisible();
      const feeInvoice = financeDocument(page, 'invoice', fee.number);
      await expect(stateOf(feeInvoice)).toHaveText(t('payments.state.paid'));
      await expect(feeInvoice.getByTestId(`balance-${fee.number}`)).toHaveText(aed(0));
      await expect(feeInvoice.getByRole('row').filter({ hasText: t('payments.method.cash') })).toContainText(aed(fee.totalAed));
      await confirmStep(page, 'deliver', 'orders.delivered');

      const staffPlacement = region(page, 'placements.ui.title');
      await expect(fact(staffPlacement, t('placements.ui.startDate'))).toHaveText(day(today));
      await expect(fact(staffPlacement, t('placements.ui.probationEnd'))).toContainText(day(addMonths(today, 6)));
      await expect(fact(staffPlacement, t('placements.ui.contractEnd'))).toHaveText(day(addMonths(today, 24)));
      await expect(fact(staffPlacement, t('placements.ui.status'))).toContainText(t('placements.ui.statusValue.active'));

      // Return within probation: on her order, the family returns her because she failed the probation.
      const family = await signedInPage(browser, locale, client.token);
      await family.goto(`/ClientOrder/${order.id}`);
      const placement = region(family, 'placements.ui.title');
      await expect(fact(placement, t('placements.ui.contractEnd'))).toHaveText(day(addMonths(today, 24)));
      await placement.getByRole('button', { name: t('placements.ui.returnWorker') }).click();
      const dialog = family.getByRole('dialog');
      await dialog.getByRole('combobox', { name: t('placements.ui.reason') }).selectOption('failedProbation');
      await dialog.getByRole('button', { name: t('placements.ui.returnWorker') }).click();
      await expect(dialog).toBeHidden();

      // The refund computed: the whole fee paid, due 30 days after the return, and its inputs.
      const due = day(addDays(today, 30));
      await expect(placement.getByText(t('placements.ui.basis.fullWithinProbation'))).toBeVisible();
      await expect(placement.getByText(t('placements.ui.remedyOption.refund', { amount: aed(fee.totalAed), date: due }))).toBeVisible();
      await expect(fact(placement, t('placements.ui.refundAmount'))).toHaveText(aed(fee.totalAed));
      await expect(fact(placement, t('placements.ui.refundDue'))).toHaveText(due);
      await expect(fact(placement, t('placements.ui.fee'))).toHaveText(aed(fee.totalAed));
      await expect(fact(placement, t('placements.ui.reason'))).toHaveText(t('placements.ui.reasons.failedProbation'));

      // She chooses the refund: a tax credit note against the fee invoice, not paid yet.
      await placement.getByRole('button', { name: t('placements.ui.chooseRefund') }).click();
      await expect(dialog.getByText(t('placements.ui.consequence.refund', { amount: aed(fee.totalAed), date: due }))).toBeVisible();
      await dialog.getByRole('button', { name: t('placements.ui.chooseRefund') }).click();
      await expect(dialog).toBeHidden();
      await expect(fact(placement, t('placements.ui.remedyChosen'))).toHaveText(t('placements.ui.remedy.refund'));
      const creditNoteFact = fact(placement, t('placements.ui.creditNote'));
      await expect(creditNoteFact).toHaveText(/^CN-\d{4}-\d{6}$/);
      const creditNoteNumber = (await creditNoteFact.textContent())!;
      await expect(fact(placement, t('placements.ui.refundState'))).toHaveText(t('placements.ui.refundUnpaid', { date: due }));

      // The credit note on her order: its number, the invoice it reverses, the agency's TRN, the VAT reversed, the total.
      const creditNote = financeDocument(family, 'creditNote', creditNoteNumber);
      await expect(stateOf(creditNote)).toHaveText(t('payments.state.refundDue'));
      await creditNote.getByRole('button', { name: t('payments.doc.showCreditNote') }).click();
      const paper = creditNote.getByRole('article', { name: t('payments.doc.creditNoteTitle') });
      await expect(fact(paper, t('payments.doc.creditNoteNumber'))).toHaveText(creditNoteNumber);
      await expect(fact(paper, t('payments.doc.originalInvoice'))).toHaveText(fee.number);
      expect(fee.seller.trn).toMatch(/^\d{15}$/);
      await expect(paper).toContainText(`${t('clientOrders.trn')}: ${fee.seller.trn}`);
      const totals = paper.getByRole('row');
      await expect(totals.filter({ hasText: t('payments.doc.subtotalReversed') })).toContainText(aed(fee.subtotalAed));
      await expect(totals.filter({ hasText: t('payments.doc.vatReversed', { rate: 5 }) })).toContainText(aed(fee.vatAed));
      await expect(totals.filter({ hasText: t('payments.doc.totalCredited') })).toContainText(aed(fee.totalAed));
      await expectNoSeriousAxeViolations(family);

      // Pay the refund: staff record it against the credit note, which is then refunded.
      await page.reload();
      const staffCreditNote = financeDocument(page, 'creditNote', creditNoteNumber);
      await expect(staffCreditNote.getByTestId(`balance-${creditNoteNumber}`)).toHaveText(aed(fee.totalAed));
      await staffCreditNote.getByRole('button', { name: t('payments.record.refund') }).click();
      const refundForm = page.getByRole('form', { name: t('payments.record.refundTitle', { number: creditNoteNumber }) });
      await refundForm.getByRole('combobox', { name: t('payments.methodLabel') }).selectOption('bankTransfer');
      await refundForm.getByRole('textbox', { name: t('payments.reference') }).fill(`RF-${locale}-${order.id}`);
      await refundForm.getByRole('button', { name: t('payments.record.submitRefund') }).click();
      await expect(alert(page, withNumber('payments.refundRecorded'))).toBeVisible();
      await expect(stateOf(staffCreditNote)).toHaveText(t('payments.state.refunded'));
      await expect(staffCreditNote.getByTestId(`balance-${creditNoteNumber}`)).toHaveText(aed(0));
      await expect(staffCreditNote.getByRole('row').filter({ hasText: `RF-${locale}-${order.id}` })).toContainText(aed(-fee.totalAed));

      // The family's order says the refund is paid.
      await family.reload();
      await expect(fact(placement, t('placements.ui.refundState'))).toHaveText(t('placements.ui.refundPaid', { amount: aed(fee.totalAed), date: day(today) }));
      await expect(stateOf(financeDocument(family, 'creditNote', creditNoteNumber))).toHaveText(t('payments.state.refunded'));
    });

    test('returned within probation and replaced: the replacement order has no fee and no payment, and its placement keeps the guarantee', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const adminToken = await suiteAdminToken();
      const { client, order } = await deliveredOrder(page.request, adminToken, `replace ${locale}`, 'Main');
      const replaced = order.placement!;
      await clientReturns(page.request, client, order, 'medicallyUnfit');
      const newWorker = await addWorker(page.request, adminToken, `Replacement ${locale} ${Date.now()}`);

      // The family chooses a replacement and goes to choose the worker.
      await useLanguage(page, locale);
      await signInWithToken(page, client.token);
      await page.goto(`/ClientOrder/${order.id}`);
      const placement = region(page, 'placements.ui.title');
      await expect(fact(placement, t('placements.ui.reason'))).toHaveText(t('placements.ui.reasons.medicallyUnfit'));
      await placement.getByRole('button', { name: t('placements.ui.chooseReplacement') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(t('placements.ui.consequence.replacement'))).toBeVisible();
      await dialog.getByRole('button', { name: t('placements.ui.chooseReplacement') }).click();
      await expect(dialog).toBeHidden();
      await expect(fact(placement, t('placements.ui.remedyChosen'))).toHaveText(t('placements.ui.remedy.replacement'));
      await placement.getByRole('button', { name: t('placements.ui.pickReplacement') }).click();
      await expect(page).toHaveURL(/\/Workers/);

      // She requests the new worker as the replacement: no package to choose, no new fee.
      await page.goto(`/LaborDetails/${newWorker}`);
      await page.getByRole('button', { name: t('catalogue.request') }).click();
      await expect(dialog.getByRole('checkbox', { name: t('placements.ui.asReplacement', { number: order.number }) })).toBeChecked();
      await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
      await dialog.getByRole('button', { name: t('clientOrders.sendRequest') }).click();
      await expect(page).toHaveURL(/\/ClientOrder\/\d+$/);
      const replacementId = Number(page.url().split('/').pop());
      expect(replacementId).not.toBe(order.id);

      // After the interview she approves it (API): nothing to pay, no invoice, no payment step.
      const approved = await approveAfterInterview(page.request, adminToken, client, replacementId);
      expect(approved.priceAed).toBe(0);
      expect(approved.invoice).toBeNull();
      await page.reload();
      const summary = region(page, 'clientOrders.summary');
      await expect(fact(summary, t('clientOrders.approvedAt'))).toBeVisible();
      await expect(fact(summary, t('clientOrders.price'))).toHaveText(aed(0));
      await expect(region(page, 'clientOrders.taxInvoice')).toHaveCount(0);
      await expect(region(page, 'payments.finance')).toHaveCount(0);
      await expect(page.getByRole('radiogroup', { name: t('clientOrders.howToPay') })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('orderAction.choosePayment'), exact: true })).toHaveCount(0);

      // Staff hire her without asking for money, then deliver.
      const admin = await signedInPage(browser, locale, adminToken);
      await admin.goto(`/OrderDetails/${replacementId}`);
      await admin.getByRole('button', { name: t('orderAction.confirmPayment'), exact: true }).click();
      const hire = admin.getByRole('dialog');
      await expect(hire.getByText(t('payments.hire.nothingDue'))).toBeVisible();
      await expect(hire.getByRole('combobox')).toHaveCount(0);
      await hire.getByRole('button', { name: t('orderAction.confirmPayment'), exact: true }).click();
      await expect(alert(admin, t('orders.hired'))).toBeVisible();
      await confirmStep(admin, 'deliver', 'orders.delivered');

      // The new placement keeps the replaced one's probation and contract end, and says what it replaces.
      const newPlacement = region(admin, 'placements.ui.title');
      await expect(fact(newPlacement, t('placements.ui.replacesOrder'))).toHaveText(order.number);
      await expect(fact(newPlacement, t('placements.ui.probationEnd'))).toContainText(day(replaced.probationEnd!));
      await expect(fact(newPlacement, t('placements.ui.contractEnd'))).toHaveText(day(replaced.contractEnd!));
      const carried = (await adminOrder(page.request, adminToken, replacementId)).placement!;
      expect({ probationEnd: carried.probationEnd, contractEnd: carried.contractEnd }).toEqual({
        probationEnd: replaced.probationEnd,
        contractEnd: replaced.contractEnd,
      });

      // The original order links to its replacement.
      await page.goto(`/ClientOrder/${order.id}`);
      const link = fact(placement, t('placements.ui.replacementOrder')).getByRole('link');
      await expect(link).toHaveText(approved.number);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/ClientOrder/${replacementId}$`));
    });

    test('a Monthly placement renewed for two months: paid until moves on, a new invoice for the period is issued and paid', async ({ page }) => {
      test.setTimeout(90_000);
      const adminToken = await suiteAdminToken();
      const { order } = await deliveredOrder(page.request, adminToken, `monthly ${locale}`, 'Monthly');
      const placement = order.placement!;
      const paidUntil = placement.paidUntil!;
      expect(paidUntil).toBe(addMonths(todayInUae(), order.months!));
      const renewedUntil = addMonths(paidUntil, 2);
      const renewalTotal = withVat(placement.monthlyPriceAed! * 2).totalAed;

      // On the placement's page the admin renews for two months, told the new invoice's total first.
      await useLanguage(page, locale);
      await signInWithToken(page, adminToken);
      await page.goto(`/PlacementDetails/${placement.id}`);
      const panel = region(page, 'placements.ui.title');
      await expect(fact(panel, t('placements.ui.paidUntil'))).toHaveText(day(paidUntil));
      await panel.getByRole('button', { name: t('placements.ui.renew') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('spinbutton', { name: t('placements.ui.renewMonths') }).fill('2');
      await expect(dialog.getByText(t('placements.ui.consequence.renew', { total: aed(renewalTotal) }))).toBeVisible();
      await dialog.getByRole('button', { name: t('placements.ui.renew') }).click();
      await expect(dialog).toBeHidden();
      await expect(fact(panel, t('placements.ui.paidUntil'))).toHaveText(day(renewedUntil));

      const renewal = (await adminFinance(page.request, adminToken, order.id)).invoices.find((invoice) => invoice.periodStart !== null)!;
      expect(renewal).toMatchObject({ kind: 'invoice', months: 2, periodStart: addDays(paidUntil, 1), periodEnd: renewedUntil, totalAed: renewalTotal });
      await expect(region(page, 'placements.ui.timeline').getByRole('listitem').last()).toContainText(t('placements.ui.event.renewed'));
      await expect(region(page, 'placements.ui.timeline').getByRole('listitem').last()).toContainText(renewal.number);
      await expectNoSeriousAxeViolations(page);

      // The order shows the new invoice with its period; staff record its payment.
      await page.goto(`/OrderDetails/${order.id}`);
      const invoice = financeDocument(page, 'invoice', renewal.number);
      await expect(invoice).toContainText(day(addDays(paidUntil, 1)));
      await expect(invoice).toContainText(day(renewedUntil));
      await expect(stateOf(invoice)).toHaveText(t('payments.state.unpaid'));
      await expect(invoice.getByTestId(`balance-${renewal.number}`)).toHaveText(aed(renewalTotal));
      await invoice.getByRole('button', { name: t('payments.record.payment') }).click();
      const form = page.getByRole('form', { name: t('payments.record.paymentTitle', { number: renewal.number }) });
      await form.getByRole('combobox', { name: t('payments.methodLabel') }).selectOption('card');
      await form.getByRole('button', { name: t('payments.record.submitPayment') }).click();
      await expect(alert(page, withNumber('payments.paymentRecorded'))).toBeVisible();
      await expect(stateOf(invoice)).toHaveText(t('payments.state.paid'));
      await expect(invoice.getByTestId(`balance-${renewal.number}`)).toHaveText(aed(0));
      await expect(invoice.getByRole('row').filter({ hasText: t('payments.method.card') })).toContainText(aed(renewalTotal));

      // The invoices list has it, paid.
      await page.goto(`/Invoices?search=${encodeURIComponent(renewal.number)}`);
      await expect(page.getByRole('row').filter({ hasText: renewal.number })).toContainText(t('payments.state.paid'));
      await expectNoSeriousAxeViolations(page);
    });
  });
}
