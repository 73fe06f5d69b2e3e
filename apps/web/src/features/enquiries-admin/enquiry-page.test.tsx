// @vitest-environment jsdom
/**
 * An enquiry's page and today's callbacks in the back office: what the visitor sent, the
 * conversion form pre-filled from the enquiry (the client who already has the phone chosen, or a
 * new one's details), and the one-click "contacted" of today's callbacks.
 */
import { WEB_ROUTES, type TEnquiryDetails, type TLocale, clientsApi, enquiriesApi, ordersApi, placementsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAddOrderWorker, anAdmin, anOrder, PACKAGES, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';
import { userNameFrom } from './pages/EnquiryDetailsPage';

const WORKER = { id: 40, code: 'SK-0040', name: 'Siti Rahma', nameAr: 'سيتي رحمة' };
const EXISTING = { id: 21, userName: 'mariam.z', email: 'mariam@example.com', phoneNumber: '501234567' };

const anEnquiry = (overrides: Partial<TEnquiryDetails> = {}): TEnquiryDetails => ({
  id: 9,
  kind: 'enquiry',
  name: 'Noura Al Ali',
  phoneNumber: '501234567',
  email: 'noura@example.ae',
  message: 'Is she free in March?',
  preferredDate: null,
  labor: WORKER,
  status: 'new',
  owner: null,
  followUpOn: null,
  dueOn: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  notes: [],
  client: null,
  order: null,
  matchingClients: [],
  ...overrides,
});

async function openEnquiry(language: TLocale, enquiry: TEnquiryDetails) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(enquiriesApi.get, (request) => request.ok(enquiry));
  server.on(enquiriesApi.owners, (request) => request.ok([{ id: 1, userName: 'Office Admin' }]));
  server.on(enquiriesApi.history, (request) => request.ok([]));
  server.on(ordersApi.adminPackages, (request) => request.ok(PACKAGES));
  server.on(ordersApi.adminAddWorkers, (request) =>
    request.ok({ items: [anAddOrderWorker({ id: WORKER.id, code: WORKER.code, name: WORKER.name })], totalCount: 1, pageNumber: 1, pageSize: 5 }),
  );
  // No replacement is due to the client chosen.
  server.on(placementsApi.adminList, (request) => request.ok({ items: [], totalCount: 0, pageNumber: 1, pageSize: 5 }));
  server.on(clientsApi.get, (request) => request.ok({ ...anAdmin, ...EXISTING, role: 'client' }));
  server.on(enquiriesApi.convert, (request) => request.ok(anOrder(), 'enquiries.converted'));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('../../app/compose/EnquiryDetailsPage');
  app.render({ path: WEB_ROUTES.enquiryDetails, Component: page.default }, { at: `/EnquiryDetails/${enquiry.id}` });
  await screen.findByRole('heading', { level: 1, name: new RegExp(enquiry.name) });
  return { app, server };
}

