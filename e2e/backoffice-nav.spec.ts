import type { Page } from '@playwright/test';
import { BACK_OFFICE_GROUPS, backOfficeMenu } from '../packages/shared/src/back-office';
import { translate } from '../packages/shared/src/i18n/translate';
import { STAFF_ROLES, type TStaffRole } from '../packages/shared/src/permissions';
import { expect, signInWithToken, test, useLanguage, type TLocaleName } from './fixtures';
import { backOfficeNav, sectionLink } from './sections';
import { newStaffSession } from './staff-accounts';

const SCREENS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The manager's bar, the longest, in both languages; each other role's in one, the two taken in turn. */
const LANGUAGES_OF: Record<TStaffRole, readonly TLocaleName[]> = { manager: ['en', 'ar'], sales: ['ar'], accounts: ['en'], content: ['ar'] };

/** The element's box lies wholly on the screen. */
async function expectOnScreen(page: Page, label: string, box: { x: number; y: number; width: number; height: number } | null) {
  const screen = page.viewportSize()!;
  expect(box, label).not.toBeNull();
  expect(box!.x, label).toBeGreaterThanOrEqual(0);
  expect(box!.y, label).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, label).toBeLessThanOrEqual(screen.width);
  expect(box!.y + box!.height, label).toBeLessThanOrEqual(screen.height);
}

for (const staffRole of STAFF_ROLES) {
  test.describe(`a staff member of the ${staffRole} role`, () => {
    // A member of the role of our own, added by the suite's admin once for the worker's tests of
    // the role: each first sign-in costs the server argon2 checks.
    let token: string;

    test.beforeAll(async ({ request }) => {
      token = await newStaffSession(request, staffRole);
    });

    for (const locale of LANGUAGES_OF[staffRole]) {
      test(`every section the ${staffRole} role may open is on the screen or one click away, at 1366 px and on a phone (${locale})`, async ({ page }) => {
        const t = (key: string) => translate(locale, key);
        const groups = backOfficeMenu({ role: 'admin', staffRole });
        const allowed = new Set(groups.flatMap((group) => group.sections.map((section) => section.to)));
        await useLanguage(page, locale);
        await signInWithToken(page, token);
        for (const size of SCREENS) {
          await page.setViewportSize(size);
          await page.goto('/Dashboard');
          const nav = backOfficeNav(page, locale);
          await expectOnScreen(page, 'dashboard', await nav.getByRole('link', { name: t('header.dashboard'), exact: true }).boundingBox());
          // Nothing hides in a scroll: the bar is no wider than the screen.
          const bar = await nav.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
          expect(bar.scroll).toBeLessThanOrEqual(bar.client);
          for (const group of groups) {
            for (const section of group.sections) {
              const link = await sectionLink(page, locale, section.label);
              await expect(link, `${section.label} at ${size.width}px`).toBeVisible();
              await expectOnScreen(page, `${section.label} at ${size.width}px`, await link.boundingBox());
              await expect(link).toHaveAttribute('href', section.to);
            }
            await page.keyboard.press('Escape');
          }
          // None of the sections the role may not open is offered, even hidden in a closed menu.
          for (const section of BACK_OFFICE_GROUPS.flatMap((group) => group.sections).filter((candidate) => !allowed.has(candidate.to))) {
            await expect(nav.locator(`a[href="${section.to}"]`), section.label).toHaveCount(0);
          }
        }
        // A section opens from its group, and its group is marked as the one open.
        const first = groups.find((group) => group.sections.length > 1) ?? groups[0]!;
        const target = first.sections.at(-1)!;
        await (await sectionLink(page, locale, target.label)).click();
        await expect(page).toHaveURL(new RegExp(`${target.to}$`));
        if (first.sections.length > 1)
          await expect(backOfficeNav(page, locale).getByRole('button', { name: t(first.label), exact: true })).toHaveAttribute('data-current', 'true');
      });
    }
  });
}
