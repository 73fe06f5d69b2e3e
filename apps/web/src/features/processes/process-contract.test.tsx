// @vitest-environment jsdom
/**
 * Staff start a visa process by hand from the board (the worker, where she is, the package, the
 * first day) and land on it; a worker whose process already runs is said on the list. The process
 * page downloads its order's standard employment contract; the staff filter is every board reader's.
 */
import {
  ordersApi,
  processContractApi,
  processDocumentsApi,
  processesApi,
  processFeesApi,
  ROLE_PERMISSIONS,
  todayInUae,
  WEB_ROUTES,
  type TLocale,
  type TProcess,
  type TUser,
} from '@app/shared';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_TOKEN, anAddOrderWorker, anAdmin, answersContactInfo, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';
import { aProcess, noFees } from './process-fixtures';

const anAccountant: TUser = { ...anAdmin, id: 3, userName: 'amal.accounts', staffRole: 'accounts', permissions: [...ROLE_PERMISSIONS.accounts] };
const WORKERS = [anAddOrderWorker({ id: 61, code: 'SK-1061', name: 'Ana Reyes' }), anAddOrderWorker({ id: 62, code: 'SK-1062', name: 'Joy Cruz' })];

/** Once the app knows who is signed in: before, it offers nothing to anyone. */
async function knowsWho(role: TUser['staffRole']) {
  const [{ queryClient }, { CURRENT_USER_KEY }] = await Promise.all([import('../../lib/query-client'), import('../../lib/session/session')]);
  await waitFor(() => expect(queryClient.getQueryData<TUser>(CURRENT_USER_KEY)?.staffRole).toBe(role));
}

async function openBoard({ language = 'en', who = anAdmin }: { language?: TLocale; who?: TUser } = {}) {
  const server = fakeServer();
  signedIn(server, who, ADMIN_TOKEN);
  answersContactInfo(server);
  server.on(processContractApi.staff, (request) => request.ok([{ id: 4, name: 'sara.sales' }]));
  server.on(processesApi.board, (request) => request.ok({ items: [], totalCount: 0, pageNumber: 1, pageSize: 10 }));
  server.on(ordersApi.adminAddWorkers, (request) => {
    const name = request.query.get('name');
    const items = name ? WORKERS.filter((one) => one.name.includes(name)) : WORKERS;
    return request.ok({ items, totalCount: items.length, pageNumber: 1, pageSize: 5 });
  });
  server.on(processesApi.start, (request) =>
    request.body.laborId === 62 ? request.refuse(409, 'processes.alreadyRunning', 'laborId') : request.created(aProcess({ id: 77 }), 'processes.started'),
  );
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/ProcessBoardPage');
  app.render({ path: WEB_ROUTES.processes, Component: page.default }, { at: '/Processes' });
  await screen.findByText(app.t('processesUi.empty'));
  const sent = () => server.requests(processesApi.start).map((request) => request.body);
  return { app, server, sent };
}

