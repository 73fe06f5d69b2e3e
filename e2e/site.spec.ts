import type { Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { answerQuestionnaire } from './apply';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, test, useLanguage } from './fixtures';

const MENU = {
  en: { nav: 'Main menu', services: 'Services', nannies: 'Nannies', articles: 'Articles', contact: 'Contact Us', apply: 'Work with us' },
  ar: { nav: 'القائمة الرئيسية', services: 'خدماتنا', nannies: 'مربيات أطفال', articles: 'المقالات', contact: 'اتصل بنا', apply: 'انضم إلينا' },
} as const;

/** The page under test has painted its own heading (not the previous page's). */
async function onPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// The visitor's walk and the admin's edits run once, in English: every page in Arabic is in
// rtl-smoke.spec (its heading and title), the Arabic questionnaire and content edits in content-backoffice.spec.
const locale = 'en';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const menu = MENU[locale];

test(`a visitor walks the public site, each page with its own title, and applies to work (${locale})`, async ({ page }) => {
  test.setTimeout(90_000);
  await useLanguage(page, locale);
  await page.goto('/');
  await expect(page).toHaveTitle(/Sakina Domestic Workers \| Housemaids/);
  // The home page's own sections come from the content service, cached under homeData-home-{lang}.
  await expect(page.getByRole('heading', { level: 2, name: 'What we offer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeVisible();
  const languageId = 2;
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage)))
    .toEqual(expect.arrayContaining([`cachedMenu-${languageId}`, `homeData-home-${languageId}`]));
  await expectNoSeriousAxeViolations(page);

  const nav = page.getByRole('navigation', { name: menu.nav });
  // Services opens its submenu: the Services page, and each profession opens the catalogue filtered to it.
  await nav.getByRole('button', { name: menu.services }).click();
  await page.getByRole('link', { name: menu.nannies }).first().click();
  await expect(page).toHaveURL(/\/Workers\?profession=2$/);
  await onPage(page, t('catalogue.title'));
  await expect(page.getByRole('combobox', { name: t('catalogue.profession') })).toHaveValue('2');
  await expect(page).toHaveTitle(t('seo.workersTitle'));
  await nav.getByRole('button', { name: menu.services }).click();
  await page.getByRole('link', { name: menu.services }).first().click();
  await onPage(page, 'Our services');
  await expect(page.getByRole('heading', { level: 2, name: 'Nannies' })).toBeVisible();
  await expect(page).toHaveTitle('Our services | Sakina');
  await expectNoSeriousAxeViolations(page);

  await nav.getByRole('link', { name: menu.articles, exact: true }).click();
  await onPage(page, 'Articles');
  await expect(page.getByText(t('common.showing', { shown: 5, count: 5 }))).toBeVisible();
  await expect(page).toHaveTitle('Articles | Sakina');
  await expectNoSeriousAxeViolations(page);
  const articleTitle = 'Main or Monthly package: which one suits you?';
  await page.getByRole('link', { name: articleTitle }).click();
  await onPage(page, articleTitle);
  await expect(page).toHaveTitle(`${articleTitle} | Sakina`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expectNoSeriousAxeViolations(page);

  await nav.getByRole('link', { name: menu.contact, exact: true }).click();
  await onPage(page, 'Contact us');
  await expect(page.getByRole('link', { name: t('site.openMap') })).toHaveAttribute('href', /maps\.google\.com/);
  await expect(page).toHaveTitle('Contact us | Sakina');
  await expectNoSeriousAxeViolations(page);

  await nav.getByRole('link', { name: menu.apply, exact: true }).click();
  await onPage(page, 'Work with us');
  await expect(page).toHaveTitle('Work with us | Sakina');
  await page.getByRole('button', { name: t('site.sendApplication') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('site.fillRequired') })).toBeVisible();
  await answerQuestionnaire(page, locale, 'Siti Rahayu');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: t('site.sendApplication') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('cms.answersSaved') })).toBeVisible();

  // A reload drops the menu caches, as the spec says; the page caches stay.
  const sectionsKey = await page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('sections-')));
  expect(sectionsKey).toBeTruthy();
  await page.reload();
  await onPage(page, 'Work with us');
  expect(await page.evaluate((key) => localStorage.getItem(key), sectionsKey!)).not.toBeNull();
});

const EDITS = {
  en: { section: 'drivers', item: 'Drivers', newTitle: `Family drivers ${Date.now()}` },
  ar: { section: 'cooks', item: 'Cooks', newTitle: `طباخات ماهرات ${Date.now()}` },
} as const;

const edit = EDITS[locale];

test(`the admin edits a section, a menu title and the opening hours, and the visitor sees them (${locale})`, async ({ page, browser }) => {
  test.setTimeout(90_000);
  await useLanguage(page, locale);
  await signInAsAdmin(page);

  await page.goto('/ContentPages?search=services');
  await page.getByRole('link', { name: 'Our services' }).click();
  const section = page.getByRole('form', { name: t('contentAdmin.sectionLabel', { key: edit.section }) });
  const field = section.getByRole('textbox', { name: `${t('contentAdmin.title')} (${t(`contentAdmin.in.${locale}`)})`, exact: true });
  await field.fill(`${edit.newTitle}<script>alert(1)</script>`);
  await section.getByRole('button', { name: t('contentAdmin.saveSection') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('cms.updated') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/MenusList');
  await page.getByLabel(t('contentAdmin.menuTitleOf', { name: edit.item }), { exact: true }).fill(edit.newTitle);
  await page.getByRole('button', { name: t('contentAdmin.saveItem', { name: edit.item }) }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('cms.updated') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const hours = `${'Every day'} 9:00-21:00 ${Date.now()}`;
  await page.goto('/SiteSettings');
  await page.getByLabel(`${t('contentAdmin.setting.openingHours')} (${t(`contentAdmin.in.${locale}`)})`, { exact: true }).fill(hours);
  await page.getByRole('button', { name: t('lookups.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('cms.updated') })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, locale);
  await visitor.goto('/ContactUs');
  await expect(visitor.getByRole('main').getByText(hours)).toBeVisible();
  await expect(visitor.getByRole('contentinfo').getByText(hours)).toBeVisible();
  await visitor.goto('/Services');
  await expect(visitor.getByRole('heading', { level: 2, name: edit.newTitle })).toBeVisible();
  await expect(visitor.getByText('alert(1)')).toHaveCount(0);
  await visitor.getByRole('navigation', { name: MENU[locale].nav }).getByRole('button', { name: MENU[locale].services }).click();
  await expect(visitor.getByRole('link', { name: edit.newTitle }).first()).toBeVisible();
});
