import { eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi, laborsApi, ordersApi, placementsApi, type TAuditEntry, type TAuditLine, type TEndpoint, type TLocale } from '@app/shared';
import type { TApp } from '../../app-type.js';
import {
  applicants,
  assets,
  branches,
  clientDocuments,
  clientProfiles,
  countries,
  enquiries,
  interviewSlots,
  labors,
  menuItems,
  orders,
  packages,
  pages,
  placements,
  processSteps,
  processTemplateSteps,
  questions,
  sections,
  visaProcesses,
  workerDocuments,
} from '../../db/schema/index.js';
import { call, type TCallResult } from '../../test/call.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createClient, createTestApp } from '../../test/test-app.js';
import { deliveredOrder } from '../placements/test-support.js';
import { guaranteeSentence, hasFieldLabel } from './present.js';

/** Columns a change never shows: bookkeeping, secrets and the normalised copies kept for unique indexes. */
// The process's board pointers are kept from its steps (migration 0032), never changed by hand.
const BOARD_POINTERS = ['currentStepId', 'currentStepKind', 'currentAssigneeId', 'nextDueDate'];
const NEVER_AUDITED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'version',
  'passwordHash',
  'totpSecret',
  'totpLastStep',
  'passportKey',
  'numberKey',
  ...BOARD_POINTERS,
]);

/** The tables whose rows the back office writes to the audit trail field by field. */
const AUDITED_TABLES: Record<string, PgTable> = {
  labors,
  orders,
  packages,
  placements,
  branches,
  assets,
  pages,
  sections,
  questions,
  menuItems,
  workerDocuments,
  clientDocuments,
  clientProfiles,
  enquiries,
  applicants,
  interviewSlots,
  countries,
  visaProcesses,
  processSteps,
  processTemplateSteps,
};

describe('every audited field has a label in both languages', () => {
  it.each(['en', 'ar'] as const)('in %s', (locale) => {
    const unnamed = Object.entries(AUDITED_TABLES).flatMap(([table, columns]) =>
      Object.keys(getTableColumns(columns))
        .filter((field) => !NEVER_AUDITED.has(field) && !hasFieldLabel(locale, field))
        .map((field) => `${table}.${field}`),
    );
    // A new column needs audit.fields.<name> (or a form label in present.ts) before its changes are shown.
    expect(unnamed).toEqual([]);
  });
});

describe("a guarantee's outcome as a sentence", () => {
  const probation = {
    basis: 'fullWithinProbation' as const,
    remedies: ['refund' as const, 'replacement' as const],
    refundFils: 1_312_500,
    dueOn: '2026-12-27',
  };
  it('in English and Arabic, the amount in AED and the day written out', () => {
    expect(guaranteeSentence('en', probation)).toBe('Full refund within probation: AED 13,125 by 27 December 2026, or a replacement');
    expect(guaranteeSentence('ar', probation)).toBe('استرداد كامل خلال فترة التجربة: 13,125 درهم تُدفع بحلول 27 ديسمبر 2026، أو عاملة بديلة');
    expect(guaranteeSentence('en', { basis: 'namedWorker', remedies: [], refundFils: 0, dueOn: null })).toBe(
      'Worker named by the family: no refund or replacement',
    );
    expect(guaranteeSentence('en', { basis: 'monthlyReplacement', remedies: ['replacement'], refundFils: 0, dueOn: null })).toBe(
      'Monthly package: a replacement worker',
    );
  });
});

