// @vitest-environment jsdom
/**
 * The back office's worker form, on its add and edit pages: what it requires, in the reader's
 * language, what it sends, and where the server's objections to a field are shown.
 */
import { ageOn, WEB_ROUTES, type TAdminLabor, type TLocale, type TUser, laborsApi, uploadsApi } from '@app/shared';
import { createElement, type ComponentProps } from 'react';
import type * as FileUploadModule from '../../app/ui/FileUpload';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_TOKEN, anAdmin, anAdminLabor, answersReferenceLists, signedIn } from '../../test-support/fixtures';
import { fakeServer, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, type TOpenApp } from '../../test-support/render';

/** How many times the form's upload fields (photo, video) rendered: they stand for the fields a keystroke elsewhere must leave alone. */
const uploadRenders = { count: 0 };

/**
 * Counts the upload fields' renders. Set for each test after openApp, as the app's modules of the
 * test's language are loaded: the counted component is the one of those modules (its words).
 */
function countUploadRenders() {
  vi.doMock('../../app/ui/FileUpload', async (importOriginal) => {
    const original = await importOriginal<typeof FileUploadModule>();
    return {
      ...original,
      FileUpload: (props: ComponentProps<typeof original.FileUpload>) => {
        uploadRenders.count += 1;
        return createElement(original.FileUpload, props);
      },
    };
  });
}

const UPLOADED = {
  image: 'c'.repeat(32) + '.webp',
  thumbnail: 'd'.repeat(32) + '.webp',
};

/** The add page, or the edit page of `labor`; `onSave` answers the form's save. */
async function openForm(
  language: TLocale,
  { labor, onSave, who = anAdmin }: { labor?: TAdminLabor; onSave?: THandler<typeof laborsApi.add | typeof laborsApi.update>; who?: TUser } = {},
) {
  const server = fakeServer();
  signedIn(server, who, ADMIN_TOKEN);
  answersReferenceLists(server);
  server.on(uploadsApi.image, (request) => request.ok(UPLOADED));
  if (labor) server.on(laborsApi.adminGet, (request) => request.ok(labor));
  if (onSave) server.on(labor ? laborsApi.update : laborsApi.add, onSave);
  const app = await openApp(language, { token: ADMIN_TOKEN });
  countUploadRenders();
  const page = labor ? await import('./pages/EditLaborPage') : await import('./pages/AddLaborPage');
  app.render(
    {
      path: labor ? WEB_ROUTES.laborsEdit : WEB_ROUTES.addLabor,
      Component: page.default,
    },
    { at: labor ? `/LaborsEdit/${labor.id}` : WEB_ROUTES.addLabor },
  );
  await screen.findByRole('button', {
    name: app.t(labor ? 'laborsAdmin.save' : 'laborsAdmin.addSubmit'),
  });
  // The reference lists have arrived when the nationality can be chosen.
  await waitFor(() => expect(field(app, 'laborsAdmin.nationality', 'combobox').querySelectorAll('option').length).toBeGreaterThan(1));
  const saves = () => server.requests(labor ? laborsApi.update : laborsApi.add).map((request) => request.body);
  return { app, server, saves };
}

type TRole = 'textbox' | 'combobox' | 'spinbutton';

const TAGS: Record<TRole, (element: HTMLElement) => boolean> = {
  textbox: (element) =>
    element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && ['text', 'url', 'email', 'tel', ''].includes(element.type)),
  combobox: (element) => element instanceof HTMLSelectElement,
  spinbutton: (element) => element instanceof HTMLInputElement && element.type === 'number',
};

/**
 * A field by its label as the user reads it (a required one's asterisk aside); `role` tells apart
 * two fields with one label (the position of the job and that of a past job). Labels, not roles,
 * are looked up: a role query computes every field's accessible name and is slow on a form this big.
 */
function field(app: TOpenApp, key: string, role?: TRole, params?: Record<string, string | number>): HTMLInputElement {
  const label = app.t(key as never, params).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const fields = screen.getAllByLabelText(new RegExp(`^${label}\\s*\\*?$`));
  const matching = role ? fields.filter(TAGS[role]) : fields;
  if (matching.length !== 1) throw new Error(`${matching.length} fields labelled ${label}${role ? ` (${role})` : ''}`);
  return matching[0] as HTMLInputElement;
}

