import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnswerList, TQoption, TQuestion } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { adminHeaders, arabic, createTestApp } from '../../test/test-app.js';
import { answersCsv, csvCell } from './answers-csv.js';
import { QUESTIONNAIRES_PER_ADDRESS } from './service.js';
import { cmsApi } from '@app/shared';
import { call } from '../../test/call.js';

let app: TApp;
let questionList: TQuestion[];
let options: TQoption[];
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  questionList = (await call(app, cmsApi.questions, { body: { typeId: 1, langId: 2 } })).data;
  const unpaged = { pageNumber: 1, pageSize: 10, isPaging: false };
  options = (await call(app, cmsApi.questionOptions, { body: { typeId: 1, paginationFilter: unpaged } })).data;
});
afterAll(async () => app.close());

const answersWith = (text: string) =>
  questionList.map((question) =>
    question.kind === 'text'
      ? { questionId: question.id, answerText: text }
      : { questionId: question.id, optionId: options.find((option) => option.questionId === question.id)!.id },
  );
const submit = (body: TAnswerList, remoteAddress = '198.51.100.1', headers: Record<string, string> = {}) =>
  call(app, cmsApi.addAnswers, { body, remoteAddress, headers });

describe('the public questionnaire', () => {
  it(`takes ${QUESTIONNAIRES_PER_ADDRESS} filled-in copies from one address in 15 minutes, then a localised 429; other addresses still send`, async () => {
    for (let copy = 0; copy < QUESTIONNAIRES_PER_ADDRESS; copy += 1) {
      expect((await submit(answersWith(`Applicant ${copy}`), '198.51.100.7')).status).toBe(201);
    }
    const refused = await submit(answersWith('One more'), '198.51.100.7', arabic);
    expect(refused.status).toBe(429);
    expect(refused.response.json()).toMatchObject({ isDone: false, code: 'errors.tooManyAttempts' });
    expect(refused.message).toMatch(/[\u0600-\u06FF]/);
    expect((await submit(answersWith('Next door'), '198.51.100.8')).status).toBe(201);
  });

  it('refuses an answer over 2,000 characters, more than 50 answers, and a body over 24 KB', async () => {
    const long = await submit(answersWith('x'.repeat(2001)), '198.51.100.20');
    expect(long.status).toBe(400);
    expect(Object.values(long.errors)).toContain('At most 2000 characters');
    const text = questionList.find((question) => question.kind === 'text')!;
    const many = await submit(
      Array.from({ length: 51 }, () => ({ questionId: text.id, answerText: 'a' })),
      '198.51.100.21',
    );
    expect(many.status).toBe(400);
    expect(many.message).toBe('A questionnaire takes at most 50 answers');
    // Twelve answers of 2,000 Arabic letters (two bytes each): 48 KB.
    const large = await submit(
      Array.from({ length: 12 }, () => ({ questionId: text.id, answerText: 'س'.repeat(2000) })),
      '198.51.100.22',
    );
    expect(large.status).toBe(413);
  });

  it('refuses a text question answered twice, or a choice made twice, saving nothing', async () => {
    const text = questionList.find((question) => question.kind === 'text')!;
    const twice = await submit([...answersWith('Maria'), { questionId: text.id, answerText: 'Maria again' }], '198.51.100.30');
    expect(twice.status).toBe(422);
    expect(twice).toMatchObject({ code: 'cms.answerRepeated', message: 'A question is answered more than once, or a choice made twice' });
    const multiple = questionList.find((question) => question.kind === 'multiple');
    if (multiple) {
      const option = options.find((candidate) => candidate.questionId === multiple.id)!;
      const sameChoice = await submit(
        [
          ...answersWith('Maria').filter((answer) => answer.questionId !== multiple.id),
          ...[1, 2].map(() => ({ questionId: multiple.id, optionId: option.id })),
        ],
        '198.51.100.30',
      );
      expect(sameChoice.code).toBe('cms.answerRepeated');
    }
  });
});

describe('the CSV export of the answers', () => {
  const read = async (stream: Readable) => {
    let text = '';
    let chunks = 0;
    for await (const chunk of stream) {
      text += String(chunk);
      chunks += 1;
    }
    return { text, chunks };
  };

  it('is streamed in batches, newest first, each submission once, as the whole file was', async () => {
    for (const name of ['Batch A', 'Batch B', 'Batch C', 'Batch D', 'Batch E']) expect((await submit(answersWith(name), '198.51.100.40')).status).toBe(201);
    const whole = await read(answersCsv(app.db, 1, 'en'));
    const batched = await read(answersCsv(app.db, 1, 'en', 2));
    expect(batched.text).toBe(whole.text);
    const rows = batched.text.split('\r\n').filter(Boolean);
    expect(batched.chunks).toBeGreaterThanOrEqual(Math.ceil((rows.length - 1) / 2));
    const ids = rows.slice(1).map((row) => Number(/^"(\d+)"/.exec(row)![1]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows.findIndex((row) => row.includes('Batch E'))).toBeLessThan(rows.findIndex((row) => row.includes('Batch A')));
  });

  it('is sent as a stream, without a length known up front', async () => {
    const response = await call(app, cmsApi.answersCsv, { query: { typeId: 1 }, headers: await adminHeaders(app) });
    expect(response.status).toBe(200);
    expect(response.response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.response.headers['content-length']).toBeUndefined();
    expect(response.response.body.startsWith('\uFEFF"#",')).toBe(true);
    expect(response.response.body).toContain('"Batch C"');
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['＝HYPERLINK("x")', `"'＝HYPERLINK(""x"")"`],
    ['+971 50 123 4567', '"971 50 123 4567"'],
    ['Maria "Mia" Santos', '"Maria ""Mia"" Santos"'],
  ])('writes %j so that no spreadsheet runs it', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
