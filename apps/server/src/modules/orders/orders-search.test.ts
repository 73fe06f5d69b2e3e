import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, laborsApi, ordersApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { clientProfiles, orders } from '../../db/schema/index.js';
import { act, addWorker, requestWorker } from '../../test/orders.js';
import { adminHeaders, createTestApp, createClient } from '../../test/test-app.js';
import { foldCountChanges } from './totals.js';
import { call } from '../../test/call.js';

describe('finding an order in the back office, and the totals of its lists', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let order: { id: number; number: string };
  let workerCode: string;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    const workerId = await addWorker(app, admin, 'Rosalinda Cruz');
    workerCode = (await call(app, laborsApi.adminGet, { params: { id: workerId }, headers: admin })).data.code;
    const client = await createClient(app, { userName: 'james.carter', phoneNumber: '501112233' });
    await app.db.insert(clientProfiles).values({ userId: client.id, fullName: 'James Whitfield Carter', fullNameAr: 'جيمس ويتفيلد كارتر' });
    order = await requestWorker(app, client.token, workerId);
    // A second order the searches must leave out.
    const other = await createClient(app, { userName: 'mariam.khan', phoneNumber: '559998877' });
    await requestWorker(app, other.token, await addWorker(app, admin, 'Siti Rahma'));
  });
  afterAll(async () => app.close());

  const found = async (search: string) =>
    (await call(app, ordersApi.adminList, { query: { search }, headers: admin })).data.items.map((item: { id: number }) => item.id);

  it.each([
    ['the client name', 'JAMES'],
    ['the full name on the client profile', 'whitfield'],
    ['the Arabic full name on the client profile', 'ويتفيلد'],
    ['the client phone as typed', '050 111 2233'],
    ['the client phone with the country code', '+971501112233'],
    ['the client phone in Arabic-Indic digits', '٠٥٠ ١١١ ٢٢٣٣'],
    ['the worker name', 'rosalinda'],
    ['the worker Arabic name', 'ماريا'],
  ])('by %s', async (_, search) => {
    const ids = await found(search);
    expect(ids).toContain(order.id);
    if (search !== 'ماريا') expect(ids).toHaveLength(1);
  });

  it('by the worker code and by the order number', async () => {
    expect(await found(workerCode)).toEqual([order.id]);
    expect(await found(order.number)).toEqual([order.id]);
    // Typed with Arabic-Indic digits, as an Arabic keyboard writes them.
    const arabicDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect(await found(arabicDigits(order.number))).toEqual([order.id]);
    expect(await found(arabicDigits(workerCode))).toEqual([order.id]);
    expect(await found('nobody-like-this')).toEqual([]);
  });

  const listed = async (query: string) => (await call(app, ordersApi.adminList, { query: new URLSearchParams(query), headers: admin })).data.totalCount;
  const counted = async (status?: (typeof ORDER_STATUSES)[number]) =>
    (
      await app.db
        .select({ value: count() })
        .from(orders)
        .where(status ? eq(orders.status, status) : undefined)
    )[0]!.value;

  async function expectTotalsAsCounted() {
    expect(await listed('')).toBe(await counted());
    expect(await listed('pageNumber=999')).toBe(await counted());
    expect(await listed('search=totals.client&pageNumber=999')).toBe(await listed('search=totals.client'));
    for (const status of ORDER_STATUSES) expect(await listed(`status=${status}`)).toBe(await counted(status));
    expect(await listed('package=Monthly')).toBe((await app.db.select({ value: count() }).from(orders).where(eq(orders.packageKind, 'Monthly')))[0]!.value);
  }

  it('gives totals that follow every order placed, rejected or canceled, before and after the kept counts take in the changes', async () => {
    const pendingBefore = await listed('status=Pending');
    const client = await createClient(app, { userName: 'totals.client', phoneNumber: '501234999' });
    const placed = [];
    for (const name of ['Ana Reyes', 'Dewi Lestari', 'Joy Bautista']) {
      placed.push(await requestWorker(app, client.token, await addWorker(app, admin, name), name === 'Joy Bautista' ? 'Monthly' : 'Main'));
    }
    await expectTotalsAsCounted();
    expect((await act(app, { admin }, placed[0]!, { action: 'reject', note: '' })).status).toBe(200);
    expect((await act(app, { token: client.token }, placed[1]!, { action: 'cancel', note: '' })).status).toBe(200);
    await expectTotalsAsCounted();
    await foldCountChanges(app.db);
    await expectTotalsAsCounted();
    expect(await listed('status=Pending')).toBe(pendingBefore + 1);
    // A search with filters counts and lists only the orders both find.
    expect(await listed('search=totals.client')).toBe(3);
    expect(await listed('search=totals.client&status=Pending')).toBe(1);
    expect(await listed('search=totals.client&status=Rejected&package=Main')).toBe(1);
    expect(await listed('search=totals.client&status=Canceled&package=Monthly')).toBe(0);
    const pending = (await call(app, ordersApi.adminList, { query: { search: 'totals.client', status: 'Pending' }, headers: admin })).data.items;
    expect(pending.map((item: { id: number }) => item.id)).toEqual([placed[2]!.id]);
  });
});
