// @vitest-environment jsdom
/** Saving a worker: what the form sends, and where the server's objections to a field are shown. */
import { describe, expect, test } from 'vitest';
import { uploadsApi } from '@app/shared';
import { anAdminLabor } from '../../test-support/fixtures';
import { errorOf, screen, waitFor } from '../../test-support/render';
import { UPLOADED, openForm, field } from './worker-form.support';

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
