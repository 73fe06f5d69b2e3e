import type { APIRequestContext, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';
import { registerClient } from './after-hire-setup';
import { addWorker } from './workers';

const words = (locale: TLocaleName) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

/** Workers of the test's own, with the codes their hearts are named by. */
async function addWorkers(request: APIRequestContext, names: string[]) {
  const adminToken = await suiteAdminToken(request);
  const workers: Array<{ id: number; code: string; name: string }> = [];
  for (const name of names) {
    const id = await addWorker(request, adminToken, name);
    const { code } = ((await (await request.get(`/api/labors/${id}`)).json()) as { data: { code: string } }).data;
    workers.push({ id, code, name });
  }
  return { adminToken, workers };
}

const columnOf = (page: Page, name: string) => page.getByRole('columnheader').filter({ hasText: name });

test('a visitor shortlists three workers, signs in, finds them in her account, compares them and requests one (en)', async ({ page }) => {
  const t = words('en');
  await useLanguage(page, 'en');
  const stamp = Date.now();
  const { workers } = await addWorkers(page.request, [`Amal ${stamp}`, `Bina ${stamp}`, `Cora ${stamp}`]);

  await page.goto('/Workers');
  for (const worker of workers) {
    const heart = page.getByRole('article', { name: worker.name }).getByRole('button', { name: t('shortlist.add', { code: worker.code }) });
    await heart.click();
    await expect(page.getByRole('button', { name: t('shortlist.remove', { code: worker.code }) })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByRole('link', { name: t('shortlist.headerCount', { count: 3 }) })).toBeVisible();

  // Signing in brings the browser's shortlist into her new account.
  const client = await registerClient(page.request, 'shortlist');
  await page.goto('/Login?next=%2FShortlist');
  await page.getByLabel(t('account.userNameOrEmail')).fill(client.userName);
  await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(client.password);
  await page.getByRole('button', { name: t('account.loginSubmit') }).click();
  await expect(page).toHaveURL(/\/Shortlist$/);
  for (const worker of workers) await expect(columnOf(page, worker.name)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const account = await (await page.request.get('/api/shortlist', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(account.data.laborIds).toEqual(workers.map((worker) => worker.id));
  await expect(page.getByRole('row', { name: new RegExp(`^${t('catalogue.salary')}`) })).toContainText('AED 2,200');
  await expectNoSeriousAxeViolations(page);

  // She requests the second one from the comparison.
  const [, chosen] = workers as [unknown, { name: string }];
  const requestButtons = page.getByRole('button', { name: t('catalogue.request') });
  await expect(requestButtons).toHaveCount(3);
  await requestButtons.nth(1).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(chosen.name) });
  await dialog.getByRole('radio', { name: t('packageKind.Main') }).check();
  await dialog.getByRole('button', { name: t('clientOrders.sendRequest') }).click();
  await expect(page).toHaveURL(/\/ClientOrder\/\d+$/);
  await expect(page.getByText(chosen.name).first()).toBeVisible();
});

test('a client removes a worker from her shortlist and sees one no longer available (ar)', async ({ page }) => {
  const t = words('ar');
  const stamp = Date.now();
  const { adminToken, workers } = await addWorkers(page.request, [`Dana ${stamp}`, `Eman ${stamp}`]);
  const [kept, taken] = workers as [(typeof workers)[number], (typeof workers)[number]];
  const { token } = await registerClient(page.request, 'shortlistar');
  for (const worker of workers) {
    expect((await page.request.put(`/api/shortlist/${worker.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  }
  // Another family hires her meanwhile.
  const status = await page.request.put(`/api/admin/labors/${taken.id}/status`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { status: 'NotAvailable', confirmed: true },
  });
  expect(status.status()).toBe(200);

  await useLanguage(page, 'ar');
  await signInWithToken(page, token);
  await page.goto('/Shortlist');
  await expect(page.getByRole('heading', { level: 1, name: t('shortlist.title') })).toBeVisible();
  await expect(columnOf(page, taken.name)).toContainText(t('shortlist.noLongerAvailable'));
  await expect(columnOf(page, kept.name)).not.toContainText(t('shortlist.noLongerAvailable'));
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: t('shortlist.remove', { code: kept.code }) }).click();
  await expect(columnOf(page, kept.name)).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('shortlist.headerCount', { count: 1 }) })).toBeVisible();
  const account = await (await page.request.get('/api/shortlist', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(account.data.laborIds).toEqual([taken.id]);
});
