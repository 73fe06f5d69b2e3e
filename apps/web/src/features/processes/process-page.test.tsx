// @vitest-environment jsdom
/**
 * One visa process in the back office: whose it is and its steps in order; sales staff edit a step
 * in a dialog (a blocked step needs its reason, the step's version goes with the save, a step saved
 * meanwhile by someone else is said and read again); a role that does not run steps only reads.
 */
import { processContractApi, processDocumentsApi, processesApi, processFeesApi, ROLE_PERMISSIONS, WEB_ROUTES, type TProcess, type TUser } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';
import { aProcess, noFees, STEPS } from './process-fixtures';

const anAccountant: TUser = { ...anAdmin, id: 3, userName: 'amal.accounts', staffRole: 'accounts', permissions: [...ROLE_PERMISSIONS.accounts] };

async function openProcess({
  who = anAdmin,
  process = aProcess(),
  save,
}: { who?: TUser; process?: TProcess; save?: THandler<typeof processesApi.updateStep> } = {}) {
  const server = fakeServer();
  const state = { process };
  signedIn(server, who, ADMIN_TOKEN);
  server.on(processContractApi.staff, (request) =>
    request.ok([
      { id: 4, name: 'sara.sales' },
      { id: 8, name: 'omar.sales' },
    ]),
  );
  server.on(processesApi.get, (request) => request.ok(state.process));
  server.on(processFeesApi.list, (request) => request.ok(noFees(process.id)));
  server.on(processDocumentsApi.list, (request) => request.ok([]));
  server.on(processDocumentsApi.familyFiles, (request) => request.ok([]));
  if (save) server.on(processesApi.updateStep, save);
  const app = await openApp('en', { token: ADMIN_TOKEN });
  const page = await import('./pages/ProcessDetailsPage');
  app.render({ path: WEB_ROUTES.processDetails, Component: page.default }, { at: `/Processes/${process.id}` });
  const steps = await screen.findByRole('region', { name: app.t('processesUi.steps') });
  /** Opens a step's dialog by the step's name. */
  const edit = async (name: string) => {
    await app.user.click(await within(steps).findByRole('button', { name: app.t('processesUi.editStepNamed', { name }) }));
    return screen.findByRole('dialog', { name });
  };
  const sent = () => server.requests(processesApi.updateStep).map((request) => ({ stepId: request.params.stepId, ...request.body }));
  return { app, server, state, steps, edit, sent };
}

/** The process once its handover step is blocked, as the server answers the save. */
const withStep = (index: number, change: Partial<TProcess['steps'][number]>) =>
  aProcess({ steps: STEPS.map((step, at) => (at === index ? { ...step, ...change, version: step.version + 1 } : step)) });

