import type { APIRequestContext, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, test, useLanguage, type TLocaleName } from './fixtures';

/** The catalogue's filters past the spec's four, as a family uses them: counts, the address, a reload, clear all. */

const translator = (locale: TLocaleName) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const cards = (page: Page) => page.locator('#catalogue article');

type TWorker = { experiences: Array<{ years: number; region: string }>; languages: Array<{ id: number }>; salaryAed: number };

async function workerOf(request: APIRequestContext, id: string): Promise<TWorker> {
  return ((await (await request.get(`/api/labors/${id}`)).json()) as { data: TWorker }).data;
}

/** Every card on the page, read from her own page, passes `check`; and there is at least one. */
async function expectEveryShown(page: Page, request: APIRequestContext, check: (worker: TWorker) => boolean) {
  await expect(page.locator('#catalogue [aria-busy="true"]')).toHaveCount(0);
  const ids = await cards(page).evaluateAll((articles) => articles.map((article) => article.getAttribute('data-labor-id')!));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(check(await workerOf(request, id)), `worker ${id}`).toBe(true);
}

test('in Arabic a family filters on experience, work in the UAE and a language; the address keeps them over a reload; clear all empties them', async ({
  page,
  request,
}) => {
  const t = translator('ar');
  await useLanguage(page, 'ar');
  await page.goto('/Workers');
  const catalogue = page.locator('#catalogue');
  await expect(cards(page).first()).toBeVisible();
  await catalogue.getByRole('button', { name: t('catalogue.moreFilters') }).click();

  const experience = catalogue.getByLabel(t('catalogue.experience'), { exact: true });
  await experience.selectOption('3');
  await expect(page).toHaveURL(/experience=3/);
  const answered = page.waitForResponse((response) => response.url().includes('/api/labors?') && response.url().includes('workedIn=uae'));
  await catalogue.getByLabel(t('catalogue.workedIn'), { exact: true }).selectOption('uae');
  await expect(page).toHaveURL(/workedIn=uae/);
  await answered;
  // A language is offered only when some worker shown speaks it: the first is, once the counts of
  // the workers now shown have come (the list of languages follows them).
  await expect(page.locator('#catalogue [aria-busy="true"]')).toHaveCount(0);
  const language = catalogue
    .getByRole('group', { name: t('catalogue.languagesSpoken') })
    .getByRole('checkbox')
    .first();
  await expect(language).toHaveAccessibleName(/\(\d+\)$/);
  await language.click();
  await expect(page).toHaveURL(/languages=\d+/);

  const matches = (worker: TWorker) =>
    worker.experiences.reduce((sum, job) => sum + job.years, 0) >= 3 && worker.experiences.some((job) => job.region === 'uae') && worker.languages.length > 0;
  await expectEveryShown(page, request, matches);

  await page.reload();
  await expect(catalogue.getByLabel(t('catalogue.experience'), { exact: true })).toHaveValue('3');
  await expect(catalogue.getByLabel(t('catalogue.workedIn'), { exact: true })).toHaveValue('uae');
  await expectEveryShown(page, request, matches);

  await catalogue.getByRole('button', { name: t('catalogue.clearFilters') }).click();
  await expect(page).toHaveURL(/\/Workers$/);
  await expect(catalogue.getByLabel(t('catalogue.experience'), { exact: true })).toHaveValue('');
});

test('in English a choice says how many workers it shows, and shows that many', async ({ page }) => {
  const t = translator('en');
  await useLanguage(page, 'en');
  await page.goto('/Workers');
  const catalogue = page.locator('#catalogue');
  await expect(cards(page).first()).toBeVisible();
  await catalogue.getByRole('button', { name: t('catalogue.moreFilters') }).click();
  const salaryMax = catalogue.getByLabel(t('catalogue.salaryMax'), { exact: true });
  await salaryMax.fill('2000');
  await salaryMax.press('Enter');
  await expect(page).toHaveURL(/salaryMax=2000/);

  const religion = catalogue.getByLabel(t('catalogue.religion'), { exact: true });
  await expect(religion.locator('option').nth(1)).toHaveText(/\(\d+\)$/);
  await religion.selectOption(await religion.locator('option').nth(1).getAttribute('value'));
  // The chosen religion's count and the total come from one answer: other tests add workers meanwhile.
  const total = catalogue.getByText(/^Showing \d+ of \d+ Results?$/);
  await expect(async () => {
    await expect(page.locator('#catalogue [aria-busy="true"]')).toHaveCount(0);
    const chosen = (await religion.locator('option:checked').textContent())!;
    const count = Number(/\((\d+)\)$/.exec(chosen)?.[1]);
    await expect(total).toHaveText(t('catalogue.showing', { shown: Math.min(count, 12), count }), { timeout: 1_000 });
  }).toPass();
});
