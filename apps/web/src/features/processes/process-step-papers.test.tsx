// @vitest-environment jsdom
/**
 * The papers on a process's steps (docs/decisions/034): each step lists the worker's documents
 * added from it and what the family gave for what it asks; "Add a document" opens the documents
 * module's form with the step's usual kind, and the document goes to the step's route. A role that
 * handles neither workers nor clients sees none of it.
 */
import {
  clientRecordsApi,
  lookupsApi,
  processContractApi,
  processDocumentsApi,
  processesApi,
  processFeesApi,
  ROLE_PERMISSIONS,
  WEB_ROUTES,
  ZFamilyFileSchema,
  ZStepDocumentSchema,
  type TFamilyFile,
  type TStepDocument,
  type TUser,
} from '@app/shared';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';
import { aProcess, aStep, noFees, STEPS } from './process-fixtures';

const aSales: TUser = { ...anAdmin, id: 4, userName: 'sara.sales', staffRole: 'sales', permissions: [...ROLE_PERMISSIONS.sales] };
const anAccountant: TUser = { ...anAdmin, id: 3, userName: 'amal.accounts', staffRole: 'accounts', permissions: [...ROLE_PERMISSIONS.accounts] };

/** Maria's entry permit, asking the family for three papers; the medical test after it. */
const ENTRY_PERMIT = aStep({
  id: 14,
  position: 2,
  kind: 'entryPermit',
  nameEn: 'Entry permit',
  nameAr: 'تصريح الدخول',
  familyAsks: ['emiratesId', 'tenancyContract', 'salaryCertificate'],
});
const PROCESS = aProcess({ steps: [STEPS[0]!, ENTRY_PERMIT, { ...STEPS[1]!, position: 3 }, { ...STEPS[2]!, position: 4 }] });

const PERMIT: TStepDocument = ZStepDocumentSchema.parse({
  id: 31,
  laborId: 42,
  kind: 'visa',
  number: 'EP 2027/118',
  issueDate: '2027-01-05',
  expiryDate: '2027-01-30',
  issuingCountry: null,
  note: '',
  scan: { fileName: 'entry-permit.pdf', contentType: 'application/pdf', size: 2048 },
  state: 'expiring',
  createdAt: '2027-01-05T08:00:00.000Z',
  updatedAt: '2027-01-05T08:00:00.000Z',
  processStepId: 14,
});
const EMIRATES_ID: TFamilyFile = ZFamilyFileSchema.parse({
  id: 51,
  source: 'step',
  clientId: 8,
  stepId: 14,
  kind: 'emiratesId',
  fileName: 'هوية مريم.pdf',
  contentType: 'application/pdf',
  size: 4096,
  uploadedAt: '2027-01-04T10:00:00.000Z',
});

/** The tenancy contract the family gave on her profile before: it counts for the step. */
const TENANCY: TFamilyFile = ZFamilyFileSchema.parse({
  id: 7,
  source: 'profile',
  clientId: 8,
  stepId: 14,
  kind: 'tenancyContract',
  fileName: 'ejari.pdf',
  contentType: 'application/pdf',
  size: 1024,
  uploadedAt: '2026-12-20T10:00:00.000Z',
});

async function openProcess(who: TUser = aSales) {
  const server = fakeServer();
  signedIn(server, who, ADMIN_TOKEN);
  const state = { documents: [PERMIT] };
  server.on(processContractApi.staff, (request) => request.ok([{ id: 4, name: 'sara.sales' }]));
  server.on(processesApi.get, (request) => request.ok(PROCESS));
  server.on(processFeesApi.list, (request) => request.ok(noFees(PROCESS.id)));
  server.on(processDocumentsApi.list, (request) => request.ok(state.documents));
  server.on(processDocumentsApi.familyFiles, (request) => request.ok([EMIRATES_ID, TENANCY]));
  server.on(lookupsApi.active, (request) => request.ok([{ id: 1, name: 'Philippines', nameAr: 'الفلبين', image: '', sortOrder: 1 }]));
  const app = await openApp('en', { token: ADMIN_TOKEN });
  const page = await import('../../app/compose/ProcessDetailsPage');
  app.render({ path: WEB_ROUTES.processDetails, Component: page.default }, { at: `/Processes/${PROCESS.id}` });
  const steps = await screen.findByRole('region', { name: app.t('processesUi.steps') });
  const stepNamed = (name: string) => within(steps).getByRole('heading', { level: 3, name }).closest('li')!;
  return { app, server, state, steps, stepNamed };
}

