import type { APIRequestContext } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInWithToken, test, useLanguage } from './fixtures';

const t = (key: string, params?: Record<string, string>) => translate('en', key, params);

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(request: APIRequestContext, account: { userName: string; password: string }, userAgent?: string) {
  const response = await request.post('/api/auth/login', {
    data: { userName: account.userName, password: account.password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('a client sees the devices signed in and signs out everywhere else with the password', async ({ page }) => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const client = {
    userName: `sessions.${suffix}`,
    email: `sessions.${suffix}@example.com`,
    phoneNumber: `5${suffix.slice(-8)}`,
    password: `quiet harbour ${suffix.slice(-6)}`,
  };
  expect((await page.request.post('/api/auth/register', { data: client })).status()).toBe(201);
  const phoneToken = await signIn(page.request, client, IPHONE);

  await useLanguage(page, 'en');
  await signInWithToken(page, await signIn(page.request, client));
  await page.goto('/ClientProfile');
  await page.getByRole('link', { name: t('accountSecurity.securityTitle'), exact: true }).click();
  await expect(page).toHaveURL(/\/Account\/Security$/);
  await expect(page.getByRole('heading', { level: 1, name: t('accountSecurity.securityTitle') })).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').filter({ hasText: t('accountSecurity.thisDevice') })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Safari on iPhone' })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);

  const everywhere = page.getByRole('dialog', { name: t('accountSecurity.everywhereHeading') });
  await page.getByRole('button', { name: t('accountSecurity.everywhereButton') }).click();
  await everywhere.getByRole('textbox', { name: t('account.currentPassword'), exact: true }).fill('not the password');
  await everywhere.getByRole('button', { name: t('accountSecurity.everywhereSubmit') }).click();
  await expect(everywhere.getByText(t('auth.changeFailed'))).toBeVisible();
  expect((await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${phoneToken}` } })).status()).toBe(200);

  await everywhere.getByRole('textbox', { name: t('account.currentPassword'), exact: true }).fill(client.password);
  await everywhere.getByRole('button', { name: t('accountSecurity.everywhereSubmit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('accountSecurity.signedOutEverywhere') })).toBeVisible();
  await expect(everywhere).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText(t('accountSecurity.noOtherSessions'))).toBeVisible();
  expect((await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${phoneToken}` } })).status()).toBe(401);
});
