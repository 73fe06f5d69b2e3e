import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { E2E_ADMIN } from './constants';

export type TLocaleName = 'en' | 'ar';

/** Signs the page in as the suite's admin through the API, as the web app itself keeps the token. */
export async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), data.token);
}

/** Opens pages in the given language, as a returning visitor whose choice is in localStorage. */
export async function useLanguage(page: Page, locale: TLocaleName) {
  const languageId = locale === 'ar' ? '1' : '2';
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
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

/** Fails the test on any Content-Security-Policy violation, uncaught page error or missing asset (a stale preload). */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(message.text());
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
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export { expect };
