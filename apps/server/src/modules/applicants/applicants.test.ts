import fs from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicant, TApplicantSummary } from '@app/shared';
import type { TApp } from '../../app-type.js';
import {
  answerSubmissions,
  applicants,
  auditLog,
  countries,
  labors,
  languages,
  optionLanguages,
  positions,
  questionOptions,
  questions,
  users,
} from '../../db/schema/index.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { cmsApi } from '@app/shared';
import { call } from '../../test/call.js';

type THeaders = Record<string, string>;
type TApplication = { name: string; phone: string; nationality?: string; position?: string; languages?: string[]; experience?: string; note?: string };

const migration = fs.readFileSync(new URL('../../db/migrations/0017_applicants.sql', import.meta.url), 'utf8');
/** The statement that makes every questionnaire received before 0017 an applicant. */
const backfill = migration.split('--> statement-breakpoint').filter((statement) => /INSERT INTO "applicants"/.test(statement));

describe('applicants from /Apply', () => {
  let app: TApp;
  // 23:50 on 22 November in the UAE: the 23rd begins there ten minutes later (20:00 UTC).
  const START = new Date('2026-11-22T19:50:00Z');
  let now = START;
  let manager: THeaders;
  let sales: THeaders;
  let salesId: number;
  let applications = 0;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => now });
    manager = await adminHeaders(app);
    sales = await staffHeaders(app, 'sales');
    salesId = (await app.db.select({ id: users.id }).from(users).where(eq(users.userNameKey, 'staff.sales')))[0]!.id;
  });
  afterAll(async () => app.close());

  /** The seeded questionnaire's question filling `field`, with its choices' English texts. */
  async function questionFor(field: 'nationality' | 'position' | 'languages' | 'experience') {
    const [question] = await app.db.select().from(questions).where(eq(questions.workerField, field));
    const choices = await app.db
      .select({ id: questionOptions.id, text: optionLanguages.text })
      .from(questionOptions)
      .innerJoin(optionLanguages, and(eq(optionLanguages.optionId, questionOptions.id), eq(optionLanguages.languageId, 2)))
      .where(eq(questionOptions.questionId, question!.id));
    return { id: question!.id, choice: (text: string) => choices.find((option) => option.text === text)!.id };
  }

  /** Sends /Apply as a visitor would (each from its own address: the form's limit is per address); the new applicant's id. */
  async function apply(application: TApplication): Promise<number> {
    const all = await app.db.select().from(questions).where(eq(questions.typeId, 1)).orderBy(asc(questions.sortOrder));
    const answers = [];
    for (const question of all) {
      const field = question.workerField;
      if (field === 'name' || field === 'phone' || field === 'note') {
        const text = application[field];
        if (text) answers.push({ questionId: question.id, answerText: text });
      } else if (field === 'languages') {
        const { choice } = await questionFor(field);
        for (const language of application.languages ?? ['English']) answers.push({ questionId: question.id, optionId: choice(language) });
      } else if (field === 'nationality' || field === 'position' || field === 'experience') {
        const fallback = { nationality: 'Philippines', position: 'Housemaid', experience: '1 to 3 years' }[field];
        const { choice } = await questionFor(field);
        answers.push({ questionId: question.id, optionId: choice(application[field] ?? fallback) });
      } else {
        const [first] = await app.db.select().from(questionOptions).where(eq(questionOptions.questionId, question.id)).limit(1);
        answers.push(first ? { questionId: question.id, optionId: first.id } : { questionId: question.id, answerText: 'Yes' });
      }
    }
    applications += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/FrmAnswer/AddAnswerList',
      payload: answers,
      remoteAddress: `10.9.0.${applications}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await app.db.select().from(applicants).where(eq(applicants.submissionId, response.json().data.submissionId));
    return row!.id;
  }

  const get = (url: string, headers: THeaders = manager) => app.inject({ url, headers });
  const send = (method: 'PUT' | 'POST', url: string, payload: unknown, headers: THeaders = manager) =>
    app.inject({ method, url, payload: payload as object, headers });
  const list = async (query: string, headers: THeaders = manager): Promise<TApplicantSummary[]> => {
    const response = await get(`/api/admin/applicants?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items;
  };
  const details = async (id: number, headers: THeaders = manager): Promise<TApplicant> => (await get(`/api/admin/applicants/${id}`, headers)).json().data;
  const auditOf = (id: number) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'applicant'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  it('makes each /Apply submission a new applicant, listed with her mapped answers in the reader language', async () => {
    const id = await apply({ name: 'Amina Wanjiru', phone: '+971 50 765 4321', nationality: 'Kenya', position: 'Nanny' });
    const [row] = await list('search=Wanjiru');
    expect(row).toEqual({
      id,
      name: 'Amina Wanjiru',
      phone: '+971 50 765 4321',
      nationality: 'Kenya',
      position: 'Nanny',
      status: 'new',
      owner: null,
      followUpOn: null,
      laborId: null,
      createdAt: expect.any(String),
    });
    const inArabic = (await get('/api/admin/applicants?search=Wanjiru', { ...manager, ...arabic })).json().data.items[0];
    expect(inArabic).toMatchObject({ nationality: 'كينيا', position: 'مربية أطفال' });

    const page = await details(id, { ...manager, ...arabic });
    expect(page.answers.find((answer) => answer.answer === 'كينيا')?.question).toBe('الجنسية');
    expect(page.answers.map((answer) => answer.answer)).toContain('Amina Wanjiru');
    expect(page).toMatchObject({ notes: [], labor: null });
  });

  it('filters by status, owner and follow-up due in UAE time, and finds a phone however it is typed', async () => {
    const first = await apply({ name: 'Siti Rahma', phone: '0501112223' });
    const second = await apply({ name: 'Dewi Lestari', phone: '050 999 8887' });
    expect((await send('PUT', `/api/admin/applicants/${first}`, { status: 'contacted', ownerId: salesId, followUpOn: '2026-11-23' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/applicants/${second}`, { followUpOn: '2026-11-24' })).statusCode).toBe(200);

    const ids = (rows: TApplicantSummary[]) => rows.map((row) => row.id).filter((id) => id === first || id === second);
    expect(ids(await list('status=contacted'))).toEqual([first]);
    expect(ids(await list('owner=mine', sales))).toEqual([first]);
    expect(ids(await list(`owner=${salesId}`))).toEqual([first]);
    expect(ids(await list('owner=none'))).toEqual([second]);
    expect(ids(await list('search=%2B971%2050%20111%202223'))).toEqual([first]);
    expect(ids(await list('search=٠٥٠٩٩٩٨٨٨٧'))).toEqual([second]);
    expect(ids(await list('search=dewi'))).toEqual([second]);
    // 19:59 UTC on the 22nd is the 22nd's last minute in the UAE; at 20:00 the 23rd has begun there.
    now = new Date('2026-11-22T19:59:00Z');
    expect(ids(await list('followUpDue=true'))).toEqual([]);
    now = new Date('2026-11-22T20:00:00Z');
    expect(ids(await list('followUpDue=true'))).toEqual([first]);
    now = START;

    const paged = (await get('/api/admin/applicants?pageSize=1&pageNumber=2')).json().data;
    expect(paged).toMatchObject({ pageNumber: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('changes status, owner and follow-up day and adds notes, each in the audit trail and the history', async () => {
    const id = await apply({ name: 'Lakshmi Perera', phone: '0552223334', nationality: 'Sri Lanka' });
    const changed = await send('PUT', `/api/admin/applicants/${id}`, { status: 'interviewed' }, sales);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.status).toBe('interviewed');
    expect((await send('PUT', `/api/admin/applicants/${id}`, { ownerId: salesId, followUpOn: '2026-12-01' })).json().data).toMatchObject({
      owner: { id: salesId, userName: 'staff.sales' },
      followUpOn: '2026-12-01',
    });
    expect((await send('PUT', `/api/admin/applicants/${id}`, { ownerId: null, followUpOn: null })).json().data).toMatchObject({
      owner: null,
      followUpOn: null,
    });

    const noted = await send('POST', `/api/admin/applicants/${id}/notes`, { text: '  Called her; interview on Sunday  ' }, sales);
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data.notes).toEqual([
      { id: expect.any(Number), text: 'Called her; interview on Sunday', author: 'staff.sales', createdAt: now.toISOString() },
    ]);

    const trail = await auditOf(id);
    expect(trail.map((row) => row.action)).toEqual(['status', 'update', 'update', 'update']);
    expect(trail[0]!.changes).toEqual({ status: ['new', 'interviewed'] });
    expect(trail[0]!.actorName).toBe('staff.sales');
    expect(trail[1]!.changes).toEqual({ owner: [null, 'staff.sales'], followUpOn: [null, '2026-12-01'] });
    expect(trail[3]!.changes).toEqual({ note: [null, 'Called her; interview on Sunday'] });
    const history = (await get(`/api/admin/applicants/${id}/history`)).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'update', 'update', 'status']);
  });

  it('refuses bad input with 400 or 422, unknown ids with 404, and changes nothing', async () => {
    const id = await apply({ name: 'Grace Achieng', phone: '0563334445' });
    const client = await createClient(app);
    const refusals: Array<[string, 'PUT' | 'POST', unknown, number, string]> = [
      [`/api/admin/applicants/${id}`, 'PUT', {}, 400, 'validation.failed'],
      [`/api/admin/applicants/${id}`, 'PUT', { status: 'hired' }, 400, 'validation.failed'],
      [`/api/admin/applicants/${id}`, 'PUT', { status: 'contacted', extra: 1 }, 400, 'validation.failed'],
      [`/api/admin/applicants/${id}`, 'PUT', { followUpOn: '2026-02-30' }, 400, 'validation.failed'],
      [`/api/admin/applicants/${id}`, 'PUT', { ownerId: client.id }, 422, 'applicants.ownerInvalid'],
      [`/api/admin/applicants/${id}/notes`, 'POST', { text: '   ' }, 400, 'validation.failed'],
      [`/api/admin/applicants/${id}/notes`, 'POST', { text: 'x'.repeat(2001) }, 400, 'validation.failed'],
      ['/api/admin/applicants/999999', 'PUT', { status: 'contacted' }, 404, 'applicants.notFound'],
      ['/api/admin/applicants/999999/notes', 'POST', { text: 'Hello' }, 404, 'applicants.notFound'],
    ];
    for (const [url, method, payload, status, code] of refusals) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(status);
      expect(response.json().code).toBe(code);
    }
    for (const url of ['/api/admin/applicants/999999', '/api/admin/applicants/999999/history', '/api/admin/applicants/999999/worker']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get('/api/admin/applicants?status=hired')).statusCode).toBe(400);
    expect((await get('/api/admin/applicants?owner=someone')).statusCode).toBe(400);
    expect(await details(id)).toMatchObject({ status: 'new', owner: null, notes: [] });
    expect(await auditOf(id)).toEqual([]);
  });

  it('lets only staff who handle applicants in: 401 signed out, 403 for the content and accounts roles', async () => {
    const id = await apply({ name: 'Ruth Nakato', phone: '0574445556' });
    const content = await staffHeaders(app, 'content');
    const accounts = await staffHeaders(app, 'accounts');
    const client = await createClient(app);
    const calls: Array<['GET' | 'PUT' | 'POST', string, unknown]> = [
      ['GET', '/api/admin/applicants', undefined],
      ['GET', `/api/admin/applicants/${id}`, undefined],
      ['PUT', `/api/admin/applicants/${id}`, { status: 'contacted' }],
      ['POST', `/api/admin/applicants/${id}/notes`, { text: 'Hello' }],
      ['GET', `/api/admin/applicants/${id}/worker`, undefined],
      ['POST', `/api/admin/applicants/${id}/worker`, await laborInput(app)],
    ];
    for (const [method, url, payload] of calls) {
      const as = (headers: THeaders) => app.inject({ method, url, headers, ...(payload ? { payload: payload } : {}) });
      expect((await as({})).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(content)).statusCode, `${method} ${url}`).toBe(403);
      expect((await as(accounts)).statusCode, `${method} ${url}`).toBe(403);
      expect((await as({ authorization: `Bearer ${client.token}` })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await details(id)).toMatchObject({ status: 'new', notes: [], laborId: null });
  });

  it('makes only an accepted applicant a worker, once, pre-filled from her answers; a refused worker saves nothing', async () => {
    const id = await apply({
      name: 'Maricel Dizon',
      phone: '0585556667',
      nationality: 'Philippines',
      position: 'Housemaid',
      languages: ['English', 'Tagalog'],
      experience: 'More than 3 years',
      note: 'Available from January',
    });
    const [philippines] = await app.db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Philippines'));
    const [housemaid] = await app.db.select({ id: positions.id }).from(positions).where(eq(positions.name, 'Housemaid'));
    const spoken = await app.db
      .select({ id: languages.id })
      .from(languages)
      .where(sql`${languages.name} IN ('English', 'Tagalog')`)
      .orderBy(asc(languages.sortOrder), asc(languages.id));
    const prefill = (await get(`/api/admin/applicants/${id}/worker`, sales)).json().data;
    expect(prefill).toEqual({
      name: 'Maricel Dizon',
      countryId: philippines!.id,
      positionId: housemaid!.id,
      languageIds: spoken.map((language) => language.id),
      experience: 'More than 3 years',
      experienceAr: 'أكثر من 3 سنوات',
      note: 'Available from January',
    });

    const worker = await laborInput(app, { name: 'Maricel Dizon', countryId: philippines!.id, positionId: housemaid!.id });
    const convert = (payload: unknown) => send('POST', `/api/admin/applicants/${id}/worker`, payload, sales);
    const notAccepted = await convert(worker);
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().code).toBe('applicants.notAccepted');

    await send('PUT', `/api/admin/applicants/${id}`, { status: 'accepted' });
    const workersBefore = (await app.db.select({ id: labors.id }).from(labors)).length;
    const { photo: _photo, ...noPhoto } = worker;
    const badInput = await convert(noPhoto);
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json().errors).toHaveProperty('photo');
    const missingFile = await convert({ ...worker, video: `${'a'.repeat(32)}.mp4` });
    expect(missingFile.statusCode).toBe(422);
    expect((await app.db.select({ id: labors.id }).from(labors)).length).toBe(workersBefore);
    expect((await details(id)).laborId).toBeNull();

    const made = await convert(worker);
    expect(made.statusCode, made.body).toBe(201);
    const labor = made.json().data;
    expect(labor).toMatchObject({ name: 'Maricel Dizon', country: { id: philippines!.id }, passportNumber: worker.passportNumber });
    expect(await details(id)).toMatchObject({ status: 'accepted', laborId: labor.id, labor: { id: labor.id, code: labor.code, name: 'Maricel Dizon' } });
    const converted = (await auditOf(id)).at(-1)!;
    expect(converted).toMatchObject({ action: 'convert', actorName: 'staff.sales', changes: { laborId: [null, labor.id] } });
    const [workerCreated] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'labor'), eq(auditLog.entityId, String(labor.id))));
    expect(workerCreated!.action).toBe('create');

    const twice = await convert(await laborInput(app));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('applicants.alreadyWorker');
    const backToNew = await send('PUT', `/api/admin/applicants/${id}`, { status: 'rejected' });
    expect(backToNew.statusCode).toBe(409);
    expect((await app.db.select({ id: labors.id }).from(labors)).length).toBe(workersBefore + 1);
  });

  it("takes a question's worker field from the questionnaire admin: the list names applicants by the answers it now points at", async () => {
    const content = await staffHeaders(app, 'content');
    const id = await apply({ name: 'Named By Field', phone: '0531112224' });
    const [phoneQuestion] = (await call(app, cmsApi.adminQuestions, { headers: content })).data.filter(
      (question: { workerField: string | null }) => question.workerField === 'phone',
    );
    const { id: questionId, typeId, kind, isRequired, sortOrder, isActive, textEn, textAr } = phoneQuestion!;
    const edit = (workerField: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/questions/${questionId}`,
        headers: content,
        payload: { typeId, kind, isRequired, sortOrder, isActive, textEn, textAr, options: [], workerField },
      });
    expect((await edit('salary')).statusCode).toBe(400);
    const moved = await edit('name');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.find((question: { id: number }) => question.id === questionId).workerField).toBe('name');
    expect((await details(id)).name).toBe('Named By Field, 0531112224');
    expect((await edit('phone')).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ name: 'Named By Field', phone: '0531112224' });
  });

  it('counts new applicants and follow-ups due on the dashboard, for the roles that handle them', async () => {
    const id = await apply({ name: 'Counted Once', phone: '0541112225' });
    await send('PUT', `/api/admin/applicants/${id}`, { followUpOn: '2026-11-22' });
    const total = async (query: string) => (await get(`/api/admin/applicants?${query}`)).json().data.totalCount as number;
    const board = (await get('/api/admin/dashboard', sales)).json().data;
    expect(board.applicants).toEqual({ newCount: await total('status=new'), followUpsDue: await total('followUpDue=true') });
    expect(board.applicants.followUpsDue).toBeGreaterThanOrEqual(1);
    expect((await get('/api/admin/dashboard', await staffHeaders(app, 'content'))).json().data.applicants).toBeNull();
  });

  it('lists the staff who may own an applicant', async () => {
    await staffHeaders(app, 'content');
    const owners = (await get('/api/admin/applicants/owners', sales)).json().data as Array<{ userName: string }>;
    expect(owners.map((owner) => owner.userName)).toContain('staff.sales');
    expect(owners.map((owner) => owner.userName)).not.toContain('staff.content');
  });

  it('migration 0017 makes every questionnaire received before it an applicant, once', async () => {
    expect(backfill).toHaveLength(1);
    const id = await apply({ name: 'Before Migration', phone: '0596667778' });
    const [{ submissionId }] = (await app.db.select({ submissionId: applicants.submissionId }).from(applicants).where(eq(applicants.id, id))) as [
      { submissionId: number },
    ];
    const [other] = await app.db.insert(answerSubmissions).values({ typeId: 2 }).returning({ id: answerSubmissions.id });
    await app.db.delete(applicants).where(eq(applicants.id, id));
    for (let run = 0; run < 2; run++) await app.db.execute(sql.raw(backfill[0]!));
    expect(await app.db.select({ status: applicants.status }).from(applicants).where(eq(applicants.submissionId, submissionId))).toEqual([{ status: 'new' }]);
    expect(await app.db.select().from(applicants).where(eq(applicants.submissionId, other!.id))).toEqual([]);
  });
});
