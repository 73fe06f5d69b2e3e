// @vitest-environment jsdom
/**
 * /AuditLog: the rows in the reader's language (who with their role, the action, each changed field
 * before and after), and the filters: each goes to the list's address and to the API's query, a
 * backwards date range is said on the form instead of being asked for, and the CSV export carries
 * the filters shown.
 */
import { WEB_ROUTES, type TAuditEntry, type TLocale, auditApi } from '@app/shared';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

const ENTRY: TAuditEntry = {
  id: 7,
  at: '2026-03-02T06:30:00.000Z',
  actorUserId: 4,
  actorName: 'sara.sales',
  actorRole: 'sales',
  ip: '10.0.0.9',
  action: 'status',
  entity: 'labor',
  entityId: '12',
  changes: { status: ['Available', 'NotAvailable'] },
  subject: 'SK-1012 Maria Santos',
  // The server writes each changed field in the reader's language (audit/present.ts); the page shows them as they come.
  lines: [
    { field: 'status', label: 'Status', before: 'Available', after: 'Not Available' },
    { field: 'salaryAed', label: 'Salary (AED)', before: null, after: 'AED 1,500' },
  ],
};

async function openAuditLog(language: TLocale) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(auditApi.list, (request) =>
    request.ok({ items: [ENTRY], totalCount: 1, pageNumber: Number(request.query.get('pageNumber')), pageSize: Number(request.query.get('pageSize')) }),
  );
  server.on(auditApi.csv, () => ({ status: 200, body: 'csv' }));
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/AuditLogPage');
  app.render({ path: WEB_ROUTES.auditLog, Component: page.default }, { at: WEB_ROUTES.auditLog });
  await screen.findByRole('table');
  /** The filters of every list request so far, without paging. */
  const asked = () =>
    server.requests(auditApi.list).map((request) => {
      const query = new URLSearchParams(request.query);
      query.delete('pageNumber');
      query.delete('pageSize');
      return query.toString();
    });
  return { app, server, asked };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

describe('the audit log page', () => {
  test.each(['en', 'ar'] as const)('in %s, shows who changed what, field by field, as the server wrote it', async (language) => {
    const { app } = await openAuditLog(language);
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('sara.sales')).toBeTruthy();
    expect(row.getByText(app.t('staffRoles.sales'))).toBeTruthy();
    expect(row.getByText(app.t('audit.actions.status'))).toBeTruthy();
    // The record by its name, not its number.
    expect(row.getByText('SK-1012 Maria Santos')).toBeTruthy();
    expect(row.queryByText('#12')).toBeNull();
    const [changed, created] = row.getAllByRole('listitem');
    expect(changed!.textContent.replace(/\s+/g, ' ')).toBe(
      `Status: Available → ${app.t('audit.changedTo')} Not Available`.replace('→', language === 'ar' ? '←' : '→'),
    );
    // A value set for the first time reads "Label: value", with no empty "before".
    expect(created!.textContent).toBe('Salary (AED): AED 1,500');
    expect(row.queryByText(app.t('audit.empty'))).toBeNull();
  });

  test('sends each filter to the API and keeps it in the address; a backwards range is refused on the form', async () => {
    const { app, server, asked } = await openAuditLog('en');
    expect(asked()).toEqual(['']);

    await app.user.selectOptions(field(app.t('audit.action')), app.t('audit.actions.delete'));
    await waitFor(() => expect(asked().at(-1)).toBe('action=delete'));
    await app.user.selectOptions(field(app.t('audit.entity')), app.t('audit.entities.lookup'));
    await waitFor(() => expect(asked().at(-1)).toBe('action=delete&entity=lookup'));

    await app.fill(field(app.t('audit.who')), 'sara');
    await app.fill(field(app.t('audit.entityId')), '12');
    await app.user.click(screen.getByRole('button', { name: app.t('clients.searchSubmit') }));
    await waitFor(() => expect(asked().at(-1)).toBe('who=sara&action=delete&entity=lookup&entityId=12'));
    expect(app.location()).toBe(`${WEB_ROUTES.auditLog}?who=sara&action=delete&entity=lookup&entityId=12`);

    await app.fill(field(app.t('audit.from')), '2026-03-01');
    await waitFor(() => expect(asked().at(-1)).toBe('who=sara&action=delete&entity=lookup&entityId=12&from=2026-03-01'));
    await app.fill(field(app.t('audit.to')), '2026-02-01');
    await waitFor(() => expect(errorOf(field(app.t('audit.to')))).toBe(app.t('audit.rangeInvalid')));
    expect(asked().some((query) => query.includes('to='))).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();

    await app.user.clear(field(app.t('audit.to')));
    await app.fill(field(app.t('audit.to')), '2026-03-31');
    await waitFor(() => expect(asked().at(-1)).toContain('from=2026-03-01&to=2026-03-31'));

    // The export asks for the same rows: the filters shown, every page.
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(screen.getByRole('button', { name: app.t('audit.exportCsvLabel') }));
    await waitFor(() => expect(server.requests(auditApi.csv)).toHaveLength(1));
    expect(server.requests(auditApi.csv)[0]!.query.toString()).toBe('who=sara&action=delete&entity=lookup&entityId=12&from=2026-03-01&to=2026-03-31');
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });
});
