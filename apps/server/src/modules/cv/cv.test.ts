import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvApi, translate, healthApi, laborsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createTestApp, staffHeaders } from '../../test/test-app.js';
import { CV_DRAWING } from './render-pool.js';
import { call } from '../../test/call.js';
import { textOf } from '../../test/pdf.js';

describe('the worker CV (PDF)', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let worker: { id: number; code: string; passportNumber: string };
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    const input = await laborInput(app, { salaryAed: 12_500 });
    const response = await call(app, laborsApi.add, { body: input, headers: admin });
    worker = { ...response.data, passportNumber: input.passportNumber };
  });
  afterAll(async () => app.close());

  /** The CV file as sent: its query as typed (some on purpose not one the declaration takes). */
  const cv = async (id: number, query = '', headers: Record<string, string> = {}) =>
    (await call(app, cvApi.labor, { params: { id }, query: new URLSearchParams(query), headers })).response;
  const privateData = (text: string) => [worker.passportNumber, 'Rizal', 'Quezon', 'Manila'].filter((value) => text.includes(value));

  it('in English: the public record with the labels, a downloadable PDF with the fonts embedded, no passport, address or birth date', async () => {
    const response = await cv(worker.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${worker.code}-cv-en.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(response.rawPayload);
    for (const expected of [
      worker.code,
      'Curriculum vitae',
      'Maria Santos',
      'Nationality',
      'Philippines',
      'Salary: AED 12,500',
      'Cleaning',
      'Housemaid in UAE: 2 years',
      // The agency's phones and WhatsApp as people read them, the WhatsApp kept as 971501234567.
      '+971 4 263 5500',
      '+971 50 123 4567',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('971501234567');
    expect(privateData(text)).toEqual([]);
    expect(text).not.toMatch(/\b(19|20)\d\d-\d\d-\d\d\b/);
    const fonts = execFileSync('pdffonts', ['-'], { input: response.rawPayload }).toString();
    expect(fonts).toMatch(/IBMPlexSansArabic\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it('in Arabic: the words as typed, in reading order, and Arabic-Indic digits when chosen', async () => {
    const latin = textOf((await cv(worker.id, '?lang=ar')).rawPayload);
    for (const expected of [
      'السيرة الذاتية',
      'سانتوس',
      'الجنسية',
      'الفلبين',
      'التنظيف',
      'الحالة الاجتماعية',
      'عاملة منزلية في الإمارات',
      '12,500',
      worker.code,
    ])
      expect(latin).toContain(expected);
    expect(latin).not.toMatch(/[\u0660-\u0669]/);

    const response = await cv(worker.id, '?lang=ar&digits=arabic');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${worker.code}-cv-ar.pdf"`);
    const text = textOf(response.rawPayload);
    expect(text).toContain('١٢٬٥٠٠');
    expect(text).not.toContain('12,500');
    // The code and phone numbers stay as written.
    expect(text).toContain(worker.code);
    expect(privateData(text)).toEqual([]);
  });

  it('in both languages side by side', async () => {
    const text = textOf((await cv(worker.id, '?lang=both')).rawPayload);
    for (const expected of ['Curriculum vitae', 'السيرة الذاتية', 'Nationality', 'الجنسية', 'Philippines', 'الفلبين']) expect(text).toContain(expected);
    expect(privateData(text)).toEqual([]);
  });

  it('is drawn once per version: the same bytes again, 304 for the ETag, a new CV when the worker changes', async () => {
    const first = await cv(worker.id, '?lang=both');
    const again = await cv(worker.id, '?lang=both');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await cv(worker.id, '?lang=both', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    // The same worker with another salary (her passport unchanged).
    const input = await laborInput(app, { salaryAed: 2_300, passportNumber: worker.passportNumber });
    expect((await call(app, laborsApi.update, { params: { id: worker.id }, body: input, headers: admin })).status).toBe(200);
    const changed = await cv(worker.id, '?lang=both', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(textOf(changed.rawPayload)).toContain('AED 2,300');
  });

  it('is not there for a worker the catalogue does not show, or for bad options', async () => {
    const hidden = (await call(app, laborsApi.add, { body: await laborInput(app, { isActive: false }), headers: admin })).data;
    const notFound = await cv(hidden.id);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe(translate('en', 'labors.notFound'));
    expect((await cv(999_999)).statusCode).toBe(404);
    const badLanguage = await cv(worker.id, '?lang=fr');
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().errors.lang).toBe(translate('en', 'validation.cvLanguageInvalid'));
    expect((await cv(worker.id, '?digits=roman')).statusCode).toBe(400);
    expect((await cv(worker.id, '?lang=en&extra=1')).statusCode).toBe(400);
    expect((await cv(0)).statusCode).toBe(400);
  });

  describe("staff's CV of several workers for a family", () => {
    const family = async (query: string, headers: Record<string, string> = admin) =>
      (await call(app, cvApi.family, { query: new URLSearchParams(query), headers })).response;

    it('holds each worker asked for, shown in the catalogue or not, without private data', async () => {
      const hiddenInput = await laborInput(app, { name: 'Hidden Worker', isActive: false });
      const hidden = (await call(app, laborsApi.add, { body: hiddenInput, headers: admin })).data;
      const response = await family(`?ids=${worker.id},${hidden.id}&lang=both`, await staffHeaders(app, 'sales'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="family-cv-both.pdf"');
      expect(response.headers['cache-control']).toBe('no-store');
      const text = textOf(response.rawPayload);
      expect(text).toContain(worker.code);
      expect(text).toContain(hidden.code);
      expect(text).toContain('Hidden Worker');
      expect([...privateData(text), hiddenInput.passportNumber].filter((value) => text.includes(value))).toEqual([]);
    });

    it('refuses visitors (401), roles without the workers (403), unknown workers (404) and bad lists (400)', async () => {
      expect((await family(`?ids=${worker.id}`, {})).statusCode).toBe(401);
      expect((await family(`?ids=${worker.id}`, await staffHeaders(app, 'accounts'))).statusCode).toBe(403);
      expect((await family(`?ids=${worker.id},999999`)).statusCode).toBe(404);
      const tooMany = await family(`?ids=${Array.from({ length: 21 }, (_, index) => index + 1).join(',')}`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors.ids).toBe(translate('en', 'validation.cvTooManyWorkers'));
      expect((await family('')).statusCode).toBe(400);
      expect((await family('?ids=1,abc')).statusCode).toBe(400);
      expect((await family(`?ids=${worker.id}&lang=en&secret=1`)).statusCode).toBe(400);
    });

    it('are drawn in a thread of their own: the health check answers in its usual time meanwhile, and past the queue a visitor is asked to come back', async () => {
      const ids = [worker.id];
      for (let index = 0; index < 3; index += 1) {
        ids.push((await call(app, laborsApi.add, { body: await laborInput(app), headers: admin })).data.id);
      }
      // More family CVs at once than the thread and its queue take, each of its own workers and languages (none is cached).
      const asked = CV_DRAWING.threads + CV_DRAWING.queueLimit + 3;
      const headers = { ...admin, ...arabic };
      let drawing = true;
      const answers = Promise.all(
        Array.from({ length: asked }, (_, index) =>
          family(`?ids=${ids.slice(0, 1 + (index % ids.length)).join(',')}&lang=${['en', 'ar', 'both'][index % 3]}`, headers),
        ),
      ).finally(() => (drawing = false));
      const latencies: number[] = [];
      while (drawing) {
        const started = performance.now();
        expect((await call(app, healthApi.get)).status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const responses = await answers;
      const drawn = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode === 503);
      expect(drawn.length + refused.length).toBe(asked);
      expect(drawn.length).toBeGreaterThanOrEqual(CV_DRAWING.threads + CV_DRAWING.queueLimit);
      expect(refused.length).toBeGreaterThan(0);
      for (const response of drawn) expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      for (const response of refused) {
        const seconds = Number(response.headers['retry-after']);
        expect(seconds).toBeGreaterThan(0);
        expect(response.json().message).toBe(translate('ar', 'cv.busy', { seconds }));
      }
      expect(latencies.length).toBeGreaterThan(3);
      // The server answers throughout (a health check that waited a second would be a stopped
      // server); a tighter time failed on a busy CI machine. pool.test.ts proves the thread with a
      // task that never ends.
      expect(Math.max(...latencies)).toBeLessThan(1000);
    });
  });
});
