import fs from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsApi, cmsApi, dashboardApi, type TApplicantSummary, type TApplicantUpdate, type TLaborInput, type TQuestionInput } from '@app/shared';
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
import { call, pathOf, type TQueryOf } from '../../test/call.js';

type THeaders = Record<string, string>;
type TApplicantQueryInput = TQueryOf<typeof applicantsApi.list>;
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
    const response = await call(app, cmsApi.addAnswers, { body: answers, remoteAddress: `10.9.0.${applications}` });
    expect(response.status, response.response.body).toBe(201);
    const [row] = await app.db.select().from(applicants).where(eq(applicants.submissionId, response.data.submissionId));
    return row!.id;
  }

  const update = (id: number, body: TApplicantUpdate, headers: THeaders = manager) => call(app, applicantsApi.update, { params: { id }, body, headers });
  const list = async (query: TApplicantQueryInput, headers: THeaders = manager) => {
    const response = await call(app, applicantsApi.list, { query, headers });
    expect(response.status, response.response.body).toBe(200);
    return response.data.items;
  };
  const details = async (id: number, headers: THeaders = manager) => (await call(app, applicantsApi.get, { params: { id }, headers })).data;
  const auditOf = (id: number) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'applicant'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  it('makes each /Apply submission a new applicant, listed with her mapped answers in the reader language', async () => {
    const id = await apply({ name: 'Amina Wanjiru', phone: '+971 50 765 4321', nationality: 'Kenya', position: 'Nanny' });
    const [row] = await list({ search: 'Wanjiru' });
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
    const [inArabic] = await list({ search: 'Wanjiru' }, { ...manager, ...arabic });
    expect(inArabic).toMatchObject({ nationality: 'كينيا', position: 'مربية أطفال' });

    const page = await details(id, { ...manager, ...arabic });
    expect(page.answers.find((answer) => answer.answer === 'كينيا')?.question).toBe('الجنسية');
    expect(page.answers.map((answer) => answer.answer)).toContain('Amina Wanjiru');
    expect(page).toMatchObject({ notes: [], labor: null });
  });

  it('filters by status, owner and follow-up due in UAE time, and finds a phone however it is typed', async () => {
    const first = await apply({ name: 'Siti Rahma', phone: '0501112223' });
    const second = await apply({ name: 'Dewi Lestari', phone: '050 999 8887' });
    expect((await update(first, { status: 'contacted', ownerId: salesId, followUpOn: '2026-11-23' })).status).toBe(200);
    expect((await update(second, { followUpOn: '2026-11-24' })).status).toBe(200);

    const ids = (rows: TApplicantSummary[]) => rows.map((row) => row.id).filter((id) => id === first || id === second);
    expect(ids(await list({ status: 'contacted' }))).toEqual([first]);
    expect(ids(await list({ owner: 'mine' }, sales))).toEqual([first]);
    expect(ids(await list({ owner: salesId }))).toEqual([first]);
    expect(ids(await list({ owner: 'none' }))).toEqual([second]);
    expect(ids(await list({ search: '+971 50 111 2223' }))).toEqual([first]);
    expect(ids(await list({ search: '٠٥٠٩٩٩٨٨٨٧' }))).toEqual([second]);
    expect(ids(await list({ search: 'dewi' }))).toEqual([second]);
    // 19:59 UTC on the 22nd is the 22nd's last minute in the UAE; at 20:00 the 23rd has begun there.
    now = new Date('2026-11-22T19:59:00Z');
    expect(ids(await list({ followUpDue: 'true' }))).toEqual([]);
    now = new Date('2026-11-22T20:00:00Z');
    expect(ids(await list({ followUpDue: 'true' }))).toEqual([first]);
    now = START;

    const paged = (await call(app, applicantsApi.list, { query: { pageSize: 1, pageNumber: 2 }, headers: manager })).data;
    expect(paged).toMatchObject({ pageNumber: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('changes status, owner and follow-up day and adds notes, each in the audit trail and the history', async () => {
    const id = await apply({ name: 'Lakshmi Perera', phone: '0552223334', nationality: 'Sri Lanka' });
    const changed = await update(id, { status: 'interviewed' }, sales);
    expect(changed.status, changed.response.body).toBe(200);
    expect(changed.data.status).toBe('interviewed');
    expect((await update(id, { ownerId: salesId, followUpOn: '2026-12-01' })).data).toMatchObject({
      owner: { id: salesId, userName: 'staff.sales' },
      followUpOn: '2026-12-01',
    });
    expect((await update(id, { ownerId: null, followUpOn: null })).data).toMatchObject({
      owner: null,
      followUpOn: null,
    });

    const noted = await call(app, applicantsApi.addNote, { params: { id }, body: { text: '  Called her; interview on Sunday  ' }, headers: sales });
    expect(noted.status, noted.response.body).toBe(200);
    expect(noted.data.notes).toEqual([
      { id: expect.any(Number), text: 'Called her; interview on Sunday', author: 'staff.sales', createdAt: now.toISOString() },
    ]);

    const trail = await auditOf(id);
    expect(trail.map((row) => row.action)).toEqual(['status', 'update', 'update', 'update']);
    expect(trail[0]!.changes).toEqual({ status: ['new', 'interviewed'] });
    expect(trail[0]!.actorName).toBe('staff.sales');
    expect(trail[1]!.changes).toEqual({ owner: [null, 'staff.sales'], followUpOn: [null, '2026-12-01'] });
    expect(trail[3]!.changes).toEqual({ note: [null, 'Called her; interview on Sunday'] });
    const history = (await call(app, applicantsApi.history, { params: { id }, headers: manager })).data;
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update', 'update', 'status']);
  });

  it('refuses bad input with 400 or 422, unknown ids with 404, and changes nothing', async () => {
    const id = await apply({ name: 'Grace Achieng', phone: '0563334445' });
    const client = await createClient(app);
    // Sent as they are, past the declared types: a status that is none, a field the form does not have.
    const refusals: Array<[typeof applicantsApi.update | typeof applicantsApi.addNote, number, unknown, number, string]> = [
      [applicantsApi.update, id, {}, 400, 'validation.failed'],
      [applicantsApi.update, id, { status: 'hired' }, 400, 'validation.failed'],
      [applicantsApi.update, id, { status: 'contacted', extra: 1 }, 400, 'validation.failed'],
      [applicantsApi.update, id, { followUpOn: '2026-02-30' }, 400, 'validation.failed'],
      [applicantsApi.update, id, { ownerId: client.id }, 422, 'applicants.ownerInvalid'],
      [applicantsApi.addNote, id, { text: '   ' }, 400, 'validation.failed'],
      [applicantsApi.addNote, id, { text: 'x'.repeat(2001) }, 400, 'validation.failed'],
      [applicantsApi.update, 999999, { status: 'contacted' }, 404, 'applicants.notFound'],
      [applicantsApi.addNote, 999999, { text: 'Hello' }, 404, 'applicants.notFound'],
    ];
    for (const [endpoint, target, payload, status, code] of refusals) {
      const url = pathOf(endpoint, { params: { id: target } });
      const response = await app.inject({ method: endpoint.method, url, payload: payload as object, headers: manager });
      expect(response.statusCode, `${endpoint.method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(status);
      expect(response.json().code).toBe(code);
    }
    for (const endpoint of [applicantsApi.get, applicantsApi.history, applicantsApi.prefill]) {
      expect((await call(app, endpoint, { params: { id: 999999 }, headers: manager })).status, endpoint.path).toBe(404);
    }
    expect((await call(app, applicantsApi.list, { query: new URLSearchParams('status=hired'), headers: manager })).status).toBe(400);
    expect((await call(app, applicantsApi.list, { query: { owner: 'someone' }, headers: manager })).status).toBe(400);
    expect(await details(id)).toMatchObject({ status: 'new', owner: null, notes: [] });
    expect(await auditOf(id)).toEqual([]);
  });

  it('lets only staff who handle applicants in: 401 signed out, 403 for the content and accounts roles', async () => {
    const id = await apply({ name: 'Ruth Nakato', phone: '0574445556' });
    const content = await staffHeaders(app, 'content');
    const accounts = await staffHeaders(app, 'accounts');
    const client = await createClient(app);
    const params = { id };
    const worker = await laborInput(app);
    const calls = [
      (headers: THeaders) => call(app, applicantsApi.list, { headers }),
      (headers: THeaders) => call(app, applicantsApi.get, { params, headers }),
      (headers: THeaders) => call(app, applicantsApi.update, { params, body: { status: 'contacted' }, headers }),
      (headers: THeaders) => call(app, applicantsApi.addNote, { params, body: { text: 'Hello' }, headers }),
      (headers: THeaders) => call(app, applicantsApi.prefill, { params, headers }),
      (headers: THeaders) => call(app, applicantsApi.convert, { params, body: worker, headers }),
    ];
    for (const as of calls) {
      const signedOut = await as({});
      const { method, url } = signedOut.response.raw.req;
      expect(signedOut.status, `${method} ${url}`).toBe(401);
      expect((await as(content)).status, `${method} ${url}`).toBe(403);
      expect((await as(accounts)).status, `${method} ${url}`).toBe(403);
      expect((await as({ authorization: `Bearer ${client.token}` })).status, `${method} ${url}`).toBe(403);
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
    const prefill = (await call(app, applicantsApi.prefill, { params: { id }, headers: sales })).data;
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
    const convert = (body: TLaborInput) => call(app, applicantsApi.convert, { params: { id }, body, headers: sales });
    const notAccepted = await convert(worker);
    expect(notAccepted.status).toBe(409);
    expect(notAccepted.code).toBe('applicants.notAccepted');

    await update(id, { status: 'accepted' });
    const workersBefore = (await app.db.select({ id: labors.id }).from(labors)).length;
    const { photo: _photo, ...noPhoto } = worker;
    const badInput = await app.inject({ method: 'POST', url: pathOf(applicantsApi.convert, { params: { id } }), payload: noPhoto, headers: sales });
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json().errors).toHaveProperty('photo');
    const missingFile = await convert({ ...worker, video: `${'a'.repeat(32)}.mp4` });
    expect(missingFile.status).toBe(422);
    expect((await app.db.select({ id: labors.id }).from(labors)).length).toBe(workersBefore);
    expect((await details(id)).laborId).toBeNull();

    const made = await convert(worker);
    expect(made.status, made.response.body).toBe(201);
    const labor = made.data;
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
    expect(twice.status).toBe(409);
    expect(twice.code).toBe('applicants.alreadyWorker');
    const backToNew = await update(id, { status: 'rejected' });
    expect(backToNew.status).toBe(409);
    expect((await app.db.select({ id: labors.id }).from(labors)).length).toBe(workersBefore + 1);
  });

  it("takes a question's worker field from the questionnaire admin: the list names applicants by the answers it now points at", async () => {
    const content = await staffHeaders(app, 'content');
    const id = await apply({ name: 'Named By Field', phone: '0531112224' });
    const [phoneQuestion] = (await call(app, cmsApi.adminQuestions, { headers: content })).data.filter(
      (question: { workerField: string | null }) => question.workerField === 'phone',
    );
    const { id: questionId, typeId, kind, isRequired, sortOrder, isActive, textEn, textAr } = phoneQuestion!;
    const question = { typeId, kind, isRequired, sortOrder, isActive, textEn, textAr, options: [] };
    const edit = (workerField: TQuestionInput['workerField']) =>
      call(app, cmsApi.updateQuestion, { params: { id: questionId }, body: { ...question, workerField }, headers: content });
    const notAField = { ...question, workerField: 'salary' };
    const refused = await app.inject({
      method: 'PUT',
      url: pathOf(cmsApi.updateQuestion, { params: { id: questionId } }),
      payload: notAField,
      headers: content,
    });
    expect(refused.statusCode).toBe(400);
    const moved = await edit('name');
    expect(moved.status, moved.response.body).toBe(200);
    expect(moved.data.find((each) => each.id === questionId)!.workerField).toBe('name');
    expect((await details(id)).name).toBe('Named By Field, 0531112224');
    expect((await edit('phone')).status).toBe(200);
    expect(await details(id)).toMatchObject({ name: 'Named By Field', phone: '0531112224' });
  });

  it('counts new applicants and follow-ups due on the dashboard, for the roles that handle them', async () => {
    const id = await apply({ name: 'Counted Once', phone: '0541112225' });
    await update(id, { followUpOn: '2026-11-22' });
    const total = async (query: TApplicantQueryInput) => (await call(app, applicantsApi.list, { query, headers: manager })).data.totalCount;
    const board = (await call(app, dashboardApi.get, { headers: sales })).data;
    expect(board.applicants).toEqual({ newCount: await total({ status: 'new' }), followUpsDue: await total({ followUpDue: 'true' }) });
    expect(board.applicants!.followUpsDue).toBeGreaterThanOrEqual(1);
    expect((await call(app, dashboardApi.get, { headers: await staffHeaders(app, 'content') })).data.applicants).toBeNull();
  });

  it('lists the staff who may own an applicant', async () => {
    await staffHeaders(app, 'content');
    const owners = (await call(app, applicantsApi.owners, { headers: sales })).data;
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
