import { translate } from '../packages/shared/src/i18n/translate';
import { formatUaeDateTime } from '../packages/shared/src/money-and-dates';
import { expect, expectNoSeriousAxeViolations, signInWithToken, test, useLanguage, type TLocaleName } from './fixtures';
import { newStaffSession } from './staff-accounts';
import { apiToken } from './workers';

const text = (locale: TLocaleName) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

test('a visitor opens the prices from the footer, sees both packages in AED, then the privacy policy and the terms', async ({ page }) => {
  const t = text('en');
  await useLanguage(page, 'en');
  await page.goto('/');
  const footerLinks = page.getByRole('navigation', { name: t('sitePages.legal') });
  await footerLinks.getByRole('link', { name: t('sitePages.prices') }).click();
  await expect(page).toHaveURL(/\/Prices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prices and packages' })).toBeVisible();
  for (const name of ['Main package', 'Monthly package']) {
    await expect(
      page
        .getByRole('region', { name })
        .getByText(/^AED \d{1,3}(,\d{3})*(\.\d{2})?$/)
        .first(),
    ).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
  await footerLinks.getByRole('link', { name: t('sitePages.privacy') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText(/Federal Decree-Law No\. 45 of 2021/).first()).toBeVisible();
  await footerLinks.getByRole('link', { name: t('sitePages.terms') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
});

test('in Arabic a client reads on her order where it stands and what she does next', async ({ page }) => {
  const t = text('ar');
  const token = await apiToken(page.request, { userName: 'james.carter', password: 'demo-client-2026' });
  const headers = { authorization: `Bearer ${token}` };
  // The demo's Monthly order whose interview is still ahead (seed/orders.ts).
  const listed = (await (await page.request.get('/api/orders?pageSize=100', { headers })).json()) as {
    data: { items: Array<{ id: number; status: string; package: string }> };
  };
  const { id } = listed.data.items.find((order) => order.status === 'InProgress' && order.package === 'Monthly')!;
  const order = ((await (await page.request.get(`/api/orders/${id}`, { headers })).json()) as { data: { interview: { at: string; type: string } } }).data;
  await useLanguage(page, 'ar');
  await signInWithToken(page, token);
  await page.goto(`/ClientOrder/${id}`);
  const tracker = page.getByRole('region', { name: t('tracker.title') });
  await expect(tracker.locator('[aria-current="step"]')).toContainText(t('tracker.step.interview'));
  const next = order.interview.type === 'online' ? 'tracker.next.attendOnline' : 'tracker.next.attendOffice';
  await expect(tracker.getByText(t(next, { date: formatUaeDateTime(order.interview.at, 'ar') }))).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('content staff change the licence number and the footer shows it, left to right', async ({ page, browser }) => {
  const t = text('en');
  const digits = String(Date.now()).slice(-8);
  // A content member of our own, past the first sign-in (her own password).
  const token = await newStaffSession(page.request, 'content');

  await useLanguage(page, 'en');
  await signInWithToken(page, token);
  await page.goto('/SiteSettings');
  const licence = `RA-${digits}`;
  await page.getByRole('textbox', { name: t('contentAdmin.setting.agencyMohreLicence'), exact: true }).fill(licence);
  // The tax invoice's settings are the manager's: content staff do not see them.
  await expect(page.getByRole('textbox', { name: t('contentAdmin.setting.agencyTrn') })).toHaveCount(0);
  await page.getByRole('button', { name: t('lookups.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('cms.updated') })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, 'ar');
  await visitor.goto('/');
  const shown = visitor.getByTestId('footer-licences');
  await expect(shown).toContainText(text('ar')('sitePages.mohreLicence'));
  await expect(shown.getByText(licence)).toHaveAttribute('dir', 'ltr');
});
