// @vitest-environment jsdom
/** The worker form's passport, locked once added for a role that may not change it, and what a keystroke renders. */
import { ageOn, type TLocale, type TUser } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { anAdmin, anAdminLabor } from '../../test-support/fixtures';
import { screen, waitFor } from '../../test-support/render';
import { uploadRenders, openForm, field } from './worker-form.support';

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
