import { expect, expectNoSeriousAxeViolations, test, useLanguage } from './fixtures';

for (const locale of ['en', 'ar'] as const) {
  test(`home has no serious accessibility violations in ${locale}`, async ({ page }) => {
    await useLanguage(page, locale);
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('heading').first()).toBeVisible();
    await expect(page.locator('header a[href^="tel:"]').or(page.getByRole('main').locator('a[href^="tel:"]')).first()).toBeAttached();
    await expectNoSeriousAxeViolations(page);
  });
}

test('home shows the agency, how hiring works and the branches with their phones', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sakina Domestic Workers');
  await expect(main.getByRole('heading', { name: 'How hiring works' })).toBeVisible();
  await expect(main.getByText('Dubai head office')).toBeVisible();
  await expect(main.locator('a[href="tel:+97142635500"]').first()).toBeVisible();
  await expect(main.locator('a[href^="https://wa.me/971501234567"]').first()).toBeVisible();
});

test('menu caches: a stale copy never outlives the fresh menu, and a reload drops the menu caches', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(stored).toEqual(expect.arrayContaining(['cachedMenu-2', 'cachedFooter-2', 'phone-2']));

  // A stale copy is replaced by the fresh menu the page carries.
  await page.evaluate(() => {
    const stale = [{ id: 999, url: '/', muMenuItemLngs: [{ languageId: 2, title: 'Stale entry' }], inverseParent: [] }];
    localStorage.setItem('cachedMenu-2', JSON.stringify(stale));
  });
  await page.goto('/?visit=2');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByText('Stale entry')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cachedMenu-2'))).not.toContain('Stale entry');

  // On a reload the menu, url and footer caches are removed before anything reads them: the page
  // shows the menus its HTML carries (fresh from the server), even with the menu API unreachable.
  await page.evaluate(() => {
    localStorage.setItem('cachedMenu-2', JSON.stringify([{ id: 999, url: '/', muMenuItemLngs: [{ languageId: 2, title: 'Stale entry' }], inverseParent: [] }]));
    localStorage.setItem('cachedUrl-2', '"cached"');
    localStorage.setItem('cachedFooter-2', JSON.stringify([]));
  });
  await page.route('**/api/MuMenuItem/GetByTypeId', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByText('Stale entry')).toHaveCount(0);
  const [menu, url, footer] = await page.evaluate(() => [
    localStorage.getItem('cachedMenu-2'),
    localStorage.getItem('cachedUrl-2'),
    localStorage.getItem('cachedFooter-2'),
  ]);
  expect(menu).not.toContain('Stale entry');
  expect(url).toBeNull();
  expect(footer).not.toBe('[]');
});
