import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, addMonths } from '../packages/shared/src/uae-time';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatAed, formatUaeDate, withVat } from '../packages/shared/src/money-and-dates';
import {
  adminFinance,
  adminOrder,
  approveAfterInterview,
  approvedOrder,
  clientReturns,
  deliveredOrder,
  escapeRegExp,
  fact,
  todayInUae,
} from './after-hire-setup';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';
import { addWorker } from './workers';

/**
 * After the hire (issue 18), in both languages: a delivery starts the placement; a return within
 * the probation gives the whole fee back with a tax credit note, and staff pay it; a return
 * replaced by a new worker at no fee, keeping the guarantee's dates; a Monthly placement renewed
 * with a new invoice, then paid. The API brings each order to where its story starts.
 *
 * Each story runs once, its two sides in the two languages (the staff in English and the family in
 * Arabic, then the other way round; the renewal in Arabic and its payment in English): the steps are
 * the same whatever the language, so a second run of each in the other language checked only its
 * words again, for a minute of the suite.
 */

/** A page in its own browser context, signed in with the token, in the test's language. */
async function signedInPage(browser: Browser, locale: TLocaleName, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, locale);
  await signInWithToken(page, token);
  return page;
}

/** An invoice's or credit note's state badge. */
const stateOf = (document: Locator) => document.locator('[data-state]');

const DOCUMENT_NUMBER = '[A-Z]{2,3}-\\d{4}-\\d{6}';

const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The words and amounts of one language, a sentence with a document's number in it (any number), and the regions named in it. */
function inLanguage(locale: TLocaleName) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const withNumber = (key: string) => new RegExp(t(key, { number: '\u0000' }).split('\u0000').map(escapeRegExp).join(DOCUMENT_NUMBER));
  return {
    locale,
    t,
    withNumber,
    aed: (amount: number) => formatAed(amount, locale),
    day: (isoDate: string) => formatUaeDate(isoDate, locale),
    region: (page: Page | Locator, key: string) => page.getByRole('region', { name: t(key) }),
    /** An order's invoice or credit note in its money panel, by its number. */
    financeDocument: (page: Page, kind: 'invoice' | 'creditNote', number: string) =>
      page.getByRole('region', { name: `${t(`payments.kind.${kind}`)} ${number}` }),
    /** Staff take an order step that asks first: the button, then the same in its dialog. */
    async confirmStep(page: Page, action: 'confirmPayment' | 'deliver', done: string) {
      await page.getByRole('button', { name: t(`orderAction.${action}`), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t(`orderAction.${action}`), exact: true })
        .click();
      await expect(alert(page, t(done))).toBeVisible();
    },
  };
}

const en = inLanguage('en');
const ar = inLanguage('ar');

