import { readFile } from 'node:fs/promises';
import { translate } from '../packages/shared/src/i18n/translate';
import { answerQuestionnaire } from './apply';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, test, useLanguage } from './fixtures';

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const label = (key: string) => ({ name: t(key), exact: true });

  test(`the admin adds a branch the contact page shows, then deletes it (${locale})`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    await useLanguage(page, locale);
    await signInAsAdmin(page);
    const stamp = Date.now();
    const name = { en: `Sharjah branch ${stamp}`, ar: `فرع الشارقة ${stamp}` };

    await page.goto('/BranchesList');
    await page.getByRole('button', { name: t('contentAdmin.addBranch') }).click();
    const dialog = page.getByRole('dialog', { name: t('contentAdmin.addBranch') });
    await dialog.getByRole('textbox', label('contentAdmin.branch.name')).fill(name.en);
    await dialog.getByRole('textbox', label('contentAdmin.branch.nameAr')).fill(name.ar);
    await dialog.getByRole('textbox', label('contentAdmin.branch.address')).fill('Al Majaz 2, Sharjah');
    await dialog.getByRole('textbox', label('contentAdmin.branch.addressAr')).fill('المجاز 2، الشارقة');
    await dialog.getByRole('combobox', label('contentAdmin.branch.telephones')).fill('+971 6 555 1234');
    await dialog.getByRole('combobox', label('contentAdmin.branch.telephones')).press('Enter');
    await dialog.getByRole('textbox', label('contentAdmin.branch.whatsAppNumber')).fill('call us');
    await dialog.getByRole('textbox', label('contentAdmin.branch.email')).fill('sharjah@example.com');
    await dialog.getByRole('button', { name: t('lookups.save') }).click();
    await expect(dialog.getByText(t('validation.whatsAppInvalid'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('textbox', label('contentAdmin.branch.whatsAppNumber')).fill('971501234567');
    await dialog.getByRole('button', { name: t('lookups.save') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('cms.added') })).toBeVisible();
    await expect(page.getByRole('cell', { name: name[locale], exact: true })).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await useLanguage(visitor, locale);
    await visitor.goto('/ContactUs');
    await expect(visitor.getByRole('heading', { level: 3, name: name[locale] })).toBeVisible();
    await expect(visitor.getByRole('article', { name: name[locale] }).getByText('+971 6 555 1234')).toBeVisible();

    await page.getByRole('button', { name: t('lookups.deleteLabel', { name: name[locale] }) }).click();
    await page.getByRole('dialog', { name: t('contentAdmin.deleteBranchTitle') }).getByRole('button', { name: t('lookups.delete') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('cms.deleted') })).toBeVisible();
    await expect(page.getByRole('cell', { name: name[locale], exact: true })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 2, name: t('home.branchesTitle') })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 3, name: name[locale] })).toHaveCount(0);
  });

  test(`the admin adds a question, reads the application that answers it, exports it and retires the question (${locale})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await useLanguage(page, locale);
    await signInAsAdmin(page);
    const stamp = Date.now();
    const question = { en: `Are you happy to live with pets? ${stamp}`, ar: `هل تقبلين العيش مع حيوانات أليفة؟ ${stamp}` };
    const cats = { en: `Yes, cats ${stamp}`, ar: `نعم، القطط ${stamp}` };
    const dogs = { en: `Yes, dogs ${stamp}`, ar: `نعم، الكلاب ${stamp}` };

    await page.goto('/QuestionsList');
    await page.getByRole('button', { name: t('contentAdmin.addQuestion') }).click();
    const dialog = page.getByRole('dialog', { name: t('contentAdmin.addQuestion') });
    await dialog.getByRole('textbox', label('contentAdmin.question.textEn')).fill(question.en);
    await dialog.getByRole('textbox', label('contentAdmin.question.textAr')).fill(question.ar);
    await dialog.getByRole('combobox', label('contentAdmin.question.kind')).selectOption('single');
    await dialog.getByRole('button', { name: t('contentAdmin.question.addOption') }).click();
    await dialog.getByRole('textbox', { name: t('contentAdmin.question.optionEn', { number: 1 }) }).fill(cats.en);
    await dialog.getByRole('textbox', { name: t('contentAdmin.question.optionAr', { number: 1 }) }).fill(cats.ar);
    await dialog.getByRole('button', { name: t('lookups.save') }).click();
    await expect(dialog.getByText(t('validation.optionsRequired'))).toBeVisible();
    await dialog.getByRole('button', { name: t('contentAdmin.question.addOption') }).click();
    await dialog.getByRole('textbox', { name: t('contentAdmin.question.optionEn', { number: 2 }) }).fill(dogs.en);
    await dialog.getByRole('textbox', { name: t('contentAdmin.question.optionAr', { number: 2 }) }).fill(dogs.ar);
    // Last and not required, so the other browser tests' applications still go through while it exists.
    await dialog.getByRole('spinbutton', label('contentAdmin.sortOrder')).fill('99');
    await dialog.getByRole('switch', label('contentAdmin.question.isRequired')).uncheck();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: t('lookups.save') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('cms.added') })).toBeVisible();
    await expect(page.getByRole('cell', { name: question[locale], exact: true })).toBeVisible();

    const applicant = `Amina Hassan ${stamp}`;
    const visitor = await (await browser.newContext()).newPage();
    await useLanguage(visitor, locale);
    await visitor.goto('/Apply');
    await answerQuestionnaire(visitor, locale, applicant);
    await visitor.getByRole('radio', { name: cats[locale] }).check();
    await visitor.getByRole('button', { name: t('site.sendApplication') }).click();
    await expect(visitor.getByRole('status').filter({ hasText: t('cms.answersSaved') })).toBeVisible();

    await page.goto('/AnswersList');
    await page.getByRole('button', { name: t('contentAdmin.viewAnswers', { name: applicant }) }).click();
    const application = page.getByRole('dialog');
    await expect(application.getByRole('term').filter({ hasText: question[locale] })).toBeVisible();
    await expect(application.getByRole('definition').filter({ hasText: cats[locale] })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await application.getByRole('button', { name: t('account.cancel') }).click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('contentAdmin.exportCsv') }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toContain(`"${question[locale]}"`);
    expect(csv).toContain(`"${applicant}"`);
    expect(csv).toContain(`"${cats[locale]}"`);

    // Answered, the question cannot be deleted; deactivated, applicants no longer see it.
    await page.goto('/QuestionsList');
    await page.getByRole('button', { name: t('lookups.deleteLabel', { name: question[locale] }) }).click();
    await page.getByRole('dialog', { name: t('contentAdmin.deleteQuestionTitle') }).getByRole('button', { name: t('lookups.delete') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('cms.questionInUse') })).toBeVisible();
    await page.getByRole('button', { name: t('lookups.editLabel', { name: question[locale] }) }).click();
    const edit = page.getByRole('dialog', { name: t('contentAdmin.editQuestion') });
    await expect(edit.getByRole('textbox', { name: t('contentAdmin.question.optionEn', { number: 2 }) })).toHaveValue(dogs.en);
    await edit.getByRole('switch', label('contentAdmin.question.isActive')).uncheck();
    await edit.getByRole('button', { name: t('lookups.save') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('cms.updated') })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: t('site.sendApplication') })).toBeVisible();
    await expect(visitor.getByText(question[locale])).toHaveCount(0);
  });
}