describe('starting a visa process by hand', () => {
  test('the worker, where she is, the package and the first day (today unless changed) are sent once, and the new process opens', async () => {
    const { app, sent } = await openBoard();
    await app.user.click(await screen.findByRole('button', { name: app.t('processContract.start') }));
    const dialog = await screen.findByRole('dialog', { name: app.t('processContract.start') });
    expect(within(dialog).getByLabelText(app.t('processContract.startedOn'))).toHaveProperty('value', todayInUae(new Date()));
    const submit = within(dialog).getByRole('button', { name: app.t('processContract.start') });

    // No worker yet: said on the list, nothing sent.
    await app.user.click(submit);
    const group = within(dialog).getByRole('radiogroup', { name: app.t('addOrder.chooseWorker') });
    await waitFor(() => expect(errorOf(group)).toBe(app.t('processes.laborRequired')));
    expect(sent()).toEqual([]);

    await app.fill(within(dialog).getByRole('searchbox', { name: app.t('addOrder.searchWorker') }), 'Ana');
    await app.user.click(await within(dialog).findByRole('radio', { name: /SK-1061/ }));
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: app.t('processContract.location') }), app.t('processes.location.inUae'));
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: app.t('processContract.package') }), app.t('packageKind.Monthly'));
    const day = within(dialog).getByLabelText(app.t('processContract.startedOn'));
    await app.user.clear(day);
    await app.fill(day, '2027-02-01');
    await app.user.dblClick(submit);

    await waitFor(() => expect(app.location()).toBe('/Processes/77'));
    expect(sent()).toEqual([{ laborId: 61, location: 'inUae', packageKind: 'Monthly', startedOn: '2027-02-01' }]);
    expect(await screen.findByText(app.t('processes.started'))).toBeTruthy();
  });

  test('a worker whose process already runs: the refusal shows on the list in Arabic, and the dialog stays open', async () => {
    const { app, sent } = await openBoard({ language: 'ar' });
    await app.user.click(await screen.findByRole('button', { name: 'بدء إجراءات تأشيرة' }));
    const dialog = await screen.findByRole('dialog', { name: 'بدء إجراءات تأشيرة' });
    await app.user.click(await within(dialog).findByRole('radio', { name: /SK-1062/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'بدء إجراءات تأشيرة' }));
    const group = within(dialog).getByRole('radiogroup', { name: app.t('addOrder.chooseWorker') });
    await waitFor(() => expect(errorOf(group)).toBe(app.t('processes.alreadyRunning')));
    expect(app.t('processes.alreadyRunning')).toMatch(/[\u0600-\u06FF]/);
    expect(sent()).toHaveLength(1);
    expect(app.location()).toBe('/Processes');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('accounts read the board and filter by the staff who run steps, but start no process', async () => {
    const { app } = await openBoard({ who: anAccountant });
    await knowsWho('accounts');
    const filter = await screen.findByRole('combobox', { name: app.t('processesUi.assigneeFilter') });
    expect(within(filter).getByRole('option', { name: 'sara.sales' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: app.t('processContract.start') })).toBeNull();
  });
});

async function openProcess(process: TProcess, who = anAdmin) {
  const server = fakeServer();
  signedIn(server, who, ADMIN_TOKEN);
  server.on(processContractApi.staff, (request) => request.ok([{ id: 4, name: 'sara.sales' }]));
  server.on(processesApi.get, (request) => request.ok(process));
  server.on(processDocumentsApi.list, (request) => request.ok([]));
  server.on(processDocumentsApi.familyFiles, (request) => request.ok([]));
  server.on(processContractApi.pdf, () => ({ status: 200, body: '%PDF-' }));
  server.on(processFeesApi.list, (request) => request.ok(noFees(process.id)));
  const app = await openApp('en', { token: ADMIN_TOKEN });
  const page = await import('./pages/ProcessDetailsPage');
  app.render({ path: WEB_ROUTES.processDetails, Component: page.default }, { at: `/Processes/${process.id}` });
  await screen.findByRole('region', { name: app.t('processesUi.steps') });
  return { app, server };
}

describe("a process's employment contract", () => {
  test('staff who run steps download the contract of the process’s order', async () => {
    const { app, server } = await openProcess(aProcess());
    const panel = await screen.findByRole('region', { name: app.t('processes.stepKind.contract') });
    URL.createObjectURL = vi.fn(() => 'blob:contract');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(within(panel).getByRole('button', { name: app.t('processContract.download') }));
    await waitFor(() => expect(server.requests(processContractApi.pdf)).toHaveLength(1));
    expect(server.requests(processContractApi.pdf)[0]!.params).toEqual({ id: 5 });
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  test('no download for a process without an order: the contract is drawn from one', async () => {
    const { app } = await openProcess(aProcess({ order: null, client: null }));
    await knowsWho('manager');
    expect(screen.queryByRole('button', { name: app.t('processContract.download') })).toBeNull();
  });

  test('accounts read the process without the contract', async () => {
    const { app } = await openProcess(aProcess(), anAccountant);
    await knowsWho('accounts');
    expect(screen.queryByRole('button', { name: app.t('processContract.download') })).toBeNull();
  });
});
