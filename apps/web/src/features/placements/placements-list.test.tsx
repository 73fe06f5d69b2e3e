// @vitest-environment jsdom
/**
 * The back office's placements: the filters live in the address (a reload or a shared link shows
 * the same rows) and are what the list asks the server for; each row leads to its placement.
 */
import { WEB_ROUTES, type TLocale, placementsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';
import { aPlacementSummary } from '../../test-support/placements';

const ROWS = [
  aPlacementSummary(),
  aPlacementSummary({
    id: 6,
    orderId: 9,
    orderNumber: 'ORD-2026-0009',
    status: 'ended',
    package: 'Monthly',
    probationEnd: null,
    contractEnd: null,
    paidUntil: '2027-02-28',
    endsOn: '2027-02-28',
    inProbation: false,
    endKind: 'returned',
    endedOn: '2027-01-10',
  }),
];

async function openList(language: TLocale, at: string) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  // Twelve in all: the second page exists, the list stays on the page its address asks for.
  server.on(placementsApi.adminList, (request) =>
    request.ok({ items: ROWS, totalCount: 12, pageNumber: Number(request.query.get('pageNumber')), pageSize: 10 }),
  );
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/PlacementsListPage');
  app.render({ path: WEB_ROUTES.placements, Component: page.default }, { at });
  await screen.findByRole('table');
  /** What the list asked the server, each time: its filters and page, without the page size. */
  const asked = () =>
    server.requests(placementsApi.adminList).map((request) => {
      const query = new URLSearchParams(request.query);
      query.delete('pageSize');
      return query.toString();
    });
  return { app, server, asked };
}

describe('the placements list', () => {
  test('opened from a link with its filters, it asks for those; a filter chosen goes into the address and starts again from the first page', async () => {
    const { app, asked } = await openList('en', '/Placements?filter=probation&page=2');

    expect(asked()).toEqual(['filter=probation&pageNumber=2']);
    const filter = screen.getByRole('combobox', { name: app.t('placements.ui.filter') });
    expect(filter).toHaveProperty('value', 'probation');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      app.t('ordersAdmin.all'),
      app.t('placements.ui.filters.active'),
      app.t('placements.ui.filters.probation'),
      app.t('placements.ui.filters.endingSoon'),
      app.t('placements.ui.filters.ended'),
      app.t('placements.ui.filters.replacementDue'),
    ]);

    await app.user.selectOptions(filter, app.t('placements.ui.filters.endingSoon'));
    await waitFor(() => expect(app.location()).toBe('/Placements?filter=endingSoon'));
    await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('placements.ui.package') }), app.t('packageKind.Monthly'));
    await waitFor(() => expect(app.location()).toBe('/Placements?filter=endingSoon&package=Monthly'));
    await app.fill(screen.getByRole('searchbox', { name: app.t('placements.ui.search') }), 'Maria');
    await app.user.click(screen.getByRole('button', { name: app.t('clients.searchSubmit') }));
    await waitFor(() => expect(app.location()).toBe('/Placements?filter=endingSoon&package=Monthly&search=Maria'));

    await waitFor(() => expect(asked().at(-1)).toBe('filter=endingSoon&package=Monthly&search=Maria&pageNumber=1'));
    expect(asked()).toContain('filter=endingSoon&pageNumber=1');

    await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('placements.ui.filter') }), app.t('ordersAdmin.all'));
    await waitFor(() => expect(app.location()).toBe('/Placements?package=Monthly&search=Maria'));
  });

  test('each row: the order number leading to the placement, the worker, the client, the dates and how it stands', async () => {
    const { app } = await openList('en', '/Placements');

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'ORD-2026-0007' }).getAttribute('href')).toBe('/PlacementDetails/5');
    expect(rows[0]!.textContent).toContain('Maria Santos (LB-0042)');
    expect(rows[0]!.textContent).toContain('Mariam Al Zaabi');
    expect(rows[0]!.textContent).toContain('1 June 2027');
    expect(rows[0]!.textContent).toContain(app.t('placements.ui.statusValue.active'));
    // An ended one shows the day it ended, and how.
    expect(rows[1]!.textContent).toContain('10 January 2027');
    expect(rows[1]!.textContent).toContain(app.t('placements.ui.statusValue.returned'));
    expect(rows[1]!.textContent).toContain(app.t('packageKind.Monthly'));
  });

  test('in Arabic: the worker’s Arabic name, the filters and statuses in Arabic, right to left', async () => {
    const { app } = await openList('ar', '/Placements?filter=ended');
    expect(document.documentElement.dir).toBe('rtl');

    expect(screen.getByRole('heading', { level: 1, name: 'التشغيل لدى الأسر' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'عرض' })).toHaveProperty('value', 'ended');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('ماريا سانتوس');
    expect(rows[1]!.textContent).toContain(app.t('placements.ui.statusValue.returned'));
    expect(app.t('placements.ui.statusValue.returned')).toMatch(/[\u0600-\u06ff]/);
  });
});