test.describe('after the hire', () => {
  test('hired with the fee paid at the desk and delivered (staff in English); returned within probation, refunded in full with a tax credit note (the family in Arabic); the refund paid', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const adminToken = await suiteAdminToken();
    const { client, order } = await approvedOrder(page.request, adminToken, 'refund');
    const fee = order.invoice!;
    const today = todayInUae();

    // Deliver: the admin hires her, the balance received in cash in the hire's own dialog, then delivers.
    await useLanguage(page, en.locale);
    await signInWithToken(page, adminToken);
    await page.goto(`/OrderDetails/${order.id}`);
    await page.getByRole('button', { name: en.t('orderAction.confirmPayment'), exact: true }).click();
    const hire = page.getByRole('dialog');
    await expect(hire.getByTestId('hire-balance')).toHaveText(en.t('payments.hire.balanceDue', { amount: en.aed(fee.totalAed) }));
    await hire.getByRole('combobox', { name: en.t('payments.hire.method') }).selectOption('cash');
    await hire.getByRole('button', { name: en.t('orderAction.confirmPayment'), exact: true }).click();
    await expect(alert(page, en.t('orders.hired'))).toBeVisible();
    const feeInvoice = en.financeDocument(page, 'invoice', fee.number);
    await expect(stateOf(feeInvoice)).toHaveText(en.t('payments.state.paid'));
    await expect(feeInvoice.getByTestId(`balance-${fee.number}`)).toHaveText(en.aed(0));
    await expect(feeInvoice.getByRole('row').filter({ hasText: en.t('payments.method.cash') })).toContainText(en.aed(fee.totalAed));
    await en.confirmStep(page, 'deliver', 'orders.delivered');

    const staffPlacement = en.region(page, 'placements.ui.title');
    await expect(fact(staffPlacement, en.t('placements.ui.startDate'))).toHaveText(en.day(today));
    await expect(fact(staffPlacement, en.t('placements.ui.probationEnd'))).toContainText(en.day(addMonths(today, 6)));
    await expect(fact(staffPlacement, en.t('placements.ui.contractEnd'))).toHaveText(en.day(addMonths(today, 24)));
    await expect(fact(staffPlacement, en.t('placements.ui.status'))).toContainText(en.t('placements.ui.statusValue.active'));

    // Return within probation: on her order, the family returns her because she failed the probation.
    const family = await signedInPage(browser, ar.locale, client.token);
    await family.goto(`/ClientOrder/${order.id}`);
    const placement = ar.region(family, 'placements.ui.title');
    await expect(fact(placement, ar.t('placements.ui.contractEnd'))).toHaveText(ar.day(addMonths(today, 24)));
    await placement.getByRole('button', { name: ar.t('placements.ui.returnWorker') }).click();
    const dialog = family.getByRole('dialog');
    await dialog.getByRole('combobox', { name: ar.t('placements.ui.reason') }).selectOption('failedProbation');
    await dialog.getByRole('button', { name: ar.t('placements.ui.returnWorker') }).click();
    await expect(dialog).toBeHidden();

    // The refund computed: the whole fee paid, due 14 days after the return (Cabinet Resolution 106/2022), and its inputs.
    const due = ar.day(addDays(today, 14));
    await expect(placement.getByText(ar.t('placements.ui.basis.fullWithinProbation'))).toBeVisible();
    await expect(placement.getByText(ar.t('placements.ui.remedyOption.refund', { amount: ar.aed(fee.totalAed), date: due }))).toBeVisible();
    await expect(fact(placement, ar.t('placements.ui.refundAmount'))).toHaveText(ar.aed(fee.totalAed));
    await expect(fact(placement, ar.t('placements.ui.refundDue'))).toHaveText(due);
    await expect(fact(placement, ar.t('placements.ui.fee'))).toHaveText(ar.aed(fee.totalAed));
    await expect(fact(placement, ar.t('placements.ui.reason'))).toHaveText(ar.t('placements.ui.reasons.failedProbation'));

    // She chooses the refund: a tax credit note against the fee invoice, not paid yet.
    await placement.getByRole('button', { name: ar.t('placements.ui.chooseRefund') }).click();
    await expect(dialog.getByText(ar.t('placements.ui.consequence.refund', { amount: ar.aed(fee.totalAed), date: due }))).toBeVisible();
    await dialog.getByRole('button', { name: ar.t('placements.ui.chooseRefund') }).click();
    await expect(dialog).toBeHidden();
    await expect(fact(placement, ar.t('placements.ui.remedyChosen'))).toHaveText(ar.t('placements.ui.remedy.refund'));
    const creditNoteFact = fact(placement, ar.t('placements.ui.creditNote'));
    await expect(creditNoteFact).toHaveText(/^CN-\d{4}-\d{6}$/);
    const creditNoteNumber = (await creditNoteFact.textContent())!;
    await expect(fact(placement, ar.t('placements.ui.refundState'))).toHaveText(ar.t('placements.ui.refundUnpaid', { date: due }));

    // The credit note on her order: its number, the invoice it reverses, the agency's TRN, the VAT reversed, the total.
    const creditNote = ar.financeDocument(family, 'creditNote', creditNoteNumber);
    await expect(stateOf(creditNote)).toHaveText(ar.t('payments.state.refundDue'));
    await creditNote.getByRole('button', { name: ar.t('payments.doc.showCreditNote') }).click();
    const paper = creditNote.getByRole('article', { name: ar.t('payments.paper.taxCreditNote') });
    // Each label in both languages: the page's, then the other.
    const both = (key: string, params?: Record<string, string | number>) => `${ar.t(`payments.paper.${key}`, params)}${en.t(`payments.paper.${key}`, params)}`;
    await expect(fact(paper, both('creditNoteNumber'))).toHaveText(creditNoteNumber);
    await expect(fact(paper, both('originalInvoice'))).toHaveText(fee.number);
    expect(fee.seller.trn).toMatch(/^\d{15}$/);
    await expect(paper).toContainText(`${both('trn')} ${fee.seller.trn}`);
    const totals = paper.getByRole('row');
    await expect(totals.filter({ hasText: both('subtotalReversed') })).toContainText(ar.aed(fee.subtotalAed));
    await expect(totals.filter({ hasText: both('vatReversed', { rate: 5 }) })).toContainText(ar.aed(fee.vatAed));
    await expect(totals.filter({ hasText: both('totalCredited') })).toContainText(ar.aed(fee.totalAed));
    await expectNoSeriousAxeViolations(family);

    // Pay the refund: staff record it against the credit note, which is then refunded.
    await page.reload();
    const staffCreditNote = en.financeDocument(page, 'creditNote', creditNoteNumber);
    await expect(staffCreditNote.getByTestId(`balance-${creditNoteNumber}`)).toHaveText(en.aed(fee.totalAed));
    await staffCreditNote.getByRole('button', { name: en.t('payments.record.refund') }).click();
    const refundForm = page.getByRole('form', { name: en.t('payments.record.refundTitle', { number: creditNoteNumber }) });
    await refundForm.getByRole('combobox', { name: en.t('payments.methodLabel') }).selectOption('bankTransfer');
    await refundForm.getByRole('textbox', { name: en.t('payments.reference') }).fill(`RF-${order.id}`);
    await refundForm.getByRole('button', { name: en.t('payments.record.submitRefund') }).click();
    await expect(alert(page, en.withNumber('payments.refundRecorded'))).toBeVisible();
    await expect(stateOf(staffCreditNote)).toHaveText(en.t('payments.state.refunded'));
    await expect(staffCreditNote.getByTestId(`balance-${creditNoteNumber}`)).toHaveText(en.aed(0));
    await expect(staffCreditNote.getByRole('row').filter({ hasText: `RF-${order.id}` })).toContainText(en.aed(-fee.totalAed));

    // The family's order says the refund is paid.
    await family.reload();
    await expect(fact(placement, ar.t('placements.ui.refundState'))).toHaveText(
      ar.t('placements.ui.refundPaid', { amount: ar.aed(fee.totalAed), date: ar.day(today) }),
    );
    await expect(stateOf(ar.financeDocument(family, 'creditNote', creditNoteNumber))).toHaveText(ar.t('payments.state.refunded'));
  });

  test('returned within probation and replaced (the family in English): the replacement order has no fee and no payment, and its placement keeps the guarantee (staff in Arabic)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const adminToken = await suiteAdminToken();
    const { client, order } = await deliveredOrder(page.request, adminToken, 'replace', 'Main');
    const replaced = order.placement!;
    await clientReturns(page.request, client, order, 'medicallyUnfit');
    const newWorker = await addWorker(page.request, adminToken, `Replacement ${Date.now()}`);

    // The family chooses a replacement and goes to choose the worker.
    await useLanguage(page, en.locale);
    await signInWithToken(page, client.token);
    await page.goto(`/ClientOrder/${order.id}`);
    const placement = en.region(page, 'placements.ui.title');
    await expect(fact(placement, en.t('placements.ui.reason'))).toHaveText(en.t('placements.ui.reasons.medicallyUnfit'));
    await placement.getByRole('button', { name: en.t('placements.ui.chooseReplacement') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(en.t('placements.ui.consequence.replacement'))).toBeVisible();
    await dialog.getByRole('button', { name: en.t('placements.ui.chooseReplacement') }).click();
    await expect(dialog).toBeHidden();
    await expect(fact(placement, en.t('placements.ui.remedyChosen'))).toHaveText(en.t('placements.ui.remedy.replacement'));
    await placement.getByRole('button', { name: en.t('placements.ui.pickReplacement') }).click();
    await expect(page).toHaveURL(/\/Workers/);

    // She requests the new worker as the replacement: no package to choose, no new fee.
    await page.goto(`/LaborDetails/${newWorker}`);
    await page.getByRole('button', { name: en.t('catalogue.request') }).click();
    await expect(dialog.getByRole('checkbox', { name: en.t('placements.ui.asReplacement', { number: order.number }) })).toBeChecked();
    await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
    await dialog.getByRole('button', { name: en.t('clientOrders.sendRequest') }).click();
    await expect(page).toHaveURL(/\/ClientOrder\/\d+$/);
    const replacementId = Number(page.url().split('/').pop());
    expect(replacementId).not.toBe(order.id);

    // After the interview she approves it (API): nothing to pay, no invoice, no payment step.
    const approved = await approveAfterInterview(page.request, adminToken, client, replacementId);
    expect(approved.priceAed).toBe(0);
    expect(approved.invoice).toBeNull();
    await page.reload();
    const summary = en.region(page, 'clientOrders.summary');
    await expect(fact(summary, en.t('clientOrders.approvedAt'))).toBeVisible();
    await expect(fact(summary, en.t('clientOrders.price'))).toHaveText(en.aed(0));
    await expect(en.region(page, 'clientOrders.taxInvoice')).toHaveCount(0);
    await expect(en.region(page, 'payments.finance')).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: en.t('clientOrders.howToPay') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.t('orderAction.choosePayment'), exact: true })).toHaveCount(0);

    // Staff hire her without asking for money, then deliver.
    const admin = await signedInPage(browser, ar.locale, adminToken);
    await admin.goto(`/OrderDetails/${replacementId}`);
    await admin.getByRole('button', { name: ar.t('orderAction.confirmPayment'), exact: true }).click();
    const hire = admin.getByRole('dialog');
    await expect(hire.getByText(ar.t('payments.hire.nothingDue'))).toBeVisible();
    await expect(hire.getByRole('combobox')).toHaveCount(0);
    await hire.getByRole('button', { name: ar.t('orderAction.confirmPayment'), exact: true }).click();
    await expect(alert(admin, ar.t('orders.hired'))).toBeVisible();
    await ar.confirmStep(admin, 'deliver', 'orders.delivered');

    // The new placement keeps the replaced one's probation and contract end, and says what it replaces.
    const newPlacement = ar.region(admin, 'placements.ui.title');
    await expect(fact(newPlacement, ar.t('placements.ui.replacesOrder'))).toHaveText(order.number);
    await expect(fact(newPlacement, ar.t('placements.ui.probationEnd'))).toContainText(ar.day(replaced.probationEnd!));
    await expect(fact(newPlacement, ar.t('placements.ui.contractEnd'))).toHaveText(ar.day(replaced.contractEnd!));
    const carried = (await adminOrder(page.request, adminToken, replacementId)).placement!;
    expect({ probationEnd: carried.probationEnd, contractEnd: carried.contractEnd }).toEqual({
      probationEnd: replaced.probationEnd,
      contractEnd: replaced.contractEnd,
    });

    // The original order links to its replacement.
    await page.goto(`/ClientOrder/${order.id}`);
    const link = fact(placement, en.t('placements.ui.replacementOrder')).getByRole('link');
    await expect(link).toHaveText(approved.number);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/ClientOrder/${replacementId}$`));
  });

  test('a Monthly placement renewed for two months (in Arabic): paid until moves on, a new invoice for the period is issued and paid (in English)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const adminToken = await suiteAdminToken();
    const { order } = await deliveredOrder(page.request, adminToken, 'monthly', 'Monthly');
    const placement = order.placement!;
    const paidUntil = placement.paidUntil!;
    expect(paidUntil).toBe(addMonths(todayInUae(), order.months!));
    const renewedUntil = addMonths(paidUntil, 2);
    const renewalTotal = withVat(placement.monthlyPriceAed! * 2).totalAed;

    // On the placement's page the admin renews for two months, told the new invoice's total first.
    await useLanguage(page, ar.locale);
    await signInWithToken(page, adminToken);
    await page.goto(`/PlacementDetails/${placement.id}`);
    const panel = ar.region(page, 'placements.ui.title');
    await expect(fact(panel, ar.t('placements.ui.paidUntil'))).toHaveText(ar.day(paidUntil));
    await panel.getByRole('button', { name: ar.t('placements.ui.renew') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: ar.t('placements.ui.renewMonths') }).fill('2');
    await expect(dialog.getByText(ar.t('placements.ui.consequence.renew', { total: ar.aed(renewalTotal) }))).toBeVisible();
    await dialog.getByRole('button', { name: ar.t('placements.ui.renew') }).click();
    await expect(dialog).toBeHidden();
    await expect(fact(panel, ar.t('placements.ui.paidUntil'))).toHaveText(ar.day(renewedUntil));

    const renewal = (await adminFinance(page.request, adminToken, order.id)).invoices.find((invoice) => invoice.periodStart !== null)!;
    expect(renewal).toMatchObject({ kind: 'invoice', months: 2, periodStart: addDays(paidUntil, 1), periodEnd: renewedUntil, totalAed: renewalTotal });
    await expect(ar.region(page, 'placements.ui.timeline').getByRole('listitem').last()).toContainText(ar.t('placements.ui.event.renewed'));
    await expect(ar.region(page, 'placements.ui.timeline').getByRole('listitem').last()).toContainText(renewal.number);
    await expectNoSeriousAxeViolations(page);

    // The order shows the new invoice with its period; staff record its payment.
    const staff = await signedInPage(browser, en.locale, adminToken);
    await staff.goto(`/OrderDetails/${order.id}`);
    const invoice = en.financeDocument(staff, 'invoice', renewal.number);
    await expect(invoice).toContainText(en.day(addDays(paidUntil, 1)));
    await expect(invoice).toContainText(en.day(renewedUntil));
    await expect(stateOf(invoice)).toHaveText(en.t('payments.state.unpaid'));
    await expect(invoice.getByTestId(`balance-${renewal.number}`)).toHaveText(en.aed(renewalTotal));
    await invoice.getByRole('button', { name: en.t('payments.record.payment') }).click();
    const form = staff.getByRole('form', { name: en.t('payments.record.paymentTitle', { number: renewal.number }) });
    await form.getByRole('combobox', { name: en.t('payments.methodLabel') }).selectOption('card');
    await form.getByRole('button', { name: en.t('payments.record.submitPayment') }).click();
    await expect(alert(staff, en.withNumber('payments.paymentRecorded'))).toBeVisible();
    await expect(stateOf(invoice)).toHaveText(en.t('payments.state.paid'));
    await expect(invoice.getByTestId(`balance-${renewal.number}`)).toHaveText(en.aed(0));
    await expect(invoice.getByRole('row').filter({ hasText: en.t('payments.method.card') })).toContainText(en.aed(renewalTotal));

    // The invoices list has it, paid.
    await staff.goto(`/Invoices?search=${encodeURIComponent(renewal.number)}`);
    await expect(staff.getByRole('row').filter({ hasText: renewal.number })).toContainText(en.t('payments.state.paid'));
    await expectNoSeriousAxeViolations(staff);
  });
});
