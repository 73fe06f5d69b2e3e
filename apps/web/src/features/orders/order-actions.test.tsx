// @vitest-environment jsdom
/**
 * An order's page as its client and the back office use it: the actions each may take, what each
 * asks before it is sent, what is sent, and what the user reads when the server agrees or refuses.
 */
import { todayInUae, WEB_ROUTES, type TLocale, type TOrder, type TOrderAction, type TMessageKey, auditApi, ordersApi, paymentsApi } from '@app/shared';
import { orderEndpoints } from '../../lib/orders';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, aClient, anAdmin, anInvoice, anOrder, anOrderFinance, answersContactInfo, CLIENT_TOKEN, signedIn } from '../../test-support/fixtures';
import { fakeServer, gate, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';
import type { TOrderPanels } from './order-page';

type TSide = 'client' | 'admin';

const upcomingInterview: TOrder['interview'] = {
  at: '2026-12-01T06:00:00.000Z',
  state: 'upcoming',
  type: 'online',
  meetingLink: 'https://meet.example/abc',
  branch: null,
};
const heldInterview: TOrder['interview'] = {
  ...upcomingInterview,
  state: 'past',
};

/** An order at each step of its life (DESIGN.md section 6), without its actions. */
const STAGES = {
  pending: anOrder(),
  interviewAhead: anOrder({
    status: 'InProgress',
    interview: upcomingInterview,
  }),
  interviewHeld: anOrder({ status: 'InProgress', interview: heldInterview }),
  approved: anOrder({
    status: 'InProgress',
    interview: heldInterview,
    approvedAt: '2026-12-01T08:00:00.000Z',
    invoice: anInvoice(),
  }),
  hired: anOrder({
    status: 'Hired',
    interview: heldInterview,
    approvedAt: '2026-12-01T08:00:00.000Z',
    invoice: anInvoice(),
    payment: {
      method: 'bankTransfer',
      reference: 'TRX-1',
      chosenAt: '2026-12-01T09:00:00.000Z',
      confirmedAt: '2026-12-02T09:00:00.000Z',
    },
  }),
  canceled: anOrder({ status: 'Canceled' }),
} satisfies Record<string, TOrder>;

type TStage = keyof typeof STAGES;

/** What the server answers for an order: the stage, with the actions this side may take now. */
const orderAt = (stage: TStage, actions: TOrderAction[], overrides: Partial<TOrder> = {}): TOrder => ({ ...STAGES[stage], actions, ...overrides });

/**
 * Opens the order's page signed in on this side. `state.order` is the order as the server holds it
 * now (an action it agrees to replaces it); `onTransition` answers the actions sent.
 */
async function openOrder(
  language: TLocale,
  side: TSide,
  order: TOrder,
  onTransition?: THandler<(typeof orderEndpoints)[TSide]['transition']>,
  panels?: TOrderPanels,
) {
  const server = fakeServer();
  const admin = side === 'admin';
  const token = admin ? ADMIN_TOKEN : CLIENT_TOKEN;
  const endpoints = orderEndpoints[side];
  const state = { order };
  let readsAtLastAction = 0;
  signedIn(server, admin ? anAdmin : aClient, token);
  answersContactInfo(server);
  server.on(endpoints.get, (request) => (request.params.id === state.order.id ? request.ok(state.order) : request.refuse(404, 'orders.notFound')));
  // The order's staff steps below it (the History section): none in these tests.
  if (admin) server.on(auditApi.orderHistory, (request) => request.ok([]));
  // The order's money, under its invoice: nothing paid yet.
  server.on(admin ? paymentsApi.adminOrderFinance : paymentsApi.orderFinance, (request) => request.ok(anOrderFinance()));
  if (onTransition) {
    server.on(endpoints.transition, async (request) => {
      readsAtLastAction = server.requests(endpoints.get).length;
      const answer = await onTransition(request);
      // Done: the server holds the order it answers with.
      if (answer.status === 200) state.order = (answer.body as { data: TOrder }).data;
      return answer;
    });
  }
  const app = await openApp(language, { token });
  const page = admin ? await import('./admin/pages/OrderDetailsPage') : await import('./pages/ClientOrderPage');
  app.render(
    {
      path: admin ? WEB_ROUTES.orderDetails : WEB_ROUTES.clientOrder,
      Component: () => <page.default panels={panels} />,
      loader: page.loader,
    },
    {
      at: (admin ? WEB_ROUTES.orderDetails : WEB_ROUTES.clientOrder).replace(':id', String(order.id)),
    },
  );
  const actionsTitle = app.t(admin ? 'clientOrders.actionsStaff' : 'clientOrders.actions');
  const actions = () => screen.getByRole('region', { name: actionsTitle });
  await screen.findByRole('region', { name: actionsTitle });
  return {
    app,
    server,
    state,
    actions,
    /** The names of the buttons under "What you can do" (staff: "Actions"). */
    buttons: () =>
      within(actions())
        .queryAllByRole('button')
        .map((button) => button.textContent ?? ''),
    transitions: () => server.requests(endpoints.transition).map((request) => request.body),
    /** Whether the page read the order again after the last action was sent. */
    readAgain: () => server.requests(endpoints.get).length > readsAtLastAction,
  };
}

const sorted = (names: string[]) => [...names].sort();

describe('the actions an order offers', () => {
  // The actions are those the server lists (apps/server/src/modules/orders/lifecycle.ts gives them
  // for each status and side); the page shows a control for each, and nothing else.
  // Together they hold every action, both forms and an order with nothing left to do.
  const cases: Array<[TSide, TStage, TOrderAction[], { buttons: string[]; interviewForm?: true; paymentForm?: true }]> = [
    [
      'client',
      'interviewHeld',
      ['approve', 'decline', 'cancel'],
      {
        buttons: ['orderAction.approve', 'orderAction.decline', 'orderAction.cancel'],
      },
    ],
    [
      'client',
      'approved',
      ['choosePayment', 'cancel'],
      {
        buttons: ['clientOrders.copyIban', 'orderAction.choosePayment', 'orderAction.cancel'],
        paymentForm: true,
      },
    ],
    ['client', 'hired', [], { buttons: [] }],
    [
      'admin',
      'pending',
      ['setInterview', 'reject', 'cancel'],
      {
        buttons: ['ordersAdmin.setInterviewSubmit', 'orderAction.reject', 'orderAction.cancel'],
        interviewForm: true,
      },
    ],
    [
      'admin',
      'approved',
      ['confirmPayment', 'reject', 'cancel'],
      {
        buttons: ['orderAction.confirmPayment', 'orderAction.reject', 'orderAction.cancel'],
      },
    ],
    ['admin', 'hired', ['cancel', 'deliver'], { buttons: ['orderAction.deliver', 'orderAction.cancel'] }],
  ];

  test.each(cases)('%s, order %s: %j', async (side, stage, actions, expected) => {
    const { app, buttons, actions: region } = await openOrder('en', side, orderAt(stage, actions));
    expect(sorted(buttons())).toEqual(sorted(expected.buttons.map((key) => app.t(key as never))));
    expect(within(region()).queryByLabelText(app.t('clientOrders.interviewAtUae'), { exact: false }) !== null).toBe(Boolean(expected.interviewForm));
    expect(
      within(region()).queryByRole('radiogroup', {
        name: app.t('clientOrders.howToPay'),
      }) !== null,
    ).toBe(Boolean(expected.paymentForm));
    if (actions.length === 0) expect(within(region()).getByText(app.t('clientOrders.noActions'))).toBeTruthy();
  });
});

describe('an action the client takes', () => {
  test('approving asks first, saying what it costs; it sends the version shown and shows the server message and the next step', async () => {
    const order = orderAt('interviewHeld', ['approve', 'decline', 'cancel']);
    const approved = orderAt('approved', ['choosePayment', 'cancel'], {
      version: 4,
    });
    const page = await openOrder('en', 'client', order, (request) => request.ok(approved, 'orders.approved'));
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.approve') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('clientOrders.confirmTitle', { action: app.t('orderAction.approve') }) });
    // The whole price, VAT included: AED 12,500 + 5 %; the way back is offered.
    expect(dialog.textContent).toMatch(/An invoice of AED\s?13,125 will be issued/);
    expect(within(dialog).getByRole('button', { name: app.t('clientOrders.goBack') })).toBeTruthy();
    expect(page.transitions()).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.approve') }));

    expect(await screen.findByText(app.t('orders.approved'))).toBeTruthy();
    expect(page.transitions()).toEqual([{ action: 'approve', note: '', version: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(page.actions()).getByRole('radiogroup', {
        name: app.t('clientOrders.howToPay'),
      }),
    ).toBeTruthy();
  });

  test('cancelling takes an optional note and can be kept instead', async () => {
    const order = orderAt('pending', ['cancel']);
    const page = await openOrder('en', 'client', order, (request) => request.ok(orderAt('canceled', [], { version: 4 }), 'orders.canceled'));
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.cancel') }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(app.t('clientOrders.consequence.cancelClient'))).toBeTruthy();
    await app.user.click(
      within(dialog).getByRole('button', {
        name: app.t('clientOrders.keepOrder'),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.cancel') }));
    dialog = await screen.findByRole('dialog');
    await app.fill(within(dialog).getByRole('textbox', { name: app.t('clientOrders.note') }), 'We found help nearer home');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.cancel') }));

    expect(await screen.findByText(app.t('orders.canceled'))).toBeTruthy();
    expect(page.transitions()).toEqual([{ action: 'cancel', note: 'We found help nearer home', version: 3 }]);
    expect(await within(page.actions()).findByText(app.t('clientOrders.noActions'))).toBeTruthy();
  });

  test.each(['en', 'ar'] as const)(
    'in %s, cancelling after the invoice says which credit note and refund follow; the canceled invoice reads paid and credited, never void',
    async (language) => {
      const closingCredit = { invoiceNumber: 'INV-2026-0003', creditAed: 13_125, refundAed: 5000, refundDueOn: '2026-12-15' };
      const credited = orderAt('canceled', [], {
        version: 4,
        invoice: anInvoice({ paidAed: 5000, creditedAed: 13_125, creditNotes: ['CN-2026-000004'] }),
      });
      const page = await openOrder(language, 'client', orderAt('approved', ['choosePayment', 'cancel'], { closingCredit }), (request) =>
        request.ok(credited, 'orders.canceled'),
      );
      const { app } = page;
      const aed = (amount: number) => (language === 'en' ? `AED ${amount.toLocaleString('en')}` : `${amount.toLocaleString('en')} درهم`);

      await app.user.click(screen.getByRole('button', { name: app.t('orderAction.cancel') }));
      const dialog = await screen.findByRole('dialog');
      const said = within(dialog).getByTestId('closing-credit').textContent;
      expect(said).toContain(app.t('clientOrders.consequence.credit', { invoice: 'INV-2026-0003', amount: aed(13_125) }));
      expect(said).toContain(app.t('clientOrders.consequence.refund', { amount: aed(5000), date: language === 'en' ? '15 December 2026' : '15 ديسمبر 2026' }));
      await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.cancel') }));
      expect(await screen.findByText(app.t('orders.canceled'))).toBeTruthy();

      // The invoice stands: paid 5,000 and credited 13,125, with the credit note named.
      expect((await screen.findByTestId('invoice-paid')).textContent).toBe(aed(5000));
      expect(screen.getByTestId('invoice-credited').textContent).toBe(aed(13_125));
      expect(screen.getByTestId('invoice-credit-notes').textContent).toContain('CN-2026-000004');
      expect(document.body.textContent).not.toMatch(/void|ملغاة/i);
    },
  );

  test.each(['en', 'ar'] as const)('in %s, the hire says the credit notes and refunds that follow for the other orders it closes', async (language) => {
    const othersClosingCredit = { orders: 2, creditAed: 26_250, refundAed: 13_125, refundDueOn: '2026-12-15' };
    const order = orderAt('approved', ['confirmPayment', 'reject', 'cancel'], { balanceAed: 0, otherOpenOrders: 2, othersClosingCredit });
    const { app } = await openOrder(language, 'admin', order, (request) => request.ok(orderAt('hired', [], { version: 4 }), 'orders.hired'));
    const aed = (amount: number) => (language === 'en' ? `AED ${amount.toLocaleString('en')}` : `${amount.toLocaleString('en')} درهم`);

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.confirmPayment') }));
    const said = within(await screen.findByRole('dialog')).getByTestId('others-closing-credit').textContent;
    expect(said).toContain(app.t('clientOrders.consequence.othersCredit', { amount: aed(26_250) }));
    expect(said).toContain(app.t('clientOrders.consequence.refund', { amount: aed(13_125), date: language === 'en' ? '15 December 2026' : '15 ديسمبر 2026' }));
  });

  test('the confirming button is disabled while the action is sent: one click, one request', async () => {
    const answer = gate();
    const page = await openOrder('en', 'client', orderAt('pending', ['cancel']), async (request) => {
      await answer.promise;
      return request.ok(orderAt('canceled', [], { version: 4 }), 'orders.canceled');
    });
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.cancel') }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', {
      name: app.t('orderAction.cancel'),
    });
    await app.user.click(confirm);
    await waitFor(() => expect(confirm).toHaveProperty('disabled', true));
    await app.user.click(confirm);
    await app.user.dblClick(confirm);
    expect(page.transitions()).toHaveLength(1);

    answer.open();
    expect(await screen.findByText(app.t('orders.canceled'))).toBeTruthy();
    expect(page.transitions()).toHaveLength(1);
  });

  test('paying by bank transfer needs the transfer reference, checked before anything is sent', async () => {
    const page = await openOrder('en', 'client', orderAt('approved', ['choosePayment', 'cancel']), (request) =>
      request.ok(
        orderAt('approved', ['cancel'], {
          version: 4,
          payment: {
            method: 'bankTransfer',
            reference: 'TRX-88121',
            chosenAt: '2026-12-01T10:00:00.000Z',
            confirmedAt: null,
          },
        }),
        'orders.paymentChosen',
      ),
    );
    const { app } = page;

    await app.user.click(screen.getByRole('radio', { name: app.t('paymentMethod.bankTransfer') }));
    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.choosePayment') }));
    const reference = screen.getByRole('textbox', {
      name: app.t('clientOrders.reference'),
    });
    // The form checks its fields asynchronously (zod through react-hook-form).
    await waitFor(() => expect(errorOf(reference)).toBe(app.t('validation.transferReferenceRequired')));
    expect(page.transitions()).toEqual([]);

    await app.fill(reference, ' TRX-88121 ');
    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.choosePayment') }));
    expect(await screen.findByText(app.t('orders.paymentChosen'))).toBeTruthy();
    expect(page.transitions()).toEqual([
      {
        action: 'choosePayment',
        method: 'bankTransfer',
        reference: 'TRX-88121',
        version: 3,
      },
    ]);
  });
});

describe('an action the back office takes', () => {
  test('rejecting asks for the reason, which is sent with the order version', async () => {
    const page = await openOrder('en', 'admin', orderAt('pending', ['setInterview', 'reject', 'cancel']), (request) =>
      request.ok(orderAt('canceled', [], { status: 'Rejected', version: 4 }), 'orders.rejected'),
    );
    const { app } = page;

    await app.user.click(screen.getByRole('button', { name: app.t('orderAction.reject') }));
    const dialog = await screen.findByRole('dialog', {
      name: app.t('clientOrders.confirmTitle', {
        action: app.t('orderAction.reject'),
      }),
    });
    expect(within(dialog).getByText(app.t('clientOrders.consequence.reject'))).toBeTruthy();
    await app.fill(within(dialog).getByRole('textbox', { name: app.t('clientOrders.note') }), 'Her passport expires too soon');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('orderAction.reject') }));

    expect(await screen.findByText(app.t('orders.rejected'))).toBeTruthy();
    expect(page.transitions()).toEqual([{ action: 'reject', note: 'Her passport expires too soon', version: 3 }]);
    expect(within(screen.getByRole('region', { name: app.t('clientOrders.summary') })).getByText(app.t('orderStatus.Rejected'))).toBeTruthy();
  });

  test('setting the interview needs its date; an online one sends its link, in UAE time', async () => {
    const page = await openOrder('en', 'admin', orderAt('pending', ['setInterview', 'reject', 'cancel']), (request) =>
      request.ok(
        orderAt('interviewAhead', ['setInterview', 'reject', 'cancel'], {
          version: 4,
        }),
        'orders.interviewSet',
      ),
    );
    const { app } = page;
    const submit = () =>
      app.user.click(
        screen.getByRole('button', {
          name: app.t('ordersAdmin.setInterviewSubmit'),
        }),
      );

    await submit();
    const date = screen.getByLabelText(app.t('clientOrders.interviewAtUae'), {
      exact: false,
    });
    await waitFor(() => expect(errorOf(date)).toBe(app.t('validation.interviewAtRequired')));
    expect(page.transitions()).toEqual([]);

    await app.user.type(date, '2026-12-01T10:00');
    await app.fill(screen.getByRole('textbox', { name: app.t('clientOrders.meetingLink') }), 'https://meet.example/abc');
    await submit();

    expect(await screen.findByText(app.t('orders.interviewSet'))).toBeTruthy();
    expect(page.transitions()).toEqual([
      {
        action: 'setInterview',
        interviewAt: '2026-12-01T10:00:00+04:00',
        interviewType: 'online',
        meetingLink: 'https://meet.example/abc',
        branchId: null,
        version: 3,
      },
    ]);
  });

  test('an interview in the office is held at a branch chosen from the agency’s branches', async () => {
    const page = await openOrder('en', 'admin', orderAt('pending', ['setInterview', 'reject', 'cancel']), (request) =>
      request.ok(
        orderAt('interviewAhead', ['setInterview', 'reject', 'cancel'], {
          version: 4,
        }),
        'orders.interviewSet',
      ),
    );
    const { app } = page;

    await app.user.type(
      screen.getByLabelText(app.t('clientOrders.interviewAtUae'), {
        exact: false,
      }),
      '2026-12-01T10:00',
    );
    await app.user.click(screen.getByRole('radio', { name: app.t('interviewType.office') }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('clientOrders.branch') }), 'Sharjah branch');
    await app.user.click(
      screen.getByRole('button', {
        name: app.t('ordersAdmin.setInterviewSubmit'),
      }),
    );

    expect(await screen.findByText(app.t('orders.interviewSet'))).toBeTruthy();
    expect(page.transitions()).toEqual([
      {
        action: 'setInterview',
        interviewAt: '2026-12-01T10:00:00+04:00',
        interviewType: 'office',
        meetingLink: null,
        branchId: 2,
        version: 3,
      },
    ]);
  });

  test('a date the server refuses (422) is explained under the date field, and the order is read again', async () => {
    const page = await openOrder('en', 'admin', orderAt('pending', ['setInterview', 'reject', 'cancel']), (request) =>
      request.refuse(422, 'validation.interviewInPast', 'interviewAt'),
    );
    const { app } = page;

    const date = screen.getByLabelText(app.t('clientOrders.interviewAtUae'), {
      exact: false,
    });
    await app.user.type(date, '2020-01-01T10:00');
    await app.fill(screen.getByRole('textbox', { name: app.t('clientOrders.meetingLink') }), 'https://meet.example/abc');
    await app.user.click(
      screen.getByRole('button', {
        name: app.t('ordersAdmin.setInterviewSubmit'),
      }),
    );

    await waitFor(() => expect(errorOf(date)).toBe(app.t('validation.interviewInPast')));
    expect((await screen.findByRole('alert')).textContent).toContain(app.t('validation.interviewInPast'));
    await waitFor(() => expect(page.readAgain()).toBe(true));
  });
});

describe('a refused action', () => {
  // The order changed on the server since the page read it; each refusal reads differently: a stale
  // copy is explained by the page (it shows the order anew), the others in the server's words.
  const now = orderAt('canceled', [], { version: 4 });
  const refusals: Array<[TLocale, TSide, TStage, TOrderAction[], TOrderAction, TMessageKey, string]> = [
    ['ar', 'client', 'interviewHeld', ['approve', 'decline', 'cancel'], 'approve', 'orders.stale', 'clientOrders.staleReloaded'],
    ['en', 'admin', 'approved', ['confirmPayment', 'reject', 'cancel'], 'confirmPayment', 'orders.laborTaken', 'orders.laborTaken'],
    ['ar', 'admin', 'hired', ['cancel', 'deliver'], 'deliver', 'orders.illegalWhile.Canceled', 'orders.illegalWhile.Canceled'],
  ];

  test.each(refusals)(
    'in %s, %s, order %s: %s, %s refused with %s, reads %s; the order is shown as it is now',
    async (language, side, stage, actions, action, code, messageKey) => {
      const page = await openOrder(language, side, orderAt(stage, actions), (request) => {
        page.state.order = now;
        return request.refuse(409, code);
      });
      const { app } = page;
      expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const label = app.t(`orderAction.${action}`);

      await app.user.click(screen.getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog');
      await app.user.click(within(dialog).getByRole('button', { name: label }));

      const message = app.t(messageKey as never);
      if (language === 'ar') expect(message).toMatch(/[\u0600-\u06ff]/);
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      // A delivery also says the day she was handed over: today unless changed.
      expect(page.transitions()).toEqual([{ action, note: '', version: 3, ...(action === 'deliver' ? { deliveredOn: todayInUae() } : {}) }]);
      // Read again: the order as it is now, with nothing left to do on it.
      expect(await within(page.actions()).findByText(app.t('clientOrders.noActions'))).toBeTruthy();
      expect(within(screen.getByRole('region', { name: app.t('clientOrders.summary') })).getByText(app.t('orderStatus.Canceled'))).toBeTruthy();
      expect(page.readAgain()).toBe(true);
    },
  );
});

describe('the interview outcome', () => {
  test('staff record a no-show once the interview time has passed; the page shows it and which one is chosen', async () => {
    const order = orderAt('interviewHeld', ['approve', 'reject', 'cancel'], { interview: { ...heldInterview, outcome: null, outcomeOpen: true } });
    const page = await openOrder('en', 'admin', order);
    const { app, server } = page;
    const recorded = { ...order, interview: { ...order.interview!, outcome: { value: 'noShow' as const, setAt: '2026-12-01T07:00:00.000Z' } } };
    server.on(ordersApi.interviewOutcome, (request) => {
      page.state.order = recorded;
      return request.ok(recorded, 'orders.outcomeSaved');
    });
    const interview = screen.getByRole('region', { name: app.t('clientOrders.interview') });
    expect(within(interview).getByText(app.t('clientOrders.outcomeNone'))).toBeTruthy();
    const choices = within(interview).getByRole('group', { name: app.t('clientOrders.outcomeHint') });
    await app.user.click(within(choices).getByRole('button', { name: app.t('interviewOutcome.noShow') }));

    expect(await screen.findByText(app.t('orders.outcomeSaved'))).toBeTruthy();
    expect(server.requests(ordersApi.interviewOutcome).map((request) => request.body)).toEqual([{ outcome: 'noShow' }]);
    await waitFor(() =>
      expect(
        within(choices)
          .getByRole('button', { name: app.t('interviewOutcome.noShow') })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(
      within(choices)
        .getByRole('button', { name: app.t('interviewOutcome.held') })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    // Its status no longer says it took place.
    expect(within(interview).queryByText(app.t('clientOrders.interviewHeld'))).toBeNull();
  });

  test('before the interview time staff are told when they can record it, and no choice is offered', async () => {
    const order = orderAt('interviewAhead', ['setInterview', 'reject', 'cancel'], { interview: { ...upcomingInterview, outcome: null, outcomeOpen: false } });
    const { app } = await openOrder('ar', 'admin', order);
    const interview = screen.getByRole('region', { name: app.t('clientOrders.interview') });
    expect(within(interview).getByText(app.t('clientOrders.outcomeLater'))).toBeTruthy();
    expect(within(interview).queryByRole('group', { name: app.t('clientOrders.outcomeHint') })).toBeNull();
  });
});

describe('an order with no interview yet, as its client sees it', () => {
  test('where she can book a slot herself, the booking panel alone says what comes next (free times, or when the agency calls)', async () => {
    const order = orderAt('pending', ['cancel']);
    const { app } = await openOrder('en', 'client', order, undefined, { interviewBooking: () => <p>booking panel</p> });
    const interview = screen.getByRole('region', { name: app.t('clientOrders.interview') });
    expect(within(interview).getByText('booking panel')).toBeTruthy();
    expect(within(interview).queryByText(app.t('clientOrders.noInterview'))).toBeNull();
  });
});
