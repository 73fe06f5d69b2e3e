import { translate } from '../packages/shared/src/i18n/translate';
import { deliveredOrder } from './after-hire-setup';
import { expect, signInAsAdmin, suiteAdminToken, test, useLanguage } from './fixtures';
import { addWorker } from './workers';

/**
 * A worker's history and the audit log read as sentences in the reader's language: labels, not
 * field keys; names, not ids; amounts in AED; a placement's end with its guarantee said in words.
 */
// In Arabic, where the sentences' words and amounts differ most from the fields they come from.
const locale = 'ar';
const t = (key: string) => translate(locale, key);

test(`a worker's history and a placement's end in the audit log read as sentences (${locale})`, async ({ page, request }) => {
  test.setTimeout(90_000);
  const adminToken = await suiteAdminToken(request);
  const name = `History ${locale} ${Date.now()}`;
  const laborId = await addWorker(request, adminToken, name);
  const { order } = await deliveredOrder(request, adminToken, `history-${locale}`, 'Main');
  const ended = await request.post(`/api/admin/placements/${order.placement!.id}/end`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { version: order.placement!.version, kind: 'returned', reason: 'failedProbation', note: '' },
  });
  expect(ended.status(), await ended.text()).toBe(200);

  await useLanguage(page, locale);
  await signInAsAdmin(page);
  await page.goto(`/LaborsView/${laborId}`);
  const history = page.locator('ol').last();
  await expect(history.getByText(`${t('audit.fields.gender')}:`)).toBeVisible();
  await expect(history.getByText(t('laborsAdmin.female'), { exact: true })).toBeVisible();
  await expect(history.getByText('2,200 درهم', { exact: true })).toBeVisible();
  await expect(history.getByText(t('audit.file.added')).first()).toBeVisible();
  // No field key, no generated file name, no raw code.
  const text = await history.innerText();
  expect(text).not.toMatch(/\b(gender|stage|sourceAgency|female|atAccommodation)\b|\.webp|\.png/);
  await page.screenshot({ path: `test-results/history-worker-${locale}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/history-worker-${locale}-390.png` });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`/AuditLog?entity=placement&entityId=${order.placement!.id}`);
  const row = page.getByRole('row').filter({ hasText: t('audit.actions.end') });
  await expect(row).toContainText('13,125 درهم');
  await expect(row).toContainText(t('audit.guarantee.basis.fullWithinProbation'));
  await expect(row).toContainText(t('placements.ui.endKind.returned'));
  await expect(row).not.toContainText('[object Object]');
  await expect(row).not.toContainText('1312500');
  await expect(row).not.toContainText('fullWithinProbation');
  // The placement by its worker, said once.
  await expect(row).toContainText(`${t('audit.entities.placement')} رقم ${order.placement!.id} (`);
  await page.screenshot({ path: `test-results/history-audit-log-${locale}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/history-audit-log-${locale}-390.png` });
});
