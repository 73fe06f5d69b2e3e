import { isSitePath, type TMenuItem } from '@app/shared';

/** The item's title in the given language, or undefined when it has none (callers pick the fallback text). */
export function menuTitle(item: TMenuItem, languageId: number): string | undefined {
  const title = item.muMenuItemLngs.find((entry) => entry.languageId === languageId)?.title.trim();
  return title || undefined;
}

/** Paths of this site go through the router; anything else is a plain link. */
export function isInternalUrl(url: string): boolean {
  return isSitePath(url);
}
