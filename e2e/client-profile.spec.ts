import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, test, useLanguage } from './fixtures';
import { mailCodeFor } from './mail';

const ar = (key: string, params?: Record<string, string | number>) => translate('ar', key, params);
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a visitor registers in Arabic (her phone as she writes it), confirms her e-mail with the code, fills her visa details (nationality kept after a reload) and gives her Emirates ID; staff see it in English', async ({
  page,
  browser,
}) => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 100)}`;
  const account = { userName: `visa.${suffix}`, email: `visa.${suffix}@example.com`, phone: `5${suffix.slice(-8)}`, password: `sunny-garden-${suffix}` };
  await useLanguage(page, 'ar');
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'ar-EG' });

  await page.goto('/Register');
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field(ar('account.userName')).fill(account.userName);
  await field(ar('account.email')).fill(account.email);
  // Her phone as people write it, with the trunk 0 and spaces: kept as the 9 digits.
  await field(ar('account.phone')).fill(`0${account.phone.slice(0, 2)} ${account.phone.slice(2, 5)} ${account.phone.slice(5)}`);
  await field(ar('account.password')).fill(account.password);
  await page.getByRole('button', { name: ar('account.registerSubmit'), exact: true }).click();

  // The step that confirms her e-mail, with the code mailed to her.
  await expect(page).toHaveURL(/\/VerifyEmail$/);
  await expect(page.getByRole('heading', { level: 1, name: ar('verifyEmail.title') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await field(ar('verifyEmail.code')).fill(await mailCodeFor(account.email));
  await page.getByRole('button', { name: ar('verifyEmail.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/ClientProfile$/);
  await expect(page.getByText(ar('verifyEmail.banner'))).toHaveCount(0);

  // Her visa details: the Emirates ID is written left to right.
  const emiratesId = field(ar('clientProfile.emiratesId'));
  await expect(emiratesId).toHaveCSS('direction', 'ltr');
  await field(ar('clientProfile.fullName')).fill('Sara Ahmed');
  await field(ar('clientProfile.fullNameAr')).fill('سارة أحمد');
  await emiratesId.fill('784-1991-7654321-3');
  await page.getByLabel(ar('clientProfile.emiratesIdExpiry')).fill('2030-01-31');
  await page.getByRole('combobox', { name: ar('clientProfile.emirate') }).selectOption({ label: 'دبي' });
  const nationality = page.getByRole('combobox', { name: ar('clientProfile.nationality') });
  await nationality.selectOption({ label: 'الإمارات العربية المتحدة' });
  await field(ar('clientProfile.address')).fill('فيلا 12، البرشاء');
  await page.getByRole('button', { name: ar('clientProfile.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: ar('clientProfile.saved') })).toBeVisible();
  // After a reload the nationality she chose is still there.
  await page.reload();
  await expect(nationality.locator('option:checked')).toHaveText('الإمارات العربية المتحدة');

  // Her Emirates ID: she sees what she gave, not the scan.
  const emiratesIdKind = ar('clientDocuments.kinds.emiratesId');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `${ar('clientDocuments.upload')}: ${emiratesIdKind}` }).click();
  await (await chooser).setFiles({ name: 'emirates-id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('emirates-id.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: `${ar('clientDocuments.replace')}: ${emiratesIdKind}` })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(ar('clientDocuments.download')) })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  const me = (await (
    await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } })
  ).json()) as {
    data: { id: number; phoneNumber: string };
  };
  expect(me.data.phoneNumber).toBe(account.phone);

  // Staff, in English, open her page and download the scan.
  const staff = await (await browser.newContext()).newPage();
  await useLanguage(staff, 'en');
  await signInAsAdmin(staff);
  await staff.goto(`/ClientDetails/${me.data.id}`);
  await expect(staff.getByRole('heading', { name: en('clientProfile.staffTitle') })).toBeVisible();
  await expect(staff.getByRole('textbox', { name: en('clientProfile.emiratesId'), exact: true })).toHaveValue('784-1991-7654321-3');
  await expect(staff.getByRole('combobox', { name: en('clientProfile.nationality') }).locator('option:checked')).toHaveText('United Arab Emirates');
  const download = staff.waitForEvent('download');
  await staff.getByRole('button', { name: `${en('clientDocuments.download')}: ${en('clientDocuments.kinds.emiratesId')}` }).click();
  expect((await download).suggestedFilename()).toBe('emirates-id.pdf');
  await staff.close();
});
