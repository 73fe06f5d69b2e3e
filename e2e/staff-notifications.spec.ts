import { todayInUae } from '../packages/shared/src/uae-time';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';

const ar = (key: string, params?: Record<string, string | number>) => translate('ar', key, params);

test('a visitor asks to be called back and staff, in Arabic, see the bell count it, open it and follow it to the request', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  const name = `Bell Caller ${stamp}`;
  const token = await suiteAdminToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  await page.request.post('/api/admin/notifications/read-all', { headers });

  await useLanguage(page, 'ar');
  await signInWithToken(page, token);
  await page.goto('/Dashboard');
  const bell = page.getByRole('navigation', { name: ar('header.backOffice') }).getByRole('button', { name: new RegExp(`^${ar('staffNotifications.bell')}`) });
  await expect(bell).toBeVisible();
  const badge = bell.getByTestId('notification-count');
  const shown = async () => Number((await badge.count()) ? await badge.textContent() : 0);
  const before = await shown();

  // The visitor asks to be called, from the home page, in Arabic.
  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, 'ar');
  await visitor.goto('/');
  await visitor.locator('#callback-title').scrollIntoViewIfNeeded();
  const callbackForm = visitor.locator('form[aria-labelledby="callback-title"]');
  await callbackForm.getByRole('textbox', { name: ar('catalogue.yourName') }).fill(name);
  await callbackForm.getByRole('textbox', { name: ar('catalogue.phoneNumber') }).fill(`5${stamp.slice(-8)}`);
  await callbackForm.getByLabel(ar('catalogue.preferredDate')).fill(todayInUae());
  await callbackForm.getByRole('button', { name: ar('catalogue.sendCallback') }).click();
  await expect(callbackForm.getByRole('status')).toHaveText(ar('enquiries.callbackSent'));
  await visitor.context().close();

  // Staff come back to the window: the badge is asked again and counts it.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(shown).toBeGreaterThan(before);

  await bell.click();
  const panel = page.getByRole('list', { name: ar('staffNotifications.title') });
  const item = panel.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText(ar('staffNotifications.kind.callback'));
  await expect(item.getByRole('img', { name: ar('staffNotifications.unread') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await item.getByRole('link').click();

  await expect(page).toHaveURL(/\/EnquiryDetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // Opened, it is read (the count itself may meanwhile gain other tests' orders and requests).
  await bell.click();
  await expect(item.getByRole('link')).toBeVisible();
  await expect(item.getByRole('img', { name: ar('staffNotifications.unread') })).toHaveCount(0);
});