describe('a process in the back office', () => {
  test('reads whose it is, its steps in order with their state, days, appointment and staff member, and its history', async () => {
    const { app, steps } = await openProcess();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${app.t('processesUi.detailsTitle')}: Maria Santos`);
    const facts = screen.getByRole('region', { name: app.t('processesUi.detailsTitle') });
    expect(within(facts).getByRole('link', { name: 'ORD-2027-0007' }).getAttribute('href')).toBe('/OrderDetails/7');
    expect(within(facts).getByRole('link', { name: '+971 50 123 4567' }).getAttribute('dir')).toBe('ltr');
    expect(facts.textContent).toContain(app.t('processes.location.abroad'));
    expect(facts.textContent).toContain(app.t('packageKind.Main'));
    expect(facts.textContent).toContain('20 January 2027');
    expect(facts.textContent).toContain(app.t('processes.status.running'));

    const names = within(steps)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Employment contract', 'Medical fitness test', 'Handover to the family']);
    const [contract, medical] = within(steps).getAllByRole('listitem');
    expect(contract!.textContent).toContain(app.t('processes.stepState.done'));
    expect(contract!.textContent).toContain('3 January 2027');
    expect(medical!.textContent).toContain(app.t('processesUi.overdue'));
    expect(medical!.textContent).toContain('Al Barsha health centre');
    expect(medical!.textContent).toContain('sara.sales');

    const history = screen.getByRole('region', { name: app.t('processesUi.history') });
    expect(history.textContent).toContain('Employment contract: done');
  });

  test('a step blocked needs its reason before anything is sent; the save sends the step’s version and the page shows the answer', async () => {
    const { app, steps, edit, sent } = await openProcess({
      save: (request) => request.ok(withStep(2, { state: 'blocked', blockedReason: request.body.blockedReason ?? '' }), 'processes.stepSaved'),
    });
    const dialog = await edit('Handover to the family');
    expect(within(dialog).queryByRole('textbox', { name: app.t('processesUi.blockedReason') })).toBeNull();
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: app.t('processesUi.state') }), app.t('processes.stepState.blocked'));
    const reason = within(dialog).getByRole('textbox', { name: app.t('processesUi.blockedReason') });
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processesUi.saveStep') }));
    await waitFor(() => expect(errorOf(reason)).toBe(app.t('processes.blockedReasonRequired')));
    expect(sent()).toEqual([]);

    await app.fill(reason, 'Passport held at the embassy');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: app.t('processesUi.assignee') }), 'omar.sales');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processesUi.saveStep') }));

    expect(await screen.findByText(app.t('processes.stepSaved'))).toBeTruthy();
    expect(sent()).toEqual([
      {
        stepId: 13,
        version: 1,
        state: 'blocked',
        blockedReason: 'Passport held at the embassy',
        appointmentAt: null,
        appointmentPlace: '',
        assigneeId: 8,
        notes: '',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const handover = within(steps).getAllByRole('listitem')[2]!;
    expect(handover.textContent).toContain(app.t('processes.stepState.blocked'));
    expect(handover.textContent).toContain('Passport held at the embassy');
  });

  test('a booked appointment is edited as its UAE day and time, and a done step sends its day', async () => {
    const { app, edit, sent } = await openProcess({ save: (request) => request.ok(withStep(1, { state: 'done', doneOn: '2027-01-09', overdue: false })) });
    const dialog = await edit('Medical fitness test');
    expect(within(dialog).getByLabelText(app.t('processesUi.appointmentDate'), { exact: false })).toHaveProperty('value', '2027-01-10');
    expect(within(dialog).getByLabelText(app.t('processesUi.appointmentTime'), { exact: false })).toHaveProperty('value', '10:30');

    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: app.t('processesUi.state') }), app.t('processes.stepState.done'));
    const day = within(dialog).getByLabelText(app.t('processesUi.doneOn'));
    await app.user.clear(day);
    await app.user.type(day, '2027-01-09');
    await app.fill(within(dialog).getByRole('textbox', { name: app.t('processesUi.notes') }), 'Fit');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processesUi.saveStep') }));

    await waitFor(() =>
      expect(sent()).toEqual([
        {
          stepId: 12,
          version: 3,
          state: 'done',
          blockedReason: '',
          appointmentAt: '2027-01-10T10:30:00+04:00',
          appointmentPlace: 'Al Barsha health centre',
          assigneeId: 4,
          notes: 'Fit',
          doneOn: '2027-01-09',
        },
      ]),
    );
  });

  test('a step saved meanwhile by someone else: the message is said and the process read again, the dialog showing what they saved', async () => {
    const page = await openProcess({
      save: (request) => {
        page.state.process = withStep(2, { notes: 'Family away until Sunday', assignee: { id: 8, name: 'omar.sales' } });
        return request.refuse(409, 'processes.stale');
      },
    });
    const { app, server, edit } = page;
    const dialog = await edit('Handover to the family');
    await app.fill(within(dialog).getByRole('textbox', { name: app.t('processesUi.notes') }), 'Call the family');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processesUi.saveStep') }));

    expect(await screen.findByText(app.t('processes.stale'))).toBeTruthy();
    await waitFor(() => expect(server.requests(processesApi.get)).toHaveLength(2));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: app.t('processesUi.notes') })).toHaveProperty('value', 'Family away until Sunday'),
    );
  });

  test('a field the server refuses shows its message on that field', async () => {
    const { app, edit } = await openProcess({ save: (request) => request.refuse(422, 'processes.assigneeNotStaff', 'assigneeId') });
    const dialog = await edit('Handover to the family');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: app.t('processesUi.assignee') }), 'omar.sales');
    await app.user.click(within(dialog).getByRole('button', { name: app.t('processesUi.saveStep') }));

    const assignee = within(dialog).getByRole('combobox', { name: app.t('processesUi.assignee') });
    await waitFor(() => expect(errorOf(assignee)).toBe(app.t('processes.assigneeNotStaff')));
  });

  test('a role that does not run steps (accounts) reads the process without a way to edit it', async () => {
    const { steps } = await openProcess({ who: anAccountant });
    // Once the app knows who is signed in (before, it offers nothing to anyone).
    const [{ queryClient }, { CURRENT_USER_KEY }] = await Promise.all([import('../../lib/query-client'), import('../../lib/session/session')]);
    await waitFor(() => expect(queryClient.getQueryData<TUser>(CURRENT_USER_KEY)?.staffRole).toBe('accounts'));
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).queryAllByRole('button')).toEqual([]);
  });

  test('an unknown process says so', async () => {
    const server = fakeServer();
    signedIn(server, anAdmin, ADMIN_TOKEN);
    server.on(processesApi.get, (request) => request.refuse(404, 'processes.notFound'));
    const app = await openApp('en', { token: ADMIN_TOKEN });
    const page = await import('./pages/ProcessDetailsPage');
    app.render({ path: WEB_ROUTES.processDetails, Component: page.default }, { at: '/Processes/99' });
    expect(await screen.findByText(app.t('processes.notFound'))).toBeTruthy();
  });
});
