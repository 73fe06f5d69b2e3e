import { describeHtmlErrors, nuCheckerUnavailable, nuHtmlErrors, type THtmlDocument } from '../apps/server/src/test/nu-html-checker';
import { expect, quietNetwork, suiteAdminToken, test } from './fixtures';
import { apiToken } from './workers';

/**
 * The pages as the browser holds them once React has rendered (header, menus, footer, forms), and
 * as the built server sends them, pass the Nu HTML Checker, each page in one language, the two in
 * turn. The pages go to one Java run at the end: the checker's start is most of its time.
 */
test('the rendered pages pass the Nu HTML Checker, in English and in Arabic', async ({ page }) => {
  // npm test installs Java first (scripts/ensure-java.sh); without it this says what is missing.
  expect(nuCheckerUnavailable()).toBeNull();
  test.setTimeout(120_000);
  const workers = await page.request.get('/api/labors?pageSize=1');
  const laborId = ((await workers.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const client = { userName: `html.${suffix}`, email: `html.${suffix}@example.com`, phoneNumber: `5${suffix.slice(-8)}`, password: `client-pass-${suffix}` };
  expect((await page.request.post('/api/auth/register', { data: client })).status()).toBe(201);
  const visits: Array<{ path: string; token?: string }> = [
    { path: '/' },
    { path: '/Workers' },
    { path: `/LaborDetails/${laborId}` },
    { path: '/Services' },
    { path: '/Prices' },
    { path: '/Privacy' },
    { path: '/Terms' },
    { path: '/Articles' },
    { path: '/NewsDetails/main-or-monthly-package' },
    { path: '/ContactUs' },
    { path: '/Apply' },
    { path: '/Login' },
    { path: '/Register' },
    { path: '/no/such/page' },
    { path: '/ClientProfile', token: await apiToken(page.request, client) },
    { path: '/Dashboard', token: await suiteAdminToken() },
  ];

  const settled = quietNetwork(page);
  const documents: THtmlDocument[] = [];
  let signedIn: string | undefined;
  for (const [index, { path, token }] of visits.entries()) {
    const locale = index % 2 === 0 ? 'en' : 'ar';
    const url = `${path}?lang=${locale}`;
    const served = await page.request.get(url);
    documents.push({ name: `served ${url}`, html: await served.text() });
    if (token !== signedIn) {
      // The web app keeps its session in localStorage, set from a page of the site.
      await page.goto('/favicon.svg');
      await page.evaluate((value) => (value ? localStorage.setItem('token', value) : localStorage.removeItem('token')), token ?? null);
      signedIn = token;
    }
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await settled();
    documents.push({ name: `rendered ${url}`, html: `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}` });
  }
  expect(describeHtmlErrors(await nuHtmlErrors(documents))).toEqual([]);
});
