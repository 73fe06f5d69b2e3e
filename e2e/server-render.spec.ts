import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { CATALOGUE_PAGE_SIZE } from '../packages/shared/src/catalogue-params';
import { inLanguage } from '../packages/shared/src/i18n/bilingual';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatAed, withVat } from '../packages/shared/src/money-and-dates';
import { ARTICLES_PAGE_SIZE } from '../packages/shared/src/public-requests';
import { registerVerifiedClient } from './clients';
import { expect, signInWithToken, suiteAdminToken, test, type TLocaleName } from './fixtures';
import { addWorker } from './workers';

// Public pages are rendered on the server in the reader's language and hydrated in the browser
// (docs/decisions/037-server-rendered-public-pages.md). What each page shows is read from the public
// API, never from the page's own first-paint answers.

const LOCALES = ['en', 'ar'] as const;
const LANGUAGE_ID: Record<TLocaleName, number> = { ar: 1, en: 2 };
const DOCUMENT_LANGUAGE: Record<TLocaleName, { lang: string; dir: string }> = { en: { lang: 'en', dir: 'ltr' }, ar: { lang: 'ar', dir: 'rtl' } };

const withLang = (path: string, locale: TLocaleName) => `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;

// ---------------------------------------------------------------------------------------------
// The public API: the oracle of what a page shows.

type TNamed = { id: number; name: string; nameAr: string };
type TLaborCard = TNamed & { code: string; country: TNamed };
type TLabor = TLaborCard & { position: TNamed };
type TLaborPage = { items: TLaborCard[]; totalCount: number };
type TCmsEntry = { title: string; summary: string | null; body: string | null };
type TCmsPage = { uniqueUrl: string; pgPageLngs: TCmsEntry[] };
type TSection = { key: string; pgSectionLngs: Array<{ title: string; subTitle: string }> };
type TPackage = { kind: string; name: string; nameAr: string; priceAed: number };

async function dataOf<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.status(), response.url()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const api = {
  /** A catalogue page as the web app asks for it (first page, latest first, unless the query says otherwise). */
  labors: (request: APIRequestContext, query: Record<string, string> = {}) =>
    dataOf<TLaborPage>(request.get(`/api/labors?${new URLSearchParams({ sort: 'latest', pageNumber: '1', pageSize: String(CATALOGUE_PAGE_SIZE), ...query })}`)),
  labor: (request: APIRequestContext, id: number) => dataOf<TLabor>(request.get(`/api/labors/${id}`)),
  /** A content-service page's entry in the language. */
  page: async (request: APIRequestContext, uniqueUrl: string, locale: TLocaleName) =>
    (await dataOf<TCmsPage>(request.post('/api/PgPage/GetPageByUniqueUrl', { data: { uniqueUrl, langId: LANGUAGE_ID[locale] } }))).pgPageLngs[0]!,
  homeSections: async (request: APIRequestContext, locale: TLocaleName) =>
    (await dataOf<{ sections: TSection[] }>(request.get(`/api/PgPage/GetHomeData?langId=${LANGUAGE_ID[locale]}&term=home`))).sections,
  settings: (request: APIRequestContext, locale: TLocaleName) => dataOf<Record<string, string>>(request.get(`/api/Setting/Get?langId=${LANGUAGE_ID[locale]}`)),
  articles: async (request: APIRequestContext, locale: TLocaleName) =>
    (
      await dataOf<{ items: TCmsPage[] }>(
        request.post('/api/PgPage/GetAll', {
          data: { kind: 'article', langId: LANGUAGE_ID[locale], paginationFilter: { pageNumber: 1, pageSize: ARTICLES_PAGE_SIZE, isPaging: true } },
        }),
      )
    ).items,
  packages: (request: APIRequestContext) => dataOf<TPackage[]>(request.get('/api/packages')),
};

/** The cards a catalogue page should show, as "<id> <name in the language>". */
const cardsOf = (labors: TLaborPage, locale: TLocaleName) => labors.items.map((item) => `${item.id} ${norm(inLanguage(item, 'name', locale))}`);

/**
 * Retried for a while: a story running beside this one may add a worker or an article between the
 * API's answer and the page's. A page that never matches the API fails.
 */
const eventually = (check: () => Promise<void>) => expect(check).toPass({ timeout: 15_000 });

// ---------------------------------------------------------------------------------------------
// The HTML the server sends, read as text.

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** What a reader sees of some markup: tags and comments dropped, character references decoded, white space collapsed. */
function textOf(html: string): string {
  const bare = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '');
  const decoded = bare.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
    return String.fromCodePoint(/^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
  return norm(decoded);
}

type TServedPage = {
  status: number;
  /** The language and direction of the page's `<html>`. */
  language: { lang?: string; dir?: string };
  /** The markup inside `<div id="root">`. */
  root: string;
  text: string;
  /** The text of each level-one heading. */
  h1: string[];
  /** The catalogue's cards, as "<id> <name>". */
  cards: string[];
};

async function served(request: APIRequestContext, path: string): Promise<TServedPage> {
  const response = await request.get(path);
  const html = await response.text();
  const opening = '<div id="root">';
  const start = html.indexOf(opening);
  expect(start, `#root in ${path}`).toBeGreaterThan(-1);
  const root = html.slice(start + opening.length, html.lastIndexOf('</div>', html.lastIndexOf('</body>')));
  // The page's answers are in the head, not part of what it shows.
  expect(root).not.toContain('first-paint-data');
  return {
    status: response.status(),
    language: attributesOf(/<html\b[^>]*>/.exec(html)?.[0] ?? '', ['lang', 'dir']),
    root,
    text: textOf(root),
    h1: [...root.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!)),
    cards: [...root.matchAll(/id="labor-(\d+)-name"[^>]*>([\s\S]*?)<\//g)].map((match) => `${match[1]} ${textOf(match[2]!)}`),
  };
}

