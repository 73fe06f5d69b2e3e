import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, test, useLanguage } from './fixtures';

// Sorting by a column does not depend on the language: once, in English.
const locale = 'en';
const t = (key: string) => translate(locale, key);

test(`the clients list sorts by its column headers, kept in the address (${locale})`, async ({ page }) => {
  await useLanguage(page, locale);
  await signInAsAdmin(page);
  await page.goto('/ClientsList');
  const header = page.getByRole('columnheader', { name: t('account.userName') });
  await expect(header).toHaveAttribute('aria-sort', 'none');

  const names = () => page.locator('tbody tr td:first-child').allTextContents();
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=userName/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(async () => {
    const shown = await names();
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  }).toPass();

  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-userName/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: t('account.userName') })).toHaveAttribute('aria-sort', 'descending');
  await expectNoSeriousAxeViolations(page);
});