describe('papers on the steps of a process', () => {
  test('a step shows its documents (kind, number, expiry, state, scan) and the family’s papers it asks for, given or not', async () => {
    const { app, stepNamed } = await openProcess();
    const permit = stepNamed('Entry permit');
    const documents = await within(permit).findByRole('list', { name: app.t('processDocuments.ui.documents') });
    expect(documents.textContent).toContain(app.t('documents.kinds.visa'));
    expect(within(documents).getByText('EP 2027/118').getAttribute('dir')).toBe('ltr');
    expect(documents.textContent).toContain(app.t('processDocuments.ui.expires', { date: '30 January 2027' }));
    expect(documents.textContent).toContain(app.t('documents.states.expiring'));
    const kindVisa = app.t('documents.kinds.visa');
    expect(within(documents).getByRole('button', { name: app.t('processDocuments.ui.openNamed', { kind: kindVisa, file: 'entry-permit.pdf' }) })).toBeTruthy();

    const family = await within(permit).findByRole('list', { name: app.t('processDocuments.ui.familyFiles') });
    const papers = within(family).getAllByRole('listitem');
    expect(papers.map((paper) => paper.textContent)).toEqual([
      expect.stringContaining(app.t('processDocuments.kinds.emiratesId')),
      expect.stringContaining(app.t('processDocuments.kinds.tenancyContract')),
      expect.stringContaining(app.t('processDocuments.kinds.salaryCertificate')),
    ]);
    const kindId = app.t('processDocuments.kinds.emiratesId');
    expect(within(papers[0]!).getByRole('button', { name: app.t('processDocuments.ui.openNamed', { kind: kindId, file: 'هوية مريم.pdf' }) })).toBeTruthy();
    expect(papers[1]!.textContent).toContain(app.t('processDocuments.ui.fromProfile', { date: '20 December 2026' }));
    expect(papers[2]!.textContent).toContain(app.t('processDocuments.ui.notGiven'));
    // A step that asks nothing and has no document shows only the way to add one.
    const medical = stepNamed('Medical fitness test');
    expect(within(medical).queryByRole('list')).toBeNull();
    expect(within(medical).getByRole('button', { name: app.t('processDocuments.ui.addDocumentNamed', { name: 'Medical fitness test' }) })).toBeTruthy();
  });

  test('a paper from the family’s profile downloads through the client’s documents, one given on the step through the process', async () => {
    const { app, server, stepNamed } = await openProcess();
    server.on(clientRecordsApi.scan, () => ({ status: 200, body: '%PDF-' }));
    server.on(processDocumentsApi.familyFile, () => ({ status: 200, body: '%PDF-' }));
    URL.createObjectURL = vi.fn(() => 'blob:paper');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const family = await within(stepNamed('Entry permit')).findByRole('list', { name: app.t('processDocuments.ui.familyFiles') });
    const kindTenancy = app.t('processDocuments.kinds.tenancyContract');
    await app.user.click(within(family).getByRole('button', { name: app.t('processDocuments.ui.openNamed', { kind: kindTenancy, file: 'ejari.pdf' }) }));
    await waitFor(() => expect(server.requests(clientRecordsApi.scan)).toHaveLength(1));
    expect(server.requests(clientRecordsApi.scan)[0]!.params).toEqual({ id: 8, documentId: 7 });
    const kindId = app.t('processDocuments.kinds.emiratesId');
    await app.user.click(within(family).getByRole('button', { name: app.t('processDocuments.ui.openNamed', { kind: kindId, file: 'هوية مريم.pdf' }) }));
    await waitFor(() => expect(server.requests(processDocumentsApi.familyFile)).toHaveLength(1));
    expect(server.requests(processDocumentsApi.familyFile)[0]!.params).toEqual({ id: PROCESS.id, fileId: 51 });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
  });

  test('“Add a document” opens the documents form with the step’s kind, checks it, and sends it to the step; the list is read again', async () => {
    const { app, server, state, stepNamed } = await openProcess();
    server.on(processDocumentsApi.attach, (request) => {
      const added = { ...PERMIT, id: 32, kind: 'medical' as const, number: request.body.number ?? '', processStepId: request.params.stepId };
      state.documents = [...state.documents, added];
      return request.created(added, 'processDocuments.attached');
    });
    const medical = stepNamed('Medical fitness test');
    await app.user.click(await within(medical).findByRole('button', { name: app.t('processDocuments.ui.addDocumentNamed', { name: 'Medical fitness test' }) }));
    const dialog = within(await screen.findByRole('dialog', { name: app.t('processDocuments.ui.addTitle', { name: 'Medical fitness test' }) }));
    const kind = await dialog.findByLabelText<HTMLSelectElement>(app.t('documents.fields.kind'), { exact: false });
    expect(kind.value).toBe('medical');

    await app.fill(dialog.getByLabelText(app.t('documents.fields.number')), 'MED-2027-9');
    await app.user.click(dialog.getByRole('button', { name: app.t('lookups.save') }));
    // The documents module's rules: a medical certificate needs its expiry before anything is sent.
    await waitFor(() => expect(errorOf(dialog.getByLabelText(app.t('documents.fields.expiryDate')))).toBe(app.t('validation.documentExpiryRequired')));
    expect(server.requests(processDocumentsApi.attach)).toHaveLength(0);

    await app.fill(dialog.getByLabelText(app.t('documents.fields.expiryDate')), '2027-07-01');
    await app.user.click(dialog.getByRole('button', { name: app.t('lookups.save') }));
    await waitFor(() => expect(server.requests(processDocumentsApi.attach)).toHaveLength(1));
    const [sent] = server.requests(processDocumentsApi.attach);
    expect(sent!.params).toEqual({ id: PROCESS.id, stepId: 12 });
    expect(sent!.body).toEqual({ kind: 'medical', number: 'MED-2027-9', issueDate: null, expiryDate: '2027-07-01', issuingCountryId: null, note: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(medical).findByText('MED-2027-9')).toBeTruthy();
  });

  test('a role that handles neither workers nor clients (accounts) neither asks for the papers nor sees them', async () => {
    const { server, steps } = await openProcess(anAccountant);
    const [{ queryClient }, { CURRENT_USER_KEY }] = await Promise.all([import('../../lib/query-client'), import('../../lib/session/session')]);
    await waitFor(() => expect(queryClient.getQueryData<TUser>(CURRENT_USER_KEY)?.staffRole).toBe('accounts'));
    expect(within(steps).queryAllByRole('button')).toEqual([]);
    expect(within(steps).queryByText('EP 2027/118')).toBeNull();
    expect(server.requests(processDocumentsApi.list)).toHaveLength(0);
    expect(server.requests(processDocumentsApi.familyFiles)).toHaveLength(0);
  });
});
