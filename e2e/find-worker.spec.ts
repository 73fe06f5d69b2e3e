import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInWithToken, test, useLanguage } from './fixtures';
import { apiToken } from './workers';

const cards = (page: Page) => page.locator('#catalogue article');

/** The catalogue has finished loading: no placeholder page on screen. */
async function settled(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('#catalogue [aria-busy="true"]')).toHaveCount(0);
}

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`finding a worker in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
    });

    // Each runs once: the catalogue's words are the language's own, the flow is not.
    if (locale === 'en') {
      test('the hero and the main menu lead to the catalogue, which filters, clears and keeps its cards in view', async ({ page }) => {
        await page.goto('/');
        // The hero's main button (its words are a Site Setting another test may be editing).
        await page.getByRole('main').locator('a[href="/Workers"]').first().click();
        await expect(page).toHaveURL(/\/Workers$/);
        await expect(page.getByRole('heading', { level: 1, name: t('catalogue.title') })).toBeVisible();
        await expect(page).toHaveTitle(t('seo.workersTitle'));
        await settled(page);
        await expectNoSeriousAxeViolations(page);

        // Only workers who can be requested now, then every filter cleared at once.
        const catalogue = page.locator('#catalogue');
        await catalogue.getByLabel(t('catalogue.availableOnly')).click();
        await expect(page).toHaveURL(/available=1/);
        await expect(catalogue.getByLabel(t('catalogue.availableOnly'))).toBeChecked();
        await settled(page);
        await expect(async () => {
          const statuses = await cards(page)
            .locator('[data-status]')
            .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
          expect(statuses.length).toBeGreaterThan(0);
          expect(new Set(statuses)).toEqual(new Set(['Available']));
        }).toPass();
        await catalogue.getByRole('button', { name: t('catalogue.clearFilters') }).click();
        await expect(page).toHaveURL(/\/Workers$/);
        await expect(catalogue.getByLabel(t('catalogue.availableOnly'))).not.toBeChecked();
        await expect(catalogue.getByRole('button', { name: t('catalogue.clearFilters') })).toHaveCount(0);

        // NEXT at the foot of the list brings the new page's first cards into view.
        await settled(page);
        const firstName = await cards(page).first().locator('[id$="-name"]').textContent();
        await catalogue.getByRole('link', { name: t('catalogue.next') }).click();
        await expect(catalogue.getByText(new RegExp(`^${t('catalogue.pageOf', { page: 2, pages: 999 }).replace('999', '\\d+')}$`))).toBeVisible();
        await expect(cards(page).first().locator('[id$="-name"]')).not.toHaveText(firstName!);
        await expect(cards(page).first()).toBeInViewport();
      });
    }

    if (locale === 'ar') {
      test('a client who already asked for a worker is shown that order on her page, not a second request', async ({ page }) => {
        const token = await apiToken(page.request, { userName: 'omar.saeed', password: 'demo-client-2026' });
        const headers = { authorization: `Bearer ${token}` };
        const orders = (
          (await (await page.request.get('/api/orders?pageNumber=1&pageSize=50', { headers })).json()) as {
            data: { items: Array<{ id: number; number: string; status: string; labor: { id: number } }> };
          }
        ).data.items;
        // A worker she has no order for, who is Available: she asks for her now.
        const workers = (
          (await (await page.request.get('/api/labors?pageSize=48&availableOnly=true&sort=ageDesc')).json()) as { data: { items: Array<{ id: number }> } }
        ).data.items;
        const worker = workers.find((candidate) => !orders.some((order) => order.labor.id === candidate.id))!;
        const placed = await page.request.post('/api/orders', { headers, data: { laborId: worker.id, package: 'Main' } });
        expect(placed.status()).toBe(201);
        const order = ((await placed.json()) as { data: { id: number; number: string } }).data;

        await signInWithToken(page, token);
        await page.goto(`/LaborDetails/${worker.id}`);
        await expect(page.getByText(t('clientOrders.alreadyRequested'))).toBeVisible();
        await expect(page.getByRole('link', { name: order.number })).toHaveAttribute('href', `/ClientOrder/${order.id}`);
        await expect(page.getByRole('button', { name: t('catalogue.request') })).toHaveCount(0);
      });
    }
  });
}
