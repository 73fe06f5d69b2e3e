import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The API calls a page makes from the start of its load until the network is quiet. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}${search}`);
  });
  return calls;
}

// The server writes the answers of a public page's first calls into its HTML: a first visit shows
// the whole first screen without asking the API for any of them.
const PAGES = ['/', '/ContactUs', '/LaborDetails/1'];

for (const locale of ['en', 'ar'] as const) {
  for (const path of PAGES) {
    test(`${path} paints its first screen without an API call (${locale})`, async ({ page }) => {
      const calls = recordApiCalls(page);
      await page.goto(locale === 'ar' ? `${path}?lang=ar` : path);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('navigation').first().getByRole('link').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const firstScreen = /\/api\/(MuMenuItem|ContactInfo|PgPage\/GetPageByUniqueUrl|PgPage\/GetHomeData|Setting|labors|lookups)/;
      expect(calls.filter((call) => firstScreen.test(call))).toEqual([]);
    });
  }
}

test('a page still fetches what its HTML does not carry, such as the next catalogue page', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect.poll(() => calls.filter((call) => call.startsWith('GET /api/labors?') && call.includes('pageNumber=2'))).toHaveLength(1);
});
