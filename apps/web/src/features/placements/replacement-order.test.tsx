// @vitest-environment jsdom
/**
 * Issue 32: once the family's choice is a replacement (on her word, or hers online), staff open the
 * no-fee replacement order from the placement page, picking an Available worker; the refund's
 * amount and day no longer show, for staff or for the family.
 */
import { WEB_ROUTES, type TAddOrderWorker, type TLocale, type TPlacement, ordersApi, placementsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAddOrderWorker, anAdmin, anOrder, signedIn } from '../../test-support/fixtures';
import { fakeServer, gate } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';
import { aGuaranteeInProbation, aPlacement } from '../../test-support/placements';

const GUARANTEE = aGuaranteeInProbation({ reason: 'absconded' });

/** Reported absent in the probation, the replacement chosen on the family's word; the order not opened yet. */
const replacementChosen = (overrides: Partial<TPlacement> = {}) =>
  aPlacement({
    status: 'ended',
    endKind: 'absent',
    endedOn: '2027-01-10',
    version: 3,
    end: { kind: 'absent', reason: null, endedOn: '2027-01-10', reportedBy: 'staff', note: '', workerBackOn: null },
    guarantee: GUARANTEE,
    remedy: 'replacement',
    actions: ['openReplacement', 'workerBack'],
    ...overrides,
  });

const worker = (id: number, code: string, overrides: Partial<TAddOrderWorker> = {}) => anAddOrderWorker({ id, code, ...overrides });

const WORKERS = [
  worker(61, 'SK-1061', { name: 'Ana Reyes' }),
  worker(62, 'SK-1062', { name: 'Hidden Worker', isActive: false }),
  worker(63, 'SK-1063', { name: 'Visa Worker', expiredDocuments: ['visa'] }),
];

async function openPlacement(language: TLocale, placement: TPlacement, hold?: Promise<void>) {
  const server = fakeServer();
  const state = { placement };
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(placementsApi.adminGet, (request) => request.ok(state.placement));
  server.on(ordersApi.adminGet, (request) => request.ok(anOrder({ id: 7, status: 'Delivered', namedByClient: false, placement: state.placement })));
  // After the order's route: the last route that matches answers.
  server.on(ordersApi.adminAddWorkers, (request) => {
    const code = request.query.get('code');
    const items = code ? WORKERS.filter((one) => one.code.includes(code.toUpperCase())) : WORKERS;
    return request.ok({ items, totalCount: items.length, pageNumber: 1, pageSize: 5 });
  });
  server.on(ordersApi.adminAdd, async (request) => {
    await hold;
    const { laborId } = request.body;
    if (laborId === 62) return request.refuse(409, 'orders.laborHidden', 'laborId');
    state.placement = { ...state.placement, actions: ['workerBack'], replacementOrder: { id: 90, number: 'SO-REPL0001', status: 'Pending' } };
    return request.created(anOrder({ id: 90, number: 'SO-REPL0001', priceAed: 0 }), 'orders.added', { number: 'SO-REPL0001' });
  });
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/PlacementDetailsPage');
  app.render({ path: WEB_ROUTES.placementDetails, Component: page.default }, { at: `/PlacementDetails/${placement.id}` });
  const panel = async () => screen.findByRole('region', { name: app.t('placements.ui.title') });
  return { app, server, panel, sent: () => server.requests(ordersApi.adminAdd).map((request) => request.body) };
}