/** What a screen reader reads after a field's name: the text of the elements its aria-describedby names. */
function accessibleDescriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The required fields, each with the message it shows when left empty. */
const REQUIRED: Array<[label: string, role: TRole | undefined, message: string]> = [
  ['laborsAdmin.name', 'textbox', 'validation.nameRequired'],
  ['laborsAdmin.dateOfBirth', undefined, 'validation.dateOfBirthRequired'],
  ['laborsAdmin.gender', 'combobox', 'validation.genderRequired'],
  ['laborsAdmin.nationality', 'combobox', 'validation.nationalityRequired'],
  ['laborsAdmin.religion', 'combobox', 'validation.religionRequired'],
  ['laborsAdmin.maritalStatus', 'combobox', 'validation.maritalStatusRequired'],
  ['laborsAdmin.address', 'textbox', 'validation.addressRequired'],
  ['laborsAdmin.passportNumber', 'textbox', 'validation.passportNumberRequired'],
  ['laborsAdmin.passportIssueDate', undefined, 'validation.passportIssueDateRequired'],
  ['laborsAdmin.passportExpiryDate', undefined, 'validation.passportExpiryDateRequired'],
  ['laborsAdmin.passportIssuePlace', 'textbox', 'validation.passportIssuePlaceRequired'],
  ['laborsAdmin.position', 'combobox', 'validation.positionRequired'],
  ['laborsAdmin.education', 'combobox', 'validation.educationRequired'],
  ['laborsAdmin.salary', 'spinbutton', 'validation.salaryRequired'],
  ['laborsAdmin.expCountry', 'textbox', 'validation.experienceCountryRequired'],
  ['laborsAdmin.expPosition', 'textbox', 'validation.experiencePositionRequired'],
  ['laborsAdmin.expPeriod', 'textbox', 'validation.experiencePeriodRequired'],
];

describe('the worker form checks what it is given, in the reader’s language', () => {
  test.each<TLocale>(['en', 'ar'])('in %s: each empty required field says what it needs, and nothing is sent', async (language) => {
    const { app, saves } = await openForm(language, {
      onSave: (request) => request.created(anAdminLabor(), 'labors.added'),
    });
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

    await app.user.click(screen.getByRole('button', { name: app.t('laborsAdmin.addSubmit') }));

    await waitFor(() => expect(errorOf(field(app, 'laborsAdmin.name', 'textbox'))).toBe(app.t('validation.nameRequired')));
    for (const [label, role, message] of REQUIRED) expect([label, errorOf(field(app, label, role))]).toEqual([label, app.t(message as never)]);
    expect(errorOf(field(app, 'laborsAdmin.skillName', 'textbox', { n: 1 }))).toBe(app.t('validation.skillRequired'));
    // The photo's message is read with its field, as every other field's is.
    const photo = field(app, 'laborsAdmin.photo');
    expect(errorOf(photo)).toBe(app.t('validation.photoRequired'));
    expect(photo.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescriptionOf(photo)).toContain(app.t('lookups.imageHint'));
    if (language === 'ar') {
      expect(errorOf(field(app, 'laborsAdmin.name', 'textbox'))).toBe('الاسم مطلوب');
      expect(errorOf(field(app, 'laborsAdmin.salary', 'spinbutton'))).toBe('الراتب مطلوب');
    }
    expect(saves()).toEqual([]);
  });
});

describe('editing a worker’s numbers', () => {
  test.each<TLocale>(['en', 'ar'])('in %s: an emptied number stays empty while the user edits, and Save says the salary is required', async (language) => {
    const labor = anAdminLabor();
    const { app, saves } = await openForm(language, {
      labor,
      onSave: (request) => request.ok(labor, 'labors.updated'),
    });

    const salary = field(app, 'laborsAdmin.salary', 'spinbutton');
    const kids = field(app, 'laborsAdmin.kids', 'spinbutton');
    const height = field(app, 'laborsAdmin.height', 'spinbutton');
    for (const number of [salary, kids, height]) {
      await app.user.clear(number);
      expect(number.value).toBe('');
    }
    // Leaving the fields empty keeps them empty (the form does not bring the saved numbers back).
    await app.user.click(field(app, 'laborsAdmin.name', 'textbox'));
    expect([salary.value, kids.value, height.value]).toEqual(['', '', '']);

    await app.user.click(screen.getByRole('button', { name: app.t('laborsAdmin.save') }));
    await waitFor(() => expect(errorOf(salary)).toBe(app.t('validation.salaryRequired')));
    if (language === 'ar') expect(errorOf(salary)).toBe('الراتب مطلوب');
    expect(salary.value).toBe('');
    expect(saves()).toEqual([]);

    // Typed again, the number is the new one alone.
    await app.user.type(salary, '2500');
    expect(salary.value).toBe('2500');
    await waitFor(() => expect(errorOf(salary)).toBeNull());
  });
});

