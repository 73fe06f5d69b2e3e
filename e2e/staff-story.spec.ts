import { Secret, TOTP } from 'otpauth';
import { translate } from '../packages/shared/src/i18n/translate';
import { E2E_ADMIN } from './constants';
import { WEB_ROUTES } from '../packages/shared/src/routes';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, test } from './fixtures';
import { sectionLink } from './sections';

const t = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

test('a manager adds a sales member, who signs in with two steps and cannot open the settings; the audit log shows both', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const member = {
    userName: `sara.sales${digits(6)}`,
    email: `sara.${digits(8)}@example.ae`,
    phone: `5${digits(8)}`,
    temporary: `harbour-${digits(6)}-tide`,
    own: `lantern-${digits(6)}-quay`,
  };

  // The manager adds her, seeing what the Sales role may do.
  await signInAsAdmin(page);
  await page.goto('/StaffList');
  await page.getByRole('link', { name: t('staff.add') }).click();
  await page.getByRole('textbox', { name: t('account.userName') }).fill(member.userName);
  await page.getByRole('textbox', { name: t('account.email') }).fill(member.email);
  await page.getByRole('textbox', { name: t('account.phone') }).fill(member.phone);
  await page.getByRole('combobox', { name: t('staff.role') }).selectOption({ label: t('staffRoles.sales') });
  await expect(page.getByText(t('staff.rolePermissions', { role: t('staffRoles.sales') }))).toBeVisible();
  await page.getByLabel(t('staff.temporaryPassword')).fill(member.temporary);
  await page.getByRole('button', { name: t('staff.addSubmit') }).click();
  await expect(page).toHaveURL(/\/StaffList$/);
  await expect(page.getByRole('row', { name: new RegExp(member.userName) })).toContainText(t('staffRoles.sales'));

  // She signs in with the temporary password and must choose her own first.
  const context = await browser.newContext();
  const sales = await context.newPage();
  const signIn = async (password: string) => {
    await sales.getByRole('textbox', { name: t('account.userNameOrEmail'), exact: true }).fill(member.userName);
    await sales.getByRole('textbox', { name: t('account.password'), exact: true }).fill(password);
    await sales.getByRole('button', { name: t('account.loginSubmit'), exact: true }).click();
  };
  await sales.goto('/Login');
  await signIn(member.temporary);
  await expect(sales.getByText(t('twoStep.mustChangeExplain'))).toBeVisible();
  await sales.getByLabel(t('account.currentPassword')).fill(member.temporary);
  await sales.getByLabel(t('account.newPassword')).fill(member.own);
  await sales.getByLabel(t('account.confirmPassword')).fill(member.own);
  await sales.getByRole('button', { name: t('account.changeSubmit') }).click();
  await expect(sales.getByText(t('twoStep.mustChangeExplain'))).toBeHidden();

  // Two-step sign-in is optional for Sales: she turns it on.
  await sales.goto('/Admin/TwoStep');
  await sales.getByLabel(t('account.currentPassword')).fill(member.own);
  await sales.getByRole('button', { name: t('twoStep.start') }).click();
  const secret = ((await sales.getByTestId('two-step-key').textContent()) ?? '').replaceAll(' ', '');
  await sales.getByRole('textbox', { name: t('twoStep.code') }).fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await sales.getByRole('button', { name: t('twoStep.confirm') }).click();
  await expect(sales.getByRole('list', { name: t('twoStep.recoveryTitle') }).getByRole('listitem')).toHaveCount(10);
  await sales.getByRole('button', { name: t('twoStep.saved') }).click();

  // Signed out, she signs in with her password and a code of the next step (each is taken once).
  await sales
    .getByRole('banner')
    .getByRole('button', { name: t('header.myAccount') })
    .click();
  await sales
    .getByRole('banner')
    .getByRole('button', { name: t('header.logout') })
    .click();
  await expect(sales.getByRole('banner').getByRole('link', { name: t('header.login') })).toBeVisible();
  await sales.goto('/Login?next=%2FDashboard');
  await signIn(member.own);
  await sales.getByRole('textbox', { name: t('twoStep.code') }).fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 }));
  await sales.getByRole('button', { name: t('twoStep.verify'), exact: true }).click();
  await expect(sales).toHaveURL(/\/Dashboard$/);

  // Her sections are those of Sales; the settings are not among them, and their address is refused.
  const sections = sales.getByRole('navigation', { name: t('header.backOffice') });
  await expect(await sectionLink(sales, 'en', 'laborsAdmin.menu')).toBeVisible();
  await expect(sections.getByRole('button', { name: t('backOfficeNav.admin') })).toHaveCount(0);
  await expect(sections.locator(`a[href="${WEB_ROUTES.countriesList}"]`)).toHaveCount(0);
  await expect(sections.locator(`a[href="${WEB_ROUTES.staffList}"]`)).toHaveCount(0);
  await sales.goto('/SiteSettings');
  await expect(sales.getByRole('heading', { name: t('errors.forbiddenTitle') })).toBeVisible();
  // The server refuses the call too, and writes the refusal down.
  const token = await sales.evaluate(() => localStorage.getItem('token'));
  expect((await sales.request.get('/api/admin/settings', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  await context.close();

  // The manager reads both in the audit log: the member added, and her sign-in with two steps.
  await page.goto('/AuditLog');
  const who = page.getByRole('searchbox', { name: t('audit.who') });
  await who.fill(E2E_ADMIN.userName);
  await who.press('Enter');
  const added = page
    .getByRole('row')
    .filter({ hasText: t('audit.actions.create') })
    .filter({ hasText: member.userName });
  await expect(added.first()).toBeVisible();
  await who.fill(member.userName);
  await who.press('Enter');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: t('audit.actions.signIn') }).first()).toBeVisible();
  await expect(rows.filter({ hasText: t('audit.actions.secondFactorEnrolled') }).first()).toBeVisible();
  await expect(rows.filter({ hasText: t('audit.actions.forbidden') }).first()).toContainText('/api/admin/settings');
  await expectNoSeriousAxeViolations(page);
});
