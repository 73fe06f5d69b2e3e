import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { answerQuestionnaire } from './apply';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, suiteAdminToken, test, useLanguage } from './fixtures';

// The content stories run once, most in Arabic: each fills both languages' fields, and the visitor
// reading Arabic proves the Arabic field (not the English one) is what the site shows.
const locale = 'ar' as const;
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const label = (key: string) => ({ name: t(key), exact: true });
/** A field of one language: "Title (in Arabic)". */
const inLanguage = (key: string, language: 'en' | 'ar') => ({ name: `${t(key)} (${t(`contentAdmin.in.${language}`)})`, exact: true });

test(`the admin adds a branch the contact page shows, then deletes it (${locale})`, async ({ page, browser }) => {
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
  // The emirate its supplies are reported under in the VAT return.
  await dialog.getByRole('combobox', label('contentAdmin.branch.emirate')).selectOption('sharjah');
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
  await expect(page.getByRole('row').filter({ hasText: name[locale] }).getByRole('cell', { name: 'الشارقة', exact: true })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, locale);
  await visitor.goto('/ContactUs');
  await expect(visitor.getByRole('heading', { level: 3, name: name[locale] })).toBeVisible();
  await expect(visitor.getByRole('article', { name: name[locale] }).getByText('+971 6 555 1234')).toBeVisible();

  await page.getByRole('button', { name: t('lookups.deleteLabel', { name: name[locale] }) }).click();
  await page
    .getByRole('dialog', { name: t('contentAdmin.deleteBranchTitle') })
    .getByRole('button', { name: t('lookups.delete') })
    .click();
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
  await page
    .getByRole('dialog', { name: t('contentAdmin.deleteQuestionTitle') })
    .getByRole('button', { name: t('lookups.delete') })
    .click();
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

// A 1x1 PNG, written by the test: no binary fixture in the repository.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test(`the admin writes an article with formatting and a picture, the visitor reads it, then it is deleted (${locale})`, async ({ page, browser }) => {
  test.setTimeout(90_000);
  await useLanguage(page, locale);
  await signInAsAdmin(page);
  const slug = `first-aid-${locale}-${Date.now()}`;
  const title = { en: `Our nannies know first aid ${slug}`, ar: `مربياتنا يتقنّ الإسعافات الأولية ${slug}` };
  const bold = 'حاصلات على شهادة معتمدة.';

  await page.goto('/ContentPages');
  await page.getByRole('link', { name: t('contentAdmin.newArticle') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('contentAdmin.newArticleTitle') })).toBeVisible();
  // Once in CI the first click as the form opened sent nothing (no request in the trace): a click
  // that did nothing is tried again, as a person would.
  await expect(async () => {
    await page.getByRole('button', { name: t('contentAdmin.create') }).click();
    await expect(page.getByText(t('validation.titleRequired')).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // The address names itself, as the titles do (not a bare "field is required").
  await expect(page.getByText(t('validation.pageAddressRequired'), { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: t('contentAdmin.address'), exact: true }).fill(slug);
  await page.getByRole('textbox', inLanguage('contentAdmin.title', 'en')).fill(title.en);
  await page.getByRole('textbox', inLanguage('contentAdmin.title', 'ar')).fill(title.ar);
  const body = page.getByRole('textbox', inLanguage('contentAdmin.body', locale));
  await body.click();
  await body.pressSequentially('تتدرب كل مربية قبل وصولها. ');
  await page
    .getByRole('button', { name: t('richText.bold') })
    .nth(1)
    .click();
  await body.pressSequentially(bold);

  await page.getByRole('button', { name: t('contentAdmin.chooseImage') }).click();
  const picker = page.getByRole('dialog', { name: t('contentAdmin.chooseImage') });
  await picker.locator('input[type="file"]').setInputFiles({ name: `first-aid-${locale}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(picker).toBeHidden();
  await expect(page.getByRole('img', { name: t('contentAdmin.currentImage') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: t('contentAdmin.create') }).click();
  await expect(page).toHaveURL(/\/ContentPages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: t('contentAdmin.editTitle') })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, locale);
  await visitor.goto(`/NewsDetails/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title[locale] })).toBeVisible();
  await expect(visitor.locator('article strong', { hasText: bold })).toBeVisible();
  await expect(visitor.locator('article img')).toHaveAttribute('src', /^\/media\/[a-f0-9]{32}\.webp$/);

  // The media library says where the picture is used, links there, and offers no Delete for it.
  const editorUrl = page.url();
  await page.goto('/Media');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title[locale] }) });
  await expect(card.getByText(t('contentAdmin.usedOn'))).toBeVisible();
  await expect(card.getByRole('button', { name: /first-aid/ }).filter({ hasText: t('lookups.delete') })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `test-results/content-media-${locale}.png` });
  // The server refuses deleting it anyway, naming the article.
  const assetId = await page.evaluate(async (fileName) => {
    const response = await fetch('/api/admin/media?pageSize=100', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    const items = ((await response.json()) as { data: { items: Array<{ id: number; isUsed: boolean; originalName: string }> } }).data.items;
    return items.find((item) => item.isUsed && item.originalName === fileName)!.id;
  }, `first-aid-${locale}.png`);
  const refused = await page.evaluate(
    async ([id, language]) => {
      const response = await fetch(`/api/admin/media/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'accept-language': language },
      });
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    },
    [assetId, locale] as const,
  );
  expect(refused.status).toBe(409);
  expect(refused.message).toContain(title[locale]);
  // An unused file is deleted only after the question.
  const unusedName = `unused-${locale}-${Date.now()}.png`;
  await page.locator('input[type="file"]').setInputFiles({ name: unusedName, mimeType: 'image/png', buffer: PNG });
  const unused = page.getByRole('listitem').filter({ hasText: unusedName });
  await expect(unused.getByText(t('contentAdmin.unused'))).toBeVisible();
  await unused.getByRole('button', { name: t('contentAdmin.deleteOf', { name: unusedName }) }).click();
  const question = page.getByRole('dialog', { name: t('contentAdmin.deleteMediaTitle') });
  await expect(question.getByText(t('contentAdmin.deleteMediaText', { name: unusedName }))).toBeVisible();
  await question.getByRole('button', { name: t('lookups.delete') }).click();
  await expect(unused).toHaveCount(0);
  await page.goto(editorUrl);

  await page.getByRole('button', { name: t('contentAdmin.deletePage') }).click();
  await page
    .getByRole('dialog', { name: t('contentAdmin.deletePageTitle') })
    .getByRole('button', { name: t('lookups.delete') })
    .click();
  await expect(page).toHaveURL(/\/ContentPages$/);
  await expect(page.getByRole('alert').filter({ hasText: t('cms.deleted') })).toBeVisible();
  const gone = await visitor.request.post('/api/PgPage/GetPageByUniqueUrl', { data: { uniqueUrl: slug, langId: 2 } });
  expect(((await gone.json()) as { isDone: boolean }).isDone).toBe(false);
});

// In English: the seeded English steps end with the empty paragraph the editor keeps after a list
// (the Arabic ones gain it only once saved from the editor).
test("the home page's hero and hiring steps come from its sections, which the admin edits (en)", async ({ page, browser }) => {
  const english = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
  const englishField = (key: string) => ({ name: `${english(key)} (${english('contentAdmin.in.en')})`, exact: true });
  await useLanguage(page, 'en');
  await signInAsAdmin(page);
  const stamp = Date.now();
  const subTitle = `Trusted help for every home ${stamp}`;
  const step = `We check in after a month ${stamp}`;

  await page.goto('/ContentPages?search=home');
  await page.getByRole('link', { name: /^Sakina Domestic Workers \|/ }).click();
  const hero = page.getByRole('form', { name: english('contentAdmin.sectionLabel', { key: 'hero' }) });
  await hero.getByRole('textbox', englishField('contentAdmin.subTitle')).fill(subTitle);
  await hero.getByRole('button', { name: english('contentAdmin.saveSection') }).click();
  await expect(page.getByRole('alert').filter({ hasText: english('cms.updated') })).toBeVisible();
  const steps = page.getByRole('form', { name: english('contentAdmin.sectionLabel', { key: 'howItWorks' }) });
  const body = steps.getByRole('textbox', englishField('contentAdmin.body'));
  const items = body.getByRole('listitem');
  await expect(items).toHaveCount(4);
  // The caret after the last word of the last step, where a person clicks (keys moved it by lines,
  // and where the long last step wrapped decided where it stopped, now and then mid-step).
  const lastLine = items.last().locator('p').last();
  const box = (await lastLine.boundingBox())!;
  await lastLine.click({ position: { x: box.width - 2, y: box.height - 4 } });
  await page.keyboard.press('Enter');
  await page.keyboard.type(step);
  await expect(items).toHaveCount(5);
  await expect(items.last()).toHaveText(step);
  // The hero's "updated" may still be on screen: wait for this save's own answer.
  const stepsSaved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/admin/sections/'));
  await steps.getByRole('button', { name: english('contentAdmin.saveSection') }).click();
  expect((await stepsSaved).status()).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, 'en');
  await visitor.goto('/');
  await expect(visitor.getByText(subTitle)).toBeVisible();
  const hiring = visitor.getByRole('region', { name: 'How hiring works' });
  await expect(hiring.getByRole('listitem')).toHaveCount(5);
  await expect(hiring.getByRole('heading', { level: 3, name: step })).toBeVisible();
});

test(`the admin adds a footer link the visitor sees, then deletes it (${locale})`, async ({ page, browser }) => {
  await useLanguage(page, locale);
  await signInAsAdmin(page);
  const stamp = Date.now();
  const title = { en: `Careers ${stamp}`, ar: `الوظائف ${stamp}` };

  await page.goto('/MenusList?type=10');
  const form = page.getByRole('form', { name: t('contentAdmin.addMenuItem') });
  // The footer's top-level items are its columns; links go under one.
  await form.getByRole('combobox', { name: t('contentAdmin.menuParent') }).selectOption({ label: 'روابط سريعة' });
  await form.getByRole('textbox', { name: t('contentAdmin.title'), exact: true }).fill(title.en);
  await form.getByRole('textbox', { name: t('contentAdmin.titleAr'), exact: true }).fill(title.ar);
  await form.getByRole('textbox', { name: t('contentAdmin.link'), exact: true }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: t('contentAdmin.addMenuItem') }).click();
  await expect(form.getByText(t('validation.menuUrlInvalid'))).toBeVisible();
  await form.getByRole('textbox', { name: t('contentAdmin.link'), exact: true }).fill('/Apply');
  await form.getByRole('button', { name: t('contentAdmin.addMenuItem') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('cms.added') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, locale);
  await visitor.goto('/');
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: title[locale] })).toHaveAttribute('href', '/Apply');

  await page.getByRole('button', { name: t('lookups.deleteLabel', { name: title.en }) }).click();
  await page
    .getByRole('dialog', { name: t('contentAdmin.deleteMenuItemTitle') })
    .getByRole('button', { name: t('lookups.delete') })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: t('cms.deleted') })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: title[locale] })).toHaveCount(0);
});

test(`Site Settings change the footer, the hero's main button and the WhatsApp message in both languages, and links must be https (${locale})`, async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, locale);
  await signInAsAdmin(page);
  const stamp = Date.now();
  const wanted = {
    'heroCta.en': `Meet our workers ${stamp}`,
    'heroCta.ar': `تعرّف على عاملاتنا ${stamp}`,
    'footerAbout.en': `We care about your home ${stamp}`,
    'footerAbout.ar': `نهتم ببيتك ${stamp}`,
    'whatsAppMessage.en': `Hello from the site ${stamp}`,
    'whatsAppMessage.ar': `مرحبًا من الموقع ${stamp}`,
  };
  const original = ((await (await page.request.get('/api/admin/settings', { headers: await adminHeaders(page) })).json()) as { data: Record<string, string> })
    .data;
  try {
    await page.goto('/SiteSettings');
    const field = (key: string, language?: 'en' | 'ar') =>
      page.getByRole('textbox', { name: language ? inLanguage(`contentAdmin.setting.${key}`, language).name : t(`contentAdmin.setting.${key}`), exact: true });
    // A link that is not https is refused on its field, and the message goes when it is corrected.
    await field('facebookLink').fill('not a url');
    await page.getByRole('button', { name: t('lookups.save'), exact: true }).click();
    await expect(field('facebookLink')).toHaveAccessibleDescription(t('validation.httpsLinkInvalid'));
    await field('facebookLink').fill(original.facebookLink ?? '');
    await expect(field('facebookLink')).not.toHaveAccessibleDescription(t('validation.httpsLinkInvalid'));
    for (const [key, value] of Object.entries(wanted)) {
      const [name, language] = key.split('.') as [string, 'en' | 'ar'];
      await field(name, language).fill(value);
    }
    await page.getByRole('button', { name: t('lookups.save'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('cms.updated') })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A visitor in each language sees that language's words, once the short read cache has passed.
    for (const language of ['ar', 'en'] as const) {
      const visitor = await (await browser.newContext()).newPage();
      await useLanguage(visitor, language);
      await expect(async () => {
        await visitor.goto('/');
        await expect(visitor.getByRole('link', { name: wanted[`heroCta.${language}`] })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(visitor.locator('footer').getByText(wanted[`footerAbout.${language}`])).toBeVisible();
      await visitor.getByRole('button', { name: translate(language, 'header.supportLabel') }).click();
      await expect(visitor.locator('header a[href^="https://wa.me/"]')).toHaveAttribute(
        'href',
        new RegExp(`text=${encodeURIComponent(wanted[`whatsAppMessage.${language}`]).replace(/[()]/g, '\\$&')}$`),
      );
      await visitor.screenshot({ path: `test-results/settings-home-${language}.png` });
      await visitor.close();
    }
  } finally {
    const restore = Object.fromEntries(Object.keys(wanted).map((key) => [key, original[key] ?? '']));
    await page.request.put('/api/admin/settings', { headers: await adminHeaders(page), data: restore });
  }
});

async function adminHeaders(page: Page) {
  return { authorization: `Bearer ${await suiteAdminToken(page.request)}` };
}
