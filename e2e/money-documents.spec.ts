import type { Page } from '@playwright/test';
import { addDays } from '../packages/shared/src/uae-time';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatAed, formatUaeDate } from '../packages/shared/src/money-and-dates';
import { adminFinance, approveAfterInterview, approvedOrder, registerClient, requestWorker, todayInUae } from './after-hire-setup';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';

/**
 * Issue 31: an issued tax invoice is never voided. The client cancels an approved order she has
 * partly paid: her confirmation names the tax credit note that will reverse the invoice and the
 * refund with its date; afterwards the invoice reads what was paid and what was credited, and it
 * prints on one page with its labels in both languages. The cancellation runs in each language (the printed page's length is the
 * language's); the staff's side once, in English.
 */

/** The pages of a PDF, counted from its page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

async function printedPages(page: Page, path: string) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ path, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pageCount(pdf);
}

for (const locale of ['en', 'ar'] as const satisfies TLocaleName[]) {
  test(`the client cancels a partly paid order: the dialog names the credit note and the refund, the invoice reads paid and credited, on one printed page (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
    const aed = (amount: number) => formatAed(amount, locale);
    const adminToken = await suiteAdminToken(page.request);
    const { client, order } = await approvedOrder(page.request, adminToken, `Credit ${locale}`);
    const [invoice] = (await adminFinance(page.request, adminToken, order.id)).invoices;
    const paid = await page.request.post(`/api/admin/invoices/${invoice!.id}/payments`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { amountAed: 5000, method: 'cash', receivedOn: todayInUae() },
    });
    expect(paid.status(), await paid.text()).toBe(201);

    await useLanguage(page, locale);
    await signInWithToken(page, client.token);
    await page.goto(`/ClientOrder/${order.id}`);
    await page.getByRole('button', { name: t('orderAction.cancel'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const due = formatUaeDate(addDays(todayInUae(), 14), locale);
    await expect(dialog.getByTestId('closing-credit')).toHaveText(
      `${t('clientOrders.consequence.credit', { invoice: invoice!.number, amount: aed(invoice!.totalAed) })} ${t('clientOrders.consequence.refund', { amount: aed(5000), date: due })}`,
    );
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/cancel-credit-dialog-${locale}.png` });
    await dialog.getByRole('button', { name: t('orderAction.cancel'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('orders.canceled') })).toBeVisible();

    // The invoice stands: paid 5,000 and credited in full, the credit note named; nothing says void.
    const taxInvoice = page.getByRole('region', { name: t('payments.paper.taxInvoice') });
    await expect(taxInvoice.getByTestId('invoice-paid')).toHaveText(aed(5000));
    await expect(taxInvoice.getByTestId('invoice-credited')).toHaveText(aed(invoice!.totalAed));
    await expect(taxInvoice.getByTestId('invoice-credit-notes')).toContainText(/CN-\d{4}-\d{6}/);
    // Its labels in both languages, whatever the page's.
    await expect(taxInvoice).toContainText('Tax Invoice');
    await expect(taxInvoice).toContainText('فاتورة ضريبية');
    // The credit note in her money panel, with the refund owed and its date.
    const creditNote = page.getByRole('region', { name: new RegExp(`^${t('payments.kind.creditNote')} CN-`) });
    await expect(creditNote.locator('[data-state]')).toHaveText(t('payments.state.refundDue'));
    await expect(page.getByRole('region', { name: `${t('payments.kind.invoice')} ${invoice!.number}` }).locator('[data-state]')).toHaveText(
      t('payments.state.credited'),
    );
    await expectNoSeriousAxeViolations(page);

    // Printed (the browser's own print), the invoice alone is one page; so is the credit note printed by its button's rules.
    expect(await printedPages(page, `test-results/invoice-print-${locale}.pdf`)).toBe(1);
    await creditNote.getByRole('button', { name: t('payments.doc.showCreditNote') }).click();
    const paper = creditNote.getByRole('article');
    await expect(paper).toContainText('Tax Credit Note');
    await expect(paper).toContainText('إشعار دائن ضريبي');
    await paper.evaluate((element) => {
      element.setAttribute('data-print-target', '');
      document.body.setAttribute('data-printing', '');
    });
    expect(await printedPages(page, `test-results/credit-note-print-${locale}.pdf`)).toBe(1);
  });
}

test(`staff confirming a hire read the credit notes and refunds that follow for another family's paid order (en)`, async ({ page }) => {
  test.setTimeout(90_000);
  const locale = 'en';
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const aed = (amount: number) => formatAed(amount, locale);
  const adminToken = await suiteAdminToken(page.request);
  const { laborId, order: losing } = await approvedOrder(page.request, adminToken, `Loser ${locale}`);
  const [invoice] = (await adminFinance(page.request, adminToken, losing.id)).invoices;
  const paid = await page.request.post(`/api/admin/invoices/${invoice!.id}/payments`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { amountAed: 5000, method: 'cash', receivedOn: todayInUae() },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const winner = await registerClient(page.request, `winner${locale}`);
  const winning = await approveAfterInterview(page.request, adminToken, winner, (await requestWorker(page.request, winner.token, laborId, 'Main')).id);

  await useLanguage(page, locale);
  await signInWithToken(page, adminToken);
  await page.goto(`/OrderDetails/${winning.id}`);
  await page.getByRole('button', { name: t('orderAction.confirmPayment'), exact: true }).click();
  const due = formatUaeDate(addDays(todayInUae(), 14), locale);
  await expect(page.getByRole('dialog').getByTestId('others-closing-credit')).toHaveText(
    `${t('clientOrders.consequence.othersCredit', { amount: aed(invoice!.totalAed) })} ${t('clientOrders.consequence.refund', { amount: aed(5000), date: due })}`,
  );
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `test-results/hire-closes-others-${locale}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('dialog').getByTestId('others-closing-credit')).toBeVisible();
  await page.screenshot({ path: `test-results/hire-closes-others-${locale}-390.png` });
});
