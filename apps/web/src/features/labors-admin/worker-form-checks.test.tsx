// @vitest-environment jsdom
/** The worker form's checks: what it requires, in the reader's language, and its numbers as typed. */
import { type TLocale } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { anAdminLabor } from '../../test-support/fixtures';
import { errorOf, screen, waitFor } from '../../test-support/render';
import { openForm, field, accessibleDescriptionOf, REQUIRED } from './worker-form.support';

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
