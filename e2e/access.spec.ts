import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { E2E_ADMIN } from './constants';
import { expect, expectNoSeriousAxeViolations, passAdminSecondStep, signInWithToken, test, useLanguage } from './fixtures';
import { apiToken } from './workers';

const DEMO_CLIENT = { userName: 'mariam.khan', password: 'demo-client-2026' };

const tokenOf = (page: Page, credentials: { userName: string; password: string }) => apiToken(page.request, credentials);

async function firstOrderOf(page: Page, token: string): Promise<number> {
  const answer = await page.request.get('/api/orders?pageNumber=1&pageSize=1', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
}

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`access in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    // Each flow runs once: its words in the other language are checked elsewhere (accounts.spec
    // sends an Arabic visitor to log in and shows an Arabic client the 403 page). The switch runs both ways.
    if (locale === 'en') {
      test('an order link opened signed out, or with an ended session, asks to log in and comes back to the order', async ({ page }) => {
        const orderId = await firstOrderOf(page, await tokenOf(page, DEMO_CLIENT));

        await page.goto(`/ClientOrder/${orderId}`);
        await expect(page).toHaveURL(new RegExp(`/Login\\?next=%2FClientOrder%2F${orderId}$`));
        await expect(page.getByText(t('auth.loginFirst'))).toBeVisible();
        await expect(page.getByText('CancelledError')).toHaveCount(0);

        // A token the server no longer knows (the session ended) is the same as none.
        await page.evaluate(() => localStorage.setItem('token', 'a-session-that-has-ended'));
        await page.goto(`/ClientOrder/${orderId}`);
        await expect(page).toHaveURL(/\/Login\?next=/);

        await page.getByRole('textbox', { name: t('account.userNameOrEmail'), exact: true }).fill(DEMO_CLIENT.userName);
        await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(DEMO_CLIENT.password);
        await page.getByRole('button', { name: t('account.loginSubmit') }).click();
        await expect(page).toHaveURL(new RegExp(`/ClientOrder/${orderId}$`));
        await expect(page.getByRole('heading', { level: 1, name: t('clientOrders.orderTitle') })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(t('clientOrders.orderTitle')));
      });
    }

    if (locale === 'ar') {
      test('a wrong password is said in the login form itself', async ({ page }) => {
        await page.goto('/Login');
        await page.getByRole('textbox', { name: t('account.userNameOrEmail'), exact: true }).fill(DEMO_CLIENT.userName);
        await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill('not-the-password-1');
        await page.getByRole('button', { name: t('account.loginSubmit') }).click();
        await expect(
          page
            .getByRole('main')
            .getByRole('alert')
            .filter({ hasText: t('auth.loginFailed') }),
        ).toBeVisible();
      });
    }

    if (locale === 'en') {
      test('a client opening an admin order link sees the 403 page', async ({ page }) => {
        const token = await tokenOf(page, DEMO_CLIENT);
        await signInWithToken(page, token);
        await page.goto('/OrderDetails/1');
        await expect(page).toHaveURL(/\/forbidden$/);
        await expect(page.getByText(t('errors.forbiddenMessage'))).toBeVisible();
        await expect(page.getByText(t('errors.serverErrorTitle'))).toHaveCount(0);
        await expect(page).toHaveTitle(new RegExp(t('errors.forbiddenTitle')));
        await expectNoSeriousAxeViolations(page);
      });
    }

    if (locale === 'en') {
      test('a session that ends while the admin edits keeps what was typed, asks to sign in again, then saves', async ({ page }) => {
        const token = await tokenOf(page, E2E_ADMIN);
        const headers = { authorization: `Bearer ${token}` };
        const digits = String(Date.now()).slice(-8);
        const added = await page.request.post('/api/staff', {
          headers,
          data: {
            userName: `reem.${digits}`,
            email: `reem.${digits}@example.ae`,
            phoneNumber: `50${digits.slice(-7)}`,
            languageId: 2,
            staffRole: 'content',
            password: `harbour-${digits}-tide`,
          },
        });
        expect(added.status()).toBe(201);
        const staffId = ((await added.json()) as { data: { id: number } }).data.id;
        await signInWithToken(page, token);
        await page.goto(`/StaffEdit/${staffId}`);
        const phone = page.getByLabel(t('account.phone'));
        const typed = '561112244';
        await phone.fill(typed);

        // The session ends on the server (as after 30 idle minutes) while the form is open.
        expect((await page.request.post('/api/auth/logout', { headers })).status()).toBe(200);
        await page.getByRole('button', { name: t('account.save') }).click();

        const dialog = page.getByRole('dialog', { name: t('auth.sessionEndedTitle') });
        await expect(dialog).toBeVisible();
        await expect(phone).toHaveValue(typed);
        await expectNoSeriousAxeViolations(page);
        await dialog.getByRole('textbox', { name: t('account.userNameOrEmail'), exact: true }).fill(E2E_ADMIN.userName);
        await dialog.getByRole('textbox', { name: t('account.password'), exact: true }).fill(E2E_ADMIN.password);
        await dialog.getByRole('button', { name: t('account.loginSubmit') }).click();
        await passAdminSecondStep(dialog, locale);
        await expect(dialog).toBeHidden();
        await expect(phone).toHaveValue(typed);

        await page.getByRole('button', { name: t('account.save') }).click();
        await expect(page.getByText(t('staff.updated'))).toBeVisible();
        const fresh = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
        const saved = await page.request.get(`/api/staff/${staffId}`, { headers: fresh });
        expect(((await saved.json()) as { data: { phoneNumber: string } }).data.phoneNumber).toBe(typed);
      });
    }

    test('the language switch works on a ?lang= address', async ({ page }) => {
      const other = locale === 'ar' ? 'en' : 'ar';
      await page.goto(`/Services?lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByRole('button', { name: t('language.switchTo'), exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page).toHaveURL(/\/Services$/);
      await expect(page.getByRole('heading', { level: 1, name: other === 'ar' ? 'خدماتنا' : 'Our services' })).toBeVisible();
    });
  });
}
