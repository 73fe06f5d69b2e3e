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
// the whole first screen without asking the API for any of them. Each page in one language, the two in turn.
const PAGES = [
  { path: '/', locale: 'ar' },
  // The Arabic contact page is the returning visitor's below.
  { path: '/ContactUs', locale: 'en' },
  { path: '/LaborDetails/1', locale: 'ar' },
  { path: '/NewsDetails/main-or-monthly-package', locale: 'en' },
  { path: '/Prices', locale: 'ar' },
] as const;

for (const { path, locale } of PAGES) {
  test(`${path} paints its first screen without an API call (${locale})`, async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto(locale === 'ar' ? `${path}?lang=ar` : path);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole('navigation').first().getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const firstScreen = /\/api\/(MuMenuItem|ContactInfo|PgPage\/GetPageByUniqueUrl|PgPage\/GetHomeData|Setting|labors|lookups|packages)/;
    expect(calls.filter((call) => firstScreen.test(call))).toEqual([]);
  });
}

test('a page still fetches what its HTML does not carry, such as the next catalogue page', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'NEXT' }).click();
  await expect.poll(() => calls.filter((call) => call.startsWith('GET /api/labors?') && call.includes('pageNumber=2'))).toHaveLength(1);
});

test("a returning Arabic visitor's next page comes from the server in Arabic, right to left, with its data", async ({ page }) => {
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const calls = recordApiCalls(page);
  const response = await page.goto('/ContactUs');
  expect(await response!.text()).toContain('<html lang="ar" dir="rtl"');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('اتصل بنا');
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => /\/api\/(MuMenuItem|ContactInfo|PgPage|Setting)/.test(call))).toEqual([]);
});

test('on a phone the contact page loads its callback form as the visitor scrolls towards it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/ContactUs');
  await expect(page.getByRole('heading', { name: 'Request a call back' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Request a call back' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toBeVisible();
});
