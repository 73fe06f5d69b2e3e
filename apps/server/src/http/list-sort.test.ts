import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { addWorker, requestWorker } from '../test/orders.js';
import { adminHeaders, arabic, createTestApp, createClient } from '../test/test-app.js';

let app: TApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  admin = await adminHeaders(app);
});
afterAll(async () => app.close());

const itemsOf = async (url: string) => (await app.inject({ url, headers: admin })).json().data.items as Array<Record<string, unknown>>;

describe('back-office lists sort by their main columns', () => {
  it('sorts clients by user name, up and down', async () => {
    for (const userName of ['sort.charlie', 'sort.alpha', 'sort.bravo']) await createClient(app, { userName, email: `${userName}@example.ae` });
    const names = async (sort: string) => (await itemsOf(`/api/clients?search=sort.&sort=${sort}`)).map((client) => client.userName);
    expect(await names('userName')).toEqual(['sort.alpha', 'sort.bravo', 'sort.charlie']);
    expect(await names('-userName')).toEqual(['sort.charlie', 'sort.bravo', 'sort.alpha']);
  });

  it('sorts workers by name and orders by number', async () => {
    for (const name of ['Sortname Zara', 'Sortname Amal', 'Sortname Maya']) await addWorker(app, admin, name);
    const workers = (await itemsOf('/api/admin/labors?name=Sortname&sort=name')).map((worker) => worker.name);
    expect(workers).toEqual(['Sortname Amal', 'Sortname Maya', 'Sortname Zara']);

    const client = await createClient(app);
    for (const laborId of [await addWorker(app, admin, 'Order One'), await addWorker(app, admin, 'Order Two')]) await requestWorker(app, client.token, laborId);
    const numbers = (await itemsOf(`/api/admin/orders?clientId=${client.id}&sort=-number`)).map((order) => order.number as string);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(numbers).toHaveLength(2);
  });

  it('says how many rows a list has on a page past its end, so a stale link goes straight to the last page', async () => {
    await createClient(app, { userName: 'past.end', email: 'past.end@example.ae' });
    const lists = [
      '/api/clients',
      '/api/admin/enquiries',
      '/api/admin/lookups/countries',
      '/api/admin/pages',
      '/api/admin/labors',
      '/api/admin/orders',
      '/api/admin/answers?typeId=2',
      '/api/admin/media',
    ];
    for (const list of lists) {
      const url = `${list}${list.includes('?') ? '&' : '?'}pageSize=1`;
      const first = (await app.inject({ url: `${url}&pageNumber=1`, headers: admin })).json().data;
      const past = (await app.inject({ url: `${url}&pageNumber=400`, headers: admin })).json().data;
      expect(past.items, list).toEqual([]);
      expect(past.totalCount, list).toBe(first.totalCount);
    }
  });

  it('refuses a column the list does not sort by, in the reader’s language', async () => {
    for (const url of ['/api/clients?sort=passwordHash', '/api/admin/orders?sort=priceAed', '/api/admin/labors?sort=-passportNumber']) {
      const response = await app.inject({ url, headers: { ...admin, ...arabic } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe('لا يمكن ترتيب هذه القائمة بهذه الطريقة');
    }
  });
});