describe('histories and the audit log read as sentences', () => {
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' }, { clock: () => new Date('2026-11-22T09:00:00Z') });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  const readerIn = (locale: TLocale) => (locale === 'ar' ? { ...admin, ...arabic } : admin);
  /** The data a call answered, which must have been `status`. */
  const dataOf = async <E extends TEndpoint>(answer: Promise<TCallResult<E>>, status = 200) => {
    const { status: actual, response, data } = await answer;
    expect(actual, response.body).toBe(status);
    return data;
  };
  const line = (entry: Pick<TAuditEntry, 'lines'>, field: string) => entry.lines.find((each) => each.field === field);
  /** No camelCase key, file name, raw object or number of fils anywhere a reader looks. */
  const expectReadable = (lines: TAuditLine[]) => {
    for (const { label, before, after } of lines) {
      for (const text of [label, before ?? '', after]) {
        expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
        expect(text).not.toMatch(/\.(webp|jpe?g|png)\b|\[object Object\]/);
      }
    }
  };
  const codeOf = async (laborId: number) => (await app.db.select({ code: labors.code }).from(labors).where(eq(labors.id, laborId)))[0]!.code;
  const aed = (locale: TLocale, amount: string) => (locale === 'ar' ? `${amount} درهم` : `AED ${amount}`);

  it.each(['en', 'ar'] as const)("in %s: a worker's history, added then edited with a new photo", async (locale) => {
    const input = await laborInput(app, { name: `Sentence ${locale}`, nameAr: `جملة ${locale}`, gender: 'female' });
    const worker = await dataOf(call(app, laborsApi.add, { body: input, headers: admin }), 201);
    const newPhoto = await app.uploads.saveImage(
      await sharp({ create: { width: 400, height: 500, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer(),
    );
    const edited = { ...input, photo: newPhoto.image, thumbnail: newPhoto.thumbnail, salaryAed: 1500 };
    await dataOf(call(app, laborsApi.update, { params: { id: worker.id }, body: edited, headers: admin }));

    const [update, create] = await dataOf(call(app, auditApi.laborHistory, { params: { id: worker.id }, headers: readerIn(locale) }));
    expectReadable([...create!.lines, ...update!.lines]);
    expect(line(create!, 'id')).toBeUndefined();
    // Nothing empty is listed for a new worker; her past job reads as one line.
    expect(line(create!, 'sourceAgency')).toBeUndefined();
    expect(line(create!, 'experiences')!.after).toBe(
      locale === 'ar' ? 'عاملة منزلية · الإمارات · سنتان، مربية · السعودية · 3 سنوات' : 'Housemaid · UAE · 2 years, Nanny · Saudi Arabia · 3 years',
    );
    expect(line(update!, 'salaryAed')).toMatchObject({ after: aed(locale, '1,500') });
    expect(line(create!, 'dateOfBirth')!.after).toMatch(locale === 'ar' ? /^\d{1,2} [\u0600-\u06FF]+ \d{4}$/ : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    if (locale === 'en') {
      expect(line(create!, 'gender')).toEqual({ field: 'gender', label: 'Gender', before: null, after: 'Female' });
      expect(line(create!, 'stage')).toMatchObject({ label: 'Where she is', after: 'At the accommodation' });
      expect(line(create!, 'photo')).toMatchObject({ label: 'Photo', before: null, after: 'uploaded' });
      expect(line(update!, 'photo')).toMatchObject({ label: 'Photo', before: null, after: 'replaced with a new file' });
      expect(line(update!, 'thumbnail')).toMatchObject({ label: 'Thumbnail', after: 'replaced with a new file' });
    } else {
      expect(line(create!, 'gender')).toEqual({ field: 'gender', label: 'الجنس', before: null, after: 'أنثى' });
      expect(line(create!, 'stage')).toMatchObject({ label: 'مكانها الآن', after: 'في السكن' });
      expect(line(create!, 'photo')).toMatchObject({ label: 'الصورة', after: 'رُفع' });
      expect(line(create!, 'name')!.after).toBe(`Sentence ${locale}`);
    }
  });

  it.each(['en', 'ar'] as const)('in %s: orders name their worker and client; a placement ends with its guarantee in AED', async (locale) => {
    const client = await createClient(app);
    await app.db.insert(clientProfiles).values({ userId: client.id, fullName: 'Fatima Al Mansouri', fullNameAr: 'فاطمة المنصوري' });
    const grace = await laborInput(app, { name: 'Grace Okafor', nameAr: 'غريس أوكافور' });
    const laborId = (await dataOf(call(app, laborsApi.add, { body: grace, headers: admin }), 201)).id;
    const workerName = `${await codeOf(laborId)} ${locale === 'ar' ? 'غريس أوكافور' : 'Grace Okafor'}`;
    const order = await deliveredOrder(app, client, laborId);
    const orderHistory = await dataOf(call(app, auditApi.orderHistory, { params: { id: order.id }, headers: readerIn(locale) }));
    expectReadable(orderHistory.flatMap((entry) => entry.lines));

    const placement = order.placement!;
    const ending = { version: placement.version, kind: 'returned', reason: 'failedProbation' } as const;
    await dataOf(call(app, placementsApi.end, { params: { id: placement.id }, body: ending, headers: admin }));
    const query = { entity: 'placement', entityId: String(placement.id), pageNumber: 1, pageSize: 10 };
    const page = await dataOf(call(app, auditApi.list, { query, headers: readerIn(locale) }));
    const end = page.items.find((entry) => entry.action === 'end')!;
    expectReadable(end.lines);
    expect(end.subject).toBe(locale === 'ar' ? `رقم ${placement.id} (${workerName})` : `#${placement.id} (${workerName})`);
    // Delivered on 22 November, returned the same day: the refund is due 14 days later.
    expect(line(end, 'guarantee')!.after).toBe(
      locale === 'ar'
        ? 'استرداد كامل خلال فترة التجربة: 13,125 درهم تُدفع بحلول 6 ديسمبر 2026، أو عاملة بديلة'
        : 'Full refund within probation: AED 13,125 by 6 December 2026, or a replacement',
    );
    expect(line(end, 'guarantee')!.after).toContain(aed(locale, '13,125'));
    expect(line(end, 'endReason')!.after).toBe(
      locale === 'ar' ? 'لم تجتز فترة التجربة: غير لائقة أو غير قادرة على العمل' : 'She failed the probation: unfit or not able to do the work',
    );
    expect(line(end, 'endKind')!.after).toBe(locale === 'ar' ? 'أعادتها الأسرة' : 'Returned by the family');
    expect(line(end, 'status')).toMatchObject(locale === 'ar' ? { before: 'ساري', after: 'منتهٍ' } : { before: 'Active', after: 'Ended' });

    // An order staff add for the family: worker and client by their names, the flags as Yes/No.
    const joy = await laborInput(app, { name: 'Joy Bautista', nameAr: 'جوي باوتيستا' });
    const otherId = (await dataOf(call(app, laborsApi.add, { body: joy, headers: admin }), 201)).id;
    const added = await dataOf(call(app, ordersApi.adminAdd, { body: { laborId: otherId, package: 'Main', clientId: client.id }, headers: admin }), 201);
    const created = (await dataOf(call(app, auditApi.orderHistory, { params: { id: added.id }, headers: readerIn(locale) }))).at(-1)!;
    expectReadable(created.lines);
    expect(created.action).toBe('create');
    expect(line(created, 'laborId')!.after).toBe(`${await codeOf(otherId)} ${locale === 'ar' ? 'جوي باوتيستا' : 'Joy Bautista'}`);
    expect(line(created, 'clientId')!.after).toBe(locale === 'ar' ? 'فاطمة المنصوري' : 'Fatima Al Mansouri');
    expect(line(created, 'namedByClient')!.after).toBe(locale === 'ar' ? 'لا' : 'No');
    expect(line(created, 'status')!.after).toBe(locale === 'ar' ? 'قيد الانتظار' : 'Pending');
  });
});
