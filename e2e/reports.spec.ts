import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import type { Page } from '@playwright/test';
import { addDays } from '../packages/shared/src/uae-time';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';
import { openSection } from './sections';

/** Last month as the UAE counts it today. */
function lastMonth() {
  const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** Downloads one report through its button; answers the saved file's path and name. */
async function download(page: Page, label: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
  return { path: await file.path(), name: file.suggestedFilename() };
}

async function openReports(page: Page, locale: TLocaleName) {
  await useLanguage(page, locale);
  await signInWithToken(page, await suiteAdminToken());
  await page.goto('/Dashboard');
  await openSection(page, locale, 'reports.menu');
  await expect(page.getByRole('heading', { level: 1, name: translate(locale, 'reports.title.page') })).toBeVisible();
}

test('staff open /Reports in Arabic, pick last month, read its orders and download it as CSV and Excel', async ({ page }) => {
  const t = (key: string, params?: Record<string, string | number>) => translate('ar', key, params);
  await openReports(page, 'ar');
  await page.getByRole('button', { name: t('reports.preset.lastMonth') }).click();
  const range = lastMonth();
  await expect(page).toHaveURL(new RegExp(`from=${range.from}&to=${range.to}`));
  await expect(page.getByRole('button', { name: t('reports.preset.lastMonth') })).toHaveAttribute('aria-pressed', 'true');

  // The page's total is the API's, over the same UAE days.
  const answer = await page.request.get(`/api/admin/reports?from=${range.from}&to=${range.to}`, {
    headers: { authorization: `Bearer ${await suiteAdminToken()}` },
  });
  const ordersPlaced = ((await answer.json()).data.ordersByStatus as Array<{ count: number }>).reduce((sum, row) => sum + row.count, 0);
  expect(ordersPlaced).toBeGreaterThan(0);
  const byStatus = page.getByRole('region', { name: t('reports.title.ordersByStatus') });
  await expect(byStatus.locator('tfoot td').last()).toHaveText(String(ordersPlaced));
  await expect(page.getByRole('list', { name: t('reports.chartLabel', { title: t('reports.title.revenueByMonth') }) })).toBeVisible();

  const csv = await download(page, t('reports.exportCsvLabel', { title: t('reports.title.ordersByStatus') }));
  expect(csv.name).toBe(`ordersByStatus_${range.from}_${range.to}.csv`);
  const text = await readFile(csv.path, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split('\r\n')[0]).toBe(`"${t('reports.column.status')}","${t('reports.column.orders')}"`);
  expect(text).toContain(`"${t('reports.total')}",${ordersPlaced}\r\n`);

  const xlsx = await download(page, t('reports.exportXlsxLabel', { title: t('reports.title.ordersByStatus') }));
  const [sheet] = await readXlsxFile(await readFile(xlsx.path));
  expect(sheet!.data.at(-1)).toEqual([t('reports.total'), ordersPlaced]);
});

test('staff download a report in English, headers in English', async ({ page }) => {
  const t = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
  await openReports(page, 'en');
  const title = t('reports.title.revenueByMonth');
  const csv = await readFile((await download(page, t('reports.exportCsvLabel', { title }))).path, 'utf8');
  expect(csv.slice(1).split('\r\n')[0]).toBe(
    ['month', 'placements', 'net', 'vat', 'invoiced', 'received'].map((column) => `"${t(`reports.column.${column}`)}"`).join(','),
  );
  const [sheet] = await readXlsxFile(await readFile((await download(page, t('reports.exportXlsxLabel', { title }))).path));
  expect(sheet!.sheet).toBe(title);
  expect(sheet!.data[0]![0]).toBe(t('reports.column.month'));
});
