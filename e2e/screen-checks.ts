import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The phone widths people use. */
export const PHONE_WIDTHS = [360, 390, 430];

/** The Mantine classes some Mantine stylesheet styles (a class no stylesheet mentions needs none). */
const styledMantineClasses = [...new Set(fs.readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8').match(/m_[0-9a-f]+/g))];

/** What is wrong with the open page on phones: its sideways overflow at each width, and Mantine classes whose stylesheet is missing. */
export async function phoneProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.scrollingElement!;
      return { scrollWidth, clientWidth };
    });
    if (scrollWidth > clientWidth) problems.push(`${width}px: the page is ${scrollWidth}px wide`);
  }
  const unstyled = await page.evaluate((styled) => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) rule.selectorText.match(/m_[0-9a-f]+/g)?.forEach((name) => defined.add(name));
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const styledSet = new Set(styled);
    const names = new Set<string>();
    document.querySelectorAll('[class*="m_"]').forEach((element) =>
      element.classList.forEach((name) => {
        if (styledSet.has(name) && !defined.has(name)) names.add(name);
      }),
    );
    return [...names];
  }, styledMantineClasses);
  if (unstyled.length) problems.push(`unstyled Mantine classes: ${unstyled.join(' ')}`);
  // A stylesheet can be there and still lose: a filled button must show its colour.
  const bareButtons = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Button-root[data-variant="filled"], .mantine-Button-root:not([data-variant])'))
      .filter((button) => button.offsetParent !== null && getComputedStyle(button).backgroundColor === 'rgba(0, 0, 0, 0)')
      .map((button) => button.textContent?.trim() ?? ''),
  );
  if (bareButtons.length) problems.push(`filled buttons without their colour: ${bareButtons.join(', ')}`);
  return problems;
}