describe('the passport of a worker already added', () => {
  test.each<TLocale>(['en', 'ar'])('in %s: sales staff see it but cannot change it; the rest saves with it as it was', async (language) => {
    const labor = anAdminLabor();
    const sales: TUser = {
      ...anAdmin,
      staffRole: 'sales',
      permissions: ['clients.manage', 'labors.manage', 'orders.view', 'orders.manage', 'enquiries.manage'],
    };
    const { app, saves } = await openForm(language, { labor, who: sales, onSave: (request) => request.ok(labor, 'labors.updated') });

    const passport = field(app, 'laborsAdmin.passportNumber', 'textbox');
    await waitFor(() => expect(passport.matches(':disabled')).toBe(true));
    expect(passport.value).toBe(labor.passportNumber);
    expect(screen.getByText(app.t('laborsAdmin.passportLocked'))).toBeTruthy();
    expect(field(app, 'laborsAdmin.name', 'textbox').matches(':disabled')).toBe(false);

    await app.user.click(screen.getByRole('button', { name: app.t('laborsAdmin.save') }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ passportNumber: labor.passportNumber, passportIssuePlace: labor.passportIssuePlace });
  });

  test('a manager can change it', async () => {
    const { app } = await openForm('en', { labor: anAdminLabor() });
    expect(field(app, 'laborsAdmin.passportNumber', 'textbox').matches(':disabled')).toBe(false);
    expect(screen.queryByText(app.t('laborsAdmin.passportLocked'))).toBeNull();
  });
});

describe('typing in the worker form', () => {
  test('a keystroke renders the field typed in, not the whole form: the uploads beside it stay as they are', async () => {
    const { app } = await openForm('en', { labor: anAdminLabor() });
    const { user } = app;
    const quiet = async (typing: () => Promise<void>) => {
      const before = uploadRenders.count;
      await typing();
      return uploadRenders.count - before;
    };

    expect(await quiet(() => user.type(field(app, 'laborsAdmin.name', 'textbox'), ' Rahma'))).toBe(0);
    const dateOfBirth = field(app, 'laborsAdmin.dateOfBirth');
    expect(
      await quiet(async () => {
        await user.clear(dateOfBirth);
        await user.type(dateOfBirth, '1990-03-15');
      }),
    ).toBe(0);
    // The age beside the date of birth still follows it.
    expect(screen.getByText(app.t('laborsAdmin.ageYears', { count: ageOn('1990-03-15', new Date()) }))).toBeTruthy();
    const salary = field(app, 'laborsAdmin.salary', 'spinbutton');
    expect(
      await quiet(async () => {
        await user.clear(salary);
        await user.type(salary, '2500');
      }),
    ).toBe(0);
  });
});

