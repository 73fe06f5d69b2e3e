import { Secret, TOTP } from 'otpauth';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, test, useLanguage, type TLocaleName } from './fixtures';

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

for (const locale of ['en', 'ar'] as TLocaleName[]) {
  test.describe(`two-step sign-in (${locale})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, locale));
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

    test('a client sets it up with the QR code or the key, keeps the recovery codes, signs out, then signs in with a code', async ({ page }) => {
      test.setTimeout(60_000);
      const suffix = `${Date.now().toString(36)}${randomDigits(4)}`;
      const account = {
        userName: locale === 'ar' ? `ليلى.${randomDigits(10)}` : `laila.${suffix}`,
        email: `e2e.twostep.${locale}.${suffix}@example.com`,
        phoneNumber: `5${randomDigits(8)}`,
        password: `first-pass-${randomDigits(8)}`,
      };
      expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);

      const signIn = async () => {
        await page.getByRole('textbox', { name: t('account.userNameOrEmail'), exact: true }).fill(account.userName);
        await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(account.password);
        await page.getByRole('button', { name: t('account.loginSubmit'), exact: true }).click();
      };
      await page.goto('/Login?next=%2FAccount%2FTwoStep');
      await signIn();
      await expect(page.getByRole('heading', { level: 1, name: t('twoStep.title') })).toBeVisible();
      await expect(page.getByText(t('twoStep.statusOff'), { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByLabel(t('account.currentPassword')).fill(account.password);
      await page.getByRole('button', { name: t('twoStep.start') }).click();
      const qr = page.getByRole('img', { name: t('twoStep.qrAlt') });
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      const keyText = page.getByTestId('two-step-key');
      await expect(keyText).toHaveAttribute('dir', 'ltr');
      const secret = ((await keyText.textContent()) ?? '').replaceAll(' ', '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const code = page.getByRole('textbox', { name: t('twoStep.code') });
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expectNoSeriousAxeViolations(page);
      await code.fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
      await page.getByRole('button', { name: t('twoStep.confirm') }).click();

      // The ten recovery codes, this once.
      await expect(page.getByRole('heading', { name: t('twoStep.recoveryTitle') })).toBeVisible();
      const codes = page.getByRole('list', { name: t('twoStep.recoveryTitle') }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expect(codes.first()).toHaveText(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('twoStep.download') }).click();
      expect((await download).suggestedFilename()).toMatch(/^recovery-codes-.+\.txt$/);
      await page.getByRole('button', { name: t('twoStep.saved') }).click();
      await expect(page).toHaveURL(/\/ClientProfile$/);

      // Sign out, then in: the password, then the code of the next step (a code is taken once).
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header.myAccount') })
        .click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header.logout') })
        .click();
      await expect(page.getByRole('banner').getByRole('link', { name: t('header.login') })).toBeVisible();
      await page.goto('/Login');
      await signIn();
      const secondCode = page.getByRole('textbox', { name: t('twoStep.code') });
      await expect(secondCode).toBeVisible();
      await expect(page.getByRole('button', { name: t('twoStep.useRecovery') })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await secondCode.fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 }));
      await page.getByRole('button', { name: t('twoStep.verify'), exact: true }).click();
      await expect(page).toHaveURL(/\/ClientProfile$/);
      await page.goto('/Account/TwoStep');
      await expect(page.getByText(t('twoStep.recoveryLeft', { count: 10 }))).toBeVisible();
    });
  });
}
