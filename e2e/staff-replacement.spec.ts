import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatAed } from '../packages/shared/src/money-and-dates';
import { adminOrder, deliveredOrder, escapeRegExp, fact } from './after-hire-setup';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';
import { addWorker } from './workers';

/**
 * Issue 32: a family whose worker left asks for the replacement by phone. Staff end the placement,
 * record the family's choice of a replacement, and open the no-fee replacement order from the
 * placement page, picking an Available worker; the refund's amount and day no longer show, for
 * staff or for the family, and the placement links to the new order. Once, in English (its Arabic words are in after-hire.spec).
 */

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const locale = 'en';

test(`staff open the replacement order from the placement page for a family that asked by phone (${locale})`, async ({ page, browser }) => {
  test.setTimeout(120_000);
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const adminToken = await suiteAdminToken();
  const { client, order } = await deliveredOrder(page.request, adminToken, `phone-replacement-${locale}`, 'Main');
  const newWorker = await addWorker(page.request, adminToken, `Phone replacement ${locale} ${Date.now()}`);
  const headers = { authorization: `Bearer ${adminToken}` };
  const { code } = ((await (await page.request.get(`/api/admin/labors/${newWorker}`, { headers })).json()) as { data: { code: string } }).data;

  // Staff: the worker left; the family asks by phone for a replacement.
  await useLanguage(page, locale);
  await signInWithToken(page, adminToken);
  await page.goto(`/PlacementDetails/${order.placement!.id}`);
  const placement = page.getByRole('region', { name: t('placements.ui.title') });
  await placement.getByRole('button', { name: t('placements.ui.endPlacement') }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: t('placements.ui.endKind.absent') }).check();
  await dialog.getByRole('button', { name: t('placements.ui.endPlacement') }).click();
  await expect(alert(page, t('placements.endRecorded'))).toBeVisible();
  const refund = formatAed(13_125, locale);
  await expect(fact(placement, t('placements.ui.refundAmount'))).toHaveText(refund);

  await placement.getByRole('button', { name: t('placements.ui.recordReplacement') }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('placements.ui.recordReplacement') }).click();
  await expect(alert(page, t('placements.remedyChosen'))).toBeVisible();
  await expect(fact(placement, t('placements.ui.remedyChosen'))).toHaveText(t('placements.ui.remedy.replacement'));
  // No refund falls due: neither its amount nor its day shows.
  await expect(fact(placement, t('placements.ui.refundAmount'))).toHaveCount(0);
  await expect(fact(placement, t('placements.ui.refundDue'))).toHaveCount(0);

  // Staff open the replacement order, picking the new worker by her code.
  await placement.getByRole('button', { name: t('placements.ui.openReplacement') }).click();
  dialog = page.getByRole('dialog', { name: t('placements.ui.openReplacement') });
  await expect(dialog.getByText(client.userName)).toBeVisible();
  await dialog.getByRole('searchbox', { name: t('addOrder.searchWorker') }).fill(code);
  await dialog.getByRole('radio', { name: new RegExp(escapeRegExp(code)) }).check();
  await dialog.getByRole('button', { name: t('placements.ui.openReplacement') }).click();
  await expect(dialog).toBeHidden();

  // The placement links to the new order instead of offering the step.
  const link = fact(placement, t('placements.ui.replacementOrder')).getByRole('link');
  await expect(link).toBeVisible();
  await expect(placement.getByRole('button', { name: t('placements.ui.openReplacement') })).toHaveCount(0);
  const replacementNumber = (await link.textContent())!.trim();
  await expect(alert(page, t('orders.added', { number: replacementNumber }))).toBeVisible();
  const timeline = page.getByRole('region', { name: t('placements.ui.timeline') });
  await expect(timeline.getByText(t('placements.ui.event.replacementOpened'))).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/OrderDetails\/\d+$/);
  const replacement = await adminOrder(page.request, adminToken, Number(page.url().split('/').pop()));
  expect({ number: replacement.number, priceAed: replacement.priceAed }).toEqual({ number: replacementNumber, priceAed: 0 });

  // The family sees the replacement chosen and its order, and no refund amount or day.
  const family = await (await browser.newContext()).newPage();
  await useLanguage(family, locale);
  await signInWithToken(family, client.token);
  await family.goto(`/ClientOrder/${order.id}`);
  const hers = family.getByRole('region', { name: t('placements.ui.title') });
  await expect(fact(hers, t('placements.ui.remedyChosen'))).toHaveText(t('placements.ui.remedy.replacement'));
  await expect(fact(hers, t('placements.ui.replacementOrder')).getByRole('link')).toHaveText(replacementNumber);
  await expect(fact(hers, t('placements.ui.refundAmount'))).toHaveCount(0);
  await expect(fact(hers, t('placements.ui.refundDue'))).toHaveCount(0);
  await family.context().close();
});