/** The page in the language, answered 200 with the language's `lang` and `dir` on its <html>. */
async function servedIn(request: APIRequestContext, path: string, locale: TLocaleName): Promise<TServedPage> {
  const answer = await served(request, withLang(path, locale));
  expect(answer.status, path).toBe(200);
  expect(answer.language, path).toEqual(DOCUMENT_LANGUAGE[locale]);
  return answer;
}

function attributesOf(tag: string, names: string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]]));
}

/** The value the server's catalogue form has chosen in one of its selects. */
function chosenIn(root: string, name: string): string | undefined {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(root)?.[1] ?? '';
  return /<option value="([^"]*)" selected=""/.exec(select)?.[1];
}

// ---------------------------------------------------------------------------------------------
// In the browser.

const cardsShown = (page: Page) =>
  page
    .locator('#catalogue article')
    .evaluateAll((cards) => cards.map((card) => `${card.getAttribute('data-labor-id')} ${(card.querySelector('[id$="-name"]')?.textContent ?? '').trim()}`));

/** The page shows the API's cards for this query; a page loaded before a story beside this one changed the workers is loaded again. */
async function expectCards(page: Page, query: Record<string, string>, locale: TLocaleName) {
  let attempt = 0;
  await eventually(async () => {
    if (attempt++ > 0) await page.reload();
    const shown = await cardsShown(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(cardsOf(await api.labors(page.request, query), locale));
  });
}

type TMarkedWindow = Window & { serverHeading?: HTMLElement & { fromServer?: boolean } };

/**
 * Opens a page with the app's entry script held back, so only the server's HTML is on screen; marks
 * that HTML's level-one heading, checks `whileHeld`, then lets the script run. Returns a check that the marked node is
 * still the page's heading (the app took the server's markup over rather than rendering anew).
 */
async function openWithServerHeadingMarked(page: Page, path: string, heading: string | RegExp, whileHeld?: () => Promise<void>) {
  let heldScripts = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    heldScripts += 1;
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const serverHeading = page.locator('#root h1');
  await expect(serverHeading).toContainText(heading);
  // The entry was asked for and is held: nothing but the server has written the page yet.
  await expect.poll(() => heldScripts).toBeGreaterThan(0);
  await serverHeading.evaluate((node) => {
    const marked = node as NonNullable<TMarkedWindow['serverHeading']>;
    marked.fromServer = true;
    (window as TMarkedWindow).serverHeading = marked;
  });
  await whileHeld?.();
  release();
  // Until the app has taken the page over, a control does what it does without JavaScript.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  return async () => {
    const kept = await page.evaluate(() => {
      const node = (window as TMarkedWindow).serverHeading;
      return { connected: node?.isConnected, marked: node?.fromServer, isThePageHeading: document.querySelector('#root h1') === node };
    });
    expect(kept, 'the heading the server wrote is the one on screen').toEqual({ connected: true, marked: true, isThePageHeading: true });
    await expect(serverHeading).toContainText(heading);
  };
}

