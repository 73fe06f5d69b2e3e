// @vitest-environment jsdom
/**
 * A client who chose a replacement on her order (placements) picks the new worker from the
 * catalogue: the request dialog offers the replacement, ticked, with the original's package and no
 * new fee, and sends the placement it replaces; unticked, it is a normal request and is forgotten.
 */
import { WEB_ROUTES, type TLocale, cmsApi, laborsApi, ordersApi } from '@app/shared';
import { afterEach, describe, expect, test } from 'vitest';
import { aClient, anOrder, answersContactInfo, aPublicLabor, CLIENT_TOKEN, PACKAGES, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';

const REMEMBERED = { placementId: 5, orderNumber: 'ORD-2026-0007', package: 'Main' };

afterEach(() => window.sessionStorage.clear());

async function openWorker(language: TLocale) {
  const server = fakeServer();
  const labor = aPublicLabor({ id: 43, code: 'LB-0043', name: 'Ana Cruz', nameAr: 'آنا كروز' });
  signedIn(server, aClient, CLIENT_TOKEN);
  answersContactInfo(server);
  server.on(cmsApi.settings, (request) => request.ok({}));
  server.on(laborsApi.get, (request) => request.ok(labor));
  server.on(ordersApi.packages, (request) => request.ok(PACKAGES));
  server.on(ordersApi.list, (request) => request.ok({ items: [], totalCount: 0, pageNumber: 1, pageSize: 5 }));
  server.on(ordersApi.request, (request) =>
    request.created(anOrder({ id: 88, number: 'ORD-2026-0088', status: 'Pending' }), 'orders.added', { number: 'ORD-2026-0088' }),
  );
  const app = await openApp(language, { token: CLIENT_TOKEN });
  const page = await import('../../app/compose/LaborDetailsPage');
  app.render({ path: WEB_ROUTES.laborDetails, Component: page.default, loader: page.loader }, { at: '/LaborDetails/43' });
  await app.user.click(await screen.findByRole('button', { name: app.t('catalogue.request') }));
  const dialog = await screen.findByRole('dialog');
  return { app, dialog, requests: () => server.requests(ordersApi.request).map((request) => request.body) };
}

describe('requesting the replacement worker', () => {
  test('the replacement is offered ticked, with the original package and no new fee; it sends the placement it replaces, then is forgotten', async () => {
    window.sessionStorage.setItem('replacement', JSON.stringify(REMEMBERED));
    const { app, dialog, requests } = await openWorker('en');

    const choice = within(dialog).getByRole('checkbox', { name: app.t('placements.ui.asReplacement', { number: 'ORD-2026-0007' }) });
    expect(choice).toHaveProperty('checked', true);
    expect(dialog.textContent).toContain(app.t('placements.ui.replacementPackage', { name: 'Main package' }));
    // The package is the original's: not asked.
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();

    await app.user.click(within(dialog).getByRole('button', { name: app.t('clientOrders.sendRequest') }));

    expect(await screen.findByText(app.t('orders.added', { number: 'ORD-2026-0088' }))).toBeTruthy();
    expect(requests()).toEqual([{ laborId: 43, package: 'Main', replacesPlacementId: 5 }]);
    await waitFor(() => expect(app.location()).toBe('/ClientOrder/88'));
    expect(window.sessionStorage.getItem('replacement')).toBeNull();
  });

  test('unticked, it is a normal request with a package to choose, and the replacement is forgotten', async () => {
    window.sessionStorage.setItem('replacement', JSON.stringify(REMEMBERED));
    const { app, dialog, requests } = await openWorker('en');

    await app.user.click(within(dialog).getByRole('checkbox', { name: app.t('placements.ui.asReplacement', { number: 'ORD-2026-0007' }) }));
    expect(window.sessionStorage.getItem('replacement')).toBeNull();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Monthly package' }));
    await app.user.click(within(dialog).getByRole('button', { name: app.t('clientOrders.sendRequest') }));

    await waitFor(() => expect(requests()).toEqual([{ laborId: 43, package: 'Monthly' }]));
  });

  test('with nothing remembered the dialog is the usual one', async () => {
    const { app, dialog } = await openWorker('en');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByRole('radiogroup', { name: new RegExp(app.t('clientOrders.package')) })).toBeTruthy();
  });

  test('in Arabic the offer reads in Arabic, the order number left to right', async () => {
    window.sessionStorage.setItem('replacement', JSON.stringify(REMEMBERED));
    const { dialog } = await openWorker('ar');
    const choice = within(dialog).getByRole('checkbox', { name: 'بديلة في الطلب ORD-2026-0007 (دون رسوم جديدة)' });
    expect(choice).toHaveProperty('checked', true);
    expect(dialog.textContent).toContain('الباقة: الباقة الرئيسية، كما في الطلب الأصلي');
  });
});
