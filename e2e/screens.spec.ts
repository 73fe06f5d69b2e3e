import type { Page } from '@playwright/test';
import { expect, quietNetwork, signInAsAdmin, signInWithToken, test } from './fixtures';
import { phoneProblems } from './screen-checks';
import { apiToken } from './workers';

/*
 * Every main screen, opened directly (as from a bookmark or a refresh), on the phone widths people
 * use: nothing overflows sideways, and every Mantine control on it has its stylesheet. In English:
 * rtl-smoke.spec opens every page in Arabic on the same widths.
 */

const DEMO_CLIENT = { userName: 'james.carter', password: 'demo-client-2026' };

const SCREENS = {
  visitor: ['/', '/Workers', '/LaborDetails/1', '/Services', '/Articles', '/ContactUs', '/Apply', '/Login', '/Register', '/Forget-password'],
  client: ['/CLientOrders', '/ClientOrder/:order', '/ClientProfile', '/EditProfile', '/Statement'],
  admin: [
    '/Dashboard',
    '/OrdersList',
    '/OrderStatus',
    '/OrderDetails/1',
    '/AddOrder',
    '/ClientsList',
    '/LaborsList',
    '/LaborsEdit/1',
    '/EnquireList',
    '/Media',
    '/SiteSettings',
    '/MainPackage',
    '/Reports',
  ],
} as const;

async function signInAsClient(page: Page): Promise<number> {
  const token = await apiToken(page.request, DEMO_CLIENT);
  const orders = await page.request.get('/api/orders?pageNumber=1&pageSize=1', { headers: { authorization: `Bearer ${token}` } });
  const orderId = ((await orders.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
  await signInWithToken(page, token);
  return orderId;
}

for (const role of ['visitor', 'client', 'admin'] as const) {
  test(`${role} screens fit 360-430 px phones and load their styles when opened directly`, async ({ page }) => {
    test.setTimeout(90_000);
    let orderId = 0;
    if (role === 'client') orderId = await signInAsClient(page);
    if (role === 'admin') await signInAsAdmin(page);
    const settled = quietNetwork(page);
    const problems: string[] = [];
    for (const screen of SCREENS[role]) {
      const path = screen.replace(':order', String(orderId));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settled();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      problems.push(...(await phoneProblems(page)).map((problem) => `${path} ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}
