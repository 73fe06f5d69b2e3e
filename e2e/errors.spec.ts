import { expect, expectNoSeriousAxeViolations, test, useLanguage } from './fixtures';

test('an unknown path shows the 404 page in English', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('an unknown path shows the 404 page in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/LaborDetailsX/7');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await expect(page.getByText('الصفحة غير موجودة: /LaborDetailsX/7')).toBeVisible();
});

test('/forbidden explains and links home, in both languages', async ({ page }) => {
  await page.goto('/forbidden');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sakina Domestic Workers');

  await page.getByRole('button', { name: 'العربية', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/FORBIDDEN');
  await expect(page.getByText('ليس لديك صلاحية للوصول إلى هذه الصفحة')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
});
