import { clientReturns, deliveredOrder } from './after-hire-setup';
import { signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('screenshots', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const adminToken = await suiteAdminToken(request);
  const { client, order } = await deliveredOrder(request, adminToken, 'shots', 'Main');
  const returned = await clientReturns(request, client, order, 'failedProbation');
  await request.post(`/api/orders/${order.id}/placement/remedy`, { headers: bearer(client.token), data: { remedy: 'refund', version: returned.version } });
  const me = await (await request.get('/api/auth/me', { headers: bearer(client.token) })).json();
  const clientId = me.data?.id ?? me.data?.user?.id;
  for (const locale of ['en', 'ar'] as const) {
    for (const width of [390, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await useLanguage(page, locale);
      await signInWithToken(page, client.token);
      await page.goto('/Statement');
      await page.locator('tbody tr').first().waitFor();
      await page.screenshot({ path: `/tmp/mr-shots/statement-${locale}-${width}.png`, fullPage: true });
      await context.close();
      const staff = await browser.newContext({ viewport: { width, height: 900 } });
      const admin = await staff.newPage();
      await useLanguage(admin, locale);
      await signInWithToken(admin, adminToken);
      await admin.goto(`/ClientStatement/${clientId}`);
      await admin.locator('tbody tr').first().waitFor();
      await admin.screenshot({ path: `/tmp/mr-shots/staff-statement-${locale}-${width}.png`, fullPage: true });
      const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
      await admin.goto(`/Reports?from=${today.slice(0, 8)}01&to=${today}`);
      const vat = admin.locator('[data-report="vatReturn"]');
      await vat.waitFor();
      await vat.screenshot({ path: `/tmp/mr-shots/vat-${locale}-${width}.png` });
      await admin.goto('/MainPackage');
      await admin.getByRole('group').first().waitFor();
      await admin.screenshot({ path: `/tmp/mr-shots/package-${locale}-${width}.png`, fullPage: true });
      await staff.close();
    }
  }
});
