import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, test, useLanguage } from './fixtures';

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * Set up in Arabic, with an Arabic user name (the key read left to right in a right-to-left page),
 * then signed in with a code in English: each half once, in the language where it says most.
 */
test.describe('two-step sign-in', () => {
  const ar = (key: string, params?: Record<string, string | number>) => translate('ar', key, params);
  const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

  test('a client sets it up with the QR code or the key, keeps the recovery codes, signs out, then signs in with a code', async ({ page, browser }) => {
    const suffix = `${Date.now().toString(36)}${randomDigits(4)}`;
    const account = {
      userName: `ليلى.${randomDigits(10)}`,
      email: `e2e.twostep.${suffix}@example.com`,
      phoneNumber: `5${randomDigits(8)}`,
      password: `first-pass-${randomDigits(8)}`,
    };
    expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);

    const signIn = async (signInPage: Page, t: typeof en) => {
      await signInPage.getByRole('textbox', { name: t('account.userNameOrEmail'), exact: true }).fill(account.userName);
      await signInPage.getByRole('textbox', { name: t('account.password'), exact: true }).fill(account.password);
      await signInPage.getByRole('button', { name: t('account.loginSubmit'), exact: true }).click();
    };
    await useLanguage(page, 'ar');
    await page.goto('/Login?next=%2FAccount%2FTwoStep');
    await signIn(page, ar);
    await expect(page.getByRole('heading', { level: 1, name: ar('twoStep.title') })).toBeVisible();
    await expect(page.getByText(ar('twoStep.statusOff'), { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel(ar('account.currentPassword')).fill(account.password);
    await page.getByRole('button', { name: ar('twoStep.start') }).click();
    const qr = page.getByRole('img', { name: ar('twoStep.qrAlt') });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const keyText = page.getByTestId('two-step-key');
    await expect(keyText).toHaveAttribute('dir', 'ltr');
    const secret = ((await keyText.textContent()) ?? '').replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = page.getByRole('textbox', { name: ar('twoStep.code') });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoSeriousAxeViolations(page);
    await code.fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByRole('button', { name: ar('twoStep.confirm') }).click();

    // The ten recovery codes, this once.
    await expect(page.getByRole('heading', { name: ar('twoStep.recoveryTitle') })).toBeVisible();
    const codes = page.getByRole('list', { name: ar('twoStep.recoveryTitle') }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ar('twoStep.download') }).click();
    expect((await download).suggestedFilename()).toMatch(/^recovery-codes-.+\.txt$/);
    await page.getByRole('button', { name: ar('twoStep.saved') }).click();
    await expect(page).toHaveURL(/\/ClientProfile$/);

    // Sign out.
    await page
      .getByRole('banner')
      .getByRole('button', { name: ar('header.myAccount') })
      .click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: ar('header.logout') })
      .click();
    await expect(page.getByRole('banner').getByRole('link', { name: ar('header.login') })).toBeVisible();

    // Then in, in English: the password, then the code of the next step (a code is taken once).
    const english = await (await browser.newContext()).newPage();
    await useLanguage(english, 'en');
    await english.goto('/Login');
    await signIn(english, en);
    const secondCode = english.getByRole('textbox', { name: en('twoStep.code') });
    await expect(secondCode).toBeVisible();
    await expect(english.getByRole('button', { name: en('twoStep.useRecovery') })).toBeVisible();
    await expectNoSeriousAxeViolations(english);
    await secondCode.fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 }));
    await english.getByRole('button', { name: en('twoStep.verify'), exact: true }).click();
    await expect(english).toHaveURL(/\/ClientProfile$/);
    await english.goto('/Account/TwoStep');
    await expect(english.getByText(en('twoStep.recoveryLeft', { count: 10 }))).toBeVisible();
  });
});
