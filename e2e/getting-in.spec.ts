import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { registerVerifiedClient } from './clients';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';
import { mailCodeFor } from './mail';
import { addWorker } from './workers';

// Families getting in: the way back to the worker through log in, register, verify and forgot
// password; the language of every address; the toasts; the tab titles.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SITE = { en: 'Sakina', ar: 'سكينة' } as const;

/** A toast (Mantine's notifications are alerts) with these words. */
const toast = (page: Page, message: string) => page.locator('.mantine-Notification-root').filter({ hasText: message });
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A code of six digits that is not this one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function expectBelowHeader(page: Page, message: string) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast(page, message).boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`getting in (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    // The way back on a desktop in each language, and on a phone in Arabic.
    const onPhoneToo = { tag: locale === 'ar' ? ['@mobile'] : [] };

    test('a visitor who taps Request, registers and confirms her e-mail is back on the worker with the request dialog open', onPhoneToo, async ({ page }) => {
      test.setTimeout(90_000);
      const laborId = await addWorker(page.request, await suiteAdminToken(page.request), `Way Back ${locale} ${unique()}`);
      const worker = `/LaborDetails/${laborId}`;
      await page.goto(worker);
      await page
        .getByRole('main')
        .getByRole('link', { name: t('catalogue.request') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/Login\\?next=${escaped(encodeURIComponent(`${worker}?request=1`))}$`));

      // "Create an account" keeps where she was going.
      await page.getByRole('link', { name: t('account.createAccount') }).click();
      await expect(page).toHaveURL(new RegExp(`/Register\\?next=${escaped(encodeURIComponent(`${worker}?request=1`))}$`));
      const suffix = unique();
      const email = `way.back.${locale}.${suffix}@example.com`;
      await field(page, t('account.userName')).fill(`way.back.${suffix}`);
      await field(page, t('account.email')).fill(email);
      await field(page, t('account.phone')).fill(`5${String(Date.now()).slice(-8)}`);
      await field(page, t('account.password')).fill(`tulip-${Date.now()}-harbour`);
      await page.getByRole('button', { name: t('account.registerSubmit') }).click();

      // The e-mail's code, a wrong one first: its red toast sits under the header, and goes once the right code is in.
      await expect(page).toHaveURL(/\/VerifyEmail\?next=/);
      const code = await mailCodeFor(email);
      await field(page, t('verifyEmail.code')).fill(wrongCode(code));
      await page.getByRole('button', { name: t('verifyEmail.submit'), exact: true }).click();
      await expect(toast(page, t('verifyEmail.codeWrong'))).toBeVisible();
      await expectBelowHeader(page, t('verifyEmail.codeWrong'));
      await field(page, t('verifyEmail.code')).fill(code);
      await page.getByRole('button', { name: t('verifyEmail.submit'), exact: true }).click();
      await expect(toast(page, t('verifyEmail.verified'))).toBeVisible();
      await expect(toast(page, t('verifyEmail.codeWrong'))).toHaveCount(0);

      // Back on the worker, the request dialog open; the address no longer asks for it.
      await expect(page).toHaveURL(new RegExp(`${worker}$`));
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: t('clientOrders.sendRequest') })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Closed, it does not open again on a reload.
      await dialog.getByRole('button', { name: t('common.close') }).click();
      await page.reload();
      await expect(page.getByRole('main').getByRole('button', { name: t('catalogue.request') })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    // In English: the Arabic reset by e-mail is in accounts.spec's story.
    if (locale === 'en') {
      test('forgot password keeps its step on a reload and leads back to log in, and on to the page asked for', async ({ page }) => {
        const client = await registerVerifiedClient(page.request, `forgot.${locale}`);
        await page.goto('/Login?next=%2FShortlist');
        await page.getByRole('link', { name: t('account.forgotLink') }).click();
        await expect(page).toHaveURL(/\/Forget-password\?next=%2FShortlist$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account.forgotTitle'));
        await expect(page).toHaveTitle(`${t('account.forgotTitle')} | ${SITE[locale]}`);
        // The newest mail to her until the reset's lands is the sign-up's, with its own code.
        const signUpCode = await mailCodeFor(client.email);
        await field(page, t('account.email')).fill(client.email);
        await page.getByRole('button', { name: t('account.sendCode') }).click();
        await expect(page).toHaveURL(/step=code/);

        // She reads the code in her mail app and comes back: still at the code, for the same e-mail.
        await page.reload();
        await expect(page.getByRole('main').getByText(client.email)).toBeVisible();
        const password = `reset-${unique()}`;
        await field(page, t('account.code')).fill(await mailCodeFor(client.email, signUpCode));
        await field(page, t('account.newPassword')).fill(password);
        await field(page, t('account.confirmPassword')).fill(password);
        await page.getByRole('button', { name: t('account.resetSubmit') }).click();
        await expect(page).toHaveURL(/\/Login\?next=%2FShortlist$/);
        await field(page, t('account.userNameOrEmail')).fill(client.userName);
        await field(page, t('account.password')).fill(password);
        await page.getByRole('button', { name: t('account.loginSubmit') }).click();
        await expect(page).toHaveURL(/\/Shortlist$/);
      });
    }

    // In Arabic, the site's name in its own script; the English titles are checked along the stories.
    if (locale === 'ar') {
      test('every page names the site in its tab', async ({ page }) => {
        for (const path of [
          '/',
          '/Workers',
          '/Services',
          '/Prices',
          '/ContactUs',
          '/Privacy',
          '/Terms',
          '/Articles',
          '/Apply',
          '/Shortlist',
          '/Login',
          '/Register',
        ]) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // "… | Sakina", or the home page's title that starts with the site's name.
          await expect(page, path).toHaveTitle(new RegExp(`^${SITE[locale]}|. \\| ${SITE[locale]}`));
        }
        await signInAsAdmin(page);
        await page.goto('/Dashboard');
        await expect(page).toHaveTitle(new RegExp(`. \\| ${SITE[locale]}$`));
      });
    }
  });
}

test.describe('the language of every address', () => {
  test('?lang=ar opens log in, register, the shortlist and my orders in Arabic, and ?lang=en in English', async ({ page }) => {
    const client = await registerVerifiedClient(page.request, 'lang.ar');
    const ar = (key: string) => translate('ar', key);
    const headings: Record<string, string> = {
      '/Login': ar('account.loginTitle'),
      '/Register': ar('account.registerTitle'),
      '/Shortlist': ar('shortlist.title'),
    };
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(`${path}?lang=ar`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    // The server writes the page in that language before any script runs.
    expect(await (await page.request.get('/Register?lang=ar')).text()).toContain('<html lang="ar" dir="rtl">');

    await signInWithToken(page, client.token);
    await page.goto('/CLientOrders?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('header.myOrders'));

    await page.goto('/CLientOrders?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'header.myOrders'));
  });

  test.describe('a first visit from a browser that asks for Arabic', () => {
    test.use({ locale: 'ar-AE' });

    test('opens the site in Arabic', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('banner').getByRole('link', { name: translate('ar', 'header.login') })).toBeVisible();
      // Her own choice wins from then on.
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto('/Login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
});
