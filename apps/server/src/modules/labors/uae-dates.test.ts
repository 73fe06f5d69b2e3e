import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, createTestApp, manualClock } from '../../test/test-app.js';
import { laborsApi } from '@app/shared';
import { call } from '../../test/call.js';

// The UAE is UTC+4 all year: 23:59 on the 24th there is 19:59 UTC; its midnight is 20:00 UTC.
const LAST_MINUTE_OF_24TH = new Date('2026-11-24T19:59:00Z');
const MIDNIGHT_OF_25TH = new Date('2026-11-24T20:00:00Z');

describe(`the catalogue's date rules in UAE time (server TZ ${process.env.TZ ?? 'of the machine'})`, () => {
  const clock = manualClock(LAST_MINUTE_OF_24TH);
  let app: TApp;
  let turning31: number;
  let passportEndsOn24th: number;

  beforeAll(async () => {
    app = await createTestApp({}, { clock: clock.now });
    const headers = await adminHeaders(app);
    const create = async (overrides: object) => (await call(app, laborsApi.add, { body: await laborInput(app, overrides), headers })).data.id;
    turning31 = await create({ name: 'Turning Thirty-One', dateOfBirth: '1995-11-25' });
    passportEndsOn24th = await create({ name: 'Passport Ends', passportIssueDate: '2016-11-25', passportExpiryDate: '2026-11-24' });
  });
  afterAll(() => app.close());

  const setClock = (moment: Date) => clock.advance(moment.getTime() - clock.now().getTime());

  const catalogue = async (ageRange?: string) => {
    const response = await call(app, laborsApi.catalogue, { query: { pageSize: 48, ageRange } });
    expect(response.status, response.response.body).toBe(200);
    return response.data.items;
  };

  it('turns a worker a year older at midnight in the UAE, in her card and in the age filter', async () => {
    setClock(LAST_MINUTE_OF_24TH);
    expect((await catalogue()).find((card) => card.id === turning31)?.age).toBe(30);
    expect((await catalogue('26-30')).map((card) => card.id)).toContain(turning31);
    expect((await catalogue('31-35')).map((card) => card.id)).not.toContain(turning31);

    setClock(MIDNIGHT_OF_25TH);
    expect((await catalogue()).find((card) => card.id === turning31)?.age).toBe(31);
    expect((await catalogue('26-30')).map((card) => card.id)).not.toContain(turning31);
    expect((await catalogue('31-35')).map((card) => card.id)).toContain(turning31);
  });

  it('shows a worker whose passport ends today until midnight in the UAE', async () => {
    setClock(LAST_MINUTE_OF_24TH);
    expect((await catalogue()).map((card) => card.id)).toContain(passportEndsOn24th);
    expect((await call(app, laborsApi.get, { params: { id: passportEndsOn24th } })).status).toBe(200);

    setClock(MIDNIGHT_OF_25TH);
    expect((await catalogue()).map((card) => card.id)).not.toContain(passportEndsOn24th);
    expect((await call(app, laborsApi.get, { params: { id: passportEndsOn24th } })).status).toBe(404);
  });
});
