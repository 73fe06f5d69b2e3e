import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { addWorker, requestWorker } from '../test/orders.js';
import { adminHeaders, arabic, createTestApp, createClient } from '../test/test-app.js';
import { clientsApi, cmsApi, enquiriesApi, laborsApi, lookupsApi, ordersApi } from '@app/shared';
import { call, type TQueryOf } from '../test/call.js';

let app: TApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  admin = await adminHeaders(app);
});
afterAll(async () => app.close());

describe('back-office lists sort by their main columns', () => {
  it('sorts clients by user name, up and down', async () => {
    for (const userName of ['sort.charlie', 'sort.alpha', 'sort.bravo']) await createClient(app, { userName, email: `${userName}@example.ae` });
    const names = async (sort: TQueryOf<typeof clientsApi.list>['sort']) =>
      (await call(app, clientsApi.list, { query: { search: 'sort.', sort }, headers: admin })).data.items.map((client) => client.userName);
    expect(await names('userName')).toEqual(['sort.alpha', 'sort.bravo', 'sort.charlie']);
    expect(await names('-userName')).toEqual(['sort.charlie', 'sort.bravo', 'sort.alpha']);
  });

  it('sorts workers by name and orders by number', async () => {
    for (const name of ['Sortname Zara', 'Sortname Amal', 'Sortname Maya']) await addWorker(app, admin, name);
    const workers = (await call(app, laborsApi.adminList, { query: { name: 'Sortname', sort: 'name' }, headers: admin })).data.items.map(
      (worker) => worker.name,
    );
    expect(workers).toEqual(['Sortname Amal', 'Sortname Maya', 'Sortname Zara']);

    const client = await createClient(app);
    for (const laborId of [await addWorker(app, admin, 'Order One'), await addWorker(app, admin, 'Order Two')]) await requestWorker(app, client.token, laborId);
    const orders = await call(app, ordersApi.adminList, { query: { clientId: client.id, sort: '-number' }, headers: admin });
    const numbers = orders.data.items.map((order) => order.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(numbers).toHaveLength(2);
  });

  it('says how many rows a list has on a page past its end, so a stale link goes straight to the last page', async () => {
    await createClient(app, { userName: 'past.end', email: 'past.end@example.ae' });
    const headers = admin;
    const lists = [
      (pageNumber: number) => call(app, clientsApi.list, { query: { pageSize: 1, pageNumber }, headers }),
      (pageNumber: number) => call(app, enquiriesApi.adminList, { query: { pageSize: 1, pageNumber }, headers }),
      (pageNumber: number) => call(app, lookupsApi.adminList, { params: { list: 'countries' }, query: { pageSize: 1, pageNumber }, headers }),
      (pageNumber: number) => call(app, cmsApi.adminPages, { query: { pageSize: 1, pageNumber }, headers }),
      (pageNumber: number) => call(app, laborsApi.adminList, { query: { pageSize: 1, pageNumber }, headers }),
      (pageNumber: number) => call(app, ordersApi.adminList, { query: { pageSize: 1, pageNumber }, headers }),
      (pageNumber: number) => call(app, cmsApi.answers, { query: { typeId: 2, pageSize: 1, pageNumber }, headers }),
      (pageNumber: number) => call(app, cmsApi.media, { query: { pageSize: 1, pageNumber }, headers }),
    ];
    for (const list of lists) {
      const first = (await list(1)).data;
      const past = await list(400);
      const url = past.response.raw.req.url;
      expect(past.data.items, url).toEqual([]);
      expect(past.data.totalCount, url).toBe(first.totalCount);
    }
  });

  it('refuses a column the list does not sort by, in the reader’s language', async () => {
    for (const [list, sort] of [
      [clientsApi.list, 'passwordHash'],
      [ordersApi.adminList, 'priceAed'],
      [laborsApi.adminList, '-passportNumber'],
    ] as const) {
      const response = await call(app, list, { query: new URLSearchParams({ sort }), headers: { ...admin, ...arabic } });
      expect(response.status, `${list.path} ${sort}`).toBe(400);
      expect(response.message, `${list.path} ${sort}`).toBe('لا يمكن ترتيب هذه القائمة بهذه الطريقة');
    }
  });
});
