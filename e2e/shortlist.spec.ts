import type { APIRequestContext, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';
import { registerClient } from './after-hire-setup';
import { formatUaeDateTime } from '../packages/shared/src/money-and-dates';
import { mailCodeFor } from './mail';
import { publishSlots, uaeDayIn } from './slots';
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

/**
 * The whole story, once in English (the removal below is in Arabic): a visitor shortlists
 * three workers, signs up with the code mailed to her, compares them, requests one, books an
 * interview slot herself, and staff find it on their calendar, on a day of online slots of its own.
 */
const [locale, daysAhead, hour] = ['en', 11, 13] as const;

test(`a visitor shortlists three workers, signs up, compares them, requests one, books an interview and staff see it on the calendar (${locale})`, async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const t = words(locale);
  await useLanguage(page, locale);
  const stamp = Date.now();
  const { adminToken, workers } = await addWorkers(page.request, [`Amal ${stamp}`, `Bina ${stamp}`, `Cora ${stamp}`]);
  const day = uaeDayIn(daysAhead);
  await publishSlots(page.request, adminToken, { fromDay: day, fromTime: `${hour}:00`, toTime: `${hour + 1}:00` });

  await page.goto('/Workers');
  for (const worker of workers) {
    const heart = page.getByRole('article', { name: worker.name }).getByRole('button', { name: t('shortlist.add', { code: worker.code }) });
    await heart.click();
    await expect(page.getByRole('button', { name: t('shortlist.remove', { code: worker.code }) })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByRole('link', { name: t('shortlist.headerCount', { count: 3 }) })).toBeVisible();

  // She signs up, and confirms her e-mail with the code mailed to her.
  const suffix = `${stamp}${Math.floor(Math.random() * 100)}`;
  const account = { userName: `story.${suffix}`, email: `story.${suffix}@example.com`, phone: `5${suffix.slice(-8)}`, password: `sunny-garden-${suffix}` };
  await page.goto('/Register');
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field(t('account.userName')).fill(account.userName);
  await field(t('account.email')).fill(account.email);
  await field(t('account.phone')).fill(account.phone);
  await field(t('account.password')).fill(account.password);
  await page.getByRole('button', { name: t('account.registerSubmit'), exact: true }).click();
  await expect(page).toHaveURL(/\/VerifyEmail$/);
  await field(t('verifyEmail.code')).fill(await mailCodeFor(account.email));
  await page.getByRole('button', { name: t('verifyEmail.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/ClientProfile$/);

  // Her new account holds the browser's shortlist, side by side.
  await page.getByRole('link', { name: t('shortlist.headerCount', { count: 3 }) }).click();
  await expect(page).toHaveURL(/\/Shortlist$/);
  for (const worker of workers) await expect(columnOf(page, worker.name)).toBeVisible();
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
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  // She books her interview at half past, UAE time, online.
  await expect(page.getByRole('heading', { name: t('slots.pickTitle') })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`${hour}:30.*${t('slots.online')}`) }).click();
  const bookedAt = formatUaeDateTime(`${day}T${hour}:30:00+04:00`, locale);
  await expect(page.getByText(t('slots.yourBooking', { date: bookedAt }))).toBeVisible();

  // Staff find it on the calendar's day, with the worker and the client.
  const staff = await (await browser.newContext()).newPage();
  await useLanguage(staff, locale);
  await signInWithToken(staff, adminToken);
  await staff.goto(`/Calendar?day=${day}`);
  const entry = staff.getByRole('listitem').filter({ hasText: account.userName });
  await expect(entry).toContainText(`${hour}:30`);
  await expect(entry).toContainText(chosen.name);
  await entry.getByRole('link', { name: /^SO-/ }).click();
  await expect(staff).toHaveURL(new RegExp(`/OrderDetails/${orderId}$`));
  await staff.context().close();
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
