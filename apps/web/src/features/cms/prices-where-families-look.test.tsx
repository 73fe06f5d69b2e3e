// @vitest-environment jsdom
/** The prices families look for: under "How hiring works" on the home page and on /Services, from the package data, with the way to /Prices. */
import { formatAed, WEB_ROUTES, type TLocale, cmsApi, ordersApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { PACKAGES } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, within } from '../../test-support/render';

const servicesPage = {
  id: 4,
  uniqueUrl: 'services',
  kind: 'page' as const,
  image: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  pgPageLngs: [{ languageId: 2, title: 'Our services', seoDesc: '', keywords: '', summary: '', body: '' }],
};
const section = (id: number, key: string, title: string) => ({
  id,
  key,
  pageId: 4,
  image: null,
  sortOrder: id,
  pgSectionLngs: [{ languageId: 2, title, subTitle: '', body: '<p>Help at home.</p>' }],
});

describe('prices where families look', () => {
  // Monthly: 3,000 + 5% = 3,150 a month. Main: 12,500 + 5% = 13,125 a contract.
  test.each<TLocale>(['en', 'ar'])('in %s, "How hiring works" says what the packages cost with VAT and leads to /Prices', async (language) => {
    const server = fakeServer();
    server.on(ordersApi.packages, (request) => request.ok(PACKAGES));
    const app = await openApp(language);
    const { HiringSteps } = await import('./components/HiringSteps');
    app.render(<HiringSteps />);
    const line = await screen.findByText(
      app.t('home.pricesFrom', {
        prices: `${app.t('home.pricesMonthly', { price: formatAed(3_150, language) })} · ${app.t('home.pricesMain', { price: formatAed(13_125, language) })}`,
      }),
    );
    expect(line).toBeTruthy();
    expect(
      within(screen.getByTestId('home-prices'))
        .getByRole('link', { name: app.t('home.seePrices') })
        .getAttribute('href'),
    ).toBe(WEB_ROUTES.prices);
  });

  test('each service card leads to its workers in the catalogue, and the page to the prices', async () => {
    const server = fakeServer();
    server.on(ordersApi.packages, (request) => request.ok(PACKAGES));
    server.on(cmsApi.pageByUrl, (request) => request.ok(servicesPage));
    server.on(cmsApi.sections, (request) =>
      request.ok([section(1, 'housemaids', 'Housemaids'), section(2, 'nannies', 'Nannies'), section(3, 'extra', 'Gardens')]),
    );
    const app = await openApp('en');
    const page = await import('./pages/ServicesPage');
    app.render({ path: WEB_ROUTES.services, Component: page.default }, { at: WEB_ROUTES.services });
    const nannies = await screen.findByRole('region', { name: 'Nannies' });
    expect(
      within(nannies)
        .getByRole('link', { name: app.t('sitePages.serviceWorkers', { service: 'Nannies' }) })
        .getAttribute('href'),
    ).toBe('/Workers?profession=2');
    expect(
      within(screen.getByRole('region', { name: 'Housemaids' }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/Workers?profession=1');
    // A service the agency added without a profession of its own has no catalogue link.
    expect(within(screen.getByRole('region', { name: 'Gardens' })).queryByRole('link')).toBeNull();
    expect((await screen.findByRole('link', { name: app.t('home.seePrices') })).getAttribute('href')).toBe(WEB_ROUTES.prices);
  });
});
