// @vitest-environment jsdom
/**
 * Add Order as sales use it by phone or at the desk: a client's replacement under the guarantee
 * offered with no fee, warnings about hidden workers and expired documents, and one order however
 * often the button is pressed.
 */
import { WEB_ROUTES, type TLocale, clientsApi, ordersApi, placementsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, aClient, anAddOrderWorker, anAdmin, anOrder, PACKAGES, signedIn } from '../../test-support/fixtures';
import { fakeServer, gate } from '../../test-support/fake-server';
import { aPlacementSummary } from '../../test-support/placements';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

const WORKERS = [
  anAddOrderWorker({ id: 61, code: 'SK-1061', name: 'Ana Reyes' }),
  anAddOrderWorker({ id: 62, code: 'SK-1062', name: 'Hidden Worker', isActive: false }),
  anAddOrderWorker({ id: 63, code: 'SK-1063', name: 'Papers Worker', expiredDocuments: ['passport', 'visa'] }),
];

/** The placement SO-OLD00001 of the client, ended with the replacement chosen and not opened yet. */
const DUE = aPlacementSummary({ orderNumber: 'SO-OLD00001', status: 'ended', endKind: 'absent', endedOn: '2027-01-10', inProbation: false });

async function openAddOrder(language: TLocale, at: string, hold?: Promise<void>) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(ordersApi.adminPackages, (request) => request.ok(PACKAGES));
  server.on(clientsApi.get, (request) => request.ok(aClient));
  server.on(placementsApi.adminList, (request) => {
    const items = request.query.get('filter') === 'replacementDue' && request.query.get('clientId') === '21' ? [DUE] : [];
    return request.ok({ items, totalCount: items.length, pageNumber: 1, pageSize: 5 });
  });
  server.on(ordersApi.adminAddWorkers, (request) => request.ok({ items: WORKERS, totalCount: WORKERS.length, pageNumber: 1, pageSize: 5 }));
  server.on(ordersApi.adminAdd, async (request) => {
    await hold;
    if (server.requests(ordersApi.adminAdd).length > 1) return request.refuse(409, 'auth.userNameTaken', 'userName');
    return request.created(anOrder({ id: 90, number: 'SO-NEW00001' }), 'orders.added', { number: 'SO-NEW00001' });
  });
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./AddOrderPage');
  app.render({ path: WEB_ROUTES.addOrder, Component: page.default }, { at });
  return { app, sent: () => server.requests(ordersApi.adminAdd).map((request) => request.body) };
}

describe('Add Order', () => {
  test("offers the client's due replacement with no fee, and sends it linked to her placement", async () => {
    const { app, sent } = await openAddOrder('en', `${WEB_ROUTES.addOrder}?clientId=21`);
    const replacement = await screen.findByRole('radio', { name: 'Replacement for SO-OLD00001 (no fee)' });
    expect(replacement.getAttribute('aria-describedby')).toBeTruthy();
    await app.user.click(replacement);
    await app.user.click(await screen.findByRole('radio', { name: /SK-1061/ }));
    await app.user.click(screen.getByRole('button', { name: app.t('addOrder.submit') }));
    await waitFor(() => expect(app.location()).toBe('/OrderDetails/90'));
    expect(sent()).toEqual([{ clientId: 21, newClient: null, laborId: 61, package: 'Main', replacesPlacementId: 5 }]);
  });

  test('flags hidden workers and expired documents in the list, and warns about the one chosen', async () => {
    const { app } = await openAddOrder('en', WEB_ROUTES.addOrder);
    const hidden = await screen.findByRole('radio', { name: /SK-1062/ });
    expect(hidden.closest('label')?.textContent ?? document.body.textContent).toContain(app.t('addOrder.hiddenBadge'));
    expect(document.body.textContent).toContain(app.t('addOrder.expiredBadge', { documents: 'Passport, Visa / entry permit' }));
    await app.user.click(screen.getByRole('radio', { name: /SK-1063/ }));
    const warning = screen.getByRole('status');
    expect(warning.textContent).toContain(app.t('addOrder.passportWarning', { code: 'SK-1063' }));
    expect(warning.textContent).toContain(app.t('addOrder.expiredWarning', { code: 'SK-1063', documents: 'Visa / entry permit' }));
    expect(
      within(warning)
        .getByRole('link', { name: app.t('addOrder.openWorkerPage') })
        .getAttribute('href'),
    ).toBe('/LaborsView/63');
  });

  test('a double click adds one order and opens it, with no error beside the success', async () => {
    const held = gate();
    const { app, sent } = await openAddOrder('en', WEB_ROUTES.addOrder, held.promise);
    await app.user.click(await screen.findByRole('radio', { name: app.t('addOrder.newClient') }));
    await app.fill(screen.getByRole('textbox', { name: app.t('account.userName') }), 'walk.in');
    await app.fill(screen.getByRole('textbox', { name: app.t('account.email') }), 'walk.in@example.ae');
    await app.fill(screen.getByLabelText(app.t('account.phone'), { exact: false }), '501234567');
    await app.user.click(await screen.findByRole('radio', { name: /SK-1061/ }));
    await app.user.click(screen.getByRole('radio', { name: PACKAGES[0]!.name }));
    const submit = screen.getByRole('button', { name: app.t('addOrder.submit') });
    await app.user.dblClick(submit);
    await app.user.click(submit);
    held.open();
    await waitFor(() => expect(app.location()).toBe('/OrderDetails/90'));
    expect(sent()).toHaveLength(1);
    expect(screen.queryByText(app.t('auth.userNameTaken'))).toBeNull();
  });

  test('in Arabic: the replacement choice and the flags', async () => {
    const { app } = await openAddOrder('ar', `${WEB_ROUTES.addOrder}?clientId=21`);
    expect(await screen.findByRole('radio', { name: 'بديلة عن الطلب SO-OLD00001 (دون رسوم)' })).toBeTruthy();
    expect(await screen.findByText('مخفية عن الكتالوج')).toBeTruthy();
    expect(document.body.textContent).toContain('منتهية الصلاحية: جواز السفر، ');
    expect(errorOf(screen.getByRole('radiogroup', { name: app.t('addOrder.chooseWorker') }))).toBeNull();
  });
});
