// @vitest-environment jsdom
/**
 * An applicant's page in the back office: her answers and notes in the reader's language, the
 * handling form that sends only what changed, the notes box, and the worker form pre-filled from
 * her answers once she is accepted.
 */
import { WEB_ROUTES, type TApplicant, type TLocale, applicantsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, answersReferenceLists, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

const anApplicant = (overrides: Partial<TApplicant> = {}): TApplicant => ({
  id: 12,
  name: 'Siti Rahma',
  phone: '+971 50 765 4321',
  nationality: 'Indonesia',
  position: 'Nanny',
  status: 'new',
  owner: null,
  followUpOn: null,
  laborId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  answers: [
    { questionId: 1, question: 'Full name as in your passport', answer: 'Siti Rahma' },
    { questionId: 2, question: 'Nationality', answer: 'Indonesia' },
  ],
  notes: [{ id: 3, text: 'Called her on Sunday', author: 'Office Admin', createdAt: '2026-11-21T06:30:00.000Z' }],
  labor: null,
  ...overrides,
});

/** A field's label as read, a required one's asterisk aside (and not a longer label that starts the same). */
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

const OWNERS = [
  { id: 1, userName: 'Office Admin' },
  { id: 2, userName: 'sales.amal' },
];

async function openPage(language: TLocale, applicant: TApplicant) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  answersReferenceLists(server);
  let current = applicant;
  server.on(applicantsApi.get, (request) => request.ok(current));
  // After the one above: the later of two routes that match answers (the server prefers the fixed path too).
  server.on(applicantsApi.owners, (request) => request.ok(OWNERS));
  server.on(applicantsApi.history, (request) => request.ok([]));
  server.on(applicantsApi.update, (request) => {
    const change = request.body;
    const owner = change.ownerId === undefined ? current.owner : (OWNERS.find((one) => one.id === change.ownerId) ?? null);
    current = { ...current, ...(change.status ? { status: change.status } : {}), owner, updatedAt: '2026-11-22T09:00:00.000Z' };
    return request.ok(current, 'applicants.saved');
  });
  server.on(applicantsApi.addNote, (request) => {
    const { text } = request.body;
    current = { ...current, notes: [...current.notes, { id: 4, text, author: 'Office Admin', createdAt: '2026-11-22T09:00:00.000Z' }] };
    return request.ok(current, 'applicants.noteAdded');
  });
  server.on(applicantsApi.prefill, (request) =>
    request.ok({
      name: 'Siti Rahma',
      countryId: 4,
      positionId: 6,
      languageIds: [1],
      experience: '1 to 3 years',
      experienceAr: 'من سنة إلى 3 سنوات',
      note: 'Can start in January',
    }),
  );
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('../../app/compose/ApplicantDetailsPage');
  app.render({ path: WEB_ROUTES.applicantDetails, Component: page.default }, { at: `/ApplicantDetails/${applicant.id}` });
  await screen.findByRole('heading', { level: 1, name: new RegExp(applicant.name) });
  return { app, server };
}

describe("an applicant's page", () => {
  test.each<TLocale>(['en', 'ar'])(
    'in %s: shows her answers and notes; saving sends only what changed; an empty note is refused before sending',
    async (language) => {
      const { app, server } = await openPage(language, anApplicant());
      expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const answers = screen.getByRole('region', { name: app.t('applicants.answers') });
      expect(within(answers).getByText('Nationality')).toBeTruthy();
      expect(within(answers).getByText('Indonesia')).toBeTruthy();
      expect(screen.getByText('Called her on Sunday')).toBeTruthy();
      // Not accepted yet: no worker can be made from her.
      expect(screen.getByText(app.t('applicants.acceptFirst'))).toBeTruthy();
      expect(screen.queryByRole('button', { name: app.t('applicants.makeWorker') })).toBeNull();

      const save = screen.getByRole('button', { name: app.t('applicants.save') });
      expect(save.matches(':disabled')).toBe(true);
      await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('applicants.statusLabel') }), app.t('applicants.status.accepted'));
      await app.user.selectOptions(screen.getByRole('combobox', { name: app.t('applicants.owner') }), 'sales.amal');
      await app.user.click(save);
      await waitFor(() => expect(server.requests(applicantsApi.update).map((request) => request.body)).toEqual([{ status: 'accepted', ownerId: 2 }]));
      await screen.findByRole('button', { name: app.t('applicants.makeWorker') });

      const addNote = screen.getByRole('button', { name: app.t('applicants.addNote') });
      await app.user.click(addNote);
      const box = screen.getByRole('textbox', { name: app.t('applicants.noteLabel') });
      await waitFor(() => expect(errorOf(box)).toBe(app.t('validation.noteRequired')));
      expect(server.requests(applicantsApi.addNote)).toEqual([]);
      await app.fill(box, 'Interview on Tuesday');
      await app.user.click(addNote);
      await screen.findByText('Interview on Tuesday');
      expect(server.requests(applicantsApi.addNote).map((request) => request.body)).toEqual([{ text: 'Interview on Tuesday' }]);
      await waitFor(() => expect(box).toHaveProperty('value', ''));
    },
  );

  test('accepted: "Make a worker" opens the worker form with her answers in it', async () => {
    const { app } = await openPage('en', anApplicant({ status: 'accepted' }));
    await app.user.click(await screen.findByRole('button', { name: app.t('applicants.makeWorker') }));
    const form = await screen.findByRole('region', { name: app.t('applicants.makeWorkerTitle') });
    const name = await within(form).findByLabelText(labelled(app.t('laborsAdmin.name')));
    expect(name).toHaveProperty('value', 'Siti Rahma');
    await waitFor(() => expect(within(form).getByLabelText(labelled(app.t('laborsAdmin.nationality')))).toHaveProperty('value', '4'));
    expect(within(form).getByRole('checkbox', { name: 'English' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'Arabic' })).toHaveProperty('checked', false);
    expect(within(form).getByLabelText(labelled(app.t('laborsAdmin.expPeriod')))).toHaveProperty('value', '1 to 3 years');
    expect(within(form).getByText('Can start in January')).toBeTruthy();
  });

  test('made a worker: links to her, and her status can no longer change', async () => {
    const { app } = await openPage(
      'en',
      anApplicant({ status: 'accepted', laborId: 40, labor: { id: 40, code: 'SK-0040', name: 'Siti Rahma', nameAr: 'سيتي رحمة' } }),
    );
    const worker = screen.getByRole('region', { name: app.t('applicants.worker') });
    expect(within(worker).getByRole('link', { name: 'Siti Rahma' }).getAttribute('href')).toBe('/LaborsView/40');
    expect(screen.getByRole('combobox', { name: app.t('applicants.statusLabel') }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: app.t('applicants.makeWorker') })).toBeNull();
  });
});