for (const locale of LOCALES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test.describe(`server-rendered pages in ${locale}`, () => {
    test(`the HTML the server sends holds each public page's main content (${locale})`, async ({ request }) => {
      const page = (path: string) => servedIn(request, path, locale);

      await test.step('home: the agency, its hero and the first catalogue page', async () => {
        const [settings, sections] = await Promise.all([api.settings(request, locale), api.homeSections(request, locale)]);
        const hero = sections.find((section) => section.key === 'hero')!.pgSectionLngs[0]!;
        await eventually(async () => {
          const home = await page('/');
          expect(home.h1).toEqual([norm(settings.siteName!)]);
          expect(home.text).toContain(norm(hero.title));
          expect(home.text).toContain(norm(hero.subTitle));
          expect(home.cards).toEqual(cardsOf(await api.labors(request), locale));
        });
      });

      await test.step('the catalogue: its first page of workers', async () => {
        await eventually(async () => {
          const catalogue = await page('/Workers');
          expect(catalogue.h1).toEqual([t('catalogue.title')]);
          expect(catalogue.cards).toHaveLength(CATALOGUE_PAGE_SIZE);
          expect(catalogue.cards).toEqual(cardsOf(await api.labors(request), locale));
        });
      });

      await test.step('a worker: her name (with characters HTML escapes), code, nationality and profession', async () => {
        const id = await addWorker(request, await suiteAdminToken(request), `Joy O'Neil & "Rose" <Cruz> ${locale}`, {
          nameAr: `جوي أونيل & "روز" <كروز> ${locale}`,
        });
        const worker = await api.labor(request, id);
        const shown = await page(`/LaborDetails/${id}`);
        expect(shown.h1).toHaveLength(1);
        expect(shown.h1[0]).toContain(inLanguage(worker, 'name', locale));
        expect(shown.text).toContain(worker.code);
        expect(shown.text).toContain(inLanguage(worker.country, 'name', locale));
        expect(shown.text).toContain(inLanguage(worker.position, 'name', locale));
      });

      for (const [path, uniqueUrl] of [
        ['/Services', 'services'],
        ['/ContactUs', 'contact'],
        ['/Privacy', 'privacy'],
        ['/Terms', 'terms'],
      ] as const) {
        await test.step(`${path}: its title, lead and text`, async () => {
          const [entry, shown] = await Promise.all([api.page(request, uniqueUrl, locale), page(path)]);
          expect(shown.h1).toEqual([norm(entry.title)]);
          expect(entry.summary || entry.body).toBeTruthy();
          if (entry.summary) expect(shown.text).toContain(norm(entry.summary));
          if (entry.body) expect(shown.text).toContain(textOf(entry.body));
        });
      }

      await test.step('prices: each package with its price including VAT', async () => {
        const [entry, packages, shown] = await Promise.all([api.page(request, 'prices', locale), api.packages(request), page('/Prices')]);
        expect(shown.h1).toEqual([norm(entry.title)]);
        expect(packages.length).toBeGreaterThan(0);
        for (const item of packages) {
          const card = new RegExp(`<section[^>]*aria-labelledby="package-${item.kind}"[^>]*>([\\s\\S]*?)</section>`).exec(shown.root)?.[1];
          expect(card, `the ${item.kind} package`).toBeDefined();
          expect(textOf(card!)).toContain(norm(inLanguage(item, 'name', locale)));
          expect(textOf(card!)).toContain(formatAed(withVat(item.priceAed).totalAed, locale));
        }
      });

      await test.step('an article: its title, summary and text', async () => {
        const [firstArticle] = await api.articles(request, locale);
        const entry = await api.page(request, firstArticle!.uniqueUrl, locale);
        const shown = await page(`/NewsDetails/${firstArticle!.uniqueUrl}`);
        expect(shown.h1).toEqual([norm(entry.title)]);
        expect(shown.text).toContain(norm(entry.summary!));
        expect(entry.body).toBeTruthy();
        expect(shown.text).toContain(textOf(entry.body!));
      });
    });

    test(`the articles page's HTML holds the titles of the list's first page (${locale})`, async ({ request }) => {
      const entry = await api.page(request, 'articles', locale);
      await eventually(async () => {
        const [articles, shown] = await Promise.all([api.articles(request, locale), servedIn(request, '/Articles', locale)]);
        expect(shown.h1).toEqual([norm(entry.title)]);
        expect(articles.length).toBeGreaterThan(0);
        for (const article of articles) expect(shown.text).toContain(norm(article.pgPageLngs[0]!.title));
      });
    });

    test(`a catalogue address with filters and a page is rendered with that page's workers (${locale})`, async ({ request }) => {
      await eventually(async () => {
        const [shown, labors] = await Promise.all([
          servedIn(request, '/Workers?gender=female&sort=ageAsc&page=2', locale),
          api.labors(request, { gender: 'female', sort: 'ageAsc', pageNumber: '2' }),
        ]);
        expect(labors.items.length).toBeGreaterThan(0);
        expect(shown.cards).toEqual(cardsOf(labors, locale));
        expect(shown.text).toContain(t('catalogue.pageOf', { page: 2, pages: Math.ceil(labors.totalCount / CATALOGUE_PAGE_SIZE) }));
        // The form without JavaScript shows the address's choices.
        expect(chosenIn(shown.root, 'gender')).toBe('female');
        expect(chosenIn(shown.root, 'sort')).toBe('ageAsc');
      });
    });

    test(`an unknown worker is a 404 with an empty root, for the browser's not-found page (${locale})`, async ({ request }) => {
      const shown = await served(request, withLang('/LaborDetails/999999', locale));
      expect(shown.status).toBe(404);
      expect(shown.language).toEqual(DOCUMENT_LANGUAGE[locale]);
      expect(shown.root).toBe('');
    });

    test.describe('without JavaScript', () => {
      // A browser that asks for English: the language the address names is kept by the server's
      // cookie, so the pages the links lead to (which carry no ?lang=) are in it too.
      test.use({ javaScriptEnabled: false, locale: 'en-US' });

      test(`home, a worker and an article show their content (${locale})`, async ({ page }) => {
        const [settings, labors, [article]] = await Promise.all([
          api.settings(page.request, locale),
          api.labors(page.request),
          api.articles(page.request, locale),
        ]);
        await page.goto(withLang('/', locale));
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.siteName!);
        await expectCards(page, {}, locale);

        const worker = labors.items[0]!;
        await page.goto(withLang(`/LaborDetails/${worker.id}`, locale));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(inLanguage(worker, 'name', locale));
        await expect(page.getByRole('main').getByText(worker.code, { exact: true })).toBeVisible();

        const entry = await api.page(page.request, article!.uniqueUrl, locale);
        await page.goto(withLang(`/NewsDetails/${article!.uniqueUrl}`, locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
        await expect(page.getByRole('main')).toContainText(textOf(entry.body!));
      });

      test(`links lead to a worker's page and to the prices (${locale})`, async ({ page }) => {
        await page.goto(withLang('/Workers', locale));
        const card = page.locator('#catalogue article').first();
        const id = Number(await card.getAttribute('data-labor-id'));
        const worker = await api.labor(page.request, id);
        await card.getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/LaborDetails/${id}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(inLanguage(worker, 'name', locale));

        const [prices, packages] = await Promise.all([api.page(page.request, 'prices', locale), api.packages(page.request)]);
        await page
          .getByRole('navigation', { name: t('header.mainMenu') })
          .locator('a[href="/Prices"]')
          .click();
        await expect(page).toHaveURL(/\/Prices$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(prices.title);
        await expect(page.getByRole('heading', { level: 2, name: inLanguage(packages[0]!, 'name', locale) })).toBeVisible();
      });

      test.describe('on a phone', () => {
        test.use({ viewport: { width: 390, height: 844 } });

        test(`the main menu shows in place of the burger, and its dropdown's links work (${locale})`, async ({ page }) => {
          const prices = await api.page(page.request, 'prices', locale);
          await page.goto(withLang('/', locale));
          await expect(page.getByRole('button', { name: t('header.openMenu') })).toBeHidden();
          const menu = page.getByRole('navigation', { name: t('header.mainMenu') });
          await menu.locator('a[href="/Prices"]').click();
          await expect(page).toHaveURL(/\/Prices$/);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(prices.title);

          // The services' dropdown opens while it holds the focus.
          const housemaids = menu.locator('a[href="/Workers?profession=1"]');
          await expect(housemaids).toBeHidden();
          await menu.getByRole('button').click();
          await housemaids.click();
          await expect(page).toHaveURL(/\/Workers\?profession=1$/);
          await expectCards(page, { profession: '1' }, locale);
        });
      });

      test(`the catalogue's form filters and sorts, and NEXT goes to page 2 (${locale})`, async ({ page }) => {
        const nationality = (await api.labors(page.request, { sort: 'ageAsc' })).items[0]!.country;
        await page.goto(withLang('/Workers', locale));
        const form = page.getByRole('search', { name: t('catalogue.filters') });
        const nationalitySelect = form.getByLabel(t('catalogue.nationality'), { exact: true });
        const sortSelect = form.getByLabel(t('catalogue.sort'), { exact: true });
        const showResults = form.getByRole('button', { name: t('catalogue.applyFilters') });
        await nationalitySelect.selectOption(String(nationality.id));
        await expect(nationalitySelect.locator('option:checked')).toContainText(inLanguage(nationality, 'name', locale));
        await sortSelect.selectOption('ageAsc');
        await showResults.click();
        await expect(page).toHaveURL(new RegExp(`/Workers\\?.*nationality=${nationality.id}`));
        await expect(page).toHaveURL(/[?&]sort=ageAsc(&|$)/);
        // The form carries no language: the server's cookie from the first address keeps it.
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(nationalitySelect).toHaveValue(String(nationality.id));
        await expect(sortSelect).toHaveValue('ageAsc');
        await expectCards(page, { sort: 'ageAsc', nationality: String(nationality.id) }, locale);

        // Every nationality again, still youngest first, then the next page.
        await nationalitySelect.selectOption('');
        await showResults.click();
        await expect(page).toHaveURL(/[?&]nationality=(&|$)/);
        await expectCards(page, { sort: 'ageAsc' }, locale);
        const pager = page.getByRole('navigation', { name: t('catalogue.pages') });
        await expect(pager.getByRole('button', { name: t('catalogue.prev'), exact: true })).toBeDisabled();
        await pager.getByRole('link', { name: t('catalogue.next'), exact: true }).click();
        await expect(page).toHaveURL(/[?&]page=2(&|$)/);
        await expect(page).toHaveURL(/[?&]sort=ageAsc(&|$)/);
        await expectCards(page, { sort: 'ageAsc', pageNumber: '2' }, locale);
        await expect(pager.getByRole('link', { name: t('catalogue.prev'), exact: true })).toBeVisible();
      });
    });

    test(`a filter changed before the app's code has arrived is sent as the form (${locale})`, async ({ page }) => {
      const nationality = (await api.labors(page.request)).items[0]!.country;
      // The app's code never arrives: what is on screen is the server's page and after-paint.js.
      await page.route('**/assets/index-*.js', (route) => route.abort());
      await page.goto(withLang('/Workers', locale), { waitUntil: 'commit' });
      const form = page.getByRole('search', { name: t('catalogue.filters') });
      await form.getByLabel(t('catalogue.nationality'), { exact: true }).selectOption(String(nationality.id));
      await expect(page).toHaveURL(new RegExp(`/Workers\\?.*nationality=${nationality.id}`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(form.getByLabel(t('catalogue.nationality'), { exact: true })).toHaveValue(String(nationality.id));
      const workers = cardsOf(await api.labors(page.request, { nationality: String(nationality.id) }), locale);
      await expect.poll(() => cardsShown(page)).toEqual(workers);
    });

    test(`hydrating the home page keeps the server's markup (${locale})`, async ({ page }) => {
      const settings = await api.settings(page.request, locale);
      const stillServerHeading = await openWithServerHeadingMarked(page, withLang('/', locale), settings.siteName!);
      // The app is running once a filter of the catalogue changes the address.
      const nationality = page.locator('#catalogue').getByLabel(t('catalogue.nationality'), { exact: true });
      await eventually(async () => {
        await nationality.selectOption('1');
        await expect(page).toHaveURL(/[?&]nationality=1(&|$)/, { timeout: 1_000 });
      });
      await stillServerHeading();
    });

    test(`hydrating a worker's page keeps the server's markup (${locale})`, async ({ page }) => {
      const worker = (await api.labors(page.request)).items[0]!;
      const stillServerHeading = await openWithServerHeadingMarked(page, withLang(`/LaborDetails/${worker.id}`, locale), inLanguage(worker, 'name', locale));
      // The app is running once the heart puts her on the shortlist.
      const shortlist = page.getByRole('main').locator('button[aria-pressed]').first();
      await eventually(async () => {
        if ((await shortlist.getAttribute('aria-pressed')) === 'false') await shortlist.click();
        await expect(shortlist).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
      });
      await expect(page.getByRole('link', { name: t('shortlist.headerCount', { count: 1 }) })).toBeVisible();
      await stillServerHeading();
    });

    test(`a signed-in client's public page hydrates, then shows her account in the header (${locale})`, async ({ page, request }) => {
      const client = await registerVerifiedClient(request, `render${locale}`, locale);
      await signInWithToken(page, client.token);
      const path = locale === 'ar' ? '/Workers' : '/';
      const heading = locale === 'ar' ? t('catalogue.title') : (await api.settings(request, locale)).siteName!;
      // The server's page is the same for everyone: signed out.
      const stillServerHeading = await openWithServerHeadingMarked(page, withLang(path, locale), heading, () =>
        expect(page.getByRole('banner').getByRole('link', { name: t('header.login') })).toBeAttached(),
      );
      const account = page.getByRole('banner').getByRole('button', { name: t('header.myAccount') });
      await expect(account).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: t('header.login') })).toHaveCount(0);
      await account.click();
      await expect(page.getByRole('banner').getByText(client.userName, { exact: true })).toBeVisible();
      await stillServerHeading();
    });
  });
}
