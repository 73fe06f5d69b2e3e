import { SHORTLIST_MAX } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { labors, shortlistEntries } from '../../db/schema/index.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';

let app: TApp;
let admin: Record<string, string>;
let workerIds: number[];
let client: Record<string, string>;
let clientId: number;

async function addWorker(overrides: Parameters<typeof laborInput>[1] = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/admin/labors', headers: admin, payload: await laborInput(app, overrides) });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.id as number;
}

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  admin = await adminHeaders(app);
  workerIds = [];
  for (let index = 0; index < 5; index += 1) workerIds.push(await addWorker({ name: `Worker ${index}` }));
  const made = await createClient(app);
  client = bearer(made.token);
  clientId = made.id;
});
afterAll(async () => app.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, headers: Record<string, string> = client, payload?: unknown) =>
  app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
/** Workers written straight to the database as copies of one: many, fast, where adding them is not under test. */
let copiesMade = 0;
async function copiesOfWorker(id: number, count: number) {
  const [{ id: _id, ...row }] = (await app.db.select().from(labors).where(eq(labors.id, id))) as [typeof labors.$inferSelect];
  const copies = Array.from({ length: count }, () => {
    copiesMade += 1;
    return { ...row, code: `${row.code}-${copiesMade}`, passportNumber: `C${copiesMade}`, passportKey: `C${copiesMade}` };
  });
  const inserted = await app.db.insert(labors).values(copies).returning({ id: labors.id });
  return inserted.map((copy) => copy.id);
}

const idsOf = (response: { json: () => { data: { laborIds: number[] } } }) => response.json().data.laborIds;

describe("a visitor's shortlist, read by ids", () => {
  it('answers the catalogue workers among the ids with the fields compared, and no private data', async () => {
    const [first, second] = workerIds as [number, number];
    const response = await call('GET', `/api/shortlist/workers?ids=${second},${first},${second},99999`, {});
    expect(response.statusCode).toBe(200);
    const { laborIds, workers } = response.json().data;
    expect(laborIds).toEqual([second, first, 99999]);
    expect(workers.map((worker: { id: number }) => worker.id)).toEqual([second, first]);
    expect(workers[0]).toMatchObject({ religion: { name: expect.any(String) }, maritalStatus: { name: expect.any(String) }, languages: expect.any(Array) });
    expect(workers[0].experiences).toHaveLength(2);
    expect(response.body).not.toMatch(/passport|address/i);
  });

  it('leaves out a hidden worker', async () => {
    const hidden = await addWorker({ isActive: false });
    const response = await call('GET', `/api/shortlist/workers?ids=${hidden}`, {});
    expect(response.json().data).toEqual({ laborIds: [hidden], workers: [] });
  });

  it.each([
    ['no ids', '', undefined],
    ['words', '?ids=one,two', 'This value is not valid'],
    ['a zero', '?ids=0', 'At least 1'],
    ['more than 30', `?ids=${Array.from({ length: 31 }, (_, index) => index + 1).join(',')}`, 'A shortlist keeps at most 30 workers'],
    ['another field', '?ids=1&all=true', undefined],
  ])('refuses %s with a 400', async (_case, query, message) => {
    const response = await call('GET', `/api/shortlist/workers${query}`, {});
    expect(response.statusCode).toBe(400);
    if (message) expect(Object.values(response.json().errors ?? {}).concat(response.json().message)).toContain(message);
  });
});

