import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

import { readAdminState } from './admin-totp';

export { nextAdminCode, passAdminSecondStep, signInThroughApi } from './admin-totp';

export type TLocaleName = 'en' | 'ar';

/**
 * A session of the suite's admin, opened once for the whole run by the setup project (its first
 * sign-in, two-step sign-in set up): each sign-in costs the server an argon2 check and a code the
 * server accepts once, and only the tests of signing in need their own. A test that ends its session
 * (logs out, changes the password) signs in for itself (signInThroughApi).
 */
export const suiteAdminToken = (_request?: APIRequestContext): Promise<string> => Promise.resolve(readAdminState().token);

/**
 * Signs the page in with a session's token, kept where the web app keeps it, before its first page
 * loads (no page is opened just to reach localStorage). Once per tab: a test that logs out stays out.
 */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}

/** Signs the page in as the suite's admin. */
export async function signInAsAdmin(page: Page) {
  await signInWithToken(page, await suiteAdminToken(page.request));
}

/**
 * Opens pages in the given language, as a returning visitor whose choice is in localStorage and in
 * the cookie the web app writes with it (the server renders her pages in it).
 */
export async function useLanguage(page: Page, locale: TLocaleName) {
  const languageId = locale === 'ar' ? '1' : '2';
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  await page.context().addCookies([{ name: 'languageId', value: languageId, url: test.info().project.use.baseURL! }]);
  await page.addInitScript(
    ([id, dir]) => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem('languageId', id!);
        localStorage.setItem('direction', dir!);
        sessionStorage.setItem('e2e-language-set', '1');
      }
    },
    [languageId, direction],
  );
}

/**
 * A public page arrives rendered by the server and answers its controls once its code has taken it
 * over (`<html data-app="ready">`, apps/web/src/main.tsx): with JavaScript on, `page.goto` and
 * `page.reload` wait for that, as a reader waits for a page to settle, so a test's first click is
 * not lost on markup the app has not yet taken over.
 */
const untilAppReady = async (page: Page, response: Response | null, waitUntil: string | undefined) => {
  if (waitUntil === 'commit' || !response?.headers()['content-type']?.startsWith('text/html')) return;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
};

function settleNavigation(page: Page) {
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilAppReady(page, response, options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilAppReady(page, response, options?.waitUntil);
    return response;
  };
}

/** Fails the test on any Content-Security-Policy violation, message shown as its key, hydration mismatch, uncaught page error or missing asset (a stale preload). */
export const test = base.extend<{ pageProblems: string[]; settledContexts: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) settleNavigation(page);
    await use(page);
  },
  // The pages of the other people in a story (a visitor, staff) open in contexts of their own.
  settledContexts: [
    async ({ browser, javaScriptEnabled }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (javaScriptEnabled && options?.javaScriptEnabled !== false) context.on('page', settleNavigation);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // A message of the catalogue's rest on a page that has not loaded it (apps/web/src/lib/i18n.ts),
        // or markup the server rendered that the browser's first render did not match (main.tsx).
        if (message.type() === 'error' && /Content Security Policy|^i18n:|^hydration:/i.test(message.text()))
          problems.push(`${page.url()}: ${message.text()}`.slice(0, 3000));
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('response', (response) => {
        if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/assets/')) problems.push(`missing asset ${response.url()}`);
      });
      await use(problems);
      expect(problems, 'CSP violations, page errors or missing assets').toEqual([]);
    },
    { auto: true },
  ],
});

export async function expectNoSeriousAxeViolations(page: Page) {
  // Contrast is judged on what stays on screen, not on a notification halfway through fading in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Watches the page's requests; the function it returns resolves once none has been open for a
 * quarter of a second: the page has its data and its lazy parts (Playwright's 'networkidle' waits
 * half a second, on every page of a walk).
 */
export function quietNetwork(page: Page) {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return async () => {
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (open.size > 0) quietSince = Date.now();
          return Date.now() - quietSince;
        },
        { intervals: [50], timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(250);
  };
}

export { expect };
