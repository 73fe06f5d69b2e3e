// @vitest-environment jsdom
/**
 * A delivered order's placement on its page, as the family and the back office use it: what each
 * reads, the steps each may take (the server lists them), what each step asks first and sends.
 */
import { WEB_ROUTES, type TLocale, type TOrder, type TPlacement, ordersApi, placementsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, aClient, anAdmin, anOrder, answersContactInfo, CLIENT_TOKEN, signedIn } from '../../test-support/fixtures';
import { fakeServer, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';
import { aGuaranteeInProbation, aPlacement } from '../../test-support/placements';

type TSide = 'client' | 'admin';

/** Reported absent on the day given, by the family or by staff: the answer to the report. */
const reportedAbsent = (end: Pick<NonNullable<TPlacement['end']>, 'endedOn' | 'reportedBy'> & { note?: string }, actions: TPlacement['actions'] = []) =>
  aPlacement({
    status: 'ended',
    endKind: 'absent',
    endedOn: end.endedOn,
    version: 2,
    end: { kind: 'absent', reason: null, note: '', workerBackOn: null, ...end },
    actions,
  });

/** Returned on 10 January 2027, within the probation: the whole fee back by 24 January (two weeks), or a replacement. */
const returnedInProbation = (overrides: Partial<TPlacement> = {}): TPlacement =>
  aPlacement({
    status: 'ended',
    endKind: 'returned',
    endedOn: '2027-01-10',
    version: 2,
    end: { kind: 'returned', reason: 'failedProbation', endedOn: '2027-01-10', reportedBy: 'client', note: 'She could not cook', workerBackOn: null },
    guarantee: aGuaranteeInProbation(),
    ...overrides,
  });

const delivered = (placement: TPlacement, overrides: Partial<TOrder> = {}): TOrder =>
  anOrder({ status: 'Delivered', namedByClient: false, balanceAed: 0, replaces: null, placement, ...overrides });

/** The steps the tests answer, on each side. */
const STEPS = {
  client: { end: placementsApi.clientEnd, remedy: placementsApi.clientRemedy },
  admin: { end: placementsApi.end, remedy: placementsApi.chooseRemedy },
};
type TStep = keyof (typeof STEPS)[TSide];
type TSteps = Partial<Record<TStep, THandler<(typeof STEPS)[TSide][TStep]>>>;

/**
 * Opens the order's page on this side. `steps` answer the placement's steps (`end`, `remedy`); what the server holds afterwards is what the page reads again.
 */
async function openOrder(language: TLocale, side: TSide, order: TOrder, steps: TSteps = {}) {
  const server = fakeServer();
  const admin = side === 'admin';
  const token = admin ? ADMIN_TOKEN : CLIENT_TOKEN;
  const state = { order };
  signedIn(server, admin ? anAdmin : aClient, token);
  answersContactInfo(server);
  server.on(admin ? ordersApi.adminGet : ordersApi.get, (request) => request.ok(state.order));
  for (const [step, answer] of Object.entries(steps) as Array<[TStep, THandler<(typeof STEPS)[TSide][TStep]>]>) {
    server.on(STEPS[side][step], async (request) => {
      const answered = await answer(request);
      if (answered.status === 200) state.order = { ...state.order, placement: (answered.body as { data: TPlacement }).data };
      return answered;
    });
  }
  if (admin) {
    server.on(ordersApi.namedByClient, (request) => {
      state.order = { ...state.order, namedByClient: request.body.namedByClient };
      return request.ok(state.order, 'placements.namedByClientSaved');
    });
  }
  const app = await openApp(language, { token });
  // The panel as the order's page shows it, given the order the page reads (the page itself is
  // another feature's, which puts the panel in).
  const [{ PlacementPanel }, { useEndpoint }, { orderEndpoints }] = await Promise.all([
    import('./components/PlacementPanel'),
    import('../../lib/endpoint-query'),
    import('../../lib/orders'),
  ]);
  function OrderPage() {
    const shown = useEndpoint(orderEndpoints[side].get, { params: { id: order.id } });
    return shown.data ? <PlacementPanel order={shown.data} side={side} /> : null;
  }
  app.render(<OrderPage />, { at: (admin ? WEB_ROUTES.orderDetails : WEB_ROUTES.clientOrder).replace(':id', String(order.id)) });
  await screen.findByRole('region', { name: app.t('placements.ui.title') });
  const panel = () => screen.getByRole('region', { name: app.t('placements.ui.title') });
  return {
    app,
    server,
    panel,
    buttons: () =>
      within(panel())
        .queryAllByRole('button')
        .map((button) => button.textContent ?? ''),
    sent: (step: TStep) => server.requests(STEPS[side][step]).map((request) => request.body),
  };
}

const sorted = (names: string[]) => [...names].sort();

describe('the family on her order', () => {
  test('reads her placement: the start, the probation and until when it runs, the contract’s end', async () => {
    const { app, panel } = await openOrder('en', 'client', delivered(aPlacement({ actions: ['end'] })));

    const text = panel().textContent ?? '';
    expect(text).toContain(app.t('placements.ui.statusValue.active'));
    expect(text).toContain('1 December 2026');
    expect(text).toContain(app.t('placements.ui.inProbationUntil', { date: '1 June 2027' }));
    expect(text).toContain('1 December 2028');
    // No guarantee yet: nothing was returned.
    expect(text).not.toContain(app.t('placements.ui.guarantee'));
  });

  test('returns the worker with a reason from the law’s list, then chooses the refund, told the amount and the day it is due', async () => {
    const page = await openOrder('en', 'client', delivered(aPlacement({ actions: ['end'] })), {
      end: (request) => request.ok(returnedInProbation({ actions: ['chooseRemedy'] }), 'placements.endRecorded'),
      remedy: (request) =>
        request.ok(
          returnedInProbation({
            version: 3,
            remedy: 'refund',
            refund: { amountAed: 13125, dueOn: '2027-01-24', creditNoteNumber: 'CN-2027-0001', paidAed: 0, paidOn: null, governmentFeesAed: 0 },
          }),
          'placements.remedyChosen',
        ),
    });
    const { app } = page;
    // The family's steps only: no staff step is offered to her.
    expect(sorted(page.buttons())).toEqual(sorted([app.t('placements.ui.returnWorker'), app.t('placements.ui.reportAbsent')]));

    await app.user.click(screen.getByRole('button', { name: app.t('placements.ui.returnWorker') }));
    let dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.returnWorker') });
    const reason = within(dialog).getByRole('combobox', { name: app.t('placements.ui.reason') });
    // Every reason in plain words, the family's own among them.
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      app.t('placements.ui.chooseReason'),
      app.t('placements.ui.reasons.failedProbation'),
      app.t('placements.ui.reasons.resigned'),
      app.t('placements.ui.reasons.absconded'),
      app.t('placements.ui.reasons.termsNotMet'),
      app.t('placements.ui.reasons.medicallyUnfit'),
      app.t('placements.ui.reasons.familyReason'),
    ]);
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.returnWorker') }));
    await waitFor(() => expect(errorOf(reason)).toBe(app.t('validation.returnReasonRequired')));
    expect(page.sent('end')).toEqual([]);

    await app.user.selectOptions(reason, app.t('placements.ui.reasons.failedProbation'));
    await app.fill(within(dialog).getByRole('textbox', { name: app.t('clientOrders.note') }), 'She could not cook');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.returnWorker') }));

    expect(await screen.findByText(app.t('placements.endRecorded'))).toBeTruthy();
    expect(page.sent('end')).toEqual([{ kind: 'returned', reason: 'failedProbation', note: 'She could not cook', version: 1 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The guarantee, its basis and what she may choose: the whole fee by 24 January, or a new worker.
    const text = page.panel().textContent ?? '';
    expect(text).toContain(app.t('placements.ui.basis.fullWithinProbation'));
    expect(text).toMatch(/a refund of AED\s?13,125, paid by 24 January 2027/);
    expect(text).toContain(app.t('placements.ui.remedyOption.replacement'));
    expect(text).toContain(app.t('placements.ui.reasons.failedProbation'));
    expect(sorted(page.buttons())).toEqual(sorted([app.t('placements.ui.chooseRefund'), app.t('placements.ui.chooseReplacement')]));

    await app.user.click(screen.getByRole('button', { name: app.t('placements.ui.chooseRefund') }));
    dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.chooseRefund') });
    expect(dialog.textContent).toMatch(/The agency will refund AED\s?13,125 by 24 January 2027/);
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.chooseRefund') }));

    expect(await screen.findByText(app.t('placements.remedyChosen'))).toBeTruthy();
    expect(page.sent('remedy')).toEqual([{ remedy: 'refund', version: 2 }]);
    // The credit note and that it is not paid yet.
    await waitFor(() => expect(page.panel().textContent).toContain('CN-2027-0001'));
    expect(page.panel().textContent).toContain(app.t('placements.ui.refundUnpaid', { date: '24 January 2027' }));
    expect(page.buttons()).toEqual([]);
  });

  test('reports her absent: no reason asked, the report is sent as it is', async () => {
    const absent = reportedAbsent({ endedOn: '2027-01-10', reportedBy: 'client' });
    const page = await openOrder('en', 'client', delivered(aPlacement({ actions: ['end'] })), {
      end: (request) => request.ok(absent, 'placements.endRecorded'),
    });
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('placements.ui.reportAbsent') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.reportAbsent') });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).getByText(app.t('placements.ui.absentIntro'))).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.reportAbsent') }));

    expect(await screen.findByText(app.t('placements.endRecorded'))).toBeTruthy();
    expect(page.sent('end')).toEqual([{ kind: 'absent', reason: null, note: '', version: 1 }]);
    await waitFor(() => expect(page.panel().textContent).toContain(app.t('placements.ui.statusValue.absent')));
  });

  test('chooses a replacement, then goes to the workers to pick one, the replacement remembered for the request', async () => {
    window.sessionStorage.clear();
    const page = await openOrder('en', 'client', delivered(returnedInProbation({ actions: ['chooseRemedy'] })), {
      remedy: (request) => request.ok(returnedInProbation({ version: 3, remedy: 'replacement' }), 'placements.remedyChosen'),
    });
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('placements.ui.chooseReplacement') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.chooseReplacement') });
    expect(within(dialog).getByText(app.t('placements.ui.consequence.replacement'))).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.chooseReplacement') }));
    expect(page.sent('remedy')).toEqual([{ remedy: 'replacement', version: 2 }]);

    await app.user.click(await screen.findByRole('button', { name: app.t('placements.ui.pickReplacement') }));
    await waitFor(() => expect(app.location()).toBe(WEB_ROUTES.workers));
    expect(JSON.parse(window.sessionStorage.getItem('replacement') ?? 'null')).toEqual({ placementId: 5, orderNumber: 'ORD-2026-0007', package: 'Main' });
    window.sessionStorage.clear();
  });

  test('in Arabic, right to left: the placement, the reasons and the refund in Arabic, the dates and amounts as Arabic readers write them', async () => {
    const page = await openOrder('ar', 'client', delivered(returnedInProbation({ actions: ['chooseRemedy'] })));
    const { app } = page;
    expect(document.documentElement.dir).toBe('rtl');

    const text = page.panel().textContent ?? '';
    expect(screen.getByRole('heading', { name: 'تشغيل العاملة لدى الأسرة' })).toBeTruthy();
    expect(text).toContain('لم تجتز فترة التجربة');
    expect(text).toContain('استرداد 13,125 درهم يُدفع في موعد أقصاه 24 يناير 2027');
    expect(sorted(page.buttons())).toEqual(sorted(['اختيار الاسترداد', 'اختيار عاملة بديلة']));
    expect(app.t('placements.ui.chooseRefund')).toBe('اختيار الاسترداد');
  });
});