describe("a client's shortlist", () => {
  it('adds once, lists in the order added and removes', async () => {
    const [first, second] = workerIds as [number, number];
    const added = await call('PUT', `/api/shortlist/${second}`);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Added to your shortlist');
    await call('PUT', `/api/shortlist/${first}`);
    expect(idsOf(await call('PUT', `/api/shortlist/${second}`))).toEqual([second, first]);
    expect(idsOf(await call('GET', '/api/shortlist'))).toEqual([second, first]);
    const removed = await call('DELETE', `/api/shortlist/${second}`, { ...client, ...arabic });
    expect(removed.json().message).toBe('حُذفت من قائمتك المختصرة');
    expect(idsOf(removed)).toEqual([first]);
    await call('DELETE', `/api/shortlist/${first}`);
  });

  it('refuses a worker the catalogue does not show, and an id that is not one', async () => {
    const hidden = await addWorker({ isActive: false });
    const response = await call('PUT', `/api/shortlist/${hidden}`, { ...client, ...arabic });
    expect(response.statusCode).toBe(404);
    expect((await call('PUT', '/api/shortlist/abc')).statusCode).toBe(400);
    expect(idsOf(await call('GET', '/api/shortlist'))).toEqual([]);
  });

  it('shows a worker hidden after she was kept as an id without her card', async () => {
    const later = await addWorker();
    await call('PUT', `/api/shortlist/${later}`);
    await app.db.update(labors).set({ isActive: false }).where(eq(labors.id, later));
    const { laborIds, workers } = (await call('GET', '/api/shortlist')).json().data;
    expect(laborIds).toEqual([later]);
    expect(workers).toEqual([]);
    await call('DELETE', `/api/shortlist/${later}`);
  });

  it("is the client's own: another client neither reads nor changes it", async () => {
    const other = bearer((await createClient(app)).token);
    const [first, second] = workerIds as [number, number];
    await call('PUT', `/api/shortlist/${first}`);
    expect(idsOf(await call('GET', '/api/shortlist', other))).toEqual([]);
    await call('DELETE', `/api/shortlist/${first}`, other);
    await call('PUT', `/api/shortlist/${second}`, other);
    expect(idsOf(await call('GET', '/api/shortlist'))).toEqual([first]);
    expect(idsOf(await call('GET', '/api/shortlist', other))).toEqual([second]);
    await call('DELETE', `/api/shortlist/${first}`);
  });

  it('is refused to visitors (401) and to staff, who have none (403)', async () => {
    expect((await call('GET', '/api/shortlist', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/shortlist/merge', {}, { laborIds: [] })).statusCode).toBe(401);
    const sales = await staffHeaders(app, 'sales');
    expect((await call('GET', '/api/shortlist', sales)).statusCode).toBe(403);
    expect((await call('PUT', `/api/shortlist/${workerIds[0]}`, sales)).statusCode).toBe(403);
  });
});

describe("merging the browser's shortlist on sign-in", () => {
  it('adds the shown workers once, keeps the account first and changes nothing when repeated', async () => {
    const merging = await createClient(app);
    const headers = bearer(merging.token);
    const [a, b, c] = workerIds as [number, number, number];
    const hidden = await addWorker({ isActive: false });
    await call('PUT', `/api/shortlist/${c}`, headers);
    const body = { laborIds: [a, hidden, 999_999, b, a, c] };
    const first = await call('POST', '/api/shortlist/merge', headers, body);
    expect(first.statusCode).toBe(200);
    expect(idsOf(first)).toEqual([c, a, b]);
    expect(idsOf(await call('POST', '/api/shortlist/merge', headers, body))).toEqual([c, a, b]);
  });

  it(`keeps at most ${SHORTLIST_MAX}, and a full shortlist refuses one more`, async () => {
    const full = await createClient(app);
    const headers = bearer(full.token);
    const all = [...workerIds, ...(await copiesOfWorker(workerIds[0]!, SHORTLIST_MAX + 1 - workerIds.length))];
    const merged = await call('POST', '/api/shortlist/merge', headers, { laborIds: all.slice(0, SHORTLIST_MAX) });
    expect(idsOf(merged)).toHaveLength(SHORTLIST_MAX);
    const refused = await call('PUT', `/api/shortlist/${all[SHORTLIST_MAX]}`, headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Your shortlist is full: it keeps up to ${SHORTLIST_MAX} workers. Remove one to add another.`);
    await call('DELETE', `/api/shortlist/${all[0]}`, headers);
    const capped = await call('POST', '/api/shortlist/merge', headers, { laborIds: [all[SHORTLIST_MAX], all[0]] });
    expect(idsOf(capped)).toHaveLength(SHORTLIST_MAX);
    expect(idsOf(capped)).toContain(all[SHORTLIST_MAX]);
    expect(idsOf(capped)).not.toContain(all[0]);
  });

  it.each([
    ['not a list', { laborIds: '1,2' }],
    ['a text id', { laborIds: ['1'] }],
    ['another field', { laborIds: [], owner: 3 }],
    ['more than 30 ids', { laborIds: Array.from({ length: SHORTLIST_MAX + 1 }, (_, index) => index + 1) }],
  ])('refuses %s with a 400 and keeps nothing', async (_case, body) => {
    const fresh = await createClient(app);
    const response = await call('POST', '/api/shortlist/merge', bearer(fresh.token), body);
    expect(response.statusCode).toBe(400);
    expect(await app.db.select().from(shortlistEntries).where(eq(shortlistEntries.clientId, fresh.id))).toEqual([]);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/shortlist/merge',
      headers: { ...client, 'content-type': 'application/json' },
      payload: '{"laborIds": [1,',
    });
    expect(response.statusCode).toBe(400);
  });

  it('loses a worker deleted from the records', async () => {
    const [copy] = (await copiesOfWorker(workerIds[0]!, 1)) as [number];
    await call('PUT', `/api/shortlist/${copy}`);
    await app.db.delete(labors).where(eq(labors.id, copy));
    expect(await app.db.select().from(shortlistEntries).where(eq(shortlistEntries.clientId, clientId))).toEqual([]);
  });
});
