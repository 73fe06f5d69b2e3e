// @vitest-environment jsdom
/**
 * The family's visa and contract process on their order (docs/decisions/032, "The family's view"):
 * nothing before the hire, then the steps in their language as an ordered list, the next one marked
 * current with its appointment and what to bring, and the expected handover.
 */
import {
  formatUaeDate,
  formatUaeDateTime,
  ordersApi,
  paymentsApi,
  processDocumentsApi,
  processesApi,
  PROCESS_STEP_KINDS,
  WEB_ROUTES,
  type TFamilyProcess,
  type TLocale,
  type TOrder,
} from '@app/shared';
import { describe, expect, test } from 'vitest';
import { aClient, anInvoice, anOrder, anOrderFinance, answersContactInfo, CLIENT_TOKEN, signedIn } from '../../../test-support/fixtures';
import { fakeServer, gate } from '../../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../../test-support/render';

const APPROVED = '2026-12-01T08:00:00.000Z';
const MEDICAL_AT = '2026-12-10T05:30:00.000Z';
const PAYMENT = { method: 'bankTransfer' as const, reference: 'TRX-1', chosenAt: '2026-12-01T09:00:00.000Z', confirmedAt: '2026-12-02T09:00:00.000Z' };
const approved = anOrder({ status: 'InProgress', approvedAt: APPROVED, invoice: anInvoice() });
const hired = anOrder({ status: 'Hired', approvedAt: APPROVED, invoice: anInvoice(), payment: PAYMENT });

type TStepWords = { name: string; bring?: string };
const WORDS: Record<
  TLocale,
  { contract: TStepWords; entryPermit: TStepWords; medical: TStepWords; biometrics: TStepWords; handover: TStepWords; place: string }
> = {
  en: {
    contract: { name: 'Employment contract' },
    entryPermit: { name: 'Entry permit' },
    medical: { name: 'Medical fitness test', bring: "Her passport and two photos\nYour Emirates ID's copy" },
    biometrics: { name: 'Emirates ID biometrics' },
    handover: { name: 'Handover to the family' },
    place: 'Al Barsha Medical Fitness Centre',
  },
  ar: {
    contract: { name: 'عقد العمل' },
    entryPermit: { name: 'تصريح الدخول' },
    medical: { name: 'الفحص الطبي للياقة', bring: 'جواز سفرها وصورتان شخصيتان' },
    biometrics: { name: 'بصمات الهوية الإماراتية' },
    handover: { name: 'التسليم إلى الأسرة' },
    place: 'مركز البرشاء للياقة الطبية',
  },
};

const step = (kind: TFamilyProcess['steps'][number]['kind'], words: TStepWords, rest: Partial<TFamilyProcess['steps'][number]>) => ({
  id: 100 + PROCESS_STEP_KINDS.indexOf(kind),
  kind,
  name: words.name,
  state: 'todo' as const,
  isNext: false,
  doneOn: null,
  dueDate: '2026-12-20',
  appointmentAt: null,
  appointmentPlace: '',
  bring: words.bring ?? '',
  asks: [],
  ...rest,
});

/** Two steps done, the medical test booked and next, two still to come; as the server answers it in this language. */
function aProcess(language: TLocale): TFamilyProcess {
  const words = WORDS[language];
  return {
    location: 'abroad',
    status: 'running',
    startedOn: '2026-12-02',
    expectedHandover: '2026-12-20',
    steps: [
      step('contract', words.contract, { state: 'done', doneOn: '2026-12-03', dueDate: '2026-12-04' }),
      step('entryPermit', words.entryPermit, { state: 'done', doneOn: '2026-12-07', dueDate: '2026-12-09' }),
      step('medical', words.medical, { state: 'booked', isNext: true, dueDate: '2026-12-11', appointmentAt: MEDICAL_AT, appointmentPlace: words.place }),
      step('biometrics', words.biometrics, { dueDate: '2026-12-14', bring: 'Not shown before its turn' }),
      step('handover', words.handover, { dueDate: '2026-12-20' }),
    ],
  };
}

/** The client's order page as the app composes it (app/compose), the order and its process as the server holds them. */
async function openOrderPage(language: TLocale, order: TOrder, process: TFamilyProcess | null, answer?: Promise<void>) {
  const server = fakeServer();
  signedIn(server, aClient, CLIENT_TOKEN);
  answersContactInfo(server);
  server.on(processesApi.family, async (request) => {
    await answer;
    return request.params.id === order.id ? request.ok(process) : request.refuse(404, 'orders.notFound');
  });
  server.on(ordersApi.get, (request) => request.ok(order));
  server.on(paymentsApi.orderFinance, (request) => request.ok(anOrderFinance()));
  const app = await openApp(language, { token: CLIENT_TOKEN });
  const page = await import('../../../app/compose/ClientOrderPage');
  app.render({ path: WEB_ROUTES.clientOrder, Component: page.default, loader: page.loader }, { at: WEB_ROUTES.clientOrder.replace(':id', String(order.id)) });
  await screen.findByRole('region', { name: app.t('clientOrders.summary') });
  return { app, server };
}

