import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processContractApi, processesApi, translate } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { clientProfiles, labors, packages } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { expectPrivatePdf, textOf as pdfText } from '../../test/pdf.js';
import { adminHeaders, arabic, createTestApp, staffHeaders } from '../../test/test-app.js';
import { clientHeaders } from '../placements/test-support.js';
import { hireOrder, processOfOrder, workerAndClient } from './test-support.js';

/** The contract's text, its lines joined: a clause's sentences run over several lines of its column. */
const textOf = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe("a process's standard employment contract (PDF)", () => {
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  /** A hired order's process, its sponsor's profile filled in as the visa work needs it. */
  async function hired(pkg: 'Main' | 'Monthly' = 'Main') {
    const { laborId, client } = await workerAndClient(app, 'abroad');
    await app.db.insert(clientProfiles).values({
      userId: client.id,
      fullName: 'Fatima Al Mansoori',
      fullNameAr: 'فاطمة المنصوري',
      emiratesId: '784-1990-1234567-1',
      nationality: 'AE',
      emirate: 'dubai',
      address: 'Villa 12, Al Barsha 2',
    });
    const order = await hireOrder(app, client, laborId, pkg);
    const [worker] = await app.db.select().from(labors).where(eq(labors.id, laborId));
    return { order, client, worker: worker!, process: await processOfOrder(app, order.id) };
  }

  const contract = async (id: number, headers: Record<string, string>) => call(app, processContractApi.pdf, { params: { id }, headers });

  it('names the parties, the work, the wage, the hours, rest and leave, the probation and the signatures, in English and in Arabic', async () => {
    const { order, worker, process } = await hired();
    const response = await contract(process.id, await staffHeaders(app, 'sales'));
    expectPrivatePdf(response.response, `contract-${order.number}.pdf`);
    const text = textOf(response.response.rawPayload);
    for (const expected of [
      'Standard employment contract of a domestic worker',
      `Order ${order.number}`,
      'First party, the employer and sponsor: Fatima Al Mansoori',
      'Nationality: United Arab Emirates',
      '784-1990-1234567-1',
      'Second party, the worker: Maria Santos',
      'Nationality: Philippines',
      `Passport number: ${worker.passportNumber}`,
      'as Housemaid',
      'in Dubai',
      'AED 1,800',
      'no more than 12 hours a day',
      '8 consecutive hours of rest',
      'one paid day off every week',
      '30 days of paid leave a year',
      'runs for 24 months',
      'the first 6 months are the probation',
      'The employer (first party)',
      'Signature:',
    ])
      expect(text).toContain(expected);
    // The Arabic as typed, in reading order.
    for (const expected of [
      'عقد العمل الموحد للعمالة المساعدة',
      'صاحب العمل والكفيل',
      'فاطمة المنصوري',
      'ماريا سانتوس',
      'الإمارات العربية المتحدة',
      'الفلبين',
      'عاملة منزلية',
      // Numbers inside an Arabic line come back apart from its words (pdftotext gives a mixed line's runs in visual order).
      'قدره',
      'درهم',
      'تبدأ من يوم مباشرة العامل العمل لدى صاحب',
      'أشهر منها فترة تجربة',
      'الراحة الأسبوعية',
      'التوقيعات',
    ])
      expect(text).toContain(expected);
  });

  it("states the package's terms as the placement will: a full-refund window changed today, a Monthly hire's months", async () => {
    await app.db.update(packages).set({ fullRefundMonths: 3 }).where(eq(packages.kind, 'Main'));
    try {
      const { process } = await hired();
      const text = textOf((await contract(process.id, admin)).response.rawPayload);
      expect(text).toContain('the first 3 months are the probation');
    } finally {
      await app.db.update(packages).set({ fullRefundMonths: 6 }).where(eq(packages.kind, 'Main'));
    }
    const monthly = await hired('Monthly');
    const text = textOf((await contract(monthly.process.id, admin)).response.rawPayload);
    expect(text).toContain('may be renewed month by month');
    expect(text).toContain('the agency replaces the worker at no extra fee whenever the employer asks');
    expect(text).not.toContain('are the probation');
  });

  it('answers 404 for an unknown process and for one without an order, in the reader’s language', async () => {
    const unknown = await contract(999_999, admin);
    expect([unknown.status, unknown.code]).toEqual([404, 'processes.notFound']);
    const { laborId } = await workerAndClient(app);
    const started = await call(app, processesApi.start, { body: { laborId, location: 'inUae', packageKind: 'Main' }, headers: admin });
    expect(started.status, started.response.body).toBe(201);
    const orderless = await contract(started.data.id, admin);
    expect([orderless.status, orderless.code, orderless.message]).toEqual([
      404,
      'processes.contractNeedsOrder',
      translate('en', 'processes.contractNeedsOrder'),
    ]);
    const inArabic = await contract(started.data.id, { ...admin, ...arabic });
    expect(inArabic.message).toBe(translate('ar', 'processes.contractNeedsOrder'));
  });

  it('is for the staff who run steps: accounts, content and the family are refused', async () => {
    const { client, process } = await hired();
    expect((await contract(process.id, await staffHeaders(app, 'manager'))).status).toBe(200);
    for (const role of ['accounts', 'content'] as const) expect((await contract(process.id, await staffHeaders(app, role))).status, role).toBe(403);
    expect((await contract(process.id, await clientHeaders(app, client))).status).toBe(403);
    expect((await call(app, processContractApi.pdf, { params: { id: process.id } })).status).toBe(401);
  });
});
