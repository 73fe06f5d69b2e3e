// @vitest-environment jsdom
/**
 * A worker's documents panel: the expiry states, the passport kept on the worker's form (no edit or
 * delete), a document added and refused as a duplicate, one deleted after asking; and /Documents
 * with its filters kept in the address, in Arabic.
 */
import { ZWorkerDocumentSchema, type TDocumentExpiryItem, type TLocale, type TWorkerDocument, documentsApi, lookupsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

const LABOR = 5;

const aDocument = (overrides: Partial<TWorkerDocument>): TWorkerDocument =>
  ZWorkerDocumentSchema.parse({
    id: 1,
    laborId: LABOR,
    kind: 'visa',
    number: 'V-1001',
    issueDate: '2025-01-10',
    expiryDate: '2027-01-09',
    issuingCountry: null,
    note: '',
    scan: null,
    state: 'valid',
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  });

const DOCUMENTS = [
  aDocument({ id: 1, kind: 'visa', number: 'V-OLD', expiryDate: '2026-11-01', state: 'expired' }),
  aDocument({ id: 2, kind: 'passport', number: 'P1234567', expiryDate: '2026-12-10', state: 'expiring' }),
  aDocument({
    id: 3,
    kind: 'medical',
    number: 'MED-9',
    expiryDate: '2028-01-01',
    state: 'valid',
    scan: { fileName: 'medical.pdf', contentType: 'application/pdf', size: 2048 },
  }),
];

async function openPanel(language: TLocale) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(documentsApi.list, (request) => request.ok(DOCUMENTS));
  server.on(lookupsApi.active, (request) => request.ok([{ id: 1, name: 'Philippines', nameAr: 'الفلبين', image: '', sortOrder: 1 }]));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const { DocumentsPanel } = await import('./components/DocumentsPanel');
  app.render(<DocumentsPanel laborId={LABOR} />);
  await screen.findByText('V-OLD');
  return { app, server };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe("a worker's documents", () => {
  test('shows each state, keeps the passport to the worker form, adds a document and says a duplicate on its number', async () => {
    const { app, server } = await openPanel('en');
    expect(within(rowOf('V-OLD')).getByText(app.t('documents.states.expired'))).toBeTruthy();
    expect(within(rowOf('P1234567')).getByText(app.t('documents.states.expiring'))).toBeTruthy();
    expect(within(rowOf('MED-9')).getByText(app.t('documents.states.valid'))).toBeTruthy();
    expect(within(rowOf('P1234567')).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(rowOf('MED-9')).getByRole('button', { name: /medical\.pdf/ })).toBeTruthy();
    expect(screen.getByText(app.t('documents.ui.passportHint'))).toBeTruthy();

    let tries = 0;
    server.on(documentsApi.create, (request) =>
      tries++ === 0 ? request.refuse(409, 'documents.duplicate', 'number') : request.created(aDocument({ id: 9, number: 'EID-2' }), 'documents.created'),
    );
    await app.user.click(screen.getByRole('button', { name: app.t('documents.ui.add') }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.selectOptions(dialog.getByLabelText(app.t('documents.fields.kind'), { exact: false }), 'emiratesId');
    await app.fill(dialog.getByLabelText(app.t('documents.fields.number')), 'EID-1');
    await app.fill(dialog.getByLabelText(app.t('documents.fields.issueDate')), '2026-01-01');
    await app.fill(dialog.getByLabelText(app.t('documents.fields.expiryDate')), '2025-01-01');
    await app.user.click(dialog.getByRole('button', { name: app.t('lookups.save') }));
    // The schema refuses an expiry before the issue before anything is sent.
    await waitFor(() => expect(errorOf(dialog.getByLabelText(app.t('documents.fields.expiryDate')))).toBe(app.t('validation.documentExpiryAfterIssue')));
    expect(server.requests(documentsApi.create)).toHaveLength(0);

    await app.user.clear(dialog.getByLabelText(app.t('documents.fields.expiryDate')));
    await app.fill(dialog.getByLabelText(app.t('documents.fields.expiryDate')), '2028-01-01');
    await app.user.click(dialog.getByRole('button', { name: app.t('lookups.save') }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText(app.t('documents.fields.number')))).toBe(app.t('documents.duplicate')));
    expect(server.requests(documentsApi.create)[0]!.body).toEqual({
      kind: 'emiratesId',
      number: 'EID-1',
      issueDate: '2026-01-01',
      expiryDate: '2028-01-01',
      issuingCountryId: null,
      note: '',
    });
  });

  test('deletes a document after saying which, in Arabic', async () => {
    const { app, server } = await openPanel('ar');
    server.on(documentsApi.remove, (request) => request.ok(null, 'documents.deleted'));
    await app.user.click(within(rowOf('V-OLD')).getByRole('button', { name: new RegExp(app.t('lookups.delete')) }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/V-OLD/).textContent).toBe('V-OLD');
    await app.user.click(dialog.getByRole('button', { name: app.t('lookups.delete') }));
    await waitFor(() => expect(server.requests(documentsApi.remove)[0]?.params).toEqual({ id: 5, documentId: 1 }));
  });
});

describe('/Documents', () => {
  test('lists what expires with the worker and her placement, the window and kind kept in the address', async () => {
    const server = fakeServer();
    signedIn(server, anAdmin, ADMIN_TOKEN);
    const item: TDocumentExpiryItem = {
      id: 4,
      kind: 'visa',
      number: 'V-SOON',
      expiryDate: '2026-12-05',
      daysLeft: 10,
      state: 'expiring',
      labor: { id: LABOR, code: 'SK-1005', name: 'Maria Santos', nameAr: 'ماريا سانتوس' },
      placement: { id: 2, orderId: 7, orderNumber: 'ORD-2026-0007', clientName: 'Mariam Al Zaabi' },
    };
    server.on(documentsApi.expiring, (request) => request.ok({ items: [item], totalCount: 1, pageNumber: 1, pageSize: 10 }));
    const app = await openApp('ar', { token: ADMIN_TOKEN });
    const page = await import('./pages/DocumentsListPage');
    app.render({ path: '/Documents', Component: page.default }, { at: '/Documents' });
    const worker = await screen.findByRole('link', { name: /ماريا سانتوس/ });
    expect(worker.getAttribute('href')).toBe(`/LaborsView/${LABOR}`);
    expect(screen.getByRole('link', { name: 'ORD-2026-0007' }).getAttribute('href')).toBe('/OrderDetails/7');

    await app.user.selectOptions(screen.getByLabelText(app.t('documents.ui.within')), '60');
    await app.user.selectOptions(screen.getByLabelText(app.t('documents.fields.kind')), 'visa');
    await waitFor(() => expect(app.location()).toBe('/Documents?within=60&kind=visa'));
    const asked = server.requests(documentsApi.expiring).at(-1)!;
    expect([asked.query.get('within'), asked.query.get('kind')]).toEqual(['60', 'visa']);
  });
});
