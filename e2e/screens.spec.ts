import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test, useLanguage } from './fixtures';
import { apiToken } from './workers';

/*
 * Every main screen, opened directly (as from a bookmark or a refresh), on the phone widths people
 * use: nothing overflows sideways, and every Mantine control on it has its stylesheet.
 */

const PHONE_WIDTHS = [360, 390, 430];
const DEMO_CLIENT = { userName: 'james.carter', password: 'demo-client-2026' };

/** The Mantine classes some Mantine stylesheet styles (a class no stylesheet mentions needs none). */
const styledMantineClasses = [
  ...new Set(fs.readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8').match(/m_[0-9a-f]+/g)),
];

const SCREENS = {
  visitor: ['/', '/Workers', '/LaborDetails/1', '/Services', '/Articles', '/ContactUs', '/Apply', '/Login', '/Register', '/Forget-password'],
  client: ['/CLientOrders', '/ClientOrder/:order', '/ClientProfile', '/EditProfile'],
  admin: ['/Dashboard', '/OrdersList', '/OrderStatus', '/OrderDetails/1', '/AddOrder', '/ClientsList', '/LaborsList', '/LaborsEdit/1', '/EnquireList', '/Media', '/SiteSettings', '/MainPackage'],
} as const;

/** What is wrong with the page at this width: its sideways overflow, and Mantine classes whose stylesheet is missing. */
async function problemsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(
    ({ width, styled }) => {
      const problems: string[] = [];
      const { scrollWidth, clientWidth } = document.documentElement;
      if (scrollWidth > clientWidth) problems.push(`${width}px: the page is ${scrollWidth}px wide`);
      const defined = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) rule.selectorText.match(/m_[0-9a-f]+/g)?.forEach((name) => defined.add(name));
          if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
      const styledSet = new Set(styled);
      const unstyled = new Set<string>();
      document.querySelectorAll('[class*="m_"]').forEach((element) =>
        element.classList.forEach((name) => {
          if (styledSet.has(name) && !defined.has(name)) unstyled.add(name);
        }),
      );
      if (unstyled.size) problems.push(`unstyled Mantine classes: ${[...unstyled].join(' ')}`);
      return problems;
    },
    { width, styled: styledMantineClasses },
  );
}

async function signInAsClient(page: Page): Promise<number> {
  const token = await apiToken(page.request, DEMO_CLIENT);
  const orders = await page.request.get('/api/orders?pageNumber=1&pageSize=1', { headers: { authorization: `Bearer ${token}` } });
  const orderId = ((await orders.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return orderId;
}

for (const locale of ['en', 'ar'] as const) {
  for (const role of ['visitor', 'client', 'admin'] as const) {
    test(`${role} screens fit 360-430 px phones and load their styles when opened directly (${locale})`, async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, locale);
      let orderId = 0;
      if (role === 'client') orderId = await signInAsClient(page);
      if (role === 'admin') await signInAsAdmin(page);
      const problems: string[] = [];
      for (const screen of SCREENS[role]) {
        const path = screen.replace(':order', String(orderId));
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        for (const width of PHONE_WIDTHS) problems.push(...(await problemsAt(page, width)).map((problem) => `${path} ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
}