describe('the back office on the order', () => {
  test('staff get the staff steps, the placement page’s link and the named-worker switch, and end a placement on the day it happened', async () => {
    const absent = reportedAbsent({ endedOn: '2027-01-05', reportedBy: 'staff', note: 'Left on Monday' }, ['workerBack']);
    const page = await openOrder('en', 'admin', delivered(aPlacement({ actions: ['end'] })), {
      end: (request) => request.ok(absent, 'placements.endRecorded'),
    });
    const { app } = page;

    // Staff steps show once the signed-in member's role is known.
    expect(await within(page.panel()).findByRole('button', { name: app.t('placements.ui.endPlacement') })).toBeTruthy();
    expect(page.buttons()).not.toContain(app.t('placements.ui.returnWorker'));
    expect(
      within(page.panel())
        .getByRole('link', { name: app.t('placements.ui.openPage') })
        .getAttribute('href'),
    ).toBe('/PlacementDetails/5');
    const named = within(page.panel()).getByRole('switch', { name: app.t('placements.ui.namedByClient') });
    expect(named).toHaveProperty('checked', false);
    await app.user.click(named);
    await waitFor(() => expect(page.server.requests(ordersApi.namedByClient).map((request) => request.body)).toEqual([{ namedByClient: true }]));
    await waitFor(() => expect(within(page.panel()).getByRole('switch', { name: app.t('placements.ui.namedByClient') })).toHaveProperty('checked', true));

    await app.user.click(screen.getByRole('button', { name: app.t('placements.ui.endPlacement') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.endPlacement') });
    await app.user.click(within(dialog).getByRole('radio', { name: app.t('placements.ui.endKind.absent') }));
    expect(within(dialog).queryByRole('combobox', { name: app.t('placements.ui.reason') })).toBeNull();
    const day = within(dialog).getByLabelText(app.t('placements.ui.endedOnLabel'), { exact: false });
    await app.user.clear(day);
    await app.user.type(day, '2027-01-05');
    await app.fill(within(dialog).getByRole('textbox', { name: app.t('clientOrders.note') }), 'Left on Monday');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.endPlacement') }));

    expect(await screen.findByText(app.t('placements.endRecorded'))).toBeTruthy();
    expect(page.sent('end')).toEqual([{ kind: 'absent', reason: null, endedOn: '2027-01-05', note: 'Left on Monday', governmentFeesAed: 0, version: 1 }]);
    // Now she is to be found: the next step is hers being back.
    expect(await within(page.panel()).findByRole('button', { name: app.t('placements.ui.workerBack') })).toBeTruthy();
  });

  test('a worker found medically unfit: staff enter the government fees the family paid, refunded with the fee', async () => {
    const unfit = returnedInProbation({
      end: { kind: 'returned', reason: 'medicallyUnfit', endedOn: '2027-01-10', reportedBy: 'staff', note: '', workerBackOn: null },
      guarantee: {
        ...returnedInProbation().guarantee!,
        governmentFeesRefundAed: 4210.5,
        inputs: { ...returnedInProbation().guarantee!.inputs, reason: 'medicallyUnfit', governmentFeesAed: 4210.5 },
      },
      actions: ['chooseRemedy', 'workerBack'],
    });
    const page = await openOrder('en', 'admin', delivered(aPlacement({ actions: ['end'] })), {
      end: (request) => request.ok(unfit, 'placements.endRecorded'),
    });
    const { app } = page;
    await app.user.click(await within(page.panel()).findByRole('button', { name: app.t('placements.ui.endPlacement') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.endPlacement') });
    // The field shows only for this reason.
    expect(within(dialog).queryByRole('spinbutton', { name: app.t('placements.ui.governmentFeesInput') })).toBeNull();
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: app.t('placements.ui.reason') }), 'medicallyUnfit');
    const fees = within(dialog).getByRole('spinbutton', { name: app.t('placements.ui.governmentFeesInput') });
    await app.user.clear(fees);
    await app.user.type(fees, '4210.50');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.endPlacement') }));

    expect(await screen.findByText(app.t('placements.endRecorded'))).toBeTruthy();
    expect(page.sent('end')).toEqual([expect.objectContaining({ kind: 'returned', reason: 'medicallyUnfit', governmentFeesAed: 4210.5 })]);
    await waitFor(() => expect(page.panel().textContent).toContain(app.t('placements.ui.governmentFeesRefund')));
    expect(page.panel().textContent).toContain(app.t('placements.ui.governmentFeesOption', { amount: 'AED 4,210.50', date: '24 January 2027' }));
  });

  test('records the family’s choice on her word; the named-worker flag is then read among the guarantee’s inputs', async () => {
    const page = await openOrder('en', 'admin', delivered(returnedInProbation({ actions: ['chooseRemedy', 'workerBack'] })), {
      remedy: (request) => request.ok(returnedInProbation({ version: 3, remedy: 'replacement', actions: ['workerBack'] }), 'placements.remedyChosen'),
    });
    const { app } = page;
    await within(page.panel()).findByRole('button', { name: app.t('placements.ui.workerBack') });
    expect(sorted(page.buttons())).toEqual(
      sorted([app.t('placements.ui.recordRefund'), app.t('placements.ui.recordReplacement'), app.t('placements.ui.workerBack')]),
    );

    await app.user.click(screen.getByRole('button', { name: app.t('placements.ui.recordReplacement') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('placements.ui.recordReplacement') });
    await app.user.click(within(dialog).getByRole('button', { name: app.t('placements.ui.recordReplacement') }));
    expect(await screen.findByText(app.t('placements.remedyChosen'))).toBeTruthy();
    expect(page.sent('remedy')).toEqual([{ remedy: 'replacement', version: 2 }]);

    // Ended, the guarantee was computed with the flag as it was: it is read among its inputs, not changed here.
    expect(within(page.panel()).queryByRole('switch')).toBeNull();
    expect(page.panel().textContent).toContain(`${app.t('placements.ui.namedByClientInput')}${app.t('placements.ui.no')}`);
  });
});

describe('the placement page', () => {
  async function openPlacement(id: number, placement: TPlacement) {
    const server = fakeServer();
    signedIn(server, anAdmin, ADMIN_TOKEN);
    server.on(placementsApi.adminGet, (request) => (request.params.id === placement.id ? request.ok(placement) : request.refuse(404, 'placements.notFound')));
    server.on(ordersApi.adminGet, (request) => request.ok(delivered(placement, { namedByClient: false })));
    const app = await openApp('en', { token: ADMIN_TOKEN });
    const page = await import('./pages/PlacementDetailsPage');
    app.render({ path: WEB_ROUTES.placementDetails, Component: page.default }, { at: `/PlacementDetails/${id}` });
    return app;
  }

  test('shows the placement with its timeline in words, who and when, and leads to its order, worker and client', async () => {
    const inProbation = returnedInProbation();
    const placement = returnedInProbation({
      actions: ['chooseRemedy', 'workerBack'],
      // Stored with the return: the family had named her (whatever the order's flag says today).
      guarantee: { ...inProbation.guarantee!, inputs: { ...inProbation.guarantee!.inputs, namedByClient: true } },
      timeline: [
        { at: '2026-12-01T08:00:00.000Z', event: 'started', actor: 'admin', actorName: 'Office Admin', note: '' },
        { at: '2027-01-10T09:30:00.000Z', event: 'returned', actor: 'client', actorName: null, note: 'She could not cook' },
      ],
    });
    const app = await openPlacement(5, placement);

    expect(await screen.findByRole('heading', { level: 1, name: /Placement\s+ORD-2026-0007/ })).toBeTruthy();
    const timeline = screen.getByRole('region', { name: app.t('placements.ui.timeline') });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries[0]).toContain(app.t('placements.ui.event.started'));
    expect(entries[0]).toContain('Office Admin');
    expect(entries[0]).toContain('1 December 2026, 12:00 (UAE time)');
    expect(entries[1]).toContain(app.t('placements.ui.event.returned'));
    expect(entries[1]).toContain(app.t('clientOrders.actor.client'));
    expect(entries[1]).toContain('She could not cook');

    const links = screen.getByRole('region', { name: app.t('placements.ui.links') });
    expect(within(links).getByRole('link', { name: 'ORD-2026-0007' }).getAttribute('href')).toBe('/OrderDetails/7');
    expect(within(links).getByRole('link', { name: 'Maria Santos' }).getAttribute('href')).toBe('/LaborsView/42');
    expect(within(links).getByRole('link', { name: 'Mariam Al Zaabi' }).getAttribute('href')).toBe('/ClientDetails/21');

    // The guarantee's inputs, the family's naming of the worker among them, as stored with the return.
    const panel = screen.getByRole('region', { name: app.t('placements.ui.title') });
    await waitFor(() => expect(panel.textContent).toContain(`${app.t('placements.ui.namedByClientInput')}${app.t('placements.ui.yes')}`));
    expect(within(panel).getByRole('button', { name: app.t('placements.ui.workerBack') })).toBeTruthy();
    // On its own page there is no link to itself.
    expect(within(panel).queryByRole('link', { name: app.t('placements.ui.openPage') })).toBeNull();
  });

  test('an unknown placement says so', async () => {
    const app = await openPlacement(99, aPlacement());
    expect(await screen.findByText(app.t('placements.ui.notFound'))).toBeTruthy();
  });
});
