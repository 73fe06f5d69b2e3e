import type { TSection } from '@app/shared';
import { renderScope } from '../../lib/render-scope';

export type TSectionEntry = TSection['pgSectionLngs'][number];

/** The entry (in the page's language) of the section with this key, once the content service has answered. */
export const sectionEntry = (sections: TSection[] | undefined, key: string): TSectionEntry | undefined =>
  sections?.find((section) => section.key === key)?.pgSectionLngs[0];

const parsed = (html: string): ParentNode => renderScope()?.parseHtml(html) ?? new DOMParser().parseFromString(html, 'text/html');

/** The items of a section's list as plain text; its body is HTML the server sanitised, parsed here, never injected. */
export function listItems(html: string | undefined): string[] {
  if (!html) return [];
  const root = parsed(html);
  return [...root.querySelectorAll('li')].map((item) => item.textContent?.trim() ?? '').filter(Boolean);
}

/** The items of a section's list as a title (the item's bold opening words, if any) and the rest. */
export function titledItems(html: string | undefined): Array<{ title: string; text: string }> {
  if (!html) return [];
  const root = parsed(html);
  return [...root.querySelectorAll('li')].flatMap((item) => {
    const whole = item.textContent?.trim() ?? '';
    const title = item.querySelector('strong, b')?.textContent?.trim() ?? '';
    if (!whole) return [];
    return title && whole.startsWith(title) ? [{ title, text: whole.slice(title.length).trim() }] : [{ title: whole, text: '' }];
  });
}
