import type { Locator, Page } from '@playwright/test';
import { BACK_OFFICE_GROUPS } from '../packages/shared/src/back-office';
import { translate } from '../packages/shared/src/i18n/translate';
import type { TLocaleName } from './fixtures';

/** The back office's bar of sections, in the page's language. */
export const backOfficeNav = (page: Page, locale: TLocaleName) => page.getByRole('navigation', { name: translate(locale, 'header.backOffice') });

/**
 * A section's link in the back office's bar, its group's menu opened first when it has one
 * (a group of one section is that section's link).
 */
export async function sectionLink(page: Page, locale: TLocaleName, label: string): Promise<Locator> {
  const nav = backOfficeNav(page, locale);
  // The bar is drawn once the session is read: its first link, the dashboard, says it is there.
  await nav.getByRole('link', { name: translate(locale, 'header.dashboard'), exact: true }).waitFor();
  const link = nav.getByRole('link', { name: translate(locale, label), exact: true });
  const group = BACK_OFFICE_GROUPS.find((candidate) => candidate.sections.some((section) => section.label === label));
  const button = group ? nav.getByRole('button', { name: translate(locale, group.label), exact: true }) : null;
  if (button && (await button.count()) > 0 && (await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return link;
}

/** Opens a back-office section through the bar, as staff do. */
export async function openSection(page: Page, locale: TLocaleName, label: string) {
  await (await sectionLink(page, locale, label)).click();
}
