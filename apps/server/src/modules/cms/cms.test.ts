import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnswerList, TQoption, TQuestion } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { answerSubmissions } from '../../db/schema/index.js';
import { arabic, bearer, createTestApp, createClient } from '../../test/test-app.js';
import { cmsApi } from '@app/shared';
import { call, pathOf, type TBodyOf } from '../../test/call.js';

describe('the content service', () => {
  let app: TApp;
  const pageByUrl = (body: TBodyOf<typeof cmsApi.pageByUrl>, headers: Record<string, string> = {}) => call(app, cmsApi.pageByUrl, { body, headers });
  const addAnswers = (body: TAnswerList, headers: Record<string, string> = {}) => call(app, cmsApi.addAnswers, { body, headers });
  /** A body sent as it is, past the declared type. */
  const postRaw = (endpoint: typeof cmsApi.pageByUrl | typeof cmsApi.addAnswers, payload: unknown) =>
    app.inject({ method: 'POST', url: pathOf(endpoint), payload: payload as object });
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  describe('pages', () => {
    it('finds a page by its unique URL with the language entry asked for', async () => {
      const english = await pageByUrl({ uniqueUrl: 'home', langId: 2 });
      expect(english.response.json().isDone).toBe(true);
      expect(english.data).toMatchObject({ uniqueUrl: 'home', kind: 'page', image: null });
      expect(english.data.pgPageLngs).toHaveLength(1);
      expect(Object.keys(english.data.pgPageLngs[0]!).sort()).toEqual(['body', 'keywords', 'languageId', 'seoDesc', 'summary', 'title']);
      expect(english.data.pgPageLngs[0]!.languageId).toBe(2);
      const both = (await pageByUrl({ uniqueUrl: 'home' })).data;
      expect(both.pgPageLngs.map((entry) => entry.languageId)).toEqual([1, 2]);
      const arabicEntry = (await pageByUrl({ uniqueUrl: 'home', langId: 1 })).data.pgPageLngs[0]!;
      expect(arabicEntry.title).toMatch(/[\u0600-\u06FF]/);
    });

    it('answers isDone false with a localised message for a missing page', async () => {
      const response = await pageByUrl({ uniqueUrl: 'no-such-page' }, arabic);
      expect(response.status).toBe(404);
      expect(response.response.json()).toMatchObject({ isDone: false, data: null, message: 'الصفحة غير موجودة' });
    });

    it.each([{}, { uniqueUrl: '../etc/passwd' }, { uniqueUrl: 'home', langId: 'x' }, { uniqueUrl: 'home', extra: true }, { uniqueUrl: 7 }])(
      'refuses %o with a 400',
      async (payload) => {
        const response = await postRaw(cmsApi.pageByUrl, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().isDone).toBe(false);
      },
    );

    it('lists five articles newest first, paged', async () => {
      const all = (await call(app, cmsApi.pages, { body: { langId: 2 } })).data;
      expect(all.totalCount).toBe(5);
      const dates = all.items.map((item) => item.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const paging = { pageNumber: 2, pageSize: 2, isPaging: true };
      const second = (await call(app, cmsApi.pages, { body: { kind: 'article', langId: 1, paginationFilter: paging } })).data;
      expect(second).toMatchObject({ totalCount: 5, pageNumber: 2, pageSize: 2 });
      expect(second.items).toHaveLength(2);
      expect(second.items[0]!.id).toBe(all.items[2]!.id);
    });

    it('has no image for a page without one', async () => {
      const home = (await pageByUrl({ uniqueUrl: 'home' })).data;
      expect((await call(app, cmsApi.pageImage, { body: { pageId: home.id } })).response.json()).toMatchObject({ isDone: true, data: null });
    });
  });

  describe('sections and settings', () => {
    it("gives the home page's sections in order, and one section by id and language", async () => {
      const home = (await pageByUrl({ uniqueUrl: 'home' })).data;
      const list = (await call(app, cmsApi.sections, { body: { pageId: home.id, langId: 2 } })).data;
      expect(list.map((section) => section.key)).toEqual(['hero', 'servicesSummary', 'whyUs', 'howItWorks', 'testimonials', 'latestArticles']);
      const one = (await call(app, cmsApi.section, { query: { id: list[0]!.id, langId: 1 } })).data;
      expect(one.pgSectionLngs).toHaveLength(1);
      expect(one.pgSectionLngs[0]).toMatchObject({ languageId: 1 });
      expect(one.pgSectionLngs[0]!.title).toMatch(/[\u0600-\u06FF]/);
      expect((await call(app, cmsApi.section, { query: { id: 999999, langId: 1 } })).status).toBe(404);
      expect((await call(app, cmsApi.section, { query: new URLSearchParams('id=abc') })).status).toBe(400);
    });

    it('serves the home data by term and language', async () => {
      const data = (await call(app, cmsApi.homeData, { query: { langId: 2, term: 'home' } })).data;
      expect(data.page.pgPageLngs[0]!.title).toBeTruthy();
      expect(data.sections).toHaveLength(6);
    });

    it('serves the settings in the language asked for', async () => {
      const english = (await call(app, cmsApi.settings, { query: { langId: 2 } })).data;
      const arabicSettings = (await call(app, cmsApi.settings, { query: { langId: 1 } })).data;
      expect(english.siteName).toBeTruthy();
      expect(arabicSettings.siteName).toMatch(/[\u0600-\u06FF]/);
      expect(english.facebookLink).toMatch(/^https:/);
    });
  });

  describe('the questionnaire', () => {
    let questionList: TQuestion[];
    let options: TQoption[];
    beforeAll(async () => {
      questionList = (await call(app, cmsApi.questions, { body: { typeId: 1, langId: 2 } })).data;
      const unpaged = { pageNumber: 1, pageSize: 10, isPaging: false };
      options = (await call(app, cmsApi.questionOptions, { body: { typeId: 1, paginationFilter: unpaged } })).data;
    });

    const completeAnswers = () =>
      questionList.map((question) =>
        question.kind === 'text'
          ? { questionId: question.id, answerText: 'Maria Santos' }
          : { questionId: question.id, optionId: options.find((option) => option.questionId === question.id)!.id },
      );

    it('lists questions with their texts and every option, unpaged as asked', async () => {
      expect(questionList.length).toBeGreaterThanOrEqual(6);
      expect(questionList.every((question) => question.frmQuestionLngs[0]!.languageId === 2)).toBe(true);
      expect(options.length).toBeGreaterThan(10);
      expect(options[0]!.frmQoptionLngs.map((entry) => entry.languageId).sort()).toEqual([1, 2]);
    });

    it('saves a complete answer list, linked to the signed-in user', async () => {
      const client = await createClient(app);
      const response = await addAnswers(completeAnswers(), bearer(client.token));
      expect(response.status).toBe(201);
      const [saved] = await app.db.select().from(answerSubmissions).where(eq(answerSubmissions.id, response.data.submissionId));
      expect(saved!.userId).toBe(client.id);
    });

    it('accepts a visitor with the placeholder token', async () => {
      const response = await addAnswers(completeAnswers(), { authorization: 'Bearer placeholder' });
      expect(response.status).toBe(201);
    });

    it('refuses missing required answers, foreign options, unknown questions and an empty list, saving nothing', async () => {
      const before = (await app.db.select().from(answerSubmissions)).length;
      const required = questionList.find((question) => question.isRequired)!;
      const missing = await addAnswers(completeAnswers().filter((answer) => answer.questionId !== required.id));
      expect(missing.status).toBe(422);
      expect(missing.message).toMatch(/Please fill in the required fields/);
      const choice = questionList.find((question) => question.kind !== 'text')!;
      const foreign = options.find((option) => option.questionId !== choice.id)!;
      const wrongOption = completeAnswers().map((answer) => (answer.questionId === choice.id ? { questionId: choice.id, optionId: foreign.id } : answer));
      expect((await addAnswers(wrongOption)).status).toBe(422);
      expect((await addAnswers([...completeAnswers(), { questionId: 999999, answerText: 'x' }])).status).toBe(422);
      expect((await addAnswers([])).status).toBe(400);
      expect((await postRaw(cmsApi.addAnswers, { answers: [] })).statusCode).toBe(400);
      expect((await app.db.select().from(answerSubmissions)).length).toBe(before);
    });
  });
});
