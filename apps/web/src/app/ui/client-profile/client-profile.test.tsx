import { clientProfileApi, clientRecordsApi } from '@app/shared';
// @vitest-environment jsdom
/**
 * The visa details form checks the Emirates ID's form and a new expiry before sending anything;
 * the papers panel offers the client her own changes until she hires, and the scan only to staff.
 */
import type { TClientDocuments, TClientProfile } from '@app/shared';
import { expect, test } from 'vitest';
import { ADMIN_TOKEN, aClient, anAdmin, CLIENT_TOKEN, signedIn } from '../../../test-support/fixtures';
import { fakeServer } from '../../../test-support/fake-server';
import { openApp, screen, waitFor } from '../../../test-support/render';

const profile: TClientProfile = {
  clientId: aClient.id,
  fullName: '',
  fullNameAr: '',
  emiratesId: '',
  emiratesIdExpiry: null,
  nationality: null,
  emirate: null,
  address: '',
  languageId: 2,
  emailVerified: true,
  updatedAt: null,
};

function clientServer() {
  const server = fakeServer();
  signedIn(server, aClient, CLIENT_TOKEN);
  server.on(clientProfileApi.get, (request) => request.ok(profile));
  server.on(clientProfileApi.update, (request) =>
    request.ok({ ...profile, ...(request.body as object), nationality: null, updatedAt: '2026-11-22T09:00:00Z' }, 'clientProfile.saved'),
  );
  return server;
}

test('refuses a malformed Emirates ID and a past expiry on their fields, then sends the ID in its printed form', async () => {
  const server = clientServer();
  const app = await openApp('en', { token: CLIENT_TOKEN });
  const { VisaProfileForm } = await import('./VisaProfileForm');
  app.render(<VisaProfileForm side={{ kind: 'own' }} />);
  const saves = () => server.requests(clientProfileApi.update);

  const emiratesId = await screen.findByRole('textbox', { name: app.t('clientProfile.emiratesId') });
  // Mantine puts dir on the box around the input.
  expect(emiratesId.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  await app.user.type(emiratesId, '123-4567');
  await app.user.click(screen.getByRole('button', { name: app.t('clientProfile.save') }));
  expect(await screen.findByText(app.t('validation.emiratesIdInvalid'))).toBeTruthy();

  await app.user.clear(emiratesId);
  await app.user.type(emiratesId, '784199012345671');
  await app.user.type(screen.getByLabelText(app.t('clientProfile.emiratesIdExpiry')), '2020-01-01');
  await app.user.click(screen.getByRole('button', { name: app.t('clientProfile.save') }));
  expect(await screen.findByText(app.t('validation.emiratesIdExpired'))).toBeTruthy();
  expect(saves()).toHaveLength(0);

  const expiry = screen.getByLabelText(app.t('clientProfile.emiratesIdExpiry'));
  await app.user.clear(expiry);
  await app.user.type(expiry, '2099-01-01');
  await app.user.click(screen.getByRole('button', { name: app.t('clientProfile.save') }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]!.body).toMatchObject({ emiratesId: '784-1990-1234567-1', emiratesIdExpiry: '2099-01-01', languageId: 2 });
});

test('shows the saved nationality from the first paint, in Arabic too, and offers every country, the UAE first', async () => {
  const server = clientServer();
  const saved = {
    ...profile,
    nationality: { code: 'AE' as const, name: 'United Arab Emirates', nameAr: 'الإمارات العربية المتحدة' },
    updatedAt: '2026-11-22T09:00:00Z',
  };
  server.on(clientProfileApi.get, (request) => request.ok(saved));
  const app = await openApp('ar', { token: CLIENT_TOKEN });
  const { VisaProfileForm } = await import('./VisaProfileForm');
  app.render(<VisaProfileForm side={{ kind: 'own' }} />);
  const nationality = await screen.findByLabelText<HTMLSelectElement>(app.t('clientProfile.nationality'));
  expect(nationality.value).toBe('AE');
  expect(nationality.selectedOptions[0]?.textContent).toBe('الإمارات العربية المتحدة');
  expect(nationality.options[1]?.value).toBe('AE');
  expect(nationality.options.length).toBeGreaterThan(240);
});

const papers = (locked: boolean): TClientDocuments => ({
  locked,
  items: [{ id: 7, kind: 'emiratesId', fileName: 'emirates-id.pdf', uploadedAt: '2026-11-20T08:00:00Z' }],
});

test('a client who has hired sees her papers without the ways to change them, and never a download', async () => {
  const server = clientServer();
  server.on(clientProfileApi.documents, (request) => request.ok(papers(true)));
  const app = await openApp('en', { token: CLIENT_TOKEN });
  const { ClientDocumentsPanel } = await import('./ClientDocumentsPanel');
  app.render(<ClientDocumentsPanel side={{ kind: 'own' }} />);
  expect(await screen.findByText('emirates-id.pdf')).toBeTruthy();
  expect(screen.getByText(app.t('clientDocuments.locked'))).toBeTruthy();
  expect(screen.queryByRole('button', { name: new RegExp(app.t('clientDocuments.replace')) })).toBeNull();
  expect(screen.queryByRole('button', { name: app.t('clientDocuments.delete') })).toBeNull();
  expect(screen.queryByRole('button', { name: new RegExp(app.t('clientDocuments.download')) })).toBeNull();
});

test("staff may always change a client's papers and download the scan", async () => {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(clientRecordsApi.documents, (request) =>
    request.ok({ ...papers(true), items: papers(true).items.map((item) => ({ ...item, contentType: 'application/pdf', size: 80, uploadedByStaff: false })) }),
  );
  const app = await openApp('en', { token: ADMIN_TOKEN });
  const { ClientDocumentsPanel } = await import('./ClientDocumentsPanel');
  app.render(<ClientDocumentsPanel side={{ kind: 'staff', clientId: aClient.id }} />);
  const kind = app.t('clientDocuments.kinds.emiratesId');
  expect(await screen.findByRole('button', { name: `${app.t('clientDocuments.download')}: ${kind}` })).toBeTruthy();
  expect(screen.getByRole('button', { name: `${app.t('clientDocuments.replace')}: ${kind}` })).toBeTruthy();
  expect(screen.getByRole('button', { name: `${app.t('clientDocuments.upload')}: ${app.t('clientDocuments.kinds.passport')}` })).toBeTruthy();
  expect(screen.queryByText(app.t('clientDocuments.locked'))).toBeNull();
});
