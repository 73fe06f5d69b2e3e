import { laborsApi, SHORTLIST_MAX, shortlistApi } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { labors, shortlistEntries } from '../../db/schema/index.js';
import { call, pathOf } from '../../test/call.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';

let app: TApp;
let admin: Record<string, string>;
let workerIds: number[];
let client: Record<string, string>;
let clientId: number;

async function addWorker(overrides: Parameters<typeof laborInput>[1] = {}) {
  const response = await call(app, laborsApi.add, { body: await laborInput(app, overrides), headers: admin });
  if (response.status !== 201) throw new Error(response.response.body);
  return response.data.id;
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

type THeaders = Record<string, string>;
const workersOf = (ids: string) => call(app, shortlistApi.workers, { query: { ids } });
const list = (headers: THeaders = client) => call(app, shortlistApi.list, { headers });
const add = (id: number, headers: THeaders = client) => call(app, shortlistApi.add, { params: { id }, headers });
const remove = (id: number, headers: THeaders = client) => call(app, shortlistApi.remove, { params: { id }, headers });
const merge = (laborIds: number[], headers: THeaders) => call(app, shortlistApi.merge, { body: { laborIds }, headers });
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

const idsOf = (answer: { data: { laborIds: number[] } }) => answer.data.laborIds;

describe("a visitor's shortlist, read by ids", () => {
  it('answers the catalogue workers among the ids with the fields compared, and no private data', async () => {
    const [first, second] = workerIds as [number, number];
    const response = await workersOf(`${second},${first},${second},99999`);
    expect(response.status).toBe(200);
    const { laborIds, workers } = response.data;
    expect(laborIds).toEqual([second, first, 99999]);
    expect(workers.map((worker) => worker.id)).toEqual([second, first]);
    expect(workers[0]).toMatchObject({ religion: { name: expect.any(String) }, maritalStatus: { name: expect.any(String) }, languages: expect.any(Array) });
    expect(workers[0]!.experiences).toHaveLength(2);
    expect(response.response.body).not.toMatch(/passport|address/i);
  });

  it('leaves out a hidden worker', async () => {
    const hidden = await addWorker({ isActive: false });
    expect((await workersOf(String(hidden))).data).toEqual({ laborIds: [hidden], workers: [] });
  });

  it.each([
    ['no ids', '', undefined],
    ['words', 'ids=one,two', 'This value is not valid'],
    ['a zero', 'ids=0', 'At least 1'],
    ['more than 30', `ids=${Array.from({ length: 31 }, (_, index) => index + 1).join(',')}`, 'A shortlist keeps at most 30 workers'],
    ['another field', 'ids=1&all=true', undefined],
  ])('refuses %s with a 400', async (_case, query, message) => {
    const response = await call(app, shortlistApi.workers, { query: new URLSearchParams(query) });
    expect(response.status).toBe(400);
    if (message) expect(Object.values(response.errors).concat(response.message ?? [])).toContain(message);
  });
});

describe("a client's shortlist", () => {
  it('adds once, lists in the order added and removes', async () => {
    const [first, second] = workerIds as [number, number];
    const added = await add(second);
    expect(added.status).toBe(200);
    expect(added.message).toBe('Added to your shortlist');
    await add(first);
    expect(idsOf(await add(second))).toEqual([second, first]);
    expect(idsOf(await list())).toEqual([second, first]);
    const removed = await remove(second, { ...client, ...arabic });
    expect(removed.message).toBe('حُذفت من قائمتك المختصرة');
    expect(idsOf(removed)).toEqual([first]);
    await remove(first);
  });

  it('refuses a worker the catalogue does not show, and an id that is not one', async () => {
    const hidden = await addWorker({ isActive: false });
    const response = await add(hidden, { ...client, ...arabic });
    expect(response.status).toBe(404);
    expect((await call(app, shortlistApi.add, { params: { id: 'abc' }, headers: client })).status).toBe(400);
    expect(idsOf(await list())).toEqual([]);
  });

  it('shows a worker hidden after she was kept as an id without her card', async () => {
    const later = await addWorker();
    await add(later);
    await app.db.update(labors).set({ isActive: false }).where(eq(labors.id, later));
    const { laborIds, workers } = (await list()).data;
    expect(laborIds).toEqual([later]);
    expect(workers).toEqual([]);
    await remove(later);
  });

  it("is the client's own: another client neither reads nor changes it", async () => {
    const other = bearer((await createClient(app)).token);
    const [first, second] = workerIds as [number, number];
    await add(first);
    expect(idsOf(await list(other))).toEqual([]);
    await remove(first, other);
    await add(second, other);
    expect(idsOf(await list())).toEqual([first]);
    expect(idsOf(await list(other))).toEqual([second]);
    await remove(first);
  });

  it('is refused to visitors (401) and to staff, who have none (403)', async () => {
    expect((await list({})).status).toBe(401);
    expect((await merge([], {})).status).toBe(401);
    const sales = await staffHeaders(app, 'sales');
    expect((await list(sales)).status).toBe(403);
    expect((await add(workerIds[0]!, sales)).status).toBe(403);
  });
});

describe("merging the browser's shortlist on sign-in", () => {
  it('adds the shown workers once, keeps the account first and changes nothing when repeated', async () => {
    const merging = await createClient(app);
    const headers = bearer(merging.token);
    const [a, b, c] = workerIds as [number, number, number];
    const hidden = await addWorker({ isActive: false });
    await add(c, headers);
    const laborIds = [a, hidden, 999_999, b, a, c];
    const first = await merge(laborIds, headers);
    expect(first.status).toBe(200);
    expect(idsOf(first)).toEqual([c, a, b]);
    expect(idsOf(await merge(laborIds, headers))).toEqual([c, a, b]);
  });

  it(`keeps at most ${SHORTLIST_MAX}, and a full shortlist refuses one more`, async () => {
    const full = await createClient(app);
    const headers = bearer(full.token);
    const all = [...workerIds, ...(await copiesOfWorker(workerIds[0]!, SHORTLIST_MAX + 1 - workerIds.length))];
    const merged = await merge(all.slice(0, SHORTLIST_MAX), headers);
    expect(idsOf(merged)).toHaveLength(SHORTLIST_MAX);
    const refused = await add(all[SHORTLIST_MAX]!, headers);
    expect(refused.status).toBe(422);
    expect(refused.message).toBe(`Your shortlist is full: it keeps up to ${SHORTLIST_MAX} workers. Remove one to add another.`);
    await remove(all[0]!, headers);
    const capped = await merge([all[SHORTLIST_MAX]!, all[0]!], headers);
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
    const response = await app.inject({ method: 'POST', url: pathOf(shortlistApi.merge), headers: bearer(fresh.token), payload: body });
    expect(response.statusCode).toBe(400);
    expect(await app.db.select().from(shortlistEntries).where(eq(shortlistEntries.clientId, fresh.id))).toEqual([]);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: pathOf(shortlistApi.merge),
      headers: { ...client, 'content-type': 'application/json' },
      payload: '{"laborIds": [1,',
    });
    expect(response.statusCode).toBe(400);
  });

  it('loses a worker deleted from the records', async () => {
    const [copy] = (await copiesOfWorker(workerIds[0]!, 1)) as [number];
    await add(copy);
    await app.db.delete(labors).where(eq(labors.id, copy));
    expect(await app.db.select().from(shortlistEntries).where(eq(shortlistEntries.clientId, clientId))).toEqual([]);
  });
});