describe('staff open the replacement order from the placement page', () => {
  test('the refund no longer shows; a worker is picked (hidden and expired ones flagged) and the no-fee order is opened once, then linked', async () => {
    const released = gate();
    const { app, panel, sent } = await openPlacement('en', replacementChosen(), released.promise);
    const facts = await panel();
    await within(facts).findByRole('button', { name: app.t('placements.ui.openReplacement') });
    expect(facts.textContent).toContain(app.t('placements.ui.remedy.replacement'));
    expect(facts.textContent).not.toContain(app.t('placements.ui.refundAmount'));
    expect(facts.textContent).not.toContain(app.t('placements.ui.refundDue'));
    expect(facts.textContent).not.toMatch(/13,125\D*24 January/);

    await app.user.click(within(facts).getByRole('button', { name: app.t('placements.ui.openReplacement') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.openReplacement') });
    expect(dialog.textContent).toContain('Mariam Al Zaabi');
    expect(dialog.textContent).toContain('AED 0');
    const submit = within(dialog).getByRole('button', { name: app.t('placements.ui.openReplacement') });
    await app.user.click(submit);
    const group = within(dialog).getByRole('radiogroup', { name: app.t('addOrder.chooseWorker') });
    await waitFor(() => expect(errorOf(group)).toBe(app.t('validation.laborRequired')));
    expect(sent()).toEqual([]);

    // Each flag in the list, and the warning for the one chosen.
    const hidden = await within(dialog).findByRole('radio', { name: /SK-1062/ });
    expect(hidden.closest('label, div')?.parentElement?.textContent).toContain(app.t('addOrder.hiddenBadge'));
    expect(dialog.textContent).toContain(app.t('addOrder.expiredBadge', { documents: app.t('documents.kinds.visa') }));
    await app.user.click(within(dialog).getByRole('radio', { name: /SK-1063/ }));
    expect(within(dialog).getByRole('status').textContent).toContain(
      app.t('addOrder.expiredWarning', { code: 'SK-1063', documents: app.t('documents.kinds.visa') }),
    );

    await app.user.click(within(dialog).getByRole('radio', { name: /SK-1061/ }));
    // Two quick presses: one order.
    await app.user.dblClick(submit);
    released.open();
    expect(await screen.findByText(app.t('orders.added', { number: 'SO-REPL0001' }))).toBeTruthy();
    expect(sent()).toEqual([{ clientId: 21, newClient: null, laborId: 61, package: 'Main', replacesPlacementId: 5 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = await within(await panel()).findByRole('link', { name: 'SO-REPL0001' });
    expect(link.getAttribute('href')).toBe('/OrderDetails/90');
    expect(within(await panel()).queryByRole('button', { name: app.t('placements.ui.openReplacement') })).toBeNull();
  });

  test('a refusal for the worker shows on the list, and the dialog stays open to pick another', async () => {
    const { app, panel, sent } = await openPlacement('en', replacementChosen());
    await app.user.click(await within(await panel()).findByRole('button', { name: app.t('placements.ui.openReplacement') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.openReplacement') });
    await app.user.click(await within(dialog).findByRole('radio', { name: /SK-1062/ }));
    expect(within(dialog).getByRole('status').textContent).toContain(app.t('addOrder.hiddenWarning', { code: 'SK-1062' }));
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.openReplacement') }));
    const group = within(dialog).getByRole('radiogroup', { name: app.t('addOrder.chooseWorker') });
    await waitFor(() => expect(errorOf(group)).toBe(app.t('orders.laborHidden')));
    expect(sent()).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('in Arabic: the step, the dialog and the flags in Arabic, the refund not shown', async () => {
    const { app, panel } = await openPlacement('ar', replacementChosen());
    const facts = await panel();
    await app.user.click(await within(facts).findByRole('button', { name: 'فتح طلب الاستبدال' }));
    expect(facts.textContent).not.toContain('24 يناير 2027');
    const dialog = await screen.findByRole('dialog', { name: 'فتح طلب الاستبدال' });
    expect(dialog.textContent).toContain('0 درهم');
    expect(await within(dialog).findByText('مخفية عن الكتالوج')).toBeTruthy();
  });

  test('once opened, the placement links to the replacement order instead of offering the step', async () => {
    const { app, panel } = await openPlacement(
      'en',
      replacementChosen({ actions: ['workerBack'], replacementOrder: { id: 90, number: 'SO-REPL0001', status: 'Pending' } }),
    );
    expect(await within(await panel()).findByRole('link', { name: 'SO-REPL0001' })).toBeTruthy();
    await within(await panel()).findByRole('button', { name: app.t('placements.ui.workerBack') });
    expect(within(await panel()).queryByRole('button', { name: app.t('placements.ui.openReplacement') })).toBeNull();
  });
});

describe("the family's view of a placement whose replacement she chose", () => {
  test('says the replacement is chosen, with no refund amount or day', async () => {
    const app = await openApp('en');
    const { PlacementFacts } = await import('./components/PlacementFacts');
    app.render(<PlacementFacts placement={replacementChosen({ actions: [], client: undefined })} side="client" />);
    const text = (await screen.findByText(app.t('placements.ui.remedy.replacement'))).closest('dl')?.textContent ?? '';
    expect(text).toContain(app.t('placements.ui.remedyChosen'));
    expect(document.body.textContent).not.toContain(app.t('placements.ui.refundAmount'));
    expect(document.body.textContent).not.toContain(app.t('placements.ui.refundDue'));
  });
});