describe('saving a worker', () => {
  test('values out of range are explained and nothing is sent; corrected, the new worker is sent as the typed record with her uploaded photo, and shown', async () => {
    const created = anAdminLabor({ id: 77 });
    const { app, server, saves } = await openForm('en', {
      onSave: (request) => request.created(created, 'labors.added'),
    });
    const { user } = app;

    await app.fill(field(app, 'laborsAdmin.name', 'textbox'), 'Siti Rahma');
    await app.fill(field(app, 'laborsAdmin.nameAr', 'textbox'), 'سيتي رحمة');
    await user.type(field(app, 'laborsAdmin.dateOfBirth'), '1994-05-20');
    await user.selectOptions(field(app, 'laborsAdmin.gender', 'combobox'), app.t('laborsAdmin.female'));
    await user.selectOptions(field(app, 'laborsAdmin.nationality', 'combobox'), 'Indonesia');
    await user.selectOptions(field(app, 'laborsAdmin.religion', 'combobox'), 'Muslim');
    await user.selectOptions(field(app, 'laborsAdmin.maritalStatus', 'combobox'), 'Married');
    await app.fill(field(app, 'laborsAdmin.height', 'spinbutton'), '158');
    await app.fill(field(app, 'laborsAdmin.address', 'textbox'), 'Jakarta');
    await app.fill(field(app, 'laborsAdmin.passportNumber', 'textbox'), 'b7654321');
    await user.type(field(app, 'laborsAdmin.passportIssueDate'), '2023-02-01');
    const expires = field(app, 'laborsAdmin.passportExpiryDate');
    await user.type(expires, '2023-01-31');
    await app.fill(field(app, 'laborsAdmin.passportIssuePlace', 'textbox'), 'Jakarta');
    await user.selectOptions(field(app, 'laborsAdmin.position', 'combobox'), 'Nanny');
    await user.selectOptions(field(app, 'laborsAdmin.education', 'combobox'), 'University');
    const salary = field(app, 'laborsAdmin.salary', 'spinbutton');
    await app.fill(salary, '100');
    await user.click(screen.getByLabelText('English'));
    await app.fill(field(app, 'laborsAdmin.skillName', 'textbox', { n: 1 }), 'Childcare');
    await app.fill(field(app, 'laborsAdmin.expCountry', 'textbox'), 'Saudi Arabia');
    await app.fill(field(app, 'laborsAdmin.expPosition', 'textbox'), 'Nanny');
    await app.fill(field(app, 'laborsAdmin.expPeriod', 'textbox'), '2018-2023');
    await user.upload(field(app, 'laborsAdmin.photo'), new File(['a photo'], 'siti.jpg', { type: 'image/jpeg' }));
    await screen.findByAltText(app.t('lookups.preview'));
    expect(server.requests(uploadsApi.image)).toHaveLength(1);
    const submit = () => user.click(screen.getByRole('button', { name: app.t('laborsAdmin.addSubmit') }));

    await submit();
    await waitFor(() => expect(errorOf(salary)).toBe(app.t('validation.salaryRange')));
    expect(errorOf(salary)).toBe('Salary must be between 500 and 50,000 AED');
    expect(errorOf(expires)).toBe(app.t('validation.passportExpiryAfterIssue'));
    expect(saves()).toEqual([]);

    // Corrected, each message goes as the field is.
    await user.tripleClick(salary);
    await user.keyboard('2200');
    await waitFor(() => expect(errorOf(salary)).toBeNull());
    await user.clear(expires);
    await user.type(expires, '2033-01-31');
    await submit();

    expect(await screen.findByText(app.t('labors.added'))).toBeTruthy();
    expect(saves()).toEqual([
      {
        name: 'Siti Rahma',
        nameAr: 'سيتي رحمة',
        dateOfBirth: '1994-05-20',
        gender: 'female',
        countryId: 4,
        positionId: 6,
        religionId: 1,
        educationLevelId: 7,
        maritalStatusId: 8,
        languageIds: [1],
        passportNumber: 'B7654321',
        passportIssueDate: '2023-02-01',
        passportExpiryDate: '2033-01-31',
        passportIssuePlace: 'Jakarta',
        address: 'Jakarta',
        kids: 0,
        heightCm: 158,
        weightKg: null,
        salaryAed: 2200,
        skills: [{ name: 'Childcare', nameAr: '' }],
        experiences: [
          {
            country: 'Saudi Arabia',
            countryAr: '',
            position: 'Nanny',
            positionAr: '',
            period: '2018-2023',
            periodAr: '',
          },
        ],
        photo: UPLOADED.image,
        thumbnail: UPLOADED.thumbnail,
        video: null,
        isActive: true,
        status: 'Available',
        stage: 'atAccommodation',
        sourceAgency: '',
        arrivedOn: null,
        availableFrom: null,
      },
    ]);
    await waitFor(() => expect(app.location()).toBe('/LaborsView/77'));
  });

  test('the server’s objection to a field is shown under that field, which gets the focus; the rest is sent as it was', async () => {
    const labor = anAdminLabor();
    const { app, saves } = await openForm('en', {
      labor,
      onSave: (request) =>
        request.refuse(409, 'labors.passportTaken', 'passportNumber', {
          code: 'LB-0007',
        }),
    });

    const salary = field(app, 'laborsAdmin.salary', 'spinbutton');
    expect(salary.value).toBe('1800');
    // Emptied, then typed again, as a user replaces a number.
    await app.user.clear(salary);
    await app.user.type(salary, '2500');
    expect(salary.value).toBe('2500');
    await app.user.click(screen.getByRole('button', { name: app.t('laborsAdmin.save') }));

    const passport = field(app, 'laborsAdmin.passportNumber', 'textbox');
    const message = app.t('labors.passportTaken', { code: 'LB-0007' });
    await waitFor(() => expect(errorOf(passport)).toBe(message));
    expect(document.activeElement).toBe(passport);
    expect(errorOf(salary)).toBeNull();
    expect(saves()).toEqual([
      {
        name: labor.name,
        nameAr: labor.nameAr,
        dateOfBirth: labor.dateOfBirth,
        gender: labor.gender,
        countryId: labor.country.id,
        positionId: labor.position.id,
        religionId: labor.religion.id,
        educationLevelId: labor.educationLevel.id,
        maritalStatusId: labor.maritalStatus.id,
        languageIds: labor.languages.map((item) => item.id),
        passportNumber: labor.passportNumber,
        passportIssueDate: labor.passportIssueDate,
        passportExpiryDate: labor.passportExpiryDate,
        passportIssuePlace: labor.passportIssuePlace,
        address: labor.address,
        kids: labor.kids,
        heightCm: labor.heightCm,
        weightKg: labor.weightKg,
        salaryAed: 2500,
        skills: labor.skills,
        experiences: labor.experiences,
        photo: labor.photo,
        thumbnail: labor.thumbnail,
        video: labor.video,
        isActive: labor.isActive,
        status: labor.status,
        stage: labor.stage,
        sourceAgency: labor.sourceAgency,
        arrivedOn: labor.arrivedOn,
        availableFrom: labor.availableFrom,
      },
    ]);
    expect(app.location()).toBe(`/LaborsEdit/${labor.id}`);
  });
});