const itemNamed = (items: HTMLElement[], name: string) => items.find((item) => within(item).queryByText(name))!;

describe("the family's visa and contract process on their order", () => {
  test('before the hire the page neither asks for it nor shows it', async () => {
    const { app, server } = await openOrderPage('en', approved, null);
    expect(screen.queryByRole('region', { name: app.t('processTimeline.title.abroad') })).toBeNull();
    expect(server.requests(processesApi.family)).toHaveLength(0);
  });

  test('a hired order with no process yet (the server answers null) shows nothing', async () => {
    const { app, server } = await openOrderPage('en', hired, null);
    await waitFor(() => expect(server.requests(processesApi.family)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('process-skeleton')).toBeNull());
    expect(screen.queryByRole('region', { name: app.t('processTimeline.title.abroad') })).toBeNull();
  });

  test('in English: done steps with their days, the next with its appointment and what to bring, later ones expected, the handover day', async () => {
    const { app } = await openOrderPage('en', hired, aProcess('en'));
    const timeline = await screen.findByRole('region', { name: 'Visa and arrival' });
    expect(within(timeline).getByText(app.t('processTimeline.expectedHandover')).parentElement?.textContent).toBe('Expected handover 20 December 2026');
    const items = within(within(timeline).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      ['Employment contract', 'Entry permit', 'Medical fitness test', 'Emirates ID biometrics', 'Handover to the family'].map((name) =>
        expect.stringContaining(name),
      ),
    );
    expect(within(items[0]!).getByText('Done on 3 December 2026')).toBeTruthy();
    expect(within(items[1]!).getByText('Done on 7 December 2026')).toBeTruthy();
    const next = itemNamed(items, 'Medical fitness test');
    expect(within(next).getByText('Next step')).toBeTruthy();
    expect(within(next).getByText(formatUaeDateTime(MEDICAL_AT, 'en'))).toBeTruthy();
    expect(formatUaeDateTime(MEDICAL_AT, 'en')).toContain('09:30 (UAE time)');
    expect(within(next).getByText('Al Barsha Medical Fitness Centre')).toBeTruthy();
    expect(within(next).getByText('What to bring')).toBeTruthy();
    expect(within(next).getByText(/Her passport and two photos/).textContent).toBe(WORDS.en.medical.bring);
    const later = itemNamed(items, 'Emirates ID biometrics');
    expect(within(later).getByText('Expected by 14 December 2026')).toBeTruthy();
    // What to bring for a later step waits for its turn.
    expect(within(later).queryByText('Not shown before its turn')).toBeNull();
  });

  test('the next step, and only it, is the current one', async () => {
    await openOrderPage('en', hired, aProcess('en'));
    const timeline = await screen.findByRole('region', { name: 'Visa and arrival' });
    const current = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(within(current[0]!).getByText('Medical fitness test')).toBeTruthy();
  });

  test('in Arabic the page reads right to left, in Arabic words and days', async () => {
    const { app } = await openOrderPage('ar', hired, aProcess('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    const timeline = await screen.findByRole('region', { name: 'التأشيرة والوصول' });
    expect(within(timeline).getByText('موعد التسليم المتوقع')).toBeTruthy();
    expect(within(timeline).getByText(formatUaeDate('2026-12-20', 'ar'))).toBeTruthy();
    expect(within(timeline).getByText(app.t('processTimeline.doneOn', { date: formatUaeDate('2026-12-03', 'ar') }))).toBeTruthy();
    const next = within(timeline)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step')!;
    expect(within(next).getByText('الفحص الطبي للياقة')).toBeTruthy();
    expect(within(next).getByText('الخطوة التالية')).toBeTruthy();
    expect(within(next).getByText('ما يجب إحضاره')).toBeTruthy();
    expect(within(next).getByText(formatUaeDateTime(MEDICAL_AT, 'ar'))).toBeTruthy();
    expect(within(timeline).getByText(app.t('processTimeline.expectedBy', { date: formatUaeDate('2026-12-14', 'ar') }))).toBeTruthy();
  });

  test('while it loads a quiet block holds its place; once done the handover reads as done', async () => {
    const answer = gate();
    const done: TFamilyProcess = {
      ...aProcess('en'),
      status: 'done',
      steps: aProcess('en').steps.map((each) => ({ ...each, state: 'done', isNext: false, doneOn: '2026-12-18', appointmentAt: null })),
    };
    const { app } = await openOrderPage('en', { ...hired, status: 'Delivered' }, done, answer.promise);
    expect(await screen.findByTestId('process-skeleton')).toBeTruthy();
    answer.open();
    const timeline = await screen.findByRole('region', { name: 'Visa and arrival' });
    expect(screen.queryByTestId('process-skeleton')).toBeNull();
    expect(within(timeline).getByText(app.t('processTimeline.handedOver'))).toBeTruthy();
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('aria-current')),
    ).toEqual([]);
    expect(within(timeline).getAllByText('Done on 18 December 2026')).toHaveLength(5);
  });

  test("it is read again when the order's queries are", async () => {
    const { server } = await openOrderPage('en', hired, aProcess('en'));
    await screen.findByRole('region', { name: 'Visa and arrival' });
    const [{ queryClient }, { invalidateTags }] = await Promise.all([import('../../../lib/query-client'), import('../../../lib/endpoint-query')]);
    invalidateTags(queryClient, ['orders']);
    await waitFor(() => expect(server.requests(processesApi.family)).toHaveLength(2));
  });

  describe('what a step asks the family to upload', () => {
    /** The entry permit next, asking for three papers: the Emirates ID given on the step, the tenancy contract on the profile, the salary certificate still needed. */
    const asking = (status: TFamilyProcess['status'] = 'running'): TFamilyProcess => {
      const base = aProcess('en');
      const permit = step('entryPermit', WORDS.en.entryPermit, {
        isNext: true,
        asks: [
          { kind: 'emiratesId', file: { fileName: 'my-id.pdf', uploadedAt: '2026-12-03T08:00:00.000Z', onProfile: false } },
          { kind: 'tenancyContract', file: { fileName: 'ejari-2026.pdf', uploadedAt: '2026-11-20T08:00:00.000Z', onProfile: true } },
          { kind: 'salaryCertificate', file: null },
        ],
      });
      return { ...base, status, steps: [base.steps[0]!, permit, ...base.steps.slice(2).map((each) => ({ ...each, state: 'todo' as const, isNext: false }))] };
    };
    const permitId = 100 + PROCESS_STEP_KINDS.indexOf('entryPermit');

    test('lists each paper, given (when, on the step or the profile) or still needed, and sends the one chosen to the step; the process is read again', async () => {
      const { app, server } = await openOrderPage('en', hired, asking());
      server.on(processDocumentsApi.familyUpload, (request) =>
        request.created(
          { kind: 'tenancyContract', file: { fileName: 'ejari.pdf', uploadedAt: '2026-12-04T08:00:00.000Z', onProfile: false } },
          'processDocuments.uploaded',
        ),
      );
      const timeline = await screen.findByRole('region', { name: 'Visa and arrival' });
      const asked = within(timeline).getByRole('list', { name: app.t('processDocuments.family.asked') });
      const papers = within(asked).getAllByRole('listitem');
      expect(papers.map((paper) => paper.textContent)).toEqual([
        expect.stringContaining('my-id.pdf · Given on 3 December 2026'),
        expect.stringContaining('ejari-2026.pdf · On your profile since 20 November 2026'),
        expect.stringContaining(app.t('processDocuments.family.missing')),
      ]);
      expect(within(papers[0]!).getByRole('button', { name: app.t('processDocuments.family.replaceNamed', { kind: 'Emirates ID' }) })).toBeTruthy();

      // A paper from the profile counts; one uploaded here is for the step, not a replacement of the profile's.
      within(papers[1]!).getByRole('button', { name: app.t('processDocuments.family.uploadNamed', { kind: 'Tenancy contract' }) });
      const input = papers[1]!.querySelector<HTMLInputElement>('input[type="file"]')!;
      await app.user.upload(input, new File(['%PDF-1.4'], 'ejari.pdf', { type: 'application/pdf' }));
      await waitFor(() => expect(server.requests(processDocumentsApi.familyUpload)).toHaveLength(1));
      const [sent] = server.requests(processDocumentsApi.familyUpload);
      expect(sent!.params).toEqual({ id: hired.id, stepId: permitId });
      expect(sent!.query.get('kind')).toBe('tenancyContract');
      await waitFor(() => expect(server.requests(processesApi.family)).toHaveLength(2));
    });

    test('a file over 5 MB is refused before it is sent; the server’s refusal of its bytes is said on the paper', async () => {
      const { app, server } = await openOrderPage('en', hired, asking());
      server.on(processDocumentsApi.familyUpload, (request) => request.refuse(415, 'documents.scanType'));
      const timeline = await screen.findByRole('region', { name: 'Visa and arrival' });
      const papers = within(within(timeline).getByRole('list', { name: app.t('processDocuments.family.asked') })).getAllByRole('listitem');
      const input = papers[2]!.querySelector<HTMLInputElement>('input[type="file"]')!;
      await app.user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'salary.pdf', { type: 'application/pdf' }));
      expect(within(papers[2]!).getByRole('alert').textContent).toBe(app.t('payments.file.tooLarge'));
      expect(server.requests(processDocumentsApi.familyUpload)).toHaveLength(0);

      await app.user.upload(input, new File(['<html>'], 'salary.pdf', { type: 'application/pdf' }));
      await waitFor(() => expect(within(papers[2]!).getByRole('alert').textContent).toBe(app.t('documents.scanType')));
    });

    test('once the process is no longer running, nothing is asked', async () => {
      const { app } = await openOrderPage('en', hired, asking('canceled'));
      const timeline = await screen.findByRole('region', { name: 'Visa and arrival' });
      expect(within(timeline).queryByRole('list', { name: app.t('processDocuments.family.asked') })).toBeNull();
    });
  });
});
