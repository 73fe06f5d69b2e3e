// @vitest-environment jsdom
/**
 * The family's statement of account with government fees billed to her (decision 033): their own
 * lines, marked as paid on her behalf with no VAT, in the one running balance, and a note saying so.
 */
import { statementApi, WEB_ROUTES, ZStatementSchema, type TStatement } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { aClient, CLIENT_TOKEN, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen } from '../../test-support/render';

const line = (change: Partial<TStatement['lines'][number]>) => ({
  date: '2027-01-02',
  kind: 'invoice',
  documentNumber: 'INV-2027-000001',
  orderId: 7,
  orderNumber: 'ORD-2027-0007',
  reference: '',
  debitAed: 0,
  creditAed: 0,
  balanceAed: 0,
  ...change,
});

const STATEMENT: TStatement = ZStatementSchema.parse({
  client: { id: 21, name: 'Mariam Al Zaabi', nameAr: 'مريم الزعابي', userName: 'mariam', email: 'mariam@example.com', phoneNumber: '501234567' },
  seller: { legalName: 'Sakina L.L.C.', legalNameAr: 'سكينة ذ.م.م', address: 'Dubai', addressAr: 'دبي', trn: '100234567800003' },
  asOf: '2027-01-10',
  lines: [
    line({ debitAed: 13125, balanceAed: 13125 }),
    line({ kind: 'payment', documentNumber: 'RCT-2027-000001', reference: 'INV-2027-000001', creditAed: 13125, balanceAed: 0 }),
    line({ date: '2027-01-06', kind: 'disbursement', documentNumber: 'DSB-2027-000001', reference: 'Entry permit fee', debitAed: 1250.5, balanceAed: 1250.5 }),
    line({ date: '2027-01-08', kind: 'disbursementPayment', documentNumber: 'DRC-2027-000001', creditAed: 250.5, balanceAed: 1000 }),
  ],
  totals: { debitAed: 14375.5, creditAed: 13375.5, balanceAed: 1000 },
});

describe('the family’s statement with government fees', () => {
  test.each(['en', 'ar'] as const)('in %s: the fees on their own lines, marked without VAT, and the balance with them', async (language) => {
    const server = fakeServer();
    signedIn(server, aClient, CLIENT_TOKEN);
    server.on(statementApi.mine, (request) => request.ok(STATEMENT));
    const app = await openApp(language, { token: CLIENT_TOKEN });
    const page = await import('./pages/MyStatementPage');
    app.render({ path: WEB_ROUTES.clientStatement, Component: page.default }, { at: '/Statement' });
    const fee = (await screen.findByText('DSB-2027-000001')).closest('tr')!;
    expect(fee.getAttribute('data-kind')).toBe('disbursement');
    expect(fee.textContent).toContain(app.t('processFees.statement.disbursement'));
    expect(fee.textContent).toContain('Entry permit fee');
    const payment = screen.getByText('DRC-2027-000001').closest('tr')!;
    expect(payment.textContent).toContain(app.t('processFees.statement.disbursementPayment'));
    expect(screen.getByText(app.t('processFees.statement.note'))).toBeTruthy();
    expect(document.querySelector('[data-balance="owed"]')).toBeTruthy();
  });
});
