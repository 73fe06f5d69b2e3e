// @vitest-environment jsdom
/** /Prices shows both packages with VAT as the invoice computes it; the footer names the licences that are filled in, left to right. */
import { formatAed, WEB_ROUTES, type TLocale, cmsApi, ordersApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { PACKAGES } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, within } from '../../test-support/render';

const pageAnswer = {
  id: 9,
  uniqueUrl: 'prices',
  kind: 'page' as const,
  image: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  pgPageLngs: [{ languageId: 2, title: 'Prices and packages', seoDesc: '', keywords: '', summary: 'VAT included', body: '' }],
};

describe('the prices page and the footer', () => {
  // Main: 12,500 + 5% = 13,125 once. Monthly: 3,000 + 5% = 3,150 a month, 3 months up front = 9,450.
  test.each<TLocale>(['en', 'ar'])('in %s, both packages with their prices, VAT included, and a way to the catalogue', async (language) => {
    const server = fakeServer();
    server.on(ordersApi.packages, (request) => request.ok(PACKAGES));
    server.on(cmsApi.pageByUrl, (request) => request.ok(pageAnswer));
    const app = await openApp(language);
    const page = await import('./pages/PricesPage');
    app.render({ path: WEB_ROUTES.prices, Component: page.default }, { at: WEB_ROUTES.prices });
    const main = await screen.findByRole('region', { name: language === 'ar' ? 'الباقة الرئيسية' : 'Main package' });
    expect(within(main).getByText(formatAed(13_125, language))).toBeTruthy();
    expect(within(main).getByText(app.t('sitePages.guaranteeMain', { months: 6 }))).toBeTruthy();
    const monthly = screen.getByRole('region', { name: language === 'ar' ? 'الباقة الشهرية' : 'Monthly package' });
    expect(within(monthly).getByText(formatAed(3_150, language))).toBeTruthy();
    expect(within(monthly).getByText(app.t('sitePages.upFront', { months: 3, amount: formatAed(9_450, language) }))).toBeTruthy();
    expect(screen.getByRole('link', { name: app.t('sitePages.chooseWorker') }).getAttribute('href')).toBe(WEB_ROUTES.workers);
  });

  test('the footer links prices, privacy and terms, and shows only the licences filled in, left to right', async () => {
    const server = fakeServer();
    server.on(cmsApi.settings, (request) => request.ok({ agencyMohreLicence: 'RA-2041', agencyTradeLicence: ' ', agencyTrn: '100234567800003' }));
    const app = await openApp('ar');
    const { FooterLegal } = await import('../../app/layout/FooterLegal');
    app.render(<FooterLegal />);
    const legal = screen.getByRole('navigation', { name: app.t('sitePages.legal') });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([WEB_ROUTES.prices, WEB_ROUTES.privacy, WEB_ROUTES.terms]);
    const licences = await screen.findByTestId('footer-licences');
    expect(licences.textContent).toContain(app.t('sitePages.mohreLicence'));
    expect(licences.textContent).not.toContain(app.t('sitePages.tradeLicence'));
    expect(within(licences).getByText('RA-2041').getAttribute('dir')).toBe('ltr');
    expect(within(licences).getByText('100234567800003').getAttribute('dir')).toBe('ltr');
  });
});
