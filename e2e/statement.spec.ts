import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatAed, formatUaeDate } from '../packages/shared/src/money-and-dates';
import { adminFinance, clientReturns, deliveredOrder, todayInUae } from './after-hire-setup';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';

/**
 * The family's statement of account (issue 31, decision 026), in Arabic (its PDF's right-to-left text): her order hired and
 * paid at the desk, the worker returned within probation and the refund chosen, so the statement
 * holds an invoice, its receipt and a credit note; she reads it from her account menu, with the
 * balance after each line, and downloads it as a PDF.
 */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const locale = 'ar';

test(`the family reads her statement of account in Arabic and downloads it as a PDF`, async ({ page, request }) => {
  test.setTimeout(90_000);
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const aed = (amount: number) => formatAed(amount, locale);
  const adminToken = await suiteAdminToken(request);
  const { client, order } = await deliveredOrder(request, adminToken, `statement ${locale}`, 'Main');
  const returned = await clientReturns(request, client, order, 'failedProbation');
  const chosen = await request.post(`/api/orders/${order.id}/placement/remedy`, {
    headers: bearer(client.token),
    data: { remedy: 'refund', version: returned.version },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const finance = await adminFinance(request, adminToken, order.id);
  const invoice = finance.invoices.find((document) => document.kind === 'invoice')!;
  const creditNote = finance.invoices.find((document) => document.kind === 'creditNote')!;
  const fee = invoice.totalAed;

  await useLanguage(page, locale);
  await signInWithToken(page, client.token);
  await page.goto('/CLientOrders');
  await openFromAccountMenu(page, t('header.myAccount'), t('header.myStatement'));
  await expect(page).toHaveURL(/\/Statement$/);
  await expect(page.getByRole('heading', { level: 1, name: t('statement.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Three lines, oldest first, each with the balance after it: she owed the fee, paid it, and the credit note puts the agency in her debt.
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const today = formatUaeDate(todayInUae(), locale);
  const expected = [
    ['invoice', invoice.number, aed(fee)],
    ['payment', null, aed(0)],
    ['creditNote', creditNote.number, aed(-fee)],
  ] as const;
  for (const [index, [kind, number, balance]] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row).toHaveAttribute('data-kind', kind);
    await expect(row).toContainText(t(`statement.kind.${kind}`));
    await expect(row).toContainText(today);
    await expect(row).toContainText(order.number);
    if (number) await expect(row).toContainText(number);
    await expect(row.locator('td').last()).toHaveText(balance);
  }
  await expect(page.getByText(t('statement.owedToClient', { amount: aed(fee) }))).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The PDF in her language: a PDF whose text names the invoice and the credit note.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('statement.downloadAr') }).click()]);
  expect(download.suggestedFilename()).toBe(`statement-${locale}.pdf`);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = bytes.toString('latin1');
  expect(text).toContain('IBMPlexSansArabic');
});

async function openFromAccountMenu(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('link', { name: item }).click();
}