describe("an enquiry's page", () => {
  test.each<TLocale>(['en', 'ar'])('in %s: the phone belongs to a client, so the order is opened for her, with the worker asked about', async (language) => {
    const { app, server } = await openEnquiry(language, anEnquiry({ matchingClients: [EXISTING] }));
    const sent = screen.getByRole('region', { name: app.t('enquiriesAdmin.sent') });
    expect(within(sent).getByText('noura@example.ae').getAttribute('dir')).toBe('ltr');
    expect(
      within(sent)
        .getByRole('link', { name: new RegExp(language === 'ar' ? WORKER.nameAr : WORKER.name) })
        .getAttribute('href'),
    ).toBe('/LaborsView/40');

    await app.user.click(await screen.findByRole('button', { name: app.t('enquiriesAdmin.convert') }));
    const form = await screen.findByRole('form', { name: app.t('enquiriesAdmin.convertTitle') });
    expect(within(form).getByText(app.t('enquiriesAdmin.existingClient', { name: 'mariam.z' }))).toBeTruthy();
    await waitFor(() => expect(within(form).getByRole('radio', { name: /mariam\.z/ })).toHaveProperty('checked', true));
    await waitFor(() => expect(within(form).getByRole('radio', { name: new RegExp(WORKER.code) })).toHaveProperty('checked', true));
    await app.user.click(within(form).getByRole('radio', { name: language === 'ar' ? 'الباقة الرئيسية' : 'Main package' }));
    await app.user.click(within(form).getByRole('button', { name: app.t('enquiriesAdmin.convert') }));
    await waitFor(() =>
      expect(server.requests(enquiriesApi.convert).map((request) => request.body)).toEqual([
        expect.objectContaining({ clientId: 21, newClient: null, laborId: 40, package: 'Main' }),
      ]),
    );
  });

  test("nobody has the phone or e-mail: a new client's details come from the enquiry", async () => {
    const { app } = await openEnquiry('en', anEnquiry());
    await app.user.click(await screen.findByRole('button', { name: app.t('enquiriesAdmin.convert') }));
    const form = await screen.findByRole('form', { name: app.t('enquiriesAdmin.convertTitle') });
    expect(await within(form).findByRole('textbox', { name: new RegExp(`^${app.t('account.userName')}`) })).toHaveProperty('value', 'noura.al.ali');
    expect(within(form).getByRole('textbox', { name: new RegExp(`^${app.t('account.email')}`) })).toHaveProperty('value', 'noura@example.ae');
  });

  test('converted: links to the client and the order, and its status is locked', async () => {
    const { app } = await openEnquiry('en', anEnquiry({ status: 'converted', client: EXISTING, order: { id: 7, number: 'ORD-2026-0007' } }));
    expect(screen.getByRole('link', { name: 'ORD-2026-0007' }).getAttribute('href')).toBe('/OrderDetails/7');
    expect(screen.getByRole('link', { name: 'mariam.z' }).getAttribute('href')).toBe('/ClientDetails/21');
    expect(screen.getByRole('combobox', { name: app.t('enquiriesAdmin.statusLabel') }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: app.t('enquiriesAdmin.convert') })).toBeNull();
  });

  test('a user name from any name, Arabic letters kept', () => {
    expect(userNameFrom('  Noura  Al-Ali ')).toBe('noura.al.ali');
    expect(userNameFrom('نورة العلي')).toBe('نورة.العلي');
    expect(userNameFrom('A')).toBe('');
  });
});

describe("today's callbacks", () => {
  test.each<TLocale>(['en', 'ar'])('in %s: overdue first, and one click marks a new callback contacted', async (language) => {
    const server = fakeServer();
    signedIn(server, anAdmin, ADMIN_TOKEN);
    const overdue = anEnquiry({ id: 3, name: 'Overdue Caller', status: 'contacted', followUpOn: '2026-01-05', dueOn: '2026-01-05', labor: null });
    const callback = anEnquiry({ id: 4, kind: 'callback', name: 'Khalid', message: null, email: null, preferredDate: '2026-01-06', dueOn: '2026-01-06' });
    server.on(enquiriesApi.today, (request) => request.ok([overdue, callback]));
    server.on(enquiriesApi.update, (request) => request.ok({ ...callback, status: 'contacted' }, 'enquiries.saved'));
    const app = await openApp(language, { token: ADMIN_TOKEN });
    const page = await import('./pages/TodayCallbacksPage');
    app.render({ path: WEB_ROUTES.todayCallbacks, Component: page.default }, { at: '/TodayCallbacks' });
    const calls = await screen.findByRole('list', { name: app.t('enquiriesAdmin.todayTitle') });
    const items = within(calls).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Overdue Caller', 'Khalid']);
    expect(within(items[0]!).getByText(new RegExp(app.t('enquiriesAdmin.overdueSince', { day: '' }).trim()))).toBeTruthy();
    expect(within(items[0]!).queryByRole('button', { name: app.t('enquiriesAdmin.markContactedLabel', { name: 'Overdue Caller' }) })).toBeNull();
    await app.user.click(within(items[1]!).getByRole('button', { name: app.t('enquiriesAdmin.markContactedLabel', { name: 'Khalid' }) }));
    await waitFor(() =>
      expect(server.requests(enquiriesApi.update).map((request) => [request.params.id, request.body])).toEqual([[4, { status: 'contacted' }]]),
    );
  });
});
